"""What an operation works with: the party, the change recorder, the dice, the system."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gmconsole.model.party import AnyParty, Combatant, LogEntry
from gmconsole.state.patch import Recorder
from rules.dice import DiceSource

if TYPE_CHECKING:
    from gmconsole.systems.base import SystemRules


class OpError(ValueError):
    """An action the GM asked for cannot be done; the message says why."""


@dataclass
class OpContext:
    party: AnyParty
    rec: Recorder
    dice: DiceSource
    rules: SystemRules

    def set(self, obj: Any, attr: str, value: Any) -> None:
        self.rec.set(obj, attr, value)

    def log(self, text: str) -> None:
        self.rec.append(self.party, "log", LogEntry(round=self.party.encounter.round, text=text))

    @property
    def combatants(self) -> list[Combatant]:
        return self.party.encounter.combatants

    def combatant(self, cid: str) -> Combatant:
        for combatant in self.party.encounter.combatants:
            if combatant.id == cid:
                return combatant
        raise OpError(f"no combatant with id {cid!r} in the fight")

    def index_of(self, cid: str) -> int:
        for i, combatant in enumerate(self.party.encounter.combatants):
            if combatant.id == cid:
                return i
        raise OpError(f"no combatant with id {cid!r} in the fight")

    def character(self, cid: str) -> Any:
        return find_character(self.party, cid)


def find_character(party: AnyParty, cid: str) -> Any:
    """The member or encounter enemy with this id; OpError (not KeyError) when none."""
    found = character_index(party).get(cid)
    if found is None:
        raise OpError(f"no character with id {cid!r}")
    return found


_INDEX_CACHE: dict[int, tuple[list[Any], list[Any], dict[str, Any]]] = {}


def character_index(party: AnyParty) -> dict[str, Any]:
    """Members and encounter enemies by id, rebuilt only when either list is replaced.

    Lists are never changed in place (see Recorder), so list identity tells freshness.
    """
    members, enemies = party.members, party.encounter.enemies
    cached = _INDEX_CACHE.get(id(party))
    if cached is not None and cached[0] is members and cached[1] is enemies:
        return cached[2]
    index = {c.id: c for c in members}
    index.update((e.id, e) for e in enemies)
    _INDEX_CACHE.clear()
    _INDEX_CACHE[id(party)] = (members, enemies, index)
    return index
