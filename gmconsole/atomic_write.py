"""Writing a file so that a crash at any moment leaves the old version or the new one,
never a mix: a temp file in the same folder, fsync, ``os.replace``, the folder fsynced;
and the previous version kept as NAME.bak.

Used by every file the console writes (the party, the bestiary, the recovery journal);
apart from ``storage`` because it knows nothing of TOML or parties.
"""

from __future__ import annotations

import glob
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

BACKUP_SUFFIX = ".bak"


def remove_stale_temp_files(path: Path) -> None:
    """Temp files left by a save that was killed (SIGKILL, power cut) are removed by the
    next save of the same file; they were never the file itself, so nothing is lost."""
    folder = path.parent if str(path.parent) else Path(".")
    for stale in folder.glob(f".{glob.escape(path.name)}.*"):
        if stale.name.endswith((".tmp", ".bak-link")):
            stale.unlink(missing_ok=True)


def keep_backup(path: Path) -> None:
    """Make NAME.toml.bak the current version: a hard link (no copy), else a copy."""
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    link = path.with_name(f".{path.name}.bak-link")
    try:
        link.unlink(missing_ok=True)
        if backup.exists() and os.path.samefile(backup, path):
            return  # already the current version (a save was killed after keeping it)
        os.link(path, link)
        os.replace(link, backup)
    except OSError:
        write_atomic(backup, path.read_bytes(), mode_from=path)
    finally:
        # A rename onto another link of the same file is a no-op: never leave the link.
        link.unlink(missing_ok=True)


def write_atomic(
    path: Path,
    data: bytes,
    *,
    mode_from: Path | None = None,
    before_replace: Callable[[Path], None] | None = None,
) -> None:
    """Atomic write; ``before_replace`` lets tests inject a crash between write and replace."""
    folder = path.parent if str(path.parent) else Path(".")
    mode = None
    if mode_from is not None and mode_from.exists():
        mode = mode_from.stat().st_mode & 0o7777
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    temp = Path(temp_name)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, mode if mode is not None else 0o644)
        if before_replace is not None:
            before_replace(temp)
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
