"""What a system offers when a combatant goes down (gmconsole/intents/fallen.py) at a
scripted table: each offer's yes/no question, then on a yes its panel (shown as it is),
whose plan runs with the dice the panel rolled. No records that the GM declined (one log
line); a panel closed runs nothing."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from gmconsole.intents import fallen
from gmconsole.intents.questions import Confirm
from gmconsole.state import operations as ops
from gmconsole.state.engine import Engine
from rules.dice import ScriptedDice

DECLINED = [
    ops.OfferDeclined(text="Fred: no save (the GM said no)", cid="fred"),
    ops.OfferDeclined(text="Nerea: no save (the GM said no)", cid="nerea"),
]
OFFERS = [
    fallen.Offer("Save Fred?", "fred's panel", DECLINED[0]),
    fallen.Offer("Save Nerea?", "nerea's panel", DECLINED[1]),
]


@dataclass(frozen=True)
class Plan:
    """A panel's answer (as dialogs.panel_values.Planned)."""

    operation: ops.Operation
    dice: tuple[int, ...]


FRED = Confirm("Save Fred?", must_be_seen=True)
NEREA = Confirm("Save Nerea?", must_be_seen=True)


def test_no_to_every_offer_asks_each_and_the_log_says_each_was_declined(table):
    before = table.party
    table.answers = [False, False]
    asyncio.run(fallen.offer(table, OFFERS))
    assert table.asked == [FRED, NEREA]
    assert [entry.text for entry in table.party.log[len(before.log) :]] == [
        "Fred: no save (the GM said no)",
        "Nerea: no save (the GM said no)",
    ]
    assert table.party.members == before.members
    assert table.party.encounter == before.encounter


def test_a_panel_closed_without_a_plan_runs_nothing_of_its_own(table):
    table.answers = [True, None, False]
    asyncio.run(fallen.offer(table, OFFERS))
    assert table.asked == [FRED, "fred's panel", NEREA]
    assert table.ran == [DECLINED[1]]


def test_yes_shows_the_panel_and_its_plan_runs_with_the_panel_s_dice(table):
    start = table.party
    roll = ops.RollInitiative(cid="nerea")
    table.answers = [False, True, Plan(roll, (4, 2, 3))]
    asyncio.run(fallen.offer(table, OFFERS))
    assert table.asked == [FRED, NEREA, "nerea's panel"]
    assert table.ran == [DECLINED[0], roll]
    same = Engine(start, ScriptedDice([]))
    same.execute(roll, ScriptedDice([4, 2, 3]))  # the very dice the panel rolled
    assert table.party.encounter == same.party.encounter
    assert next(c for c in table.party.encounter.combatants if c.id == "nerea").initiative == 19
