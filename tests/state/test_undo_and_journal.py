"""Undo, redo and the crash journal, case by case: a refusal changes nothing, undo and redo
stop at the ends and keep a thousand steps, the journal beside the party file holds each
action with its dice, undo, redo and saves, and a restart offers (or not) what a crash left
for each shape of journal. Expected lines, names and hashes are written out here (hashlib,
json), not taken from gmconsole.recovery's own helpers."""

import hashlib
import json
import os

import pytest

from gmconsole.recovery import Journal, PendingRecovery, find_recovery, journal_path
from gmconsole.state import operations as ops
from gmconsole.state.context import OpContext, OpError
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import Operation, build, from_json
from gmconsole.storage import load_party, save_party
from rules.dice import RandomDice
from tests.state.support import engine_for
from tests.systems import SYSTEMS

CID = "donny"  # the first combatant of the FIDS fixture party


def state(e):
    return json.dumps(e.party.model_dump(mode="json"), sort_keys=True)


def notes(e, cid=CID):
    return next(m for m in e.party.members if m.id == cid).notes


def journal_lines(tmp_path, name="fids.toml.recovery"):
    return (tmp_path / name).read_text(encoding="utf-8").splitlines()


def journalled(tmp_path):
    """The actions, undos, redos and saves the FIDS journal holds (its header left out)."""
    return [json.loads(line) for line in journal_lines(tmp_path)[1:]]


def saved(e, tmp_path):
    path = tmp_path / "fids.toml"
    save_party(e.party, path, _before_replace=e.saving)
    e.saved()
    return hashlib.sha256(path.read_bytes()).hexdigest()


def note(text, cid=CID):
    return {"op": "set_notes", "args": {"cid": cid, "text": text}, "dice": []}


# --- The engine: refusals, undo, redo -----------------------------------------------------


def test_a_refusal_half_way_changes_nothing_and_is_not_undoable(tmp_path):
    e = engine_for("fids", RandomDice(3), journal_in=tmp_path)
    before = state(e)
    with pytest.raises(ActionRefused) as refused:
        # The first combatant gets the condition, then the second id is unknown.
        e.execute(ops.AddCondition(cid=CID, name="Aturdida", also=("nobody",)))
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
    e = engine_for("fids", RandomDice(3), journal_in=tmp_path)
    outcome = e.execute(LooksOnly())
    assert outcome.step is None
    assert outcome.log == []
    assert len(e.history) == 0
    assert not e.dirty
    assert not (tmp_path / "fids.toml.recovery").exists()


def test_an_action_reports_the_log_lines_it_wrote():
    e = engine_for("fids")
    lines_before = len(e.party.log)
    outcome = e.execute(ops.AddCondition(cid=CID, name="Aturdida", rounds=2))
    assert outcome.step is not None
    assert outcome.log == [entry.text for entry in e.party.log[lines_before:]]
    assert len(outcome.log) == 1 and "Aturdida" in outcome.log[0]


def test_undo_and_redo_walk_back_and_forth_stop_at_the_ends_and_a_new_action_forgets_redo():
    e = engine_for("fids")
    s0 = state(e)
    e.execute(ops.SetNotes(cid=CID, text="uno"))
    s1 = state(e)
    e.execute(ops.SetNotes(cid=CID, text="dos"))
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
    e.undo()
    e.execute(ops.SetNotes(cid=CID, text="otro"))
    assert e.redo() is None
    assert notes(e) == "otro"


def test_undo_goes_back_a_thousand_steps_at_most():
    e = engine_for("fids")
    for i in range(1001):
        e.execute(ops.SetNotes(cid=CID, text=f"nota {i}"))
    for _ in range(1000):
        assert e.undo() is not None
    assert e.undo() is None
    assert notes(e) == "nota 0"  # the oldest step is the one dropped


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_step_leaves_the_party_before_it_as_it_was_and_undo_brings_each_back(system):
    """The party is a value: an action gives a new party; the one before (held by the
    history, and by any widget still showing it) does not change."""
    e = engine_for(system, RandomDice(11))
    dumps = [e.party.model_dump(mode="json")]
    for n in range(3):
        first = e.party.encounter.combatants[0].id
        note = ops.SetNotes(cid=first, text=f"note {n}")
        for op in (ops.NextTurn(), ops.Damage(cid=first, amount=1), note):
            before = e.party
            e.execute(op)
            assert before.model_dump(mode="json") == dumps[-1]  # untouched by the step
            dumps.append(e.party.model_dump(mode="json"))
    for expected in reversed(dumps[:-1]):
        e.undo()
        assert e.party.model_dump(mode="json") == expected


# --- The journal's lines ------------------------------------------------------------------


def test_journal_entries_name_the_operation_its_arguments_dice_undo_redo_and_saves(tmp_path):
    """A save adds a line with the new file's hash; an undo past it is an undo line (the
    journal holds the history from its start, so a replay can undo past the save)."""
    e = engine_for("fids", RandomDice(3), journal_in=tmp_path)
    e.execute(ops.SetNotes(cid=CID, text="uno"))
    e.execute(ops.SetTurn(cid="lia"))
    e.undo()
    e.undo()
    e.redo()
    e.redo()
    sha256 = saved(e, tmp_path)
    e.undo()  # past the save
    e.redo()
    header = json.loads(journal_lines(tmp_path)[0])
    assert header["base"] == (tmp_path / "fids.toml.bak").read_text(encoding="utf-8")
    assert journalled(tmp_path) == [
        note("uno"),
        {"op": "set_turn", "args": {"cid": "lia"}, "dice": []},
        {"op": "undo"},
        {"op": "undo"},
        {"op": "redo"},
        {"op": "redo"},
        {"op": "saved", "sha256": sha256},
        {"op": "undo"},
        {"op": "redo"},
    ]


def test_unknown_or_invalid_journalled_or_built_operations_are_named():
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
    with pytest.raises(OpError) as error:
        build(ops.Move, cid="a", delta="x")
    assert str(error.value).startswith("move.delta: ")
    assert str(error.value).endswith("(got 'x')")
    assert build(ops.Move, cid="a", delta=1) == ops.Move(cid="a", delta=1)


# --- Replaying a journal -------------------------------------------------------------------


def test_replay_counts_what_it_applied_and_skips_the_rest():
    e = engine_for("fids", RandomDice(3))
    entries = [
        note("uno"),
        {"op": "no_such_operation", "args": {}},
        note("x", cid="nobody"),
        {"op": "set_notes", "args": {"cid": CID, "text": 5}, "dice": []},
        {"op": "checkpoint", "party": {"broken": True}},
        {"op": "undo"},
        {"op": "redo"},
    ]
    assert e.replay(entries) == 3
    assert notes(e) == "uno"
    assert e.dirty
    assert len(e.history) == 1


def test_replay_of_a_checkpoint_restores_that_party_with_no_history():
    source = engine_for("fids")
    source.execute(ops.SetNotes(cid=CID, text="guardado"))
    snapshot = source.party.model_dump(mode="json")
    e = engine_for("fids")
    e.execute(ops.SetNotes(cid=CID, text="antes"))
    assert e.replay([{"op": "checkpoint", "party": snapshot}]) == 1
    assert e.party.model_dump(mode="json") == snapshot
    assert len(e.history) == 0
    assert e.undo() is None


def test_replay_back_to_the_file_is_clean():
    e = engine_for("fids")
    assert e.replay([note("uno"), {"op": "undo"}]) == 2
    assert not e.dirty


def test_a_compacted_journal_restores_a_saved_state_off_the_history_s_line(tmp_path):
    """Two notes, a save, two undos and a new note: the saved state is two steps off the
    history's line (the redo stack that held it is gone), three steps from the party now.
    The compacted journal's saved line carries those two steps (``beyond``), and a restore
    counts the same three unsaved steps (found by mutation testing: a restore that dropped
    ``beyond`` said one)."""
    e = engine_for("fids", RandomDice(3), journal_in=tmp_path)
    e.execute(ops.SetNotes(cid=CID, text="uno"))
    e.execute(ops.SetNotes(cid=CID, text="dos"))
    sha256 = saved(e, tmp_path)
    e.undo()
    e.undo()
    e.execute(ops.SetNotes(cid=CID, text="tres"))
    assert e.unsaved_steps == 3
    e.compact()
    assert journalled(tmp_path) == [{"op": "saved", "sha256": sha256, "beyond": 2}, note("tres")]
    pending = find_recovery(tmp_path / "fids.toml")
    assert pending is not None
    restored = Engine(load_party(tmp_path / "fids.toml"), RandomDice(3))
    assert restored.restore(pending) == 1
    assert restored.unsaved_steps == 3
    assert notes(restored) == "tres"


@pytest.mark.parametrize(
    ("entries", "sha256"),
    [
        # A journal edited by hand: a ``beyond`` that is not a count is read as 0.
        ([{"op": "saved", "sha256": "abc", "beyond": -1}, note("uno")], "abc"),
        ([{"op": "saved", "sha256": "abc", "beyond": "2"}, note("uno")], "abc"),
        ([{"op": "saved", "sha256": "abc", "beyond": None}, note("uno")], "abc"),
        # A saved line for another file is not the saved state.
        ([note("uno"), {"op": "saved", "sha256": "abc", "beyond": 4}], "other"),
    ],
)
def test_a_saved_line_counts_the_unsaved_steps_only_when_it_is_this_file_s(entries, sha256):
    e = engine_for("fids")
    assert e.replay(entries, sha256) == 1
    assert e.unsaved_steps == 1


def test_after_an_old_checkpoint_the_steps_before_it_stay_unsaved_and_cannot_be_undone():
    """A journal of an older version: one note, a checkpoint (the party then, no history
    before it), one more note. Two steps from the file; one undo back to the checkpoint."""
    source = engine_for("fids")
    source.execute(ops.SetNotes(cid=CID, text="uno"))
    snapshot = source.party.model_dump(mode="json")
    e = engine_for("fids")
    entries = [note("uno"), {"op": "checkpoint", "party": snapshot}, note("dos")]
    assert e.replay(entries) == 3
    assert e.unsaved_steps == 2
    assert e.dirty
    assert e.undo() is not None
    assert notes(e) == "uno"
    assert e.unsaved_steps == 1
    assert e.undo() is None


def test_the_restore_question_tells_undos_only_where_they_are_undos():
    """Review: after an older version's checkpoint, three actions and one more read as
    "1 unsaved action and 3 undos" (the steps before a checkpoint, and those fallen off the
    history, are not known to be undos). Undos past the save that a new action then
    dropped are undos."""
    from gmconsole.recovery import where_saved

    steps = [note("uno"), note("dos"), note("tres")]
    _, position = where_saved({}, [*steps, {"op": "checkpoint", "party": {}}, note("4")], "x")
    assert (position.net, position.undos) == (4, 0)
    saved = {"op": "saved", "sha256": "file"}
    undone = [*steps, saved, {"op": "undo"}, {"op": "undo"}, note("otra")]
    _, position = where_saved({}, undone, "file")
    assert (position.net, position.undos) == (3, 2)  # 2 undos, then 1 action


def test_a_restore_brings_back_the_panels_options_lists_and_tuples_too(tmp_path):
    """The console's memory (each actor's panel options) is in the compacted journal's
    header; a restore gives it back as it was: lists as lists, tuples as tuples."""
    e = engine_for("fids", RandomDice(3), journal_in=tmp_path)
    remembered = {"panels": {"donny": {"helpers": ["lia", "rakum"], "dice": (2, 5), "x": 1}}}
    e.memory.update(remembered)
    e.execute(ops.SetNotes(cid=CID, text="uno"))
    e.compact()
    header = json.loads(journal_lines(tmp_path)[0])
    assert header["memory"]["panels"]["donny"]["helpers"] == ["lia", "rakum"]
    pending = find_recovery(tmp_path / "fids.toml")
    assert pending is not None
    restored = Engine(load_party(tmp_path / "fids.toml"), RandomDice(3))
    assert restored.restore(pending) == 1
    assert restored.memory == remembered


def test_the_end_of_a_fight_forgets_the_panels_options_also_after_a_crash(tmp_path):
    """Play-test: a new fight brought back a target of the last one after a restart."""
    e = engine_for("fids", RandomDice(3), journal_in=tmp_path)
    e.memory.update({"panels": {"donny": {"t": "lia"}}})
    e.execute(ops.SetNotes(cid=CID, text="uno"))
    e.execute(ops.EndFight())  # the last action before the crash
    assert e.memory == {"panels": {}}
    pending = find_recovery(tmp_path / "fids.toml")
    assert pending is not None
    restored = Engine(load_party(tmp_path / "fids.toml"), RandomDice(3))
    restored.restore(pending)
    assert restored.memory == {"panels": {}}


def test_a_journal_line_without_arguments_is_the_operation_with_none():
    """A line edited by hand to ``{"op": "next_turn"}`` still turns the turn."""
    e = engine_for("fids")
    assert e.replay([{"op": "next_turn"}]) == 1
    assert e.party.encounter.turn == 1


# --- The journal file: what a crash leaves and what a restart offers --------------------------

PARTY = b"name = 'Mesa'\n"


def party(tmp_path, data=PARTY):
    path = tmp_path / "mesa.toml"
    path.write_bytes(data)
    return path


def header(data=PARTY):
    return json.dumps({"journal": 1, "base_sha256": hashlib.sha256(data).hexdigest()})


def started(data=PARTY):
    """The header ``Journal.start`` writes: the file's hash and its text (the journal
    replays from it even after the file is saved over)."""
    return json.dumps(
        {"journal": 2, "base_sha256": hashlib.sha256(data).hexdigest(), "base": data.decode()}
    )


def write_journal(path, *lines, end="\n"):
    journal = path.with_name("mesa.toml.recovery")
    journal.write_text("\n".join(lines) + end, encoding="utf-8")
    return journal


def test_start_writes_one_header_with_the_file_hash_beside_the_party_over_an_old_one(tmp_path):
    path = party(tmp_path)
    old = write_journal(path, header(b"other"), '{"op": "next_turn"}')
    journal = Journal(path)
    journal.start(PARTY)
    journal.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mesa.toml", "mesa.toml.recovery"]
    assert old.read_text(encoding="utf-8") == started() + "\n"
    assert json.loads(old.read_text(encoding="utf-8")) == {
        "journal": 2,
        "base_sha256": hashlib.sha256(PARTY).hexdigest(),
        "base": "name = 'Mesa'\n",
    }


def test_an_action_is_on_disk_before_the_journal_is_closed(tmp_path):
    """A kill after append loses nothing: another reader sees the line at once."""
    path = party(tmp_path)
    journal = Journal(path)
    journal.append({"op": "add_condition", "name": "Aturdida ñ"})
    lines = (tmp_path / "mesa.toml.recovery").read_text(encoding="utf-8").splitlines()
    assert lines == [
        started(),
        json.dumps({"op": "add_condition", "name": "Aturdida ñ"}, ensure_ascii=False),
    ]
    pending = find_recovery(path)
    assert pending is not None
    assert pending.entries == [{"op": "add_condition", "name": "Aturdida ñ"}]
    assert pending.matches_file
    journal.close()


def test_append_without_start_hashes_the_file_as_it_is_now(tmp_path):
    path = party(tmp_path, b"name = 'Now'\n")
    journal = Journal(path)
    journal.append({"op": "next_turn"})
    journal.append({"op": "undo"})
    journal.close()
    lines = (tmp_path / "mesa.toml.recovery").read_text(encoding="utf-8").splitlines()
    assert lines == [started(b"name = 'Now'\n"), '{"op": "next_turn"}', '{"op": "undo"}']


@pytest.mark.parametrize(
    ("lines", "end", "kept"),
    [
        (['{"op": "next_turn"}', '{"op": "ne'], "", ['{"op": "next_turn"}']),  # torn: cut
        (['{"op": "next_turn"}'], "\n", ['{"op": "next_turn"}']),  # whole: kept
    ],
)
def test_resume_cuts_a_torn_last_line_keeps_a_whole_journal_then_appends(
    tmp_path, lines, end, kept
):
    path = party(tmp_path)
    journal_file = write_journal(path, header(), *lines, end=end)
    journal = Journal(path)
    journal.resume()
    journal.append({"op": "undo"})
    journal.close()
    assert journal_file.read_text(encoding="utf-8") == "\n".join(
        [header(), *kept, '{"op": "undo"}\n']
    )


def test_discard_removes_the_journal_and_stops_writing(tmp_path):
    path = party(tmp_path)
    journal = Journal(path)
    journal.append({"op": "next_turn"})
    journal.discard()
    assert not (tmp_path / "mesa.toml.recovery").exists()
    assert find_recovery(path) is None
    journal.discard()  # twice is harmless
    journal.close()
    assert not (tmp_path / "mesa.toml.recovery").exists()


@pytest.mark.parametrize(
    "journal",
    [
        None,  # no journal
        b"\xff\xfe not utf-8\n",
        (header() + "\n").encode(),  # only its header
        b'{"journal": 1}\n{"op": "next_turn"}\n',  # no base hash
        b'{"journal": 1, "base_sh\n{"op": "next_turn"}\n',  # a torn first line
        "party gone",
    ],
)
def test_a_journal_with_nothing_to_restore_offers_nothing(tmp_path, journal):
    path = party(tmp_path)
    if journal == "party gone":
        write_journal(path, header(), '{"op": "next_turn"}')
        path.unlink()
    elif journal is not None:
        (tmp_path / "mesa.toml.recovery").write_bytes(journal)
    assert find_recovery(path) is None


def test_a_torn_line_ends_the_actions_even_if_whole_lines_follow(tmp_path):
    path = party(tmp_path)
    write_journal(path, header(), '{"op": "next_turn"}', '{"op": "ne', '{"op": "undo"}')
    pending = find_recovery(path)
    assert pending is not None
    assert pending.entries == [{"op": "next_turn"}]


def test_a_journal_of_a_changed_file_is_found_but_does_not_match(tmp_path):
    path = party(tmp_path)
    journal_file = write_journal(path, header(b"the file before"), '{"op": "next_turn"}')
    os.utime(journal_file, (1_000_000, 1_234_567))
    pending = find_recovery(path)
    assert isinstance(pending, PendingRecovery)
    assert pending.path == journal_file
    assert not pending.matches_file
    assert pending.modified == 1_234_567


def test_the_action_count_leaves_out_undo_and_redo(tmp_path):
    path = party(tmp_path)
    write_journal(
        path,
        header(),
        '{"op": "next_turn"}',
        '{"op": "undo"}',
        '{"op": "redo"}',
        '{"op": "move", "delta": 1}',
        '{"dice": []}',
    )
    pending = find_recovery(path)
    assert pending is not None and pending.matches_file
    assert len(pending.entries) == 5
    assert pending.action_count == 3


class Halfway(Operation):
    """Changes a combatant, logs, then fails: a refusal (OpError) or a bug (KeyError)."""

    fail_with: str

    def apply(self, ctx: OpContext) -> None:
        ctx.update_combatant(ctx.combatants[0].id, notes="changed halfway")
        ctx.log("halfway")
        if self.fail_with == "refusal":
            raise OpError("refused halfway")
        raise KeyError("a bug halfway")


@pytest.mark.parametrize("fail_with", ["refusal", "bug"])
def test_an_operation_that_fails_halfway_leaves_party_history_and_journal_as_they_were(
    tmp_path, fail_with
):
    engine = engine_for("fids", journal_in=tmp_path)
    engine.execute(ops.NextTurn())
    party, history = engine.party, engine.history.steps()
    dump = party.model_dump(mode="json")
    journal = journal_path(tmp_path / "fids.toml").read_bytes()
    expected = ActionRefused if fail_with == "refusal" else KeyError
    with pytest.raises(expected):
        engine.execute(Halfway(fail_with=fail_with))
    assert engine.party is party and party.model_dump(mode="json") == dump
    assert engine.history.steps() == history
    assert journal_path(tmp_path / "fids.toml").read_bytes() == journal
    assert engine.undo() is not None and engine.undo() is None  # the one step before it
