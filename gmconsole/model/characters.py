"""Characters of the four systems: player characters and enemy stat blocks alike."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, model_validator
from pydantic_core import PydanticCustomError

from gmconsole.model.fields import STRICT, Id, Name, Notes, ranged
from rules import eclipse_phase, ezd6, fids, ryf


class Counter(BaseModel):
    """A generic counter the GM tracks (ammo, moxie, a spell's uses...)."""

    model_config = STRICT
    name: Name
    value: int
    min: int = 0
    max: int = 10

    @model_validator(mode="after")
    def _in_range(self) -> Counter:
        if self.min > self.max:
            raise PydanticCustomError(
                "counter",
                "must be <= max ({max})",
                {"field": "min", "got": self.min, "max": self.max},
            )
        if not self.min <= self.value <= self.max:
            raise PydanticCustomError(
                "counter",
                "must be {min}..{max}",
                {"min": self.min, "max": self.max, "field": "value", "got": self.value},
            )
        return self


class CharacterBase(BaseModel):
    """What every character has: a stable id, a name, notes and generic counters."""

    model_config = STRICT
    id: Id
    name: Name
    notes: Notes = ""
    counters: list[Counter] = Field(default_factory=list)


# --- FIDS ----------------------------------------------------------------------------

FidsAttribute = ranged(fids.ATTRIBUTE_MIN, fids.ATTRIBUTE_MAX)


class FidsAttributes(BaseModel):
    model_config = STRICT
    strength: FidsAttribute
    agility: FidsAttribute
    wit: FidsAttribute
    wisdom: FidsAttribute
    charisma: FidsAttribute
    insight: FidsAttribute
    precision: FidsAttribute
    technique: FidsAttribute


class FidsCharacter(CharacterBase):
    attributes: FidsAttributes
    skills: list[Name] = Field(default_factory=list)
    """Trained skills: a test that uses one is favorable."""
    energy: ranged(0, 99) = 0
    energy_max: ranged(0, 99) = 0

    @model_validator(mode="after")
    def _energy(self) -> FidsCharacter:
        if self.energy > self.energy_max:
            raise PydanticCustomError(
                "energy",
                "must be <= energy_max ({max})",
                {"max": self.energy_max, "field": "energy", "got": self.energy},
            )
        return self


# --- RyF -----------------------------------------------------------------------------

RyfAttribute = ranged(ryf.ATTRIBUTE_MIN, ryf.ATTRIBUTE_MAX)
RyfSkill = ranged(ryf.SKILL_MIN, ryf.SKILL_MAX)
SkillId = Literal[
    "notice",
    "ranged_weapons",
    "melee_weapons",
    "athletics",
    "dance",
    "search",
    "commerce",
    "drive",
    "diagnosis",
    "etiquette",
    "languages",
    "computers",
    "lip_reading",
    "law",
    "mechanics",
    "medicine",
    "music",
    "brawl",
    "pilot",
    "tracking",
    "stealth",
    "survival",
]
assert set(SkillId.__args__) == set(ryf.SKILLS)  # type: ignore[attr-defined]


class RyfAttributes(BaseModel):
    model_config = STRICT
    strength: RyfAttribute
    resistance: RyfAttribute
    dexterity: RyfAttribute
    intelligence: RyfAttribute
    perception: RyfAttribute
    charisma: RyfAttribute | None = None
    """Only with the charisma house option."""


def _check_damage(value: str) -> str:
    try:
        ryf.parse_damage(value)
    except ryf.RulesError as error:
        raise PydanticCustomError(
            "damage", "must look like 1d10, 2d6 or 1d6-2", {"field": "damage", "got": value}
        ) from error
    return value


class Weapon(BaseModel):
    """A weapon: damage dice, precision, and for a ranged one its bands in metres."""

    model_config = STRICT
    name: Name
    damage: str
    precision: ranged(-10, 10) = 0
    skill: Literal["melee_weapons", "brawl", "ranged_weapons"] = "melee_weapons"
    bands: list[ranged(1, 100_000)] | None = None
    """Short, medium and long range in metres; only for ranged weapons."""

    @model_validator(mode="after")
    def _check(self) -> Weapon:
        _check_damage(self.damage)
        ranged_weapon = self.skill == "ranged_weapons"
        if ranged_weapon and self.bands is None:
            raise PydanticCustomError(
                "bands", "a ranged weapon needs bands = [short, medium, long]", {"field": "bands"}
            )
        if not ranged_weapon and self.bands is not None:
            raise PydanticCustomError(
                "bands",
                "only ranged weapons (skill = ranged_weapons) have bands",
                {"field": "bands", "got": self.bands},
            )
        if self.bands is not None and (
            len(self.bands) != 3 or not self.bands[0] <= self.bands[1] <= self.bands[2]
        ):
            raise PydanticCustomError(
                "bands",
                "must be [short, medium, long] metres, short <= medium <= long",
                {"field": "bands", "got": self.bands},
            )
        return self

    @property
    def is_ranged(self) -> bool:
        return self.skill == "ranged_weapons"


class RyfCharacter(CharacterBase):
    attributes: RyfAttributes
    skills: dict[SkillId, RyfSkill] = Field(default_factory=dict)
    """Skills by id, 0..10; a missing skill is 0."""
    weapons: list[Weapon] = Field(default_factory=list)
    hp: ranged(-99, 40)
    """Current hit points; the maximum is resistance x 4."""
    token: Literal["player", "gm"] = "player"
    specialization: SkillId | None = None
    specialization_used: bool = False
    """Specialization is once per in-game day; "new day" clears this."""
    xp: ranged(0, 10_000) = 0

    @property
    def hp_max(self) -> int:
        return ryf.hit_points(self.attributes.resistance)

    def skill(self, name: str) -> int:
        return self.skills.get(name, 0)  # type: ignore[call-overload, no-any-return]

    @model_validator(mode="after")
    def _hp(self) -> RyfCharacter:
        if self.hp > self.hp_max:
            raise PydanticCustomError(
                "hp",
                "must be <= resistance x 4 = {max}",
                {"max": self.hp_max, "field": "hp", "got": self.hp},
            )
        return self


# --- Eclipse Phase -------------------------------------------------------------------

Aptitude = ranged(eclipse_phase.APTITUDE_MIN, eclipse_phase.APTITUDE_MAX)
AptitudeId = Literal[
    "cognition", "coordination", "intuition", "reflexes", "savvy", "somatics", "willpower"
]


class EpAptitudes(BaseModel):
    model_config = STRICT
    cognition: Aptitude
    coordination: Aptitude
    intuition: Aptitude
    reflexes: Aptitude
    savvy: Aptitude
    somatics: Aptitude
    willpower: Aptitude

    def get(self, name: str) -> int:
        return int(getattr(self, name))


class EpSkill(BaseModel):
    """A skill: its value (0 = untrained), linked aptitude, and whether it can default."""

    model_config = STRICT
    value: ranged(0, eclipse_phase.SKILL_MAX) = 0
    aptitude: AptitudeId
    can_default: bool = True


class EclipsePhaseCharacter(CharacterBase):
    aptitudes: EpAptitudes
    skills: dict[Name, EpSkill] = Field(default_factory=dict)


# --- EZD6 ----------------------------------------------------------------------------

Wealth = Literal["pauper", "cash_poor", "moderate", "wealthy", "lordly", "kingly"]
assert set(Wealth.__args__) == set(ezd6.WEALTH_LEVELS)  # type: ignore[attr-defined]


class Ezd6Character(CharacterBase):
    strikes: ranged(0, 20)
    strikes_max: ranged(1, 20) = ezd6.DEFAULT_STRIKES
    armour_save: ranged(2, 6) | None = None
    """Armour save number (a d6 >= it negates a strike); none without armour."""
    miraculous_save: ranged(2, 6) = 6
    karma: ranged(0, 99) = 0
    hero_dice: ranged(0, 9) = 0
    wealth: Wealth = "moderate"
    inclination: Name | None = None
    """Class or inclination (warrior, delver, ...); free text."""
    weapon_strikes: ranged(1, 2) = 1
    """Strikes a hit deals: 1, or 2 for special weapons."""
    attacks_at_range: bool = False
    """True when the character attacks at range (Far)."""

    @model_validator(mode="after")
    def _strikes(self) -> Ezd6Character:
        if self.strikes > self.strikes_max:
            raise PydanticCustomError(
                "strikes",
                "must be <= strikes_max ({max})",
                {"max": self.strikes_max, "field": "strikes", "got": self.strikes},
            )
        return self
