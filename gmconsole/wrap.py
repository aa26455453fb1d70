"""Panel lines wrapped so that a number keeps its percent sign: Spanish writes "72,2 %"
and the terminal's wrap (which breaks at any space, a no-break one too) left "%" alone
on the next line at 80 columns."""

from __future__ import annotations

import re
import textwrap

NO_BREAK_SPACE = "\u00a0"
_PERCENT = re.compile(r"(?<=\d) %")


def keep_percent(text: str, width: int) -> str:
    """``text`` wrapped to ``width`` cells where it is too long and writes a number, a
    space and a percent sign, never between the number and its sign (``textwrap`` does
    not break at a no-break space; the lines it makes fit, so the terminal keeps them
    whole). Other text, or an unknown width (0), is left to the terminal."""
    if width <= 0 or len(text) <= width or not _PERCENT.search(text):
        return text
    joined = _PERCENT.sub(NO_BREAK_SPACE + "%", text)
    lines = textwrap.wrap(joined, width, break_on_hyphens=False, replace_whitespace=False)
    return "\n".join(lines).replace(NO_BREAK_SPACE, " ")
