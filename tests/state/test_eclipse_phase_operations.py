"""Eclipse Phase operations on a plain engine (no UI): tests, opposed tests, refusals,
validation of the arguments, undo/redo and the journal's JSON."""

from typing import get_args

import pytest
from pydantic import ValidationError

from gmconsole.state import operations as ops
from gmconsole.state.context import OpError
from gmconsole.state.operation import OPERATIONS, build, from_json
from gmconsole.systems.eclipse_phase import operations as epo
from gmconsole.systems.eclipse_phase.operations import EpOpposed, EpTest
from rules import eclipse_phase as ep
from tests.edit import edit
from tests.state.support import engine_for, refused, run, undoes_redoes_and_replays


@pytest.fixture
def engine():
    return engine_for("eclipse_phase")


Spec = epo.TestSpec  # not imported by name: pytest would try to collect a Test* class


def a_test(cid="twitch", **spec):
    return EpTest(cid=cid, spec=Spec(**spec))


# --- success tests -------------------------------------------------------------------


def test_skill_test_success(engine):
    outcome = run(engine, a_test(skill="Caída Libre"), 3, 6)
    assert outcome.log == ["Twitch Caída Libre 65: d100 vs TN 65 = 65: rolled 36: success, MoS 29"]
    assert outcome.step.dice == [3, 6]
    assert engine.party.encounter.extra.retries == []


def test_skill_test_every_modifier_named_and_capped(engine):
    op = a_test(
        skill="Caída Libre",
        difficulty="easy",
        severity="major",
        severity_positive=True,
        extra=20,
        helpers=2,
    )
    outcome = run(engine, op, 9, 9)
    assert outcome.log == [
        "Twitch Caída Libre 65: d100 vs TN 65 +60 (capped from +80) [easy +10, major "
        "severity +30, other +20, 2 helpers +20] = 125: rolled 99: critical failure "
        "(99 always fails), MoF 0",
    ]


def test_a_retry_marked_by_the_gm_costs_10_per_failed_try(engine):
    run(engine, a_test(skill="Caída Libre", difficulty="hard"), 3, 6)
    outcome = run(engine, a_test(skill="Caída Libre", difficulty="hard", failed_tries=1), 2, 5)
    assert outcome.log == [
        # Every modifier in one bracket, the retry's included (issue 36).
        "Twitch Caída Libre 65: d100 vs TN 65 -40 [hard -30, retry after 1 failed try -10] "
        "= 25: rolled 25: success, MoS 0"
    ]
    assert engine.party.encounter.extra.retries == []
    failed = run(engine, a_test(skill="Freerunning", failed_tries=2), 9, 1)
    assert failed.log == [
        "Twitch Freerunning 50: d100 vs TN 50 -20 [retry after 2 failed tries: -20] = 30: "
        "rolled 91: failure, MoF 61",
    ]
    [retry] = engine.party.encounter.extra.retries
    assert (retry.skill, retry.failures) == ("Freerunning", 3)


def test_only_the_last_test_is_suggested_and_an_opposed_test_forgets_it(engine):
    run(engine, a_test(skill="Caída Libre", difficulty="hard"), 3, 6)
    run(engine, a_test(skill="Freerunning", difficulty="hard"), 9, 1)
    assert [(r.skill, r.failures) for r in engine.party.encounter.extra.retries] == [
        ("Freerunning", 1)
    ]
    opposed = EpOpposed(
        cid="exsurgente-1",
        spec=Spec(skill="Esquivar"),
        other="twitch",
        other_spec=Spec(skill="Freerunning"),
    )
    run(engine, opposed, 1, 1, 2, 2)
    assert engine.party.encounter.extra.retries == []


def test_aptitude_tests(engine):
    assert run(engine, a_test(aptitude="reflexes", multiplier=3), 5, 9).log == [
        "Twitch REF x3: d100 vs TN 60 = 60: rolled 59: success, MoS 1"
    ]
    assert run(engine, a_test(aptitude="intuition", second_aptitude="cognition"), 3, 1).log == [
        "Twitch INT + COG: d100 vs TN 30 = 30: rolled 31: failure, MoF 1",
    ]


def test_defaulting_to_the_aptitude_and_to_a_related_skill(engine):
    assert run(engine, a_test("toljek", skill="Protocolo"), 1, 2).log == [
        "Toljek Protocolo defaults to SAV 15: d100 vs TN 15 = 15: rolled 12: success, MoS 3"
    ]
    outcome = run(engine, a_test("toljek", skill="Protocolo", related_skill="Persuasión"), 1, 9)
    assert outcome.log == [
        "Toljek Protocolo via Persuasión 50: d100 vs TN 50 -30 [related skill -30] = 20: "
        "rolled 19: success, MoS 1"
    ]


def test_refusals_leave_the_party_unchanged(engine):
    assert "cannot default" in refused(engine, a_test(skill="Pilotar: Nave espacial"), 1, 1)
    assert "has no skill 'Infosec'" in refused(engine, a_test(skill="Infosec"), 1, 1)
    related = a_test("toljek", skill="Protocolo", related_skill="Protocolo")
    assert "no trained skill 'Protocolo'" in refused(engine, related, 1, 1)
    assert "no character with id 'nobody'" in refused(engine, a_test("nobody", skill="X"), 1, 1)
    assert refused(engine, a_test(skill="Caída Libre"), 3)  # a die short: nothing half-done


# --- opposed tests -------------------------------------------------------------------


def test_opposed_test(engine):
    op = EpOpposed(
        cid="twitch",
        spec=Spec(skill="Freerunning"),
        other="exsurgente-1",
        other_spec=Spec(skill="Esquivar", extra=-10),
    )
    outcome = run(engine, op, 3, 3, 4, 5)
    assert outcome.log == [
        "Twitch Freerunning 50: d100 vs TN 50 = 50: rolled 33: critical success "
        "(doubles), MoS 17 (opposed test against Exsurgente 1)",
        "Exsurgente 1 Esquivar 45: d100 vs TN 45 -10 [other -10] = 35: rolled "
        "45: failure, MoF 10 (opposed test against Twitch)",
        "Opposed: Twitch wins",
    ]
    assert op.target == "exsurgente-1"
    assert engine.party.encounter.extra.retries == []  # opposed tests are not retries


def test_nobody_opposes_themselves(engine):
    op = EpOpposed(
        cid="twitch",
        spec=Spec(skill="Freerunning"),
        other="twitch",
        other_spec=Spec(aptitude="savvy"),
    )
    assert refused(engine, op, 1, 1, 1, 1) == "Twitch cannot oppose themselves: choose another"


def test_opposed_deadlock_and_b_wins(engine):
    op = EpOpposed(
        cid="toljek",
        spec=Spec(skill="Engañar"),
        other="exsurgente-2",
        other_spec=Spec(skill="Percepción"),
    )
    assert run(engine, op, 2, 10, 3, 10).log[-1] == "Opposed: Exsurgente 2 wins"
    assert run(engine, op, 8, 10, 9, 10).log[-1] == "Opposed: deadlock"


# --- initiative: a house option ----------------------------------------------------------


def test_initiative_roll_is_a_house_option(engine):
    outcome = run(engine, ops.RollInitiative(cid="twitch"), 7)
    assert outcome.log[0] == (
        "Twitch: initiative 14: 1d10 rolled 7, plus 7 for (INT + REF) / 5 "
        "(house option: not in the text)"
    )
    engine.party = edit(engine.party, "options.initiative_roll", False)
    message = refused(engine, ops.RollInitiative(), 1, 2, 3, 4, 5, 6)
    assert "house option initiative_roll is off: type each initiative (e)" in message


# --- arguments are validated by the model --------------------------------------------


@pytest.mark.parametrize(
    ("spec", "field"),
    [
        ({"skil": "Caída Libre"}, "skil"),
        ({"skill": "Caída Libre", "difficulty": "hardd"}, "difficulty"),
        ({"skill": "Caída Libre", "severity": "huge"}, "severity"),
        ({"skill": "Caída Libre", "extra": 15}, "extra"),
        ({"skill": "Caída Libre", "extra": 70}, "extra"),
        ({"skill": "Caída Libre", "helpers": 7}, "helpers"),
        ({"skill": "Caída Libre", "time_steps": -1}, "time_steps"),
        ({"skill": "Caída Libre", "helpers": "2"}, "helpers"),
        ({"aptitude": "luck"}, "aptitude"),
        ({"aptitude": "reflexes", "multiplier": 4}, "multiplier"),
        ({"skill": "Caída Libre", "aptitude": "reflexes"}, "aptitude"),
        ({"aptitude": "reflexes", "multiplier": 2, "second_aptitude": "savvy"}, "second_aptitude"),
        ({"aptitude": "reflexes", "related_skill": "Freerunning"}, "related_skill"),
        ({"skill": "Caída Libre", "failed_tries": 7}, "failed_tries"),
    ],
)
def test_a_bad_argument_is_refused_naming_the_field(spec, field):
    with pytest.raises(ValidationError) as error:
        EpTest(cid="twitch", spec=spec)
    assert error.value.errors()[0]["loc"] == ("spec", field)
    with pytest.raises(OpError, match=rf"^ep_test\.spec\.{field}: "):
        build(EpTest, cid="twitch", spec=spec)


def test_a_test_needs_a_skill_or_an_aptitude():
    with pytest.raises(OpError, match=r"^ep_test\.spec: .*choose a skill or an aptitude"):
        build(EpTest, cid="twitch", spec={"difficulty": "easy"})


def test_opposed_arguments_are_refused_naming_the_field():
    args = {"cid": "twitch", "spec": {"skill": "Freerunning"}, "other_spec": {"skill": "Esquivar"}}
    with pytest.raises(OpError, match=r"^ep_opposed\.spec: .*both sides roll"):
        build(EpOpposed, **{**args, "spec": {"skill": "Freerunning", "time_steps": 1}}, other="x")
    with pytest.raises(OpError, match=r"^ep_opposed\.other_spec: .*never a retry"):
        build(
            EpOpposed, **{**args, "other_spec": {"skill": "Esquivar", "failed_tries": 1}}, other="x"
        )
    with pytest.raises(OpError, match=r"^ep_opposed\.other: "):
        build(EpOpposed, **args, other="not an id")
    with pytest.raises(OpError, match=r"^ep_opposed\.othr: "):
        build(EpOpposed, **args, other="exsurgente-1", othr="exsurgente-2")


def test_the_names_agree_with_the_rules():
    assert set(get_args(epo.Difficulty)) == set(ep.DIFFICULTIES)
    assert set(get_args(epo.Severity)) == set(ep.SEVERITIES)
    assert OPERATIONS["ep_test"] is EpTest and OPERATIONS["ep_opposed"] is EpOpposed
    assert {name for name, cls in OPERATIONS.items() if cls.__module__ == epo.__name__} == {
        "ep_test",
        "ep_opposed",
    }


# --- history and journal ---------------------------------------------------------------


OPS = [
    a_test(skill="Caída Libre", difficulty="hard"),
    EpOpposed(
        cid="okonkwo",
        spec=Spec(skill="Combate sin armas", helpers=1),
        other="exsurgente-1",
        other_spec=Spec(aptitude="reflexes", multiplier=2),
    ),
    a_test("toljek", skill="Protocolo", related_skill="Engañar", severity="minor", failed_tries=2),
]


@pytest.mark.parametrize("op", OPS, ids=lambda op: op.op_name)
def test_undo_redo_and_the_journal_s_replay_give_the_same_party(op):
    undoes_redoes_and_replays("eclipse_phase", op, (9, 8, 9, 7))


def test_replay_refuses_a_journal_entry_edited_into_nonsense():
    with pytest.raises(OpError, match=r"^ep_test\.spec\.difficulty: "):
        from_json("ep_test", {"cid": "twitch", "spec": {"skill": "X", "difficulty": "impossible"}})
