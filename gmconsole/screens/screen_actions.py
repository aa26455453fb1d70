"""The main screen's actions that are about the screen itself or its dialogs rather
than an intent on the fight: the system's own keys (a dialog the system builds), the
fallen rows' view, the whole log and help."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from textual.binding import Binding

from gmconsole.dialogs.help_dialog import HelpDialog
from gmconsole.dialogs.log_dialog import LogDialog
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.i18n import t, tn
from gmconsole.keymap import shown_key
from gmconsole.screens.main_keys import KEYS, HasActions, row_id, system_has
from gmconsole.state.context import OpError
from gmconsole.state.operation import Operation
from gmconsole.textual_words import key_name
from gmconsole.widgets.log_view import log_line

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen


async def system_action(screen: MainScreen, name: str) -> None:
    """The system's own key (zone, surprise, experience): an operation at once, or a
    dialog of the system's that returns one."""
    if name not in screen.adapter.system_actions:
        return
    try:
        answer = screen.ui.system_action(name, screen.party, screen.tracker.selected_id)
    except OpError as problem:
        screen.warn(str(problem))
        return
    op = answer if isinstance(answer, Operation) else await screen.ask(answer)
    if isinstance(op, Operation):
        screen.run(op, follow=name == "surprise")


def toggle_fallen(screen: MainScreen) -> None:
    """Out of the way or back in view: the fallen rows (a view setting, not undoable,
    never saved)."""
    tracker = screen.tracker
    tracker.hide_fallen = not tracker.hide_fallen
    tracker.sync()  # finds who is hidden
    screen.show_selected()
    if tracker.hide_fallen:
        hidden = len(tracker.hidden_ids)
        screen.app.notify(
            tn(
                "{n} fallen hidden (ctrl+f shows it)",
                "{n} fallen hidden (ctrl+f shows them)",
                hidden,
            ),
            timeout=3,
        )
    else:
        screen.app.notify(t("The fallen are shown"), timeout=3)


def show_log(screen: MainScreen) -> None:
    screen.app.push_screen(LogDialog([log_line(e) for e in screen.party.log]))


def show_help(screen: MainScreen) -> None:
    screen.app.push_screen(help_dialog(screen))


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


def help_rows(keymap: Mapping[str, str], adapter: HasActions) -> list[tuple[str, str]]:
    """f1's rows of the main screen's keys: the key where the keymap put it, the help text
    and the binding id a keymap file names (every row that has one)."""
    rows = []
    for key, action, _, text, _ in KEYS:
        if not system_has(adapter, action):
            continue
        ident = row_id(key, action)
        shown = key_name(keymap.get(ident, key))
        rows.append((shown, f"{t(text)}  ·  {ident}" if ident else t(text)))
    return rows


def help_dialog(screen: MainScreen) -> HelpDialog:
    keys = help_rows(screen.console.keymap, screen.adapter)
    keys += panel_keys(screen.console.keymap)
    return HelpDialog(keys, screen.adapter.title, screen.adapter.rulings_summary)
