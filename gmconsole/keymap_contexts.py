"""Where keys act together, for the keymap file's check: the main screen (with the
tracker focused, or the sidebar) and each system's panel. A key moved onto a key that
another binding of the same place has would leave one of them unreachable."""

from __future__ import annotations

from pathlib import Path

from textual.binding import Binding

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.keymap import keymap_path, load_keymap, refuse_clashes
from gmconsole.registry import SYSTEMS
from gmconsole.screens.main_screen import MainScreen
from gmconsole.systems.ui_base import panel_classes
from gmconsole.widgets.initiative_tracker import InitiativeTracker
from gmconsole.widgets.resource_sidebar import ResourceSidebar


def _keys(*owners: object) -> dict[str, str]:
    keys: dict[str, str] = {}
    for owner in owners:
        for binding in getattr(owner, "BINDINGS", []):
            if isinstance(binding, Binding) and binding.id:
                keys.setdefault(binding.id, binding.key)
    return keys


def contexts(app: object) -> list[dict[str, str]]:
    """Each place's binding ids -> default keys."""
    places = [
        _keys(app, MainScreen, InitiativeTracker),
        _keys(app, MainScreen, ResourceSidebar),
    ]
    for system in SYSTEMS:
        for panel in panel_classes(system):
            keys = _keys(app, PanelScreen)
            for key, name in panel.OPTION_NAMES.items():
                keys[f"panel.{name}"] = key
                keys[f"panel.{name}_back"] = key.upper()
            for key, (name, _) in panel.SYSTEM_KEYS.items():
                keys[f"panel.{name}"] = key
            places.append(keys)
    return places


def load_checked_keymap(app: object, path: Path | None = None) -> tuple[dict[str, str], list[str]]:
    """The keymap file's entries that are valid and give no key two meanings, and a line
    for each one refused (``load_keymap``, ``refuse_clashes``)."""
    path = keymap_path() if path is None else path
    places = contexts(app)
    ids = {binding_id for place in places for binding_id in place}
    keymap, problems = load_keymap(ids, path)
    keymap, clashes = refuse_clashes(keymap, places, path)
    return keymap, problems + clashes
