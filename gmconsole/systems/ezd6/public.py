"""EZD6 in the players' view: health in words from strikes, the strikes bar, karma and
hero dice, zones."""

from __future__ import annotations

from typing import Any

from gmconsole.players.health import HealthWord, flagged
from gmconsole.systems.ezd6.model import state_of


def ezd6_health(
    strikes: int, strikes_max: int, *, down: bool = False, dead: bool = False
) -> HealthWord:
    """EZD6: no strikes left is down; one strike left is badly hurt."""
    by_flag = flagged(down, dead)
    if by_flag:
        return by_flag
    if strikes <= 0:
        return "down"
    if strikes >= strikes_max:
        return "unhurt"
    if strikes == 1:
        return "badly_hurt"
    return "hurt"


HAS_ZONES = True


def zone_of(combatant: Any) -> str:
    return state_of(combatant).zone


def health_word(character: Any, combatant: Any | None) -> HealthWord:
    return ezd6_health(
        character.strikes,
        character.strikes_max,
        down=bool(getattr(combatant, "down", False)),
        dead=bool(getattr(combatant, "dead", False)),
    )


def bar(character: Any, labels: dict[str, str]) -> tuple[dict[str, Any] | None, Any]:
    shown = {"label": labels["strikes"], "value": character.strikes}
    return {**shown, "max": character.strikes_max, "kind": "remaining"}, None


def resources(character: Any, labels: dict[str, str]) -> list[dict[str, Any]]:
    return [
        {"label": labels["karma"], "value": character.karma, "max": None},
        {"label": labels["hero_dice"], "value": character.hero_dice, "max": None},
    ]
