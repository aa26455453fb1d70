"""Shows why a party file could not be opened; the file is never touched."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, translatable


class ErrorScreen(DismissOnce[None]):
    DEFAULT_CSS = """
    ErrorScreen { align: center middle; }
    ErrorScreen > VerticalScroll {
        width: 90%; height: auto; max-height: 90%;
        border: thick $error; background: $surface; padding: 1 2;
    }
    """
    BINDINGS = [Binding("escape,enter,q", "close", translatable("Close"))]

    def __init__(self, title: str, lines: list[str]) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines

    def compose(self) -> ComposeResult:
        parts = [Content.styled(self.title_text, "bold $error")]
        parts += [Content(line) for line in self.lines]
        parts.append(Content.styled(t("escape closes"), "italic $text-muted"))
        with VerticalScroll():
            yield Static(Content("\n").join(parts))

    def action_close(self) -> None:
        self.dismiss(None)
