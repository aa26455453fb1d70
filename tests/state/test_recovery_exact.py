"""Recovery restores exactly the state at the crash, and "unsaved" is shown exactly when
the party differs from its file (issue 11): random sequences of operations, undo, redo and
saves, including undo past the last save, then a kill at the end of the sequence."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmconsole.recovery import Journal, find_recovery
from gmconsole.state import operations as ops
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.storage import load_party, save_party
from gmconsole.systems.fids.operations import FidsTest, Force
from rules.dice import RandomDice
from tests.budget import amount
from tests.conftest import SAMPLES

FIDS = (SAMPLES / "fids.toml").read_bytes()


def operation(data, party):
    ids = [c.id for c in party.encounter.combatants] or ["nobody"]
    cid = data.draw(st.sampled_from(ids))
    return data.draw(
        st.sampled_from(
            [
                ops.NextTurn(),
                ops.PreviousTurn(),
                ops.AddCondition(cid=cid, name="Aturdida", rounds=1),
                # Issue 24's durations: recovery and the save's round trip keep them.
                ops.AddCondition(cid=cid, name="Bendita", rounds=2, ticks="start"),
                ops.AddCondition(cid=ids[0], name="Marcada", until="turn_end", of=cid),
                ops.AddCondition(cid=cid, name="Inspirada", until="round_end"),
                ops.SetTurn(cid=cid),
                ops.RemoveCondition(cid=cid, index=0),
                ops.Move(cid=cid, delta=1),
                ops.ToggleFlag(cid=cid, flag="down"),
                ops.Adjust(cid=cid, key="energy", delta=-1),
                ops.AdjustParty(key="misfortune", delta=1),
                FidsTest(cid=cid, attribute="agility", stance="neutral", force=Force(die=1)),
                ops.SetNotes(cid=cid, text="[/] nota"),
                # Issue 36: undo keeps a roll not applied (and takes back the change before).
                ops.RollNotApplied(text="Donny: failure · dice 3 5"),
            ]
        )
    )


def restart(path):
    """A new console on the same file after a kill: accept the recovery if offered."""
    engine = Engine(load_party(path), RandomDice(0), Journal(path))
    pending = find_recovery(path)
    if pending is not None:
        assert pending.matches_file
        engine.restore(pending)
    return engine


@pytest.fixture
def no_fsync(monkeypatch):
    """This test is about what is written, not about the disk: fsync (the durability the
    kill tests check) would make 500 sequences take a minute."""
    import os

    monkeypatch.setattr(os, "fsync", lambda fd: None)


@settings(
    max_examples=amount(60, 500),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(st.integers(0, 10**6), st.data())
def test_restart_after_a_kill_gives_the_state_at_the_kill(tmp_path_factory, no_fsync, seed, data):
    path = tmp_path_factory.mktemp("party") / "fids.toml"
    path.write_bytes(FIDS)
    engine = Engine(load_party(path), RandomDice(seed), Journal(path))
    steps = data.draw(st.lists(st.sampled_from(["op", "op", "undo", "redo", "save"]), max_size=12))
    for step in steps:
        if step == "op":
            try:
                engine.execute(operation(data, engine.party))
            except ActionRefused:
                pass
        elif step == "undo":
            engine.undo()
        elif step == "redo":
            engine.redo()
        else:
            save_party(engine.party, path)
            engine.saved()
    at_kill = engine.party.model_dump(mode="json")
    assert engine.dirty == (at_kill != load_party(path).model_dump(mode="json"))
    if engine.journal is not None:
        engine.journal.close()  # the kill: nothing more is written
    again = restart(path)
    assert again.party.model_dump(mode="json") == at_kill
    assert again.dirty == (at_kill != load_party(path).model_dump(mode="json"))


def test_the_reported_sequence_undo_past_a_save_then_redo(tmp_path):
    """EZD6 in the report; the same with FIDS: n, save, a change, undo, undo, redo, kill."""
    path = tmp_path / "fids.toml"
    path.write_bytes(FIDS)
    engine = Engine(load_party(path), RandomDice(1), Journal(path))
    engine.execute(ops.NextTurn())
    save_party(engine.party, path)
    engine.saved()
    cid = engine.party.encounter.combatants[0].id
    engine.execute(ops.AddCondition(cid=cid, name="Aturdida", rounds=2))
    engine.undo()
    engine.undo()  # past the save
    engine.redo()  # back to the saved state
    at_kill = engine.party.model_dump(mode="json")
    assert not engine.dirty
    engine.journal.close()
    again = restart(path)
    assert again.party.model_dump(mode="json") == at_kill
    assert not again.dirty


# --- undo survives a crash (issue 22) ------------------------------------------------------


def walk(engine):
    """Every state undo reaches (from the current one back) and then every state redo
    reaches (to the newest), as dumps: the history's whole reach."""
    back = [engine.party.model_dump(mode="json")]
    while engine.undo() is not None:
        back.append(engine.party.model_dump(mode="json"))
    forward = []
    while engine.redo() is not None:
        forward.append(engine.party.model_dump(mode="json"))
    return back, forward


class Oracle:
    """The net unsaved change counted the plain way: the undo stack as step ids, the saved
    state as the stack at the save; the distance is the steps off their common start."""

    def __init__(self):
        self.done, self.undone, self.saved, self.serial = [], [], [], 0

    def push(self):
        self.serial += 1
        self.done.append(self.serial)
        self.undone.clear()

    def undo(self):
        if self.done:
            self.undone.append(self.done.pop())

    def redo(self):
        if self.undone:
            self.done.append(self.undone.pop())

    def save(self):
        self.saved = list(self.done)

    @property
    def net(self):
        common = 0
        for a, b in zip(self.done, self.saved, strict=False):
            if a != b:
                break
            common += 1
        return len(self.done) + len(self.saved) - 2 * common


@settings(
    max_examples=60,  # ~15 s on a loaded machine; the sequences are short
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(st.integers(0, 10**6), st.data())
def test_after_a_kill_undo_and_redo_reach_what_they_reached_before(
    tmp_path_factory, no_fsync, monkeypatch, seed, data
):
    """Random actions, undos, redos and saves (undo past a save included), then a kill:
    the restarted console's undo and redo reach exactly the states they reached before,
    and the restore question counts the net unsaved change. Half the runs compact the
    journal every few lines (its rewrite must keep the same history)."""
    import gmconsole.state.engine as engine_module

    compact_after = data.draw(st.sampled_from([2000, 3]))
    monkeypatch.setattr(engine_module, "COMPACT_AFTER", compact_after)
    path = tmp_path_factory.mktemp("party") / "fids.toml"
    path.write_bytes(FIDS)
    engine = Engine(load_party(path), RandomDice(seed), Journal(path))
    oracle = Oracle()
    steps = data.draw(st.lists(st.sampled_from(["op", "op", "undo", "redo", "save"]), max_size=14))
    for step in steps:
        if step == "op":
            try:
                if engine.execute(operation(data, engine.party)).step is not None:
                    oracle.push()
            except ActionRefused:
                pass
        elif step == "undo":
            engine.undo()
            oracle.undo()
        elif step == "redo":
            engine.redo()
            oracle.redo()
        else:
            save_party(engine.party, path, _before_replace=engine.saving)
            engine.saved()
            oracle.save()
    # A roll not applied stays when undo takes back the change before it (issue 36): the
    # line's order changes, which the oracle's plain line cannot count; the restarted
    # console still counts as the killed one did and reaches what it reached.
    kept = any(step.op.kept_by_undo for line in engine.history.steps() for step in line)
    net = engine.unsaved_steps
    if not kept:
        assert net == oracle.net
    at_kill = engine.party.model_dump(mode="json")
    if engine.journal is not None:
        engine.journal.close()  # the kill
    pending = find_recovery(path)
    assert (pending.action_count if pending else 0) == net
    again = restart(path)
    assert again.party.model_dump(mode="json") == at_kill
    assert again.unsaved_steps == net
    assert walk(again) == walk(engine)


def test_a_roll_not_applied_kept_by_an_undo_survives_a_compacted_journal(tmp_path, monkeypatch):
    """Found by the test above: two turns, a roll not applied, an undo, the journal
    compacted; after a kill, redo gave the not-applied line twice."""
    import gmconsole.state.engine as engine_module

    monkeypatch.setattr(engine_module, "COMPACT_AFTER", 3)
    path = tmp_path / "fids.toml"
    path.write_bytes(FIDS)
    engine = Engine(load_party(path), RandomDice(0), Journal(path))
    engine.execute(ops.NextTurn())
    engine.execute(ops.NextTurn())
    engine.execute(ops.RollNotApplied(text="Donny: failure · dice 3 5"))
    engine.undo()
    engine.journal.close()
    again = restart(path)
    assert again.party == engine.party
    assert walk(again) == walk(engine)


def test_redo_after_a_kept_roll_not_applied_writes_it_once(tmp_path, monkeypatch):
    """Found by the property test above: a roll not applied kept by an undo, a new turn,
    an undo and a redo; the redo wrote the kept line again (it was under the step redone,
    not made since the undo), and the restarted console disagreed with the killed one."""
    import gmconsole.state.engine as engine_module

    monkeypatch.setattr(engine_module, "COMPACT_AFTER", 3)
    path = tmp_path / "fids.toml"
    path.write_bytes(FIDS)
    engine = Engine(load_party(path), RandomDice(0), Journal(path))
    for _ in range(3):
        engine.execute(ops.NextTurn())
    engine.execute(ops.RollNotApplied(text="Donny: failure · dice 3 5"))
    engine.undo()  # takes back Rakum's turn, keeps the roll
    engine.execute(ops.NextTurn())
    engine.undo()
    engine.redo()
    assert [entry.text for entry in engine.party.log[-4:]] == [
        "Turn: Capitana Arbeloa",
        "Turn: Lía Sombraverde",
        "Roll not applied: Donny: failure · dice 3 5",
        "Turn: Rakum",
    ]
    engine.journal.close()
    again = restart(path)
    assert again.party == engine.party
    assert walk(again) == walk(engine)
