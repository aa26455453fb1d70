"""Making user text safe to show on one line: tabs and newlines become spaces.

Markup safety is not handled here: widgets show text with Content/Text, never markup.
"""

from __future__ import annotations

import re

from rich.cells import cell_len, set_cell_size

_BREAKS = re.compile(r"[\t\n\r]+")


def plain(text: str) -> str:
    """One display line: tabs and line breaks collapsed to a space."""
    return _BREAKS.sub(" ", text)


def shorten(text: str, width: int) -> str:
    """One line cut to ``width`` terminal cells with an ellipsis (a wide character counts
    two, so a row of wide names keeps its columns)."""
    text = plain(text)
    if cell_len(text) <= width or width <= 0:
        return text if width > 0 else ""
    return set_cell_size(text, width - 1).rstrip() + "…"
