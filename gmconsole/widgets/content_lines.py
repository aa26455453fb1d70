"""A box of text lines drawn line by line: the combat box and the resource sidebar.

When what the box says changes, only the lines that differ are drawn again: a turn passing
between two bandits redraws the combat box's name line, not the box (the whole box was
about 3.6 ms of a 16 ms turn at 10 combatants, ``benchmarks/bench_console.py``), and a
damage redraws the sidebar's HP line. Longer than the box (a RyF sheet at 80x24), the
lines scroll with the wheel and a scrollbar says there is more.
"""

from __future__ import annotations

from textual.content import Content
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.visual import Visual

from gmconsole.widgets.line_widget import LineWidget

DRAWN_KEPT = 200
"""How many drawn lines a box keeps (a RyF sheet is about 20)."""


def _needs_wrap(line: Content, width: int) -> bool:
    """Most lines fit: wrapping them anyway was a third of the combat box's cost."""
    return line.cell_length > width or "\n" in line.plain


class ContentLines(LineWidget):
    DEFAULT_CSS = """
    ContentLines {
        overflow-x: hidden;
        overflow-y: auto;
        scrollbar-size-vertical: 1;
        scrollbar-size-horizontal: 0;
        scrollbar-gutter: stable;
    }
    """

    ALLOW_SELECT = False
    """Drawn line by line, the box has no text for the mouse to select (the log neither)."""

    TALL_AS_ITS_LINES = False
    """True for a box whose height is ``auto``: it is as tall as its lines (up to its
    max-height), so a new number of lines lays the screen out. False for a box of a set
    height: its lines never change the layout, unless they stop or start fitting."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._lines: list[Content] = []
        """What the box says, a line each, before wrapping."""
        self._wrapped: list[Content] = []
        """Those lines wrapped to the box's width: what is drawn, one per row."""
        self._width = 0
        self._first_rows: list[int] = []
        """Each line's first row among the wrapped rows."""
        self._drawn: dict[tuple[object, ...], Strip] = {}
        """Lines drawn before, by their text, spans, width and styles."""

    @property
    def text(self) -> str:
        """What the box says, as plain text (a line each, before wrapping)."""
        return "\n".join(line.plain for line in self._lines)

    @property
    def rows(self) -> list[str]:
        """What is drawn, one row each (the lines wrapped to the box), as plain text."""
        return [row.plain for row in self._wrapped]

    def set_lines(self, lines: list[Content], to_top: bool = False) -> None:
        """Say ``lines``; ``to_top`` scrolls back to the first (someone else is shown)."""
        if len(lines) == len(self._lines) and all(
            new.is_same(old) for new, old in zip(lines, self._lines, strict=True)
        ):
            return
        self._lines = lines
        if to_top and self.scroll_offset.y:
            self.scroll_to(y=0, animate=False, immediate=True)
        self._show_wrapped(self._wrap(lines))

    def keep_line_in_sight(self, index: int) -> None:
        """Scroll so that line ``index`` (before wrapping) is drawn (the sidebar's cursor)."""
        row = self._first_rows[index] if index < len(self._first_rows) else 0
        top, height = int(self.scroll_offset.y), self.scrollable_content_region.height
        if row < top:
            self.scroll_to(y=row, animate=False, immediate=True)
        elif height and row >= top + height:
            self.scroll_to(y=row - height + 1, animate=False, immediate=True)

    def _wrap(self, lines: list[Content]) -> list[Content]:
        """The lines wrapped to the box's width (one row each until the width is known),
        with the first row of each line noted."""
        width = self._width
        rows: list[Content] = []
        self._first_rows = []
        for line in lines:
            self._first_rows.append(len(rows))
            rows += line.wrap(width) if width and _needs_wrap(line, width) else [line]
        return rows

    def _show_wrapped(self, wrapped: list[Content]) -> None:
        """Redraw the rows that differ from what is drawn (the visible ones)."""
        old, self._wrapped = self._wrapped, wrapped
        self._fit_virtual_height()
        top = int(self.scroll_offset.y)
        for row in range(top, top + self.scrollable_content_region.height):
            was = old[row] if row < len(old) else None
            now = wrapped[row] if row < len(wrapped) else None
            if was is None and now is None:
                break
            if was is None or now is None or not now.is_same(was):
                self.refresh(Region(0, row - top, self.size.width, 1))

    def _fit_virtual_height(self) -> None:
        """The height the box scrolls over: its lines' when it is as tall as they are, or
        when they do not fit; else one line, whatever their number (a new virtual size
        lays the whole screen out)."""
        rows = len(self._wrapped)
        if self.TALL_AS_ITS_LINES:
            height = rows
        else:
            box = self.scrollable_content_region.height
            if not box:  # not laid out yet: a guess now would leave a scrollbar for good
                return
            height = rows if rows > box else 1
        if self.virtual_size.height != height:
            self.virtual_size = Size(self._width, height)

    def on_resize(self) -> None:
        width = self.scrollable_content_region.width
        if width != self._width:
            self._width = width
            self._wrapped = self._wrap(self._lines)
            self.refresh()
        self._fit_virtual_height()

    def render_line(self, y: int) -> Strip:
        row = y + int(self.scroll_offset.y)
        width = self.scrollable_content_region.width
        base = self.line_style
        if not 0 <= row < len(self._wrapped):
            return Strip.blank(width, base)
        content = self._wrapped[row]
        # A box redrawn whole (a new title) draws lines it drew before: kept by what
        # they say and how (the styles are the theme's), a few dozen at most.
        key = (content.plain, tuple(content.spans), width, self.visual_style, base)
        line = self._drawn.get(key)
        if line is None:
            strips = Visual.to_strips(self, content, width, 1, self.visual_style)
            line = (strips[0] if strips else Strip.blank(width, base)).crop_extend(0, width, base)
            if len(self._drawn) >= DRAWN_KEPT:
                self._drawn.clear()
            self._drawn[key] = line
        return line
