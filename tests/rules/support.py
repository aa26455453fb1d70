"""What the rules tests share."""

import pytest

from rules.errors import RulesError


class SteadyDice:
    """Shows 3 on every die (never explodes, never a 1 or a 6)."""

    def roll(self, sides: int) -> int:
        return min(3, sides)


def refusal(call) -> str:
    """The message of the RulesError ``call()`` raises (the test fails if it raises none)."""
    with pytest.raises(RulesError) as refused:
        call()
    return str(refused.value)
