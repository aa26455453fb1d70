"""The main screen's condition keys: add one with its duration (c), repeat the last one
on other combatants (C), and the words the combat box and the remove dialog show.

The main screen delegates here so its own file keeps one line per action.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from gmconsole.dialogs import choice_dialog, form_dialog
from gmconsole.i18n import t
from gmconsole.model.party import AnyParty, Combatant
from gmconsole.state.context import name_of
from gmconsole.state.duration_entry import parse_duration
from gmconsole.state.duration_words import with_duration
from gmconsole.state.operations import AddCondition, RemoveCondition

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen
    from gmconsole.systems.base import SystemAdapter


def known_conditions(party: AnyParty, adapter: SystemAdapter) -> list[str]:
    """The system's own conditions (its package's), those the GM used in this party
    before (kept in the party file), then any in the fight now."""
    in_fight = [c.name for cb in party.encounter.combatants for c in cb.conditions]
    return list(dict.fromkeys([*adapter.common_conditions, *party.conditions_used, *in_fight]))


def conditions_line(party: AnyParty, combatant: Combatant) -> str:
    """The combat box's line: every condition with what is left, in words."""
    return t("Conditions: ") + ", ".join(with_duration(party, c) for c in combatant.conditions)


def _holder(party: AnyParty) -> str | None:
    encounter = party.encounter
    if not encounter.combatants:
        return None
    return encounter.combatants[encounter.turn].id


async def add_condition(screen: MainScreen) -> None:
    """c: a condition with its duration on the selected (or marked) combatants."""
    from gmconsole.intents.groups import targets as group_targets
    from gmconsole.state.groups import describe

    # On a group's row the condition comes first and whom second, so a burst
    # "c Aturdido Tab 2 Enter" fills the condition as on any row (as d and h do).
    group = screen.selected_group()
    targets = [] if group is not None else await group_targets(screen, "condition")
    if group is None and not targets:
        return
    party = screen.party
    known = known_conditions(party, screen.adapter)
    fighters = [(c.id, name_of(party, c.id)) for c in party.encounter.combatants]
    holder = _holder(party)
    reader = partial(parse_duration, combatants=fighters, holder=holder)
    fields = [
        form_dialog.Field("name", t("Condition or effect"), suggestions=tuple(known)),
        form_dialog.Field(
            "duration", t("Duration (2, 2s, e, s, r; empty: until removed)"), parse=reader
        ),
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
    if group is not None:
        names = describe(party, group)
    else:
        names = ", ".join(screen.name_of(cid) for cid in targets)
    title = t("Condition on {names}", names=names)
    values = await screen.ask(form_dialog.FormDialog(title, fields, hint="\n".join(lines)))
    if not values:
        return
    if group is not None and not (targets := await group_targets(screen, "condition")):
        return
    args = {"name": values["name"], **values["duration"]}
    op = screen.make(AddCondition, cid=targets[0], also=tuple(targets[1:]), **args)
    if op is not None and screen.run(op):
        screen.last_condition = args
        screen.clear_marks()


def repeat_condition(screen: MainScreen) -> None:
    """C: the last condition added, with its duration, on the selected (or marked)."""
    args = screen.last_condition
    if args is None:
        screen.app.notify(t("No condition to repeat yet: add one with c."), severity="warning")
        return
    targets = screen.targets()
    if not targets:
        return
    op = screen.make(AddCondition, cid=targets[0], also=tuple(targets[1:]), **args)
    if screen.run(op):
        screen.clear_marks()


async def remove_condition(screen: MainScreen) -> None:
    """x: choose one of the selected combatant's conditions to remove."""
    if (cid := screen.selected()) is None:
        return
    conditions = screen.combatant(cid).conditions
    if not conditions:
        screen.app.notify(t("{name} has no conditions.", name=screen.name_of(cid)), markup=False)
        return
    options = [(i, with_duration(screen.party, c)) for i, c in enumerate(conditions)]
    index = await screen.ask(choice_dialog.ChoiceDialog(t("Remove which condition?"), options))
    if index is not None:
        screen.run(RemoveCondition(cid=cid, index=index))
