"""What the state tests share: an engine on a fixture party, running an operation with given
dice, and checking that a refused operation leaves the party exactly as it was."""

from pathlib import Path

import pytest

from gmconsole.recovery import Journal
from gmconsole.state.context import character_index
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import from_json
from gmconsole.storage import load_party
from rules.dice import DiceSource, ScriptedDice
from tests.conftest import SAMPLES


def engine_for(
    system: str, dice: DiceSource | None = None, journal_in: Path | None = None
) -> Engine:
    """An engine on the fixture party of ``system`` (no dice unless given). With
    ``journal_in`` (a folder) the party is a copy there, with its crash journal."""
    dice = dice if dice is not None else ScriptedDice([])
    if journal_in is None:
        return Engine(load_party(SAMPLES / f"{system}.toml"), dice)
    path = journal_in / f"{system}.toml"
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    return Engine(load_party(path), dice, Journal(path))


def run(engine, op, *dice):
    """Execute ``op`` with exactly these dice (a missing die is a refusal)."""
    return engine.execute(op, ScriptedDice(list(dice)))


def undone(engine, before):
    """One undo brings back exactly ``before`` (a party's ``model_dump()``)."""
    assert engine.undo() is not None
    assert engine.party.model_dump() == before


def undoes_redoes_and_replays(system, op, dice):
    """``op`` with ``dice`` changes the party; undo gives back exactly the party before, redo
    the one after, and the journal's line for it, replayed on a fresh engine, the same."""
    engine = engine_for(system)
    before = engine.party.model_dump()
    run(engine, op, *dice)
    after = engine.party.model_dump()
    assert after != before
    engine.undo()
    assert engine.party.model_dump() == before
    engine.redo()
    assert engine.party.model_dump() == after
    entry = op.to_json()
    assert from_json(entry["op"], entry["args"]) == op
    replayed = engine_for(system)
    assert replayed.replay([{**entry, "dice": list(dice)}]) == 1
    assert replayed.party.model_dump() == after


def refused(engine, op, *dice):
    """The operation is refused, the party is exactly as before, no step is added; the
    refusal's message is returned for the test to check."""
    before = engine.party.model_dump()
    steps = len(engine.history)
    with pytest.raises(ActionRefused) as refusal:
        run(engine, op, *dice)
    assert engine.party.model_dump() == before
    assert len(engine.history) == steps
    return str(refusal.value)


FIDS_ORDER = ["donny", "capitan-1", "lia", "rakum", "guardia-1", "tomas", "guardia-2"]
"""The FIDS fixture party's order, as written in its file."""


def order(engine):
    """The fight's order now, by id."""
    return [c.id for c in engine.party.encounter.combatants]


def turn_id(engine):
    """Whose turn it is now, by id."""
    encounter = engine.party.encounter
    return encounter.combatants[encounter.turn].id


def fighter(engine, cid):
    """The combatant ``cid`` (its place in the fight: flags, conditions, initiative)."""
    return next(c for c in engine.party.encounter.combatants if c.id == cid)


def who(engine, cid):
    """The sheet of ``cid`` (a member, a roster entry or an enemy)."""
    return character_index(engine.party)[cid]
