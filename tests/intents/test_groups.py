"""Intents on a group of enemies (gmconsole/intents/groups.py and harm.py) at a scripted
table: d and h on a group's row ask the amount first, then whom; t asks which member
acts; a asks one by one or as a group. A cancel at any question runs nothing."""

from __future__ import annotations

import asyncio

import pytest

from gmconsole.intents import combatants, groups, harm
from gmconsole.intents.questions import Choose, Confirm, Field, Form
from gmconsole.state import operations as ops
from rules.dice import ScriptedDice

GROUP = "bandido-group-1"
MEMBERS = ["bandido-3", "bandido-4", "bandido-5"]


@pytest.fixture
def grouped(table):
    """The RyF party with three bandits come in as one group, its row selected."""
    add = ops.AddFromRoster(roster_id="bandido", count=3, group=True)
    table.engine.execute(add, ScriptedDice([5] * 9))
    table.group = GROUP
    table.selection = MEMBERS[0]
    return table


def hp(table, cid):
    combatant = next(c for c in table.party.encounter.combatants if c.id == cid)
    character = next(e for e in table.party.encounter.enemies if e.id == cid)
    return table.adapter.health(character, combatant).current


def test_damage_on_a_group_s_row_asks_how_much_then_whom_and_all_is_one_step(grouped):
    table = grouped
    full = hp(table, MEMBERS[0])
    steps = len(table.engine.history)
    table.answers = [{"amount": 4}, groups.ALL]
    asyncio.run(harm.damage(table))
    amount, whom = table.asked
    assert amount == Form(
        "Damage to Bandido ×3",
        [Field("amount", "Damage (HP)", "1", "int", 1, 999)],
    )
    assert isinstance(whom, Choose)
    assert whom.title == "Damage 4 to whom in Bandido ×3?"
    assert [value for value, _ in whom.options] == [*MEMBERS, groups.ALL]
    assert whom.options[-1][1] == "All of them (3)"
    assert whom.options[0][1] == "Bandido 3 · 20/20"
    (op,) = table.ran
    assert op == ops.Damage(cid=MEMBERS[0], also=tuple(MEMBERS[1:]), amount=4)
    assert len(table.engine.history) == steps + 1
    assert [hp(table, cid) for cid in MEMBERS] == [full - 4] * 3


@pytest.mark.parametrize("answers", [[None], [{"amount": 4}, None]])
def test_cancelling_the_amount_or_whom_changes_nothing(grouped, answers):
    before = grouped.party
    asked = len(answers)
    grouped.answers = answers
    asyncio.run(harm.damage(grouped))
    assert len(grouped.asked) == asked
    assert grouped.party == before and grouped.ran == []


def test_healing_offers_the_fallen_too_and_damage_only_those_up(grouped):
    table = grouped
    table.engine.execute(ops.Damage(cid=MEMBERS[2], amount=99), ScriptedDice([]))
    table.answers = [{"amount": 2}, MEMBERS[2]]
    asyncio.run(harm.heal(table))
    whom = table.asked[-1]
    assert whom.title == "Healing 2 to whom in Bandido ×3?"
    assert [value for value, _ in whom.options] == [*MEMBERS, groups.ALL]
    assert whom.options[2][1].endswith(" · down")
    assert table.ran == [ops.Heal(cid=MEMBERS[2], amount=2)]
    table.answers = [{"amount": 1}, None]
    asyncio.run(harm.damage(table))
    assert [value for value, _ in table.asked[-1].options] == [*MEMBERS[:2], groups.ALL]


def test_marked_combatants_are_damaged_without_asking_whom_and_unmarked(table):
    table.marked = ["bandido-1", "bandido-2"]
    table.answers = [{"amount": 3}]
    asyncio.run(harm.damage(table))
    (form,) = table.asked
    assert form.title == "Damage to Bandido 1, Bandido 2"
    assert table.ran == [ops.Damage(cid="bandido-1", also=("bandido-2",), amount=3)]
    assert table.marked == [] and table.marks_cleared == 1


def test_a_refused_damage_keeps_the_marks(table):
    table.marked = ["bandido-1"]
    table.answers = [{"amount": 3}]
    table.make = lambda cls, **args: None  # a bad value: shown by the table, nothing built
    asyncio.run(harm.damage(table))
    assert table.marked == ["bandido-1"] and table.ran == []


def test_the_actor_of_a_group_is_asked_with_the_one_chosen_first(grouped):
    table = grouped
    table.answers = [MEMBERS[1]]
    assert asyncio.run(groups.actor(table, MEMBERS[1])) == MEMBERS[1]
    (choice,) = table.asked
    assert choice.title == "Who acts for Bandido ×3?"
    assert [value for value, _ in choice.options] == [MEMBERS[1], MEMBERS[0], MEMBERS[2]]
    table.answers = [None]
    assert asyncio.run(groups.actor(table, MEMBERS[0])) is None


def test_a_combatant_alone_acts_without_a_question_a_group_s_last_one_up_is_asked(grouped):
    """A group's last member up is still a list (of one), so `t enter r enter` on a
    group's turn is the same keys however many stand (play-test 10, Eclipse Phase)."""
    assert asyncio.run(groups.actor(grouped, "ruisenor")) == "ruisenor"
    assert grouped.asked == []
    two_down = ops.Damage(cid=MEMBERS[0], also=(MEMBERS[1],), amount=99)
    grouped.engine.execute(two_down, ScriptedDice([]))
    grouped.answers = [MEMBERS[2]]
    assert asyncio.run(groups.actor(grouped, MEMBERS[2], turn=True)) == MEMBERS[2]
    assert [len(question.options) for question in grouped.asked] == [1]
    assert asyncio.run(groups.actor(grouped, MEMBERS[0])) == MEMBERS[0]  # T on a fallen one


def test_several_of_a_creature_come_one_by_one_or_as_a_group(table):
    assert asyncio.run(groups.as_group(table, "Lobo", 1)) is False
    assert table.asked == []
    table.answers = ["group", "each", None]
    assert asyncio.run(groups.as_group(table, "Lobo", 3)) is True
    assert asyncio.run(groups.as_group(table, "Lobo", 3)) is False
    assert asyncio.run(groups.as_group(table, "Lobo", 3)) is None
    assert table.asked[0] == Choose(
        "3 × Lobo",
        [
            ("each", "One by one: 3 rows, each its own initiative"),
            ("group", "As a group: one row, one initiative, one turn"),
        ],
    )


@pytest.mark.parametrize("chosen", [MEMBERS[1], groups.ALL])
def test_delete_on_a_group_s_row_asks_whom_then_confirms_and_all_is_one_step(grouped, chosen):
    """delete asked "Remove Bandido 3 from the fight?" on the group's row."""
    table = grouped
    steps = len(table.engine.history)
    table.answers = [chosen, True]
    asyncio.run(combatants.remove(table))
    whom, confirm = table.asked
    assert whom.title == "Remove whom in Bandido ×3 from the fight?"
    assert [value for value, _ in whom.options] == [*MEMBERS, groups.ALL]
    gone = MEMBERS if chosen == groups.ALL else [MEMBERS[1]]
    names = ", ".join(f"Bandido {cid.rsplit('-', 1)[1]}" for cid in gone)
    assert confirm == Confirm(f"Remove {names} from the fight?")
    left = {c.id for c in table.party.encounter.combatants}
    assert not left & set(gone) and set(MEMBERS) - set(gone) <= left
    assert len(table.engine.history) == steps + 1
    table.engine.undo()
    assert set(MEMBERS) <= {c.id for c in table.party.encounter.combatants}


def test_delete_on_a_group_s_row_cancelled_at_whom_or_at_the_question_removes_nobody(grouped):
    before = grouped.party
    for answers in ([None], [MEMBERS[0], False]):
        grouped.answers = answers
        asyncio.run(combatants.remove(grouped))
        assert grouped.party == before and grouped.ran == []
