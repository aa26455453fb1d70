"""System combat panels: the dialogs that run a test or an exchange for one system."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen


def open_panel(screen: MainScreen, cid: str) -> None:
    screen.app.notify("Tests arrive with the combat panels.", severity="warning")
