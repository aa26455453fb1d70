"""The GM's intents (gmconsole/intents) at the scripted table of ``tests/intents/scripted.py``
(a real engine on a fixture party, the questions answered from a script; no Textual): each
intent asks exactly its question (the title, each field's label, default, kind and range
the GM sees) and does exactly what the answer says. Every expected question and value is
written out from the fixture parties (tests/fixtures/parties)."""

from __future__ import annotations

import asyncio

import pytest

from gmconsole.intents import combatants, resources, turns
from gmconsole.intents.questions import Choose, Confirm, Field, Form
from gmconsole.state.context import character_index
from gmconsole.state.engine import Engine
from gmconsole.state.operations import Delay, NextTurn
from gmconsole.storage import load_party
from rules.dice import ScriptedDice
from tests.conftest import SAMPLES
from tests.intents.scripted import ScriptedTable

INITIATIVE = Field(
    "initiative", "Initiative (empty: roll)", "", "optional_int", -99, 999, asked=False
)
INITIATIVE_AT_I = Field(
    "initiative",
    "Initiative (empty: rolled with everyone's at i)",
    "",
    "optional_int",
    -99,
    999,
    asked=False,
)
"""Before the order is set (the RyF sample's unplayed fight), an empty one rolls at i."""
CHANGE = Field("change", "Change: -8 (a bare 8 spends too), +3 or =12", kind="change")


def table_for(system, selection=None):
    engine = Engine(load_party(SAMPLES / f"{system}.toml"), ScriptedDice([]))
    return ScriptedTable(engine, selection)


def order(table):
    return [c.id for c in table.party.encounter.combatants]


def turn_holder(table):
    encounter = table.party.encounter
    return encounter.combatants[encounter.turn].id


def fighter(table, cid):
    return next(c for c in table.party.encounter.combatants if c.id == cid)


def resource(table, key, cid=None):
    party = table.party
    if cid is None:
        found = table.adapter.party_resources(party)
    else:
        found = table.adapter.resources(party, character_index(party)[cid])
    return next(r for r in found if r.key == key)


# --- who is in the fight and what is written on them --------------------------------------


def test_notes_offer_what_is_written_and_keep_what_is_typed():
    table = table_for("ryf", "fred")
    table.answers = [{"text": "Hacha mellada."}]
    asyncio.run(combatants.notes(table))
    assert table.asked == [
        Form(
            "Notes on Fred",
            [Field("text", "Notes", "Leñador convertido en soldado. Hacha y revólver.")],
        )
    ]
    assert character_index(table.party)["fred"].notes == "Hacha mellada."
    before = table.party
    table.answers = [None]  # cancelled
    asyncio.run(combatants.notes(table))
    assert table.party is before


@pytest.mark.parametrize(
    ("system", "fields"),
    [
        (
            "ryf",
            [
                Field("name", "Name"),
                Field("value", "HP", "", "optional_int", 0, 99),
                INITIATIVE_AT_I,
            ],
        ),
        (
            "fids",
            [
                Field("name", "Name"),
                Field("value", "Attributes, each 1 to 5 (0 = 3)", "", "optional_int", 0, 5),
                INITIATIVE,
            ],
        ),
        # EZD6 places by side: no initiative to type.
        ("ezd6", [Field("name", "Name"), Field("value", "strikes", "", "optional_int", 0, 99)]),
    ],
)
def test_quick_add_asks_the_name_the_system_s_health_and_an_initiative(system, fields):
    table = table_for(system)
    table.answers = [None]
    asyncio.run(combatants.quick_add(table))
    assert table.asked == [Form("Quick-add an enemy", fields)]
    assert table.engine.history.top is None


def test_quick_add_makes_the_enemy_from_the_form():
    table = table_for("ryf")
    table.answers = [{"name": "Ogro", "value": 30, "initiative": 12}]
    asyncio.run(combatants.quick_add(table))
    ogro = character_index(table.party)["quick-1"]
    assert (ogro.name, ogro.hp, fighter(table, "quick-1").initiative) == ("Ogro", 30, 12)
    assert "Ogro" in table.party.log[-1].text


def test_removing_asks_by_name_and_bringing_members_back_offers_all_of_them():
    table = table_for("ryf", "ruisenor")
    table.answers = [True]
    asyncio.run(combatants.remove(table))
    assert table.asked[0] == Confirm("Remove Ruiseñor from the fight?")
    table.selection = "fred"
    table.answers = [True]
    asyncio.run(combatants.remove(table))
    assert "ruisenor" not in order(table) and "fred" not in order(table)
    table.answers = [combatants.ALL]
    asyncio.run(combatants.add_member(table))
    assert table.asked[-1] == Choose(
        "Bring into the fight",
        [("ruisenor", "Ruiseñor"), ("fred", "Fred"), ("*", "All of them (2)")],
    )
    assert {"ruisenor", "fred"} <= set(order(table))


def test_every_member_in_the_fight_is_said_without_a_question():
    table = table_for("ryf", "ruisenor")
    asyncio.run(combatants.add_member(table))
    assert table.warned == ["Every party member is already in the fight."]
    assert table.asked == []


def test_quick_add_with_no_value_gives_the_system_s_default():
    """RyF: an empty HP makes the quick enemy's default 20 HP."""
    table = table_for("ryf")
    table.answers = [{"name": "Ogro", "value": None, "initiative": None}]
    asyncio.run(combatants.quick_add(table))
    ogro = character_index(table.party)["quick-1"]
    assert (ogro.name, ogro.hp) == ("Ogro", 20)


def test_of_two_out_the_one_chosen_comes_back_alone_and_one_out_is_offered_without_all():
    table = table_for("ryf", "fred")
    table.answers = [True]
    asyncio.run(combatants.remove(table))
    table.selection = "nerea"
    table.answers = [True]
    asyncio.run(combatants.remove(table))
    table.answers = ["nerea"]
    asyncio.run(combatants.add_member(table))
    assert "nerea" in order(table) and "fred" not in order(table)
    table.answers = [None]
    asyncio.run(combatants.add_member(table))
    assert table.asked[-1] == Choose("Bring into the fight", [("fred", "Fred")])
    assert "fred" not in order(table)
    table.answers = ["fred"]
    asyncio.run(combatants.add_member(table))
    assert "fred" in order(table)


def test_ending_the_fight_asks_in_these_words_and_no_keeps_it():
    table = table_for("ryf")
    before = table.party
    table.answers = [False]
    asyncio.run(combatants.end_fight(table))
    assert table.asked == [Confirm("End the fight? Enemies leave; members keep their state.")]
    assert table.party is before
    table.answers = [True]
    asyncio.run(combatants.end_fight(table))
    assert not table.party.encounter.active


def test_a_flag_is_toggled_on_the_selected_combatant():
    table = table_for("ryf", "bandido-1")
    asyncio.run(combatants.toggle_flag(table, "hidden"))
    assert fighter(table, "bandido-1").hidden
    assert table.party.log[-1].text == "Bandido 1: hidden from the players"
    table.selection = None
    asyncio.run(combatants.toggle_flag(table, "hidden"))
    assert table.warned == ["nobody selected"]
    assert fighter(table, "bandido-1").hidden


def test_a_rest_asks_the_system_s_question_and_yes_rests():
    table = table_for("fids")
    table.answers = [False, True]
    asyncio.run(combatants.long_rest(table))
    assert table.engine.history.top is None
    asyncio.run(combatants.long_rest(table))
    prompt = (
        "Start a new session (Misfortune = 2 per player, at most 15 while the house option "
        "Misfortune cap 15 is on)?"
    )
    assert table.asked == [Confirm(prompt), Confirm(prompt)]
    assert table.engine.history.top.op.op_name == "long_rest"


# --- whose turn and the order -------------------------------------------------------------


def test_rolling_initiative_before_the_round_starts_asks_nothing_and_selects_the_first():
    """FIDS: one d6 each, in the order; the highest goes first and is selected."""
    table = table_for("fids", "tomas")
    table.dice = [1, 2, 3, 4, 5, 6, 2]
    asyncio.run(turns.roll_initiative(table))
    assert table.asked == []
    assert turn_holder(table) == "tomas"
    assert table.selection == "tomas"


def test_rolling_initiative_in_a_started_round_asks_first_no_changes_nothing_yes_re_rolls():
    table = table_for("fids", "donny")
    table.engine.execute(NextTurn())
    before = table.party
    table.answers = [False]
    asyncio.run(turns.roll_initiative(table))
    question = "The round has started: re-roll everyone's initiative and start over?"
    assert table.asked == [Confirm(question)]
    assert table.party is before
    table.dice = [1, 2, 3, 4, 5, 6, 2]
    table.answers = [True]
    asyncio.run(turns.roll_initiative(table))
    assert table.asked == [Confirm(question), Confirm(question)]
    assert (table.party.encounter.round, turn_holder(table), table.selection) == (
        1,
        "tomas",
        "tomas",
    )


def test_re_rolling_one_initiative_rolls_the_selected_one_only():
    table = table_for("fids", "tomas")
    table.dice = [6]
    turns.reroll_initiative(table)
    assert fighter(table, "tomas").initiative == 6
    assert fighter(table, "donny").initiative == 6  # the others keep theirs
    assert order(table)[:2] == ["donny", "tomas"]


def test_editing_an_initiative_offers_the_current_one_and_sets_the_typed_one():
    table = table_for("ryf", "bruno")
    table.answers = [{"value": 17}]
    asyncio.run(turns.edit_initiative(table))
    title = 'Initiative of Bruno "Puño" Arrieta'
    assert table.asked == [Form(title, [Field("value", "Initiative", "", "int", -99, 999)])]
    assert fighter(table, "bruno").initiative == 17
    before = table.party
    table.answers = [None]  # cancelled: nothing runs
    asyncio.run(turns.edit_initiative(table))
    assert table.asked[-1] == Form(title, [Field("value", "Initiative", "17", "int", -99, 999)])
    assert table.party is before


def test_giving_the_turn_and_sorting():
    table = table_for("fids", "rakum")
    turns.give_turn(table)
    assert turn_holder(table) == "rakum"
    table.selection = "donny"
    turns.move(table, 1)
    assert order(table)[:2] == ["capitan-1", "donny"]
    turns.sort(table)
    assert order(table)[:2] == ["donny", "capitan-1"]


def test_previous_turn_after_another_action_selects_whose_turn_it_is():
    table = table_for("ryf")
    turns.next_turn(table)
    turns.give_turn(table)  # fred gives the turn to himself: the last step is not n
    table.selection = "bruno"
    turns.previous_turn(table)
    assert turn_holder(table) == "ruisenor"
    assert table.selection == "ruisenor"


def test_previous_turn_after_a_move_moves_the_marker_back():
    table = table_for("ryf", "ruisenor")
    turns.next_turn(table)
    turns.move(table, 1)  # fred (selected, his turn) one place down: the last step is not n
    assert order(table)[:3] == ["ruisenor", "nerea", "fred"]
    turns.previous_turn(table)
    assert len(table.engine.history) == 3  # a step of its own, not an undo
    assert turn_holder(table) == "nerea"  # the place before fred's, in the order now


def test_next_turn_moves_the_marker_and_the_selection_follows_and_back_is_an_exact_undo():
    table = table_for("ryf", "ruisenor")
    before = table.party
    turns.next_turn(table)
    assert (turn_holder(table), table.selection) == ("fred", "fred")
    turns.previous_turn(table)
    assert table.party is before  # the very value from before n, not a new one
    assert table.told == ["Back one turn: the last n undone exactly"]
    assert table.selection == "ruisenor"


def test_nothing_selected_is_said_and_nothing_runs():
    table = table_for("ryf", None)
    before = table.party
    turns.give_turn(table)
    asyncio.run(combatants.notes(table))
    assert table.warned == ["nobody selected", "nobody selected"]
    assert table.party is before


def test_delaying_passes_the_turn_on_and_the_selection_follows():
    table = table_for("ryf", "bruno")
    turns.delay(table)
    assert fighter(table, "ruisenor").delayed
    assert (turn_holder(table), table.selection) == ("fred", "fred")


def test_return_now_with_none_one_or_two_delaying():
    table = table_for("ryf", "bruno")
    asyncio.run(turns.return_now(table))
    assert table.warned == ["Nobody is delaying."]
    table.engine.execute(Delay(cid="ruisenor"))
    asyncio.run(turns.return_now(table))
    assert table.asked == []
    assert not fighter(table, "ruisenor").delayed
    assert (turn_holder(table), table.selection) == ("ruisenor", "ruisenor")
    table.engine.execute(Delay(cid="ruisenor"))
    table.engine.execute(Delay(cid="fred"))
    table.answers = [None, "fred"]
    asyncio.run(turns.return_now(table))
    assert table.asked == [Choose("Who acts now?", [("ruisenor", "Ruiseñor"), ("fred", "Fred")])]
    assert fighter(table, "ruisenor").delayed and fighter(table, "fred").delayed
    asyncio.run(turns.return_now(table))
    assert fighter(table, "ruisenor").delayed and not fighter(table, "fred").delayed


def test_undo_and_redo_name_the_step_and_say_when_there_is_none():
    table = table_for("ryf")
    turns.undo(table)
    assert table.warned == ["Nothing to undo."]
    turns.next_turn(table)
    turns.undo(table)
    turns.redo(table)
    turns.redo(table)
    assert table.told == ["Undone: Turn: Fred", "Redone: Turn: Fred"]  # the log's words
    assert table.warned == ["Nothing to undo.", "Nothing to redo."]
    assert turn_holder(table) == "fred"


# --- resources ----------------------------------------------------------------------------


def test_a_typed_change_to_the_party_s_pool():
    """FIDS: the GM's Misfortune, 8 of 15: +3, then =5."""
    table = table_for("fids")
    table.answers = [{"change": ("+", 3)}]
    asyncio.run(resources.ask_change(table, resource(table, "misfortune")))
    assert table.asked == [Form("Party · Misfortune (GM): 8/15", [CHANGE])]
    assert table.party.pools.misfortune == 11
    table.answers = [{"change": ("=", 5)}]
    asyncio.run(resources.ask_change(table, resource(table, "misfortune")))
    assert table.party.pools.misfortune == 5
    assert table.warned == []


def test_a_typed_change_to_the_selected_one_s_resource():
    table = table_for("ryf", "fred")
    table.answers = [{"change": ("+", 3)}]
    asyncio.run(resources.ask_change(table, resource(table, "xp", "fred")))
    assert table.asked == [Form("Fred · XP: 3", [CHANGE])]
    assert resource(table, "xp", "fred").value == "6"


def test_a_typed_change_to_the_same_value_is_said_and_another_is_one_step():
    table = table_for("ryf", "ruisenor")
    hp = resource(table, "hp", "ruisenor")
    assert hp.value == "28/28"
    table.answers = [{"change": ("=", 28)}]
    asyncio.run(resources.ask_change(table, hp))
    assert table.told == ["HP is already 28/28."]
    assert len(table.engine.history) == 0
    table.answers = [{"change": ("-", 8)}]
    asyncio.run(resources.ask_change(table, hp))
    assert table.asked[-1].title == "Ruiseñor · HP: 28/28"
    assert len(table.engine.history) == 1
    assert resource(table, "hp", "ruisenor").value == "20/28"


def test_a_change_to_a_resource_without_a_number_cannot_be_set():
    table = table_for("ezd6", "brunhilda")
    wealth = resource(table, "wealth", "brunhilda")
    table.answers = [{"change": ("=", 3)}]
    asyncio.run(resources.ask_change(table, wealth))
    assert table.warned == ["Wealth has no number to set."]
    assert table.engine.history.top is None


def test_a_change_to_someone_s_resource_with_nobody_selected_asks_nothing():
    table = table_for("ryf", None)
    asyncio.run(resources.ask_change(table, resource(table, "xp", "fred")))
    assert table.asked == []
    assert table.warned == ["nobody selected"]


def test_a_step_changes_the_one_named_else_the_selected_else_nobody():
    table = table_for("ryf", "fred")
    xp = resource(table, "xp", "fred")
    assert (xp.value, resource(table, "xp", "nerea").value) == ("3", "0")
    resources.adjust(table, xp, 2, "nerea")  # named: Nerea, though Fred is selected
    resources.adjust(table, xp, -1)  # the selected: Fred
    assert (resource(table, "xp", "nerea").value, resource(table, "xp", "fred").value) == (
        "2",
        "2",
    )
    table.selection = None
    steps = len(table.engine.history)
    resources.adjust(table, xp, 1)
    assert table.warned == ["nobody selected"]
    assert len(table.engine.history) == steps


def test_a_step_on_the_party_s_pool_needs_nobody_selected():
    table = table_for("fids", None)
    resources.adjust(table, resource(table, "misfortune"), -1)
    assert table.party.pools.misfortune == 7
    assert table.warned == []
