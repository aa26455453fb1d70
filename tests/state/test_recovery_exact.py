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
            ]
        )
    )


def restart(path):
    """A new console on the same file after a kill: accept the recovery if offered."""
    engine = Engine(load_party(path), RandomDice(0), Journal(path))
    pending = find_recovery(path)
    if pending is not None:
        assert pending.matches_file
        engine.replay(pending.entries)
    return engine


@pytest.fixture
def no_fsync(monkeypatch):
    """This test is about what is written, not about the disk: fsync (the durability the
    kill tests check) would make 500 sequences take a minute."""
    import os

    monkeypatch.setattr(os, "fsync", lambda fd: None)


@settings(
    max_examples=amount(100, 500),
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
