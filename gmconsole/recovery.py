"""The recovery journal: after every change one JSON line is appended and synced beside
the party file, so a crash loses at most the action in progress.

Writing the whole party after each action would cost time in proportion to the party;
a journal line costs the same for 10 combatants or 500. On restart the journal is replayed,
dice included, and the history comes back with it: undo and redo reach as far as before
the crash (like an editor's persistent undo), past the last save too.

The journal is self-contained. Its first line holds the party it starts from (the file's
text when the journal began, or a snapshot once it was compacted); then one line per
action, undo and redo; a save adds a line with the saved file's hash (written before the
file is replaced), so a restart knows where the file stands in the history, and a file
that matches none of them (changed by hand) is not replayed onto. It is kept after a save
and removed when the console quits cleanly. When it has grown by ``COMPACT_AFTER`` lines
it is rewritten (atomically: a temp file, fsync, rename) as the history alone: the party
at the history's first step and the steps, so its size stays bounded.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from gmconsole.atomic_write import write_atomic
from gmconsole.i18n import t, tn
from gmconsole.unsaved import Position

JsonObject = dict[str, object]
"""One line of the journal: a JSON object (the header, an operation, a save's mark)."""

SUFFIX = ".recovery"
COMPACT_AFTER = 2000
"""Lines appended since the journal began (or was last compacted) before it is rewritten."""


def journal_path(party_path: Path) -> Path:
    return party_path.with_name(party_path.name + SUFFIX)


def file_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def saved_mark(sha256: str, beyond: int = 0) -> JsonObject:
    """The line a save adds: the party file now has these bytes (``beyond``: the saved
    state lies that many steps off the history's line, in a compacted journal)."""
    return {"op": "saved", "sha256": sha256, **({"beyond": beyond} if beyond else {})}


@dataclass
class PendingRecovery:
    """A journal found at start-up: the actions it holds and whether it fits the file."""

    path: Path
    entries: list[JsonObject]
    matches_file: bool
    modified: float
    header: JsonObject  # the engine reads it by key (gmconsole.state.engine)
    file_sha256: str = ""
    """The party file's hash now (the journal's saves are compared with it)."""
    net: int = 0
    """The net unsaved change at the crash: what a restore brings back."""
    undos: int = 0
    """Of ``net``, the undos past the save (a restore takes back what the file holds)."""

    @property
    def action_count(self) -> int:
        """Actions a restore brings back: the net change from the file (five actions and
        two undos are 3; undone back to the file, 0)."""
        return self.net

    @property
    def change_words(self) -> str:
        """The unsaved change, undos worded as undos (play-test: "3 unsaved actions"
        read as new actions when they were three undos): "3 unsaved actions",
        "2 unsaved undos", "1 unsaved action and 2 undos"."""
        actions = self.net - self.undos
        if not self.undos:
            return tn("{n} unsaved action", "{n} unsaved actions", actions)
        if not actions:
            return tn("{n} unsaved undo", "{n} unsaved undos", self.undos)
        return t(
            "{actions} and {undos}",
            actions=tn("{n} unsaved action", "{n} unsaved actions", actions),
            undos=tn("{n} undo", "{n} undos", self.undos),
        )


class Journal:
    """Append-only journal for one party file."""

    def __init__(self, party_path: Path) -> None:
        self.party_path = party_path
        self.path = journal_path(party_path)
        self._handle: TextIO | None = None
        self.base_sha256: str | None = None
        """The hash of the party file the journal began from (None when resumed)."""
        self.appended = 0
        """Lines appended since the journal began or was last rewritten."""

    def start(self, base: bytes) -> None:
        """Begin a new journal for the party file's current bytes (kept in the header, so
        the journal still replays after the file is saved over)."""
        self.close()
        self.path.unlink(missing_ok=True)
        self._handle = open(self.path, "a", encoding="utf-8")  # noqa: SIM115
        self.base_sha256 = file_hash(base)
        self._write(
            {
                "journal": 2,
                "base_sha256": self.base_sha256,
                "base": base.decode("utf-8", errors="surrogateescape"),
            }
        )
        self.appended = 0

    def resume(self) -> None:
        """Keep appending to an existing journal (after its actions were restored).

        A torn last line (the crash hit mid-write) is cut first: appended to, it would
        swallow the next action into one unreadable line, and every action after it.
        """
        self.close()
        data = self.path.read_bytes()
        end = data.rfind(b"\n") + 1
        if end != len(data):
            with open(self.path, "r+b") as handle:
                handle.truncate(end)
        self.appended = data.count(b"\n", 0, end)
        self._handle = open(self.path, "a", encoding="utf-8")  # noqa: SIM115

    def append(self, entry: JsonObject) -> None:
        if self._handle is None:
            self.start(self.party_path.read_bytes())
        self._write(entry)
        self.appended += 1

    def rewrite(self, header: JsonObject, entries: list[JsonObject]) -> None:
        """Replace the journal by ``header`` and ``entries`` atomically: a crash leaves
        either the old journal or the new one, never a mix."""
        self.close()
        text = "".join(json.dumps(entry, ensure_ascii=False) + "\n" for entry in [header, *entries])
        write_atomic(self.path, text.encode("utf-8", errors="surrogateescape"))
        self._handle = open(self.path, "a", encoding="utf-8")  # noqa: SIM115
        self.appended = 0

    def _write(self, entry: JsonObject) -> None:
        if self._handle is None:
            raise RuntimeError("the journal is closed")
        self._handle.write(json.dumps(entry, ensure_ascii=False) + "\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def discard(self) -> None:
        """Forget the journal (the console quits cleanly, or the GM declines to restore)."""
        self.close()
        self.path.unlink(missing_ok=True)

    def close(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    @property
    def active(self) -> bool:
        return self._handle is not None


def read_entries(path: Path) -> list[JsonObject] | None:
    """The journal's lines up to the first unreadable one (a torn last line)."""
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as stream:
            lines = stream.read().splitlines()
    except (FileNotFoundError, IsADirectoryError, PermissionError):
        return None
    entries = []
    for line in lines:
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            break
        if not isinstance(entry, dict):
            break
        entries.append(entry)
    return entries


def where_saved(
    header: JsonObject, entries: list[JsonObject], sha256: str
) -> tuple[bool, Position]:
    """Whether the file with hash ``sha256`` is one of the journal's saved states, and the
    position at the journal's end (its ``net`` is the unsaved change), without replaying."""
    position = Position()
    matches = header.get("base_sha256") == sha256
    for entry in entries:
        kind = entry.get("op")
        if kind == "undo":
            position.undo()
        elif kind == "redo":
            position.redo()
        elif kind == "saved":
            if entry.get("sha256") == sha256:
                matches = True
                beyond = entry.get("beyond", 0)
                position.saved(beyond if isinstance(beyond, int) and beyond >= 0 else 0)
        elif kind == "checkpoint":  # a journal of an older version: no history before it
            position = Position(saved_at=0, beyond=position.net)
        else:
            position.push()
    return matches, position


def find_recovery(party_path: Path) -> PendingRecovery | None:
    """A journal with at least one action beside ``party_path``, if there is one.

    A torn last line (the crash hit mid-write) is dropped.
    """
    path = journal_path(party_path)
    entries = read_entries(path)
    if not entries or not ("base_sha256" in entries[0] or "party" in entries[0]):
        return None
    header, actions = entries[0], entries[1:]
    if not actions:
        return None
    try:
        base = party_path.read_bytes()
    except OSError:
        return None
    sha256 = file_hash(base)
    matches, position = where_saved(header, actions, sha256)
    return PendingRecovery(
        path, actions, matches, path.stat().st_mtime, header, sha256, position.net, position.undos
    )
