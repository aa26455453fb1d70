"""The saver's re-load check: the whole file parsed again, never fooled.

gmconsole.storage parses the bytes it is about to write and compares them with the data
they were dumped from, then validates them and compares with the party. These tests show
that the check refuses a file that would not load back the same, naming the first place
that differs, also for a piece that means something else inside the file than alone, and
that a run of real edits always saves a file that loads back equal.
"""

import random

import pytest

from gmconsole import storage
from gmconsole.model.party import LogEntry
from gmconsole.storage import PartyFileError, _dump, _read_back, load_party, save_party
from tests.edit import edit, edits

REAL_DUMPS = storage.tomli_w.dumps


class FakeTomliW:
    """tomli-w with a fault: ``fault(entry, text) -> text``."""

    def __init__(self, fault):
        self.fault = fault

    def dumps(self, obj):
        return self.fault(obj, REAL_DUMPS(obj))


def test_a_chunk_that_would_not_load_back_the_same_is_refused(sample_copy, monkeypatch):
    path = sample_copy("ryf")
    party = load_party(path)
    save_party(party, path)
    before = path.read_bytes()
    party = edit(party, "encounter.combatants[0].initiative", 7)

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
    party = edit(party, "members[0].hp", old_hp - 5)

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


def test_text_that_is_not_unicode_is_refused_with_the_encoder_s_reason(sample_copy):
    path = sample_copy("fids")
    party = load_party(path)
    party = edit(party, "members[0].name", "lone \ud800 surrogate")  # a copy is not validated
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    first, reason = caught.value.lines
    assert first == "refusing to save: the party cannot be written as TOML"
    assert reason.startswith("'utf-8' codec can't encode character '\\ud800' in position ")
    assert reason.endswith(": surrogates not allowed")


@pytest.mark.filterwarnings("ignore::UserWarning")  # pydantic: a list where notes are text
def test_a_value_too_deeply_nested_to_write_is_refused_not_a_crash(sample_copy):
    path = sample_copy("fids")
    party = load_party(path)
    before = path.read_bytes()
    value = 1
    for _ in range(250):  # under pydantic's serialization limit (254), over tomli-w's
        value = [value]
    party = edit(party, "members[0].notes", value)
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines[0] == "refusing to save: the party cannot be written as TOML"
    assert path.read_bytes() == before


def _in_encounter(obj):
    return "encounter" in obj


def _in_head(obj):
    return "system" in obj


def _last_combatant(obj):
    return obj.get("id") == "guardia-2" and "side" in obj


@pytest.mark.parametrize(
    ("where", "fault", "named"),
    [
        (
            _in_encounter,
            lambda text: text.replace("active = true", "active = false"),
            "encounter: its TOML would not read back the same",
        ),
        (
            _in_head,
            lambda text: text.replace("misfortune = 8", "misfortune = 7"),
            "the party's own keys: its TOML would not read back the same",
        ),
        (
            _in_encounter,
            lambda text: text.replace("active = true", "active = tru"),
            "encounter: TOML syntax: Invalid value",
        ),
        (
            # tomllib says "at end of document" (no line) for a value still open when the
            # file ends: the refusal names the last piece written, not the first.
            _last_combatant,
            lambda text: text + "x = [\n",
            "encounter.combatants[6]: TOML syntax: Invalid value",
        ),
        (
            # A writer whose text nests deeper than tomllib can read.
            _in_head,
            lambda text: text + "x = " + "[" * 3000 + "]" * 3000 + "\n",
            "nested too deeply to read back",
        ),
    ],
)
def test_the_piece_that_would_not_read_back_the_same_is_named(
    sample_copy, monkeypatch, where, fault, named
):
    path = sample_copy("fids")
    party = load_party(path)
    before = path.read_bytes()
    monkeypatch.setattr(
        storage, "tomli_w", FakeTomliW(lambda obj, text: fault(text) if where(obj) else text)
    )
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        named,
    ]
    assert path.read_bytes() == before


@pytest.mark.parametrize("members_stay", [True, False])
def test_a_party_between_fights_saves_loads_back_and_names_its_own_keys(
    sample_copy, monkeypatch, members_stay
):
    """After a fight ends the encounter keeps only defaults of its own (not active, round 1,
    turn 0): the file has no [encounter] table, only the members' [[encounter.combatants]]
    or, with nobody in the fight, no encounter at all; a difference in the party's own keys
    is named as such (not "encounter")."""
    path = sample_copy("fids")
    party = load_party(path)
    encounter = edits(
        party.encounter,
        active=False,
        enemies=[],
        combatants=[c for c in party.encounter.combatants if c.side == "party" and members_stay],
    )
    party = edit(party, "encounter", encounter)
    assert (encounter.round, encounter.turn, encounter.surprise) == (1, 0, None)
    save_party(party, path)
    text = path.read_text(encoding="utf-8")
    assert "\n[encounter]\n" not in text
    assert ("\n[[encounter.combatants]]\n" in text) is members_stay
    assert ("encounter" in text) is members_stay
    assert load_party(path) == party

    def head_changed(obj, text):
        return text.replace("misfortune = 8", "misfortune = 7") if "system" in obj else text

    monkeypatch.setattr(storage, "tomli_w", FakeTomliW(head_changed))
    with pytest.raises(PartyFileError) as caught:
        save_party(party, path)
    assert caught.value.lines == [
        "refusing to save: the file would not load back the same",
        "the party's own keys: its TOML would not read back the same",
    ]


@pytest.mark.parametrize("system", ["ryf", "eclipse_phase"])
def test_a_run_of_edits_always_saves_what_loads_back(system, sample_copy):
    path = sample_copy(system)
    party = load_party(path)
    rng = random.Random(system)
    for step in range(40):
        encounter = party.encounter
        kind = rng.randrange(6)
        if kind == 0 and encounter.combatants:
            combatants = list(encounter.combatants)
            combatants.pop(rng.randrange(len(combatants)))
            # the fight state may name them
            encounter = edits(
                encounter, combatants=combatants, turn=0, extra=type(encounter.extra)()
            )
        elif kind == 1:
            combatants = list(encounter.combatants)
            rng.shuffle(combatants)
            encounter = edit(encounter, "combatants", combatants)
        elif kind == 2:
            line = LogEntry(round=encounter.round, text=f"paso {step} [x]")
            party = edit(party, "log", [*party.log, line])
        elif kind == 3:
            index = rng.randrange(len(party.members))
            name = f"{party.members[index].name[:20]} {step}"
            party = edit(party, f"members[{index}].name", name)
        elif kind == 4 and encounter.combatants:
            index = rng.randrange(len(encounter.combatants))
            encounter = edit(encounter, f"combatants[{index}].initiative", rng.randrange(1, 30))
        else:
            encounter = edit(encounter, "round", encounter.round + 1)
        party = edit(party, "encounter", encounter)
        save_party(party, path)
        assert load_party(path) == party
