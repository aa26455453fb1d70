"""Health in words for the players' view, as the page shows them: the labels of the
health words in the page's language. The words, the GM's flags and the counter names every
system shares are the domain's (``gmconsole.systems.players_view``); each system's
thresholds live in its own package (``gmconsole/systems/<id>/public.py``), as RULINGS'
"Health in words (the players' view)" says them.

One choice beyond RULINGS: a combatant that has taken no harm is *unhurt* even where its
full value already sits below a threshold (a RyF enemy with 8 HP, an EZD6 skeleton with
one strike). Saying "badly hurt" there would tell the players the enemy's numbers.
The GM's dead and down flags win over everything else, dead first.
"""

from __future__ import annotations

from gmconsole.players.labels import page_word
from gmconsole.systems.players_view import HEALTH_WORDS, HealthWord

__all__ = ["HEALTH_LABELS", "HEALTH_WORDS", "HealthWord", "health_label"]

HEALTH_LABELS: dict[HealthWord, str] = {
    "unhurt": "unhurt",
    "hurt": "hurt",
    "badly_hurt": "badly hurt",
    "down": "down",
    "dead": "dead",
}
"""The words in English; in Spanish, gmconsole.po's context "players' page"."""


def health_label(word: HealthWord, lang: str) -> str:
    """The word as players read it, in ``lang`` ("es" or "en"; anything else is "en")."""
    return page_word(HEALTH_LABELS[word], lang)
