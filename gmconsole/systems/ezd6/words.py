"""EZD6 counts in words: "1 strike", "2 strikes" (plurals are words, never "(s)"); a hero
up again."""

from __future__ import annotations

from gmconsole.i18n import t, tn


def strikes(count: int) -> str:
    """``1 strike`` or ``N strikes`` (the text keeps the English word in Spanish too)."""
    return tn("{n} strike", "{n} strikes", count)


def up_again(before: int, after: int) -> str:
    """ " (up)" when strikes come back from none, as " (down)" says their going (play-test
    24: the fall said "(down)", the rise nothing)."""
    return t(" (up)") if before == 0 < after else ""
