"""FIDS in the players' view: health in words from the first harm counter, Energy, and
the GM's Misfortune (with the party's cap)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.players.health import HARM_COUNTER_NAMES, HealthWord, flagged
from gmconsole.players.public import first_counter, harm_bar
from rules import fids

if TYPE_CHECKING:
    from gmconsole.model.characters import Counter
    from gmconsole.model.party import Combatant
    from gmconsole.players.public import Entry
    from gmconsole.systems.fids.model import FidsCharacter, FidsParty


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
    by_flag = flagged(down, dead)
    if by_flag:
        return by_flag
    if harm is None or harm <= harm_min:
        return "unhurt"
    if harm_max > harm_min and (harm - harm_min) * 2 >= harm_max - harm_min:
        return "badly_hurt"
    return "hurt"


def health_word(character: FidsCharacter, combatant: Combatant | None) -> HealthWord:
    harm = first_counter(character, HARM_COUNTER_NAMES)
    down = bool(getattr(combatant, "down", False))
    dead = bool(getattr(combatant, "dead", False))
    if harm is None:
        return fids_health(None, down=down, dead=dead)
    return fids_health(harm.value, harm.min, harm.max, down=down, dead=dead)


def bar(character: FidsCharacter, labels: dict[str, str]) -> tuple[Entry | None, Counter | None]:
    return harm_bar(character, HARM_COUNTER_NAMES)


def resources(character: FidsCharacter, labels: dict[str, str]) -> list[Entry]:
    return [{"label": labels["energy"], "value": character.energy, "max": character.energy_max}]


def pools(party: FidsParty, labels: dict[str, str]) -> list[Entry]:
    maximum = fids.MISFORTUNE_CAP if party.options.misfortune_cap else None
    return [{"label": labels["misfortune"], "value": party.pools.misfortune, "max": maximum}]
