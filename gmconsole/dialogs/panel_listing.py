"""What a panel's footer, help (F1) and command palette list, from its bindings and what
it offers now: an option by its label in this mode (none for an option the mode hides,
or an after-roll option no longer offered), a system key only while the key line or the
result offers it (taken from the hints as data, never from their text).

Functions of the values the panel passes: its option bindings (``OPTION_OF``: binding
id -> option key), its system keys (``SYSTEM_KEYS``), its options and the keymap's keys.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from textual.binding import Binding

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.key_hints import KeyHint, offered_ids
from gmconsole.dialogs.panel_keys import PANEL_BINDINGS, help_entries, list_steps
from gmconsole.dialogs.panel_values import LIST_MARK, Choice
from gmconsole.i18n import t

SystemKeys = Mapping[str, tuple[str, str]]
"""A panel's system keys: default key -> (binding name, description)."""


def footer_label(
    binding: Binding,
    option_of: Mapping[str, str],
    listed: Mapping[str, Choice],
    system_keys: SystemKeys,
    offered: frozenset[str],
) -> str | None:
    """What the footer says for one of a panel's bindings (None: not listed). ``listed``:
    the options the footer may list now, by key; ``offered``: the system keys offered now."""
    key = option_of.get(binding.id or "")
    if key is not None:
        choice = listed.get(key)
        return choice.label if binding.show and choice is not None else None
    system = next(
        (k for k, (name, _) in system_keys.items() if binding.id == f"panel.{name}"), None
    )
    if system is not None:  # the footer's bindings are already in the language shown
        return binding.description if system in offered else None
    return binding.description if binding.show else None


def system_keys_offered(hints: Iterable[KeyHint], system_keys: SystemKeys) -> frozenset[str]:
    """The system keys (by default key) that ``hints`` (the key line's and the result's)
    offer: a karma point, a hero die, forcing to die 1-3."""
    ids = offered_ids(hints)
    return frozenset(key for key, (name, _) in system_keys.items() if f"panel.{name}" in ids)


def list_mark(choice: Choice | None) -> str:
    """The mark after the key of an option that opens a list (none for one that steps)."""
    return LIST_MARK if choice is not None and choice.opens_list else ""


def value_list(choice: Choice, app: object, name: str) -> ChoiceDialog[tuple[object]]:
    """The list a long option's key opens (binding name ``name``): its values, filtered
    as the GM types, on the value in use; the option's keys step in it (``list_steps``).
    Values are wrapped in a tuple so that a value of None or False can be chosen."""
    options = [((value,), label) for value, label in choice.values]
    steps = list_steps(app, name, choice.key)
    return ChoiceDialog(choice.label, options, True, (choice.value,), steps, choice.bounded)


def palette_actions(
    choices: Iterable[Choice],
    acts: Callable[[str, tuple[object, ...]], bool | None],
    shown_key: Callable[[str, str], str],
    key_of: Callable[[Choice], str],
) -> list[tuple[str, str]]:
    """(description, action) for the command palette: the panel's keys and options
    that act now (``acts``: the panel's ``check_action``; None: shown dimmed), each with
    the key the GM presses."""
    actions = [
        (f"{t(binding.description)} ({shown_key(binding.id or '', binding.key)})", binding.action)
        for binding in PANEL_BINDINGS
        if isinstance(binding, Binding) and acts(binding.action, ()) is not False
    ]
    actions += [
        (f"{choice.label} ({key_of(choice)}{list_mark(choice)})", f"next_value('{choice.key}')")
        for choice in choices
        if acts("next_value", (choice.key,))
    ]
    return actions


def help_keys(
    option_of: Mapping[str, str],
    choices: Sequence[Choice],
    own: Iterable[Binding],
    shown_key: Callable[[str, str], str],
) -> list[tuple[str, str]]:
    """F1 in a panel: its keys (options by their names in this mode, the system's
    after-roll keys ``own``, with the keymap applied)."""
    by_key = {choice.key: choice for choice in choices}

    def label(binding: Binding) -> str | None:
        key = option_of.get(binding.id or "")
        if key is None:
            return t(binding.description)
        choice = by_key.get(key)
        return choice.label if choice is not None and choice.visible and choice.values else None

    keys = help_entries([*PANEL_BINDINGS, *own], label, shown_key)
    keys.append((t("Shift+key"), t("an option's previous value")))
    return keys
