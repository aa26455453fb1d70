"""FIDS in the players' view: health in words from the harm counter, Energy, and
the GM's Misfortune (with the party's cap)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.systems.fids.model import FidsCharacter, FidsParty
from gmconsole.systems.players_view import (
    Entry,
    HealthWord,
    Page,
    PlayersView,
    harm_bar,
    harm_of,
)
from rules import fids

if TYPE_CHECKING:
    from gmconsole.model.characters import Counter
    from gmconsole.model.party import Combatant


def fids_health(
    harm: int | None,
    harm_min: int = 0,
    harm_max: int = 0,
) -> HealthWord:
    """FIDS: half or more of the first harm counter is badly hurt.

    ``harm`` is that counter's value (None without one: only the GM's flags count); the
    counter runs from ``harm_min`` (no harm) to ``harm_max``.
    """
    if harm is None or harm <= harm_min:
        return "unhurt"
    if harm_max > harm_min and (harm - harm_min) * 2 >= harm_max - harm_min:
        return "badly_hurt"
    return "hurt"


class FidsPlayersView(PlayersView[FidsParty, FidsCharacter]):
    def health_word(self, character: FidsCharacter, combatant: Combatant | None) -> HealthWord:
        if (fallen := self._fallen(character, combatant)) is not None:
            return fallen
        harm = harm_of(self.adapter, character)
        if harm is None:
            return fids_health(None)
        return fids_health(harm.value, harm.min, harm.max)

    def bar(self, character: FidsCharacter, page: Page) -> tuple[Entry | None, Counter | None]:
        return harm_bar(harm_of(self.adapter, character))

    def resources(self, character: FidsCharacter, page: Page) -> list[Entry]:
        label = page.labels["energy"]
        return [{"label": label, "value": character.energy, "max": character.energy_max}]

    def pools(self, party: FidsParty, page: Page) -> list[Entry]:
        maximum = fids.MISFORTUNE_CAP if party.options.misfortune_cap else None
        label = page.labels["misfortune"]
        return [{"label": label, "value": party.pools.misfortune, "max": maximum}]
