"""Intents on conditions: add one with its duration (c), repeat the last one on other
combatants (C), remove one (x)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.intents import groups
from gmconsole.intents.questions import Choose, Field, Form
from gmconsole.state.context import name_of
from gmconsole.state.duration_entry import parse_duration
from gmconsole.state.duration_words import with_duration
from gmconsole.state.groups import describe
from gmconsole.state.operations import AddCondition, RemoveCondition

if TYPE_CHECKING:
    from gmconsole.intents.table import Table
    from gmconsole.model.party import AnyParty
    from gmconsole.systems.base import SystemAdapter


def known_conditions(party: AnyParty, adapter: SystemAdapter) -> list[str]:
    """The system's own conditions (its package's), those the GM used in this party
    before (kept in the party file), then any in the fight now."""
    in_fight = [c.name for cb in party.encounter.combatants for c in cb.conditions]
    names = [*adapter.common_conditions, *party.conditions_used, *in_fight]
    return list(dict.fromkeys(t(name) for name in names))  # in the console's language


def stored_name(typed: str, adapter: SystemAdapter) -> str:
    """What the file keeps of a condition's name: one of the system's own conditions
    by its English text (so it shows in either language), else the name as typed."""
    wanted = typed.strip().casefold()
    for name in adapter.common_conditions:
        if wanted in (name.casefold(), t(name).casefold()):
            return name
    return typed


def condition_form(table: Table, names: str) -> Form:
    """The condition's name (the known ones offered as the GM types) and its duration,
    read against the fight (``e NAME``: until the end of that one's turn)."""
    party = table.party
    known = known_conditions(party, table.adapter)
    fighters = [(c.id, name_of(party, c.id)) for c in party.encounter.combatants]
    holder = party.encounter.holder.id if party.encounter.holder is not None else None
    reader = partial(parse_duration, combatants=fighters, holder=holder)
    fields = [
        Field("name", t("Condition or effect"), suggestions=tuple(known)),
        Field("duration", t("Duration (2, 2s, e, s, r; empty: until removed)"), parse=reader),
    ]
    holder_name = name_of(party, holder) if holder else "-"
    lines = [
        t(
            "2 = 2 rounds (2s: counted at the start of its turn) · e / s = until the end / "
            "start of {name}'s next turn (e NAME: another's) · r = until the end of the round",
            name=holder_name,
        )
    ]
    if known:
        lines.insert(0, t("Known: {names} (type to complete, → accepts)", names=", ".join(known)))
    return Form(t("Condition on {names}", names=names), fields, hint="\n".join(lines))


async def add_condition(table: Table) -> None:
    """c: a condition with its duration on the selected (or marked) combatants."""
    # On a group's row the condition comes first and whom second, so a burst
    # "c Aturdido Tab 2 Enter" fills the condition as on any row (as d and h do).
    group = table.selected_group()
    targets = [] if group is not None else await groups.targets(table, "condition")
    if group is None and not targets:
        return
    if group is not None:
        names = describe(table.party, group)
    else:
        names = ", ".join(name_of(table.party, cid) for cid in targets)
    values = await table.ask(condition_form(table, names))
    if not values:
        return
    if group is not None and not (targets := await groups.targets(table, "condition")):
        return
    duration = values["duration"]
    assert isinstance(duration, dict)  # the duration field's reader gives its arguments
    name = values["name"]
    assert isinstance(name, str)
    args = {"name": stored_name(name, table.adapter), **duration}
    op = table.make(AddCondition, cid=targets[0], also=tuple(targets[1:]), **args)
    if op is not None and table.run(op):
        table.last_condition = args
        table.clear_marks()


async def repeat_condition(table: Table) -> None:
    """C: the last condition added, with its duration, on the selected (or marked); on a
    group's row, on the member or members the GM picks (as c)."""
    args = table.last_condition
    if args is None:
        table.warn(t("No condition to repeat yet: add one with c."))
        return
    targets = await groups.targets(table, "condition")
    if not targets:
        return
    op = table.make(AddCondition, cid=targets[0], also=tuple(targets[1:]), **args)
    if table.run(op):
        table.clear_marks()


async def remove_condition(table: Table) -> None:
    """x: choose one of the selected combatant's conditions to remove; on a group's row,
    one of its members' (each named: the first member alone was offered before)."""
    if (cid := table.selected()) is None:
        return
    group = table.selected_group()
    everyone = table.party.encounter.combatants
    bearers = [c for c in everyone if c.group == group] if group else []
    bearers = bearers or [c for c in everyone if c.id == cid]
    options: list[tuple[object, str]] = []
    for bearer in bearers:
        named = name_of(table.party, bearer.id) + ": " if group else ""
        options += [
            ((bearer.id, i), named + with_duration(table.party, c))
            for i, c in enumerate(bearer.conditions)
        ]
    if not options:
        who = describe(table.party, group) if group else name_of(table.party, cid)
        table.tell(t("{name} has no conditions.", name=who), briefly=False)
        return
    chosen = await table.ask(Choose(t("Remove which condition?"), options))
    if isinstance(chosen, tuple):
        bearer_id, index = chosen
        table.run(RemoveCondition(cid=bearer_id, index=index))
