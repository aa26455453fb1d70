"""The turn order: initiative rolled or typed, the order sorted or moved by hand, a
turn delayed and taken back.

A group never splits (its members stand together and share one initiative) and the fallen
stay after everyone up (``state.fallen``); what a delay costs is the system's hook.
"""

from __future__ import annotations

from typing import Annotated, Literal

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import Id, in_range
from gmconsole.model.party import AnyCombatant
from gmconsole.state import durations
from gmconsole.state.context import OpContext, OpError, name_of
from gmconsole.state.fallen import fallen_last, is_out, note_passed, passed_unacted
from gmconsole.state.groups import (
    blocks,
    initiative_sheet,
    log_initiative,
    mates,
    others_up,
    share_initiative,
    together,
    unit_name,
)
from gmconsole.state.initiative import placed_by_initiative
from gmconsole.state.operation import OnCombatant, Operation
from gmconsole.state.turn_ops import advance, end_of_turn, require_fight, turn_holder, turn_name


def _reorder(ctx: OpContext, order: list[AnyCombatant]) -> None:
    """The order becomes ``order`` (the same combatants); the turn stays with its holder."""
    holder, turn = ctx.party.encounter.holder, ctx.party.encounter.turn
    if holder is not None:
        turn = next(i for i, c in enumerate(order) if c.id == holder.id)
    ctx.update_encounter(combatants=order, turn=turn)


def _sorted_by_initiative(combatants: list[AnyCombatant]) -> list[AnyCombatant]:
    return together(_by_initiative(combatants))  # a group is never split


def _by_initiative(combatants: list[AnyCombatant]) -> list[AnyCombatant]:
    indexed = list(enumerate(combatants))
    indexed.sort(
        key=lambda item: (
            item[1].initiative is None,
            -(item[1].initiative or 0),
            -item[1].tiebreak,
            item[0],
        )
    )
    return [c for _, c in indexed]


def everyone_in_order(ctx: OpContext) -> None:
    """A fight that starts (a prepared encounter before anything happened): whoever has no
    initiative rolls it by the system's rule (a group once) and takes its place by it, the
    others keeping their order; the fallen stay last and the turn goes to the top. Where
    the GM types initiative (Eclipse Phase's house option off), nobody rolls."""
    if ctx.adapter.rolls_initiative(ctx.party):
        rolled: set[str] = set()
        for waiting in list(ctx.combatants):
            if waiting.initiative is not None or waiting.group in rolled:
                continue
            sheet = initiative_sheet(ctx, waiting.id)  # a group's line names the group
            value, tiebreak, text = ctx.adapter.roll_initiative(ctx, sheet)
            combatant = ctx.update_combatant(waiting.id, initiative=value, tiebreak=tiebreak)
            log_initiative(ctx, combatant.side, text, sheet.name)
            if combatant.group is not None:
                rolled.add(combatant.group)
                share_initiative(ctx, combatant)
            ordered = placed_by_initiative(ctx.combatants, ctx.combatant(combatant.id))
            ctx.update_encounter(combatants=ordered)
        ctx.update_encounter(combatants=fallen_last(ctx, list(ctx.combatants)))
        ctx.log(t("Initiative order: {names}", names=order_names(ctx, ctx.combatants)))
    ctx.update_encounter(turn=0)


def order_names(ctx: OpContext, order: list[AnyCombatant]) -> str:
    """The order as the tracker and the players' page show it: a group once, where its
    first member stands, as "Bandido ×3" (play-test 30: the line named each member, so
    the players' copy named them too where the page showed the group)."""
    said: set[str] = set()
    names: list[str] = []
    for combatant in order:
        if combatant.group is None or combatant.group not in said:
            names.append(unit_name(ctx.party, combatant))
        if combatant.group is not None:
            said.add(combatant.group)
    return ", ".join(names)


class RollInitiative(Operation, name="roll_initiative", label=translatable("initiative roll")):
    """Roll for one combatant, or for everyone and start at the top of round 1's order."""

    cid: Id | None = None

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        require_fight(ctx)
        if ctx.adapter.initiative_by_order():
            raise OpError(
                t(
                    "{system} has no initiative roll: players go first in the order they "
                    "choose, then enemies (move with [ and ], surprise with S)",
                    system=ctx.adapter.title,
                )
            )
        targets = [ctx.combatant(cid)] if cid else list(ctx.combatants)
        rolled: set[str] = set()
        for combatant in targets:
            if combatant.group is not None and combatant.group in rolled:
                continue  # one initiative a group: its first member rolls for it
            sheet = initiative_sheet(ctx, combatant.id)  # a group's line names the group
            value, tiebreak, text = ctx.adapter.roll_initiative(ctx, sheet)
            ctx.update_combatant(combatant.id, initiative=value, tiebreak=tiebreak)
            log_initiative(ctx, combatant.side, text, sheet.name)
            if combatant.group is not None:
                rolled.add(combatant.group)
                share_initiative(ctx, combatant)
        order = _sorted_by_initiative(ctx.combatants)
        if cid is None:
            order = fallen_last(ctx, order)  # the fallen stay at the end (third pass)
            ctx.update_encounter(combatants=order, turn=0, active=True)
            ctx.log(t("Initiative order: {names}", names=order_names(ctx, order)))
        else:
            _reorder(ctx, placed_by_initiative(ctx.combatants, ctx.combatant(targets[0].id)))


class SetInitiative(OnCombatant, name="set_initiative", label=translatable("initiative set")):
    value: Annotated[int, in_range(-99, 999)]

    def apply(self, ctx: OpContext) -> None:
        cid, value = self.cid, self.value
        if not -99 <= value <= 999:
            raise OpError(t("initiative must be -99 to 999 (got {value})", value=value))
        combatant = ctx.update_combatant(cid, initiative=value)
        share_initiative(ctx, combatant)  # a group's members share it: the group's name
        name = unit_name(ctx.party, combatant)
        ctx.log(t("{name}: initiative set to {value}", name=name, value=value))
        if not ctx.adapter.initiative_by_order():
            # Only this combatant moves; the others keep their order (manual moves stay).
            _reorder(ctx, placed_by_initiative(ctx.combatants, ctx.combatant(cid)))


class SortByInitiative(
    Operation, name="sort_by_initiative", label=translatable("sort by initiative")
):
    """Sort by initiative."""

    def apply(self, ctx: OpContext) -> None:
        _reorder(ctx, _sorted_by_initiative(ctx.combatants))
        ctx.log(t("Order sorted by initiative"))


class Move(OnCombatant, name="move", label=translatable("move in the order")):
    delta: Literal[-1, 1]

    def apply(self, ctx: OpContext) -> None:
        cid, delta = self.cid, self.delta
        # A group moves as one (its members stand together): past the whole next unit.
        units = blocks(list(ctx.combatants))
        mover = ctx.combatant(cid)
        index = next(i for i, unit in enumerate(units) if any(c is mover for c in unit))
        target = index + delta
        if not 0 <= target < len(units):
            already = t("{name} is already first") if delta < 0 else t("{name} is already last")
            raise OpError(already.format(name=name_of(ctx.party, cid)))
        holder = turn_holder(ctx)
        if all(holder not in unit for unit in (units[index], units[target])) and is_out(
            ctx, units[index][0]
        ) != is_out(ctx, units[target][0]):
            # The fallen stay after everyone up (gmconsole.state.fallen). Play-test 22:
            # "Bandido 1: the fallen stay at the end ..." read as if Bandido 1 had fallen.
            name = name_of(ctx.party, cid)
            if is_out(ctx, units[index][0]):
                raise OpError(
                    t("{name} has fallen: the fallen stay at the end of the order", name=name)
                )
            raise OpError(
                t("{name} cannot go below the fallen: they stay at the end of the order", name=name)
            )
        place = next(i for i, c in enumerate(ctx.combatants) if c is mover)
        behind = place > ctx.party.encounter.turn  # the round has not passed it yet
        passed = passed_unacted(ctx, mover)  # above the marker, not acted yet
        shown_before = _shown_place(units[:index])
        units[index], units[target] = units[target], units[index]
        _reorder(ctx, [c for unit in units for c in unit])
        if delta < 0:
            moved = t("{name} moved up to place {place}")
        elif passed and not passed_unacted(ctx, ctx.combatant(cid)):
            # Back below the marker: the round reaches it (the mirror of note_passed).
            moved = t("{name} moved down to place {place}: acts this round after all")
        else:
            moved = t("{name} moved down to place {place}")
        name = unit_name(ctx.party, mover)  # a group: its name
        # A place counts a group once, as the tracker's row and the page's entry do
        # (play-test 31: "moved down to place 8" with a group of three ahead, 6th on the
        # page). The players' page numbers only whom it shows: its place there, when it
        # differs, and no line when it passed only someone hidden (play-test 10: "moves
        # up to 2nd" twice told of someone unseen).
        shown = _shown_place(units[:target])
        seen = None if mover.hidden or shown == target + 1 else moved.format(name=name, place=shown)
        if not mover.hidden and shown == shown_before:
            seen = ""
        ctx.log(moved.format(name=name, place=target + 1), players=seen)
        if behind:
            note_passed(ctx, mover)  # above the marker now: the round will not come back


def _shown_place(ahead: list[list[AnyCombatant]]) -> int:
    """The place on the players' page of whoever stands after the units ``ahead``: one
    entry for each unit with someone it shows (a group is one entry)."""
    return sum(1 for unit in ahead if any(not c.hidden for c in unit)) + 1


class Delay(OnCombatant, name="delay", label=translatable("delayed turn")):
    """The current combatant holds its turn (its cost is the system's hook, on_delay)."""

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        combatant = ctx.combatant(cid)
        if turn_holder(ctx).id != cid:
            raise OpError(
                t(
                    "only the combatant whose turn it is can delay ({name} is not)",
                    name=name_of(ctx.party, cid),
                )
            )
        group = [combatant, *others_up(ctx, combatant)]  # a group delays as one
        notes = []
        for mate in group:
            notes.append(ctx.adapter.on_delay(ctx, ctx.update_combatant(mate.id, delayed=True)))
        note = notes[0]
        ctx.log(t("{name} delays{note}", name=unit_name(ctx.party, combatant), note=note))
        advance(ctx)


TURN_OPS = frozenset({"next_turn", "previous_turn", "set_turn", "delay", "return_now"})
"""Journal operations after which someone else's turn begins."""


class ReturnNow(OnCombatant, name="return_now", label=translatable("acts now")):
    """A delayed combatant acts now, before (interrupting) the current one; the one
    interrupted gets its turn back after it, unless it had already rolled: then its
    turn is over (it keeps "acted")."""

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        combatant = ctx.combatant(cid)
        if not combatant.delayed:
            raise OpError(t("{name} is not delaying", name=name_of(ctx.party, cid)))
        current = turn_holder(ctx)
        movers = [c for c in mates(ctx.combatants, combatant) if c.delayed]  # a group: all
        for mover in movers:
            durations.turn_starts(ctx, ctx.update_combatant(mover.id, delayed=False))
        name = unit_name(ctx.party, combatant)  # a group acts now as the group
        if current.id == cid:  # the turn was already given to it
            ctx.log(t("{name} acts now", name=name))
            return
        done = current.rolled  # it rolled on this turn (a roll applied: the engine notes it)
        if done:
            end_of_turn(ctx, ctx.combatant(current.id))
        moving = {c.id for c in movers}
        order = [c for c in ctx.combatants if c.id not in moving]
        position = next(i for i, c in enumerate(order) if c.id == current.id)
        order[position:position] = [ctx.combatant(c.id) for c in movers]
        ctx.update_encounter(combatants=order, turn=position)
        text = (
            t("{name} acts now, interrupting {other} (who already rolled: that turn is over)")
            if done
            else t("{name} acts now, interrupting {other}")
        )
        # A group's turn is the group's: "interrupting Esqueleto ×3" (play-test 23).
        ctx.log(text.format(name=name, other=turn_name(ctx, current)))
