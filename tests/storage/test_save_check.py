"""The saver's re-load check: the whole file parsed again, never fooled.

gmconsole.storage parses the bytes it is about to write and compares them with the data
they were dumped from, then validates them and compares with the party. These tests show
that the check refuses a file that would not load back the same, naming the first place
that differs, also for a piece that means something else inside the file than alone, and
that a run of real edits always saves a file that loads back equal.
"""

import random
import tomllib

import pytest

from gmconsole import storage
from gmconsole.model.party import LogEntry
from gmconsole.storage import PartyFileError, _dump, _join, _read_back, load_party, save_party

REAL_DUMPS = storage.tomli_w.dumps


class FakeTomliW:
    """tomli-w with a fault: ``fault(entry, text) -> text``."""

    def __init__(self, fault):
        self.fault = fault

    def dumps(self, obj):
        return self.fault(obj, REAL_DUMPS(obj))


def test_every_save_parses_the_whole_file_once(sample_copy, monkeypatch):
    path = sample_copy("ryf")
    party = load_party(path)
    parses = []
    real = storage.tomllib.loads
    monkeypatch.setattr(storage.tomllib, "loads", lambda text: parses.append(text) or real(text))
    save_party(party, path)
    party.members[1].hp -= 3
    save_party(party, path)
    assert len(parses) == 2 and parses[1] == path.read_text("utf-8")
    monkeypatch.undo()
    assert load_party(path) == party


def test_a_chunk_that_would_not_load_back_the_same_is_refused(sample_copy, monkeypatch):
    path = sample_copy("ryf")
    party = load_party(path)
    save_party(party, path)
    before = path.read_bytes()
    party.encounter.combatants[0].initiative = 7

    def off_by_one(obj, text):
        return text.replace("initiative = 7\n", "initiative = 8\n")

    monkeypatch.setattr(storage, "tomli_w", FakeTomliW(off_by_one))
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "encounter.combatants[0]: its TOML would not read back the same",
    ]
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []
    monkeypatch.undo()
    save_party(party, path)
    assert load_party(path) == party


def test_a_writer_that_forgets_a_change_is_refused(sample_copy, monkeypatch):
    """A writer that writes a member's old values: the parse differs from the data there."""
    path = sample_copy("ryf")
    party = load_party(path)
    save_party(party, path)
    before = path.read_bytes()
    old_hp = party.members[0].hp
    party.members[0].hp = old_hp - 5

    def forgets_the_change(obj, text):
        if obj.get("id") == party.members[0].id:
            return REAL_DUMPS({**obj, "hp": old_hp})
        return text

    monkeypatch.setattr(storage, "tomli_w", FakeTomliW(forgets_the_change))
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "members[0]: its TOML would not read back the same",
    ]
    assert path.read_bytes() == before


def test_declaring_a_table_above_the_section_again_is_refused(sample_copy):
    """Alone, ``[[encounter.combatants]] ... [encounter]`` is valid TOML with the right
    value; in the file, [encounter] was declared already and the file would not load."""
    party = load_party(sample_copy("ryf"))
    pieces, data = _dump(party)
    i = next(i for i, p in enumerate(pieces) if p.where == "encounter.combatants[0]")
    pieces[i] = pieces[i]._replace(text=pieces[i].text + "\n[encounter]\n")
    _, problems = _read_back(pieces, data)
    assert problems == ["encounter.combatants[0]: TOML syntax: Cannot declare ('encounter',) twice"]


def test_a_section_without_its_own_header_is_refused(sample_copy):
    """Without ``[[encounter.combatants]]`` first, its keys would land in the entry
    before it."""
    party = load_party(sample_copy("ryf"))
    pieces, data = _dump(party)
    i = next(i for i, p in enumerate(pieces) if p.where == "encounter.combatants[1]")
    pieces[i] = pieces[i]._replace(text=pieces[i].text.split("\n", 1)[1])
    _, problems = _read_back(pieces, data)
    assert problems == ["encounter.combatants[1]: TOML syntax: Cannot overwrite a value"]


def test_the_whole_file_is_what_was_dumped(sample_copy):
    party = load_party(sample_copy("ezd6"))
    pieces, data = _dump(party)
    content, problems = _read_back(pieces, data)
    assert problems == [] and content == data == tomllib.loads(_join(pieces))


def test_a_file_over_the_size_limit_is_refused(sample_copy):
    path = sample_copy("ezd6")
    party = load_party(path)
    before = path.read_bytes()
    template = party.members[0]
    for i in range(60):
        party.members.append(template.model_copy(update={"id": f"x{i}", "notes": "n" * 99_000}))
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would be 5.7 MB and a party file is at most 5 MB"
    ]
    assert path.read_bytes() == before


def test_text_that_is_not_unicode_is_refused(sample_copy):
    path = sample_copy("fids")
    party = load_party(path)
    party.members[0].name = "lone \ud800 surrogate"  # assignment is not validated
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines[0] == "refusing to save: the party cannot be written as TOML"


@pytest.mark.parametrize("system", ["ryf", "eclipse_phase"])
def test_a_run_of_edits_always_saves_what_loads_back(system, sample_copy):
    path = sample_copy(system)
    party = load_party(path)
    rng = random.Random(system)
    for step in range(40):
        encounter = party.encounter
        edit = rng.randrange(6)
        if edit == 0 and encounter.combatants:
            encounter.combatants.pop(rng.randrange(len(encounter.combatants)))
            encounter.turn = 0
            encounter.extra = type(encounter.extra)()  # the fight state may name them
        elif edit == 1:
            rng.shuffle(encounter.combatants)
        elif edit == 2:
            party.log.append(LogEntry(round=encounter.round, text=f"paso {step} [x]"))
        elif edit == 3:
            member = rng.choice(party.members)
            member.name = f"{member.name[:20]} {step}"
        elif edit == 4 and encounter.combatants:
            combatant = rng.choice(encounter.combatants)
            combatant.initiative = rng.randrange(1, 30)
        else:
            encounter.round += 1
        save_party(party, path)
        text = path.read_text(encoding="utf-8")
        content, problems = _read_back(*_dump(party))
        assert problems == []
        assert tomllib.loads(text) == content
        assert load_party(path) == party
