"""The start screen: the four sample parties and recently opened files."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from gmconsole.recent import recent_files

SAMPLES = Path(__file__).resolve().parent.parent.parent / "sample_parties"
SAMPLE_TITLES = {
    "fids": "FIDS sample party",
    "ryf": "RyF sample party",
    "eclipse_phase": "Eclipse Phase sample party",
    "ezd6": "EZD6 sample party",
}


class StartScreen(Screen[None]):
    DEFAULT_CSS = """
    StartScreen { align: center middle; }
    StartScreen > Vertical { width: 80; max-width: 100%; height: auto; max-height: 100%; }
    StartScreen OptionList { height: auto; max-height: 20; }
    StartScreen #intro { margin-bottom: 1; }
    """
    BINDINGS = [Binding("enter", "open", "Open", show=True)]

    def __init__(self) -> None:
        super().__init__()
        self.paths: list[Path] = []

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Static(
                Content.from_markup(
                    "[b]gmconsole[/b]: pick a party to run "
                    "(arrows and enter; [b]gmconsole PATH[/b] opens a file directly)"
                ),
                id="intro",
            )
            options = []
            for system, title in SAMPLE_TITLES.items():
                path = SAMPLES / f"{system}.toml"
                if path.exists():
                    self.paths.append(path)
                    options.append(Option(Content(f"{title}  ({path.name})")))
            for path in recent_files():
                if path.resolve() in {p.resolve() for p in self.paths}:
                    continue
                self.paths.append(path)
                options.append(Option(Content(f"Recent: {path}")))
            yield OptionList(*options)
        yield Footer()

    def on_mount(self) -> None:
        self.title = "gmconsole"
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.open_party(self.paths[event.option_index])  # type: ignore[attr-defined]

    def action_open(self) -> None:
        option_list = self.query_one(OptionList)
        if option_list.highlighted is not None:
            self.app.open_party(self.paths[option_list.highlighted])  # type: ignore[attr-defined]
