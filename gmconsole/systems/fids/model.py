"""FIDS's party file: its characters, enemies, options and pools."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, Field, model_validator
from pydantic_core import PydanticCustomError

from gmconsole.i18n import t, translatable
from gmconsole.model.characters import CharacterBase
from gmconsole.model.fields import STRICT, Name, cross_field_error, in_range
from gmconsole.model.party import EnemyCount, NoState, PartyBase
from rules import fids

FidsAttribute = Annotated[int, in_range(fids.ATTRIBUTE_MIN, fids.ATTRIBUTE_MAX)]


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
    skills: list[Name] = []
    """Trained skills: a test that uses one is favorable."""
    energy: Annotated[int, in_range(0, 99, high_by_maximum=True)] = 0
    energy_max: Annotated[int, in_range(0, 99)] = 0

    # In the sheet editor, Energy at its maximum (a new member's 0 of 0 too) follows the
    # maximum; below it, it stays (play-test 31: a new member started at 0/4).
    SHEET_FOLLOWS: ClassVar[dict[str, str]] = {"energy": "energy_max"}

    @model_validator(mode="after")
    def _energy(self) -> FidsCharacter:
        if self.energy > self.energy_max:
            raise cross_field_error(
                "energy",
                t("must be <= {energy_max} ({max})"),
                {"max": self.energy_max, "field": "energy", "got": self.energy},
                {"energy_max": "energy_max"},
            )
        return self


class FidsEnemy(FidsCharacter):
    count: EnemyCount = 1


class FidsOptions(BaseModel):
    model_config = STRICT
    misfortune_session_reset: bool = True
    """House option: "new session" sets Misfortune to 2 per player (at most the cap)."""
    misfortune_cap: bool = True
    """House option "Misfortune cap 15": the pool holds at most 15 (off: no cap)."""


class FidsPools(BaseModel):
    model_config = STRICT
    misfortune: Annotated[int, in_range(0, fids.MISFORTUNE_MAX)] = 0
    """The GM's Misfortune (Infortunio) pool; at most 15 while the cap option is on."""


class FidsParty(PartyBase[FidsCharacter, FidsEnemy, NoState, NoState, FidsOptions]):
    system: Literal["fids"]
    pools: FidsPools = Field(default_factory=FidsPools)

    @property
    def misfortune_cap(self) -> int | None:
        """The pool's cap (15) while the house option is on, else None (no cap)."""
        return fids.MISFORTUNE_CAP if self.options.misfortune_cap else None

    @model_validator(mode="after")
    def _misfortune_within_cap(self) -> FidsParty:
        cap = self.misfortune_cap
        if cap is not None and self.pools.misfortune > cap:
            # The same words as the range check had (the broken-file corpus expects them);
            # docs/party-format.md says options.misfortune_cap = false lifts the cap.
            raise PydanticCustomError(
                "misfortune",
                t("must be 0 to {cap}"),
                {"cap": cap, "field": "pools.misfortune", "got": self.pools.misfortune},
            )
        return self


FIELD_WORDS = (
    translatable("misfortune_session_reset"),
    translatable("misfortune_cap"),
    translatable("attributes"),
    translatable("skills"),
    translatable("energy"),
    translatable("energy_max"),
    translatable("count"),
    translatable("strength"),
    translatable("agility"),
    translatable("wit"),
    translatable("wisdom"),
    translatable("insight"),
    translatable("technique"),
    translatable("charisma"),
    translatable("precision"),
)
"""The model's field names (and choice keys), as the sheet editor labels its rows in the
console's language (``gmconsole.sheets.field_label``); a name not here is shown as it is.
``precision`` shares its lowercase Spanish with RyF's weapon field: the attribute's row
label, "Precisión", is in fids.po under the context "attributes"."""


def attribute_name(attribute: str) -> str:
    """An attribute as the panel, the combat box and the log name it: the text's word in
    Spanish (``Agilidad/Destreza``), the English one in English (``Agility``)."""
    word = t(attribute)
    return word[:1].upper() + word[1:]
