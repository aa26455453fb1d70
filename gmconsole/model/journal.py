"""The fight journal: one entry per applied operation, with what it did to whom,
measured from the state before and after. The recap (``gmconsole recap``) is computed
from it, never from the log's text."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from gmconsole.model.fields import STRICT, Id, Name, ranged


class ResourceChange(BaseModel):
    """A resource that changed: a number's change, or a value's before and after."""

    model_config = STRICT
    key: str
    label: Name
    change: ranged(-99_999, 99_999) | None = None
    """The change of a number (negative: spent); none for a choice (a token's holder)."""
    before: str = ""
    after: str = ""


class Effect(BaseModel):
    """What one operation did to one combatant."""

    model_config = STRICT
    id: Id
    name: Name
    """The name at the time (the combatant may have left since)."""
    side: Literal["party", "enemy"] | None = None
    hidden: bool = False
    harm: ranged(-99_999, 99_999) = 0
    """Damage taken (positive) or healed (negative), in the system's unit."""
    fell: Literal["down", "dead"] | None = None
    """Went down or died by this operation."""
    resources: list[ResourceChange] = []


class JournalEntry(BaseModel):
    """One applied operation."""

    model_config = STRICT
    fight: ranged(1, 99_999)
    round: ranged(0, 99_999)
    op: str
    """The operation's journal name (``damage``, ``ryf_attack``...)."""
    actor: Id | None = None
    """Whose hand: the operation's acting combatant, else whose turn it was."""
    actor_name: str = ""
    actor_side: Literal["party", "enemy"] | None = None
    secret: bool = False
    """A GM's roll (an enemy's, or a hidden combatant's): left out of the players' recap."""
    log: ranged(0, 10**9) = 0
    """The index in the party's log of the first line this operation wrote."""
    lines: ranged(0, 99_999) = 0
    rolls: list[Literal["critical", "fumble"]] = []
    effects: list[Effect] = []
    joined: list[Effect] = []
    """Combatants that came into the fight by it (all of them when a fight begins)."""
    party_resources: list[ResourceChange] = []
    active: bool = True
    """A fight was running after it (false after the fight's end)."""
