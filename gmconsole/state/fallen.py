"""The fallen sink, whatever downed them (third-pass ruling).

One rule, in one place every path reaches: after any operation (a panel's attack, ``d``,
the sidebar, a typed amount, ``f``/``F``, a re-roll of the order ...), the combatants who
are down or dead stand after everyone still up, in their order; the others keep theirs.
The combatant whose turn it is stays under the marker: it sinks when the turn moves on.
The engine runs ``sink_fallen`` inside the operation, so undo puts the order back with the
rest, and a replay of the journal does the same.
"""

from __future__ import annotations

from collections.abc import Mapping

from gmconsole.i18n import t
from gmconsole.model.characters import CharacterBase
from gmconsole.model.party import Combatant, Encounter, PartyBase
from gmconsole.state.context import OpContext, character_index, name_of

_TOP_LEVEL = (Combatant, CharacterBase, Encounter, PartyBase)
"""What an operation's changes usually touch; a change below a sheet (a weapon, a block
of attributes) may change a health the sheet's identity does not show."""


def is_out(ctx: OpContext, combatant: Combatant) -> bool:
    return _is_out(ctx, combatant, _changed(ctx), character_index(ctx.party))


def _changed(ctx: OpContext) -> set[int] | None:
    """The objects the operation changed so far (by id); None when one is below a sheet."""
    changed = set()
    for change in ctx.rec.changes:
        if not isinstance(change.obj, _TOP_LEVEL):
            return None
        changed.add(id(change.obj))
    return changed


def _is_out(
    ctx: OpContext,
    combatant: Combatant,
    changed: set[int] | None,
    index: Mapping[str, CharacterBase],
) -> bool:
    """Down or dead: known from before the operation when it left the combatant and its
    sheet alone (the sink runs after every action: asking the system about everyone took
    two thirds of a next turn at 500 combatants), else asked of the system. ``index`` is
    the party's characters by id, looked up once per pass, not once per combatant."""
    character = index.get(combatant.id)
    if character is None:
        character = ctx.character(combatant.id)  # raises, naming the missing id
    known = ctx.out_before.get(combatant.id)
    if (
        known is not None
        and changed is not None
        and known[0] is combatant
        and known[1] is character
        and id(combatant) not in changed
        and id(character) not in changed
    ):
        return known[2]
    return ctx.adapter.health(character, combatant).out_of_fight


def fallen_last(
    ctx: OpContext, order: list[Combatant], keep: Combatant | None = None
) -> list[Combatant]:
    """``order`` with the fallen moved after everyone up (``keep`` stays where it is)."""
    changed, index = _changed(ctx), character_index(ctx.party)
    out = [c for c in order if c is not keep and _is_out(ctx, c, changed, index)]
    if not out:
        return order
    fallen = {id(c) for c in out}
    up = [c for c in order if id(c) not in fallen]
    if keep is None:
        return up + out
    # The turn holder keeps its index among the rest.
    up.remove(keep)
    place = order.index(keep) - sum(1 for c in order[: order.index(keep)] if id(c) in fallen)
    up.insert(place, keep)
    return up + out


def _still_sunk(ctx: OpContext) -> bool:
    """Whether the order is still the sink's without a pass over everyone (~0.25 ms at
    500): it was before the operation (``ctx.sunk_before``), and the operation changed
    neither the order, nor whose turn it is, nor whether a combatant it touched is out.
    A change it cannot read (below a sheet, the lists of sheets) says no."""
    if not ctx.sunk_before:
        return False
    index = character_index(ctx.party)
    for change in ctx.rec.changes:
        obj = change.obj
        if isinstance(obj, (Combatant, CharacterBase)):
            known = ctx.out_before.get(obj.id)
            character = index.get(obj.id)
            if known is None or character is None:
                return False
            # The live objects: the order is the same list, so known[0] is in it.
            if ctx.adapter.health(character, known[0]).out_of_fight != known[2]:
                return False
        elif isinstance(obj, Encounter):
            if change.attr in ("combatants", "turn", "enemies"):
                return False
        elif not isinstance(obj, PartyBase) or change.attr == "members":
            return False
    return True


def sink_fallen(ctx: OpContext) -> None:
    """Move the fallen (but the turn holder) to the end of the order; nothing if they are."""
    if _still_sunk(ctx):
        return
    combatants = ctx.combatants
    if len(combatants) < 2:
        return
    encounter = ctx.party.encounter
    holder = combatants[encounter.turn] if 0 <= encounter.turn < len(combatants) else None
    order = fallen_last(ctx, combatants, keep=holder)
    if order is combatants or all(a is b for a, b in zip(order, combatants, strict=True)):
        return
    ctx.set(encounter, "combatants", order)
    if holder is not None:
        ctx.set(encounter, "turn", next(i for i, c in enumerate(order) if c is holder))


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
    holder = combatants[encounter.turn] if 0 <= encounter.turn < len(combatants) else None
    order = list(combatants)
    for combatant in risen:
        if combatant is not holder:  # the turn holder stays under the marker
            order = ctx.adapter.place_risen(ctx, order, combatant)
    if all(a is b for a, b in zip(order, combatants, strict=True)):
        return
    ctx.set(encounter, "combatants", order)
    if holder is not None:
        turn = next(i for i, c in enumerate(order) if c is holder)
        ctx.set(encounter, "turn", turn)
        for combatant in risen:
            if combatant is not holder:
                note_passed(ctx, combatant)


def note_passed(ctx: OpContext, combatant: Combatant) -> None:
    """Log that ``combatant`` now stands above the turn marker without having acted this
    round: the turn order will not come back to it before the next round."""
    encounter = ctx.party.encounter
    order = ctx.combatants
    if not encounter.active or combatant.acted or combatant.delayed or is_out(ctx, combatant):
        return
    place = next(i for i, c in enumerate(order) if c is combatant)
    if place >= encounter.turn:
        return
    ctx.log(
        t(
            "{name} has already been passed this round: will act next round "
            "(or give it the turn to act now)",
            name=name_of(ctx.party, combatant.id),
        )
    )
