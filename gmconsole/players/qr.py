"""The view's URL as a QR code drawn with text, for phones to scan off the GM's screen.

Two module rows share one text row (half blocks: ``▀ ▄ █``), so a LAN URL with its token
(version 5, 41 x 41 with the border) takes 21 rows and 41 columns.
"""

from __future__ import annotations

from typing import Literal

import segno

_HALVES = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def qr_lines(url: str, *, border: int = 2, ink: Literal["dark", "light"] = "dark") -> list[str]:
    """The QR code of ``url`` as lines of equal width.

    ``ink="dark"`` draws the dark modules: show the lines dark on light (e.g. a widget
    styled ``color: black; background: white``), which every scanner reads. ``"light"``
    draws the light modules, for light text on a dark terminal left as it is.
    """
    code = segno.make(url, error="m", micro=False)
    want = 1 if ink == "dark" else 0
    rows = [[module == want for module in row] for row in code.matrix_iter(border=border)]
    if len(rows) % 2:
        rows.append([ink == "light"] * len(rows[0]))
    return [
        "".join(_HALVES[(top, bottom)] for top, bottom in zip(upper, lower, strict=True))
        for upper, lower in zip(rows[0::2], rows[1::2], strict=True)
    ]
