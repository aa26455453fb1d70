"""Preparing fights at a scripted table: a adds from the roster or the bestiary
(gmconsole/intents/encounters.py), B saves an enemy into the bestiary (bestiary_entry.py),
A starts a prepared encounter or keeps the enemies of the fight as one (prepared.py). A
cancel at any question changes neither the party nor the bestiary file."""

from __future__ import annotations

import asyncio
import re

import pytest

from gmconsole.bestiary import bestiary_path, load_bestiary
from gmconsole.intents import bestiary_entry, encounters, prepared
from gmconsole.intents.questions import Choose, Confirm, Field, Form
from gmconsole.model.party import PreparedEncounter, PreparedEntry
from gmconsole.state import encounter_ops
from gmconsole.state import operations as ops
from tests.intents.scripted import with_party


def values(question):
    return [value for value, _ in question.options]


def test_a_offers_the_roster_asks_how_many_then_whether_as_a_group(table):
    table.answers = [("roster", "bandido"), {"count": 3, "initiative": None}, "group"]
    asyncio.run(encounters.add_enemies(table))
    choice, form, grouping = table.asked
    assert choice.title == "Add from the roster or the bestiary"
    assert values(choice) == [("roster", r.id) for r in table.party.roster]
    assert choice.options[0][1] == "Bandido (4 in the roster)"
    assert form.title == "Add Bandido"
    assert form.fields[0] == Field("count", "How many?", "4", "int", 1, 50)
    assert form.fields[1].key == "initiative"  # RyF rolls it (typed, or empty: rolled)
    assert grouping.title == "3 × Bandido"
    add = ops.AddFromRoster(roster_id="bandido", count=3, initiative=None, group=True)
    assert table.ran == [add]


@pytest.mark.parametrize("stop", [0, 1, 2])
def test_a_cancelled_at_any_question_adds_nothing(table, stop):
    before = table.party
    script = [("roster", "bandido"), {"count": 3, "initiative": None}, "group"]
    table.answers = [*script[:stop], None]
    asyncio.run(encounters.add_enemies(table))
    assert len(table.asked) == stop + 1
    assert table.party is before and table.ran == []


def test_nothing_to_add_is_said_without_a_question(table):
    with_party(table, roster=[])
    asyncio.run(encounters.add_enemies(table))
    assert table.warned == ["The roster and the bestiary are empty: use q to quick-add."]
    assert table.asked == []


def test_B_offers_the_selected_enemy_first_and_saves_it_under_its_base_id(table):
    table.selection = "bandido-2"
    table.answers = [("fight", "bandido-2"), {"id": "bandido", "name": "Bandido"}]
    asyncio.run(bestiary_entry.save_to_bestiary(table))
    choice, form = table.asked
    assert values(choice)[:3] == [
        ("fight", "bandido-2"),
        ("fight", "cabecilla-1"),
        ("fight", "bandido-1"),
    ]
    assert form == Form(
        "Save into the bestiary",
        [Field("id", "Id in the bestiary", "bandido"), Field("name", "Name", "Bandido")],
    )
    assert table.told == table.lasting == ["Bandido saved in bestiary/ryf.toml"]
    assert load_bestiary("ryf").find("bandido").name == "Bandido"
    assert table.engine.history.top is None  # the bestiary is not the party's state


def test_B_refuses_a_bad_id_or_no_name_and_asks_before_replacing(table):
    table.answers = [("roster", "lobo"), {"id": "el lobo", "name": "Lobo"}]
    asyncio.run(bestiary_entry.save_to_bestiary(table))
    table.answers = [("roster", "lobo"), {"id": "lobo", "name": "  "}]
    asyncio.run(bestiary_entry.save_to_bestiary(table))
    assert table.warned == [
        "id: must be 1 to 64 letters, digits, '-' or '_' (an id, not a name) (got 'el lobo')",
        "a name is needed",
    ]
    assert load_bestiary("ryf").entries == []
    table.answers = [("roster", "lobo"), {"id": "lobo", "name": "Lobo"}]
    asyncio.run(bestiary_entry.save_to_bestiary(table))
    table.answers = [("roster", "bandido"), {"id": "lobo", "name": "Otro"}, False]
    asyncio.run(bestiary_entry.save_to_bestiary(table))
    assert table.asked[-1] == Confirm(
        "The bestiary has Lobo under the id lobo already. Replace it?"
    )
    assert load_bestiary("ryf").find("lobo").name == "Lobo"  # no: kept


def test_a_adds_from_the_bestiary_as_a_creature(table):
    table.answers = [("roster", "lobo"), {"id": "lobo-gris", "name": "Lobo gris"}]
    asyncio.run(bestiary_entry.save_to_bestiary(table))
    with_party(table, roster=[])
    table.answers = [("bestiary", "lobo-gris"), {"count": 1, "initiative": 12}]
    asyncio.run(encounters.add_enemies(table))
    assert table.asked[-2].options == [(("bestiary", "lobo-gris"), "Lobo gris (bestiary, count 1)")]
    (op,) = table.ran
    assert isinstance(op, encounter_ops.AddCreature)
    assert (op.count, op.initiative, op.group, op.creature["name"]) == (1, 12, False, "Lobo gris")
    (added,) = [c for c in table.party.encounter.combatants if c.id.startswith("lobo-gris")]
    assert added.initiative == 12


def test_A_keeps_the_enemies_of_the_fight_as_an_encounter_then_starts_it(table):
    table.answers = [prepared.SAVE, {"name": "Emboscada", "notes": ""}]
    asyncio.run(prepared.prepared_encounters(table))
    choice, form = table.asked
    assert choice == Choose(
        "Prepared encounters",
        [(prepared.SAVE, "Save the enemies now in the fight as a new encounter")],
    )
    assert form.title == "Save as a prepared encounter"
    name = form.fields[0]
    assert name.parse is not None and name.parse(" Emboscada ") == "Emboscada"
    with pytest.raises(ValueError, match="^Name: type a name to find it again in the list$"):
        name.parse("   ")  # the form says so and stays open (it closed, saving nothing)
    assert isinstance(table.ran[-1], encounter_ops.SavePrepared)
    (kept,) = table.party.encounters
    assert kept.name == "Emboscada"
    table.engine.execute(ops.EndFight())
    table.dice = [5] * 30  # the newcomers' initiative rolls
    table.answers = [0]
    asyncio.run(prepared.prepared_encounters(table))
    listed = table.asked[-1].options[0][1]
    assert listed.startswith("Emboscada · ")
    assert re.search(r" · party wins \d+(\.\d)?% ±\d+(\.\d)?, about \d+ rounds?$", listed)
    assert table.warned == []
    assert isinstance(table.ran[-1], encounter_ops.StartPrepared)
    assert table.party.encounter.enemies
    assert table.selection == table.party.encounter.combatants[table.party.encounter.turn].id


def test_A_cancelled_or_with_nothing_prepared_changes_nothing(table):
    before = table.party
    table.answers = [None]
    asyncio.run(prepared.prepared_encounters(table))
    assert table.party is before
    table.engine.execute(ops.EndFight())
    table.asked = []
    asyncio.run(prepared.prepared_encounters(table))
    assert table.warned == [
        "No prepared encounter: add [[encounters]] to the party file, or bring enemies in "
        "and save them here."
    ]
    assert table.asked == []


def test_A_names_an_entry_whose_creature_is_nowhere(table):
    missing = PreparedEncounter(name="Nadie", entries=[PreparedEntry(creature="nadie")])
    with_party(table, encounters=[missing])
    before = table.party
    table.answers = [0]
    asyncio.run(prepared.prepared_encounters(table))
    assert table.asked[0].options[0] == (0, "Nadie · nadie")  # no chance: nothing to simulate
    assert table.warned == [
        "encounters[0].entries[0].creature: no roster entry or bestiary creature has this id"
        " (got 'nadie')"
    ]
    assert table.party is before


def test_a_says_the_bestiary_s_first_problem_and_how_many_more(table):
    path = bestiary_path("ryf")
    path.parent.mkdir(parents=True)
    path.write_text('[[creatures]]\nid = "a"\n', encoding="utf-8")
    table.answers = [None]
    asyncio.run(encounters.add_enemies(table))
    assert table.warned == [
        "bestiary/ryf.toml: creatures: unknown key (allowed: system, roster)\n"
        "and 1 more problem (gmconsole bestiary list)"
    ]
    assert table.lasting == table.warned  # several lines to read: shown longer
    assert values(table.asked[0]) == [("roster", r.id) for r in table.party.roster]
