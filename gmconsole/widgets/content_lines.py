"""A box of text lines: the combat box and the resource sidebar. Textual's own widgets: a
``VerticalScroll`` holding one ``Static`` with the lines. Longer than the box (a RyF sheet
at 80x24), the lines scroll with the wheel or the keys, and a scrollbar says there is
more.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static


class ContentLines(VerticalScroll):
    DEFAULT_CSS = """
    ContentLines {
        overflow-x: hidden;
        overflow-y: auto;
        scrollbar-size-vertical: 1;
        scrollbar-size-horizontal: 0;
        scrollbar-gutter: stable;
        & > Static { width: 1fr; height: auto; }
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.lines: list[Content] = []
        """What the box says, a line each, before wrapping."""
        self.said = Static(markup=False)
        """The lines, as the box shows them."""

    def compose(self) -> ComposeResult:
        yield self.said

    @property
    def text(self) -> str:
        """What the box says, as plain text (a line each, before wrapping)."""
        return "\n".join(line.plain for line in self.lines)

    @property
    def rows(self) -> list[str]:
        """What is drawn, one row each (the lines wrapped to the box), as plain text."""
        width = self.scrollable_content_region.width
        return [row.plain for line in self.lines for row in _wrapped(line, width)]

    def set_lines(self, lines: list[Content], to_top: bool = False) -> None:
        """Say ``lines``; ``to_top`` scrolls back to the first (someone else is shown)."""
        if len(lines) == len(self.lines) and all(
            new.is_same(old) for new, old in zip(lines, self.lines, strict=True)
        ):
            return
        self.lines = lines
        if to_top and self.scroll_offset.y:
            self.scroll_to(y=0, animate=False, immediate=True)
        self.said.update(Content("\n").join(lines))

    def keep_line_in_sight(self, index: int) -> None:
        """Scroll so that line ``index`` (before wrapping) is drawn (the sidebar's cursor),
        once the box is laid out with its new lines."""
        self.call_after_refresh(self._scroll_to_line, index)

    def _scroll_to_line(self, index: int) -> None:
        width = self.scrollable_content_region.width
        row = sum(len(_wrapped(line, width)) for line in self.lines[:index])
        top, height = int(self.scroll_offset.y), self.scrollable_content_region.height
        if row < top:
            self.scroll_to(y=row, animate=False, immediate=True)
        elif height and row >= top + height:
            self.scroll_to(y=row - height + 1, animate=False, immediate=True)


def _wrapped(line: Content, width: int) -> list[Content]:
    """A line as it is drawn in ``width`` cells: one row, or more when it wraps."""
    if width <= 0 or (line.cell_length <= width and "\n" not in line.plain):
        return [line]
    return line.wrap(width)
