"""The players' view panel: the address players open, its QR code, and its switches.

It is told the state (address, QR lines, mode, open rolls, viewers) and dismisses with
what the GM chose (``lan``, ``local``, ``open_rolls``, ``stop``) or None; the app acts.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from gmconsole.dialogs.once import DismissOnce


@dataclass(frozen=True)
class PlayersStatus:
    """What the panel shows."""

    url: str
    qr: list[str]
    lan: bool
    open_rolls: bool
    viewers: int


class PlayersScreen(DismissOnce[str | None]):
    DEFAULT_CSS = """
    PlayersScreen { align: center middle; }
    PlayersScreen > VerticalScroll {
        width: auto; max-width: 100%; height: auto; max-height: 100%;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    PlayersScreen #qr { background: white; color: black; width: auto; }
    """
    BINDINGS = [
        Binding("l", "choose('lan')", "LAN / this laptop only"),
        Binding("o", "choose('open_rolls')", "Open rolls"),
        Binding("x", "choose('stop')", "Stop the view"),
        Binding("escape,v", "choose(None)", "Close"),
    ]

    def __init__(self, status: PlayersStatus) -> None:
        super().__init__()
        self.status = status

    def compose(self) -> ComposeResult:
        status = self.status
        mode = (
            "on the local network (the address carries an access token)"
            if status.lan
            else "on this laptop only (127.0.0.1)"
        )
        rolls = "the GM's rolls too (open rolls)" if status.open_rolls else "the party's rolls"
        lines = [
            Content.styled("Players' view", "bold $accent"),
            Content.assemble("Open ", (status.url, "bold"), " in a browser"),
            Content(f"Serving {mode}; {status.viewers} page(s) open; the log shows {rolls}."),
        ]
        with VerticalScroll():
            yield Static(Content("\n").join(lines))
            if status.qr:
                yield Static(Content("\n".join(status.qr)), id="qr")
            keys = (
                "l: "
                + ("this laptop only" if status.lan else "serve on the local network")
                + " · o: open rolls "
                + ("off" if status.open_rolls else "on")
                + " · x: stop the view · escape: close"
            )
            yield Static(Content.styled(keys, "$text-muted"))

    def action_choose(self, what: str | None) -> None:
        self.dismiss(what)
