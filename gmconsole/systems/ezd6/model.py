"""EZD6's party file: its characters, enemies, options and pools."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal, Protocol, get_args

from pydantic import BaseModel, Field, model_validator
from pydantic_core import PydanticCustomError

from gmconsole.i18n import t, translatable
from gmconsole.model.characters import CharacterBase
from gmconsole.model.fields import STRICT, Name, cross_field_error, in_range
from gmconsole.model.party import EnemyCount, NoState, PartyBase
from rules import ezd6

Wealth = Literal["pauper", "cash_poor", "moderate", "wealthy", "lordly", "kingly"]
assert set(get_args(Wealth)) == set(ezd6.WEALTH_LEVELS)


class Ezd6Character(CharacterBase):
    strikes: Annotated[int, in_range(0, 20, high_by_maximum=True)]
    strikes_max: Annotated[int, in_range(1, 20)] = ezd6.DEFAULT_STRIKES
    armour_save: Annotated[int, in_range(2, 6)] | None = None
    """Armour save number (a d6 >= it negates a strike); none without armour."""
    miraculous_save: Annotated[int, in_range(2, 6)] = 6
    karma: Annotated[int, in_range(0, 99)] = 0
    hero_dice: Annotated[int, in_range(0, 9)] = 0
    wealth: Wealth = "moderate"
    inclination: Name | None = None
    """Class or inclination (warrior, delver, ...); free text."""
    weapon_strikes: Annotated[int, in_range(1, 2)] = 1
    """Strikes a hit deals: 1, or 2 for special weapons."""
    attacks_at_range: bool = False
    """True when the character attacks at range (Far)."""
    ammo: Name | None = None
    """The counter an attack at range spends one of (e.g. "Flechas")."""
    potions: Name | None = None
    """The counter a potion spends one of (e.g. "Pociones")."""

    # In the sheet editor, strikes at their maximum follow the maximum.
    SHEET_FOLLOWS: ClassVar[dict[str, str]] = {"strikes": "strikes_max"}

    @model_validator(mode="after")
    def _strikes(self) -> Ezd6Character:
        if self.strikes > self.strikes_max:
            raise cross_field_error(
                "strikes",
                t("must be <= {strikes_max} ({max})"),
                {"max": self.strikes_max, "field": "strikes", "got": self.strikes},
                {"strikes_max": "strikes_max"},
            )
        for field in ("ammo", "potions"):
            named = getattr(self, field)
            if named is not None and self.counter_named(named) is None:
                raise PydanticCustomError(
                    "counter",
                    t("the character has no counter named {counter}"),
                    {"counter": named, "field": field, "got": named},
                )
        return self


class Ezd6Enemy(Ezd6Character):
    count: EnemyCount = 1


class Ezd6Options(BaseModel):
    model_config = STRICT
    hero_die_for_karma: bool = True
    """House option: a hero die can be bought for 5 karma."""


class ActionsUsed(BaseModel):
    """What a combatant has spent this round (reset at the start of each round)."""

    model_config = STRICT
    action: bool = False
    free: bool = False
    dash: bool = False


Zone = Literal["near", "far", "out"]


class Ezd6CombatantState(BaseModel):
    """EZD6's state on a combatant (``[encounter.combatants.extra]``)."""

    model_config = STRICT
    used: ActionsUsed = Field(default_factory=ActionsUsed)
    zone: Zone = "near"
    loses_next_action: bool = False
    """Helped someone, so the next action is gone."""


class HoldsExtra(Protocol):
    """A combatant as EZD6 reads it: any ``Combatant[S]`` (its ``extra`` read only)."""

    @property
    def extra(self) -> object: ...


def state_of(combatant: HoldsExtra) -> Ezd6CombatantState:
    """A combatant's EZD6 state (every combatant of an EZD6 party has one)."""
    state = combatant.extra
    assert isinstance(state, Ezd6CombatantState), type(state)
    return state


class Ezd6Party(PartyBase[Ezd6Character, Ezd6Enemy, Ezd6CombatantState, NoState, Ezd6Options]):
    system: Literal["ezd6"]


FIELD_WORDS = (
    translatable("hero_die_for_karma"),
    translatable("strikes"),
    translatable("strikes_max"),
    translatable("armour_save"),
    translatable("miraculous_save"),
    translatable("hero_dice"),
    translatable("wealth"),
    translatable("inclination"),
    translatable("weapon_strikes"),
    translatable("attacks_at_range"),
    translatable("ammo"),
    translatable("potions"),
    translatable("count"),
    translatable("pauper"),
    translatable("cash_poor"),
    translatable("moderate"),
    translatable("wealthy"),
    translatable("lordly"),
    translatable("kingly"),
)
"""The model's field names (and choice keys), as the sheet editor labels its rows in the
console's language (``gmconsole.sheets.field_label``); a name not here is shown as it is."""
