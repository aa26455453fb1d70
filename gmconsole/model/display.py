"""What a system tells the screens about a combatant: its health and its adjustable lines.

Plain values, so the widgets that show them need only the model, not the systems.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class Health:
    """What the tracker shows of a combatant's health."""

    current: int | None
    maximum: int | None
    unit: str
    state: Literal["ok", "wounded", "down", "dead"]

    @property
    def out_of_fight(self) -> bool:
        return self.state in ("down", "dead")


_LEADING_INT = re.compile(r"\s*-?\d+")


@dataclass(frozen=True)
class Resource:
    """One adjustable line of the sidebar."""

    key: str
    label: str
    value: str
    kind: Literal["number", "toggle", "choice"] = "number"
    owner: Literal["character", "party"] = "character"

    @property
    def number(self) -> int | None:
        """The current value as a number (the leading one in ``value``, e.g. 5 in 5/6)."""
        match = _LEADING_INT.match(self.value)
        return int(match[0]) if match else None


HealthWord = Literal["unhurt", "hurt", "badly_hurt", "down", "dead"]
"""How hurt a combatant looks to the players (``gmconsole.players.labels`` words them).
One choice beyond RULINGS: a combatant that has taken no harm is *unhurt* even where its
full value already sits below a threshold (a RyF enemy with 8 HP, an EZD6 skeleton with
one strike): "badly hurt" there would tell the players the enemy's numbers. The GM's dead
and down flags win over everything else, dead first."""
HEALTH_WORDS: tuple[HealthWord, ...] = ("unhurt", "hurt", "badly_hurt", "down", "dead")
