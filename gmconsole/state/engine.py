"""The one way state changes: operations run through the history (undo/redo) and the
recovery journal, which keeps the history too (a restore brings undo and redo back)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from gmconsole.lazy import load_modules
from gmconsole.model.party import AnyParty
from gmconsole.recovery import (
    COMPACT_AFTER,
    Journal,
    JsonObject,
    PendingRecovery,
    file_hash,
    saved_mark,
)
from gmconsole.registry import adapter_for, party_model
from gmconsole.state import fight_journal
from gmconsole.state.console_memory import Memory, decode_memory, encode_memory
from gmconsole.state.context import OpContext, OpError
from gmconsole.state.fallen import rise, sink_fallen, who_is_down
from gmconsole.state.groups import note_roll
from gmconsole.state.history import History, Step
from gmconsole.state.operation import Operation, from_json
from gmconsole.storage import parse_party
from gmconsole.toml_reading import PartyFileError
from gmconsole.unsaved import Position
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
    """What an executed operation did: its step (None for a no-op), new log lines, and
    whom it took down (in the order's sequence)."""

    step: Step | None
    log: list[str]
    fell: list[str] = field(default_factory=list)


_NEVER_SAVED = object()
"""The saved position after a restore whose state differs from the file."""


class Engine:
    """Holds the party, a value that each operation replaces with a new one.

    An operation makes a new party from the one it is given (``OpContext``); the old one
    stays as it was, for the history, and a refused operation leaves nothing behind.

    The journal lets a restart rebuild exactly this state and this history: it begins
    with the party the history starts from, and every action, undo, redo and save is a
    line (see gmconsole.recovery).
    """

    def __init__(self, party: AnyParty, dice: DiceSource, journal: Journal | None = None) -> None:
        self._party = party
        self._watchers: list[Callable[[], None]] = []
        self._quiet = False
        self.dice = dice
        self.adapter = adapter_for(party.system)
        self.history = History()
        self.journal = journal
        self._saved_top: object = None
        self._saved_state: dict[str, object] | None = None
        """The file's state, dumped before the first change (not at start-up)."""
        self.position = Position(limit=self.history.limit)
        """Where the history stands from the saved state (its ``net``: unsaved steps)."""
        self.memory: Memory = {}
        """What the console remembers between actions (the panels' options): the engine
        never reads it; it is journalled with the actions, so a restore brings it back."""
        self._memory_written = encode_memory({})
        self.file_sha256: str | None = None
        """The party file's hash at the saved state (what a compacted journal names)."""
        self._marked = False
        """``saving`` wrote the save's line and ``saved`` has not followed yet."""

    # --- the one state, and who is told when it changes -----------------------------------
    @property
    def party(self) -> AnyParty:
        """The party now: a value; each operation, undo or redo puts a new one here."""
        return self._party

    @party.setter
    def party(self, value: AnyParty) -> None:
        if value is not self._party:
            self._party = value
            self._tell()

    def watch(self, watcher: Callable[[], None]) -> None:
        """Call ``watcher`` after every change of the party or of its saved state (the
        screen that shows the fight: the one path from an operation to the widgets)."""
        self._watchers.append(watcher)

    def _tell(self) -> None:
        if not self._quiet:
            for watcher in self._watchers:
                watcher()

    @contextmanager
    def _told_once(self) -> Iterator[None]:
        """Many changes (a journal's replay), one word to the watchers at the end."""
        quiet, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = quiet
        self._tell()

    @property
    def dirty(self) -> bool:
        """True exactly when the party differs from its file.

        At the saved history position it is clean without looking; elsewhere (an undo
        and a new operation can lead back to the same state) the state is compared with
        the file's.
        """
        top = self.history.top
        if top is self._saved_top:
            return False
        if self._saved_state is None:
            return True
        # The log is part of the file and only grows by operations: a different length
        # is a different state, known without dumping the party (the dump costs ~3 ms at
        # 500 combatants). Same length (an undo, then new operations): compare in full.
        saved_log = self._saved_state.get("log")
        if isinstance(saved_log, list) and len(saved_log) != len(self.party.log):
            return True
        return self.party.model_dump(mode="json") != self._saved_state

    def execute(self, op: Operation, dice: DiceSource | None = None) -> Outcome:
        """Run an operation; a refusal (ActionRefused) leaves the party as it was."""
        self._remember_file_state()
        log_before = len(self.party.log)
        was_out = who_is_down(self._party, self.adapter)
        step = self._run(op, dice if dice is not None else self.dice, was_out)
        if step is None:
            return Outcome(None, [])
        self.history.push(step)
        self.position.push()
        if op.op_name == "end_fight":  # the console's memory lasts a fight
            for part in self.memory.values():
                part.clear()  # in place: a screen holds its part
        self._journal({**op.to_json(), "dice": step.dice})
        newly = who_is_down(self._party, self.adapter) - was_out
        fell = [c.id for c in self._party.encounter.combatants if c.id in newly]
        self._tell()
        return Outcome(step, [e.text for e in self._party.log[log_before:]], fell)

    def _run(self, op: Operation, dice: DiceSource, was_out: set[str]) -> Step | None:
        """Apply ``op`` to the party (``was_out``: who was out before it): the new party is
        here and its step is returned (None when nothing changed); ActionRefused, and
        nothing changed, on a refusal."""
        self.adapter.load_operations()
        recording = RecordingDice(dice)
        before = self._party
        ctx = OpContext(before, recording, self.adapter)
        pools = fight_journal.party_resources_now(ctx)
        try:
            op.apply(ctx)
            if ctx.party is not before and not op.kept_by_undo:  # a roll not applied: none
                note_roll(ctx, op.actor, before)
            if ctx.party is not before:
                rise(ctx, was_out)  # back up: where the system's order puts them (one rule)
                sink_fallen(ctx, was_out)  # whatever downed them, the fallen sink (one rule)
                fight_journal.record(ctx, op, before, bool(recording.values), pools)
        except (OpError, RulesError) as error:
            need = error if isinstance(error, DiceExhausted) else None
            raise ActionRefused(str(error), need) from None
        if ctx.party is before:
            return None
        self._party = ctx.party
        return Step(op, list(recording.values), before, self._party)

    def undo(self) -> Step | None:
        """Take back the last change; a roll not applied after it stays on the record
        (fourth pass: undo never removes one), applied again on the party before it."""
        kept = self.history.pop_kept()
        step = self.history.undo()
        if step is None:
            self.history.put_back(kept)
            return None
        self._party = step.before
        self._apply_again(kept)
        self.position.undo()
        self._journal({"op": "undo"})
        self._tell()
        return step

    def redo(self) -> Step | None:
        """Do again the last change undone; the rolls not applied since stay after it."""
        following = self.history.next_redo
        kept = self.history.pop_kept(following.before if following is not None else None)
        step = self.history.redo()
        if step is None:
            self.history.put_back(kept)
            return None
        self._party = step.after
        self._apply_again(kept)
        self.position.redo()
        self._journal({"op": "redo"})
        self._tell()
        return step

    def _apply_again(self, kept: list[Step]) -> None:
        """Steps that undo keeps (rolls not applied), applied again on the party now, as
        new steps on the undo stack (the redo stack stays)."""
        for old in kept:
            try:
                was_out = who_is_down(self._party, self.adapter)
                step = self._run(old.op, ScriptedDice(old.dice), was_out)
            except ActionRefused:
                continue
            if step is not None:
                earlier = (*old.earlier, old.after)
                self.history.put_back([dataclasses.replace(step, earlier=earlier)])

    @property
    def unsaved_steps(self) -> int:
        """The net unsaved change, in steps (five actions and two undos from a save: 3)."""
        return self.position.net

    def restore(self, pending: PendingRecovery) -> int:
        """Rebuild the state, the history and the console's memory from a journal found at
        start-up (its file's state is this engine's party); returns the lines applied."""
        self._remember_file_state()
        header = pending.header
        try:
            party, base = header.get("party"), header.get("base")
            if isinstance(party, dict):
                self.party = party_model(self.party.system).model_validate(party)
            elif isinstance(base, str):
                data = base.encode("utf-8", errors="surrogateescape")
                self.party = parse_party(data, str(pending.path))
        except (PartyFileError, ValueError):
            pass  # a header edited by hand: replay onto the file as it is
        self.file_sha256 = pending.file_sha256
        self.position = Position(limit=self.history.limit)  # a save line may move it
        self._restore_memory(header.get("memory"))
        return self.replay(pending.entries, pending.file_sha256)

    def replay(self, entries: list[JsonObject], file_sha256: str | None = None) -> int:
        """Re-run journal entries (recovery); returns how many were applied.

        A save line whose hash is ``file_sha256`` (the file now) marks the saved state.
        Afterwards the party counts as unsaved exactly when it differs from the file.
        """
        # The journal names operations: their modules register the names when loaded.
        load_modules("gmconsole.state.operations", "gmconsole.state.encounter_ops")
        self.adapter.load_operations()
        self._remember_file_state()
        journal, self.journal = self.journal, None  # the lines are there already
        applied = 0
        with self._told_once():
            try:
                for entry in entries:
                    applied += self._replay_one(entry, file_sha256)
            finally:
                self.journal = journal
            same = self.party.model_dump(mode="json") == self._saved_state
            self._saved_top = self.history.top if same else _NEVER_SAVED
        return applied

    def _replay_one(self, entry: JsonObject, file_sha256: str | None) -> int:
        kind = entry.get("op")
        if kind == "undo":
            self.undo()
        elif kind == "redo":
            self.redo()
        elif kind == "saved":
            if file_sha256 is not None and entry.get("sha256") == file_sha256:
                beyond = entry.get("beyond", 0)
                self.position.saved(beyond if isinstance(beyond, int) and beyond >= 0 else 0)
            return 0
        elif kind == "checkpoint":  # written by an older version: no history before it
            try:
                self.party = party_model(self.party.system).model_validate(entry["party"])
            except Exception:  # a journal edited by hand: skip the entry, keep going
                return 0
            self.history = History()
            self.position = Position(saved_at=0, beyond=self.position.net)
        else:
            try:
                op = from_json(kind, entry.get("args", {}))
                dice = entry.get("dice", [])
                if not isinstance(dice, Iterable):  # edited by hand: no dice to roll
                    return 0
                self.execute(op, ScriptedDice(dice))
            except (ActionRefused, OpError, RulesError):
                return 0
        self._restore_memory(entry.get("memory"))
        return 1

    def _restore_memory(self, stored: object) -> None:
        if stored is None:
            return
        memory = decode_memory(stored)
        self.memory.clear()
        self.memory.update(memory)
        self._memory_written = encode_memory(self.memory)

    def _remember_file_state(self) -> None:
        if self._saved_state is None and self.history.top is None:
            self._saved_state = self.party.model_dump(mode="json")

    def saving(self, written: Path) -> None:
        """The party's new file is written (at ``written``) and about to replace the old
        one: the journal notes its hash first, so a crash at any moment after leaves a
        journal that knows where the file stands in the history."""
        self._mark_saved(file_hash(written.read_bytes()))
        self._marked = True

    def saved(self) -> None:
        """The party file now holds the party: this is the saved state."""
        self._saved_top = self.history.top
        self._saved_state = self.party.model_dump(mode="json")
        self.position.saved()
        self._tell()
        if self._marked:  # ``saving`` wrote the line just before the file was replaced
            self._marked = False
        elif self.journal is not None and self.journal.active:
            try:
                self._mark_saved(file_hash(self.journal.party_path.read_bytes()))
            except OSError:
                pass
        elif self.journal is not None:
            self.file_sha256 = None  # the journal will begin from the file as it is

    def _mark_saved(self, sha256: str) -> None:
        if self.journal is None or not self.journal.active:
            return
        self.file_sha256 = sha256
        self.journal.append(saved_mark(sha256))

    def _journal(self, entry: JsonObject) -> None:
        self._marked = False  # a save that failed after ``saving`` is not the saved state
        if self.journal is None:
            return
        memory = encode_memory(self.memory)
        if memory != self._memory_written:
            entry = {**entry, "memory": json.loads(memory)}
            self._memory_written = memory
        starting = not self.journal.active
        self.journal.append(entry)
        if starting:
            self.file_sha256 = self.journal.base_sha256
        if self.journal.appended > COMPACT_AFTER:
            self.compact()

    def compact(self) -> None:
        """Rewrite the journal as the history alone: the party at its first step, the
        steps (undone ones as steps then undos), the saved state's place, the memory."""
        if self.journal is None or not self.journal.active:
            return
        done, undone = self.history.steps()
        if undone and any(step.op.kept_by_undo for step in done):
            # A roll not applied that an undo put back sits above what the redo stack was
            # made on: written as plain steps it would be under them on replay. The lines
            # as they came replay it exactly; compact once a new action clears the redos.
            return
        line = [*done, *reversed(undone)]
        base = (line[0].before if line else self.party).model_dump(mode="json")
        entries: list[JsonObject] = []
        for index in range(len(line) + 1):
            if index == self.position.saved_at and self.file_sha256 is not None:
                entries.append(saved_mark(self.file_sha256, self.position.beyond))
            if index < len(line):
                entries.append({**line[index].op.to_json(), "dice": line[index].dice})
        entries += [{"op": "undo"}] * len(undone)
        header = {"journal": 2, "party": base, "memory": json.loads(self._memory_written)}
        self.journal.rewrite(header, entries)
