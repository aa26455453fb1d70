"""EZD6 in the players' view: health in words from strikes, the strikes bar, karma and
hero dice, zones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.players.health import HealthWord, flagged
from gmconsole.systems.ezd6.model import state_of

if TYPE_CHECKING:
    from gmconsole.model.characters import Counter
    from gmconsole.model.party import Combatant
    from gmconsole.players.public import Entry
    from gmconsole.systems.ezd6.model import Ezd6Character


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


def zone_of(combatant: Combatant) -> str:
    return state_of(combatant).zone


def health_word(character: Ezd6Character, combatant: Combatant | None) -> HealthWord:
    return ezd6_health(
        character.strikes,
        character.strikes_max,
        down=bool(getattr(combatant, "down", False)),
        dead=bool(getattr(combatant, "dead", False)),
    )


def bar(character: Ezd6Character, labels: dict[str, str]) -> tuple[Entry | None, Counter | None]:
    shown = {"label": labels["strikes"], "value": character.strikes}
    return {**shown, "max": character.strikes_max, "kind": "remaining"}, None


def resources(character: Ezd6Character, labels: dict[str, str]) -> list[Entry]:
    return [
        {"label": labels["karma"], "value": character.karma, "max": None},
        {"label": labels["hero_dice"], "value": character.hero_dice, "max": None},
    ]
