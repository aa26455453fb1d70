"""The party file: members, enemy roster, the GM's pools and options, the encounter in
progress and the log. One file holds one party of one system."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Generic, Literal, TypeVar, get_args

from pydantic import (
    BaseModel,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from gmconsole.i18n import got, t
from gmconsole.model.characters import CharacterBase
from gmconsole.model.fields import STRICT, Id, Name, Notes, in_range
from gmconsole.model.journal import JournalEntry


class Condition(BaseModel):
    """A condition or effect and how long it lasts (``gmconsole.state.durations`` ends
    it): ``rounds`` left, ticking at the ``ticks`` of its bearer's turn; or ``until`` the
    start or end of another combatant's (``of``) next turn, or the end of the round; with
    none of these, until the GM removes it."""

    model_config = STRICT
    name: Name
    rounds: Annotated[int, in_range(1, 999)] | None = None
    """Rounds left; none means until the GM removes it (or ``until``)."""
    ticks: Literal["end", "start"] = "end"
    """When ``rounds`` counts down: at the end (as always) or the start of the bearer's turn."""
    until: Literal["turn_start", "turn_end", "round_end"] | None = None
    """Ends at the start or the end of ``of``'s next turn, or at the end of the round."""
    of: Id | None = None
    """The combatant whose turn ends it (``until`` turn_start or turn_end)."""
    started: bool = False
    """``until = "turn_end"``: ``of``'s next turn has begun, so its end ends this."""
    ticked: Annotated[int, in_range(1, 99_999)] | None = None
    """The round in which ``rounds`` last counted down (a turn ended twice, after ``p``,
    counts once)."""

    @model_validator(mode="after")
    def _one_duration(self) -> Condition:
        if self.until is not None and self.rounds is not None:
            raise ValueError(t("rounds and until cannot be used together: choose one"))
        if self.until in ("turn_start", "turn_end") and self.of is None:
            raise ValueError(t("until = {until} needs of (whose turn)", until=repr(self.until)))
        if self.of is not None and self.until not in ("turn_start", "turn_end"):
            raise ValueError(t("of is only for until = 'turn_start' or 'turn_end'"))
        return self


class NoState(BaseModel):
    """The state of a system that keeps nothing of its own on a combatant or a fight."""

    model_config = STRICT


S = TypeVar("S", bound=BaseModel, covariant=True)
"""A system's state on one combatant (its package defines it: ``systems/<id>/model.py``)."""
F = TypeVar("F", bound=BaseModel, covariant=True)
"""A system's state on the whole fight."""


class Combatant(BaseModel, Generic[S]):
    """A character's place in the fight. Its stats live on the character it points to;
    what only one system tracks lives in ``extra``, typed by that system's party model.
    Make one with ``encounter.new_combatant`` (a bare ``Combatant(...)`` has no system)."""

    model_config = STRICT
    id: Id
    """The character's id: a member or one of the encounter's enemies."""
    side: Literal["party", "enemy"]
    initiative: Annotated[int, in_range(-99, 999)] | None = None
    tiebreak: Annotated[int, in_range(-99, 999)] = 0
    """Breaks ties between equal initiatives: the system's roll gives it."""
    conditions: list[Condition] = []
    acted: bool = False
    """Took its turn this round."""
    rolled: bool = False
    """Rolled on its own turn this round (a panel's roll credited to it): a turn that
    ends without one, nor an action its system counts, was passed (``turn_passed``)."""
    delayed: bool = False
    """Holding its turn (what that costs is the system's hook ``on_delay``)."""
    down: bool = False
    """The GM's call where the system has no HP rule."""
    dead: bool = False
    hidden: bool = False
    """Hidden from the players' view (enemies from the roster start hidden)."""
    notes: Notes = ""
    group: Id | None = None
    """The group it belongs to (enemies added together as one): the group's members share
    one initiative and one turn per round; each keeps its own health, conditions and zone."""
    extra: S = Field(default_factory=dict, validate_default=True)
    """The system's own state on this combatant (``[encounter.combatants.extra]``)."""


AnyCombatant = Combatant[BaseModel]
"""Generic code's type for a combatant of any system: a ``Combatant[S]`` is one (frozen
values, so the type variables are covariant)."""


C = TypeVar("C", bound=CharacterBase, covariant=True)


class Encounter(BaseModel, Generic[C, S, F]):
    """The fight in progress: who is in it, in turn order, and whose turn it is."""

    model_config = STRICT
    active: bool = False
    round: Annotated[int, in_range(1, 99_999)] = 1
    turn: Annotated[int, in_range(0, 99_999)] = 0
    """Index into ``combatants`` of whose turn it is."""
    surprise: Literal["players", "enemies"] | None = None
    enemies: list[C] = []
    """Enemies brought in from the roster, each with its own id and state."""
    combatants: list[Combatant[S]] = []
    extra: F = Field(default_factory=dict, validate_default=True)
    """The system's own state on the fight (``[encounter.extra]``)."""

    @property
    def holder(self) -> Combatant[S] | None:
        """The combatant whose turn it is (the fight running or not), None with nobody in
        the fight: the one rule for "whose turn", bounds included."""
        return self.combatants[self.turn] if 0 <= self.turn < len(self.combatants) else None

    @property
    def log_round(self) -> int:
        """The round a log line written now is in: 0 (none) while no fight runs, as the
        tracker's frame says "no fight" (play-test: "R1" before any fight)."""
        return self.round if self.active else 0

    def combatant(self, cid: str | None) -> Combatant[S] | None:
        """The combatant with this id, None when it is not in the fight (or no id)."""
        return next((c for c in self.combatants if c.id == cid), None)

    @classmethod
    def state_models(cls) -> tuple[type[BaseModel], type[BaseModel]]:
        """The system's (per-combatant, per-fight) state models this encounter holds."""
        _, combatant_state, fight_state = cls.__pydantic_generic_metadata__["args"]
        return combatant_state, fight_state

    @classmethod
    def combatant_model(cls) -> type[AnyCombatant]:
        """The ``Combatant[...]`` class of this fight's system (its state model fixed)."""
        (item,) = get_args(cls.model_fields["combatants"].annotation)
        if not (isinstance(item, type) and issubclass(item, Combatant)):
            raise TypeError(f"{cls.__name__}.combatants is not a list of combatants")
        return item

    def new_combatant(
        self,
        cid: str,
        side: Literal["party", "enemy"],
        *,
        hidden: bool = False,
        group: str | None = None,
        conditions: list[Condition] | None = None,
        notes: str = "",
    ) -> AnyCombatant:
        """A combatant of this fight's type, its system state fresh."""
        return self.combatant_model()(
            id=cid,
            side=side,
            hidden=hidden,
            group=group,
            conditions=conditions or [],
            notes=notes,
        )


AnyEncounter = Encounter[CharacterBase, BaseModel, BaseModel]
"""Generic code's type for the fight of any system."""


class LogEntry(BaseModel):
    model_config = STRICT
    round: Annotated[int, in_range(0, 99_999)] = 0
    """The fight's round it was written in; 0: no fight was running
    (``Encounter.log_round``)."""
    text: Notes
    players: Notes | None = None
    """The line as the players' page says it, when that differs from ``text`` (a place
    in the order counted among those the page shows); None: ``text``; "": no line there
    (a move past someone hidden alone, which is no move on the page)."""
    gm_roll: bool = False
    """A GM's roll in the GM's own operation (an enemy's initiative): shown to the
    players only while the GM rolls in the open (``gmconsole.sight.players_text``)."""

    @model_validator(mode="before")
    @classmethod
    def _gm_roll_of_older_files(cls, data: object) -> object:
        """A file written before ``gm_roll`` said a GM's roll with an empty ``players``
        (and says no ``gm_roll``: one written since says it with an empty ``players``)."""
        if isinstance(data, dict) and data.get("players") == "" and "gm_roll" not in data:
            return {**data, "players": None, "gm_roll": True}
        return data

    @model_serializer(mode="wrap")
    def _says_gm_roll_with_no_players_line(
        self, handler: SerializerFunctionWrapHandler
    ) -> dict[str, object]:
        """An empty ``players`` is written with ``gm_roll`` even when it is the default,
        so that reading it back does not take it for an older file's GM's roll."""
        data: dict[str, object] = handler(self)
        if self.players == "":
            data.setdefault("gm_roll", self.gm_roll)
        return data


EnemyCount = Annotated[int, in_range(1, 50)]
"""A roster entry's default count when it is added to the fight."""


class PreparedEntry(BaseModel):
    """One line of a prepared encounter: a creature of the roster or the bestiary."""

    model_config = STRICT
    creature: Id
    """The id of a roster entry of this party, else of the system's bestiary."""
    count: EnemyCount = 1
    zone: Literal["near", "far", "out"] | None = None
    """Where they start (systems with zones); none: the system's default zone."""
    hidden: bool = True
    """Hidden from the players' view when they come in."""
    group: bool = False
    """The ``count`` copies come in as one group (one initiative, one turn, one row)."""


class PreparedEncounter(BaseModel):
    """A fight prepared before the session: started with one key, undone as one step."""

    model_config = STRICT
    name: Name
    notes: Notes = ""
    entries: list[PreparedEntry] = []


R = TypeVar("R", bound=CharacterBase, covariant=True)
"""A system's roster entry (a stat block with a default count)."""
Opt = TypeVar("Opt", bound=BaseModel, covariant=True)
"""A system's options (``[options]``)."""


class PartyBase(BaseModel, Generic[C, R, S, F, Opt]):
    """Fields every party file has, typed by the system's own models: its characters
    (members and the fight's enemies), roster entries, state on a combatant and on the
    fight, and options. Each system's party is one line, ``RyfParty(PartyBase[...])``,
    plus what only it has."""

    model_config = STRICT
    name: Name
    notes: Notes = ""
    encounters: list[PreparedEncounter] = []
    """Prepared encounters (``[[encounters]]``), started from the console."""
    conditions_used: list[Name] = []
    """Conditions the GM has put on someone in this party, offered first next time."""
    journal: list[JournalEntry] = []
    """Every applied operation and what it did (``gmconsole recap`` reads it)."""
    system: str
    """The system's id; each system's party narrows it to its own (``Literal["ryf"]``)."""
    options: Opt = Field(default_factory=dict, validate_default=True)
    members: list[C] = []
    roster: list[R] = []
    encounter: Encounter[C, S, F] = Field(default_factory=dict, validate_default=True)
    log: list[LogEntry] = []

    def character(self, cid: str | None) -> C | None:
        """The member or the fight's enemy with this id, None when there is none."""
        return next((c for c in (*self.members, *self.encounter.enemies) if c.id == cid), None)

    def problems(self) -> list[str]:
        """Cross-field checks, one line per problem as ``path: message (got X)``."""
        lines: list[str] = []
        seen: dict[str, str] = {}
        groups = (
            ("members", self.members),
            ("roster", self.roster),
            ("encounter.enemies", self.encounter.enemies),
        )
        for group, items in groups:
            for i, item in enumerate(items):
                where = f"{group}[{i}].id"
                if item.id in seen:
                    lines.append(
                        t(
                            "{where}: duplicate id, already used at {place}",
                            where=where,
                            place=seen[item.id],
                        )
                        + got(repr(item.id))
                    )
                else:
                    seen[item.id] = where
        encounter = self.encounter
        members = {m.id for m in self.members}
        enemies = {e.id for e in encounter.enemies}
        in_fight: set[str] = set()
        for i, combatant in enumerate(encounter.combatants):
            where = f"encounter.combatants[{i}].id"
            if combatant.id in in_fight:
                lines.append(
                    t("{where}: already in the fight", where=where) + got(repr(combatant.id))
                )
            in_fight.add(combatant.id)
            if combatant.id in members:
                side = "party"
            elif combatant.id in enemies:
                side = "enemy"
            else:
                lines.append(
                    t("{where}: no member or encounter enemy has this id", where=where)
                    + got(repr(combatant.id))
                )
                continue
            if combatant.side != side:
                lines.append(
                    f"encounter.combatants[{i}].side: "
                    + t("must be {side} for this id", side=repr(side))
                    + got(repr(combatant.side))
                )
        count = len(encounter.combatants)
        if count and encounter.turn >= count:
            lines.append(
                "encounter.turn: "
                + t("must be {low} to {high}", low=0, high=count - 1)
                + got(str(encounter.turn))
            )
        if not count and encounter.turn:
            lines.append(
                "encounter.turn: " + t("must be 0 with no combatants") + got(str(encounter.turn))
            )
        for i, combatant in enumerate(encounter.combatants):
            for j, condition in enumerate(combatant.conditions):
                if condition.of is not None and condition.of not in in_fight:
                    lines.append(
                        f"encounter.combatants[{i}].conditions[{j}].of: "
                        + t("not in the fight")
                        + got(repr(condition.of))
                    )
        lines.extend(group_problems(encounter.combatants))
        lines.extend(self.system_problems())
        return lines

    def system_problems(self) -> list[str]:
        return []

    # The system's types, read from its subclass's fields (generic code builds enemies,
    # roster entries and fresh system state with them).
    @classmethod
    def encounter_model(cls) -> type[AnyEncounter]:
        """The system's ``Encounter[...]`` class."""
        annotation = cls.model_fields["encounter"].annotation
        if not (isinstance(annotation, type) and issubclass(annotation, Encounter)):
            raise TypeError(f"{cls.__name__}.encounter is not an Encounter")
        return annotation

    @classmethod
    def member_model(cls) -> type[CharacterBase]:
        """The system's party member."""
        return _item_model(cls.model_fields["members"].annotation)

    @classmethod
    def roster_model(cls) -> type[CharacterBase]:
        """The system's roster entry (a stat block with a default count)."""
        return _item_model(cls.model_fields["roster"].annotation)

    @classmethod
    def enemy_model(cls) -> type[CharacterBase]:
        """The system's character as an enemy in the fight."""
        return _item_model(cls.encounter_model().model_fields["enemies"].annotation)


def _item_model(annotation: object) -> type[CharacterBase]:
    """``list[X]``'s X, a character model."""
    (item,) = get_args(annotation)
    if not (isinstance(item, type) and issubclass(item, CharacterBase)):
        raise TypeError(f"{annotation!r} is not a list of characters")
    return item


def group_problems(combatants: Sequence[AnyCombatant]) -> list[str]:
    """A group's members stand on one side and share one initiative."""
    lines: list[str] = []
    first: dict[str, AnyCombatant] = {}
    for i, combatant in enumerate(combatants):
        if combatant.group is None:
            continue
        leader = first.setdefault(combatant.group, combatant)
        if leader is combatant:
            continue
        where = f"encounter.combatants[{i}]"
        if combatant.side != leader.side:
            lines.append(
                f"{where}.side: "
                + t("a group's members stand on one side ({side})", side=repr(leader.side))
                + got(repr(combatant.side))
            )
        if combatant.initiative != leader.initiative:
            lines.append(
                f"{where}.initiative: "
                + t(
                    "a group's members share one initiative ({value}, as {name})",
                    value=leader.initiative,
                    name=leader.id,
                )
                + got(repr(combatant.initiative))
            )
    return lines


AnyParty = PartyBase[CharacterBase, CharacterBase, BaseModel, BaseModel, BaseModel]
"""Generic code's type for a party of any system (each system's package has its subclass:
frozen values, so the type variables are covariant)."""

CastOf = PartyBase[C, CharacterBase, BaseModel, BaseModel, BaseModel]
"""A party as the holder of its characters, ``CastOf[RyfCharacter]``: what is found in it
has the system's type."""
