"""EZD6's turn order and zones: surprise (which side goes first) and dashing between
zones (near, far, out of combat), as operations and the questions that ask for them."""

from __future__ import annotations

from typing import Literal, get_args

from gmconsole.i18n import t, translatable
from gmconsole.model.party import AnyParty, Combatant
from gmconsole.state.context import OpContext, OpError, name_of
from gmconsole.state.operation import OnCombatant, Operation
from gmconsole.systems.ezd6.model import Ezd6Party, state_of
from gmconsole.systems.ezd6.state import change, spend
from rules import ezd6

Zone = Literal["near", "far", "out"]
assert set(get_args(Zone)) == set(ezd6.ZONES)


def sides_in_turn(order: list[Combatant], surprise: str | None) -> list[Combatant]:
    """``order`` with the sides in turn: players first (in their order), then enemies; a
    surprise puts its side first (``rules.ezd6.turn_order``)."""
    by_id = {c.id: c for c in order}
    players = [c.id for c in order if c.side == "party"]
    enemies = [c.id for c in order if c.side == "enemy"]
    return [by_id[cid] for cid in ezd6.turn_order(players, enemies, surprise)]


class Surprise(Operation, name="surprise", label=translatable("surprise")):
    """Players first (their order), then enemies; a surprise puts its side first."""

    side: Literal["players", "enemies"] | None

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        order = sides_in_turn(ctx.combatants, self.side)
        ctx.update_encounter(surprise=self.side, combatants=order, turn=0)
        text = {
            None: t("no surprise: players first"),
            "players": t("players surprise: players first"),
            "enemies": t("enemies surprise: enemies first"),
        }[self.side]
        ctx.log(t("Turn order: {order}", order=text))


def dash_warning(party: AnyParty, combatant: Combatant) -> str | None:
    """Why this combatant has no dash left this round (None when it has one): delaying
    loses the dash (third-pass ruling), and a dash is one a round. Delaying marks the dash
    used but not the action; a dash marks both."""
    used = state_of(combatant).used
    name = name_of(party, combatant.id)
    if combatant.delayed or (used.dash and not used.action):
        return t("{name} delayed this round: delaying loses the dash", name=name)
    if used.dash:
        return t("{name} already dashed this round", name=name)
    if used.action:
        return t("{name} already used the action this round", name=name)
    return None


class SetZone(OnCombatant, name="set_zone", label=translatable("zone change (dash)")):
    """Changing zone on one's own turn is a dash and takes the action; out of the
    combatant's turn (before the fight, the GM placing someone) it is free."""

    zone: Zone

    def apply(self, ctx: OpContext) -> None:
        combatant = ctx.combatant(self.cid)
        name = name_of(ctx.party, self.cid)
        zone = t(ezd6.ZONE_NAMES[self.zone])
        if state_of(combatant).zone == self.zone:
            raise OpError(t("{name} is already in {zone}", name=name, zone=zone))
        if not on_own_turn(ctx.party, self.cid):
            change(ctx, combatant.id, zone=self.zone)
            ctx.log(t("{name} is placed in {zone} (out of their turn: free)", name=name, zone=zone))
            return
        warning = dash_warning(ctx.party, combatant)
        if warning:
            ctx.log(t("GM's call: {warning}", warning=warning))
        spent = t(" (its action was already spent)") if state_of(combatant).used.action else ""
        change(ctx, combatant.id, zone=self.zone)
        spend(ctx, combatant.id, action=True, dash=True)
        ctx.log(t("{name} dashes to {zone}: takes the action", name=name, zone=zone) + spent)


def on_own_turn(party: AnyParty, cid: str) -> bool:
    """Whether the fight runs and it is ``cid``'s turn (a move then costs the action)."""
    holder = party.encounter.holder
    return party.encounter.active and holder is not None and holder.id == cid
