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


_BREAKDOWN = re.compile(r" ?\([^()]*\d[^()]*[+=][^()]*\)")


def without_breakdowns(text: str) -> str:
    """``text`` without its parenthesised breakdowns (``(defence against a weapon: D 7 +
    Melee 6 + 5 = 18)``): what a line about an unseen enemy must not tell of its sheet."""
    return _BREAKDOWN.sub("", text)
