"""The fallen sink, whatever downed them (third-pass ruling).

One rule, in one place every path reaches: after any operation (a panel's attack, ``d``,
the sidebar, a typed amount, ``f``/``F``, a re-roll of the order ...), the combatants who
are down or dead stand after everyone still up, whoever fell last at the very end (a
re-roll or a sort puts them in the order's own); the others keep theirs.
The combatant whose turn it is stays under the marker: it sinks when the turn moves on.
The engine runs ``sink_fallen`` inside the operation, so undo puts the order back with the
rest, and a replay of the journal does the same.
"""

from __future__ import annotations

from gmconsole.i18n import t
from gmconsole.model.party import AnyCombatant, AnyParty
from gmconsole.state.context import OpContext, SystemRules, character_index, name_of


def who_is_down(party: AnyParty, adapter: SystemRules) -> set[str]:
    """The ids of the combatants in the fight who are down or dead (the engine asks before
    an operation, for ``rise``, and after it, for whom it took down)."""
    sheets = character_index(party)
    return {
        c.id
        for c in party.encounter.combatants
        if c.id in sheets and adapter.health(sheets[c.id], c).out_of_fight
    }


def is_out(ctx: OpContext, combatant: AnyCombatant) -> bool:
    """Down or dead, as the system says of its sheet now."""
    return ctx.adapter.health(ctx.character(combatant.id), combatant).out_of_fight


def fallen_last(ctx: OpContext, order: list[AnyCombatant]) -> list[AnyCombatant]:
    """``order`` with the fallen moved after everyone up, in their order (a sort, a
    re-roll)."""
    out = [c for c in order if is_out(ctx, c)]
    if not out:
        return order
    fallen = {id(c) for c in out}
    return [c for c in order if id(c) not in fallen] + out


def sink_fallen(ctx: OpContext, was_out: set[str]) -> None:
    """Move the fallen (but the turn holder) to the end of the order; nothing if they are."""
    combatants = ctx.combatants
    if len(combatants) < 2:
        return
    encounter = ctx.party.encounter
    holder = encounter.holder
    order = _sunk(ctx, combatants, holder, was_out)
    if order is combatants or all(a is b for a, b in zip(order, combatants, strict=True)):
        return
    turn = encounter.turn if holder is None else next(i for i, c in enumerate(order) if c is holder)
    ctx.update_encounter(combatants=order, turn=turn)


def _sunk(
    ctx: OpContext, order: list[AnyCombatant], keep: AnyCombatant | None, was_out: set[str]
) -> list[AnyCombatant]:
    """``order`` with the fallen not yet at its end moved there, below those who were
    (RULINGS: "sinks to the end of the order once"; play-tests 27 and 28 read a newer fall
    above an older one as wrong), in their order; ``keep`` (whose turn it is) stays where
    it is until the turn moves on. ``was_out``: who was down before the operation (one
    who fell by it is not at the end yet, wherever it stands)."""
    settled = 0  # the fallen at the end of the order already
    for combatant in reversed(order):
        if combatant is keep or combatant.id not in was_out or not is_out(ctx, combatant):
            break
        settled += 1
    above = order[: len(order) - settled]
    sinking = [c for c in above if c is not keep and is_out(ctx, c)]
    if not sinking:
        return order
    staying = [c for c in above if not any(c is s for s in sinking)]
    return staying + order[len(above) :] + sinking


def rise(ctx: OpContext, was_out: set[str]) -> None:
    """Who was down or dead before the operation and is up after it (a heal by ``h``, a
    panel's heal, a save, a flag cleared) goes back where the system's order puts them
    (the adapter's ``place_risen``: by initiative, EZD6 with their side); the turn stays
    with the same combatant. A place the round has already passed is said in the log."""
    combatants = ctx.combatants
    risen = [c for c in combatants if c.id in was_out and not is_out(ctx, c)]
    if not risen or len(combatants) < 2:
        return
    encounter = ctx.party.encounter
    holder = encounter.holder
    order = list(combatants)
    for combatant in risen:
        if combatant is not holder:  # the turn holder stays under the marker
            order = ctx.adapter.place_risen(ctx, order, combatant)
    if all(a is b for a, b in zip(order, combatants, strict=True)):
        return
    if holder is None:
        ctx.update_encounter(combatants=order)
        return
    ctx.update_encounter(combatants=order, turn=next(i for i, c in enumerate(order) if c is holder))
    for combatant in risen:
        if combatant is not holder:
            note_passed(ctx, ctx.combatant(combatant.id))


def passed_unacted(ctx: OpContext, combatant: AnyCombatant) -> bool:
    """Whether ``combatant`` stands above the turn marker without having acted this round:
    the turn order will not come back to it before the next round."""
    encounter = ctx.party.encounter
    if not encounter.active or combatant.acted or combatant.delayed or is_out(ctx, combatant):
        return False
    place = next(i for i, c in enumerate(ctx.combatants) if c.id == combatant.id)
    return place < encounter.turn


def note_passed(ctx: OpContext, combatant: AnyCombatant) -> None:
    """Log that ``combatant`` now stands above the turn marker without having acted this
    round (``passed_unacted``)."""
    if not passed_unacted(ctx, combatant):
        return
    ctx.log(
        t(
            "{name} has already been passed this round: will act next round "
            "(or give it the turn to act now)",
            name=name_of(ctx.party, combatant.id),
        )
    )
