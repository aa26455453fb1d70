"""The line at the top of a screen: its title, centred, and the palette's icon."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.widget import Widget

ICON = "⭘"
ICON_CELLS = 8
"""The icon's column at the left (as Textual's header: clicked, it opens the palette)."""
RIGHT_CELLS = 10
"""Room kept at the right so the title is centred as in Textual's header."""


class TitleBar(Widget, can_focus=False):
    """Textual's ``Header`` draws the same line with four widgets (itself, icon, title,
    clock space), each mounted and styled before the first frame. One widget is enough
    for a line that only shows the screen's title."""

    ALLOW_SELECT = False
    DEFAULT_CSS = """
    TitleBar {
        dock: top;
        width: 100%;
        height: 1;
        background: $panel;
        color: $foreground;
    }
    """

    def on_mount(self) -> None:
        self.watch(self.screen, "title", self._title_changed, init=False)

    def _title_changed(self, _: str | None) -> None:
        self.refresh()

    def render(self) -> Text:
        screen = self.screen
        title = (screen.title or self.app.title) if screen.is_attached else self.app.title
        width = self.size.width
        room = max(0, width - ICON_CELLS - RIGHT_CELLS)
        text = _fitted(title, room)
        left = ICON_CELLS + (room - text.cell_len) // 2
        line = Text(f" {ICON}".ljust(left), no_wrap=True, end="")
        line.append_text(text)
        return line

    def on_click(self, event: events.Click) -> None:
        if event.x < ICON_CELLS and self.app.ENABLE_COMMAND_PALETTE:
            self.app.action_command_palette()


def _fitted(title: str, room: int) -> Text:
    """The title in ``room`` cells; when too long, the party's name is cut, not the
    system after its `` · `` (a GM with two parties open reads which system it is)."""
    if room <= 0:
        return Text("", end="")
    name, separator, system = title.rpartition(" · ")
    text = Text(title, no_wrap=True, end="")
    if text.cell_len <= room or not separator:
        text.truncate(room, overflow="ellipsis")
        return text
    tail = Text(separator + system, no_wrap=True, end="")
    if tail.cell_len + 2 > room:
        text.truncate(room, overflow="ellipsis")
        return text
    head = Text(name, no_wrap=True, end="")
    head.truncate(room - tail.cell_len, overflow="ellipsis")
    head.append_text(tail)
    return head
