"""The engine and its history, case by case: refusals change nothing, undo and redo stop at
the ends, the history keeps its limit, a replay skips what it cannot apply (found by
mutation testing, docs/mutation-score.md). Expected values are written out here."""

import hashlib
import json

import pytest

from gmconsole.recovery import Journal
from gmconsole.state import operations as ops
from gmconsole.state.context import OpError, find_character, name_of
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.history import History, Step
from gmconsole.state.operation import Operation, build, from_json
from gmconsole.state.patch import Recorder
from gmconsole.storage import load_party, save_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES


def engine(journal=None):
    return Engine(load_party(SAMPLES / "fids.toml"), RandomDice(3), journal)


def state(e):
    return json.dumps(e.party.model_dump(mode="json"), sort_keys=True)


def first_id(e):
    return e.party.encounter.combatants[0].id


class Box:
    def __init__(self, value):
        self.value = value


def test_a_refusal_half_way_changes_nothing_and_is_not_undoable(tmp_path):
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    e = Engine(load_party(path), RandomDice(3), Journal(path))
    before = state(e)
    cid = first_id(e)
    with pytest.raises(ActionRefused) as refused:
        # The first combatant gets the condition, then the second id is unknown.
        e.execute(ops.AddCondition(cid=cid, name="Aturdida", also=("nobody",)))
    assert "nobody" in str(refused.value)
    assert refused.value.need is None
    assert state(e) == before
    assert len(e.history) == 0
    assert e.undo() is None
    assert not e.dirty
    assert not (tmp_path / "fids.toml.recovery").exists()


class LooksOnly(Operation):
    """An action that reads the party and changes nothing (not registered)."""

    def apply(self, ctx):
        ctx.combatant(ctx.combatants[0].id)


def test_an_action_that_changes_nothing_is_not_a_step(tmp_path):
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    e = Engine(load_party(path), RandomDice(3), Journal(path))
    outcome = e.execute(LooksOnly())
    assert outcome.step is None
    assert outcome.log == []
    assert len(e.history) == 0
    assert not e.dirty
    assert not (tmp_path / "fids.toml.recovery").exists()


def test_an_action_reports_the_log_lines_it_wrote():
    e = engine()
    cid = first_id(e)
    lines_before = len(e.party.log)
    outcome = e.execute(ops.AddCondition(cid=cid, name="Aturdida", rounds=2))
    assert outcome.step is not None
    assert outcome.log == [entry.text for entry in e.party.log[lines_before:]]
    assert len(outcome.log) == 1 and "Aturdida" in outcome.log[0]


def test_undo_and_redo_walk_back_and_forth_and_stop_at_the_ends():
    e = engine()
    cid = first_id(e)
    s0 = state(e)
    e.execute(ops.SetNotes(cid=cid, text="uno"))
    s1 = state(e)
    e.execute(ops.SetNotes(cid=cid, text="dos"))
    s2 = state(e)
    assert e.redo() is None
    assert e.undo() is not None and state(e) == s1
    assert e.undo() is not None and state(e) == s0
    assert e.undo() is None and state(e) == s0
    assert not e.dirty
    assert e.redo() is not None and state(e) == s1
    assert e.dirty
    assert e.redo() is not None and state(e) == s2
    assert e.redo() is None


def test_a_new_action_after_undo_forgets_the_redo():
    e = engine()
    cid = first_id(e)
    e.execute(ops.SetNotes(cid=cid, text="uno"))
    e.undo()
    e.execute(ops.SetNotes(cid=cid, text="otro"))
    assert e.redo() is None
    assert find_character(e.party, cid).notes == "otro"


def test_the_history_keeps_its_limit_dropping_the_oldest():
    h = History(limit=3)
    values = [Box(i) for i in range(6)]  # the state after i steps
    for i in range(5):
        h.push(Step(op=None, dice=[], before=values[i], after=values[i + 1]))
    assert len(h) == 3
    assert h.top is not None and h.top.after is values[5]
    undone = [h.undo() for _ in range(4)]
    assert undone[3] is None
    assert [step.before for step in undone[:3]] == [values[4], values[3], values[2]]
    assert h.top is None
    redone = h.redo()
    assert redone is not None and redone.after is values[3]


def test_the_default_history_keeps_a_thousand_steps():
    h = History()
    for _ in range(1001):
        h.push(Step(op=None, dice=[], before=None, after=None))
    assert len(h) == 1000


def test_the_recorder_records_only_real_changes():
    box = Box(1)
    rec = Recorder()
    rec.set(box, "value", 1)
    assert rec.changes == []
    rec.set(box, "value", True)  # equal to 1 but not the same value: recorded
    assert box.value is True and len(rec.changes) == 1
    same_list = Box([1])
    rec.set(same_list, "value", [1])  # a new list is always a change (undo restores it)
    assert len(rec.changes) == 2
    rec.set(box, "value", 2)
    rec.rollback()
    assert box.value == 1 and same_list.value == [1]
    assert rec.changes == []


def test_recorder_append_and_remove_replace_the_list():
    holder = Box(["a", "b"])
    original = holder.value
    rec = Recorder()
    rec.append(holder, "value", "c")
    assert holder.value == ["a", "b", "c"] and original == ["a", "b"]
    assert rec.remove_at(holder, "value", 0) == "a"
    assert holder.value == ["b", "c"]
    rec.rollback()
    assert holder.value is original


def test_replay_counts_what_it_applied_and_skips_the_rest():
    e = engine()
    cid = first_id(e)
    entries = [
        {"op": "set_notes", "args": {"cid": cid, "text": "uno"}, "dice": []},
        {"op": "no_such_operation", "args": {}},
        {"op": "set_notes", "args": {"cid": "nobody", "text": "x"}, "dice": []},
        {"op": "set_notes", "args": {"cid": cid, "text": 5}, "dice": []},
        {"op": "checkpoint", "party": {"broken": True}},
        {"op": "undo"},
        {"op": "redo"},
    ]
    assert e.replay(entries) == 3
    assert find_character(e.party, cid).notes == "uno"
    assert e.dirty
    assert len(e.history) == 1


def test_replay_of_a_checkpoint_restores_that_party_with_no_history():
    source = engine()
    cid = first_id(source)
    source.execute(ops.SetNotes(cid=cid, text="guardado"))
    snapshot = source.party.model_dump(mode="json")
    e = engine()
    e.execute(ops.SetNotes(cid=cid, text="antes"))
    assert e.replay([{"op": "checkpoint", "party": snapshot}]) == 1
    assert e.party.model_dump(mode="json") == snapshot
    assert len(e.history) == 0
    assert e.undo() is None


def test_replay_back_to_the_file_is_clean():
    e = engine()
    cid = first_id(e)
    entries = [
        {"op": "set_notes", "args": {"cid": cid, "text": "uno"}, "dice": []},
        {"op": "undo"},
    ]
    assert e.replay(entries) == 2
    assert not e.dirty


def test_journal_entries_name_the_operation_its_arguments_and_dice(tmp_path):
    """A save adds a line with the new file's hash; an undo past it is an undo line (the
    journal holds the history from its start, so a replay can undo past the save)."""
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    e = Engine(load_party(path), RandomDice(3), Journal(path))
    cid = first_id(e)
    e.execute(ops.SetNotes(cid=cid, text="uno"))
    e.undo()
    e.redo()
    save_party(e.party, path, _before_replace=e.saving)
    e.saved()
    e.undo()  # past the save
    e.redo()
    lines = path.with_name("fids.toml.recovery").read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["base"] == (SAMPLES / "fids.toml").read_text(encoding="utf-8")
    assert [json.loads(line) for line in lines[1:]] == [
        {"op": "set_notes", "args": {"cid": cid, "text": "uno"}, "dice": []},
        {"op": "undo"},
        {"op": "redo"},
        {"op": "saved", "sha256": hashlib.sha256(path.read_bytes()).hexdigest()},
        {"op": "undo"},
        {"op": "redo"},
    ]


def test_journal_lines_for_actions_undo_and_redo(tmp_path):
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    e = Engine(load_party(path), RandomDice(3), Journal(path))
    cid = first_id(e)
    e.execute(ops.SetNotes(cid=cid, text="uno"))
    e.undo()
    e.redo()
    lines = path.with_name("fids.toml.recovery").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines[1:]] == [
        {"op": "set_notes", "args": {"cid": cid, "text": "uno"}, "dice": []},
        {"op": "undo"},
        {"op": "redo"},
    ]


def test_unknown_or_invalid_journalled_operations_are_named():
    with pytest.raises(OpError, match="unknown operation 'nope'"):
        from_json("nope", {})
    with pytest.raises(OpError, match="unknown operation 5"):
        from_json(5, {})
    with pytest.raises(OpError) as invalid:
        from_json("set_notes", {"cid": "a", "text": 5})
    assert str(invalid.value).startswith("set_notes.text: ")
    assert str(invalid.value).endswith("(got 5)")
    with pytest.raises(OpError) as missing:
        from_json("set_notes", "not a dict")
    assert str(missing.value).startswith("set_notes.cid: ")
    assert "(got" not in str(missing.value)


def test_build_names_the_bad_field():
    with pytest.raises(OpError) as error:
        build(ops.Move, cid="a", delta="x")
    assert str(error.value).startswith("move.delta: ")
    assert str(error.value).endswith("(got 'x')")
    assert build(ops.Move, cid="a", delta=1) == ops.Move(cid="a", delta=1)


def test_names_of_characters_and_of_those_who_left():
    party = load_party(SAMPLES / "fids.toml")
    member = party.members[0]
    assert name_of(party, member.id) == member.name
    assert name_of(party, "gone") == "gone"
    assert find_character(party, member.id) is member
    with pytest.raises(OpError, match="no character with id 'gone'"):
        find_character(party, "gone")


def test_a_compacted_journal_restores_a_saved_state_off_the_history_s_line(tmp_path):
    """Two notes, a save, two undos and a new note: the saved state is two steps off the
    history's line (the redo stack that held it is gone), three steps from the party now.
    The compacted journal's saved line carries those two steps (``beyond``), and a restore
    counts the same three unsaved steps (found by mutation testing: a restore that dropped
    ``beyond`` said one)."""
    from gmconsole.recovery import find_recovery

    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    e = Engine(load_party(path), RandomDice(3), Journal(path))
    cid = first_id(e)
    e.execute(ops.SetNotes(cid=cid, text="uno"))
    e.execute(ops.SetNotes(cid=cid, text="dos"))
    save_party(e.party, path, _before_replace=e.saving)
    e.saved()
    e.undo()
    e.undo()
    e.execute(ops.SetNotes(cid=cid, text="tres"))
    assert e.unsaved_steps == 3
    e.compact()
    lines = path.with_name("fids.toml.recovery").read_text(encoding="utf-8").splitlines()
    sha256 = hashlib.sha256(path.read_bytes()).hexdigest()
    assert [json.loads(line) for line in lines[1:]] == [
        {"op": "saved", "sha256": sha256, "beyond": 2},
        {"op": "set_notes", "args": {"cid": cid, "text": "tres"}, "dice": []},
    ]
    pending = find_recovery(path)
    assert pending is not None
    restored = Engine(load_party(path), RandomDice(3))
    assert restored.restore(pending) == 1
    assert restored.unsaved_steps == 3
    assert find_character(restored.party, cid).notes == "tres"


@pytest.mark.parametrize("beyond", [-1, "2", None])
def test_a_saved_line_with_a_bad_beyond_counts_from_the_line(beyond):
    """A journal edited by hand: a ``beyond`` that is not a count is read as 0."""
    e = engine()
    cid = first_id(e)
    entries = [
        {"op": "saved", "sha256": "abc", "beyond": beyond},
        {"op": "set_notes", "args": {"cid": cid, "text": "uno"}, "dice": []},
    ]
    assert e.replay(entries, "abc") == 1
    assert e.unsaved_steps == 1


def test_a_saved_line_for_another_file_is_not_the_saved_state():
    e = engine()
    cid = first_id(e)
    entries = [
        {"op": "set_notes", "args": {"cid": cid, "text": "uno"}, "dice": []},
        {"op": "saved", "sha256": "abc", "beyond": 4},
    ]
    assert e.replay(entries, "other") == 1
    assert e.unsaved_steps == 1


def test_after_an_old_checkpoint_the_steps_before_it_stay_unsaved_and_cannot_be_undone():
    """A journal of an older version: one note, a checkpoint (the party then, no history
    before it), one more note. Two steps from the file; one undo back to the checkpoint."""
    source = engine()
    cid = first_id(source)
    source.execute(ops.SetNotes(cid=cid, text="uno"))
    snapshot = source.party.model_dump(mode="json")
    e = engine()
    entries = [
        {"op": "set_notes", "args": {"cid": cid, "text": "uno"}, "dice": []},
        {"op": "checkpoint", "party": snapshot},
        {"op": "set_notes", "args": {"cid": cid, "text": "dos"}, "dice": []},
    ]
    assert e.replay(entries) == 3
    assert e.unsaved_steps == 2
    assert e.dirty
    assert e.undo() is not None
    assert find_character(e.party, cid).notes == "uno"
    assert e.unsaved_steps == 1
    assert e.undo() is None


def test_a_restore_brings_back_the_panels_options_lists_and_tuples_too(tmp_path):
    """The console's memory (each actor's panel options) is in the compacted journal's
    header; a restore gives it back as it was: lists as lists, tuples as tuples."""
    from gmconsole.recovery import find_recovery

    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    e = Engine(load_party(path), RandomDice(3), Journal(path))
    cid = first_id(e)
    remembered = {"panels": {"donny": {"helpers": ["lia", "rakum"], "dice": (2, 5), "x": 1}}}
    e.memory.update(remembered)
    e.execute(ops.SetNotes(cid=cid, text="uno"))
    e.compact()
    header = json.loads(path.with_name("fids.toml.recovery").read_text("utf-8").splitlines()[0])
    assert header["memory"]["panels"]["donny"]["helpers"] == ["lia", "rakum"]
    pending = find_recovery(path)
    assert pending is not None
    restored = Engine(load_party(path), RandomDice(3))
    assert restored.restore(pending) == 1
    assert restored.memory == remembered


def test_a_journal_line_without_arguments_is_the_operation_with_none():
    """A line edited by hand to ``{"op": "next_turn"}`` still turns the turn."""
    e = engine()
    assert e.replay([{"op": "next_turn"}]) == 1
    assert e.party.encounter.turn == 1
