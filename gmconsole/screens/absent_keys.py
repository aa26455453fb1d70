"""A key whose action the open system does not have says so (it did nothing, silently:
``g`` in Eclipse Phase, whose text has no rest rule)."""

from __future__ import annotations

from typing import Any

from gmconsole.i18n import t


def absent_action_notice(screen: Any, key: str) -> str | None:
    """The notice for ``key`` when it is bound to an action this system lacks; else None."""
    from gmconsole.screens.main_screen import KEYS, binding_id

    keymap: dict[str, str] = getattr(screen.app, "keymap", {})
    for default, action, label, _, _ in KEYS:
        if not action or keymap.get(binding_id(action), default) != key:
            continue
        if screen.has_action(action):
            return None
        return t(
            "{system} has no {what}: this key does nothing here",
            system=screen.adapter.title,
            what=label,
        )
    return None
