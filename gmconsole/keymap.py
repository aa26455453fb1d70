"""The GM's own keys: ``$XDG_CONFIG_HOME/gmconsole/keymap.toml`` maps binding ids to keys.

    # keymap.toml
    "tracker.next_turn" = "space"
    "tracker.damage" = "d,ctrl+d"      # several keys: comma-separated
    "panel.roll" = "R"

Ids are the bindings' ids (the help lists them); keys are Textual key names. A file
that does not read, or an entry with an unknown id or a bad key, gives a message naming
the file, the line's id and what is allowed, and the defaults stay (never a crash).
"""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

from gmconsole.i18n import t
from gmconsole.textual_words import key_name

_KEY = re.compile(r"^[A-Za-z0-9_+\-]+$")


def shown_key(keymap: dict[str, str], binding_id: str, default: str) -> str:
    """The key the GM presses for a binding, as the screen names it: the keymap file's
    (its first, when it gives several), else the default."""
    return key_name(keymap.get(binding_id, default).split(",")[0])


def keymap_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "gmconsole" / "keymap.toml"


def load_keymap(known_ids: set[str], path: Path | None = None) -> tuple[dict[str, str], list[str]]:
    """(binding id -> keys, problems) from the keymap file; no file is no keymap."""
    path = keymap_path() if path is None else path
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, []
    except (OSError, UnicodeDecodeError) as error:
        return {}, [
            t("{path}: cannot be read ({error}); the default keys stay", path=path, error=error)
        ]
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return {}, [
            t("{path}: TOML syntax: {error}; the default keys stay", path=path, error=error)
        ]
    keymap: dict[str, str] = {}
    problems: list[str] = []
    for binding_id, keys in data.items():
        if binding_id not in known_ids:
            problems.append(
                t(
                    "{path}: {binding_id} is not a binding id (see the help, f1, for the ids)",
                    path=path,
                    binding_id=repr(binding_id),
                )
            )
            continue
        parts = [k.strip() for k in keys.split(",")] if isinstance(keys, str) else []
        if not parts or not all(_KEY.match(k) for k in parts):
            problems.append(
                t(
                    "{path}: {binding_id} = {keys}: keys are Textual key names separated by "
                    'commas, e.g. "d", "ctrl+d", "f5"',
                    path=path,
                    binding_id=binding_id,
                    keys=repr(keys),
                )
            )
            continue
        keymap[binding_id] = ",".join(parts)
    return keymap, problems
