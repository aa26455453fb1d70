"""F1 on the main screen: every key the open system has, with its binding id (for the
GM's keymap file), then the combat panel's own keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.binding import Binding

from gmconsole.dialogs.help_dialog import HelpDialog
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.i18n import t
from gmconsole.keymap import shown_key
from gmconsole.screens.main_keys import binding_id
from gmconsole.textual_words import key_name

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen


def panel_keys(keymap: dict[str, str]) -> list[tuple[str, str]]:
    """The combat panel's own keys (their words translated here, when shown), with their
    ids and the GM's keymap; its options and the system's after-roll keys are listed by
    f1 inside the panel."""
    keys = [
        (shown_key(keymap, b.id, b.key), f"{t('panel')}: {t(b.description)}  ·  {b.id}")
        for b in PanelScreen.BINDINGS
        if isinstance(b, Binding) and b.id
    ]
    keys.append(("f1", t("in a panel: its options and after-roll keys, with their ids")))
    keys.append(
        ("1-9", t("in a list: a number or the first letters highlight an option; enter picks it"))
    )
    return keys


def help_dialog(screen: MainScreen) -> HelpDialog:
    keys = [
        (key_name(key), f"{text}  ·  {binding_id(action)}" if action else text)
        for key, action, _, text, _ in screen.keys_here()
    ]
    keys += panel_keys(screen.console.keymap)
    return HelpDialog(keys, screen.adapter.title, screen.adapter.rulings_summary)
