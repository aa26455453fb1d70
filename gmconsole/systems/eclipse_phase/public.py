"""Eclipse Phase in the players' view: health in words from the damage and wound
counters (Durability), the damage bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.systems.eclipse_phase.model import EclipsePhaseCharacter, EclipsePhaseParty
from gmconsole.systems.players_view import (
    Entry,
    HealthWord,
    Page,
    PlayersView,
    first_counter,
    harm_bar,
    harm_of,
)

if TYPE_CHECKING:
    from gmconsole.model.characters import Counter
    from gmconsole.model.party import Combatant


def eclipse_phase_health(
    damage: int,
    durability: int | None,
    wounds: int = 0,
) -> HealthWord:
    """Eclipse Phase: a wound, or half or more of Durability in damage, is badly hurt.

    ``durability`` is the damage counter's maximum; None when the character has no
    damage counter (then only wounds count; the fallen are the view's ``_fallen``).
    """
    if wounds > 0 or (durability and damage * 2 >= durability):
        return "badly_hurt"
    if damage > 0:
        return "hurt"
    return "unhurt"


class EclipsePhasePlayersView(PlayersView[EclipsePhaseParty, EclipsePhaseCharacter]):
    def health_word(
        self, character: EclipsePhaseCharacter, combatant: Combatant | None
    ) -> HealthWord:
        if (fallen := self._fallen(character, combatant)) is not None:
            return fallen
        damage = harm_of(self.adapter, character)
        wounds = first_counter(character, self.adapter.wound_counter_names)
        return eclipse_phase_health(
            damage.value - damage.min if damage else 0,
            damage.max - damage.min if damage else None,
            wounds.value - wounds.min if wounds else 0,
        )

    def bar(
        self, character: EclipsePhaseCharacter, page: Page
    ) -> tuple[Entry | None, Counter | None]:
        return harm_bar(harm_of(self.adapter, character))
