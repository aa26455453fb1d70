"""RyF's party file: its characters, enemies, options and pools."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal, get_args

from pydantic import BaseModel, model_validator
from pydantic_core import PydanticCustomError

from gmconsole.i18n import got, language, t, translatable
from gmconsole.model.characters import CharacterBase
from gmconsole.model.fields import STRICT, Name, cross_field_error, in_range
from gmconsole.model.party import EnemyCount, NoState, PartyBase
from rules import ryf

RyfAttribute = Annotated[int, in_range(ryf.ATTRIBUTE_MIN, ryf.ATTRIBUTE_MAX)]
RyfSkill = Annotated[int, in_range(ryf.SKILL_MIN, ryf.SKILL_MAX)]
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
assert set(get_args(SkillId)) == set(ryf.SKILLS)


def skill_name(skill: str) -> str:
    """A skill as the console names it: the text's word in Spanish (``Armas cuerpo a
    cuerpo``), the English one in English (``Melee weapons``); the file keeps its key."""
    if language() == "es":
        return ryf.SKILLS[skill][1]
    return skill.replace("_", " ").capitalize()


def skill_label(skill: str) -> str:
    """A skill as a list offers it to type: in English also the text's word, so that
    both "notice" and "advertir" find it (``Notice · Advertir/Notar``)."""
    name = skill_name(skill)
    return name if language() == "es" else f"{name} · {ryf.SKILLS[skill][1]}"


ATTRIBUTE_LETTERS_EN = {
    "strength": "S",
    "resistance": "R",
    "dexterity": "D",
    "intelligence": "I",
    "perception": "P",
    "charisma": "C",
}


def attribute_name(attribute: str) -> str:
    """An attribute as the panel and the log name it: the text's word in Spanish
    (``Fuerza``), the English one in English (``Strength``)."""
    word = t(attribute)
    return word[:1].upper() + word[1:]


def attribute_letter(attribute: str) -> str:
    """An attribute's letter: the text's in Spanish (F for Fuerza), English in English."""
    if language() == "es":
        return ryf.ATTRIBUTE_ABBREVIATIONS[attribute]
    return ATTRIBUTE_LETTERS_EN[attribute]


def skill_id(name: str) -> SkillId:
    """A skill the rules name (``ryf.defence_skill``'s answer) as a sheet's key."""
    if name not in ryf.SKILLS:
        raise ValueError(f"no RyF skill {name!r}")
    skill: SkillId = next(s for s in get_args(SkillId) if s == name)
    return skill


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
            "damage", t("must look like 1d10, 2d6 or 1d6-2"), {"field": "damage", "got": value}
        ) from error
    return value


class Weapon(BaseModel):
    """A weapon: damage dice, precision, and for a ranged one its bands in metres."""

    model_config = STRICT
    name: Name
    damage: str
    precision: Annotated[int, in_range(-10, 10)] = 0
    skill: Literal["melee_weapons", "brawl", "ranged_weapons"] = "melee_weapons"
    bands: list[Annotated[int, in_range(1, 100_000)]] | None = None
    """Short, medium and long range in metres; only for ranged weapons."""
    ammo: Name | None = None
    """The counter (e.g. "Balas") a shot spends one of; at 0 the weapon cannot shoot."""

    @model_validator(mode="after")
    def _check(self) -> Weapon:
        _check_damage(self.damage)
        ranged_weapon = self.skill == "ranged_weapons"
        if ranged_weapon and self.bands is None:
            raise cross_field_error(
                "bands",
                t("a ranged weapon needs {bands} = [short, medium, long]"),
                {"field": "bands"},
                {"bands": "bands"},
            )
        if not ranged_weapon and self.bands is not None:
            raise cross_field_error(
                "bands",
                t("only ranged weapons ({skill} = {ranged_weapons}) have {bands}"),
                {"field": "bands", "got": self.bands},
                {"skill": "skill", "ranged_weapons": "ranged_weapons", "bands": "bands"},
            )
        if self.ammo is not None and not ranged_weapon:
            raise cross_field_error(
                "ammo",
                t("only ranged weapons ({skill} = {ranged_weapons}) use ammunition"),
                {"field": "ammo", "got": self.ammo},
                {"skill": "skill", "ranged_weapons": "ranged_weapons"},
            )
        if self.bands is not None and (
            len(self.bands) != 3 or not self.bands[0] <= self.bands[1] <= self.bands[2]
        ):
            raise PydanticCustomError(
                "bands",
                t("must be [short, medium, long] metres, short <= medium <= long"),
                {"field": "bands", "got": self.bands},
            )
        return self

    @property
    def is_ranged(self) -> bool:
        return self.skill == "ranged_weapons"


class RyfCharacter(CharacterBase):
    attributes: RyfAttributes
    skills: dict[SkillId, RyfSkill] = {}
    """Skills by id, 0 to 10; a missing skill is 0."""
    weapons: list[Weapon] = []
    hp: Annotated[int, in_range(-99, 40, high_by_maximum=True)]
    """Current hit points; the maximum is resistance x 4 (or max hp, when it is set)."""
    max_hp: Annotated[int, in_range(1, 40)] | None = None
    """The maximum HP when it is not resistance x 4 (a creature's own number)."""
    token: Literal["player", "gm"] = "player"
    specialization: SkillId | None = None
    specialization_used: bool = False
    """Specialization is once per in-game day; "new day" clears this."""
    xp: Annotated[int, in_range(0, 10_000)] = 0

    # In the sheet editor, HP at its maximum follows the maximum (resistance x 4).
    SHEET_FOLLOWS: ClassVar[dict[str, str]] = {"hp": "hp_max"}

    @property
    def hp_max(self) -> int:
        if self.max_hp is not None:
            return self.max_hp
        return ryf.hit_points(self.attributes.resistance)

    def skill(self, name: str) -> int:
        """The value of the skill the rules call ``name`` (0 untrained)."""
        return self.skills.get(skill_id(name), 0)

    @model_validator(mode="after")
    def _hp(self) -> RyfCharacter:
        if self.hp > self.hp_max:
            raise cross_field_error(
                "hp",
                t("must be <= the maximum (resistance x 4, or {max_hp}) = {max}"),
                {"max": self.hp_max, "field": "hp", "got": self.hp},
                {"max_hp": "max_hp"},
            )
        names = {counter.name.strip().casefold() for counter in self.counters}
        for i, weapon in enumerate(self.weapons):
            if weapon.ammo is not None and weapon.ammo.strip().casefold() not in names:
                raise cross_field_error(
                    "ammo",
                    t("the character has no counter named {counter}"),
                    {"counter": weapon.ammo, "field": ["weapons", i, "ammo"], "got": weapon.ammo},
                )
        return self


class RyfEnemy(RyfCharacter):
    count: EnemyCount = 1


class RyfOptions(BaseModel):
    model_config = STRICT
    hard_defence: bool = False
    """House option: defence is D + skill + 6 instead of + 5."""
    charisma: bool = False
    """House option: a sixth attribute, 45 creation points instead of 40."""


class RyfParty(PartyBase[RyfCharacter, RyfEnemy, NoState, NoState, RyfOptions]):
    system: Literal["ryf"]

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
                            f"{group}[{i}].attributes.charisma: "
                            + t("needs options.charisma = true")
                            + got(str(item.attributes.charisma))
                        )
        return lines


FIELD_WORDS = (
    translatable("hard_defence"),
    translatable("attributes"),
    translatable("skills"),
    translatable("weapons"),
    translatable("hp"),
    translatable("max_hp"),
    translatable("token"),
    translatable("player"),
    translatable("gm"),
    translatable("specialization"),
    translatable("specialization_used"),
    translatable("xp"),
    translatable("count"),
    translatable("precision"),
    translatable("skill"),
    translatable("bands"),
    translatable("ammo"),
    translatable("notice"),
    translatable("ranged_weapons"),
    translatable("melee_weapons"),
    translatable("athletics"),
    translatable("dance"),
    translatable("search"),
    translatable("commerce"),
    translatable("drive"),
    translatable("diagnosis"),
    translatable("etiquette"),
    translatable("languages"),
    translatable("computers"),
    translatable("lip_reading"),
    translatable("law"),
    translatable("mechanics"),
    translatable("medicine"),
    translatable("music"),
    translatable("brawl"),
    translatable("pilot"),
    translatable("tracking"),
    translatable("stealth"),
    translatable("survival"),
)
"""The model's field names (and choice keys), as the sheet editor labels its rows in the
console's language (``gmconsole.sheets.field_label``); a name not here is shown as it is."""
