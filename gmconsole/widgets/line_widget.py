"""The base of the console's line-by-line widgets (Textual's Line API): the tracker, the
combat box and the log.

A widget's style (``rich_style``) is worked out by walking its ancestors' styles on every
read, and a line-drawing widget reads it for every line it draws: about 25 walks per next
turn, a tenth of its CPU. ``line_style`` is read once per drawing pass instead.

A component class's style (the tracker's cursor, party and enemy colours) is worked out
again after every refresh (Textual empties its cache then): five per redrawn row, 40% of
a tracker row's drawing. ``component_style`` keeps them per theme instead: they come from
the widget's CSS and the theme's colours, nothing that changes between two frames.
"""

from __future__ import annotations

from rich.style import Style
from textual.geometry import Region
from textual.scroll_view import ScrollView
from textual.strip import Strip


class LineWidget(ScrollView):
    _pass_style: Style | None = None
    _styles_by_theme: dict[tuple[str, object, str], Style] | None = None

    def component_style(self, name: str) -> Style:
        """A component class's partial style (its own rules), kept per theme."""
        if self._styles_by_theme is None:
            self._styles_by_theme = {}
        key = (self.app.theme, self.app.ansi_color, name)
        style = self._styles_by_theme.get(key)
        if style is None:
            style = self.get_component_rich_style(name, partial=True)
            self._styles_by_theme[key] = style
        return style

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
