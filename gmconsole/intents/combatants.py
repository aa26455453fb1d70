"""Intents about who is in the fight and what is written on them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from gmconsole.i18n import t
from gmconsole.intents import groups
from gmconsole.intents.questions import Choose, Confirm, Field, Form
from gmconsole.state import operations as ops
from gmconsole.state.context import character_index, name_of
from gmconsole.state.groups import members
from gmconsole.state.initiative import order_set

if TYPE_CHECKING:
    from gmconsole.intents.table import Table

ALL = "*"


def initiative_field(table: Table) -> list[Field]:
    """An optional typed initiative for newcomers. Left empty, they roll by the system's
    rule once the order is set (someone has an initiative: ``join_ops.join``); before
    that, they roll with everyone at ``i``, and the label says so."""
    if table.adapter.initiative_by_order():
        return []
    if order_set(table.party.encounter.combatants):
        label = t("Initiative (empty: roll)")
    else:
        label = t("Initiative (empty: rolled with everyone's at i)")
    return [Field("initiative", label, "", "optional_int", -99, 999, asked=False)]


def zone_field(table: Table) -> list[Field]:
    """Where newcomers stand, for systems with zones: the default zone, accepted with
    enter, or another typed (its word or the first letters: ``f`` for far)."""
    adapter = table.adapter
    if not adapter.zones:
        return []
    words = {zone: adapter.zone_word(zone) for zone in adapter.zones}

    def read(text: str) -> str:
        typed = text.strip().casefold()
        found = [
            zone
            for zone, word in words.items()
            if typed and (word.casefold().startswith(typed) or zone.startswith(typed))
        ]
        if len(found) != 1:
            raise ValueError(t("Zone: one of {zones}", zones=", ".join(words.values())))
        return found[0]

    label = t("Zone ({zones})", zones=", ".join(words.values()))
    default = words[adapter.zones[0]]
    return [Field("zone", label, default, suggestions=tuple(words.values()), parse=read)]


async def quick_add(table: Table) -> None:
    label, most = table.adapter.quick_value
    fields = [Field("name", t("Name")), Field("value", label, "", "optional_int", 0, most)]
    fields += initiative_field(table)
    values = await table.ask(Form(t("Quick-add an enemy"), fields))
    if values:
        op = table.make(
            ops.QuickAdd,
            name=values["name"],
            value=values["value"] or 0,
            initiative=values.get("initiative"),
        )
        table.run(op)


async def add_member(table: Table) -> None:
    party = table.party
    present = {c.id for c in party.encounter.combatants}
    missing = [(m.id, m.name) for m in party.members if m.id not in present]
    if not missing:
        table.warn(t("Every party member is already in the fight."))
        return
    options: list[tuple[object, str]] = list(missing)
    if len(missing) > 1:
        options.append((ALL, t("All of them ({count})", count=len(missing))))
    cid = await table.ask(Choose(t("Bring into the fight"), options))
    if not isinstance(cid, str) or not cid:
        return
    chosen = [m for m, _ in missing] if cid == ALL else [cid]
    zone = None
    if fields := zone_field(table):  # where they stand, asked as `a` asks it (EZD6)
        values = await table.ask(Form(t("Bring into the fight"), fields))
        if not values:
            return
        zone = values["zone"]
    table.run(table.make(ops.AddMember, cid=chosen[0], also=tuple(chosen[1:]), zone=zone))


async def remove(table: Table) -> None:
    """delete: the selected (on a group's row, the member or members the GM picks) leaves
    the fight, after a yes."""
    if (cid := table.selected()) is None:
        return
    group = table.selected_group()
    targets = [cid] if group is None else await groups.targets(table, "remove")
    if not targets:
        return
    names = ", ".join(name_of(table.party, cid) for cid in targets)
    if await table.ask(Confirm(t("Remove {name} from the fight?", name=names))):
        table.run(ops.Remove(cid=targets[0], also=tuple(targets[1:])))


async def end_fight(table: Table) -> None:
    if await table.ask(Confirm(t("End the fight? Enemies leave; members keep their state."))):
        table.run(ops.EndFight())


async def notes(table: Table) -> None:
    if (cid := table.selected()) is None:
        return
    written = character_index(table.party)[cid].notes
    title = t("Notes on {name}", name=name_of(table.party, cid))
    values = await table.ask(Form(title, [Field("text", t("Notes"), written)]))
    if values:
        table.run(table.make(ops.SetNotes, cid=cid, text=values["text"]))


async def toggle_flag(table: Table, flag: Literal["down", "dead", "hidden"]) -> None:
    """down, dead or hidden on the selected; ``u`` on a group's row hides or shows the
    whole group (its members stand or go together on the players' page); ``f`` and ``F``
    there ask whom, as ``c`` does."""
    if (cid := table.selected()) is None:
        return
    group = table.selected_group()
    also: tuple[str, ...] = ()
    if flag == "hidden" and group is not None:
        mates = members(table.party.encounter.combatants, group)
        also = tuple(c.id for c in mates if c.id != cid)
    elif group is not None:
        if not (chosen := await groups.targets(table, "down" if flag == "down" else "dead")):
            return
        cid, also = chosen[0], tuple(chosen[1:])
    table.run(table.make(ops.ToggleFlag, cid=cid, flag=flag, also=also))


async def long_rest(table: Table) -> None:
    if await table.ask(Confirm(table.adapter.rest_prompt)):
        table.run(ops.LongRest())
