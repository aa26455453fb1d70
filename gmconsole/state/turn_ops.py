"""Turns and rounds: whose turn it is, the next and previous turn, a turn given.

A turn that ends ticks its owner's conditions and a new round asks the system's hook
(``on_round_start``); a group's members up take one turn together (``state.groups``).
Split from the generic operations so the turn marker's rules read in one place.
"""

from __future__ import annotations

from gmconsole.i18n import t, translatable
from gmconsole.model.party import AnyCombatant
from gmconsole.state import durations
from gmconsole.state.context import OpContext, OpError
from gmconsole.state.fallen import is_out
from gmconsole.state.groups import mates, others_up, unit_name
from gmconsole.state.operation import OnCombatant, Operation


def require_fight(ctx: OpContext) -> None:
    """Refuse (nothing changes) when nobody is in the fight."""
    turn_holder(ctx)


def turn_holder(ctx: OpContext) -> AnyCombatant:
    """Whose turn it is (``Encounter.holder``); refused when nobody is in the fight."""
    holder = ctx.party.encounter.holder
    if holder is None:
        raise OpError(t("nobody is in the fight: add combatants first (a)"))
    return holder


def end_of_turn(ctx: OpContext, combatant: AnyCombatant) -> None:
    """The owner's turn ends: mark it acted and tick its conditions (a group's turn ends
    once, for every member up: gmconsole.state.groups)."""
    for owner in [combatant, *others_up(ctx, combatant)]:
        durations.turn_ends(ctx, ctx.update_combatant(owner.id, acted=True))


def _new_round(ctx: OpContext) -> None:
    durations.round_ends(ctx)
    ctx.update_encounter(
        round=ctx.party.encounter.round + 1,
        combatants=[
            c.model_copy(update={"acted": False, "rolled": False, "delayed": False})
            for c in ctx.combatants
        ],
    )
    ctx.log(t("Round {number} begins", number=ctx.party.encounter.round))
    ctx.adapter.on_round_start(ctx)  # after the round's first line: its own lines follow it


def _start_of_turn(ctx: OpContext, combatant: AnyCombatant) -> None:
    for owner in [combatant, *others_up(ctx, combatant)]:  # a group: every member up
        durations.turn_starts(ctx, owner)
        ctx.adapter.on_turn_start(ctx, owner)


def turn_name(ctx: OpContext, combatant: AnyCombatant) -> str:
    """Whose turn, as the log says it: a group of several by its name (``Bandido ×3``),
    with one member left up too (play-test 32: "Turn: Bandido 5", a member the page had
    never named, after rounds of "Turn: Bandido ×3")."""
    return unit_name(ctx.party, combatant)


def advance(ctx: OpContext) -> None:
    """Move the marker to the next combatant able to act who has not acted this round.

    Before the round ends, a combatant still delaying is given the turn (it would
    otherwise lose it silently when the delays reset); then a new round starts.
    """
    index = ctx.party.encounter.turn
    count = len(ctx.combatants)
    wrapped = False
    # The rest of this round, then (once) the whole new round: after a turn given back
    # to an early place, the new round's first places come after more than len steps.
    for _ in range(2 * count + 1):
        index += 1
        if index >= count:
            if wrapped:
                break
            waiting = next(
                (i for i, c in enumerate(ctx.combatants) if c.delayed and not is_out(ctx, c)),
                None,
            )
            if waiting is not None:
                combatant = ctx.combatants[waiting]
                for mate in mates(ctx.combatants, combatant):
                    ctx.update_combatant(mate.id, delayed=False)
                ctx.update_encounter(turn=waiting)
                _start_of_turn(ctx, ctx.combatant(combatant.id))  # a group: every member up
                ctx.log(
                    t(
                        "Turn: {name} (was delaying: acts before round {number} ends)",
                        name=turn_name(ctx, combatant),
                        number=ctx.party.encounter.round,
                    )
                )
                return
            index = 0
            _new_round(ctx)
            wrapped = True
        candidate = ctx.combatants[index]
        if not is_out(ctx, candidate) and not candidate.delayed and not candidate.acted:
            ctx.update_encounter(turn=index)
            _start_of_turn(ctx, candidate)
            ctx.log(t("Turn: {name}", name=turn_name(ctx, candidate)))
            return
        if not candidate.acted and not candidate.delayed:
            durations.turn_skipped(ctx, candidate)
    raise OpError(t("nobody can act: every combatant is down, dead or delaying"))


class NextTurn(Operation, name="next_turn", label=translatable("next turn")):
    """Next turn."""

    said_last = True

    def apply(self, ctx: OpContext) -> None:
        end_of_turn(ctx, turn_holder(ctx))
        advance(ctx)


class PreviousTurn(Operation, name="previous_turn", label=translatable("previous turn")):
    """Move the marker back (conditions are not un-ticked: undo restores exactly)."""

    def apply(self, ctx: OpContext) -> None:
        require_fight(ctx)
        index = ctx.party.encounter.turn
        for _ in range(len(ctx.combatants)):
            index -= 1
            if index < 0:
                if ctx.party.encounter.round == 1:
                    raise OpError(t("already at the first turn of round 1"))
                index = len(ctx.combatants) - 1
                ctx.update_encounter(round=ctx.party.encounter.round - 1)
            if not is_out(ctx, ctx.combatants[index]):
                here = ctx.combatants[index]
                group = [c for c in mates(ctx.combatants, here) if not is_out(ctx, c)]
                index = next(i for i, c in enumerate(ctx.combatants) if c is group[0])
                ctx.update_encounter(turn=index)
                for mate in group:  # a group's turn comes back to all its members up
                    ctx.update_combatant(mate.id, acted=False)
                ctx.log(
                    t(
                        "Back to: {name} (round {number})",
                        name=turn_name(ctx, ctx.combatants[index]),
                        number=ctx.party.encounter.round,
                    )
                )
                return
        raise OpError(t("nobody can act"))


class SetTurn(OnCombatant, name="set_turn", label=translatable("turn given")):
    """Set turn (a delaying combatant's delay ends). Giving it to whoever has it already
    changes nothing and is refused: a stray enter on the top row was a turn "given",
    which counted as play (i asked "the round has started" in a fight where nothing
    happened) and started the holder's turn a second time.

    A holder who did something on its turn (rolled, or spent an action its system
    counts) has ended it, as ``n`` ends it: it reads "acted" and its conditions tick
    (play-test 32: Ruiseñor attacked, the turn given away with enter, and its row never
    said so). One who did nothing keeps its turn, as an interrupted holder does
    (``ReturnNow``): the enter may put right a misplaced marker, and is no pass."""

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        if ctx.index_of(cid) == ctx.party.encounter.turn and not ctx.combatant(cid).delayed:
            raise OpError(t("{name} already has the turn", name=turn_name(ctx, ctx.combatant(cid))))
        holder = ctx.party.encounter.holder
        if holder is not None and not holder.acted:
            together = mates(ctx.combatants, holder)
            done = any(c.rolled or ctx.adapter.action_spent(c) for c in together)
            if done and cid not in {c.id for c in together}:
                end_of_turn(ctx, holder)
        ctx.update_encounter(turn=ctx.index_of(cid))
        ctx.update_combatant(cid, delayed=False)
        ctx.log(t("Turn given to {name}", name=turn_name(ctx, ctx.combatant(cid))))
        _start_of_turn(ctx, ctx.combatant(cid))  # a group: every member up, as n starts it
