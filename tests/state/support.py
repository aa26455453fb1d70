"""What the state tests share: running an operation with given dice, and checking that a
refused operation leaves the party exactly as it was."""

import pytest

from gmconsole.state.engine import ActionRefused
from rules.dice import ScriptedDice


def run(engine, op, *dice):
    """Execute ``op`` with exactly these dice (a missing die is a refusal)."""
    return engine.execute(op, ScriptedDice(list(dice)))


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
