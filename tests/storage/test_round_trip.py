import pytest

from gmconsole.model.party import LogEntry
from gmconsole.storage import (
    PartyFileError,
    dump_party,
    load_party,
    save_party,
)
from tests.conftest import ROOT, SYSTEMS
from tests.edit import edit

SHIPPED = ROOT / "sample_parties"

HOSTILE = [
    "[/]",
    "[@click=app.quit]x[/]",
    "[bold red]grito[/bold red]",
    "emoji 🐉🔥 y acentos ñÑáé",
    "עברית right-to-left نص",
    "tab\tand\nnewline",
    "\\[escaped\\]",
    'quotes " and \' and """',
    "x" * 10_000,
]


@pytest.mark.parametrize("system", SYSTEMS)
def test_sample_round_trip(system, sample_copy):
    path = sample_copy(system)
    first = load_party(path)
    save_party(first, path)
    assert load_party(path) == first
    saved = path.read_bytes()
    save_party(load_party(path), path)
    assert path.read_bytes() == saved


@pytest.mark.parametrize("system", SYSTEMS)
def test_shipped_samples_are_what_the_writer_writes(system):
    path = SHIPPED / f"{system}.toml"
    assert dump_party(load_party(path)) == path.read_bytes()


def test_key_order_party_first_encounter_then_log(sample_copy):
    party = load_party(sample_copy("ryf"))
    party.log.append(LogEntry(round=1, text="hola"))
    text = dump_party(party).decode()
    assert text.startswith('system = "ryf"\nname = ')
    assert text.index("[[members]]") < text.index("[encounter]") < text.index("[[log]]")


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_names_byte_for_byte(name, sample_copy):
    path = sample_copy("ezd6")
    party = load_party(path)
    party = edit(party, "members[0].name", name)
    party = edit(party, "members[0].notes", name)
    save_party(party, path)
    again = load_party(path)
    assert again.members[0].name == name
    assert again.members[0].notes.encode() == name.encode()


def test_saver_refuses_invalid_party(sample_copy):
    path = sample_copy("ezd6")
    original = path.read_bytes()
    party = load_party(path)
    party = edit(party, "members[0].strikes", 99)  # bypasses validation: a copy is not checked
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines[0] == "refusing to save: the new file would not load"
    assert "members[0].strikes: must be <= strikes_max (5) (got 99)" in caught.value.lines
    assert path.read_bytes() == original
