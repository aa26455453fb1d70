"""A character's sheet as a form, read from its system's pydantic model.

Nothing here knows a system: the rows come from the model's fields (their types, ranges,
choices and docstrings), so a new system's characters get their editor from their model.
A field's type decides its row:

- ``int`` (with ``in_range``'s or pydantic's bounds), ``str``, ``bool``, a ``Literal`` or an
  ``Enum`` (a choice), optional ones (empty is none), ``list[int]`` (typed ``35, 60, 120``);
- a model (``attributes``): a heading and its fields below;
- a list of models or of text (weapons, counters, FIDS skills): a heading and one block
  per item, which the editor adds and removes;
- a dict keyed by a choice (RyF's skills): one row per possible key, empty is absent;
- a dict keyed by text (Eclipse Phase's skills): one block per item, its key a row.

The form holds the sheet as JSON-like data (``to_form``; a text-keyed dict becomes a list
of ``{key, value}`` items, so a key can be typed); what the GM types is stored as typed
when it does not read (``"x"`` in an int), so the model's own check says what is wrong, in
the words ``gmconsole check`` uses (``gmconsole.validation_messages``).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field

from pydantic import BaseModel, ValidationError

from gmconsole.i18n import t
from gmconsole.sheet_fields import (
    SCALARS,
    Shape,
    choice_text,
    docstrings,
    field_help,
    field_shapes,
    ordered_fields,
    read_choice,
    read_yes_no,
    row_label,
    shape_of,
    yes_no,
)
from gmconsole.validation_messages import Loc, field_path, validation_problems

KEY = "key"
"""A text-keyed dict's item in the form: its key ..."""
VALUE = "value"
"""... and its value."""

FormPath = tuple[str | int, ...]
"""Where a value is in the form's data (``('weapons', 0, 'damage')``)."""


@dataclass(frozen=True)
class Row:
    """One line of the form: a field to type in, or a heading."""

    path: FormPath
    label: str
    shape: Shape
    depth: int = 0
    help: str = ""
    item: FormPath | None = None
    """The list item it belongs to (what removing a row removes)."""
    drop_empty: bool = False
    """Emptied, its key leaves the dict (a skill not written is 0)."""
    heading: bool = False
    """A heading: a model's name, or a list's (a new row goes to that list)."""


@dataclass(frozen=True)
class Problems:
    """What the checks say about a sheet: refusals, each with the row it is about (None:
    the whole sheet), and warnings that do not refuse (RyF's creation limits)."""

    errors: list[tuple[FormPath | None, str]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def at(self, path: FormPath) -> str:
        return next((line for where, line in self.errors if where == path), "")


@dataclass(frozen=True)
class SheetForm:
    """What the editor edits: the character's model and id, its sheet as form data, and
    the checks beyond the model's that decide whether it can be applied (the party's)."""

    model: type[BaseModel]
    cid: str | None
    """None: a model without an id (the party's house options)."""
    data: dict[str, object]
    more: Callable[[BaseModel], Problems]
    hidden: frozenset[str] = frozenset()
    """Fields not offered (a player's resources on a creature's sheet); kept as they are."""

    def check(self, form: dict[str, object]) -> Problems:
        return self.read(form)[1]

    def read(self, form: dict[str, object]) -> tuple[BaseModel | None, Problems]:
        """The character the form makes (None: refused) and what the checks say."""
        return problems_of(self.model, form, self.cid, self.more)

    def rows(self, form: dict[str, object]) -> list[Row]:
        return sheet_rows(self.model, form, self.hidden)

    def follow(
        self, before: BaseModel | None, form: dict[str, object]
    ) -> tuple[dict[str, object], list[str]]:
        """The form with each value that was at its maximum in ``before`` (the last
        character the form made) at the maximum the form makes now, and a line for each:
        what the model names in ``SHEET_FOLLOWS`` (RyF: ``{"hp": "hp_max"}``, HP follows
        resistance x 4). A value below its maximum stays (a wounded character); above the
        new one, the model's check refuses it, as ``gmconsole check`` does."""
        follows: dict[str, str] = getattr(self.model, "SHEET_FOLLOWS", {})
        lines: list[str] = []
        for name, maximum in follows.items() if before is not None else ():
            old, old_max = getattr(before, name), getattr(before, maximum)
            if old != old_max or value_at(form, (name,)) != old:
                continue
            low = field_shapes(self.model)[name].low
            probe = {**_with_id(from_form(self.model, form), self.cid), name: low}
            try:
                new_max = getattr(self.model.model_validate(probe), maximum)
            except ValidationError:
                continue
            if new_max != old_max:
                form = with_value(form, (name,), new_max)
                lines.append(
                    t(
                        "{field} follows its maximum: {value}",
                        field=row_label(name),
                        value=new_max,
                    )
                )
        return form, lines


# --- the form's data -------------------------------------------------------------------
def to_form(model: type[BaseModel], data: dict[str, object]) -> dict[str, object]:
    """A model's data (``model_dump(mode="json")``) as the form holds it."""
    shapes = field_shapes(model)
    return {name: _to_form(shapes.get(name), value) for name, value in data.items()}


def _to_form(shape: Shape | None, value: object) -> object:
    if shape is None:
        return value
    if shape.kind == "model" and shape.model is not None and isinstance(value, dict):
        return to_form(shape.model, value)
    if shape.kind == "list" and isinstance(value, list):
        return [_to_form(shape.item, item) for item in value]
    if shape.kind == "free_dict" and isinstance(value, dict):
        return [{KEY: key, VALUE: _to_form(shape.item, item)} for key, item in value.items()]
    return value


def from_form(model: type[BaseModel], form: dict[str, object]) -> dict[str, object]:
    """The form's data as the model's (what is validated and saved)."""
    shapes = field_shapes(model)
    return {name: _from_form(shapes.get(name), value) for name, value in form.items()}


def _from_form(shape: Shape | None, value: object) -> object:
    if shape is None:
        return value
    if shape.kind == "model" and shape.model is not None and isinstance(value, dict):
        return from_form(shape.model, value)
    if shape.kind == "list" and isinstance(value, list):
        return [_from_form(shape.item, item) for item in value]
    if shape.kind == "free_dict" and isinstance(value, list):
        return {
            item[KEY]: _from_form(shape.item, item.get(VALUE))
            for item in value
            if isinstance(item, dict) and isinstance(item.get(KEY), str)
        }
    return value


def blank(shape: Shape) -> object:
    """A new value of a shape: 0 (or the range's low end), empty text, the first choice."""
    if shape.optional:
        return None
    match shape.kind:
        case "int":
            low, high = shape.low, shape.high
            return 0 if (low is None or low <= 0) and (high is None or high >= 0) else low
        case "choice":
            return shape.choices[0] if shape.choices else ""
        case "bool":
            return False
        case "model" if shape.model is not None:
            return blank_model(shape.model)
        case "list" | "ints" | "free_dict":  # a text-keyed dict is a list of items here
            return []
        case "fixed_dict":
            return {}
    return ""


def blank_model(model: type[BaseModel]) -> dict[str, object]:
    """A new item of a list (a weapon, a counter): defaults, else blanks to fill in."""
    data: dict[str, object] = {}
    for name, info in model.model_fields.items():
        shape = shape_of(info.annotation, info.metadata)
        if info.is_required():
            data[name] = blank(shape)
            continue
        default = info.get_default(call_default_factory=True)
        if isinstance(default, BaseModel):
            default = default.model_dump(mode="json")
        data[name] = _to_form(shape, copy.deepcopy(default))
    return data


def value_at(form: object, path: FormPath) -> object:
    """The form's value at ``path`` (None when it is absent)."""
    current = form
    for part in path:
        if isinstance(current, dict) and isinstance(part, str):
            current = current.get(part)
        elif isinstance(current, list) and isinstance(part, int) and part < len(current):
            current = current[part]
        else:
            return None
    return current


def with_value(form: dict[str, object], path: FormPath, value: object, drop: bool = False) -> dict:
    """A copy of the form with ``value`` at ``path`` (``drop``: the key removed)."""
    new = copy.deepcopy(form)
    parent: object = value_at(new, path[:-1]) if len(path) > 1 else new
    last = path[-1]
    if isinstance(parent, dict) and isinstance(last, str):
        if drop:
            parent.pop(last, None)
        else:
            parent[last] = value
    elif isinstance(parent, list) and isinstance(last, int):
        if drop:
            del parent[last]
        else:
            parent[last] = value
    return new


def row_text(form: dict[str, object], row: Row) -> str:
    """What the row's input shows."""
    value = value_at(form, row.path)
    if value is None:
        return ""
    if row.shape.kind == "choice" and value in row.shape.choices:
        return choice_text(str(value))
    if row.shape.kind == "bool":
        return yes_no(value)
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def with_text(form: dict[str, object], row: Row, text: str) -> dict[str, object]:
    """The form after the GM typed ``text`` in ``row``: an int that reads is an int, an
    empty optional is none; anything else stays as typed, for the checks to name."""
    shape = row.shape
    stripped = text.strip()
    if shape.optional and not stripped:
        return with_value(form, row.path, None, drop=row.drop_empty)
    value: object = text
    if shape.kind == "int":
        value = _int(stripped)
    elif shape.kind == "choice":
        value = read_choice(shape.choices, stripped)
    elif shape.kind == "bool":
        value = read_yes_no(stripped)
    elif shape.kind == "ints":
        parts = [p for p in stripped.replace(",", " ").split() if p]
        numbers = [_int(p) for p in parts]
        value = numbers if all(isinstance(n, int) for n in numbers) else text
    return with_value(form, row.path, value)


def _int(text: str) -> int | str:
    try:
        return int(text)
    except ValueError:
        return text


# --- rows ------------------------------------------------------------------------------
def sheet_rows(
    model: type[BaseModel], form: dict[str, object], hidden: frozenset[str] = frozenset()
) -> list[Row]:
    """The form's lines, top to bottom (``hidden``: top-level fields left out)."""
    rows: list[Row] = []
    _model_rows(model, form, (), 0, None, rows, top=True)
    return [row for row in rows if row.path[0] not in hidden]


def _model_rows(
    model: type[BaseModel],
    data: object,
    path: FormPath,
    depth: int,
    item: FormPath | None,
    rows: list[Row],
    top: bool = False,
) -> None:
    values = data if isinstance(data, dict) else {}
    shapes = field_shapes(model)
    for name in ordered_fields(model, top):
        shape = shapes[name]
        if shape.kind == "other":
            continue
        here = (*path, name)
        label = row_label(name, within=str(path[-1]) if path else "")
        helped = field_help(model, name, shape)
        described = t(docstrings(model)[name]) if name in docstrings(model) else ""
        if shape.kind in SCALARS:
            rows.append(Row(here, label, shape, depth, helped, item))
        elif shape.kind == "model" and shape.model is not None:
            rows.append(Row(here, label, shape, depth, described, item, heading=True))
            _model_rows(shape.model, values.get(name), here, depth + 1, item, rows)
        elif shape.kind == "fixed_dict" and shape.item is not None:
            rows.append(Row(here, label, shape, depth, described, item, heading=True))
            for key in shape.keys:
                entry_help = shape.item.allowed()
                rows.append(
                    Row(
                        (*here, key),
                        row_label(key),
                        shape.item,
                        depth + 1,
                        entry_help,
                        item,
                        drop_empty=True,
                    )
                )
        elif shape.kind in ("list", "free_dict") and shape.item is not None:
            rows.append(Row(here, label, shape, depth, described, item, heading=True))
            _item_rows(shape, values.get(name), here, label, depth + 1, rows)


def _item_rows(
    shape: Shape, items: object, path: FormPath, label: str, depth: int, rows: list[Row]
) -> None:
    inner = shape.item
    assert inner is not None
    for i, value in enumerate(items if isinstance(items, list) else []):
        here = (*path, i)
        title = f"{label} {i + 1}"
        if shape.kind == "free_dict":
            rows.append(Row((*here, KEY), title, Shape("text"), depth, t("the name"), here))
            value_path = (*here, VALUE)
            if inner.kind == "model" and inner.model is not None:
                _model_rows(
                    inner.model, value_at(value, (VALUE,)), value_path, depth + 1, here, rows
                )
            else:
                rows.append(Row(value_path, t("value"), inner, depth + 1, inner.allowed(), here))
        elif inner.kind == "model" and inner.model is not None:
            rows.append(Row(here, title, inner, depth, "", here, heading=True))
            _model_rows(inner.model, value, here, depth + 1, here, rows)
        else:
            rows.append(Row(here, title, inner, depth, inner.allowed(), here))


def list_rows(rows: list[Row]) -> list[Row]:
    """The headings of the lists a row can be added to."""
    return [r for r in rows if r.heading and r.shape.kind in ("list", "free_dict")]


def with_new_item(form: dict[str, object], heading: Row) -> tuple[dict[str, object], FormPath]:
    """The form with a new item at the end of a list, and the new item's path."""
    items = value_at(form, heading.path)
    items = list(items) if isinstance(items, list) else []
    inner = heading.shape.item
    assert inner is not None
    new: object = blank(inner)
    if heading.shape.kind == "free_dict":
        new = {KEY: "", VALUE: new}
    return with_value(form, heading.path, [*items, new]), (*heading.path, len(items))


def without_item(form: dict[str, object], item: FormPath) -> dict[str, object]:
    return with_value(form, item, None, drop=True)


# --- checks ----------------------------------------------------------------------------
def model_problems(
    model: type[BaseModel], form: dict[str, object], error: ValidationError
) -> list[tuple[FormPath | None, str]]:
    """The model's refusals, each at its row's path and said by the row's words ("armas 1
    · alcances: ..."; play-test 22 read the file's "weapons[0].bands"), or by the file's
    path where no row shows it (``gmconsole check``'s words); another field a check names
    by its row's label too ("strikes máx.", not the key ``strikes_max``; play-test 29)."""
    labels = {row.path: row.label.strip() for row in sheet_rows(model, form, frozenset())}

    def word(loc: Loc, key: str) -> str:  # a field the message names: its row's label
        at = _form_path(model, form, (*loc[:-1], key))
        return labels[at] if at in labels else choice_text(key)

    problems: list[tuple[FormPath | None, str]] = []
    for loc, message in validation_problems(error, model, word):
        path = _form_path(model, form, loc)
        if path is not None and path in labels:
            items = [  # a named item (a skill) has no heading: its name row's label
                labels.get(path[: i + 1]) or labels.get((*path[: i + 1], KEY), "")
                for i, part in enumerate(path[:-1])
                if isinstance(part, int)
            ]
            where = " · ".join(dict.fromkeys([*filter(None, items), labels[path]]))
        else:
            where = field_path(loc)
        problems.append((path, f"{where}: {message}"))
    return problems


def _form_path(model: type[BaseModel], form: object, loc: Loc) -> FormPath | None:
    """A problem's place in the model's data -> the row's path in the form's."""
    path: list[str | int] = []
    shape: Shape | None = Shape("model", model=model)
    data = form
    parts = list(loc)
    while parts:
        part = parts.pop(0)
        if shape is None:
            return None
        if shape.kind == "model" and shape.model is not None and isinstance(part, str):
            shape = field_shapes(shape.model).get(part)
            path.append(part)
        elif shape.kind in ("list", "ints") and isinstance(part, int):
            if shape.kind == "ints":
                return tuple(path)
            shape = shape.item
            path.append(part)
        elif shape.kind == "fixed_dict" and isinstance(part, str):
            path.append(part)
            shape = shape.item
        elif shape.kind == "free_dict" and isinstance(part, str):
            items = value_at(data, tuple(path))
            listed = items if isinstance(items, list) else []
            keys = [item.get(KEY) if isinstance(item, dict) else None for item in listed]
            if part not in keys:
                return None
            index = keys.index(part)
            if not parts:  # the key itself was refused
                return (*path, index, KEY)
            path += [index, VALUE]
            shape = shape.item
        else:
            return None
    return tuple(path)


def _with_id(data: dict[str, object], cid: str | None) -> dict[str, object]:
    return data if cid is None else {**data, "id": cid}


def problems_of(
    model: type[BaseModel],
    form: dict[str, object],
    cid: str | None,
    more: Callable[[BaseModel], Problems],
) -> tuple[BaseModel | None, Problems]:
    """The character the form makes (None when the model refuses it) and what the checks
    say: the model's refusals, else ``more``'s (the party's checks, the warnings)."""
    twice = _keys_twice(model, form, ())
    data = _with_id(from_form(model, form), cid)
    try:
        character = model.model_validate(data)
    except ValidationError as error:
        return None, Problems(twice + model_problems(model, form, error))
    if twice:
        return None, Problems(twice)
    return character, more(character)


def _keys_twice(
    model: type[BaseModel], form: object, path: FormPath
) -> list[tuple[FormPath | None, str]]:
    """A text-keyed dict's names typed twice (the second would replace the first)."""
    found: list[tuple[FormPath | None, str]] = []
    values = form if isinstance(form, dict) else {}
    for name, shape in field_shapes(model).items():
        here = (*path, name)
        if shape.kind == "model" and shape.model is not None:
            found += _keys_twice(shape.model, values.get(name), here)
        if shape.kind != "free_dict":
            continue
        seen: set[object] = set()
        items = values.get(name)
        for i, item in enumerate(items if isinstance(items, list) else []):
            key = item.get(KEY) if isinstance(item, dict) else None
            if key in seen:
                where = ".".join(str(part) for part in here)
                line = t("{where}: {key} is there twice", where=where, key=repr(key))
                found.append(((*here, i, KEY), line))
            seen.add(key)
    return found
