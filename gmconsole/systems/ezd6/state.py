"""Changing EZD6's state on a combatant (``Ezd6CombatantState``, ``combatant.extra``):
always a new value set through ctx (on the combatant as it is now), so undo and the
recovery journal stay exact."""

from __future__ import annotations

from gmconsole.state.context import OpContext, updated
from gmconsole.systems.ezd6.model import state_of


def change(ctx: OpContext, cid: str, **fields: object) -> None:
    """Set some of combatant ``cid``'s EZD6 fields (zone, used, loses_next_action)."""
    ctx.update_combatant(cid, extra=updated(state_of(ctx.combatant(cid)), **fields))


def spend(ctx: OpContext, cid: str, **used: bool) -> None:
    """Mark parts of combatant ``cid``'s round as used (``action``, ``free``, ``dash``)."""
    change(ctx, cid, used=updated(state_of(ctx.combatant(cid)).used, **used))
