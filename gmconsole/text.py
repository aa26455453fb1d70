"""Making user text safe to show on one line: tabs and newlines become spaces.

Markup safety is not handled here: widgets show text with Content/Text, never markup.
"""

from __future__ import annotations

import re

_BREAKS = re.compile(r"[\t\n\r]+")


def plain(text: str) -> str:
    """One display line: tabs and line breaks collapsed to a space."""
    return _BREAKS.sub(" ", text)


def shorten(text: str, width: int) -> str:
    """Cut to ``width`` characters with an ellipsis."""
    text = plain(text)
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"
