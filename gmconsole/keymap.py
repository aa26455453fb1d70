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
from typing import Protocol, runtime_checkable

from textual.keys import Keys, key_to_character

from gmconsole.i18n import t
from gmconsole.textual_words import key_name

MODIFIERS = frozenset({"ctrl", "shift", "alt", "meta", "super", "hyper"})
_NAMES_SHOWN = ("space", "enter", "escape", "tab", "backspace", "up", "pageup", "home", "f1..f24")

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
        unknown = [k for k in parts if _KEY.match(k) and not known_key(k)]
        if unknown:
            problems.append(
                t(
                    "{path}: {binding_id} = {keys}: {key} is not a key Textual knows; a key is "
                    "one character (a, T, 5) or a name ({names}), after modifiers ({modifiers})",
                    path=path,
                    binding_id=binding_id,
                    keys=repr(keys),
                    key=repr(unknown[0]),
                    names=", ".join(_NAMES_SHOWN),
                    modifiers="+".join(sorted(MODIFIERS)) + "+",
                )
            )
            continue
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


def known_key(key: str) -> bool:
    """A key name Textual knows: modifiers (each once) and one character or a key name
    (``f5``, ``pageup``, ``space``, ``full_stop``); ``ctrl+shift+banana`` is not."""
    *modifiers, base = key.split("+")
    if any(m not in MODIFIERS for m in modifiers) or len(set(modifiers)) != len(modifiers):
        return False
    if len(base) == 1:
        return True
    named = {k.value for k in Keys if "+" not in k.value and not k.value.startswith("<")}
    # A named character is a key when the keyboard has it (full_stop, not banana: the
    # Unicode name of an emoji).
    character = key_to_character(base)
    return base in named or (character is not None and character.isascii())


def refuse_clashes(
    keymap: dict[str, str], contexts: list[dict[str, str]], path: Path | None = None
) -> tuple[dict[str, str], list[str]]:
    """The keymap without the entries that give a key two meanings where both act (the
    main screen with the tracker or the sidebar, each system's panel), and a line for each
    refused entry naming the file, the entry and the binding that has the key. ``contexts``:
    each place's binding ids -> default keys (comma-separated). A refused entry keeps its
    default key, which may refuse another entry in turn."""
    path = keymap_path() if path is None else path
    accepted = dict(keymap)
    problems: list[str] = []
    while True:
        clash = _first_clash(accepted, contexts)
        if clash is None:
            return accepted, problems
        binding_id, key, other = clash
        problems.append(
            t(
                "{path}: {binding_id} = {keys}: {key} is already the key of {other} there; "
                "the default key stays (choose a key no other binding there has)",
                path=path,
                binding_id=binding_id,
                keys=repr(accepted[binding_id]),
                key=repr(key),
                other=other,
            )
        )
        del accepted[binding_id]


def _first_clash(
    keymap: dict[str, str], contexts: list[dict[str, str]]
) -> tuple[str, str, str] | None:
    """(a moved id, its key, the other id) for the first key a moved binding shares with
    another binding of the same place, in the file's order."""
    for binding_id in keymap:
        for context in contexts:
            if binding_id not in context:
                continue
            keys = set(keymap[binding_id].split(","))
            for other, default in context.items():
                if other == binding_id:
                    continue
                shared = keys & set(keymap.get(other, default).split(","))
                if shared:
                    return binding_id, min(shared), other
    return None


@runtime_checkable
class HoldsKeymap(Protocol):
    """An app that applied the GM's keymap file (``GmApp.keymap``)."""

    keymap: dict[str, str]


def keymap_of(app: object) -> dict[str, str]:
    """The keymap ``app`` applied; none for an app without one (a test's bare App)."""
    return app.keymap if isinstance(app, HoldsKeymap) else {}
