"""Pick one of several options (arrows and enter, or the option's number key)."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from gmconsole.dialogs.once import DismissOnce
from gmconsole.text import plain


class ChoiceDialog(DismissOnce[Any]):
    DEFAULT_CSS = """
    ChoiceDialog { align: center middle; }
    ChoiceDialog > Vertical {
        width: 70; max-width: 95%; height: auto; max-height: 90%;
        border: thick $primary; background: $surface; padding: 1 2;
    }
    ChoiceDialog OptionList { height: auto; max-height: 20; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, options: list[tuple[Any, str]]) -> None:
        super().__init__()
        self.title_text = title
        self.options = options

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Content.styled(self.title_text, "bold"))
            yield OptionList(
                *(
                    Option(
                        Content(f"{i + 1:>2}. {plain(label)}" if i < 9 else f"    {plain(label)}")
                    )
                    for i, (_, label) in enumerate(self.options)
                )
            )

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.options[event.option_index][0])

    def on_key(self, event: object) -> None:
        if self.closing:
            return
        key = getattr(event, "character", None)
        if key and key.isdigit() and key != "0" and int(key) <= len(self.options):
            self.dismiss(self.options[int(key) - 1][0])

    def action_cancel(self) -> None:
        self.dismiss(None)
