"""Intents on the sidebar's resources: a step up or down, or one typed change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.intents.questions import Field, Form
from gmconsole.state import operations as ops
from gmconsole.state.context import character_index, name_of
from gmconsole.text import plain

if TYPE_CHECKING:
    from gmconsole.intents.table import Table
    from gmconsole.model.display import Resource


def adjust(table: Table, resource: Resource, delta: int, cid: str | None = None) -> bool:
    """Change a resource: the party's, or ``cid``'s (default: the selected); whether it
    changed."""
    if resource.owner == "party":
        return table.run(table.make(ops.AdjustParty, key=resource.key, delta=delta))
    if (cid := cid or table.selected()) is not None:
        return table.run(table.make(ops.Adjust, cid=cid, key=resource.key, delta=delta))
    return False


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
    wanted = (resource.number or 0) + delta
    if adjust(table, resource, delta, cid) and (now := _now(table, resource, cid)) != wanted:
        # Kept within its range (Energy =9 of 6 is 6): said, not left to the log alone
        # (play-test 23 read a silent 6 beside a refused Misfortune of 20).
        table.warn(
            t(
                "{label}: {value}, not {wanted}: its range ends there",
                label=resource.label,
                value=now,
                wanted=wanted,
            )
        )


def _now(table: Table, resource: Resource, cid: str | None) -> int | None:
    """The resource's number now (after a change), as the sidebar shows it."""
    party, adapter = table.party, table.adapter
    if cid is None:
        shown = adapter.party_resources(party)
    else:
        shown = adapter.resources(party, character_index(party)[cid])
    return next((r.number for r in shown if r.key == resource.key), None)
