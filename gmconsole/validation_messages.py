"""A pydantic validation error as lines the GM can act on: where (``members[2].hp``), what
is wrong, what is allowed and what was there (``must be -99..40 (got 50)``).

Used for party files (gmconsole.storage), bestiary entries and operations' arguments.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import get_args, get_origin

from pydantic import BaseModel, ValidationError

from gmconsole.i18n import got, t, translatable


def field_path(loc: tuple[int | str, ...]) -> str:
    """``('members', 2, 'attributes', 'strength')`` -> ``members[2].attributes.strength``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text or t("(top level)")


_TYPE_WORDS = {
    "int_type": translatable("must be a whole number"),
    "int_parsing": translatable("must be a whole number"),
    "string_type": translatable("must be a string (in quotes)"),
    "bool_type": translatable("must be true or false"),
    "list_type": translatable("must be an array [...]"),
    "dict_type": translatable("must be a table"),
    "model_type": translatable("must be a table"),
    "model_attributes_type": translatable("must be a table"),
    "float_type": translatable("must be a number"),
    "missing": translatable("required key is missing"),
    "string_too_short": translatable("must not be empty"),
}
"""pydantic's error types in the GM's words (translated when a line is made)."""


def validation_lines(error: ValidationError, model: type | None = None) -> list[str]:
    """One line per problem: ``path.to.field: message (got X)``."""
    return [f"{field_path(loc)}: {message}" for loc, message in validation_problems(error, model)]


Loc = tuple[int | str, ...]
"""Where a problem is, as keys and indexes (``('attributes', 'strength')``)."""

Words = Callable[[Loc, str], str]
"""How a field or choice that a cross-field message names is said, given the problem's
place and its key (the sheet editor: the label of its row)."""


def validation_problems(
    error: ValidationError, model: type | None = None, words: Words | None = None
) -> list[tuple[Loc, str]]:
    """Each problem's place and what is wrong there (``validation_lines`` puts the place
    first, as the file names it; the sheet editor, as its row does). A cross-field check
    (``model.fields.cross_field_error``) names other fields by their keys, or by
    ``words`` when given (play-test 29: "must be <= strikes_max" beside the row
    "strikes máx.")."""
    problems: list[tuple[Loc, str]] = []
    for item in error.errors(include_url=False):
        loc = _clean_loc(item["loc"])
        kind = item["type"]
        ctx = item.get("ctx") or {}
        if "field" in ctx:
            # A cross-field check names the field it is about and the value it saw.
            field = ctx["field"]
            loc = (*loc, *(field if isinstance(field, list) else [field]))
            seen = got(_show(ctx["got"])) if "got" in ctx else ""
            message = item["msg"]
            if words is not None and "template" in ctx:
                message = _said(ctx, loc, words)
            problems.append((loc, f"{message}{seen}"))
            continue
        if kind == "extra_forbidden":
            allowed = _allowed_keys(model, loc[:-1]) if model else []
            hint = t(" (allowed: {keys})", keys=", ".join(allowed)) if allowed else ""
            problems.append((loc, f"{t('unknown key')}{hint}"))
            continue
        if kind == "literal_error":
            expected = item.get("ctx", {}).get("expected", "")
            values = expected.replace(" or ", ", ").replace("'", "")
            if words is not None:  # the form's names of the choices (play-test 30: ids)
                values = ", ".join(words(loc, value) for value in values.split(", "))
            message = t("must be one of {allowed}", allowed=values)
        elif kind in _TYPE_WORDS:
            message = t(_TYPE_WORDS[kind])
        else:
            message = item["msg"].removeprefix("Value error, ")
        seen = "" if kind == "missing" else got(_show(item.get("input")))
        problems.append((loc, f"{message}{seen}"))
    return problems


_PYDANTIC_MARKER = re.compile(
    r"^(?:function-(?:after|before|wrap|plain)|list|tuple|dict|set|frozenset|literal|union"
    r"|tagged-union|json-or-python|lax-or-strict|chain|is-instance|nullable|model)\[.*\]$"
    r"|^\[key\]$"
)
"""The inner steps pydantic names in an error's path (``function-after[...]``,
``[key]``): not keys of the file. A key the GM typed (``functions``, ``dice[2]``) is kept."""


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _said(ctx: dict[str, object], loc: Loc, words: Words) -> str:
    """A cross-field message at ``loc`` again, each field or choice it names said by
    ``words``."""
    keys = ctx.get("keys")
    values = {name: str(value) for name, value in ctx.items()}
    if isinstance(keys, dict):
        values.update({name: words(loc, str(key)) for name, key in keys.items()})
    return _PLACEHOLDER.sub(lambda m: values.get(m[1], m[0]), str(ctx["template"]))


def _clean_loc(loc: tuple[int | str, ...]) -> tuple[int | str, ...]:
    return tuple(p for p in loc if not (isinstance(p, str) and _PYDANTIC_MARKER.match(p)))


def _show(value: object) -> str:
    if isinstance(value, dict):
        return t("a table")
    if isinstance(value, list):
        if len(value) <= 6 and all(isinstance(v, int | float) for v in value):
            return repr(value)
        return t("an array")
    if isinstance(value, bool):
        return "true" if value else "false"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _allowed_keys(model: type, loc: tuple[int | str, ...]) -> list[str]:
    """Walk the model along ``loc`` to list the keys allowed where an unknown one was."""

    current: object = model
    for part in loc:
        if isinstance(part, int):
            continue
        fields = getattr(current, "model_fields", None)
        if not fields or part not in fields:
            return []
        annotation = fields[part].annotation
        while get_origin(annotation) is not None and not (
            isinstance(annotation, type) and issubclass(annotation, BaseModel)
        ):
            args = [a for a in get_args(annotation) if a is not type(None)]
            annotation = args[-1] if args else None
        current = annotation
    fields = getattr(current, "model_fields", None)
    return list(fields) if fields else []
