"""The TOML we read and write: tomllib (TOML 1.0) in, tomli-w out.

The saver checks a file chunk by chunk (gmconsole.storage explains why the chunks add up
to the file). The oracle here is tomllib reading the whole file at once, as the next load
will: it must give exactly what the chunks gave, and the party must load back the same,
whatever text the GM typed.
"""

import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmconsole.model.party import Condition, LogEntry
from gmconsole.storage import (
    PartyFileError,
    _dump,
    _read_back,
    dump_party,
    load_party,
    parse_party,
    save_party,
)
from tests.budget import amount
from tests.conftest import ROOT, SAMPLES, SYSTEMS
from tests.edit import edit, edits

SHIPPED = ROOT / "sample_parties"

# Everything a name or a note may hold: any character but controls (newline and tab are
# allowed) and lone surrogates, which UTF-8 cannot encode.
ALLOWED_TEXT = st.text(
    st.characters(
        blacklist_categories=("Cs",),
        blacklist_characters=[
            chr(c) for c in (*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0))
        ],
    ),
    max_size=60,
)
# Text that looks like TOML to a careless writer: headers, quotes, escapes, line breaks.
TOML_LIKE = st.lists(
    st.sampled_from(
        ["[encounter]", "[[log]]", "\n", '"', "'", '"""', "\\", "\\n", "=", "#", "]", "{", " "]
    )
    | ALLOWED_TEXT,
    max_size=6,
).map("".join)
TEXT = ALLOWED_TEXT | TOML_LIKE


def whole_file_equals_chunks(party) -> dict:
    """tomllib on the whole file gives exactly the data it was dumped from."""
    data = dump_party(party)
    whole = tomllib.loads(data.decode("utf-8"))
    content, problems = _read_back(*_dump(party))
    assert problems == []
    assert whole == content
    return whole


def test_every_sample_reads_the_same_whole_and_in_chunks():
    for system in SYSTEMS:
        party = load_party(SAMPLES / f"{system}.toml")
        whole = whole_file_equals_chunks(party)
        assert whole == tomllib.loads((SAMPLES / f"{system}.toml").read_text("utf-8"))


EXAMPLES = amount(50, 300)


@settings(max_examples=EXAMPLES, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    name=TEXT.filter(bool),
    notes=TEXT,
    skill=TEXT.filter(bool),
    log=TEXT,
    condition=TEXT.filter(bool),
)
def test_any_text_survives_save_and_load(name, notes, skill, log, condition, sample_copy):
    path = sample_copy("eclipse_phase")
    party = load_party(path)
    skills = party.members[1].skills
    party = edits(party, log=[*party.log, LogEntry(round=2, text=log)])
    party = edit(party, "members[0].name", name)
    party = edit(party, "members[0].notes", notes)
    party = edit(party, "members[1].skills", {**skills, skill: skills[next(iter(skills))]})
    conditions = [*party.encounter.combatants[0].conditions, Condition(name=condition, rounds=2)]
    party = edit(party, "encounter.combatants[0].conditions", conditions)
    whole = whole_file_equals_chunks(party)
    assert whole["members"][0]["name"] == name
    again = parse_party(dump_party(party))
    assert again.members[0].name == name
    assert again.members[0].notes == notes
    assert again == party
    save_party(party, path)
    assert load_party(path) == party


GROUP_ID = st.from_regex(r"[A-Za-z0-9_-]{1,64}", fullmatch=True)


@settings(max_examples=amount(40, 150), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    system=st.sampled_from(SYSTEMS),
    data=st.data(),
)
def test_groups_survive_save_and_load(system, data, sample_copy):
    """Groups of enemies (``group`` on a combatant, sharing one initiative) save and load
    back to the same party, and a file with them passes the party's own checks."""
    path = sample_copy(system)
    party = load_party(path)
    enemies = [i for i, c in enumerate(party.encounter.combatants) if c.side == "enemy"]
    names = data.draw(st.lists(GROUP_ID, min_size=1, max_size=3, unique=True))
    for i in enemies:
        party = edit(
            party, f"encounter.combatants[{i}].group", data.draw(st.sampled_from([None, *names]))
        )
    initiative = {g: data.draw(st.none() | st.integers(-99, 999)) for g in names}
    for i in enemies:
        group = party.encounter.combatants[i].group
        if group is not None:
            party = edit(party, f"encounter.combatants[{i}].initiative", initiative[group])
    assert party.problems() == []
    whole = whole_file_equals_chunks(party)
    shown = [c.get("group") for c in whole["encounter"]["combatants"]]
    assert shown == [c.group for c in party.encounter.combatants]
    assert parse_party(dump_party(party)) == party
    save_party(party, path)
    assert load_party(path) == party


def test_byte_order_mark_from_a_windows_editor_loads_and_save_drops_it(tmp_path):
    path = tmp_path / "p.toml"
    source = (SHIPPED / "fids.toml").read_bytes()  # as the writer writes it
    path.write_bytes(b"\xef\xbb\xbf" + source)
    party = load_party(path)
    save_party(party, path)
    assert path.read_bytes() == source


def test_toml_1_1_inline_table_over_several_lines_is_a_syntax_line(tmp_path):
    path = tmp_path / "p.toml"
    path.write_text(
        'system = "ezd6"\nname = "G"\n'
        'members = [\n  { id = "a", name = "A",\n    strikes = 3 },\n]\n',
        encoding="utf-8",
    )
    with pytest.raises(PartyFileError) as caught:
        load_party(path)
    assert caught.value.lines == [
        f"{path}:4:26: TOML syntax: Invalid initial character for a key part"
    ]
