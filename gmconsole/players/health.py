"""Health in words for the players' view: one plain function per system.

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

from rules import ryf

HealthWord = Literal["unhurt", "hurt", "badly_hurt", "down", "dead"]
HEALTH_WORDS: tuple[HealthWord, ...] = ("unhurt", "hurt", "badly_hurt", "down", "dead")
HEALTH_LABELS: dict[str, dict[HealthWord, str]] = {
    "en": {
        "unhurt": "unhurt",
        "hurt": "hurt",
        "badly_hurt": "badly hurt",
        "down": "down",
        "dead": "dead",
    },
    "es": {
        "unhurt": "ileso",
        "hurt": "herido",
        "badly_hurt": "malherido",
        "down": "caído",
        "dead": "muerto",
    },
}

DAMAGE_COUNTER_NAMES = frozenset({"daño", "dano", "damage", "dmg", "harm"})
"""Counters that count harm taken up to a maximum (Eclipse Phase: Durability)."""
WOUND_COUNTER_NAMES = frozenset({"heridas", "herida", "wounds", "wound"})
"""Counters that count wounds (Eclipse Phase)."""
HARM_COUNTER_NAMES = DAMAGE_COUNTER_NAMES | WOUND_COUNTER_NAMES
"""Counters that count harm in systems that track it with counters (FIDS)."""


def health_label(word: HealthWord, lang: str) -> str:
    """The word as players read it, in ``lang`` ("es" or "en"; anything else is "en")."""
    return HEALTH_LABELS.get(lang, HEALTH_LABELS["en"])[word]


def _flags(down: bool, dead: bool) -> HealthWord | None:
    if dead:
        return "dead"
    if down:
        return "down"
    return None


def ryf_health(hp: int, hp_max: int, *, down: bool = False, dead: bool = False) -> HealthWord:
    """RyF: HP <= -20 dead, <= 0 unconscious (down), <= 10 wounded (badly hurt)."""
    if dead or hp <= ryf.DEAD_AT:
        return "dead"
    if down or hp <= ryf.UNCONSCIOUS_AT:
        return "down"
    if hp >= hp_max:
        return "unhurt"
    if hp <= ryf.WOUNDED_AT:
        return "badly_hurt"
    return "hurt"


def ezd6_health(
    strikes: int, strikes_max: int, *, down: bool = False, dead: bool = False
) -> HealthWord:
    """EZD6: no strikes left is down; one strike left is badly hurt."""
    flagged = _flags(down, dead)
    if flagged:
        return flagged
    if strikes <= 0:
        return "down"
    if strikes >= strikes_max:
        return "unhurt"
    if strikes == 1:
        return "badly_hurt"
    return "hurt"


def eclipse_phase_health(
    damage: int,
    durability: int | None,
    wounds: int = 0,
    *,
    down: bool = False,
    dead: bool = False,
) -> HealthWord:
    """Eclipse Phase: a wound, or half or more of Durability in damage, is badly hurt.

    ``durability`` is the damage counter's maximum; None when the character has no
    damage counter (then only wounds and the GM's flags count).
    """
    flagged = _flags(down, dead)
    if flagged:
        return flagged
    if wounds > 0 or (durability and damage * 2 >= durability):
        return "badly_hurt"
    if damage > 0:
        return "hurt"
    return "unhurt"


def fids_health(
    harm: int | None,
    harm_min: int = 0,
    harm_max: int = 0,
    *,
    down: bool = False,
    dead: bool = False,
) -> HealthWord:
    """FIDS: half or more of the first harm counter is badly hurt.

    ``harm`` is that counter's value (None without one: only the GM's flags count); the
    counter runs from ``harm_min`` (no harm) to ``harm_max``.
    """
    flagged = _flags(down, dead)
    if flagged:
        return flagged
    if harm is None or harm <= harm_min:
        return "unhurt"
    if harm_max > harm_min and (harm - harm_min) * 2 >= harm_max - harm_min:
        return "badly_hurt"
    return "hurt"


def flags_health(*, down: bool = False, dead: bool = False) -> HealthWord:
    """A system this module does not know: only the GM's flags count."""
    return _flags(down, dead) or "unhurt"


def is_named(name: str, names: Iterable[str]) -> bool:
    """True when a counter's name is one of ``names`` (case and spacing ignored)."""
    return name.strip().casefold() in names
