"""A yes/no question (y, n, escape)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Button, Static

from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t
from gmconsole.widgets.keys_footer import KeysFooter


class ConfirmDialog(DismissOnce[bool]):
    DEFAULT_CSS = """
    ConfirmDialog { align: center middle; }
    ConfirmDialog > Vertical {
        width: auto; max-width: 70; height: auto;
        border: thick $primary; background: $surface; padding: 1 2;
    }
    ConfirmDialog Horizontal { height: auto; align-horizontal: right; margin-top: 1; }
    ConfirmDialog Button { margin-left: 1; }
    """
    BINDINGS = [
        Binding("y", "answer(True)", t("Yes")),
        Binding("n,escape", "answer(False)", t("No")),
    ]

    def __init__(self, question: str, yes: str | None = None, no: str | None = None) -> None:
        super().__init__()
        self.question = question
        self.yes = t("Yes") if yes is None else yes
        self.no = t("No") if no is None else no

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Content(self.question))
            with Horizontal():
                yield Button(Content(f"{self.yes} (y)"), variant="primary", id="yes")
                yield Button(Content(f"{self.no} (n)"), id="no")
        # The dialog's own keys at the bottom, over the footer of the screen beneath
        # (whose keys do nothing while the dialog is open).
        yield KeysFooter()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)
