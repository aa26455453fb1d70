"""The log: newest last, scrollable, plain text (names and rolls are never markup).

Textual's Log grows its virtual size with every line, and each growth re-lays out the
whole screen. This view keeps a fixed virtual height (the last CAPACITY lines, anchored
at the bottom), so appending a line repaints only the log.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from rich.segment import Segment
from textual.geometry import Size
from textual.strip import Strip

from gmconsole.i18n import t
from gmconsole.text import plain
from gmconsole.widgets.line_widget import LineWidget

if TYPE_CHECKING:
    from gmconsole.model.party import LogEntry

CAPACITY = 500
INDENT = "     "


def log_line(entry: LogEntry) -> str:
    """An entry as the log shows it: its round, then its text (never markup)."""
    return f"R{entry.round:<3} {plain(entry.text)}"


class LogView(LineWidget, can_focus=False):
    """Not a focus stop (Tab moves between the tracker and the sidebar): the mouse wheel
    scrolls it back, the border then says so, and L (``follow``) returns to the newest."""

    DEFAULT_CSS = """
    LogView {
        background: $surface;
        border: round $primary 50%;
        scrollbar-size-horizontal: 0;
    }
    LogView.-scrolled-back { border: round $warning; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.entries: list[str] = []
        """Log entries as given, one per change."""
        self.lines: list[str] = []
        """The entries wrapped to the current width: what is drawn."""
        self._width = 0
        self._shown: Sequence[LogEntry] = ()
        """The party's log as last shown (``show``)."""
        self.border_title = t("Log")

    def show(self, log: Sequence[LogEntry]) -> None:
        """Show the party's log: append the entries not shown yet; after an undo (entries
        gone) or a restore, show it anew. Entries are values: the same entry is the same
        object in every party that has it, so one identity check tells which case."""
        shown, self._shown = self._shown, log
        if log is shown:
            return
        if shown and len(log) >= len(shown) and log[len(shown) - 1] is shown[-1]:
            self.append(log_line(e) for e in log[len(shown) :])
        else:
            self.set_lines(log_line(e) for e in log[-CAPACITY:])

    def _wrap(self, entries: Iterable[str]) -> list[str]:
        width = max(20, self._width)
        wrapped: list[str] = []
        for entry in entries:
            wrapped += textwrap.wrap(
                entry, width, subsequent_indent=INDENT, break_long_words=True
            ) or [""]
        return wrapped

    def on_mount(self) -> None:
        self.virtual_size = Size(0, CAPACITY)
        self._follow()

    def on_resize(self) -> None:
        width = self.scrollable_content_region.width
        if width != self._width:
            self._width = width
            self.lines = self._wrap(self.entries)[-CAPACITY:]
            self.refresh()
        self._follow()

    def _follow(self) -> None:
        """Show the newest lines (once the size is known)."""
        self.call_after_refresh(self.scroll_end, animate=False, immediate=True)

    def set_lines(self, lines: Iterable[str]) -> None:
        self.entries = [plain(line) for line in lines][-CAPACITY:]
        self.lines = self._wrap(self.entries)[-CAPACITY:]
        self.refresh()
        self._follow()

    def append(self, lines: Iterable[str]) -> None:
        entries = [plain(line) for line in lines]
        if not entries:
            return
        self.entries = (self.entries + entries)[-CAPACITY:]
        new = self._wrap(entries)
        self.lines = (self.lines + new)[-CAPACITY:]
        if self.scroll_offset.y < self.max_scroll_y:
            # The GM scrolled up to read: keep those lines in place as new ones arrive.
            self.scroll_to(y=max(0, self.scroll_offset.y - len(new)), animate=False)
        # Every line shown moves up one; the border stays as it is.
        self.refresh(self.size.region)

    @property
    def scrolled_back(self) -> bool:
        return self.scroll_offset.y < self.max_scroll_y

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        back = self.scrolled_back
        self.set_class(back, "-scrolled-back")
        subtitle = t("scrolled back · L shows the newest") if back else ""
        if self.border_subtitle != subtitle:
            self.border_subtitle = subtitle

    def follow(self) -> None:
        """Back to the newest lines."""
        self.scroll_end(animate=False, immediate=True)

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        index = len(self.lines) - CAPACITY + self.scroll_offset.y + y
        if not 0 <= index < len(self.lines):
            return Strip.blank(width, self.line_style)
        return Strip([Segment(self.lines[index], self.line_style)]).crop_extend(
            0, width, self.line_style
        )
