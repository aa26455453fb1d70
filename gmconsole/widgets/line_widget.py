"""The base of the console's line-by-line widgets (Textual's Line API): the tracker, the
combat box and the log.

A widget's style (``rich_style``) is worked out by walking its ancestors' styles on every
read, and a line-drawing widget reads it for every line it draws: about 25 walks per next
turn, a tenth of its CPU. ``line_style`` is read once per drawing pass instead.
"""

from __future__ import annotations

from rich.style import Style
from textual.geometry import Region
from textual.scroll_view import ScrollView
from textual.strip import Strip


class LineWidget(ScrollView):
    _pass_style: Style | None = None

    @property
    def line_style(self) -> Style:
        """The widget's style, as of this drawing pass."""
        style = self._pass_style
        return style if style is not None else self.rich_style

    def render_lines(self, crop: Region) -> list[Strip]:
        self._pass_style = self.rich_style
        try:
            return super().render_lines(crop)
        finally:
            self._pass_style = None
