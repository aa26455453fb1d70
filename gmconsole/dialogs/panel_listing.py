"""What a panel's footer, help (F1) and command palette list, from its bindings and what
it offers now: an option by its label in this mode (none for an option the mode hides,
or an after-roll option no longer offered), a system key only while the key line or the
result offers it (taken from the hints as data, never from their text).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.binding import Binding

from gmconsole.dialogs.key_hints import KeyHint, offered_ids
from gmconsole.dialogs.panel_keys import PANEL_BINDINGS, help_entries
from gmconsole.i18n import t

if TYPE_CHECKING:
    from gmconsole.dialogs.panel_screen import PanelScreen


def footer_label(panel: PanelScreen, binding: Binding) -> str | None:
    """What the footer says for one of the panel's bindings (None: not listed)."""
    key = panel.OPTION_OF.get(binding.id or "")
    if key is not None:
        choice = panel.choice_or_none(key)
        if not binding.show or choice is None or key in panel.options_hidden:
            return None
        return choice.label
    system = next(
        (k for k, (name, _) in panel.SYSTEM_KEYS.items() if binding.id == f"panel.{name}"),
        None,
    )
    if system is not None:  # the footer's bindings are already in the language shown
        return binding.description if system in panel.keys_offered else None
    return binding.description if binding.show else None


def system_keys_offered(panel: PanelScreen, hints: list[KeyHint] | None) -> frozenset[str]:
    """The system keys (by default key) that the key line and the result offer now (a
    karma point, a hero die, forcing to die 1-3). ``hints``: the key line's hints, if
    the caller has them already."""
    if not panel.rolled or panel.dice_missing:
        return frozenset()
    hints = panel.key_hints() if hints is None else hints
    if panel.preview is not None:
        hints = [*hints, *panel.preview.hints]
    ids = offered_ids(hints)
    return frozenset(key for key, (name, _) in panel.SYSTEM_KEYS.items() if f"panel.{name}" in ids)


def palette_actions(panel: PanelScreen) -> list[tuple[str, str]]:
    """(description, action) for the command palette while the panel is open."""
    actions = [
        (
            f"{t(binding.description)} ({panel.shown_key(binding.id or '', binding.key)})",
            binding.action,
        )
        for binding in PANEL_BINDINGS
        if isinstance(binding, Binding) and panel.check_action(binding.action, ()) is not False
    ]
    actions += [
        (f"{choice.label} ({panel.key_of(choice)})", f"next_value('{choice.key}')")
        for choice in panel.choices
        if panel.check_action("next_value", (choice.key,))
    ]
    return actions


def help_keys(panel: PanelScreen) -> list[tuple[str, str]]:
    """F1 in a panel: its keys (options by their names in this mode, the system's
    after-roll keys, with the keymap applied)."""

    def label(binding: Binding) -> str | None:
        key = panel.OPTION_OF.get(binding.id or "")
        if key is None:
            return t(binding.description)
        choice = panel.choice_or_none(key)
        return choice.label if choice is not None and choice.visible and choice.values else None

    bindings = [*PANEL_BINDINGS, *panel.key_bindings_of_class()]
    keys = help_entries(bindings, label, panel.shown_key)
    keys.append((t("Shift+key"), t("an option's previous value")))
    return keys
