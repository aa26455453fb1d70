"""A key whose action the open system does not have says so (it did nothing, silently:
``g`` in Eclipse Phase, whose text has no rest rule)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from gmconsole.i18n import t

if TYPE_CHECKING:
    from gmconsole.screens.main_keys import KeyRow


def absent_action_notice(
    keys: Iterable[KeyRow], has_action: Callable[[str], bool], system: str, key: str
) -> str | None:
    """The notice for ``key`` when it is bound to an action this system lacks; else None.
    ``keys`` are ``placed_rows``: labels as English message ids, translated here."""
    for placed, action, label, _, _ in keys:
        if not action or placed != key:
            continue
        if has_action(action):
            return None
        return t("{system} has no {what}: this key does nothing here", system=system, what=t(label))
    return None
