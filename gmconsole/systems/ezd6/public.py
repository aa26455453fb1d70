"""EZD6 in the players' view: health in words from strikes, the strikes bar, karma and
hero dice (zones are the adapter's ``zone_of``, the default answer)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party
from gmconsole.systems.players_view import Entry, HealthWord, Page, PlayersView

if TYPE_CHECKING:
    from gmconsole.model.characters import Counter
    from gmconsole.model.party import Combatant


def ezd6_health(strikes: int, strikes_max: int) -> HealthWord:
    """EZD6: no strikes left is down; one strike left is badly hurt."""
    if strikes <= 0:
        return "down"
    if strikes >= strikes_max:
        return "unhurt"
    if strikes == 1:
        return "badly_hurt"
    return "hurt"


class Ezd6PlayersView(PlayersView[Ezd6Party, Ezd6Character]):
    def health_word(self, character: Ezd6Character, combatant: Combatant | None) -> HealthWord:
        if (fallen := self._fallen(character, combatant)) is not None:
            return fallen
        return ezd6_health(character.strikes, character.strikes_max)

    def bar(self, character: Ezd6Character, page: Page) -> tuple[Entry | None, Counter | None]:
        shown = {"label": page.labels["strikes"], "value": character.strikes}
        return {**shown, "max": character.strikes_max, "kind": "remaining"}, None

    def resources(self, character: Ezd6Character, page: Page) -> list[Entry]:
        return [
            {"label": page.labels["karma"], "value": character.karma, "max": None},
            {"label": page.labels["hero_dice"], "value": character.hero_dice, "max": None},
        ]
