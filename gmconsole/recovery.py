"""The recovery journal: after every change one JSON line is appended and synced beside
the party file, so a crash loses at most the action in progress.

Writing the whole party after each action would cost time in proportion to the party;
a journal line costs the same for 10 combatants or 500. On restart the journal is replayed
on the party file it started from (checked by hash), dice included.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SUFFIX = ".recovery"


def journal_path(party_path: Path) -> Path:
    return party_path.with_name(party_path.name + SUFFIX)


def file_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass
class PendingRecovery:
    """A journal found at start-up: the actions it holds and whether it fits the file."""

    path: Path
    entries: list[dict[str, Any]]
    matches_file: bool
    modified: float

    @property
    def action_count(self) -> int:
        return sum(1 for e in self.entries if e.get("op") not in ("undo", "redo"))


class Journal:
    """Append-only journal for one party file."""

    def __init__(self, party_path: Path) -> None:
        self.party_path = party_path
        self.path = journal_path(party_path)
        self._handle: Any = None

    def start(self, base: bytes) -> None:
        """Begin a new journal for the party file's current bytes."""
        self.close()
        self.path.unlink(missing_ok=True)
        self._handle = open(self.path, "a", encoding="utf-8")  # noqa: SIM115
        self._write({"journal": 1, "base_sha256": file_hash(base)})

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
        self._handle = open(self.path, "a", encoding="utf-8")  # noqa: SIM115

    def append(self, entry: dict[str, Any]) -> None:
        if self._handle is None:
            self.start(self.party_path.read_bytes())
        self._write(entry)

    def _write(self, entry: dict[str, Any]) -> None:
        self._handle.write(json.dumps(entry, ensure_ascii=False) + "\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def discard(self) -> None:
        """Forget the journal (after a save, or when the GM declines to restore)."""
        self.close()
        self.path.unlink(missing_ok=True)

    def close(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    @property
    def active(self) -> bool:
        return self._handle is not None


def find_recovery(party_path: Path) -> PendingRecovery | None:
    """A journal with at least one action beside ``party_path``, if there is one.

    A torn last line (the crash hit mid-write) is dropped.
    """
    path = journal_path(party_path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (FileNotFoundError, UnicodeDecodeError):
        return None
    entries = []
    for line in lines:
        try:
            entries.append(json.loads(line))
        except json.JSONDecodeError:
            break
    if not entries or "base_sha256" not in entries[0]:
        return None
    header, actions = entries[0], entries[1:]
    if not actions:
        return None
    try:
        base = party_path.read_bytes()
    except OSError:
        return None
    return PendingRecovery(
        path, actions, header["base_sha256"] == file_hash(base), path.stat().st_mtime
    )
