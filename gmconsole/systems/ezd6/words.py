"""EZD6 counts in words: "1 strike", "2 strikes" (plurals are words, never "(s)")."""

from __future__ import annotations

from gmconsole.i18n import tn


def strikes(count: int) -> str:
    """``1 strike`` or ``N strikes`` (the text keeps the English word in Spanish too)."""
    return tn("{n} strike", "{n} strikes", count)
