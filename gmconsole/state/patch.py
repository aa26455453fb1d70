"""Recorded changes: every state change is a list of (object, attribute, old, new), so
undo and redo restore the exact objects, dice results included."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Change:
    obj: object
    attr: str
    old: object
    new: object


class Recorder:
    """Applies changes to the state and remembers them.

    Lists are never mutated in place: a new list replaces the old one, so the old list
    object is what undo puts back.
    """

    def __init__(self) -> None:
        self.changes: list[Change] = []

    def set(self, obj: object, attr: str, value: object) -> None:
        old = getattr(obj, attr)
        same = type(old) is type(value) and old == value and not isinstance(old, list)
        if old is value or same:
            return
        setattr(obj, attr, value)
        self.changes.append(Change(obj, attr, old, value))

    def append(self, obj: object, attr: str, item: object) -> None:
        self.set(obj, attr, [*getattr(obj, attr), item])

    def remove_at(self, obj: object, attr: str, index: int) -> object:
        """Remove the item at ``index`` (returned; callers read it typed beforehand)."""
        items = list(getattr(obj, attr))
        item = items.pop(index)
        self.set(obj, attr, items)
        return item

    def rollback(self) -> None:
        undo(self.changes)
        self.changes = []


def undo(changes: list[Change]) -> None:
    for change in reversed(changes):
        setattr(change.obj, change.attr, change.old)


def redo(changes: list[Change]) -> None:
    for change in changes:
        setattr(change.obj, change.attr, change.new)
