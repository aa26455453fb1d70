"""A yes/no question (y, n, escape)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Button, Static

from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, translatable
from gmconsole.key_queue import textual_clock
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
        Binding("y", "answer(True)", translatable("Yes"), id="confirm.yes"),
        Binding("n", "answer(False)", translatable("No"), id="confirm.no"),
        # Its own action, so the footer lists it (one entry per action).
        Binding("escape", "escape", translatable("No"), id="confirm.escape"),
    ]
    """The answer keys, bound once for the class; what the footer calls them is this
    question's (``footer_label``): its yes and no words, and escape's (safe) answer."""

    def __init__(
        self,
        question: str,
        yes: str | None = None,
        no: str | None = None,
        escape: bool = False,
        must_be_seen: bool = False,
    ) -> None:
        """``escape``: the answer escape gives (the safe one). ``must_be_seen``: keys
        typed before the question was drawn do not answer it (a question whose "no"
        loses work, asked at launch)."""
        super().__init__()
        self.question = question
        self.yes = t("Yes") if yes is None else yes
        self.no = t("No") if no is None else no
        self.escape_answer = escape
        self.must_be_seen = must_be_seen
        """Read by the key queue (``KeyQueue._seen``)."""
        self.shown_at: float | None = None
        """When the question was drawn (``textual_clock``); None before."""

    def footer_label(self, binding: Binding) -> str | None:
        """The footer names the answers as the buttons do."""
        if binding.id == "confirm.yes":
            return self.yes
        if binding.id == "confirm.no":
            return self.no
        if binding.id == "confirm.escape":
            return self.yes if self.escape_answer else self.no
        return binding.description if binding.show else None

    def on_mount(self) -> None:
        self.call_after_refresh(self._drawn)
        # Should the callback after the refresh never come, the question counts as seen
        # a second later, not never (every key dropped).
        self.set_timer(1.0, self._drawn)

    def _drawn(self) -> None:
        if self.shown_at is None:
            self.shown_at = textual_clock()

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

    def action_escape(self) -> None:
        self.dismiss(self.escape_answer)
