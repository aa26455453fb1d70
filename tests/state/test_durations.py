"""Conditions end when the table expects (issue 24), on every path that moves the turn,
exactly once, with the reason in the log; every system, taken from the registry."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmconsole.model.party import Condition
from gmconsole.state import operations as ops
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.storage import dump_party, load_party, parse_party
from gmconsole.systems import SYSTEMS
from rules.dice import RandomDice
from tests.conftest import SAMPLES
from tests.edit import edit
from tests.live import live

SYSTEM_IDS = list(SYSTEMS)


def engine_for(system: str) -> Engine:
    party = load_party(SAMPLES / f"{system}.toml")
    return Engine(party, RandomDice(7))


def ids(engine):
    return [c.id for c in engine.party.encounter.combatants]


def holder(engine):
    encounter = live(lambda: engine.party.encounter)
    return encounter.combatants[encounter.turn].id


def conditions_of(engine, cid):
    return next(c for c in engine.party.encounter.combatants if c.id == cid).conditions


def expired_lines(engine, name):
    return [e.text for e in engine.party.log if f": {name} expired" in e.text]


def next_until(engine, predicate, limit=40):
    for _ in range(limit):
        if predicate():
            return
        engine.execute(ops.NextTurn())
    raise AssertionError("never reached")


@pytest.mark.parametrize("system", SYSTEM_IDS)
def test_rounds_ticking_at_the_end_count_once_per_round_even_after_p(system):
    engine = engine_for(system)
    first = holder(engine)
    engine.execute(ops.AddCondition(cid=first, name="Aturdido", rounds=2))
    engine.execute(ops.NextTurn())  # its turn ends: 2 -> 1
    assert [c.rounds for c in conditions_of(engine, first)] == [1]
    engine.execute(ops.PreviousTurn())  # the marker back (not an undo)...
    engine.execute(ops.NextTurn())  # ...and its turn ends again in the same round
    assert [c.rounds for c in conditions_of(engine, first)] == [1]
    assert expired_lines(engine, "Aturdido") == []
    next_until(engine, lambda: engine.party.encounter.round == 2 and holder(engine) == first)
    engine.execute(ops.NextTurn())
    assert conditions_of(engine, first) == []
    assert len(expired_lines(engine, "Aturdido")) == 1
    assert "its last round, at the end of its turn" in expired_lines(engine, "Aturdido")[0]


@pytest.mark.parametrize("system", SYSTEM_IDS)
def test_rounds_ticking_at_the_start(system):
    engine = engine_for(system)
    first = holder(engine)
    engine.execute(ops.AddCondition(cid=first, name="Bendito", rounds=1, ticks="start"))
    engine.execute(ops.NextTurn())  # the end of its turn does not count it
    assert [c.rounds for c in conditions_of(engine, first)] == [1]
    next_until(engine, lambda: holder(engine) == first)
    assert conditions_of(engine, first) == []
    (line,) = expired_lines(engine, "Bendito")
    assert "at the start of its turn" in line


@pytest.mark.parametrize("system", SYSTEM_IDS)
def test_until_the_start_of_a_turn_given_with_enter(system):
    engine = engine_for(system)
    bearer, waited = ids(engine)[0], ids(engine)[3]
    engine.execute(ops.AddCondition(cid=bearer, name="Cubierto", until="turn_start", of=waited))
    engine.execute(ops.SetTurn(cid=waited))  # enter gives it the turn: its turn starts
    assert conditions_of(engine, bearer) == []
    assert len(expired_lines(engine, "Cubierto")) == 1
    with pytest.raises(ActionRefused):  # given again: it has the turn already
        engine.execute(ops.SetTurn(cid=waited))
    assert len(expired_lines(engine, "Cubierto")) == 1


@pytest.mark.parametrize("system", SYSTEM_IDS)
def test_removing_the_combatant_whose_turn_ends_it(system):
    engine = engine_for(system)
    bearer = next(c.id for c in engine.party.encounter.combatants if c.side == "party")
    enemy = next(c.id for c in engine.party.encounter.combatants if c.side == "enemy")
    engine.execute(ops.AddCondition(cid=bearer, name="Hechizado", until="turn_end", of=enemy))
    engine.execute(ops.Remove(cid=enemy))
    assert conditions_of(engine, bearer) == []
    (line,) = expired_lines(engine, "Hechizado")
    assert "left the fight" in line
    assert engine.party.problems() == []


@pytest.mark.parametrize("system", SYSTEM_IDS)
def test_undo_of_next_brings_the_expired_condition_back_and_redo_expires_it_once(system):
    engine = engine_for(system)
    first = holder(engine)
    engine.execute(ops.AddCondition(cid=first, name="Aturdido", rounds=1))
    engine.execute(ops.NextTurn())
    assert len(expired_lines(engine, "Aturdido")) == 1
    engine.undo()
    assert [c.name for c in conditions_of(engine, first)] == ["Aturdido"]
    assert expired_lines(engine, "Aturdido") == []
    engine.redo()
    assert len(expired_lines(engine, "Aturdido")) == 1


def test_the_end_of_the_fight_ends_every_timed_condition_and_keeps_the_untimed():
    engine = engine_for("ryf")
    member = "fred"
    engine.execute(ops.AddCondition(cid=member, name="Bendito", until="round_end"))
    engine.execute(ops.AddCondition(cid=member, name="Maldito", until="turn_end", of="bandido-1"))
    engine.execute(ops.AddCondition(cid=member, name="Herido", rounds=3))
    engine.execute(ops.AddCondition(cid=member, name="Envenenado"))
    next_until(engine, lambda: holder(engine) == member)
    engine.execute(ops.NextTurn())  # Herido ticks in round 1
    engine.execute(ops.EndFight())
    assert [c.name for c in conditions_of(engine, member)] == ["Envenenado"]
    for name in ("Bendito", "Maldito", "Herido"):
        assert len(expired_lines(engine, name)) == 1
    assert expired_lines(engine, "Herido")[0].endswith("(the fight ended)")


def test_bad_durations_are_refused_with_the_reason():
    engine = engine_for("fids")
    with pytest.raises(ActionRefused, match="choose one"):
        engine.execute(ops.AddCondition(cid="donny", name="X", rounds=2, until="round_end"))
    with pytest.raises(ActionRefused, match="whose turn"):
        engine.execute(ops.AddCondition(cid="donny", name="X", until="turn_end"))
    with pytest.raises(ActionRefused, match="no combatant"):
        engine.execute(ops.AddCondition(cid="donny", name="X", until="turn_end", of="nadie"))


def test_todays_conditions_load_unchanged_and_new_durations_round_trip():
    text = (SAMPLES / "fids.toml").read_text(encoding="utf-8")
    old = text.replace(
        'id = "donny"\nside = "party"',
        'id = "donny"\nside = "party"\nconditions = [{ name = "Aturdido", rounds = 2 }, '
        '{ name = "Sangrando" }]',
        1,
    )
    assert old != text
    party = parse_party((old).encode())
    donny = party.encounter.combatants[0]
    assert donny.conditions == [Condition(name="Aturdido", rounds=2), Condition(name="Sangrando")]
    written = dump_party(party).decode()
    assert '    { name = "Aturdido", rounds = 2 },\n    { name = "Sangrando" },\n' in written
    conditions = [
        Condition(name="A", rounds=2, ticks="start", ticked=1),
        Condition(name="B", until="turn_end", of="lia", started=True),
        Condition(name="C", until="turn_start", of="guardia-1"),
        Condition(name="D", until="round_end"),
    ]
    party = edit(party, "encounter.combatants[0].conditions", conditions)
    again = parse_party((dump_party(party).decode()).encode())
    assert again.model_dump() == party.model_dump()


def test_a_file_condition_waiting_for_someone_not_in_the_fight_is_reported():
    text = (
        (SAMPLES / "fids.toml")
        .read_text(encoding="utf-8")
        .replace(
            'id = "donny"\nside = "party"',
            'id = "donny"\nside = "party"\n'
            'conditions = [{ name = "X", until = "turn_end", of = "nadie" }]',
            1,
        )
    )
    with pytest.raises(Exception) as error:
        parse_party((text).encode())
    assert "conditions[0].of: not in the fight" in str(error.value)


PATHS = st.lists(
    st.sampled_from(["n", "n", "n", "p", "w", "b", "enter", "down", "remove", "undo", "add"]),
    min_size=5,
    max_size=60,
)


@settings(max_examples=30, suppress_health_check=[HealthCheck.too_slow])
@given(system=st.sampled_from(SYSTEM_IDS), keys=PATHS, seed=st.integers(0, 10**6))
def test_every_condition_expires_at_most_once_and_only_when_gone(system, keys, seed):
    """The monkey: any mix of turn moves, delays, returns, removals, downs and undos;
    each condition (a unique name) has at most one expiry line, and none while it is
    still on its bearer."""
    import random

    rng = random.Random(seed)
    engine = engine_for(system)
    kinds = [
        {"rounds": 1},
        {"rounds": 2, "ticks": "start"},
        {"until": "round_end"},
        {"until": "turn_end", "of": None},
        {"until": "turn_start", "of": None},
    ]
    added = 0
    for key in keys:
        order = ids(engine)
        if not order:
            break
        cid = rng.choice(order)
        try:
            if key == "n":
                engine.execute(ops.NextTurn())
            elif key == "p":
                engine.execute(ops.PreviousTurn())
            elif key == "w":
                engine.execute(ops.Delay(cid=holder(engine)))
            elif key == "b":
                engine.execute(ops.ReturnNow(cid=cid))
            elif key == "enter":
                engine.execute(ops.SetTurn(cid=cid))
            elif key == "down":
                engine.execute(ops.ToggleFlag(cid=cid, flag="down"))
            elif key == "remove" and len(order) > 2:
                engine.execute(ops.Remove(cid=cid))
            elif key == "undo":
                engine.undo()
            elif key == "add":
                kind = dict(rng.choice(kinds))
                if "of" in kind:
                    kind["of"] = rng.choice(order)
                added += 1
                engine.execute(ops.AddCondition(cid=cid, name=f"C{added}", **kind))
        except ActionRefused:
            pass
        present = {c.name for cb in engine.party.encounter.combatants for c in cb.conditions}
        for number in range(1, added + 1):
            lines = expired_lines(engine, f"C{number}")
            assert len(lines) <= 1, lines
            assert not (lines and f"C{number}" in present), (number, lines)
        assert engine.party.problems() == []
