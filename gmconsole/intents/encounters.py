"""a: adding enemies from the roster and the bestiary in one list, and the bestiary as
the intents read it (its bad entries said, the rest offered). The other keys a GM
prepares a fight with: ``prepared.py`` (A) and ``bestiary_entry.py`` (B).

State changes go through the table's ``run`` (one operation, one undo step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.bestiary import Bestiary, default_count, load_bestiary
from gmconsole.i18n import t, tn
from gmconsole.intents.combatants import initiative_field, zone_field
from gmconsole.intents.groups import as_group
from gmconsole.intents.questions import Choose, Field, Form
from gmconsole.state import encounter_ops
from gmconsole.state import operations as ops
from gmconsole.text import plain

if TYPE_CHECKING:
    from gmconsole.intents.table import Table


def bestiary_of(table: Table) -> Bestiary:
    """The system's bestiary; its bad entries are reported (the rest is offered)."""
    bestiary = load_bestiary(table.party.system)
    if bestiary.problems:
        more = len(bestiary.problems) - 1
        text = bestiary.problems[0]
        if more:
            text += "\n" + tn(
                "and {n} more problem (gmconsole bestiary list)",
                "and {n} more problems (gmconsole bestiary list)",
                more,
            )
        table.warn(text, long=True)
    return bestiary


async def add_enemies(table: Table) -> None:
    party = table.party
    bestiary = bestiary_of(table)
    options: list[tuple[object, str]] = [
        (
            ("roster", r.id),
            t("{name} ({count} in the roster)", name=r.name, count=default_count(r)),
        )
        for r in party.roster
    ]
    options += [
        (
            ("bestiary", b.id),
            t("{name} (bestiary, count {count})", name=b.name, count=default_count(b)),
        )
        for b in bestiary.entries
    ]
    if not options:
        table.warn(t("The roster and the bestiary are empty: use q to quick-add."))
        return
    chosen = await table.ask(Choose(t("Add from the roster or the bestiary"), options))
    if not isinstance(chosen, tuple):
        return
    source, creature_id = chosen
    entries = party.roster if source == "roster" else bestiary.entries
    entry = next((e for e in entries if e.id == creature_id), None)
    if entry is None:
        return
    fields = [Field("count", t("How many?"), str(default_count(entry)), "int", 1, 50)]
    fields += initiative_field(table) + zone_field(table)
    values = await table.ask(Form(t("Add {name}", name=plain(entry.name)), fields))
    if not values:
        return
    count = values["count"]
    assert isinstance(count, int)  # an "int" field's value
    if (group := await as_group(table, plain(entry.name), count)) is None:
        return
    if source == "roster":
        op = table.make(
            ops.AddFromRoster,
            roster_id=entry.id,
            count=count,
            initiative=values.get("initiative"),
            group=group,
            zone=values.get("zone"),
        )
    else:
        op = table.make(
            encounter_ops.AddCreature,
            creature=entry.model_dump(mode="json", exclude_none=True),
            count=count,
            initiative=values.get("initiative"),
            group=group,
            zone=values.get("zone"),
        )
    table.run(op)
