"""Intents for what a GM prepares before a fight: adding from the roster and the
bestiary in one list (``a``), saving an enemy into the bestiary (``B``), and the
prepared encounters (``A``: start one, or keep the enemies of the fight as a new one).

State changes go through the table's ``run`` (one operation, one undo step). The
bestiary file is written here directly: it is not the party's state, so it is not undone.
"""

from __future__ import annotations

import asyncio
import re
from typing import TYPE_CHECKING

from gmconsole.bestiary import (
    Bestiary,
    BestiaryError,
    default_count,
    entry_data,
    load_bestiary,
    save_entry,
    shown_name,
)
from gmconsole.fight_odds import party_chance_against, share
from gmconsole.i18n import t, tn
from gmconsole.intents.combatants import initiative_field
from gmconsole.intents.groups import as_group
from gmconsole.intents.questions import Choose, Confirm, Field, Form
from gmconsole.state import encounter_ops
from gmconsole.state import operations as ops
from gmconsole.text import plain

if TYPE_CHECKING:
    from gmconsole.intents.table import Table
    from gmconsole.model.party import AnyParty, PreparedEncounter

_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def _bestiary(table: Table) -> Bestiary:
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


# --- a: the roster and the bestiary in one list ----------------------------------------------


async def add_enemies(table: Table) -> None:
    party = table.party
    bestiary = _bestiary(table)
    options: list[tuple[object, str]] = [
        (
            ("roster", r.id),
            t("{name} (roster count {count})", name=r.name, count=default_count(r)),
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
    fields += initiative_field(table)
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
        )
    else:
        op = table.make(
            encounter_ops.AddCreature,
            creature=entry.model_dump(mode="json", exclude_none=True),
            count=count,
            initiative=values.get("initiative"),
            group=group,
        )
    table.run(op)


# --- B: save an enemy of the fight or of the roster into the bestiary -------------------------


async def save_to_bestiary(table: Table) -> None:
    party = table.party
    selected = table.selected(quiet=True)
    enemies = {e.id: e for e in party.encounter.enemies}
    order = [c.id for c in party.encounter.combatants if c.id in enemies]
    if selected is not None and selected in enemies:
        order.remove(selected)
        order.insert(0, selected)
    options: list[tuple[object, str]] = [
        (("fight", cid), t("{name} (in the fight)", name=enemies[cid].name)) for cid in order
    ]
    options += [
        (
            ("roster", r.id),
            t("{name} (roster count {count})", name=r.name, count=default_count(r)),
        )
        for r in party.roster
    ]
    if not options:
        table.warn(t("No enemy in the fight or the roster to save into the bestiary."))
        return
    chosen = await table.ask(Choose(t("Save into the bestiary"), options))
    if not isinstance(chosen, tuple):
        return
    source, cid = chosen
    if source == "fight":
        character = enemies[cid]
        base, _, number = cid.rpartition("-")
        default_id = base if number.isdigit() and base else cid
        default_name, count = encounter_ops._base_name(character.name), 1
    else:
        character = next(r for r in party.roster if r.id == cid)
        default_id, default_name, count = cid, character.name, default_count(character)
    fields = [
        Field("id", t("Id in the bestiary"), default_id),
        Field("name", t("Name"), default_name),
    ]
    values = await table.ask(Form(t("Save into the bestiary"), fields))
    if not values:
        return
    creature_id, name = str(values["id"]).strip(), str(values["name"]).strip()
    if not _ID.match(creature_id):
        table.warn(
            t("id: must be 1..64 letters, digits, '-' or '_' (an id, not a name)")
            + t(" (got {value})", value=repr(creature_id))
        )
        return
    if not name:
        table.warn(t("a name is needed"))
        return
    system = party.system
    existing = load_bestiary(system).find(creature_id)
    if existing is not None:
        question = t(
            "The bestiary has {name} under the id {id} already. Replace it?",
            name=plain(existing.name),
            id=creature_id,
        )
        if not await table.ask(Confirm(question)):
            return
    try:
        save_entry(system, entry_data(character, creature_id, name, count))
    except BestiaryError as error:
        table.fail("\n".join(error.lines))
        return
    except OSError as error:
        reason = error.strerror
        table.fail(t("{path}: cannot write ({reason})", path=shown_name(system), reason=reason))
        return
    table.tell(
        t("{name} saved in {path}", name=plain(name), path=shown_name(system)), briefly=False
    )


# --- A: prepared encounters ---------------------------------------------------------------


SAVE = "save"


def _summary(prepared: PreparedEncounter, names: dict[str, str]) -> str:
    parts = [
        f"{names.get(e.creature, e.creature)} ×{e.count}" + (t(" (as a group)") if e.group else "")
        if e.count > 1
        else names.get(e.creature, e.creature)
        for e in prepared.entries
    ]
    return f"{prepared.name} · {', '.join(parts)}" if parts else prepared.name


ENCOUNTER_FIGHTS = 1000
"""Fights simulated per prepared encounter for its chance in the list (about ±3 points)."""


def _chances(party: AnyParty, bestiary: Bestiary) -> dict[int, str]:
    """Each prepared encounter's chance for the party as it stands now (the fight preview's
    model, issue 26), in words for the list: none where the system has no preview or an
    entry names a creature that cannot be found."""
    roster = {r.id: r for r in party.roster}
    shown: dict[int, str] = {}
    for index, prepared in enumerate(party.encounters):
        wanted = [roster.get(e.creature) or bestiary.find(e.creature) for e in prepared.entries]
        creatures = [c for c in wanted if c is not None]
        if not creatures or len(creatures) < len(wanted):
            continue
        estimate = party_chance_against(
            party,
            creatures,
            counts=[e.count for e in prepared.entries],
            zones=[e.zone for e in prepared.entries],
            fights=ENCOUNTER_FIGHTS,
        )
        if estimate is None:
            return {}  # the system has no preview
        about = round(estimate.rounds.value)
        shown[index] = tn(
            "party wins {chance}, about {n} round",
            "party wins {chance}, about {n} rounds",
            about,
            chance=share(estimate.party_wins),
        )
    return shown


async def prepared_encounters(table: Table) -> None:
    party = table.party
    bestiary = _bestiary(table)
    names = {b.id: b.name for b in bestiary.entries} | {r.id: r.name for r in party.roster}
    # Simulated off the event loop, on a copy: the screen keeps drawing meanwhile.
    chances = await asyncio.to_thread(_chances, party.model_copy(deep=True), bestiary)
    options: list[tuple[object, str]] = [
        (index, " · ".join(filter(None, [_summary(prepared, names), chances.get(index)])))
        for index, prepared in enumerate(party.encounters)
    ]
    if party.encounter.enemies:
        options.append((SAVE, t("Save the enemies now in the fight as a new encounter")))
    if not options:
        table.warn(
            t(
                "No prepared encounter: add [[encounters]] to the party file, or bring "
                "enemies in and save them here."
            )
        )
        return
    chosen = await table.ask(Choose(t("Prepared encounters"), options))
    if chosen is None:
        return
    if chosen == SAVE:
        await _save_prepared(table, {b.id for b in bestiary.entries})
        return
    if isinstance(chosen, int):
        _start(table, chosen, bestiary)


def _start(table: Table, index: int, bestiary: Bestiary) -> None:
    party = table.party
    prepared = party.encounters[index]
    roster = {r.id: r for r in party.roster}
    spawns = []
    for number, entry in enumerate(prepared.entries):
        creature = roster.get(entry.creature) or bestiary.find(entry.creature)
        if creature is None:
            table.warn(
                f"encounters[{index}].entries[{number}].creature: "
                + t("no roster entry or bestiary creature has this id")
                + t(" (got {value})", value=repr(entry.creature))
            )
            return
        spawns.append(
            encounter_ops.Spawn(
                creature=creature.model_dump(mode="json", exclude_none=True),
                count=entry.count,
                zone=entry.zone,
                hidden=entry.hidden,
                group=entry.group,
            )
        )
    op = table.make(encounter_ops.StartPrepared, name=prepared.name, spawns=tuple(spawns))
    table.run(op, follow=True)


async def _save_prepared(table: Table, bestiary_ids: set[str]) -> None:
    fields = [Field("name", t("Name")), Field("notes", t("Notes"), asked=False)]
    values = await table.ask(Form(t("Save as a prepared encounter"), fields))
    if not values or not str(values["name"]).strip():
        return
    encounter, new_roster = encounter_ops.prepared_from_fight(
        table.party,
        bestiary_ids,
        str(values["name"]).strip(),
        str(values.get("notes", "")).strip(),
        table.adapter.zone_of,
    )
    op = table.make(encounter_ops.SavePrepared, encounter=encounter, new_roster=tuple(new_roster))
    table.run(op)
