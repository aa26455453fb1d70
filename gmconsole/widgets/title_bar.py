"""The line at the top of a screen: Textual's ``Header`` with the screen's title, centred,
and the palette's icon."""

from __future__ import annotations

from textual import events
from textual.content import Content
from textual.widgets import Header, Static

ICON_CELLS = 8
"""The header's icon column at the left (clicked, it opens the palette)."""
RIGHT_CELLS = 10
"""The header's room kept at the right (its clock's, no clock shown)."""


class TitleBar(Header):
    """Textual's header, told how to fit the title (``format_title``, refitted when the
    terminal's width changes): when it is too long the party's name is cut, not the system
    after its `` · `` (a GM with two parties open reads which system it is); Textual's
    would cut the end. A click leaves it one line high (Textual's grows it to three, taken
    from the tracker)."""

    def format_title(self) -> Content:
        return _fitted(self.screen_title, self.size.width - ICON_CELLS - RIGHT_CELLS)

    def on_resize(self) -> None:
        for title in self.query("HeaderTitle").results(Static):
            title.update(self.format_title())

    def on_click(self, event: events.Click) -> None:
        event.prevent_default()


def _fitted(title: str, room: int) -> Content:
    """The title in ``room`` cells (a name is never markup: ``Content``, not a str)."""
    text = Content(title)
    if room <= 0:
        return Content("")
    if text.cell_length <= room:
        return text
    name, separator, system = title.rpartition(" · ")
    tail = Content(separator + system)
    if not separator or tail.cell_length + 2 > room:
        return text.truncate(room, ellipsis=True)
    return Content.assemble(Content(name).truncate(room - tail.cell_length, ellipsis=True), tail)
