"""The lines the GM reads when a party file does not load, written out in full: positions,
the value shown, the keys allowed, why a file cannot be read, in the console's language."""

import errno

import pytest

from gmconsole import i18n, storage
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
    assert lines_for(edited(old, new)) == [f"pools.misfortune: must be a whole number {expected}"]


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
        " options, members, roster, encounter, log, pools)",
    ]


def test_every_problem_gets_its_line_in_order():
    text = edited("[pools]\nmisfortune = 8", "[pools]\nbogus = 1\nmisfortune = 8")
    text = text.replace("[encounter]", '[encounter]\nsurprise = "nobody"', 1)
    assert lines_for(text) == [
        "encounter.surprise: must be one of players, enemies (got 'nobody')",
        "pools.bogus: unknown key (allowed: misfortune)",
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


def test_unknown_keys_inside_lists_of_tables_list_the_keys_allowed_there():
    ryf = (SAMPLES / "ryf.toml").read_text(encoding="utf-8")
    bad = ryf.replace("\n[[members.weapons]]\n", "\n[[members.weapons]]\nbogus = 1\n", 1)
    assert lines_for(bad) == [
        "members[1].weapons[0].bogus: unknown key"
        " (allowed: name, damage, precision, skill, bands, ammo)"
    ]
    bad = edited("\n[[encounter.combatants]]\n", "\n[[encounter.combatants]]\nbogus = 1\n")
    assert lines_for(bad) == [
        "encounter.combatants[0].bogus: unknown key (allowed: id, side, initiative, tiebreak,"
        " conditions, acted, rolled, delayed, down, dead, hidden, notes, group, extra)"
    ]


@pytest.mark.parametrize("key", ["bo[gus", "gus]", "functions", "dice[2]"])
def test_an_unknown_key_that_looks_like_a_marker_is_still_named(key):
    """pydantic's inner markers ('function-after[...]', '[key]') are dropped from a path;
    a key the GM typed that merely contains a bracket is not."""
    bad = edited("[pools]\nmisfortune = 8", f'[pools]\nmisfortune = 8\n"{key}" = 1')
    assert lines_for(bad) == [f"pools.{key}: unknown key (allowed: misfortune)"]


def test_a_path_through_a_file_or_a_symlink_loop_cannot_be_read(tmp_path):
    (tmp_path / "a.toml").write_bytes(b"")
    path = tmp_path / "a.toml" / "b.toml"
    with pytest.raises(PartyFileError) as caught:
        load_party(path)
    assert caught.value.path == path
    assert caught.value.lines == [f"{path}: cannot read (Not a directory)"]
    (tmp_path / "c.toml").symlink_to(tmp_path / "d.toml")
    (tmp_path / "d.toml").symlink_to(tmp_path / "c.toml")
    with pytest.raises(PartyFileError) as caught:
        load_party(tmp_path / "c.toml")
    assert caught.value.lines == [
        f"{tmp_path / 'c.toml'}: cannot read (Too many levels of symbolic links)"
    ]


@pytest.mark.parametrize(
    ("language", "strerror", "shown"),
    [
        ("en", "Permission denied", "Permission denied"),
        ("en", "Zugriff verweigert", "Zugriff verweigert"),  # not the known words: as given
        ("es", "Permission denied", "permiso denegado"),
    ],
)
def test_a_reason_is_translated_only_when_the_system_gave_the_known_words(
    tmp_path, monkeypatch, language, strerror, shown
):
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())

    def denied(self):
        raise PermissionError(errno.EACCES, strerror)

    monkeypatch.setattr(storage.Path, "read_bytes", denied)
    i18n.set_language(language)
    try:
        with pytest.raises(PartyFileError) as caught:
            load_party(path)
    finally:
        i18n.set_language("en")
    [line] = caught.value.lines
    assert line.startswith(str(path)) and line.endswith(f" ({shown})")
