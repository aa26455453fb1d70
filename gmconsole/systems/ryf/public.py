"""RyF in the players' view: health in words from HP, the HP bar, the token."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.players.health import HealthWord
from rules import ryf

if TYPE_CHECKING:
    from gmconsole.model.characters import Counter
    from gmconsole.model.party import Combatant
    from gmconsole.players.public import Entry
    from gmconsole.systems.ryf.model import RyfCharacter


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


def health_word(character: RyfCharacter, combatant: Combatant | None) -> HealthWord:
    return ryf_health(
        character.hp,
        character.hp_max,
        down=bool(getattr(combatant, "down", False)),
        dead=bool(getattr(combatant, "dead", False)),
    )


def bar(character: RyfCharacter, labels: dict[str, str]) -> tuple[Entry | None, Counter | None]:
    shown = {"label": labels["hp"], "value": character.hp, "max": character.hp_max}
    return {**shown, "kind": "remaining"}, None


def resources(character: RyfCharacter, labels: dict[str, str]) -> list[Entry]:
    token = labels["token_gm"] if character.token == "gm" else labels["token_player"]
    return [{"label": labels["token"], "value": token, "max": None}]
