"""l: the whole log, to read back with the keyboard (the log box shows its last lines,
two at 80x24, and scrolls back only with the mouse wheel)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, tn, translatable
from gmconsole.widgets.keys_footer import KeysFooter


class LogDialog(DismissOnce[None]):
    DEFAULT_CSS = """
    LogDialog { align: center middle; }
    LogDialog > VerticalScroll {
        width: 100%; height: 1fr; border: thick $primary; background: $surface;
        padding: 0 1;
    }
    """
    BINDINGS = [
        Binding("escape,l,q", "close", translatable("Close")),
        # Priority: the focused scroll's own (hidden) home and end would hide them.
        Binding("home", "oldest", translatable("Oldest"), priority=True),
        Binding("end", "newest", translatable("Newest"), priority=True),
    ]

    def __init__(self, lines: list[str]) -> None:
        """``lines``: the log as the log box writes it (``R2   text``), oldest first;
        plain text, never markup."""
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        scroll = VerticalScroll()
        count = len(self.lines)
        scroll.border_title = tn("Log: {n} line", "Log: {n} lines", count)
        with scroll:
            yield Static(Content("\n".join(self.lines) or t("Nothing logged yet.")))
        yield KeysFooter()

    def on_mount(self) -> None:
        scroll = self.query_one(VerticalScroll)
        scroll.focus()  # the arrows and page keys scroll it
        self.call_after_refresh(scroll.scroll_end, animate=False, immediate=True)

    def action_oldest(self) -> None:
        self.query_one(VerticalScroll).scroll_home(animate=False)

    def action_newest(self) -> None:
        self.query_one(VerticalScroll).scroll_end(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
