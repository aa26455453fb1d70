"""Eclipse Phase's party file: its characters, enemies, options and pools."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel

from gmconsole.i18n import got, t, translatable
from gmconsole.model.characters import CharacterBase
from gmconsole.model.fields import STRICT, Id, Name, in_range
from gmconsole.model.party import EnemyCount, NoState, PartyBase
from rules import eclipse_phase

Aptitude = Annotated[int, in_range(eclipse_phase.APTITUDE_MIN, eclipse_phase.APTITUDE_MAX)]
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
    value: Annotated[int, in_range(0, eclipse_phase.SKILL_MAX)] = 0
    aptitude: AptitudeId
    can_default: bool = True


class EclipsePhaseCharacter(CharacterBase):
    aptitudes: EpAptitudes
    skills: dict[Name, EpSkill] = {}


class EclipsePhaseEnemy(EclipsePhaseCharacter):
    count: EnemyCount = 1


class EclipsePhaseOptions(BaseModel):
    model_config = STRICT
    initiative_roll: bool = True
    """House option (the text has no initiative rule): i and r roll 1d10 + (INT + REF) / 5
    rounded down. Off: the GM types each initiative (e)."""


class Retry(BaseModel):
    """Failed tries so far for one combatant and skill (-10 each)."""

    model_config = STRICT
    combatant: Id
    skill: Name
    failures: Annotated[int, in_range(1, 99)]


class EclipsePhaseFight(BaseModel):
    """Eclipse Phase's state on a fight (``[encounter.extra]``)."""

    model_config = STRICT
    retries: list[Retry] = []
    """The retry counters (the panel's "retry of the same test"); they end with the fight."""


class EclipsePhaseParty(
    PartyBase[
        EclipsePhaseCharacter, EclipsePhaseEnemy, NoState, EclipsePhaseFight, EclipsePhaseOptions
    ]
):
    system: Literal["eclipse_phase"]

    def system_problems(self) -> list[str]:
        in_fight = {c.id for c in self.encounter.combatants}
        return [
            f"encounter.extra.retries[{i}].combatant: "
            + t("not in the fight")
            + got(repr(r.combatant))
            for i, r in enumerate(self.encounter.extra.retries)
            if r.combatant not in in_fight
        ]


FIELD_WORDS = (
    translatable("initiative_roll"),
    translatable("aptitudes"),
    translatable("skills"),
    translatable("aptitude"),
    translatable("can_default"),
    translatable("count"),
    translatable("cognition"),
    translatable("coordination"),
    translatable("intuition"),
    translatable("reflexes"),
    translatable("savvy"),
    translatable("somatics"),
    translatable("willpower"),
)
"""The model's field names (and choice keys), as the sheet editor labels its rows in the
console's language (``gmconsole.sheets.field_label``); a name not here is shown as it is."""
