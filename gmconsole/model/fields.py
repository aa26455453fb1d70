"""Field types shared by the party models: ranged ints, safe text, ids.

Each raises a PydanticCustomError whose message is already in the user's words and
language ("must be 2..10"), so the loader only adds the path and the value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated

from pydantic import AfterValidator, ConfigDict, StringConstraints
from pydantic_core import PydanticCustomError

from gmconsole.i18n import t

STRICT = ConfigDict(extra="forbid", strict=True, defer_build=True, frozen=True)
"""Every model: unknown keys are errors and no silent type coercion ("3" is not 3).

Empty lists and dicts are written ``= []`` and ``= {}``: pydantic copies such a default
for each instance, and ``Field(default_factory=list)`` costs an inspection of the
builtin's signature per field while the schema is built (~5 ms of every start)."""

MAX_NAME = 10_000
MAX_NOTES = 100_000
CONTROL_CHARACTERS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
"""Control characters but newline and tab: refused in names and notes, typed or loaded."""


@dataclass(frozen=True, slots=True)
class InRange(AfterValidator):
    """The check of a ranged int, which says its bounds (the sheet editor reads them)."""

    low: int = 0
    high: int = 0


def in_range(low: int, high: int, *, high_by_maximum: bool = False) -> InRange:
    """The check of an int limited to ``low..high`` (the message ``must be low..high``):
    ``Annotated[int, in_range(2, 10)]`` is an int to a type checker too.
    ``high_by_maximum``: the model checks the value against the character's own maximum
    (RyF's hp, at most 40), so above ``high`` is left to that check, which says the true
    bound (play-test 30: "must be -99 to 40" for an hp of 50 whose maximum is 36)."""

    def check(value: int) -> int:
        if not low <= value <= high and not (high_by_maximum and value > high):
            raise PydanticCustomError(
                "range", t("must be {low} to {high}"), {"low": low, "high": high}
            )
        return value

    return InRange(check, low, high)


def cross_field_error(
    kind: str, template: str, context: dict[str, object], keys: dict[str, str] | None = None
) -> PydanticCustomError:
    """A check across fields, about ``context["field"]`` (a key, or a path such as
    ``["weapons", 0, "ammo"]``; its value in ``context["got"]``). ``template`` (translated)
    names the other fields and choices it speaks of by placeholders, ``keys`` giving the
    key each one names: a file's check says the key (``strikes_max``), the sheet editor the
    label its row shows ("strikes máx."; ``validation_messages.validation_problems``)."""
    named = dict(keys or {})
    return PydanticCustomError(
        kind, template, {**context, **named, "template": template, "keys": named}
    )


def _safe_text(limit: int) -> AfterValidator:
    def check(value: str) -> str:
        match = CONTROL_CHARACTERS.search(value)
        if match:
            raise PydanticCustomError(
                "control_character",
                t(
                    "control character {char} at position {pos} is not allowed "
                    "(only newline and tab)"
                ),
                {"char": repr(match.group())[1:-1], "pos": match.start()},
            )
        if len(value) > limit:
            raise PydanticCustomError(
                "too_long", t("must be at most {limit} characters"), {"limit": limit}
            )
        return value

    return AfterValidator(check)


Name = Annotated[str, StringConstraints(min_length=1), _safe_text(MAX_NAME)]
"""A name shown to people: kept byte for byte; control characters refused."""
Notes = Annotated[str, _safe_text(MAX_NOTES)]

_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def _check_id(value: str) -> str:
    if not _ID.match(value):
        raise PydanticCustomError(
            "id", t("must be 1 to 64 letters, digits, '-' or '_' (an id, not a name)")
        )
    return value


Id = Annotated[str, AfterValidator(_check_id)]
"""A stable id the encounter and log refer to, never shown as a name."""
