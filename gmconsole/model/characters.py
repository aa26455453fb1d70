"""Characters of the four systems: player characters and enemy stat blocks alike."""

from __future__ import annotations

from pydantic import BaseModel, model_validator
from pydantic_core import PydanticCustomError

from gmconsole.i18n import t
from gmconsole.model.fields import STRICT, Id, Name, Notes, cross_field_error


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
            raise cross_field_error(
                "counter",
                t("must be <= {max_field} ({max})"),
                {"field": "min", "got": self.min, "max": self.max},
                {"max_field": "max"},
            )
        if not self.min <= self.value <= self.max:
            raise PydanticCustomError(
                "counter",
                t("must be {min} to {max}"),
                {"min": self.min, "max": self.max, "field": "value", "got": self.value},
            )
        return self


class CharacterBase(BaseModel):
    """What every character has: a stable id, a name, notes and generic counters."""

    model_config = STRICT
    id: Id
    name: Name
    notes: Notes = ""
    counters: list[Counter] = []

    def counter_named(self, name: str | None) -> Counter | None:
        """The counter called ``name`` (case and outer spaces ignored), None when it has
        none (or no name is given): what a weapon's ammunition or a potion names."""
        if not name:
            return None
        wanted = name.strip().casefold()
        return next((c for c in self.counters if c.name.strip().casefold() == wanted), None)
