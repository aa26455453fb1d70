"""Changing EZD6's state on a combatant (``Ezd6CombatantState``, ``combatant.extra``):
always a new value set through ctx, so undo and the recovery journal stay exact."""

from __future__ import annotations

from gmconsole.state.context import OpContext
from gmconsole.systems.ezd6.model import HoldsExtra, state_of


def change(ctx: OpContext, combatant: HoldsExtra, **fields: object) -> None:
    """Set some of the combatant's EZD6 fields (zone, used, loses_next_action)."""
    state = state_of(combatant)
    new = state.model_copy(update=fields)
    if new != state:
        ctx.set(combatant, "extra", new)


def spend(ctx: OpContext, combatant: HoldsExtra, **used: bool) -> None:
    """Mark parts of the round as used (``action``, ``free``, ``dash``)."""
    change(ctx, combatant, used=state_of(combatant).used.model_copy(update=used))
