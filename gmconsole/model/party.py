"""The party file: members, enemy roster, the GM's pools and options, the encounter in
progress and the log. One file holds one party of one system."""

from __future__ import annotations

from typing import Annotated, Generic, Literal, TypeVar, Union

from pydantic import BaseModel, Field

from gmconsole.model.characters import (
    CharacterBase,
    EclipsePhaseCharacter,
    Ezd6Character,
    FidsCharacter,
    RyfCharacter,
)
from gmconsole.model.fields import STRICT, Id, Name, Notes, ranged
from rules import fids

System = Literal["fids", "ryf", "eclipse_phase", "ezd6"]
SYSTEM_TITLES = {
    "fids": "FIDS",
    "ryf": "RyF",
    "eclipse_phase": "Eclipse Phase",
    "ezd6": "EZD6",
}


class Condition(BaseModel):
    """A condition or effect; ``rounds`` ticks down at the end of its owner's turn."""

    model_config = STRICT
    name: Name
    rounds: ranged(1, 999) | None = None
    """Rounds left; none means until the GM removes it."""


class ActionsUsed(BaseModel):
    """What a combatant has spent this round (reset at the start of each round)."""

    model_config = STRICT
    action: bool = False
    free: bool = False
    dash: bool = False


class Combatant(BaseModel):
    """A character's place in the fight. Its stats live on the character it points to."""

    model_config = STRICT
    id: Id
    """The character's id: a member or one of the encounter's enemies."""
    side: Literal["party", "enemy"]
    initiative: ranged(-99, 999) | None = None
    tiebreak: ranged(-99, 999) = 0
    """RyF: D + P, which breaks initiative ties."""
    conditions: list[Condition] = Field(default_factory=list)
    used: ActionsUsed = Field(default_factory=ActionsUsed)
    acted: bool = False
    """Took its turn this round."""
    delayed: bool = False
    """Holding its turn (EZD6: loses dash and free action this round)."""
    zone: Literal["near", "far", "out"] = "near"
    loses_next_action: bool = False
    """EZD6: helped someone, so the next action is gone."""
    down: bool = False
    """The GM's call where the system has no HP rule (FIDS, Eclipse Phase, EZD6 at 0)."""
    dead: bool = False
    notes: Notes = ""


class Retry(BaseModel):
    """Eclipse Phase: failed tries so far for one combatant and skill (-10 each)."""

    model_config = STRICT
    combatant: Id
    skill: Name
    failures: ranged(1, 99)


C = TypeVar("C", bound=CharacterBase)


class Encounter(BaseModel, Generic[C]):
    """The fight in progress: who is in it, in turn order, and whose turn it is."""

    model_config = STRICT
    active: bool = False
    round: ranged(1, 99_999) = 1
    turn: ranged(0, 99_999) = 0
    """Index into ``combatants`` of whose turn it is."""
    surprise: Literal["players", "enemies"] | None = None
    enemies: list[C] = Field(default_factory=list)
    """Enemies brought in from the roster, each with its own id and state."""
    combatants: list[Combatant] = Field(default_factory=list)
    retries: list[Retry] = Field(default_factory=list)


class LogEntry(BaseModel):
    model_config = STRICT
    round: ranged(0, 99_999) = 0
    text: Notes


def _count() -> object:
    return ranged(1, 50)


class FidsEnemy(FidsCharacter):
    count: _count() = 1  # type: ignore[valid-type]


class RyfEnemy(RyfCharacter):
    count: _count() = 1  # type: ignore[valid-type]


class EclipsePhaseEnemy(EclipsePhaseCharacter):
    count: _count() = 1  # type: ignore[valid-type]


class Ezd6Enemy(Ezd6Character):
    count: _count() = 1  # type: ignore[valid-type]


class PartyBase(BaseModel):
    """Fields every party file has; the per-system classes fix the character types."""

    model_config = STRICT
    name: Name
    notes: Notes = ""

    def characters(self) -> dict[str, CharacterBase]:
        """Members and the encounter's enemies by id."""
        found: dict[str, CharacterBase] = {}
        for character in [*self.members, *self.encounter.enemies]:  # type: ignore[attr-defined]
            found[character.id] = character
        return found

    def problems(self) -> list[str]:
        """Cross-field checks, one line per problem as ``path: message (got X)``."""
        lines: list[str] = []
        seen: dict[str, str] = {}
        groups = (
            ("members", self.members),  # type: ignore[attr-defined]
            ("roster", self.roster),  # type: ignore[attr-defined]
            ("encounter.enemies", self.encounter.enemies),  # type: ignore[attr-defined]
        )
        for group, items in groups:
            for i, item in enumerate(items):
                where = f"{group}[{i}].id"
                if item.id in seen:
                    lines.append(
                        f"{where}: duplicate id, already used at {seen[item.id]} (got {item.id!r})"
                    )
                else:
                    seen[item.id] = where
        encounter = self.encounter  # type: ignore[attr-defined]
        members = {m.id for m in self.members}  # type: ignore[attr-defined]
        enemies = {e.id for e in encounter.enemies}
        in_fight: set[str] = set()
        for i, combatant in enumerate(encounter.combatants):
            where = f"encounter.combatants[{i}].id"
            if combatant.id in in_fight:
                lines.append(f"{where}: already in the fight (got {combatant.id!r})")
            in_fight.add(combatant.id)
            if combatant.id in members:
                side = "party"
            elif combatant.id in enemies:
                side = "enemy"
            else:
                lines.append(
                    f"{where}: no member or encounter enemy has this id (got {combatant.id!r})"
                )
                continue
            if combatant.side != side:
                lines.append(
                    f"encounter.combatants[{i}].side: must be {side!r} for this id "
                    f"(got {combatant.side!r})"
                )
        count = len(encounter.combatants)
        if count and encounter.turn >= count:
            lines.append(f"encounter.turn: must be 0..{count - 1} (got {encounter.turn})")
        if not count and encounter.turn:
            lines.append(f"encounter.turn: must be 0 with no combatants (got {encounter.turn})")
        for i, retry in enumerate(encounter.retries):
            if retry.combatant not in in_fight:
                lines.append(
                    f"encounter.retries[{i}].combatant: not in the fight (got {retry.combatant!r})"
                )
        lines.extend(self.system_problems())
        return lines

    def system_problems(self) -> list[str]:
        return []


class FidsOptions(BaseModel):
    model_config = STRICT
    misfortune_session_reset: bool = True
    """House option: "new session" sets Misfortune to 2 per player, at most 15."""


class FidsPools(BaseModel):
    model_config = STRICT
    misfortune: ranged(0, fids.MISFORTUNE_CAP) = 0


class FidsParty(PartyBase):
    system: Literal["fids"]
    options: FidsOptions = Field(default_factory=FidsOptions)
    pools: FidsPools = Field(default_factory=FidsPools)
    members: list[FidsCharacter] = Field(default_factory=list)
    roster: list[FidsEnemy] = Field(default_factory=list)
    encounter: Encounter[FidsCharacter] = Field(default_factory=Encounter[FidsCharacter])
    log: list[LogEntry] = Field(default_factory=list)


class RyfOptions(BaseModel):
    model_config = STRICT
    hard_defence: bool = False
    """House option: defence is D + skill + 6 instead of + 5."""
    charisma: bool = False
    """House option: a sixth attribute, 45 creation points instead of 40."""


class RyfParty(PartyBase):
    system: Literal["ryf"]
    options: RyfOptions = Field(default_factory=RyfOptions)
    members: list[RyfCharacter] = Field(default_factory=list)
    roster: list[RyfEnemy] = Field(default_factory=list)
    encounter: Encounter[RyfCharacter] = Field(default_factory=Encounter[RyfCharacter])
    log: list[LogEntry] = Field(default_factory=list)

    def system_problems(self) -> list[str]:
        lines: list[str] = []
        if not self.options.charisma:
            groups = (
                ("members", self.members),
                ("roster", self.roster),
                ("encounter.enemies", self.encounter.enemies),
            )
            for group, items in groups:
                for i, item in enumerate(items):
                    if item.attributes.charisma is not None:
                        lines.append(
                            f"{group}[{i}].attributes.charisma: needs options.charisma = true "
                            f"(got {item.attributes.charisma})"
                        )
        return lines


class EclipsePhaseOptions(BaseModel):
    model_config = STRICT


class EclipsePhaseParty(PartyBase):
    system: Literal["eclipse_phase"]
    options: EclipsePhaseOptions = Field(default_factory=EclipsePhaseOptions)
    members: list[EclipsePhaseCharacter] = Field(default_factory=list)
    roster: list[EclipsePhaseEnemy] = Field(default_factory=list)
    encounter: Encounter[EclipsePhaseCharacter] = Field(
        default_factory=Encounter[EclipsePhaseCharacter]
    )
    log: list[LogEntry] = Field(default_factory=list)


class Ezd6Options(BaseModel):
    model_config = STRICT
    hero_die_for_karma: bool = True
    """House option: a hero die can be bought for 5 karma."""


class Ezd6Party(PartyBase):
    system: Literal["ezd6"]
    options: Ezd6Options = Field(default_factory=Ezd6Options)
    members: list[Ezd6Character] = Field(default_factory=list)
    roster: list[Ezd6Enemy] = Field(default_factory=list)
    encounter: Encounter[Ezd6Character] = Field(default_factory=Encounter[Ezd6Character])
    log: list[LogEntry] = Field(default_factory=list)


Party = Annotated[
    Union[FidsParty, RyfParty, EclipsePhaseParty, Ezd6Party],  # noqa: UP007
    Field(discriminator="system"),
]
AnyParty = FidsParty | RyfParty | EclipsePhaseParty | Ezd6Party
PARTY_MODELS: dict[str, type[PartyBase]] = {
    "fids": FidsParty,
    "ryf": RyfParty,
    "eclipse_phase": EclipsePhaseParty,
    "ezd6": Ezd6Party,
}
