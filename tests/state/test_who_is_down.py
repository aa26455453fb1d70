"""Who is down, as the engine works it out before and after each action
(``state.who_is_down``): the system is asked only about the combatants and sheets an
action made new, and the answers stay those of asking everyone."""

from gmconsole.state import operations as ops
from gmconsole.state.who_is_down import WhoIsDown
from tests.state.test_fallen_sink import CountingHealth, engine_for


def asked_everyone(engine) -> set[str]:
    return WhoIsDown(engine.adapter).in_party(engine.party)


def test_a_damage_that_keeps_the_order_asks_about_the_hurt_only(tmp_path):
    engine = engine_for(tmp_path, "ryf")
    counting = CountingHealth(engine.adapter)
    engine.who_is_down = WhoIsDown(counting)
    order = engine.party.encounter.combatants
    engine.execute(ops.Damage(cid="bandido-1", amount=3))
    assert engine.party.encounter.combatants is order  # nobody fell: the same order
    counting.asked.clear()
    engine.execute(ops.Damage(cid="bandido-2", amount=3))
    assert counting.asked == ["bandido-2"]  # after it; before it was known
    assert engine.who_is_down.in_party(engine.party) == asked_everyone(engine) == set()


def test_the_answers_are_everyones_through_falls_heals_and_undo(tmp_path):
    engine = engine_for(tmp_path, "ryf")
    steps = [
        ops.Damage(cid="bandido-1", amount=99),
        ops.Damage(cid="bandido-2", amount=5),
        ops.Heal(cid="bandido-1", amount=99),
        ops.NextTurn(),
        ops.Damage(cid="bandido-2", amount=99),
    ]
    for op in steps:
        engine.execute(op)
        assert engine.who_is_down.in_party(engine.party) == asked_everyone(engine)
    for _ in steps:
        engine.undo()
        assert engine.who_is_down.in_party(engine.party) == asked_everyone(engine)
