"""The saver's re-load check: chunk by chunk, only what changed, and never fooled.

gmconsole.storage writes a party as self-contained chunks and parses each one alone,
keeping the parsed value by text for the next save. These tests show that the check
refuses a chunk that would not load back the same (also when its text was verified
before), that it catches the ways a chunk could mean something else inside the file,
and that a run of real edits always saves a file that loads back equal.
"""

import random
import tomllib

import pytest

from gmconsole import storage
from gmconsole.model.party import LogEntry
from gmconsole.storage import (
    PartyFileError,
    _check_chunks,
    _Chunk,
    _dump_chunks,
    _join,
    load_party,
    save_party,
)

REAL_DUMPS = storage.tomli_w.dumps


@pytest.fixture(autouse=True)
def new_session():
    storage._MEMOS.clear()
    yield
    storage._MEMOS.clear()


@pytest.fixture
def parsed(monkeypatch):
    """The chunks the check parses (by where they are), save by save."""
    seen: list[str] = []
    real = storage._parse_chunk

    def counting(chunk):
        seen.append(chunk.where)
        return real(chunk)

    monkeypatch.setattr(storage, "_parse_chunk", counting)
    return seen


class FakeTomliW:
    """tomli-w with a fault: ``fault(entry, text) -> text``."""

    def __init__(self, fault):
        self.fault = fault

    def dumps(self, obj):
        return self.fault(obj, REAL_DUMPS(obj))


def test_first_save_parses_every_chunk_then_only_what_changed(sample_copy, parsed):
    path = sample_copy("ryf")
    party = load_party(path)
    save_party(party, path)
    assert len(parsed) == len(_dump_chunks(party, {}, {}))
    parsed.clear()
    party.members[1].hp -= 3
    save_party(party, path)
    assert parsed == ["members[1]"]
    parsed.clear()
    save_party(party, path)
    assert parsed == []
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


def test_text_verified_at_an_earlier_save_is_still_compared_with_the_party(
    sample_copy, monkeypatch, parsed
):
    """A writer that forgets a change writes the old text, whose parsed value is kept
    from the last save: the check compares it with the party as it is now."""
    path = sample_copy("ryf")
    party = load_party(path)
    save_party(party, path)
    before = path.read_bytes()
    old_hp = party.members[0].hp
    party.members[0].hp = old_hp - 5
    storage._MEMOS[str(path)] = storage._MEMOS[str(path)]._replace(texts={})

    def forgets_the_change(obj, text):
        if obj.get("id") == party.members[0].id:
            return REAL_DUMPS({**obj, "hp": old_hp})
        return text

    monkeypatch.setattr(storage, "tomli_w", FakeTomliW(forgets_the_change))
    parsed.clear()
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert parsed == []  # every text was parsed at the first save
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "members[0]: its TOML would not read back the same",
    ]
    assert path.read_bytes() == before


def test_declaring_a_table_above_the_section_again_is_refused(sample_copy):
    """Alone, ``[[encounter.combatants]] ... [encounter]`` is valid TOML with the right
    value; in the file, [encounter] was declared already and the file would not load.
    The check parses a chunk behind its parent tables, so it refuses it too."""
    party = load_party(sample_copy("ryf"))
    chunks = _dump_chunks(party, {}, {})
    i = next(i for i, c in enumerate(chunks) if c.role == "encounter.combatants")
    bad = chunks[i]._replace(text=chunks[i].text + "\n[encounter]\n")
    assert tomllib.loads(bad.text) == bad.expected
    chunks[i] = bad
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(_join(chunks))
    _, _, problems = _check_chunks(chunks, {})
    assert problems == ["encounter.combatants[0]: TOML syntax: Cannot declare ('encounter',) twice"]


def test_a_chunk_without_its_own_header_is_refused(sample_copy):
    """Without ``[[encounter.combatants]]`` first, its keys would land in the entry
    before it."""
    party = load_party(sample_copy("ryf"))
    chunks = _dump_chunks(party, {}, {})
    i = next(i for i, c in enumerate(chunks) if c.role == "encounter.combatants")
    chunks[i] = chunks[i]._replace(text=chunks[i].text.split("\n", 1)[1])
    _, _, problems = _check_chunks(chunks, {})
    assert problems == [
        "encounter.combatants[0]: its TOML does not start with [[encounter.combatants]]"
    ]


@pytest.mark.parametrize(
    ("text", "first", "problem"),
    [
        ('name = "x"', True, "its TOML does not end with a line break"),
        ('notes = "x"\n', False, "its TOML does not start with a table header"),
    ],
)
def test_chunk_shapes_that_could_run_into_their_neighbours(text, first, problem):
    chunks = [_Chunk("head", "head", 'system = "ryf"\n', {"system": "ryf"})] if not first else []
    chunks.append(_Chunk("head", "the party's own keys", text, tomllib.loads(text)))
    _, _, problems = _check_chunks(chunks, {})
    assert problems == [f"the party's own keys: {problem}"]


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
            encounter.retries = []
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
        content, _, problems = _check_chunks(_dump_chunks(party, {}, {}), {})
        assert problems == []
        assert tomllib.loads(text) == content
        assert load_party(path) == party
