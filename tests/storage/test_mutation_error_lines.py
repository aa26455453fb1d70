"""The lines the GM reads when a party file does not load, written out in full (found by
mutation testing, docs/mutation-score.md): positions, the value shown, the keys allowed."""

import pytest

from gmconsole.storage import PartyFileError, load_party, parse_party
from tests.conftest import SAMPLES
from tests.systems import registry_words

BASE = (SAMPLES / "fids.toml").read_text(encoding="utf-8")


def lines_for(text: str | bytes) -> list[str]:
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    with pytest.raises(PartyFileError) as caught:
        parse_party(data, "p.toml")
    assert str(caught.value) == "\n".join(caught.value.lines)
    return caught.value.lines


def edited(old: str, new: str) -> str:
    assert old in BASE
    return BASE.replace(old, new, 1)


def test_the_error_text_is_its_lines(tmp_path):
    with pytest.raises(PartyFileError) as caught:
        load_party(tmp_path / "none.toml")
    assert str(caught.value) == f"{tmp_path / 'none.toml'}: no such file"
    assert caught.value.path == tmp_path / "none.toml"


@pytest.mark.parametrize(
    "text, line",
    [
        ('system = "fids"\nname = \n', "p.toml:2:8: TOML syntax: Invalid value"),
        ('system = "fids"\nname = "x', "p.toml:2:10: TOML syntax: Unterminated string"),
        (
            'system = "fids"\n\n[members\n\n  \n',
            "p.toml:3:9: TOML syntax: Expected ']' at the end of a table declaration",
        ),
        (
            'system = "fids"\nx = ' + "[" * 1000,
            "p.toml:2:5: TOML syntax: arrays or inline tables nested too deeply",
        ),
        (  # a blank first line counts: the nesting starts on line 2, column 5
            "\nx = " + "[" * 1000,
            "p.toml:2:5: TOML syntax: arrays or inline tables nested too deeply",
        ),
        (
            'system = "fids"\nx = ' + "[0, " * 1000,
            "p.toml: TOML syntax: arrays or inline tables nested too deeply",
        ),
        (
            b'system = "fids"\nname = "\xff"',
            "p.toml:2: not UTF-8 text (byte 0xff); save the file as UTF-8",
        ),
    ],
)
def test_syntax_lines_point_at_line_and_column(text, line):
    assert lines_for(text) == [line]


@pytest.mark.parametrize(
    "old, new, expected",
    [
        ("[pools]\nmisfortune = 8", "[pools]\nmisfortune = true", "(got true)"),
        ("[pools]\nmisfortune = 8", "[pools]\nmisfortune = false", "(got false)"),
        (
            "[pools]\nmisfortune = 8",
            '[pools]\nmisfortune = "' + "x" * 80 + '"',
            "(got '" + "x" * 56 + "...)",
        ),
        (
            "[pools]\nmisfortune = 8",
            '[pools]\nmisfortune = "' + "y" * 58 + '"',
            "(got '" + "y" * 58 + "')",
        ),
        (
            "[pools]\nmisfortune = 8",
            '[pools]\nmisfortune = "' + "z" * 59 + '"',
            "(got '" + "z" * 56 + "...)",
        ),
        ("[pools]\nmisfortune = 8", "[pools]\nmisfortune = {a = 1}", "(got a table)"),
        ("[pools]\nmisfortune = 8", "[pools]\nmisfortune = [1, 2.5]", "(got [1, 2.5])"),
        (
            "[pools]\nmisfortune = 8",
            "[pools]\nmisfortune = [1, 2, 3, 4, 5, 6]",
            "(got [1, 2, 3, 4, 5, 6])",
        ),
        (
            "[pools]\nmisfortune = 8",
            "[pools]\nmisfortune = [1, 2, 3, 4, 5, 6, 7]",
            "(got an array)",
        ),
        ("[pools]\nmisfortune = 8", '[pools]\nmisfortune = ["a"]', "(got an array)"),
        ("[pools]\nmisfortune = 8", "[pools]\nmisfortune = 1.5", "(got 1.5)"),
    ],
)
def test_the_value_shown_for_a_wrong_type(old, new, expected):
    assert lines_for(edited(old, new)) == [f"pools.misfortune: must be an integer {expected}"]


def test_unknown_keys_list_the_keys_allowed_there():
    assert lines_for(edited("strength = 2", "strength = 2\nbogus = 1")) == [
        "members[0].attributes.bogus: unknown key (allowed: strength, agility, wit, wisdom,"
        " charisma, insight, precision, technique)"
    ]
    assert lines_for(edited("[encounter]", "[encounter]\nbogus = 2")) == [
        "encounter.bogus: unknown key (allowed: active, round, turn, surprise, enemies,"
        " combatants, extra)"
    ]
    assert lines_for(edited("name = ", "nmae = ")) == [
        "name: required key is missing",
        "nmae: unknown key (allowed: name, notes, encounters, conditions_used, journal, system,"
        " options, pools, members, roster, encounter, log)",
    ]


def test_every_problem_gets_its_line_in_order():
    text = edited("[pools]\nmisfortune = 8", "[pools]\nbogus = 1\nmisfortune = 8")
    text = text.replace("[encounter]", '[encounter]\nsurprise = "nobody"', 1)
    assert lines_for(text) == [
        "pools.bogus: unknown key (allowed: misfortune)",
        "encounter.surprise: must be one of players, enemies (got 'nobody')",
    ]


def test_a_cross_field_problem_names_the_field_and_later_problems_follow():
    text = edited("energy = 5\n", "energy = 9\n")
    text = text.replace("[encounter]", '[encounter]\nsurprise = "nobody"', 1)
    assert lines_for(text) == [
        "members[0].energy: must be <= energy_max (6) (got 9)",
        "encounter.surprise: must be one of players, enemies (got 'nobody')",
    ]


def test_the_top_level_and_the_system_key():
    assert lines_for(
        edited('system = "fids"', 'system = "fids"\npools = 3').replace(
            "[pools]\nmisfortune = 8", ""
        )
    ) == ["pools: must be a table (got 3)"]
    assert lines_for('name = "x"') == [
        registry_words("system: required key is missing (allowed: {systems})")
    ]
    assert lines_for('system = "dnd"\nname = "x"') == [
        registry_words("system: must be one of {systems} (got 'dnd')")
    ]
    assert lines_for(b"") == [
        registry_words(
            "p.toml: the file is empty; it needs at least system = {systems_toml} and name"
        )
    ]
