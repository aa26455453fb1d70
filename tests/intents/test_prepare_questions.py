"""Preparing a fight at the scripted table, question by question: the prepared encounters'
list (counts and groups in words), what starting one keeps of each entry (zone, hidden),
what saving the fight asks and keeps (the notes), a typed initiative for enemies from
the roster, the bestiary's counts in the list, and when a group of two is asked about.
Written from the survivors of a mutation sample of gmconsole/intents (seed 29,
docs/mutation/intents.md); the expected values are written out from the fixture parties."""

from __future__ import annotations

import asyncio

from gmconsole.intents import bestiary_entry, conditions, encounters, groups, prepared
from gmconsole.intents.questions import Choose, Field, Form
from gmconsole.model.party import PreparedEncounter, PreparedEntry
from gmconsole.state import operations as ops
from gmconsole.state.encounter_ops import AddCreature
from rules.dice import ScriptedDice
from tests.intents.scripted import with_party


def test_the_list_says_each_entry_s_count_and_whether_it_comes_as_a_group(table_of):
    """FIDS (no preview, so no chance after the summary)."""
    table = table_of("fids")
    muelle = PreparedEncounter(
        name="Muelle",
        entries=[
            PreparedEntry(creature="guardia", count=2, group=True),
            PreparedEntry(creature="perro", count=2),
            PreparedEntry(creature="capitan"),
        ],
    )
    with_party(table, encounters=[muelle])
    table.answers = [None]
    asyncio.run(prepared.prepared_encounters(table))
    assert table.asked[0].options[0] == (
        0,
        "Muelle · Guardia del puerto ×2 (as a group), Mastín ×2, Capitana Arbeloa",
    )


def test_starting_an_encounter_keeps_each_entry_s_zone_and_visibility(table_of):
    """EZD6: a ghoul far and shown to the players, two skeletons with the defaults."""
    table = table_of("ezd6")
    ambush = PreparedEncounter(
        name="Cripta",
        entries=[
            PreparedEntry(creature="ghoul", zone="far", hidden=False),
            PreparedEntry(creature="esqueleto", count=2),
        ],
    )
    with_party(table, encounters=[ambush])
    table.answers = [0]
    asyncio.run(prepared.prepared_encounters(table))
    fighters = {c.id: c for c in table.party.encounter.combatants}
    zone_of = table.adapter.zone_of
    assert (zone_of(fighters["ghoul-2"]), fighters["ghoul-2"].hidden) == ("far", False)
    assert (zone_of(fighters["esqueleto-3"]), fighters["esqueleto-3"].hidden) == ("near", True)


def test_saving_the_fight_asks_a_name_and_notes_and_keeps_the_notes(table):
    table.answers = [prepared.SAVE, {"name": "Emboscada", "notes": "en el puente"}]
    asyncio.run(prepared.prepared_encounters(table))
    assert table.asked[1] == Form(
        "Save as a prepared encounter",
        [
            Field("name", "Name", parse=prepared._encounter_name),
            Field("notes", "Notes", asked=False),
        ],
    )
    (kept,) = table.party.encounters
    assert (kept.name, kept.notes) == ("Emboscada", "en el puente")


def test_enemies_from_the_roster_take_the_typed_initiative(table):
    table.answers = [("roster", "bandido"), {"count": 1, "initiative": 14}]
    asyncio.run(encounters.add_enemies(table))
    assert table.ran == [ops.AddFromRoster(roster_id="bandido", count=1, initiative=14)]
    assert next(c for c in table.party.encounter.combatants if c.id == "bandido-3").initiative == 14


def test_the_bestiary_s_entries_are_listed_with_their_own_count(table):
    table.answers = [("roster", "bandido"), {"id": "salteador", "name": "Salteador"}]
    asyncio.run(bestiary_entry.save_to_bestiary(table))
    assert table.asked[0].title == "Save into the bestiary"
    table.answers = [None]
    asyncio.run(encounters.add_enemies(table))
    assert table.asked[-1].options[-1] == (
        ("bestiary", "salteador"),
        "Salteador (bestiary, count 4)",
    )


def test_two_of_a_creature_are_asked_about_too(table):
    table.answers = ["group"]
    assert asyncio.run(groups.as_group(table, "Lobo", 2)) is True
    assert table.asked == [
        Choose(
            "2 × Lobo",
            [
                ("each", "One by one: 2 rows, each its own initiative"),
                ("group", "As a group: one row, one initiative, one turn"),
            ],
        )
    ]


def test_a_group_of_two_up_asks_which_acts(table):
    table.engine.execute(
        ops.AddFromRoster(roster_id="bandido", count=2, group=True), ScriptedDice([5] * 6)
    )
    table.answers = ["bandido-4"]
    assert asyncio.run(groups.actor(table, "bandido-3")) == "bandido-4"
    (choice,) = table.asked
    assert choice.title == "Who acts for Bandido ×2?"
    assert [value for value, _ in choice.options] == ["bandido-3", "bandido-4"]


def test_a_started_entry_brings_its_count(table_of):
    table = table_of("ezd6")
    with_party(
        table,
        encounters=[
            PreparedEncounter(name="Cripta", entries=[PreparedEntry(creature="esqueleto", count=3)])
        ],
    )
    table.answers = [0]
    asyncio.run(prepared.prepared_encounters(table))
    ids = [c.id for c in table.party.encounter.combatants]
    assert [cid for cid in ids if cid.startswith("esqueleto-")][2:] == [
        "esqueleto-3",
        "esqueleto-4",
        "esqueleto-5",
    ]


def test_an_enemy_whose_id_has_hyphens_is_offered_under_its_creature_s_id(table):
    """``orco-jefe-1`` came from the creature ``orco-jefe``: B offers that id."""
    creature = table.party.roster[0].model_dump(mode="json", exclude_none=True)
    creature |= {"id": "orco-jefe", "name": "Orco jefe"}
    table.engine.execute(AddCreature(creature=creature, initiative=5), ScriptedDice([]))
    table.answers = [("fight", "orco-jefe-1"), None]
    asyncio.run(bestiary_entry.save_to_bestiary(table))
    assert table.asked[1] == Form(
        "Save into the bestiary",
        [Field("id", "Id in the bestiary", "orco-jefe"), Field("name", "Name", "Orco jefe")],
    )


def test_the_condition_form_names_its_fields_and_explains_the_durations(table):
    form = conditions.condition_form(table, "Ruiseñor")
    assert [(f.key, f.label) for f in form.fields] == [
        ("name", "Condition or effect"),
        ("duration", "Duration (2, 2s, e, s, r; empty: until removed)"),
    ]
    known, durations = form.hint.split("\n")
    assert known.startswith("Known: Stunned, Prone") and known.endswith(
        " (type to complete, → accepts)"
    )
    assert durations == (
        "2 = 2 rounds (2s: counted at the start of its turn) · e / s = until the end / "
        "start of Ruiseñor's next turn (e NAME: another's) · r = until the end of the round"
    )
