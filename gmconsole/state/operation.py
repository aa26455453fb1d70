"""Operations: every change to the party is one frozen, validated model.

An operation's fields are its arguments (``extra="forbid"``, strict types, ranges), so a
misspelt or out-of-range argument is refused when the operation is built, before any die
is rolled. ``apply`` makes the new party through the context's typed updates, so
undo restores exactly. The recovery journal stores ``op_name`` and the fields as JSON; a
replay validates them again with ``from_json``.
"""

from __future__ import annotations

import json
from typing import ClassVar, TypeVar, Unpack

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic_core import ErrorDetails

from gmconsole.i18n import got, t, translatable
from gmconsole.model.fields import Id
from gmconsole.state.context import OpContext, OpError

OPERATIONS: dict[str, type[Operation]] = {}
"""Every operation class by its journal name (a system's register when it is imported)."""


class Operation(BaseModel):
    """One change the GM asked for; a subclass names itself (``class X(Operation,
    name="x", label=translatable("x done"))``) and implements ``apply``."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True, defer_build=True)
    op_name: ClassVar[str] = ""
    """The name the journal stores."""
    label: ClassVar[str] = ""
    """Its name as the GM reads it ("next turn"; English, translated when shown): undo and
    redo say it when it wrote no log line."""
    said_last: ClassVar[bool] = False
    """Its last log line, not its first, says what it did (undo's and redo's words): a
    next turn ticks conditions before "Turn: Fred"."""
    kept_by_undo: ClassVar[bool] = False
    """Undo never takes it back (a roll not applied: no roll vanishes); undo takes back the
    change before it, and this one stays on the record."""

    def __init_subclass__(
        cls, name: str = "", label: str = "", **kwargs: Unpack[ConfigDict]
    ) -> None:
        super().__init_subclass__(**kwargs)
        if label:
            cls.label = label
        if name:
            if name in OPERATIONS and OPERATIONS[name].__qualname__ != cls.__qualname__:
                raise TypeError(f"operation {name!r} is registered twice")
            cls.op_name = name
            OPERATIONS[name] = cls

    def apply(self, ctx: OpContext) -> None:
        raise NotImplementedError

    @property
    def target(self) -> str | None:
        """The combatant this operation acts on, when it has one (remembered as the target)."""
        return None

    @property
    def actor(self) -> str | None:
        """The combatant whose roll this is (the record credits it with the roll, the harm
        it deals and the falls it causes); None: the GM's hand (``d``, ``h``, ``f``, a typed
        amount) or nobody's (a next turn)."""
        return None

    def to_json(self) -> dict[str, object]:
        return {"op": self.op_name, "args": self.model_dump(mode="json")}


class OnCombatant(Operation):
    """An operation on one combatant (its id is what the screen remembers as the target)."""

    cid: Id

    @property
    def target(self) -> str | None:
        return self.cid


class Roll(OnCombatant):
    """A roll made by combatant ``cid`` (a panel's): the record credits ``cid``."""

    @property
    def actor(self) -> str | None:
        return self.cid


def operation_label(op_name: str) -> str:
    """An operation's name as the GM reads it, in the console's language; one without a
    label is named by its id, with spaces."""
    cls = OPERATIONS.get(op_name)
    if cls is None or not cls.label:
        return op_name.replace("_", " ")
    return t(cls.label)


def from_json(name: object, args: object) -> Operation:
    """Rebuild a journalled operation; OpError names the field when it no longer validates."""
    if not isinstance(name, str) or name not in OPERATIONS:
        raise OpError(t("unknown operation {name}", name=repr(name)))
    cls = OPERATIONS[name]
    try:
        return cls.model_validate_json(json.dumps(args if isinstance(args, dict) else {}))
    except ValidationError as error:
        raise OpError(describe_invalid(name, error)) from None


OpT = TypeVar("OpT", bound="Operation")
"""An operation class (``build`` returns one of that class)."""


def build(cls: type[OpT], **args: object) -> OpT:
    """Build an operation from the console's values; OpError (naming the field) if invalid."""
    try:
        return cls(**args)
    except ValidationError as error:
        raise OpError(describe_invalid(cls.op_name, error)) from None


_PYDANTIC_MESSAGES = frozenset(
    {
        translatable("Input should be a valid integer"),
        translatable("Input should be a valid string"),
        translatable("Input should be a valid boolean"),
        translatable("Input should be a valid tuple"),
        translatable("Input should be a valid list"),
        translatable("Input should be a valid dictionary"),
        translatable("Extra inputs are not permitted"),
        translatable("Field required"),
    }
)
"""pydantic's own messages an operation's arguments can bring (the custom ones, e.g.
``must be 1..999``, are already in the console's language)."""


def pydantic_message(problem: ErrorDetails) -> str:
    """One of pydantic's error messages in the console's language (as pydantic wrote it in
    English)."""
    message = str(problem["msg"])
    if problem["type"] == "value_error":
        # A validator's own ValueError: its text is already the GM's, in their language.
        return message.removeprefix("Value error, ")
    if message in _PYDANTIC_MESSAGES:
        return t(message)
    if problem["type"] == "string_too_short" and problem.get("input") == "":
        return t("must not be empty")
    expected = (problem.get("ctx") or {}).get("expected")
    if problem["type"] == "literal_error" and isinstance(expected, str):
        return t("Input should be {expected}", expected=expected.replace(" or ", t(" or ")))
    return message


def describe_invalid(name: str, error: ValidationError) -> str:
    """``op.field: message (got X)`` for the first problem, never markup or a traceback."""
    problem = error.errors(include_url=False)[0]
    field = ".".join(str(part) for part in problem["loc"]) or t("arguments")
    value = problem.get("input")
    shown = "" if isinstance(value, dict) else got(repr(value))
    return f"{name}.{field}: {pydantic_message(problem)}{shown}"
