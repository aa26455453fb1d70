"""How the sheet editor reads a model's fields (``gmconsole.sheets``): each field's type as
a ``Shape`` (int with its bounds, text, a choice, a bool, numbers, a model, a list, a dict),
the fields' order, their labels in the console's language and their help (their
docstrings). Nothing here knows a system."""

from __future__ import annotations

import ast
import functools
import inspect
import textwrap
import types
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Annotated, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from gmconsole.i18n import t, translatable, translations
from gmconsole.model.fields import InRange

Kind = Literal[
    "int", "text", "choice", "bool", "ints", "model", "list", "fixed_dict", "free_dict", "other"
]
SCALARS = frozenset({"int", "text", "choice", "bool", "ints"})
"""The kinds edited in one row."""


@dataclass(frozen=True)
class Shape:
    """What a field's type is, for the form."""

    kind: Kind
    optional: bool = False
    """Empty means none (``max_hp``) or, in a dict keyed by a choice, absent."""
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    model: type[BaseModel] | None = None
    item: Shape | None = None
    """A list's items, a dict's values."""
    keys: tuple[str, ...] = ()
    """A dict keyed by a choice: its possible keys."""

    def allowed(self) -> str:
        """What may be typed, in words (the help line's start)."""
        if self.kind == "int":
            if self.low is not None and self.high is not None:
                words = t("a whole number {low} to {high}", low=self.low, high=self.high)
            else:
                words = t("a whole number")
        elif self.kind == "choice":
            listed = ", ".join(field_label(choice) for choice in self.choices)
            if len(self.choices) <= SHORT_CHOICE or len(listed) <= CHOICES_LISTED:
                words = t("one of {allowed}", allowed=listed)
            else:  # 22 RyF skills: the first letters find one
                words = t(
                    "one of {n}: type its first letters (right arrow completes)",
                    n=len(self.choices),
                )
        elif self.kind == "ints":
            words = t("whole numbers separated by commas")
        elif self.kind == "bool":
            words = t("yes or no (space switches it)")
        else:
            words = t("text")
        return words + (t(" (empty: none)") if self.optional else "")


CHOICES_LISTED = 48
"""A longer choice's words longer than this are not listed in the help line (it fits 80
columns with the row's name and description): the first letters typed complete one."""
SHORT_CHOICE = 9
"""A choice of this many values or fewer is always listed whole, whatever its words'
length (play-test 29: EZD6's six wealth levels, 50 letters in Spanish, were "one of 6:
type its first letters" and the GM never saw them): bad input names the allowed values."""


def choice_text(choice: str) -> str:
    """A choice as the form shows it: its name in the console's language (RyF's
    ``brawl`` is "Pelea")."""
    return field_label(choice)


def read_choice(choices: tuple[str, ...], text: str) -> str:
    """The choice typed (its name in either language, or its id, in any case or
    accents), else the text as typed, for the checks to refuse."""
    wanted = folded(text.strip())
    for choice in choices:
        if wanted in (folded(choice), folded(choice_text(choice))):
            return choice
    return text.strip()


def yes_no(value: object) -> str:
    return t("yes") if value is True else t("no") if value is False else str(value)


def read_yes_no(text: str) -> bool | str:
    """``yes``/``no`` as typed (either language), else the text, for the checks."""
    wanted = folded(text.strip())
    if wanted in {folded(t("yes")), "yes", "true"}:
        return True
    if wanted in {folded(t("no")), "no", "false"}:
        return False
    return text


def folded(text: str) -> str:
    """Lower case without accents or the underscores of ids."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().replace("_", " "))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# --- types -----------------------------------------------------------------------------
def shape_of(annotation: object, metadata: Sequence[object] = ()) -> Shape:
    """The form's reading of a field's type (``other``: kept as it is, not shown)."""
    meta = list(metadata)
    while get_origin(annotation) is Annotated:
        annotation, *more = get_args(annotation)
        meta += more
    origin = get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        args = get_args(annotation)
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1 and len(rest) < len(args):
            inner = shape_of(rest[0], meta)
            return replace(inner, optional=True) if inner.kind in SCALARS else Shape("other")
        return Shape("other")
    if origin is Literal:
        return Shape("choice", choices=tuple(str(a) for a in get_args(annotation)))
    if isinstance(annotation, type):
        if issubclass(annotation, Enum):
            return Shape("choice", choices=tuple(str(m.value) for m in annotation))
        if annotation is bool:
            return Shape("bool")
        if annotation is int:
            low, high = _bounds(meta)
            return Shape("int", low=low, high=high)
        if annotation is str:
            return Shape("text")
        if issubclass(annotation, BaseModel):
            return Shape("model", model=annotation)
    if origin is list:
        (item,) = get_args(annotation)
        inner = shape_of(item)
        if inner.kind == "int":
            return Shape("ints", item=inner)
        if inner.kind in ("text", "choice", "model"):
            return Shape("list", item=inner)
    if origin is dict:
        key, value = get_args(annotation)
        key_shape, value_shape = shape_of(key), shape_of(value)
        if key_shape.kind == "choice" and value_shape.kind in SCALARS - {"bool", "ints"}:
            return Shape(
                "fixed_dict", item=replace(value_shape, optional=True), keys=key_shape.choices
            )
        if key_shape.kind == "text" and value_shape.kind in {"int", "text", "choice", "model"}:
            return Shape("free_dict", item=value_shape)
    return Shape("other")


def _bounds(metadata: Sequence[object]) -> tuple[int | None, int | None]:
    low: int | None = None
    high: int | None = None
    for item in metadata:
        if isinstance(item, InRange):
            low, high = item.low, item.high
        for name, offset in (("ge", 0), ("gt", 1)):
            if isinstance(value := getattr(item, name, None), int):
                low = value + offset
        for name, offset in (("le", 0), ("lt", -1)):
            if isinstance(value := getattr(item, name, None), int):
                high = value + offset
    return low, high


def field_shapes(model: type[BaseModel]) -> dict[str, Shape]:
    """Each field's shape, from the model's annotations."""
    return {
        name: shape_of(info.annotation, info.metadata) for name, info in model.model_fields.items()
    }


FIRST = ("name",)
LAST = ("counters", "notes")
HIDDEN = ("id",)
"""A character's id stays as it is: the fight and the log refer to it."""


def ordered_fields(model: type[BaseModel], top: bool) -> list[str]:
    """The fields in the model's order; a character's name first, its counters and notes
    (common to every system) last, its id not at all."""
    names = list(model.model_fields)
    if not top:
        return names
    middle = [n for n in names if n not in (*FIRST, *LAST, *HIDDEN)]
    return [n for n in FIRST if n in names] + middle + [n for n in LAST if n in names]


# --- words -----------------------------------------------------------------------------
COMMON_WORDS = (
    translatable("name"),
    translatable("notes"),
    translatable("counters"),
    translatable("min"),
    translatable("max"),
)
"""The fields every character has (``CharacterBase``, ``Counter``), as rows are labelled;
each system's ``FIELD_WORDS`` (in its model) labels its own."""


def field_label(name: str, within: str = "") -> str:
    """A field's name in the console's language where a catalog has it (RyF's
    ``strength`` is "Fuerza"), else with spaces (``max hp``). ``within``: the field it
    sits in, the gettext context of a label that differs there (FIDS's attribute
    ``precision`` is "Precisión", msgctxt "attributes"; a RyF weapon's is "precisión")."""
    if within and (shown := translations().pgettext(within, name)) != name:
        return shown
    shown = t(name)
    return shown if shown != name else name.replace("_", " ")


SHORT_WORDS = {"hp": "HP", "xp": "XP", "gm": "GM"}
"""Words of field names that English writes in capitals."""


def row_label(name: str, within: str = "") -> str:
    """A sheet row's label: the field's word where a catalog has one (``field_label``),
    else its name as an English heading (``energy_max``: "Energy max", ``max_hp``: "Max
    HP"; play-test 31: the English editor read "energy max", "skills 1", where the
    Spanish one reads "Energía máx.", "Fuerza")."""
    shown = field_label(name, within)
    if shown != name.replace("_", " "):
        return shown
    words = " ".join(SHORT_WORDS.get(word, word) for word in name.split("_"))
    return words[:1].upper() + words[1:]


@functools.cache
def docstrings(model: type) -> dict[str, str]:
    """The docstrings written under a model's fields (``hp: int`` then ``\"\"\"...\"\"\"``),
    of its own class and those it inherits. Read once per model: the editor asks it for
    every row it builds, and opening RyF's sheet took 310-375 ms of CPU without this memo
    against 70-100 ms with it (``uv run python benchmarks/bench_sheet_editor.py``, "sheet
    editor opening"); a class never changes, so it cannot go stale."""
    found: dict[str, str] = {}
    for cls in reversed(model.__mro__):
        if not (isinstance(cls, type) and issubclass(cls, BaseModel)) or cls is BaseModel:
            continue
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
        except (OSError, TypeError, SyntaxError):
            continue
        body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
        for node, after in zip(body, body[1:], strict=False):
            if (
                isinstance(node, ast.AnnAssign)
                and isinstance(node.target, ast.Name)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                found[node.target.id] = " ".join(after.value.value.split())
    return found


def field_help(model: type[BaseModel], name: str, shape: Shape) -> str:
    """What the row's help line says: what may be typed, then the field's description."""
    info = model.model_fields.get(name)
    described = (info.description if info is not None else None) or docstrings(model).get(name, "")
    words = shape.allowed()
    return f"{words} · {t(described)}" if described else words
