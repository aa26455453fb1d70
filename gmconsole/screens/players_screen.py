"""The players' view panel: the address players open, its QR code, and its switches.

The words and the keys stand beside the QR code, so that at 80x24 the keys are on the
screen with it (under it, they were scrolled away).

It is told the state (address, QR lines, mode, open rolls, viewers) and dismisses with
what the GM chose (``lan``, ``local``, ``open_rolls``, ``stop``) or None; the app acts.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Static

from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, tn, translatable


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
    PlayersScreen Horizontal { width: auto; height: auto; }
    PlayersScreen #qr { background: white; color: black; width: auto; margin-right: 1; }
    PlayersScreen #words { width: 40; height: auto; }
    """
    BINDINGS = [
        Binding("l", "choose('lan')", translatable("LAN / this laptop only")),
        Binding("o", "choose('open_rolls')", translatable("Open rolls")),
        Binding("x", "choose('stop')", translatable("Stop the view")),
        Binding("escape,v", "choose(None)", translatable("Close")),
    ]

    def __init__(self, status: PlayersStatus) -> None:
        super().__init__()
        self.status = status

    def compose(self) -> ComposeResult:
        status = self.status
        mode = (
            t("on the local network (the address carries an access token)")
            if status.lan
            else t("on this laptop only (127.0.0.1)")
        )
        rolls = (
            t("the GM's rolls too, from when they were turned on")
            if status.open_rolls
            else t("the party's rolls only")
        )
        before, _, after = t("Open {url} in a browser").partition("{url}")
        lines = [
            Content.styled(t("Players' view"), "bold $accent"),
            Content.assemble(before, (status.url, "bold"), after),
            Content(
                t(
                    "Serving {mode}; {viewers}; the log shows {rolls}.",
                    mode=mode,
                    viewers=tn("{n} page open", "{n} pages open", status.viewers),
                    rolls=rolls,
                )
            ),
        ]
        keys = "\n".join(
            [
                t("l: this laptop only") if status.lan else t("l: serve on the local network"),
                # The key says what it does (play-test: "o: open rolls on" read as a state).
                t("o: show only the party's rolls")
                if status.open_rolls
                else t("o: show the GM's rolls too, from now on"),
                t("x: stop the view"),
                t("escape: close"),
            ]
        )
        with VerticalScroll(), Horizontal():
            if status.qr:
                yield Static(Content("\n".join(status.qr)), id="qr")
            with Vertical(id="words"):
                yield Static(Content("\n").join(lines))
                yield Static(Content.styled("\n" + keys, "$text-muted"), id="keys")

    def action_choose(self, what: str | None) -> None:
        self.dismiss(what)
