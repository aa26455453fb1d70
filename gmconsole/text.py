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


def shorten_keeping_number(text: str, width: int) -> str:
    """Like ``shorten``, but a trailing number (``Guardia del puerto 2``) stays, so cut
    copies of one enemy still differ: ``Guardia del… 2``."""
    text = plain(text)
    if len(text) <= width:
        return text
    head, _, tail = text.rpartition(" ")
    if not head or not any(c.isdigit() for c in tail) or len(tail) + 3 > width:
        return shorten(text, width)
    return head[: width - len(tail) - 2].rstrip() + "… " + tail
