"""What an operation works with: the party, the dice, the system."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol, TypeVar

from pydantic import BaseModel

from gmconsole.i18n import t
from gmconsole.model.characters import CharacterBase
from gmconsole.model.party import AnyCombatant, AnyParty, CastOf, LogEntry
from gmconsole.text import plain
from rules.dice import DiceSource

if TYPE_CHECKING:
    from gmconsole.model.display import Health, Resource


CharacterT = TypeVar("CharacterT", bound=CharacterBase)
"""A system's own character model."""


class OpError(ValueError):
    """An action the GM asked for cannot be done; the message says why."""


class SystemRules(Protocol):
    """What the domain asks of the party's system (its ``SystemAdapter``, which the state
    package never imports): how hurt someone is, its harm and resources and how they
    change, initiative, reach, and the turn's hooks (which change state only through
    the context they are given)."""

    @property
    def title(self) -> str: ...
    @property
    def has_health_track(self) -> bool: ...

    def health(self, character: CharacterBase, combatant: AnyCombatant) -> Health: ...
    def harm_counter(self, character: CharacterBase) -> int | None: ...
    def resources(self, party: AnyParty, character: CharacterBase) -> list[Resource]: ...
    def party_resources(self, party: AnyParty) -> list[Resource]: ...
    def reach_warning(self, party: AnyParty, actor: str, target: str) -> str: ...
    def damage(
        self, ctx: OpContext, character: CharacterBase, combatant: AnyCombatant, amount: int
    ) -> str: ...
    def heal(
        self, ctx: OpContext, character: CharacterBase, combatant: AnyCombatant, amount: int
    ) -> str: ...
    def adjust(self, ctx: OpContext, character: CharacterBase, key: str, delta: int) -> str: ...
    def adjust_party(self, ctx: OpContext, key: str, delta: int) -> str: ...
    def long_rest(self, ctx: OpContext) -> str: ...
    def initiative_by_order(self) -> bool: ...
    def rolls_initiative(self, party: AnyParty) -> bool: ...
    def roll_initiative(self, ctx: OpContext, character: CharacterBase) -> tuple[int, int, str]: ...
    def on_round_start(self, ctx: OpContext) -> None: ...
    def on_turn_start(self, ctx: OpContext, combatant: AnyCombatant) -> None: ...
    def on_delay(self, ctx: OpContext, combatant: AnyCombatant) -> str: ...
    def action_spent(self, combatant: AnyCombatant) -> bool: ...
    def on_leave(self, ctx: OpContext, cid: str) -> None: ...
    def place_risen(
        self, ctx: OpContext, order: list[AnyCombatant], combatant: AnyCombatant
    ) -> list[AnyCombatant]: ...
    def in_zone(self, combatant: AnyCombatant, zone: str) -> AnyCombatant: ...
    @property
    def zones(self) -> tuple[str, ...]: ...
    def zone_of(self, combatant: AnyCombatant) -> str | None: ...
    def zone_word(self, zone: str) -> str: ...
    def quick_character(self, cid: str, name: str, value: int) -> dict[str, object]: ...


@dataclass
class OpContext:
    """What an operation works with: the party now, the dice, the adapter.

    The party is a frozen value: each change below puts a new one in ``party``, copied
    along the one path from the party to what changed (everything else is shared with the
    value before). An operation reads what it changed back from ``party`` (the helpers
    return the new combatant or character). A refusal leaves nothing to undo: the engine
    keeps the value it started from.
    """

    party: AnyParty
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

    # --- the changes: each makes a new party value ----------------------------------------
    def update_party(self, **fields: object) -> None:
        """The party's own fields (its pools, roster, prepared encounters ...)."""
        self.party = updated(self.party, **fields)

    def update_encounter(self, **fields: object) -> None:
        """The fight's fields (round, turn, the order, enemies, the system's state)."""
        self.update_party(encounter=updated(self.party.encounter, **fields))

    def update_combatant(self, cid: str, **fields: object) -> AnyCombatant:
        """Combatant ``cid``'s fields; returns the combatant as it is now."""
        index = self.index_of(cid)
        combatants = self.combatants
        new = updated(combatants[index], **fields)
        if new is not combatants[index]:
            self.update_encounter(combatants=[*combatants[:index], new, *combatants[index + 1 :]])
        return new

    def update_character(self, cid: str, **fields: object) -> CharacterBase:
        """The sheet of ``cid`` (a member or an enemy in the fight); returns it as it is now."""
        party = self.party
        for place, characters in (("members", party.members), ("enemies", party.encounter.enemies)):
            for index, character in enumerate(characters):
                if character.id != cid:
                    continue
                new = updated(character, **fields)
                if new is not character:
                    items = [*characters[:index], new, *characters[index + 1 :]]
                    if place == "members":
                        self.update_party(members=items)
                    else:
                        self.update_encounter(enemies=items)
                return new
        raise OpError(t("no character with id {id}", id=repr(cid)))

    def log(
        self,
        text: str,
        players: str | None = None,
        gm_roll: bool = False,
        round: int | None = None,
    ) -> None:
        """A log line; ``players``: the players' page's own wording of it, if different;
        ``gm_roll``: a GM's roll in the GM's own operation (``LogEntry.gm_roll``);
        ``round``: another round than the fight's now (a roll not applied, applied again;
        0: none)."""
        now = self.party.encounter.log_round if round is None else round
        line = LogEntry(round=now, text=text, players=players, gm_roll=gm_roll)
        self.update_party(log=[*self.party.log, line])

    # --- reading the party now --------------------------------------------------------------
    @property
    def combatants(self) -> list[AnyCombatant]:
        return self.party.encounter.combatants

    def combatant(self, cid: str) -> AnyCombatant:
        return self.combatants[self.index_of(cid)]

    def index_of(self, cid: str) -> int:
        for i, combatant in enumerate(self.party.encounter.combatants):
            if combatant.id == cid:
                return i
        raise OpError(t("no combatant with id {id} in the fight", id=repr(cid)))

    def character(self, cid: str) -> CharacterBase:
        return find_character(self.party, cid)

    def character_as(self, cid: str, model: type[CharacterT]) -> CharacterT:
        """``character`` as the system's own model (its code reads its own fields)."""
        return character_as(self.party, cid, model)


ModelT = TypeVar("ModelT", bound=BaseModel)


def updated(model: ModelT, **fields: object) -> ModelT:
    """``model`` with these fields changed (a copy; the same object when none differs)."""
    changes = {
        name: value
        for name, value in fields.items()
        if not (type(value) is type(current := getattr(model, name)) and value == current)
    }
    return model.model_copy(update=changes) if changes else model


def name_of(party: AnyParty, cid: str) -> str:
    """A combatant's name as plain text, or its id when it has left the fight since."""
    character = party.character(cid)
    return plain(character.name) if character is not None else cid


def find_character(party: CastOf[CharacterT], cid: str) -> CharacterT:
    """The member or encounter enemy with this id; OpError (not KeyError) when none."""
    found = party.character(cid)
    if found is None:
        raise OpError(t("no character with id {id}", id=repr(cid)))
    return found


def character_index(party: CastOf[CharacterT]) -> dict[str, CharacterT]:
    """Members and encounter enemies by id (of the party's system's type)."""
    index = {c.id: c for c in party.members}
    index.update((e.id, e) for e in party.encounter.enemies)
    return index


def character_as(party: AnyParty, cid: str, model: type[CharacterT]) -> CharacterT:
    """``find_character`` narrowed to the system's own character model (``RyfCharacter``),
    which a party of that system holds; OpError when ``cid`` is none of them."""
    found = find_character(party, cid)
    if isinstance(found, model):
        return found
    raise OpError(t("no character with id {id}", id=repr(cid)))
