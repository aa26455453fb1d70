"""RyF in the players' view: health in words from HP, the HP bar, the token."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.systems.players_view import Entry, HealthWord, Page, PlayersView
from gmconsole.systems.ryf.model import RyfCharacter, RyfParty
from rules import ryf

if TYPE_CHECKING:
    from gmconsole.model.characters import Counter
    from gmconsole.model.party import Combatant


def ryf_health(hp: int, hp_max: int) -> HealthWord:
    """RyF: HP <= -20 dead, <= 0 unconscious (down), <= 10 wounded (badly hurt)."""
    if hp <= ryf.DEAD_AT:
        return "dead"
    if hp <= ryf.UNCONSCIOUS_AT:
        return "down"
    if hp >= hp_max:
        return "unhurt"
    if hp <= ryf.WOUNDED_AT:
        return "badly_hurt"
    return "hurt"


class RyfPlayersView(PlayersView[RyfParty, RyfCharacter]):
    def health_word(self, character: RyfCharacter, combatant: Combatant | None) -> HealthWord:
        if (fallen := self._fallen(character, combatant)) is not None:
            return fallen
        return ryf_health(character.hp, character.hp_max)

    def bar(self, character: RyfCharacter, page: Page) -> tuple[Entry | None, Counter | None]:
        shown = {"label": page.labels["hp"], "value": character.hp, "max": character.hp_max}
        return {**shown, "kind": "remaining"}, None

    def resources(self, character: RyfCharacter, page: Page) -> list[Entry]:
        token = page.labels["token_gm" if character.token == "gm" else "token_player"]
        return [{"label": page.labels["token"], "value": token, "max": None}]
