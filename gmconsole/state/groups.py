"""Groups of identical enemies (Improved Initiative's "group by name"): enemies added
together share one initiative and one turn per round; each keeps its own health,
conditions and zone.

A combatant's ``group`` names its group. The members stand together in the order (the
initiative operations keep them so); a fallen member sinks to the end of the order as
anyone does (``gmconsole.state.fallen``) and leaves the group's count of those up. The
group's turn is its first member's who is up: it starts and ends for every member up at
once, so the next turn skips the others.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.model.party import AnyCombatant, AnyParty
from gmconsole.state.context import character_index, name_of
from gmconsole.state.fallen import is_out
from gmconsole.text import plain

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase
    from gmconsole.state.context import OpContext

_NUMBERED = re.compile(r"^(.*\S)\s+\d+$")


def mates(combatants: list[AnyCombatant], combatant: AnyCombatant) -> list[AnyCombatant]:
    """The members of ``combatant``'s group, in the order (just itself when in none)."""
    if combatant.group is None:
        return [combatant]
    return [c for c in combatants if c.group == combatant.group]


def turn_takers(party: AnyParty) -> frozenset[str]:
    """Whose turn it is while the fight runs: the turn holder and, on a group's turn,
    every member of its group (any of them may act for it; play-test: of two members who
    rolled, only the holder read "acted")."""
    holder = party.encounter.holder
    if holder is None or not party.encounter.active:
        return frozenset()
    return frozenset(c.id for c in mates(party.encounter.combatants, holder))


def turn_passed(
    together: Sequence[AnyCombatant], action_spent: Callable[[AnyCombatant], bool]
) -> bool:
    """Whether the turn of ``together`` (one combatant, or a group's members) ended with
    nothing done: none of them rolled on it nor spent an action their system counts
    (EZD6's dash). The tracker and the players' page say "passed", not "acted"
    (play-test 30: a pass is not an action)."""
    return any(c.acted for c in together) and not any(c.rolled or action_spent(c) for c in together)


def note_roll(ctx: OpContext, actor: str | None, before: AnyParty) -> None:
    """A roll by ``actor`` on its own turn (its group's: any member may act for it, as the
    turn stood ``before`` the roll) is an action taken this round (a group's ``t`` offers
    the next member, play-test 27); one made out of its turn (``T``: a reaction, a
    defence) is not, nor a roll not applied (RULINGS: Escape changes nothing but the
    log; the GM decides if those dice count)."""
    if actor is not None and actor in turn_takers(before):
        ctx.update_combatant(actor, rolled=True)


def members(combatants: list[AnyCombatant], group: str) -> list[AnyCombatant]:
    """The members of ``group``, in the order."""
    return [c for c in combatants if c.group == group]


def group_name(names: list[str]) -> str:
    """The group's name from its members' (``Bandido 1``, ``Bandido 2`` -> ``Bandido``)."""
    if not names:
        return ""
    stems = {_stem(name) for name in names}
    return stems.pop() if len(stems) == 1 else _stem(names[0])


def _stem(name: str) -> str:
    match = _NUMBERED.match(name)
    return match.group(1) if match else name


def free_group_id(ctx: OpContext, base: str) -> str:
    """A group id not used in this fight (``bandido-group-2``)."""
    used = {c.group for c in ctx.combatants if c.group is not None}
    number = 1
    while f"{base}-group-{number}" in used:
        number += 1
    return f"{base}-group-{number}"


def together(order: list[AnyCombatant]) -> list[AnyCombatant]:
    """``order`` with each group's members moved right after its first member (the others
    keep their order): a sort or a move never splits a group."""
    if not any(c.group is not None for c in order):
        return order
    placed: set[str] = set()
    result: list[AnyCombatant] = []
    for combatant in order:
        if combatant.group is None:
            result.append(combatant)
        elif combatant.group not in placed:
            placed.add(combatant.group)
            result.extend(members(order, combatant.group))
    return result


def share_initiative(ctx: OpContext, leader: AnyCombatant) -> None:
    """The group's other members take ``leader``'s initiative (one initiative a group)."""
    leader = ctx.combatant(leader.id)  # as it is now
    for mate in mates(ctx.combatants, leader):
        if mate.id != leader.id:
            ctx.update_combatant(mate.id, initiative=leader.initiative, tiebreak=leader.tiebreak)


def log_initiative(ctx: OpContext, side: str, text: str, name: str) -> None:
    """An initiative roll's line: an enemy's is a GM's roll, which the players' page
    shows only while the GM rolls in the open (``LogEntry.gm_roll``,
    ``gmconsole.sight.players_text``), and then by ``name`` only: its total tells its
    numbers (the second review: "El Tuerto: initiative D 7 + P 6 + ...")."""
    enemy = side == "enemy"
    players = t("{name}: initiative rolled", name=plain(name)) if enemy else None
    ctx.log(plain(text), players, gm_roll=enemy)


def initiative_sheet(ctx: OpContext, cid: str, coming: int = 0) -> CharacterBase:
    """The sheet that rolls ``cid``'s initiative, named as the group it rolls for
    (``Bandido ×3``) so that the log's initiative line says whom it is for: ``coming``
    members of a group that comes in now, else its members in the fight."""
    character = ctx.character(cid)
    if coming > 1:
        return character.model_copy(update={"name": f"{_stem(character.name)} ×{coming}"})
    combatant = next((c for c in ctx.combatants if c.id == cid), None)
    if combatant is None or combatant.group is None:
        return character
    if len(members(ctx.combatants, combatant.group)) < 2:
        return character
    return character.model_copy(update={"name": describe(ctx.party, combatant.group)})


def others_up(ctx: OpContext, combatant: AnyCombatant) -> list[AnyCombatant]:
    """The other members of its group who are up and have not acted this round (they
    take this turn with it)."""
    return [
        c
        for c in mates(ctx.combatants, combatant)
        if c.id != combatant.id and not c.acted and not is_out(ctx, c)
    ]


def blocks(order: list[AnyCombatant]) -> list[list[AnyCombatant]]:
    """The order as moving units: a combatant alone, or a run of one group's members."""
    units: list[list[AnyCombatant]] = []
    for combatant in order:
        last = units[-1] if units else None
        if last and combatant.group is not None and last[-1].group == combatant.group:
            last.append(combatant)
        else:
            units.append([combatant])
    return units


def describe(party: AnyParty, group: str) -> str:
    """``Bandido ×4`` for the log and the dialogs."""
    index = character_index(party)
    found = members(party.encounter.combatants, group)
    names = [index[c.id].name for c in found if c.id in index]
    return f"{group_name(names)} ×{len(found)}"


def log_joined(ctx: OpContext, group: str | None) -> None:
    """A group came in: the log says its name and the initiative its members share
    (``Bandido ×3 joins with initiative 14``), or that it has none yet."""
    if group is None:
        return
    found = members(ctx.combatants, group)
    if not found:
        return
    name = describe(ctx.party, group)
    if ctx.adapter.initiative_by_order():
        return  # EZD6: sides take turns, no initiative to tell
    value = found[0].initiative
    if value is None:
        ctx.log(t("{group} joins: no initiative yet (the order is not set)", group=name))
    else:
        ctx.log(t("{group} joins with initiative {value}", group=name, value=value))


def unit_name(party: AnyParty, combatant: AnyCombatant) -> str:
    """How the log and the dialogs name a combatant that acts as a unit: its group's
    name when it is in a group of several, else its own."""
    group = combatant.group
    if group is not None and len(members(party.encounter.combatants, group)) > 1:
        return describe(party, group)
    return name_of(party, combatant.id)
