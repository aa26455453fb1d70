"""A panel's key hints as data: which binding, its default key, what it does.

A panel says what its keys do now (``PanelScreen.key_hints``, ``Preview.hints``) as
``KeyHint`` values; the key line, the result's hint and the footer are drawn from them
with the GM's keymap (``keymap.shown_key``). Nothing reads a drawn line back: a catalog
that writes ``" | "`` instead of ``" · "``, or ``"k = karma"`` instead of ``"k: karma"``,
changes how the line reads and nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from gmconsole.i18n import t


@dataclass(frozen=True)
class KeyHint:
    """One thing a panel offers now: its keys (binding id and default key, several for a
    range such as FIDS's ``1-3``) and what they do, in the console's language. No keys:
    a note (``"nothing to force"``)."""

    label: str
    keys: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, binding_id: str, key: str, label: str) -> KeyHint:
        return cls(label, ((binding_id, key),))

    @property
    def binding_ids(self) -> frozenset[str]:
        return frozenset(binding_id for binding_id, _ in self.keys)


Shown = Callable[[str, str], str]
"""(binding id, default key) -> the key as the GM presses it (the keymap applied)."""


def render_hint(hint: KeyHint, shown: Shown) -> str:
    """``k: spend 1 karma``; a range of unmoved keys as ``1-3``, moved ones one by one."""
    if not hint.keys:
        return hint.label
    keys = [shown(binding_id, key) for binding_id, key in hint.keys]
    defaults = [key for _, key in hint.keys]
    if len(keys) > 1 and keys == defaults:
        key = f"{keys[0]}-{keys[-1]}"
    else:
        key = "/".join(keys)
    return t("{key}: {label}", key=key, label=hint.label)


def render_hints(hints: Iterable[KeyHint], shown: Shown) -> str:
    """The hints on one line, in the console's language."""
    return t(" · ").join(render_hint(hint, shown) for hint in hints)


def offered_ids(hints: Iterable[KeyHint]) -> frozenset[str]:
    """The binding ids these hints offer."""
    return frozenset(binding_id for hint in hints for binding_id in hint.binding_ids)
