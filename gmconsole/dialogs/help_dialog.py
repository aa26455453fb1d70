"""F1: every key of the main screen and a summary of the rulings for the party's system."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, translatable
from gmconsole.widgets.keys_footer import KeysFooter


class HelpDialog(DismissOnce[None]):
    DEFAULT_CSS = """
    HelpDialog { align: center middle; }
    HelpDialog > VerticalScroll {
        width: 90%; height: 90%; border: thick $primary; background: $surface; padding: 1 2;
    }
    """
    BINDINGS = [Binding("escape,f1,q", "close", translatable("Close"))]

    def __init__(self, keys: list[tuple[str, str]], title: str, rulings: tuple[str, ...]) -> None:
        super().__init__()
        self.keys = keys
        self.rules_title = title
        self.rulings = rulings

    def compose(self) -> ComposeResult:
        width = max((len(k) for k, _ in self.keys), default=4) + 2
        lines = [Content.styled(t("Keys"), "bold $accent")]
        lines += [
            Content.assemble((key.ljust(width), "bold"), description)
            for key, description in self.keys
        ]
        lines.append(Content(""))
        lines.append(Content.styled(t("Rulings: {title}", title=self.rules_title), "bold $accent"))
        lines += [Content(f"• {ruling}") for ruling in self.rulings]
        lines.append(Content(""))
        lines.append(
            Content.styled(
                t("The name after · is the key's id: your keymap.toml moves it (README)."),
                "italic $text-muted",
            )
        )
        lines.append(Content.styled(t("escape closes this help"), "italic $text-muted"))
        with VerticalScroll():
            yield Static(Content("\n").join(lines))
        # The help's own keys, over the footer of the screen beneath (whose keys do
        # nothing while the help is open).
        yield KeysFooter()

    def action_close(self) -> None:
        self.dismiss(None)
