"""Undo and redo over recorded changes (at least 200 steps; 1,000 kept)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmconsole.state.patch import Change, redo, undo

HISTORY_LIMIT = 1000


@dataclass
class Step:
    """One command as the GM gave it, with the dice it used and what it changed."""

    op: str
    args: dict[str, Any]
    dice: list[int]
    changes: list[Change] = field(default_factory=list)
    label: str = ""


class History:
    def __init__(self, limit: int = HISTORY_LIMIT) -> None:
        self.limit = limit
        self._done: list[Step] = []
        self._undone: list[Step] = []

    def push(self, step: Step) -> None:
        self._done.append(step)
        self._undone.clear()
        if len(self._done) > self.limit:
            del self._done[0]

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def undo(self) -> Step | None:
        if not self._done:
            return None
        step = self._done.pop()
        undo(step.changes)
        self._undone.append(step)
        return step

    def redo(self) -> Step | None:
        if not self._undone:
            return None
        step = self._undone.pop()
        redo(step.changes)
        self._done.append(step)
        return step

    def __len__(self) -> int:
        return len(self._done)
