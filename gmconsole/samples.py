"""Where the sample parties are, in a checkout and in an installed wheel.

The shipped samples are never written: the GM plays a sample in a copy in the user's
data folder (made on first open, kept after), whether it is opened from the start
screen or by its path.

The samples live at the top of the repository (``sample_parties/``). The wheel ships a
copy inside the package (``gmconsole/sample_parties``, hatch's ``force-include`` in
pyproject.toml), found through ``importlib.resources``; a checkout (or an editable
install) has no such folder and uses the top-level one.
"""

from __future__ import annotations

import shutil
from importlib.resources import files
from pathlib import Path

from gmconsole.recent import data_folder

FOLDER_NAME = "sample_parties"


def _candidates() -> list[Path]:
    found = []
    installed = files("gmconsole") / FOLDER_NAME
    if isinstance(installed, Path):  # a zipped install has no paths to copy from
        found.append(installed)
    found.append(Path(__file__).resolve().parent.parent / FOLDER_NAME)
    return found


def samples_folder() -> Path:
    """The folder holding ``<system>.toml`` samples: the installed copy if there is one,
    else the checkout's; the checkout's path (missing) when neither exists."""
    candidates = _candidates()
    for folder in candidates:
        if folder.is_dir():
            return folder
    return candidates[-1]


def sample_paths() -> dict[str, Path]:
    """System id -> its sample file, for the samples that exist."""
    folder = samples_folder()
    return {path.stem: path for path in sorted(folder.glob("*.toml"))}


SAMPLES = samples_folder()
"""The samples' folder, found when this module is first imported."""


def shipped_sample(path: Path) -> str | None:
    """The system id when ``path`` is one of the shipped samples (else None)."""
    try:
        resolved = path.resolve()
    except OSError:
        return None
    for folder in _candidates():
        if resolved.parent == folder.resolve() and resolved.suffix == ".toml":
            return resolved.stem
    return None


def copies_folder() -> Path:
    """Where the GM's copies of the samples live (it may not exist yet)."""
    return data_folder() / "parties"


def sample_copy(system: str) -> Path:
    """Where the GM's copy of a sample lives (it may not exist yet)."""
    return copies_folder() / f"{system}.toml"


def open_sample(system: str) -> Path:
    """The GM's copy of a sample, made from the shipped one the first time.

    Raises OSError when the data folder cannot be written (never falls back to the
    shipped file, which a save would rewrite).
    """
    copy = sample_copy(system)
    if not copy.exists():
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SAMPLES / f"{system}.toml", copy)
    return copy


def fresh_copy_path(system: str) -> Path:
    """Where a fresh copy of a sample goes once the GM's copy exists: the first free
    ``<system>-N.toml`` (N from 2) beside it, so no played copy is ever overwritten."""
    copy = sample_copy(system)
    number = 2
    while (candidate := copy.with_name(f"{system}-{number}.toml")).exists():
        number += 1
    return candidate


def open_fresh_copy(system: str) -> Path:
    """A new copy of the shipped sample (the GM's played copies stay as they are).

    Raises OSError when the data folder cannot be written.
    """
    path = fresh_copy_path(system)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(SAMPLES / f"{system}.toml", "rb") as source, open(path, "xb") as target:
        shutil.copyfileobj(source, target)
    return path
