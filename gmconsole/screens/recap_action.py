"""R on the main screen: the session recap written next to the party file
(``NAME.recap.md``), asking before it replaces one, and saying where it went."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.dialogs import confirm_dialog
from gmconsole.i18n import t
from gmconsole.recap import recap_path, render
from gmconsole.recap_command import write_recap

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen


async def write_recap_file(screen: MainScreen) -> None:
    """Write the players' recap (as ``gmconsole recap FILE`` prints it)."""
    path = screen.console.path
    if path is None:
        screen.app.notify(t("No party file: the recap goes next to it."), severity="warning")
        return
    target = recap_path(path)
    if target.exists():
        question = t("{path} exists. Replace it with tonight's recap?", path=str(target))
        if not await screen.ask(confirm_dialog.ConfirmDialog(question)):
            return
    try:
        written = write_recap(path, render(screen.party))
    except OSError as error:
        screen.app.notify(
            t("Recap not written: {problem}", problem=error.strerror or type(error).__name__),
            severity="error",
            markup=False,
        )
        return
    screen.app.notify(t("Recap written: {path}", path=str(written)), markup=False)
