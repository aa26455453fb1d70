"""The one way state changes: named operations with JSON arguments, run through the
history (undo/redo) and the recovery journal."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gmconsole.history import History, Step
from gmconsole.model.party import AnyParty
from gmconsole.recovery import Journal
from gmconsole.state.context import OpContext, OpError
from gmconsole.state.patch import Recorder
from gmconsole.systems import rules_for
from rules.dice import DiceExhausted, DiceSource, RecordingDice, ScriptedDice
from rules.errors import RulesError

Operation = Callable[..., None]
OPERATIONS: dict[str, Operation] = {}


def operation(name: str) -> Callable[[Operation], Operation]:
    """Register a function ``fn(ctx, **args)`` as the operation ``name``."""

    def register(fn: Operation) -> Operation:
        OPERATIONS[name] = fn
        return fn

    return register


class ActionRefused(Exception):
    """The GM's action was refused; nothing changed. The message is for the GM.

    ``need`` is set when typed-in dice ran out: the roll needs one more d``need.sides``.
    """

    def __init__(self, message: str, need: DiceExhausted | None = None) -> None:
        super().__init__(message)
        self.need = need


@dataclass
class Outcome:
    """What an executed operation did: its step (None for a no-op) and new log lines."""

    step: Step | None
    log: list[str]


class Engine:
    """Holds the party and applies operations to it."""

    def __init__(self, party: AnyParty, dice: DiceSource, journal: Journal | None = None) -> None:
        self.party = party
        self.dice = dice
        self.rules = rules_for(party.system)
        self.history = History()
        self.journal = journal
        self.dirty = False
        self._listeners: list[Callable[[], None]] = []

    def execute(self, op: str, dice: DiceSource | None = None, **args: Any) -> Outcome:
        """Run an operation; on a refusal every partial change is rolled back."""
        import gmconsole.state.ops  # noqa: F401  (registers the operations)
        import gmconsole.state.ops_systems  # noqa: F401

        if op not in OPERATIONS:
            raise ActionRefused(f"unknown action {op!r}")
        recording = RecordingDice(dice if dice is not None else self.dice)
        rec = Recorder()
        log_before = len(self.party.log)
        ctx = OpContext(self.party, rec, recording, self.rules)
        try:
            OPERATIONS[op](ctx, **args)
        except (OpError, RulesError) as error:
            rec.rollback()
            need = error if isinstance(error, DiceExhausted) else None
            raise ActionRefused(str(error), need) from None
        except BaseException:
            rec.rollback()
            raise
        if not rec.changes:
            return Outcome(None, [])
        step = Step(op, args, list(recording.values), rec.changes)
        self.history.push(step)
        self._changed({"op": op, "args": args, "dice": step.dice})
        return Outcome(step, [e.text for e in self.party.log[log_before:]])

    def undo(self) -> Step | None:
        step = self.history.undo()
        if step is not None:
            self._changed({"op": "undo"})
        return step

    def redo(self) -> Step | None:
        step = self.history.redo()
        if step is not None:
            self._changed({"op": "redo"})
        return step

    def replay(self, entries: list[dict[str, Any]]) -> int:
        """Re-run journal entries (recovery); returns how many were applied."""
        applied = 0
        for entry in entries:
            op = entry.get("op")
            if op == "undo":
                self.undo()
            elif op == "redo":
                self.redo()
            elif isinstance(op, str):
                try:
                    self.execute(op, ScriptedDice(entry.get("dice", [])), **entry.get("args", {}))
                except (ActionRefused, TypeError, RulesError):
                    continue
            applied += 1
        return applied

    def saved(self) -> None:
        self.dirty = False
        if self.journal is not None:
            self.journal.discard()

    def subscribe(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _changed(self, entry: dict[str, Any]) -> None:
        self.dirty = True
        if self.journal is not None:
            self.journal.append(entry)
        for listener in self._listeners:
            listener()
