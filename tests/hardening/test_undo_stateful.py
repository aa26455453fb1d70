"""Any sequence of operations, then as many undos, gives back exactly the initial state;
redoing them gives back exactly the final state (dice results included); a refused
operation changes nothing."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gmconsole.state.operations  # noqa: F401  (registers the generic operations)
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import from_json
from rules.dice import RandomDice
from tests.budget import amount
from tests.conftest import SAMPLES, SYSTEMS
from tests.hardening.invariants import check_invariants
from tests.systems import support

PARTIES = {system: (SAMPLES / f"{system}.toml").read_bytes() for system in SYSTEMS}


def draw_action(data, party):
    """An operation (name and JSON arguments, as the journal stores it) drawn against the
    current state; it may be refused."""
    ids = [c.id for c in party.encounter.combatants] or ["nobody"]
    cid = data.draw(st.sampled_from(ids))
    other = data.draw(st.sampled_from(ids))
    common = [
        ("next_turn", {}),
        ("previous_turn", {}),
        ("damage", {"cid": cid, "amount": data.draw(st.integers(1, 30))}),
        ("heal", {"cid": cid, "amount": data.draw(st.integers(1, 30))}),
        (
            "add_condition",
            {"cid": cid, "name": "[/]", "rounds": data.draw(st.none() | st.integers(1, 3))},
        ),
        ("remove_condition", {"cid": cid, "index": 0}),
        ("move", {"cid": cid, "delta": data.draw(st.sampled_from([-1, 1]))}),
        ("delay", {"cid": cid}),
        ("return_now", {"cid": cid}),
        ("set_turn", {"cid": cid}),
        ("toggle_flag", {"cid": cid, "flag": data.draw(st.sampled_from(["down", "dead"]))}),
        ("set_initiative", {"cid": cid, "value": data.draw(st.integers(-5, 40))}),
        ("remove", {"cid": cid}),
        ("end_fight", {}),
        ("sort_by_initiative", {}),
        ("set_notes", {"cid": cid, "text": "nota [b]x[/b]"}),
        (
            "add_from_roster",
            {"roster_id": party.roster[0].id, "count": data.draw(st.integers(1, 3))},
        ),
        ("quick_add", {"name": "Rata", "value": data.draw(st.integers(0, 10))}),
        ("adjust", {"cid": cid, "key": "counter:0", "delta": data.draw(st.sampled_from([-1, 1]))}),
        ("long_rest", {}),
    ]
    specific = support(party.system).actions(data, party, cid, other)
    return data.draw(st.sampled_from(common + specific))


@settings(max_examples=amount(25, 60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SYSTEMS), st.integers(0, 10**6), st.data())
def test_undo_all_then_redo_all(system, seed, data):
    from gmconsole.storage import parse_party

    engine = Engine(parse_party(PARTIES[system]), RandomDice(seed))
    engine.adapter.load_operations()
    # Each step gives the engine a new party value: every check reads ``engine.party``.
    initial = engine.party.model_dump()
    applied = 0
    for _ in range(data.draw(st.integers(1, 25))):
        name, args = draw_action(data, engine.party)
        op = from_json(name, args)  # the generator's arguments must validate
        before = engine.party.model_dump()
        try:
            if engine.execute(op).step is not None:
                applied += 1
        except ActionRefused:
            assert engine.party.model_dump() == before, f"{name} was refused but changed it"
        check_invariants(engine.party)
    final = engine.party.model_dump()
    for _ in range(applied):
        assert engine.undo() is not None
    assert engine.undo() is None
    assert engine.party.model_dump() == initial
    for _ in range(applied):
        assert engine.redo() is not None
    assert engine.party.model_dump() == final
    check_invariants(engine.party)
