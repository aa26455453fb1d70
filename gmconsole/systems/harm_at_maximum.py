"""A harm counter that reaches its maximum marks the combatant down (the third-pass
ruling for Eclipse Phase; FIDS, whose texts are silent, reads its harm counter the same
way): a log line says it, and harm past the maximum is logged, never dropped silently.

A mixin for the adapters of systems whose harm is a counter (``harm_counter``)."""

from __future__ import annotations

from typing import Any

from gmconsole.i18n import t
from gmconsole.model.display import Health
from gmconsole.state.context import OpContext
from gmconsole.systems.base import SystemAdapter
from gmconsole.text import plain


class HarmAtMaximum(SystemAdapter):
    """Down at the harm counter's maximum, with the log's notes."""

    def health(self, character: Any, combatant: Any) -> Health:
        """A harm counter at its maximum (Daño at the morph's Durability) is down."""
        health = super().health(character, combatant)
        if health.state == "ok" and (index := self.harm_counter(character)) is not None:
            counter = character.counters[index]
            if counter.value >= counter.max:
                return Health(None, None, self.health_unit, "down")
        return health

    def _change_harm(self, ctx: OpContext, character: Any, delta: int) -> str:
        before = self._harm(character)
        line = super()._change_harm(ctx, character, delta)
        return line + self._harm_note(character, before, delta)

    def adjust(self, ctx: OpContext, character: Any, key: str, delta: int) -> str:
        index = self.harm_counter(character)
        before = self._harm(character) if key == f"counter:{index}" else None
        line = super().adjust(ctx, character, key, delta)
        if before is None:
            return line
        return line + self._harm_note(character, before, delta)

    def _harm(self, character: Any) -> tuple[int, int] | None:
        index = self.harm_counter(character)
        if index is None:
            return None
        counter = character.counters[index]
        return counter.value, counter.max

    def _harm_note(self, character: Any, before: tuple[int, int] | None, delta: int) -> str:
        """What the counter alone would not say: harm past the maximum (never dropped
        silently) and the combatant going down at the maximum."""
        after = self._harm(character)
        if after is None or delta <= 0:
            return ""
        value, maximum = after
        start = before[0] if before is not None else 0
        notes = []
        if (past := start + delta - maximum) > 0:
            notes.append(t("{amount} past the maximum", amount=past))
        if value >= maximum and start < maximum:
            notes.append(t("{name} is down (harm at its maximum)", name=plain(character.name)))
        return f" ({'; '.join(notes)})" if notes else ""
