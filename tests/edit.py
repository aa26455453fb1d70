"""A test's way to set up a party value: ``edit(party, "members[0].hp", 3)`` is the party
with that one field changed (a new value, copied along the path; the models are frozen)."""

from __future__ import annotations

import re
from typing import Any, TypeVar

from pydantic import BaseModel

T = TypeVar("T")

_STEP = re.compile(r"\.?([A-Za-z_]\w*)|\[(-?\d+)\]|\[\"([^\"]*)\"\]")


def _steps(path: str) -> list[str | int]:
    steps: list[str | int] = []
    position = 0
    while position < len(path):
        match = _STEP.match(path, position)
        if match is None:
            raise ValueError(f"bad path {path!r} at {position}")
        name, index, key = match.groups()
        steps.append(int(index) if index is not None else (name if name is not None else key))
        position = match.end()
    return steps


def edit(value: T, path: str, new: object) -> T:
    """``value`` with the field at ``path`` (``a.b[2].c``, ``skills["x"]``) set to ``new``."""
    return _edit(value, _steps(path), new)


def _edit(value: Any, steps: list[str | int], new: object) -> Any:
    if not steps:
        return new
    step, rest = steps[0], steps[1:]
    if isinstance(value, BaseModel):
        assert isinstance(step, str), step
        return value.model_copy(update={step: _edit(getattr(value, step), rest, new)})
    if isinstance(value, list | tuple):
        assert isinstance(step, int), step
        items = list(value)
        items[step] = _edit(items[step], rest, new)
        return type(value)(items)
    if isinstance(value, dict):
        return {**value, step: _edit(value.get(step), rest, new)}
    raise TypeError(f"cannot edit {type(value).__name__} at {step!r}")


def edits(value: T, **paths: object) -> T:
    """Several top-level fields at once: ``edits(party, name="x", notes="y")``."""
    for name, new in paths.items():
        value = edit(value, name, new)
    return value


def edit_combatant(party: T, cid: str, **fields: object) -> T:
    """The party with combatant ``cid``'s fields changed."""
    combatants = party.encounter.combatants  # type: ignore[attr-defined]
    index = next(i for i, c in enumerate(combatants) if c.id == cid)
    return edit(
        party, f"encounter.combatants[{index}]", combatants[index].model_copy(update=fields)
    )


def edit_character(party: T, cid: str, **fields: object) -> T:
    """The party with the sheet of ``cid`` (a member, a roster entry or an enemy) changed."""
    for place in ("members", "roster", "encounter.enemies"):
        items = party
        for name in place.split("."):
            items = getattr(items, name)
        for index, character in enumerate(items):  # type: ignore[arg-type]
            if character.id == cid:
                return edit(party, f"{place}[{index}]", character.model_copy(update=fields))
    raise KeyError(cid)
