"""FIDS operations on a plain engine (no UI): tests, forces, the GM's Misfortune pool, the
new session, refusals, validation of the arguments, undo/redo and the journal's JSON."""

import typing

import pytest
from pydantic import ValidationError

from gmconsole.state.context import OpError
from gmconsole.state.engine import ActionRefused
from gmconsole.state.operation import build, from_json
from gmconsole.state.operations import AdjustParty, LongRest
from gmconsole.systems.fids.operations import Attribute, FidsTest, Force
from rules import fids
from tests.edit import edit
from tests.state.support import engine_for, refused, run, undoes_redoes_and_replays, who


@pytest.fixture
def engine():
    return engine_for("fids")


def test_the_operation_knows_every_attribute():
    assert typing.get_args(Attribute) == fids.ATTRIBUTES


# --- tests and forces ---------------------------------------------------------------------


def test_a_plain_test(engine):
    outcome = run(engine, FidsTest(cid="donny", attribute="insight", stance="neutral"), 2, 3, 6)
    assert outcome.log == [
        "Donny: 3d6 neutral: 2 3 6 -> keep 3 = Insight 3: tight success (complication)"
    ]
    assert outcome.step is not None and outcome.step.dice == [2, 3, 6]


@pytest.mark.parametrize(
    ("op", "dice", "message"),
    [
        (FidsTest(cid="nadie", attribute="wit", stance="neutral"), (1, 2, 3), "no character"),
        (
            FidsTest(cid="donny", attribute="wit", stance="neutral", force=Force(die=5)),
            (2, 4, 6),
            "die: must be a lower die of the roll: 2 (got 5)",
        ),
        (
            FidsTest(cid="tomas", attribute="strength", stance="unfavorable", force=Force(die=1)),
            (1, 2, 6),
            "forcing to 1 costs 5 Energy (has 3)",
        ),
        (
            FidsTest(cid="donny", attribute="wit", stance="neutral", force=Force(reroll=True)),
            (2, 4, 6, 1, 1, 1),
            "only a favorable test is forced by rerolling",
        ),
        (
            FidsTest(
                cid="guardia-1", attribute="wit", stance="favorable", force=Force(reroll=True)
            ),
            (2, 4, 6, 1, 1, 1),
            "a reroll needs at least 2 Energy (has 0)",
        ),
        (
            FidsTest(cid="donny", attribute="wit", stance="favorable", force=Force(die=1)),
            (2, 4, 6),
            "favorable keeps the lowest die",
        ),
    ],
)
def test_refusals_change_nothing(engine, op, dice, message):
    assert message in refused(engine, op, *dice)


def test_typed_dice_running_out_is_refused_asking_for_more(engine):
    op = FidsTest(cid="donny", attribute="wit", stance="favorable", force=Force(reroll=True))
    before = engine.party.model_dump()
    with pytest.raises(ActionRefused) as refusal:
        run(engine, op, 2, 4, 6)
    assert refusal.value.need is not None and refusal.value.need.sides == 6
    assert engine.party.model_dump() == before


# --- second-pass rulings -----------------------------------------------------------------


def test_critical_gain_comes_after_the_force_is_paid(engine):
    """RULINGS: Energy 5, a favorable reroll costing 5, a triple: 5 -> 0 -> 2."""
    op = FidsTest(cid="donny", attribute="strength", stance="favorable", force=Force(reroll=True))
    outcome = run(engine, op, 6, 6, 5, 2, 2, 2)
    assert outcome.log == [
        "Donny: 3d6 favorable: 6 6 5 -> keep 5 > Strength 2: failure",
        "Donny: favorable reroll 6 6 5 -> 2 2 2, keep 2 (2 plus the difference between 5 and 2): "
        "cost 5 Energy (5 -> 0): "
        "critical success (triple, +2 Energy)",
        "Donny: after the force: triple 2: critical success (triple, +2 Energy)",
        "Donny: Energy: force costs 5 Energy: 5 -> 0; critical +2 Energy (max 6): 0 -> 2",
    ]
    assert who(engine, "donny").energy == 2


def test_critical_at_the_maximum_says_so(engine):
    run(engine, FidsTest(cid="rakum", attribute="wit", stance="neutral"), 3, 3, 3)
    assert engine.party.log[-1].text == "Rakum: critical +2 Energy: already at the maximum 4"
    assert who(engine, "rakum").energy == 4


def test_a_critical_for_a_creature_without_energy_gains_none(engine):
    """An enemy with no Energy in the party file: no "already at the maximum 0" (play-test)."""
    outcome = run(engine, FidsTest(cid="guardia-1", attribute="wit", stance="neutral"), 3, 3, 3)
    assert outcome.log[-1] == "Guardia del puerto 1: critical: no Energy to gain (it has none)"
    assert not any("maximum" in line for line in outcome.log)


def full_pool(engine, value=15, cap=True):
    engine.party = edit(engine.party, "options.misfortune_cap", cap)
    engine.party = edit(engine.party, "pools.misfortune", value)


def test_a_point_the_capped_pool_cannot_hold_is_refused(engine):
    full_pool(engine)
    op = FidsTest(
        cid="donny", attribute="agility", stance="unfavorable", force=Force(die=2, misfortune=True)
    )
    assert refused(engine, op, 2, 4, 6) == (
        "cannot pay with Misfortune: the Misfortune pool is 15 of at most 15 (house option "
        "Misfortune cap 15): it cannot hold 1 more"
    )
    assert "cannot hold 1 more" in refused(engine, AdjustParty(key="misfortune", delta=1))


def test_without_the_cap_the_pool_grows_past_15(engine):
    full_pool(engine, cap=False)
    op = FidsTest(
        cid="donny", attribute="agility", stance="unfavorable", force=Force(die=2, misfortune=True)
    )
    outcome = run(engine, op, 2, 4, 6)
    assert (
        outcome.log[-1] == "GM Misfortune 15 -> 16 (no cap: house option Misfortune cap 15 is off)"
    )
    run(engine, AdjustParty(key="misfortune", delta=20))
    assert engine.party.pools.misfortune == 36


def test_new_session_without_the_cap_says_so(engine):
    full_pool(engine, value=0, cap=False)
    assert run(engine, LongRest()).log == [
        "New session: GM Misfortune = 2 x 4 players, no cap -> 8"
    ]


def test_the_party_file_holds_more_than_15_only_without_the_cap(tmp_path):
    from gmconsole.systems.fids.model import FidsParty
    from gmconsole.validation_messages import validation_lines

    data = {"system": "fids", "name": "x", "pools": {"misfortune": 16}}
    with pytest.raises(ValidationError) as error:
        FidsParty.model_validate(data)
    assert validation_lines(error.value, FidsParty) == [
        "pools.misfortune: must be 0 to 15 (got 16)"
    ]
    data["options"] = {"misfortune_cap": False}
    assert FidsParty.model_validate(data).pools.misfortune == 16
    data["pools"] = {"misfortune": fids.MISFORTUNE_MAX + 1}
    with pytest.raises(ValidationError):
        FidsParty.model_validate(data)


def test_an_enemy_never_pays_with_misfortune(engine):
    op = FidsTest(
        cid="capitan-1", attribute="wit", stance="neutral", force=Force(die=1, misfortune=True)
    )
    assert refused(engine, op, 1, 5, 6) == (
        "cannot pay with Misfortune: Capitana Arbeloa is an enemy: the GM does not pay himself "
        "with Misfortune (an enemy forces with its Energy)"
    )


def test_an_enemy_with_energy_forces_with_it(engine):
    op = FidsTest(cid="capitan-1", attribute="wit", stance="neutral", force=Force(die=1))
    outcome = run(engine, op, 1, 5, 6)
    assert outcome.log[-1] == "Capitana Arbeloa: Energy: force costs 4 Energy: 4 -> 0"
    assert who(engine, "capitan-1").energy == 0
    assert engine.party.pools.misfortune == 8


def test_a_test_against_an_opponent_is_logged_and_remembered(engine):
    op = FidsTest(cid="donny", attribute="agility", stance="neutral", against="guardia-1")
    outcome = run(engine, op, 1, 2, 3)
    assert outcome.log == [
        "Donny, against Guardia del puerto 1: 3d6 neutral: 1 2 3 -> keep 2 < Agility 3: "
        "complete success"
    ]
    assert op.target == "guardia-1"


@pytest.mark.parametrize(
    ("against", "call"),
    [
        ("lia", "Lía Sombraverde is on Donny's side"),
        ("guardia-2", "Guardia del puerto 2 is down"),
    ],
)
def test_a_strange_target_is_logged_as_the_gms_call(engine, against, call):
    engine.party = edit(engine.party, "encounter.combatants[-1].down", True)  # guardia-2
    op = FidsTest(cid="donny", attribute="agility", stance="neutral", against=against)
    outcome = run(engine, op, 1, 2, 3)
    name = call.split(" is ")[0]
    assert outcome.log[0] == (
        f"Donny, against {name} (the GM's call: {call}): 3d6 neutral: 1 2 3 -> keep 2 < "
        "Agility 3: complete success"
    )


def test_a_test_against_nobody_in_the_party_is_refused(engine):
    op = FidsTest(cid="donny", attribute="agility", stance="neutral", against="nadie")
    assert "no character with id 'nadie'" in refused(engine, op, 1, 2, 3)


# --- the GM's pool and the new session ----------------------------------------------------


def test_misfortune_adjusted_by_the_gm(engine):
    outcome = run(engine, AdjustParty(key="misfortune", delta=2))
    assert outcome.log == ["GM Misfortune 8 -> 10"]
    assert engine.party.pools.misfortune == 10


def test_new_session_resets_misfortune(engine):
    outcome = run(engine, LongRest())
    assert engine.party.pools.misfortune == 8  # 2 x 4 players
    assert "New session" in outcome.log[0]


# --- arguments ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "field"),
    [
        ({"cid": "donny", "attribute": "agilty", "stance": "neutral"}, "attribute"),
        ({"cid": "donny", "attribute": "agility", "stance": "good"}, "stance"),
        ({"cid": "donny", "attribute": "agility", "stance": "neutral", "stnace": "x"}, "stnace"),
        ({"attribute": "agility", "stance": "neutral"}, "cid"),
        (
            {"cid": "donny", "attribute": "agility", "stance": "neutral", "force": {"die": 7}},
            "force.die",
        ),
        (
            {"cid": "donny", "attribute": "agility", "stance": "neutral", "force": {"die": "2"}},
            "force.die",
        ),
        (
            {"cid": "donny", "attribute": "agility", "stance": "neutral", "force": {"dei": 2}},
            "force.dei",
        ),
        (
            {
                "cid": "donny",
                "attribute": "agility",
                "stance": "neutral",
                "force": {"die": 2, "reroll": True},
            },
            "force",
        ),
        (
            {"cid": "donny", "attribute": "agility", "stance": "neutral", "force": {}},
            "force",
        ),
        (
            {"cid": "donny", "attribute": "agility", "stance": "neutral", "against": "donny"},
            "against",
        ),
        (
            {"cid": "donny", "attribute": "agility", "stance": "neutral", "against": "a b"},
            "against",
        ),
    ],
)
def test_bad_arguments_are_refused_naming_the_field(args, field):
    with pytest.raises(ValidationError) as error:
        FidsTest(**args)
    assert field in {".".join(map(str, e["loc"])) for e in error.value.errors()}
    with pytest.raises(OpError) as problem:
        build(FidsTest, **args)
    assert str(problem.value).startswith(f"fids_test.{field}: ")


# --- undo, redo and the journal -----------------------------------------------------------

SAMPLE_OPERATIONS = [
    (FidsTest(cid="lia", attribute="insight", stance="favorable"), (4, 5, 6)),
    (
        FidsTest(cid="donny", attribute="agility", stance="unfavorable", force=Force(die=2)),
        (2, 4, 6),
    ),
    (
        FidsTest(
            cid="rakum",
            attribute="wit",
            stance="neutral",
            force=Force(die=1, misfortune=True),
        ),
        (1, 4, 6),
    ),
    (
        FidsTest(cid="donny", attribute="strength", stance="favorable", force=Force(reroll=True)),
        (3, 4, 5, 1, 1, 1),
    ),
    (FidsTest(cid="tomas", attribute="technique", stance="neutral"), (2, 2, 2)),
]


@pytest.mark.parametrize(("op", "dice"), SAMPLE_OPERATIONS)
def test_undo_redo_and_the_journal_s_replay_give_the_same_party(op, dice):
    assert op.to_json()["op"] == "fids_test"
    undoes_redoes_and_replays("fids", op, dice)


def test_journal_entry_that_no_longer_validates_names_the_field():
    with pytest.raises(OpError) as problem:
        from_json("fids_test", {"cid": "donny", "attribute": "agility", "stance": "lucky"})
    assert str(problem.value).startswith("fids_test.stance: ")
