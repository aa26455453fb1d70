"""Recently opened party files, kept in the user's data folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

LIMIT = 10


def data_folder() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "gmconsole"


def recent_files() -> list[Path]:
    try:
        names = json.loads((data_folder() / "recent.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(names, list):
        return []
    return [Path(n) for n in names if isinstance(n, str) and Path(n).exists()]


def remember(path: Path) -> None:
    """Put ``path`` first in the list; failures are ignored (the list is a convenience)."""
    resolved = str(path.resolve())
    names = [resolved] + [str(p) for p in recent_files() if str(p) != resolved]
    try:
        folder = data_folder()
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "recent.json").write_text(json.dumps(names[:LIMIT], indent=1), encoding="utf-8")
    except OSError:
        pass
