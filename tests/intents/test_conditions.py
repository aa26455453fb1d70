"""Condition intents (gmconsole/intents/conditions.py) at a scripted table: c asks the
condition and its duration (then whom, on a group's row), C repeats the last one, x asks
which one to remove. A cancel runs nothing."""

from __future__ import annotations

import asyncio

import pytest

from gmconsole.intents import conditions
from gmconsole.intents.questions import Choose, Form
from gmconsole.state import operations as ops
from rules.dice import ScriptedDice

GROUP = "bandido-group-1"
MEMBERS = ["bandido-3", "bandido-4", "bandido-5"]


def conditions_of(table, cid):
    combatant = next(c for c in table.party.encounter.combatants if c.id == cid)
    return [(c.name, c.rounds, c.until) for c in combatant.conditions]


def answer(form: Form, name: str, duration: str) -> dict[str, object]:
    """What the form's dialog gives back: the name, the duration read by its field."""
    reader = form.fields[1].parse
    assert reader is not None
    return {"name": name, "duration": reader(duration)}


class Answering:
    """Answers the condition form from its own duration reader (as the dialog does)."""

    def __init__(self, table, name: str, duration: str, then: list[object] = ()) -> None:
        self.table, self.name, self.duration, self.then = table, name, duration, list(then)
        self.asked: list[object] = []

    async def __call__(self, question):
        self.asked.append(question)
        if isinstance(question, Form):
            return answer(question, self.name, self.duration)
        assert self.then, f"unexpected question: {question}"
        return self.then.pop(0)


def test_c_asks_the_condition_and_its_duration_and_adds_it(table):
    table.ask = asker = Answering(table, "Aturdido", "2")
    asyncio.run(conditions.add_condition(table))
    (form,) = asker.asked
    assert form.title == "Condition on Ruiseñor"
    assert [f.key for f in form.fields] == ["name", "duration"]
    assert form.fields[0].suggestions[:2] == ("Stunned", "Prone")  # the system's own
    assert form.hint.startswith("Known: Stunned, Prone")
    assert "start of Ruiseñor's next turn" in form.hint  # whose turn it is
    assert table.ran == [ops.AddCondition(cid="ruisenor", name="Aturdido", rounds=2)]
    assert conditions_of(table, "ruisenor") == [("Aturdido", 2, None)]
    assert table.last_condition == {"name": "Aturdido", "rounds": 2, "ticks": "end"}


def test_cancelling_the_condition_adds_nothing_and_remembers_nothing(table):
    before = table.party
    table.answers = [None]
    asyncio.run(conditions.add_condition(table))
    assert isinstance(table.asked[0], Form)
    assert table.party == before and table.last_condition is None


def test_on_a_group_s_row_the_condition_comes_first_then_whom(table):
    add = ops.AddFromRoster(roster_id="bandido", count=3, group=True)
    table.engine.execute(add, ScriptedDice([5] * 9))
    table.group = GROUP
    table.ask = asker = Answering(table, "Derribado", "", then=[None])
    before = table.party
    asyncio.run(conditions.add_condition(table))
    form, whom = asker.asked
    assert form.title == "Condition on Bandido ×3"
    assert isinstance(whom, Choose) and whom.title == "A condition on whom in Bandido ×3?"
    assert table.party == before  # whom cancelled: nothing added
    table.ask = Answering(table, "Derribado", "", then=["*"])
    asyncio.run(conditions.add_condition(table))
    assert table.ran == [
        ops.AddCondition(cid=MEMBERS[0], also=tuple(MEMBERS[1:]), name="Derribado")
    ]
    assert len(table.engine.history) == 2  # the group's entry, then one step for all three


def test_C_repeats_the_last_condition_on_the_marked_and_unmarks_them(table):
    asyncio.run(conditions.repeat_condition(table))
    assert table.warned == ["No condition to repeat yet: add one with c."]
    table.ask = Answering(table, "Cegado", "e")
    asyncio.run(conditions.add_condition(table))
    table.marked = ["fred", "nerea"]
    asyncio.run(conditions.repeat_condition(table))
    first, again = table.ran
    assert again == first.model_copy(update={"cid": "fred", "also": ("nerea",)})
    assert conditions_of(table, "nerea") == [("Cegado", None, "turn_end")]
    assert table.marked == []


@pytest.mark.parametrize("chosen", [None, ("ruisenor", 1)])
def test_x_asks_which_condition_and_removes_that_one(table, chosen):
    table.answers = []
    asyncio.run(conditions.remove_condition(table))
    assert table.told == table.lasting == ["Ruiseñor has no conditions."]
    assert table.asked == []
    for name in ("Aturdido", "Derribado"):
        table.engine.execute(ops.AddCondition(cid="ruisenor", name=name, rounds=2))
    table.answers = [chosen]
    asyncio.run(conditions.remove_condition(table))
    (choice,) = table.asked
    assert choice.title == "Remove which condition?"
    assert [value for value, _ in choice.options] == [("ruisenor", 0), ("ruisenor", 1)]
    assert choice.options[0][1].startswith("Aturdido")
    left = [name for name, _, _ in conditions_of(table, "ruisenor")]
    assert left == (["Aturdido", "Derribado"] if chosen is None else ["Aturdido"])


def test_C_on_a_group_s_row_asks_whom_as_c_does(table):
    """C put the condition on the group's first member alone, without a word."""
    table.engine.execute(
        ops.AddFromRoster(roster_id="bandido", count=3, group=True), ScriptedDice([5] * 9)
    )
    table.last_condition = {"name": "Derribado"}
    table.group = GROUP
    table.answers = [None]
    before = table.party
    asyncio.run(conditions.repeat_condition(table))
    (whom,) = table.asked
    assert isinstance(whom, Choose) and whom.title == "A condition on whom in Bandido ×3?"
    assert table.party == before
    table.answers = ["*"]
    asyncio.run(conditions.repeat_condition(table))
    assert table.ran == [
        ops.AddCondition(cid=MEMBERS[0], also=tuple(MEMBERS[1:]), name="Derribado")
    ]


def test_x_on_a_group_s_row_offers_every_member_s_conditions_by_name(table):
    """x offered the first member's conditions alone (and removed from it)."""
    table.engine.execute(
        ops.AddFromRoster(roster_id="bandido", count=3, group=True), ScriptedDice([5] * 9)
    )
    table.engine.execute(ops.AddCondition(cid=MEMBERS[0], also=(MEMBERS[1],), name="Hack"))
    table.group = GROUP
    table.selection = MEMBERS[0]
    table.answers = [(MEMBERS[1], 0)]
    asyncio.run(conditions.remove_condition(table))
    (choice,) = table.asked
    assert [label.split(" (")[0] for _, label in choice.options] == [
        "Bandido 3: Hack",
        "Bandido 4: Hack",
    ]
    assert table.ran == [ops.RemoveCondition(cid=MEMBERS[1], index=0)]
    assert conditions_of(table, MEMBERS[0]) != [] and conditions_of(table, MEMBERS[1]) == []


@pytest.mark.parametrize(("lang", "first"), [("en", "Stunned"), ("es", "Aturdido")])
def test_the_systems_own_conditions_are_offered_in_the_consoles_language(lang, first):
    from gmconsole.i18n import set_language
    from gmconsole.registry import adapter_for
    from gmconsole.storage import load_party
    from tests.conftest import SAMPLES

    party = load_party(SAMPLES / "fids.toml")
    set_language(lang)
    try:
        assert conditions.known_conditions(party, adapter_for("fids"))[0] == first
    finally:
        set_language("en")


def test_a_systems_condition_is_kept_by_its_english_name_and_shown_in_either_language():
    """Picked in Spanish ("Aturdido") or English ("Stunned"), the file keeps "Stunned";
    a Spanish console offers, shows and logs it as "Aturdido", once (play-tests)."""
    from gmconsole.i18n import set_language
    from gmconsole.registry import adapter_for
    from gmconsole.state.duration_words import with_duration
    from gmconsole.storage import load_party
    from tests.conftest import SAMPLES
    from tests.edit import edit

    adapter = adapter_for("fids")
    party = load_party(SAMPLES / "fids.toml")
    set_language("es")
    try:
        assert conditions.stored_name("aturdido", adapter) == "Stunned"
        assert conditions.stored_name("Zumbido", adapter) == "Zumbido"
        party = edit(party, "conditions_used", ["Stunned", "Zumbido"])
        known = conditions.known_conditions(party, adapter)
        assert known.count("Aturdido") == 1 and "Stunned" not in known and "Zumbido" in known
        stunned = ops.AddCondition(cid="donny", name="Stunned", rounds=2)
        engine_party = _applied(party, stunned)
        shown = with_duration(engine_party, engine_party.encounter.combatants[0].conditions[-1])
        assert shown.startswith("Aturdido (")
        assert engine_party.log[-1].text.startswith("Donny: Aturdido, 2 rondas")  # its log line
    finally:
        set_language("en")
    assert conditions.stored_name("Stunned", adapter) == "Stunned"


def _applied(party, op):
    from gmconsole.state.engine import Engine

    engine = Engine(party, ScriptedDice([]))
    engine.execute(op)
    return engine.party
