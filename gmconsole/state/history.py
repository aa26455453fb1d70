"""Undo and redo over the party's values (at least 200 steps; 1,000 kept).

Each step keeps the party before and after it (frozen values: the two share
everything the step did not change), so undo is the value before, exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from gmconsole.model.party import AnyParty
from gmconsole.unsaved import HISTORY_LIMIT

if TYPE_CHECKING:
    from gmconsole.state.operation import Operation

__all__ = ["HISTORY_LIMIT", "History", "Step"]


@dataclass(frozen=True)
class Step:
    """One command as the GM gave it, with the dice it used and the party around it."""

    op: Operation
    dice: list[int]
    before: AnyParty
    after: AnyParty
    earlier: tuple[AnyParty, ...] = ()
    """A roll not applied that undo applied again: the parties after it each earlier time
    it was applied (a step made on one of them holds its line already)."""


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
    def top(self) -> Step | None:
        """The last step done (the undo stack's top): what a save is compared against."""
        return self._done[-1] if self._done else None

    def undo(self) -> Step | None:
        """The step to take back (its ``before`` is the party now), or None."""
        if not self._done:
            return None
        step = self._done.pop()
        self._undone.append(step)
        return step

    @property
    def next_redo(self) -> Step | None:
        """The step ``redo`` would do again, or None."""
        return self._undone[-1] if self._undone else None

    def redo(self) -> Step | None:
        """The step to do again (its ``after`` is the party now), or None."""
        if not self._undone:
            return None
        step = self._undone.pop()
        self._done.append(step)
        return step

    def pop_kept(self, made_on: AnyParty | None = None) -> list[Step]:
        """Take the steps that undo never takes back (``Operation.kept_by_undo``: rolls not
        applied) off the top of the undo stack, oldest first; with ``made_on`` (the party a
        step to redo was made on), only those made since: the ones before it are in it."""
        kept: list[Step] = []
        while self._done and self._done[-1].op.kept_by_undo:
            top = self._done[-1]
            if made_on is not None and any(made_on is p for p in (top.after, *top.earlier)):
                break
            kept.append(self._done.pop())
        kept.reverse()
        return kept

    def put_back(self, steps: list[Step]) -> None:
        """Put steps on the undo stack; the redo stack stays (kept steps applied again)."""
        self._done.extend(steps)

    def steps(self) -> tuple[list[Step], list[Step]]:
        """The undo stack (oldest first) and the redo stack (next to redo last)."""
        return list(self._done), list(self._undone)

    def __len__(self) -> int:
        return len(self._done)
