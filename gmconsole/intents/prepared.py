"""A: the prepared encounters of the party file, each with the party's chance against it;
start one (one operation, one undo step), or keep the enemies of the fight as a new one."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from gmconsole.bestiary import Bestiary
from gmconsole.fight_odds import party_chance_against, share
from gmconsole.i18n import t, tn
from gmconsole.intents.encounters import bestiary_of
from gmconsole.intents.questions import Choose, Field, Form
from gmconsole.state import encounter_ops

if TYPE_CHECKING:
    from gmconsole.intents.table import Table
    from gmconsole.model.party import AnyParty, PreparedEncounter

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
    bestiary = bestiary_of(table)
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
    if not table.run(op, follow=True) or table.adapter.rolls_initiative(table.party):
        return
    if not table.adapter.initiative_by_order() and any(
        c.initiative is None for c in table.party.encounter.combatants
    ):  # initiative typed here (Eclipse Phase's house option off), as i says
        table.tell(t("Initiative is typed in this party: give each combatant theirs with e"))


def _encounter_name(text: str) -> str:
    """A prepared encounter's name: not empty (Enter on an empty name closed the form and
    saved nothing, without a word)."""
    if not text.strip():
        raise ValueError(t("Name: type a name to find it again in the list"))
    return text.strip()


async def _save_prepared(table: Table, bestiary_ids: set[str]) -> None:
    fields = [
        Field("name", t("Name"), parse=_encounter_name),
        Field("notes", t("Notes"), asked=False),
    ]
    values = await table.ask(Form(t("Save as a prepared encounter"), fields))
    if not values:
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
