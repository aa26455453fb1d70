"""The questions an intent asks the GM, as values.

The screen shows each as its dialog (``screens/question_dialogs.py``); a test answers
them from a script. A question names what it asks and the answers it allows, never how
it is drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from gmconsole.sheets import SheetForm


@dataclass(frozen=True)
class Field:
    """One value of a form."""

    key: str
    label: str
    default: str = ""
    kind: Literal["text", "int", "optional_int", "change"] = "text"
    low: int = -999
    high: int = 999
    suggestions: tuple[str, ...] = ()
    """Text fields: values offered as the GM types (right arrow accepts)."""
    asked: bool = True
    """Enter in the field before moves on to this one while it is empty (a condition's
    rounds). False: that enter confirms, this one left empty (an initiative that is
    rolled when left empty: ``a 3 enter`` adds three), unless an asked empty field after the
    form's first makes enter walk every field (FormDialog: quick-add's name, its harm
    track, then its initiative). Tab still reaches it."""
    parse: Callable[[str], object] | None = None
    """Text fields: reads the text into the value (ValueError: its message is shown)."""


@dataclass(frozen=True)
class Confirm:
    """A yes/no question; the answer is True or False (escape: no)."""

    text: str
    must_be_seen: bool = False
    """Keys typed before it was drawn do not answer it (a question that a key's action
    raised, which the keys typed behind that key were not meant for)."""


@dataclass(frozen=True)
class Choose:
    """One of ``options`` (value, label); the answer is the value, None when cancelled."""

    title: str
    options: list[tuple[object, str]]


@dataclass(frozen=True)
class Form:
    """Values typed into ``fields``; the answer maps each field's key to its checked
    value, None when cancelled."""

    title: str
    fields: list[Field]
    hint: str = ""


@dataclass(frozen=True)
class Sheet:
    """A character's sheet to edit (``gmconsole.sheets``); the answer is the sheet's data
    as the party file writes it (without the id), once every check passes; None when
    cancelled."""

    title: str
    form: SheetForm
