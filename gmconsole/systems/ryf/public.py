"""RyF in the players' view: health in words from HP, the HP bar, the token."""

from __future__ import annotations

from typing import Any

from gmconsole.players.health import HealthWord
from rules import ryf


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


def health_word(character: Any, combatant: Any | None) -> HealthWord:
    return ryf_health(
        character.hp,
        character.hp_max,
        down=bool(getattr(combatant, "down", False)),
        dead=bool(getattr(combatant, "dead", False)),
    )


def bar(character: Any, labels: dict[str, str]) -> tuple[dict[str, Any] | None, Any]:
    shown = {"label": labels["hp"], "value": character.hp, "max": character.hp_max}
    return {**shown, "kind": "remaining"}, None


def resources(character: Any, labels: dict[str, str]) -> list[dict[str, Any]]:
    token = labels["token_gm"] if character.token == "gm" else labels["token_player"]
    return [{"label": labels["token"], "value": token, "max": None}]
