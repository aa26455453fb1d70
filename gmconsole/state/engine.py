"""The one way state changes: operations run through the history (undo/redo) and the
recovery journal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gmconsole.model.party import AnyParty
from gmconsole.recovery import Journal
from gmconsole.registry import adapter_for, party_model
from gmconsole.state import fight_journal
from gmconsole.state.context import OpContext, OpError
from gmconsole.state.fallen import sink_fallen
from gmconsole.state.history import History, Step
from gmconsole.state.operation import Operation, from_json
from gmconsole.state.patch import Recorder
from rules.dice import DiceExhausted, DiceSource, RecordingDice, ScriptedDice
from rules.errors import RulesError


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


_NEVER_SAVED = object()
"""The saved position after a restore whose state differs from the file."""


class Engine:
    """Holds the party and applies operations to it.

    The journal must let a restart rebuild exactly this state: an undo or redo the
    journal can replay (its step was journalled since the last save) is written as such;
    any other (undo past the last save, or a redo of such an undo) is written as a
    checkpoint of the whole party.
    """

    def __init__(self, party: AnyParty, dice: DiceSource, journal: Journal | None = None) -> None:
        self.party = party
        self.dice = dice
        self.adapter = adapter_for(party.system)
        self.history = History()
        self.journal = journal
        self._saved_top: object = None
        self._saved_state: dict[str, Any] | None = None
        """The file's state, dumped before the first change (not at start-up)."""
        self._dirty_cache: tuple[object, bool] = (None, False)
        self._journalled_done = 0
        """Top steps of the undo stack that a replay of the journal would also have."""
        self._journalled_undone = 0

    @property
    def dirty(self) -> bool:
        """True exactly when the party differs from its file.

        At the saved history position it is clean without looking; elsewhere (an undo
        and a new operation can lead back to the same state) the state is compared with
        the file's, once per history position.
        """
        top = self.history.top
        if top is self._saved_top:
            return False
        if self._dirty_cache[0] is top and top is not None:
            return self._dirty_cache[1]
        if self._saved_state is None:
            return True
        # The log is part of the file and only grows by operations: a different length
        # is a different state, known without dumping the party (the dump costs ~3 ms at
        # 500 combatants). Same length (an undo, then new operations): compare in full.
        saved_log = self._saved_state.get("log")
        if isinstance(saved_log, list) and len(saved_log) != len(self.party.log):
            dirty = True
        else:
            dirty = self.party.model_dump(mode="json") != self._saved_state
        self._dirty_cache = (top, dirty)
        return dirty

    def execute(self, op: Operation, dice: DiceSource | None = None) -> Outcome:
        """Run an operation; on a refusal every partial change is rolled back."""
        self.adapter.load_operations()
        self._remember_file_state()
        recording = RecordingDice(dice if dice is not None else self.dice)
        rec = Recorder()
        log_before = len(self.party.log)
        ctx = OpContext(self.party, rec, recording, self.adapter)
        encounter = self.party.encounter
        holder = encounter.combatants[encounter.turn].id if encounter.combatants else None
        pools = fight_journal.party_resources_now(ctx)
        try:
            op.apply(ctx)
            if rec.changes:
                sink_fallen(ctx)  # whatever downed them, the fallen sink (one rule, here)
                fight_journal.record(ctx, op, holder, bool(recording.values), log_before, pools)
        except (OpError, RulesError) as error:
            rec.rollback()
            need = error if isinstance(error, DiceExhausted) else None
            raise ActionRefused(str(error), need) from None
        except BaseException:
            rec.rollback()
            raise
        if not rec.changes:
            return Outcome(None, [])
        step = Step(op, list(recording.values), rec.changes)
        self.history.push(step)
        self._journalled_done += 1
        self._journalled_undone = 0
        self._journal({**op.to_json(), "dice": step.dice})
        return Outcome(step, [e.text for e in self.party.log[log_before:]])

    def undo(self) -> Step | None:
        step = self.history.undo()
        if step is None:
            return None
        if self._journalled_done:
            self._journalled_done -= 1
            self._journalled_undone += 1
            self._journal({"op": "undo"})
        else:
            self._checkpoint()
        return step

    def redo(self) -> Step | None:
        step = self.history.redo()
        if step is None:
            return None
        if self._journalled_undone:
            self._journalled_undone -= 1
            self._journalled_done += 1
            self._journal({"op": "redo"})
        else:
            self._checkpoint()
        return step

    def _checkpoint(self) -> None:
        """The whole party: a replay from here has no history to undo into."""
        self._journalled_done = self._journalled_undone = 0
        self._journal({"op": "checkpoint", "party": self.party.model_dump(mode="json")})

    def replay(self, entries: list[dict[str, Any]]) -> int:
        """Re-run journal entries (recovery); returns how many were applied.

        Afterwards the party counts as unsaved exactly when it differs from the file.
        """
        import gmconsole.state.encounter_ops  # noqa: F401  (bestiary, prepared encounters)
        import gmconsole.state.operations  # noqa: F401  (the journal names them: register)

        self.adapter.load_operations()
        self._remember_file_state()
        applied = 0
        for entry in entries:
            kind = entry.get("op")
            if kind == "undo":
                self.undo()
            elif kind == "redo":
                self.redo()
            elif kind == "checkpoint":
                try:
                    self.party = party_model(self.party.system).model_validate(entry["party"])
                except Exception:  # a journal edited by hand: skip the entry, keep going
                    continue
                self.history = History()
                self._journalled_done = self._journalled_undone = 0
            else:
                try:
                    op = from_json(kind, entry.get("args", {}))
                    self.execute(op, ScriptedDice(entry.get("dice", [])))
                except (ActionRefused, OpError, RulesError):
                    continue
            applied += 1
        same = self.party.model_dump(mode="json") == self._saved_state
        self._saved_top = self.history.top if same else _NEVER_SAVED
        self._dirty_cache = (None, False)
        return applied

    def _remember_file_state(self) -> None:
        if self._saved_state is None and self.history.top is None:
            self._saved_state = self.party.model_dump(mode="json")

    def saved(self) -> None:
        self._saved_top = self.history.top
        self._saved_state = self.party.model_dump(mode="json")
        self._dirty_cache = (None, False)
        self._journalled_done = self._journalled_undone = 0
        if self.journal is not None:
            self.journal.discard()

    def _journal(self, entry: dict[str, Any]) -> None:
        if self.journal is not None:
            self.journal.append(entry)
