"""Operations: every change to the party is one frozen, validated model.

An operation's fields are its arguments (``extra="forbid"``, strict types, ranges), so a
misspelt or out-of-range argument is refused when the operation is built, before any die
is rolled. ``apply`` changes the party only through the context (the change recorder), so
undo restores exactly. The recovery journal stores ``op_name`` and the fields as JSON; a
replay validates them again with ``from_json``.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, ValidationError

from gmconsole.state.context import OpContext, OpError

OPERATIONS: dict[str, type[Operation]] = {}
"""Every operation class by its journal name (a system's register when it is imported)."""


class Operation(BaseModel):
    """One change the GM asked for; a subclass names itself (``class X(Operation,
    name="x")``) and implements ``apply``."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True, defer_build=True)
    op_name: ClassVar[str] = ""
    """The name the journal stores."""

    def __init_subclass__(cls, name: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
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

    def to_json(self) -> dict[str, Any]:
        return {"op": self.op_name, "args": self.model_dump(mode="json")}


def from_json(name: Any, args: Any) -> Operation:
    """Rebuild a journalled operation; OpError names the field when it no longer validates."""
    cls = OPERATIONS.get(name) if isinstance(name, str) else None
    if cls is None:
        raise OpError(f"unknown operation {name!r}")
    try:
        return cls.model_validate_json(json.dumps(args if isinstance(args, dict) else {}))
    except ValidationError as error:
        raise OpError(describe_invalid(name, error)) from None


def build(cls: type[Operation], **args: Any) -> Operation:
    """Build an operation from the console's values; OpError (naming the field) if invalid."""
    try:
        return cls(**args)
    except ValidationError as error:
        raise OpError(describe_invalid(cls.op_name, error)) from None


def describe_invalid(name: str, error: ValidationError) -> str:
    """``op.field: message (got X)`` for the first problem, never markup or a traceback."""
    problem = error.errors(include_url=False)[0]
    field = ".".join(str(part) for part in problem["loc"]) or "arguments"
    got = problem.get("input")
    shown = "" if isinstance(got, dict) else f" (got {got!r})"
    return f"{name}.{field}: {problem['msg']}{shown}"
