"""What an operation works with: the party, the change recorder, the dice, the system."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from gmconsole.i18n import t
from gmconsole.model.party import AnyParty, Combatant, LogEntry
from gmconsole.state.patch import Recorder
from gmconsole.text import plain
from rules.dice import DiceSource

if TYPE_CHECKING:
    from gmconsole.model.display import Health, Resource


class OpError(ValueError):
    """An action the GM asked for cannot be done; the message says why."""


class SystemRules(Protocol):
    """What the domain asks of the party's system (its ``SystemAdapter``, which the state
    package never imports): how hurt someone is, its harm and resources and how they
    change, initiative, reach, and the turn's hooks (which change state only through
    the context they are given)."""

    title: str
    has_health_track: bool

    def health(self, character: Any, combatant: Combatant) -> Health: ...
    def harm_counter(self, character: Any) -> int | None: ...
    def resources(self, party: Any, character: Any) -> list[Resource]: ...
    def party_resources(self, party: Any) -> list[Resource]: ...
    def reach_warning(self, party: Any, actor: str, target: str) -> str: ...
    def damage(self, ctx: OpContext, character: Any, combatant: Combatant, amount: int) -> str: ...
    def heal(self, ctx: OpContext, character: Any, combatant: Combatant, amount: int) -> str: ...
    def adjust(self, ctx: OpContext, character: Any, key: str, delta: int) -> str: ...
    def adjust_party(self, ctx: OpContext, key: str, delta: int) -> str: ...
    def long_rest(self, ctx: OpContext) -> str: ...
    def initiative_by_order(self) -> bool: ...
    def rolls_initiative(self, party: Any) -> bool: ...
    def roll_initiative(self, ctx: OpContext, character: Any) -> tuple[int, int, str]: ...
    def on_round_start(self, ctx: OpContext) -> None: ...
    def on_turn_start(self, ctx: OpContext, combatant: Combatant) -> None: ...
    def on_delay(self, ctx: OpContext, combatant: Combatant) -> str: ...
    def on_leave(self, ctx: OpContext, cid: str) -> None: ...
    def place_risen(
        self, ctx: OpContext, order: list[Combatant], combatant: Combatant
    ) -> list[Combatant]: ...
    def in_zone(self, combatant: Combatant, zone: str) -> Combatant: ...
    def quick_character(self, cid: str, name: str, value: int) -> dict[str, object]: ...


@dataclass
class OpContext:
    """What an operation works with: the party, the recorder, the dice, the adapter."""

    party: AnyParty
    rec: Recorder
    dice: DiceSource
    adapter: SystemRules
    rolls: list[Literal["critical", "fumble"]] = field(default_factory=list)
    """Criticals and fumbles the operation's actor rolled (the fight journal counts them)."""
    rolls_by: dict[str, list[Literal["critical", "fumble"]]] = field(default_factory=dict)
    """Those another combatant rolled in it (an opposed test's other side), by its id."""

    def rolled(self, result: object, by: str | None = None) -> None:
        """Note a roll result's critical or fumble (a system's result: its ``outcome``,
        ``fumble``, ``critical_failure`` or ``critical``) for the fight journal; ``by``:
        the combatant who rolled it, when not the operation's actor."""
        rolls = self.rolls if by is None else self.rolls_by.setdefault(by, [])
        outcome = str(getattr(result, "outcome", "") or "")
        if (
            getattr(result, "fumble", False)
            or getattr(result, "critical_failure", False)
            or outcome in ("critical_failure", "critical failure")
        ):
            rolls.append("fumble")
        elif outcome in ("critical", "critical_success", "critical success") or getattr(
            result, "critical", False
        ):
            rolls.append("critical")

    def set(self, obj: object, attr: str, value: object) -> None:
        self.rec.set(obj, attr, value)

    def log(self, text: str, players: str | None = None) -> None:
        """A log line; ``players``: the players' page's own wording of it, if different."""
        line = LogEntry(round=self.party.encounter.round, text=text, players=players)
        self.rec.append(self.party, "log", line)

    @property
    def combatants(self) -> list[Combatant]:
        return self.party.encounter.combatants

    def combatant(self, cid: str) -> Combatant:
        for combatant in self.party.encounter.combatants:
            if combatant.id == cid:
                return combatant
        raise OpError(t("no combatant with id {id} in the fight", id=repr(cid)))

    def index_of(self, cid: str) -> int:
        for i, combatant in enumerate(self.party.encounter.combatants):
            if combatant.id == cid:
                return i
        raise OpError(t("no combatant with id {id} in the fight", id=repr(cid)))

    def character(self, cid: str) -> Any:
        return find_character(self.party, cid)


def name_of(party: AnyParty, cid: str) -> str:
    """A combatant's name as plain text, or its id when it has left the fight since."""
    character = character_index(party).get(cid)
    return plain(character.name) if character is not None else cid


def find_character(party: AnyParty, cid: str) -> Any:
    """The member or encounter enemy with this id; OpError (not KeyError) when none."""
    found = character_index(party).get(cid)
    if found is None:
        raise OpError(t("no character with id {id}", id=repr(cid)))
    return found


def character_index(party: AnyParty) -> dict[str, Any]:
    """Members and encounter enemies by id."""
    index = {c.id: c for c in party.members}
    index.update((e.id, e) for e in party.encounter.enemies)
    return index
