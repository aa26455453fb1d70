"""Intents on the sidebar's resources: a step up or down, or one typed change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.intents.questions import Field, Form
from gmconsole.state import operations as ops
from gmconsole.state.context import name_of
from gmconsole.text import plain

if TYPE_CHECKING:
    from gmconsole.intents.table import Table
    from gmconsole.model.display import Resource


def adjust(table: Table, resource: Resource, delta: int, cid: str | None = None) -> None:
    """Change a resource: the party's, or ``cid``'s (default: the selected)."""
    if resource.owner == "party":
        table.run(table.make(ops.AdjustParty, key=resource.key, delta=delta))
    elif (cid := cid or table.selected()) is not None:
        table.run(table.make(ops.Adjust, cid=cid, key=resource.key, delta=delta))


async def ask_change(table: Table, resource: Resource) -> None:
    """One typed change (-8, +3, =12) as one operation, one log line, one undo step."""
    field = Field("change", t("Change: -8 (a bare 8 spends too), +3 or =12"), kind="change")
    title = f"{plain(resource.label)}: {plain(resource.value)}"
    cid = None if resource.owner == "party" else table.selected()
    if resource.owner == "party":
        title = t("Party · {what}", what=title)
    elif cid is not None:
        title = f"{plain(name_of(table.party, cid))} · {title}"  # whose, before typing
    else:
        return
    values = await table.ask(Form(title, [field]))
    if not values:
        return
    change = values["change"]
    assert isinstance(change, tuple)  # the "change" field's value: (sign, number)
    sign, number = change
    if sign == "=":
        if resource.number is None:
            table.warn(t("{label} has no number to set.", label=resource.label))
            return
        delta = number - resource.number
    else:
        delta = number if sign == "+" else -number
    if delta == 0:
        table.tell(t("{label} is already {value}.", label=resource.label, value=resource.value))
        return
    adjust(table, resource, delta, cid)
