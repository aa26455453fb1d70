"""The GM's intents (gmconsole/intents) at a scripted table: no Textual, no screen.

A ``ScriptedTable`` is what the main screen is to the intents: the fight (a real
engine on a fixture party), a selection, the questions asked (answered from a script,
each checked for what it asks) and what the GM was told. Each test writes out the
expected answer; a question not in the script fails the test."""

from __future__ import annotations

import asyncio

from gmconsole.intents import combatants, resources, turns
from gmconsole.intents.questions import Choose, Confirm, Form
from gmconsole.state.operations import Delay, NextTurn

RYF_ORDER = ["ruisenor", "fred", "nerea", "bruno", "cabecilla-1", "bandido-1", "bandido-2"]


def order(table):
    return [c.id for c in table.party.encounter.combatants]


def turn_holder(table):
    encounter = table.party.encounter
    return encounter.combatants[encounter.turn].id


def test_next_turn_moves_the_marker_and_the_selection_follows(table):
    turns.next_turn(table)
    assert turn_holder(table) == "fred"
    assert table.selection == "fred"


def test_previous_turn_right_after_next_turn_is_an_exact_undo(table):
    before = table.party
    turns.next_turn(table)
    turns.previous_turn(table)
    assert table.party is before  # the very value from before n, not a new one
    assert table.told == ["Back one turn: the last n undone exactly"]
    assert table.selection == "ruisenor"


def test_previous_turn_after_another_action_moves_the_marker_back(table):
    turns.next_turn(table)
    turns.move(table, 1)  # fred (selected, his turn) one place down: the last step is not n
    assert order(table)[:3] == ["ruisenor", "nerea", "fred"]
    turns.previous_turn(table)
    assert len(table.engine.history) == 3  # a step of its own, not an undo
    assert turn_holder(table) == "nerea"  # the place before fred's, in the order now


def test_undo_and_redo_name_the_step_and_say_when_there_is_none(table):
    turns.undo(table)
    assert table.warned == ["Nothing to undo."]
    turns.next_turn(table)
    turns.undo(table)
    turns.redo(table)
    turns.redo(table)
    assert table.told[0].startswith("Undone: ")
    assert table.told[1].startswith("Redone: ")
    assert table.warned == ["Nothing to undo.", "Nothing to redo."]
    assert turn_holder(table) == "fred"


def test_rolling_initiative_in_a_started_round_asks_first_and_no_changes_nothing(table):
    table.engine.execute(NextTurn())
    before = table.party
    table.answers = [False]
    asyncio.run(turns.roll_initiative(table))
    assert isinstance(table.asked[0], Confirm)
    assert "re-roll everyone's initiative" in table.asked[0].text
    assert table.party is before


def test_editing_an_initiative_offers_the_current_value_and_sets_the_typed_one(table):
    table.selection = "bruno"
    table.answers = [{"value": 17}]
    asyncio.run(turns.edit_initiative(table))
    (form,) = table.asked
    assert isinstance(form, Form)
    assert form.title == 'Initiative of Bruno "Puño" Arrieta'
    assert form.fields[0].default == ""  # not rolled yet
    assert next(c for c in table.party.encounter.combatants if c.id == "bruno").initiative == 17


def test_cancelling_a_form_runs_nothing(table):
    before = table.party
    table.answers = [None]
    asyncio.run(turns.edit_initiative(table))
    assert table.party is before


def test_return_now_with_nobody_delaying_says_so_and_with_two_asks_who(table):
    asyncio.run(turns.return_now(table))
    assert table.warned == ["Nobody is delaying."]
    table.engine.execute(Delay(cid="ruisenor"))
    table.engine.execute(Delay(cid="fred"))
    table.answers = ["fred"]
    asyncio.run(turns.return_now(table))
    (choice,) = table.asked
    assert isinstance(choice, Choose)
    assert [value for value, _ in choice.options] == ["ruisenor", "fred"]
    assert not next(c for c in table.party.encounter.combatants if c.id == "fred").delayed


def test_nothing_selected_is_said_and_nothing_runs(table):
    table.selection = None
    before = table.party
    turns.give_turn(table)
    asyncio.run(combatants.notes(table))
    assert table.warned == ["nobody selected", "nobody selected"]
    assert table.party is before


def test_removing_asks_by_name_and_bringing_members_back_offers_all_of_them(table):
    table.answers = [True]
    asyncio.run(combatants.remove(table))
    assert table.asked[0] == Confirm("Remove Ruiseñor from the fight?")
    table.selection = "fred"
    table.answers = [True]
    asyncio.run(combatants.remove(table))
    assert "ruisenor" not in order(table) and "fred" not in order(table)
    table.answers = [combatants.ALL]
    asyncio.run(combatants.add_member(table))
    choice = table.asked[-1]
    assert choice == Choose(
        "Bring into the fight",
        [("ruisenor", "Ruiseñor"), ("fred", "Fred"), ("*", "All of them (2)")],
    )
    assert {"ruisenor", "fred"} <= set(order(table))


def test_every_member_in_the_fight_is_said_without_a_question(table):
    asyncio.run(combatants.add_member(table))
    assert table.warned == ["Every party member is already in the fight."]
    assert table.asked == []


def test_quick_add_builds_the_enemy_from_the_form(table):
    table.answers = [{"name": "Ogro", "value": 30, "initiative": 12}]
    asyncio.run(combatants.quick_add(table))
    (form,) = table.asked
    assert [f.key for f in form.fields] == ["name", "value", "initiative"]
    (added,) = [c for c in table.party.encounter.combatants if c.id not in RYF_ORDER]
    assert added.initiative == 12
    assert "Ogro" in table.party.log[-1].text


def test_a_typed_change_to_the_same_value_is_said_and_another_is_one_step(table):
    hp = next(r for r in table.adapter.resources(table.party, table.party.members[0]))
    assert (hp.key, hp.value) == ("hp", "28/28")
    table.answers = [{"change": ("=", 28)}]
    asyncio.run(resources.ask_change(table, hp))
    assert table.told == ["HP is already 28/28."]
    assert len(table.engine.history) == 0
    table.answers = [{"change": ("-", 8)}]
    asyncio.run(resources.ask_change(table, hp))
    assert table.asked[-1].title == "Ruiseñor · HP: 28/28"
    assert len(table.engine.history) == 1
    assert table.adapter.resources(table.party, table.party.members[0])[0].value == "20/28"


def test_ending_the_fight_asks_and_no_keeps_it(table):
    before = table.party
    table.answers = [False]
    asyncio.run(combatants.end_fight(table))
    assert table.party is before
    table.answers = [True]
    asyncio.run(combatants.end_fight(table))
    assert not table.party.encounter.active
