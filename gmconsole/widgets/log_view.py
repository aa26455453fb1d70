"""The log: Textual's ``Log``, newest last, scrollable, plain text (names and rolls are
never markup), each entry wrapped to the box with its round's indent."""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from rich.cells import cell_len
from textual.widgets import Log

from gmconsole.i18n import t, tn
from gmconsole.text import plain
from gmconsole.widgets.tracker_status import shorten

if TYPE_CHECKING:
    from gmconsole.model.party import LogEntry

CAPACITY = 500
"""The newest lines kept (older ones are in the log dialog, and in the party file)."""
INDENT = "     "
ROW = 64
"""A restore question's width (``ConfirmDialog``: 70 columns at most, less its border
and padding)."""


def log_line(entry: LogEntry) -> str:
    """An entry as the log shows it: its round ("—" for a line written while no fight
    ran: the frame said "no fight"), then its text (never markup)."""
    where = f"R{entry.round}" if entry.round else "—"
    return f"{where:<4} {plain(entry.text)}"


def restore_words(before: Sequence[LogEntry], after: Sequence[LogEntry], most: int = 6) -> str:
    """What a restore changes, as the log lines it brings back or takes back, a row each
    (the question fits at 80x24): every one when the two lists hold ``most`` at most, else
    the newest of each in ``most`` rows, after a row that counts the earlier ones (play-test
    25: "1 unsaved action" after two actions and three undos, and no word of which; a
    play-test after it: "…" hid which lines past the third)."""
    same = 0
    for old, new in zip(before, after, strict=False):
        if old != new:
            break
        same += 1
    # A line in both, moved (a roll not applied that undo kept, written again after the
    # lines it took back), is neither brought back nor taken back (its own tmux check).
    both = Counter(map(_said, after[same:])) & Counter(map(_said, before[same:]))
    sections = [
        (t("It brings back:"), _without(after[same:], both)),
        (t("It takes back:"), _without(before[same:], both)),
    ]
    rooms = _rooms([len(lines) for _, lines in sections], most)
    words = ""
    for (heading, lines), room in zip(sections, rooms, strict=True):
        if lines:
            if len(lines) > room:  # the row counting the earlier lines is one of the room
                earlier = len(lines) - (room - 1)
                shown = [tn("(and {n} earlier line)", "(and {n} earlier lines)", earlier)]
                lines = lines[-(room - 1) :]
            else:
                shown = []
            shown += [_both_ends(log_line(entry), ROW) for entry in lines]
            words += "\n\n" + "\n".join([heading, *shown])
    return words


def _rooms(counts: list[int], most: int) -> list[int]:
    """Rows for each list of ``counts`` within ``most`` in all: each its share, and what a
    short list leaves to the other (two rows at least: an earlier count and a line)."""
    rooms = [min(count, max(2, most // len(counts))) for count in counts]
    for i, count in enumerate(counts):
        rooms[i] = max(rooms[i], min(count, most - sum(rooms) + rooms[i]))
    return rooms


def _said(entry: LogEntry) -> tuple[int, str]:
    return entry.round, entry.text


def _without(lines: Sequence[LogEntry], gone: Counter[tuple[int, str]]) -> list[LogEntry]:
    """``lines`` without as many of each line as ``gone`` counts, the first ones."""
    left = Counter(gone)
    kept = []
    for entry in lines:
        if left[_said(entry)] > 0:
            left[_said(entry)] -= 1
        else:
            kept.append(entry)
    return kept


def _both_ends(line: str, width: int) -> str:
    """``line`` in ``width`` cells: its start (the round, who) and its end (the outcome:
    "= 20 vs 18: success", "HP 17 -> 12"), the middle cut (play-test 28: a line cut at
    the end lost the "failure" the GM decides on)."""
    if cell_len(line) <= width:
        return line
    end = width // 2
    return shorten(line, width - end) + line[-(end - 1) :]


class LogView(Log, can_focus=False):
    """Not a focus stop (Tab moves between the tracker and the sidebar): the mouse wheel
    scrolls it back, the border then says so, and L (``follow``) returns to the newest.
    Scrolled back, new lines do not move what the GM is reading."""

    DEFAULT_CSS = """
    LogView {
        background: $surface;
        color: $foreground;
        border: round $primary 50%;
        overflow-x: hidden;
        overflow-y: scroll;  /* shown from the start: Log follows new lines through it */
    }
    LogView.-scrolled-back { border: round $warning; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(max_lines=CAPACITY, id=id, classes=classes)
        self.entries: list[str] = []
        """Log entries as given, one per change (the newest CAPACITY)."""
        self.wrapped_to = 0
        """The width the lines were wrapped to."""
        self.shown_log: Sequence[LogEntry] = ()
        """The party's log as last shown (``show``)."""
        self.following = True
        """The newest line is the last shown, and new lines keep it so; False once the GM
        scrolled back (until L)."""
        self.said = ""
        """What the GM was told of the last change (``say``), on the bottom edge until the
        log changes again."""
        self.border_title = t("Log")

    def show(self, log: Sequence[LogEntry]) -> None:
        """Show the party's log: append the entries not shown yet; after an undo (entries
        gone) or a restore, show it anew. Entries are values: the same entry is the same
        object in every party that has it, so one identity check tells which case."""
        shown, self.shown_log = self.shown_log, log
        if log is shown:
            return
        if shown and len(log) >= len(shown) and log[len(shown) - 1] is shown[-1]:
            self.append(log_line(e) for e in log[len(shown) :])
        else:
            self.set_lines(log_line(e) for e in log[-CAPACITY:])

    def _wrap(self, entries: Iterable[str]) -> list[str]:
        width = max(20, self.wrapped_to)
        wrapped: list[str] = []
        for entry in entries:
            wrapped += textwrap.wrap(
                entry, width, subsequent_indent=INDENT, break_long_words=True
            ) or [""]
        return wrapped

    def on_resize(self) -> None:
        width = self.scrollable_content_region.width
        if width != self.wrapped_to:
            self.wrapped_to = width
            following = self.following
            self.clear()
            self.write_lines(self._wrap(self.entries), scroll_end=False)
            if following:
                self.follow()
        elif self.following:  # taller or shorter: the newest line stays the last shown
            self.follow()

    def say(self, text: str) -> None:
        """``text`` on the box's bottom edge, beside the newest lines (an undo's "Undone:
        ..."; a toast covered the lines it had changed), until the log changes."""
        self.said = plain(text)
        self._show_edge()

    def _show_edge(self) -> None:
        subtitle = t("scrolled back · L shows the newest") if not self.following else self.said
        if self.border_subtitle != subtitle:
            self.border_subtitle = subtitle

    def set_lines(self, lines: Iterable[str]) -> None:
        self.said = ""
        self._show_edge()
        self.entries = [plain(line) for line in lines][-CAPACITY:]
        self.clear()
        self.write_lines(self._wrap(self.entries), scroll_end=False)
        self.follow()

    def append(self, lines: Iterable[str]) -> None:
        entries = [plain(line) for line in lines]
        if entries:
            self.said = ""
            self._show_edge()
            self.entries = (self.entries + entries)[-CAPACITY:]
            following = self.following
            self.write_lines(self._wrap(entries), scroll_end=False)
            if following:
                self.follow()

    @property
    def scrolled_back(self) -> bool:
        return not self.following

    def watch_scroll_y(self, old: float, new: float) -> None:
        # Whether the log follows is the GM's: scrolled back (the wheel) or at the end.
        # Log.write_lines follows only from the end, and a clear or a resize moves the
        # end without moving the view: the log stopped following, silently (play-test).
        super().watch_scroll_y(old, new)
        self.following = new >= self.max_scroll_y
        self.set_class(not self.following, "-scrolled-back")
        self._show_edge()

    def follow(self) -> None:
        """Back to the newest lines."""
        self.following = True
        self.scroll_end(animate=False, immediate=True)
