"""FIDS operations on a plain engine (no UI): tests, forces, the GM's Misfortune pool, the
new session, refusals, validation of the arguments, undo/redo and the journal's JSON."""

import typing

import pytest
from pydantic import ValidationError

from gmconsole.state.context import OpError, character_index
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import build, from_json
from gmconsole.state.operations import AdjustParty, LongRest
from gmconsole.storage import load_party
from gmconsole.systems.fids.operations import Attribute, FidsTest, Force
from rules import fids
from rules.dice import ScriptedDice
from tests.conftest import SAMPLES


@pytest.fixture
def engine(tmp_path):
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    return Engine(load_party(path), ScriptedDice([]))


def run(engine, op, *dice):
    return engine.execute(op, ScriptedDice(list(dice)))


def refused(engine, op, *dice):
    """The operation is refused and the party is exactly as before."""
    before = engine.party.model_dump()
    steps = len(engine.history)
    with pytest.raises(ActionRefused) as refusal:
        run(engine, op, *dice)
    assert engine.party.model_dump() == before
    assert len(engine.history) == steps
    return str(refusal.value)


def who(engine, cid):
    return character_index(engine.party)[cid]


def test_the_operation_knows_every_attribute():
    assert typing.get_args(Attribute) == fids.ATTRIBUTES


# --- tests and forces ---------------------------------------------------------------------


def test_a_plain_test(engine):
    outcome = run(engine, FidsTest(cid="donny", attribute="insight", stance="neutral"), 2, 3, 6)
    assert outcome.log == [
        "Donny: 3d6 neutral: 2 3 6 -> keep 3 = Perspicacia 3: tight success (complication)"
    ]
    assert outcome.step is not None and outcome.step.dice == [2, 3, 6]


def test_force_to_a_lower_die_pays_energy(engine):
    op = FidsTest(cid="donny", attribute="agility", stance="unfavorable", force=Force(die=2))
    outcome = run(engine, op, 2, 4, 6)
    assert outcome.log == [
        "Donny: 3d6 unfavorable: 2 4 6 -> keep 6 > Agilidad/Destreza 3: failure",
        "Donny: force 6 -> 2 (kept - chosen): cost 4 Energy (5 -> 1): complete success",
        "Donny: Energy 5 -> 1",
    ]
    assert who(engine, "donny").energy == 1
    assert op.target == "donny"


def test_force_paid_with_misfortune_grows_the_pool(engine):
    op = FidsTest(
        cid="donny", attribute="agility", stance="unfavorable", force=Force(die=2, misfortune=True)
    )
    outcome = run(engine, op, 2, 4, 6)
    assert outcome.log[1] == (
        "Donny: force 6 -> 2 (kept - chosen): paid with 1 Misfortune to the GM: complete success"
    )
    assert who(engine, "donny").energy == 5
    assert engine.party.pools.misfortune == 9


def test_a_triple_recovers_energy(engine):
    outcome = run(engine, FidsTest(cid="tomas", attribute="wisdom", stance="neutral"), 1, 1, 1)
    assert (
        outcome.log[0] == "Hermano Tomás: 3d6 neutral: 1 1 1 -> triple 1: critical success "
        "(triple, +2 Energy)"
    )
    assert who(engine, "tomas").energy == 5


def test_favorable_reroll_then_critical(engine):
    op = FidsTest(cid="donny", attribute="strength", stance="favorable", force=Force(reroll=True))
    run(engine, op, 3, 4, 5, 1, 1, 1)
    # 2 + |3 - 1| = 4: 5 -> 1, then the triple's +2: 3
    assert who(engine, "donny").energy == 3


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
            "energy: forcing to 1 costs 5 Energy (has 3)",
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


# --- the GM's pool and the new session ----------------------------------------------------


def test_misfortune_adjusted_by_the_gm(engine):
    outcome = run(engine, AdjustParty(key="misfortune", delta=2))
    assert outcome.log == ["GM Misfortune -> 10"]
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
def test_undo_and_redo_restore_exactly(engine, op, dice):
    before = engine.party.model_dump()
    run(engine, op, *dice)
    after = engine.party.model_dump()
    assert after != before
    engine.undo()
    assert engine.party.model_dump() == before
    engine.redo()
    assert engine.party.model_dump() == after


@pytest.mark.parametrize(("op", "dice"), SAMPLE_OPERATIONS)
def test_journal_round_trip(engine, tmp_path, op, dice):
    entry = op.to_json()
    assert entry["op"] == "fids_test"
    assert from_json(entry["op"], entry["args"]) == op
    run(engine, op, *dice)
    replayed = Engine(load_party(tmp_path / "fids.toml"), ScriptedDice([]))
    replayed.replay([{**entry, "dice": list(dice)}])
    assert replayed.party.model_dump() == engine.party.model_dump()


def test_journal_entry_that_no_longer_validates_names_the_field():
    with pytest.raises(OpError) as problem:
        from_json("fids_test", {"cid": "donny", "attribute": "agility", "stance": "lucky"})
    assert str(problem.value).startswith("fids_test.stance: ")
