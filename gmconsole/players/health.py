"""Health in words for the players' view: the words, their labels, and the parts every
system shares (the GM's flags, counter names). Each system's thresholds live in its own
package (``gmconsole/systems/<id>/public.py``).

The thresholds are RULINGS' "Health in words (the players' view)". Each function takes
plain values (no models), so it can move into its system's package unchanged.

One choice beyond RULINGS: a combatant that has taken no harm is *unhurt* even where its
full value already sits below a threshold (a RyF enemy with 8 HP, an EZD6 skeleton with
one strike). Saying "badly hurt" there would tell the players the enemy's numbers.
The GM's dead and down flags win over everything else, dead first.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from gmconsole.players.labels import page_word

HealthWord = Literal["unhurt", "hurt", "badly_hurt", "down", "dead"]
HEALTH_WORDS: tuple[HealthWord, ...] = ("unhurt", "hurt", "badly_hurt", "down", "dead")
HEALTH_LABELS: dict[HealthWord, str] = {
    "unhurt": "unhurt",
    "hurt": "hurt",
    "badly_hurt": "badly hurt",
    "down": "down",
    "dead": "dead",
}
"""The words in English; in Spanish, gmconsole.po's context "players' page"."""

DAMAGE_COUNTER_NAMES = frozenset({"daño", "dano", "damage", "dmg", "harm"})
"""Counters that count harm taken up to a maximum (Eclipse Phase: Durability)."""
WOUND_COUNTER_NAMES = frozenset({"heridas", "herida", "wounds", "wound"})
"""Counters that count wounds (Eclipse Phase)."""
HARM_COUNTER_NAMES = DAMAGE_COUNTER_NAMES | WOUND_COUNTER_NAMES
"""Counters that count harm in systems that track it with counters (FIDS)."""


def health_label(word: HealthWord, lang: str) -> str:
    """The word as players read it, in ``lang`` ("es" or "en"; anything else is "en")."""
    return page_word(HEALTH_LABELS[word], lang)


def flagged(down: bool, dead: bool) -> HealthWord | None:
    if dead:
        return "dead"
    if down:
        return "down"
    return None


def is_named(name: str, names: Iterable[str]) -> bool:
    """True when a counter's name is one of ``names`` (case and spacing ignored)."""
    return name.strip().casefold() in names
