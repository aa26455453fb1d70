from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import RulesError, eclipse_phase
from rules import eclipse_phase as ep
from rules.dice import ScriptedDice
from tests.rules.support import refusal


def test_twitch_free_fall_65_minus_30():
    result = ep.success_test(65, ScriptedDice([3, 5]), modifiers=(-30,))
    assert result.target == 35 and result.success and result.roll == 35
    assert not ep.success_test(65, ScriptedDice([3, 6]), modifiers=(-30,)).success


def test_toljek_defaults_to_savvy_15_minus_10():
    default = ep.default_target("protocol", can_default=True, aptitude=15)
    result = ep.success_test(default.target, ScriptedDice([10, 5]), modifiers=(-10,))
    assert result.target == 5 and result.success
    assert not ep.success_test(default.target, ScriptedDice([10, 6]), modifiers=(-10,)).success


def test_srit_mos_9():
    result = ep.success_test(30, ScriptedDice([2, 1]))
    assert result.roll == 21 and result.success and result.margin == 9
    assert result.explanation.endswith("MoS 9")


def test_cap_bites():
    result = ep.success_test(40, ScriptedDice([9, 8]), modifiers=(30, 20, 20))
    assert result.target == 100 and result.modifiers.capped
    assert result.outcome is ep.Outcome.SUCCESS  # 98 <= 100
    assert "(capped from +70)" in result.explanation


def test_00_and_99():
    assert ep.success_test(-50, ScriptedDice([10, 10])).outcome is ep.Outcome.CRITICAL_SUCCESS
    assert ep.success_test(150, ScriptedDice([9, 9])).outcome is ep.Outcome.CRITICAL_FAILURE


def test_doubles():
    assert ep.success_test(50, ScriptedDice([4, 4])).outcome is ep.Outcome.CRITICAL_SUCCESS
    assert ep.success_test(50, ScriptedDice([6, 6])).outcome is ep.Outcome.CRITICAL_FAILURE
    assert ep.success_test(50, ScriptedDice([6, 6]), taking_time=True).outcome is ep.Outcome.FAILURE


def test_taking_time_auto_success():
    result = ep.success_test(80, ScriptedDice([]), modifiers=(30,), taking_time=True)
    assert result.automatic and result.success and result.roll is None


def test_defaulting_refused_and_related():
    with pytest.raises(RulesError, match="cannot default"):
        ep.default_target("pilot", can_default=False, aptitude=20)
    assert ep.default_target("x", True, related_skill=50).modifier == -30


def test_presets_and_counters():
    assert ep.difficulty_modifier("challenging") == -20
    assert ep.severity_modifier("major", positive=False) == -30
    assert ep.retry_modifier(2) == -20 and ep.retry_modifier(9) == -60
    assert ep.teamwork_modifier(2) == 20
    assert ep.aptitude_target(15, 3) == 45 and ep.aptitude_target(15, second=20) == 35


def test_modifiers_must_be_tens():
    with pytest.raises(RulesError, match=r"modifiers\[0\]: must be a multiple of 10"):
        ep.success_test(50, ScriptedDice([1, 1]), modifiers=(5,))


def test_opposed_winner_rules():
    # both succeed: higher roll wins; both fail: deadlock
    result = ep.opposed_test(60, 60, ScriptedDice([4, 5, 3, 2]))
    assert result.winner == "a"
    result = ep.opposed_test(10, 10, ScriptedDice([5, 1, 6, 2]))
    assert result.winner is None


def _succeeds(roll, target):
    """The oracle, written here: 00 always succeeds, 99 always fails, else roll <= TN."""
    return roll == 0 or (roll != 99 and roll <= target)


@pytest.mark.parametrize("target", range(-2, 102))
def test_success_odds_match_enumeration(target):
    wins = sum(1 for r in range(100) if _succeeds(r, target))
    assert ep.success_odds(target) == Fraction(wins, 100)


@pytest.mark.parametrize("ta", [-5, 0, 1, 10, 33, 50, 77, 98, 99, 120])
@pytest.mark.parametrize("tb", [-5, 0, 5, 33, 50, 64, 99, 150])
def test_opposed_odds_match_enumeration(ta, tb):
    counts = {"a": 0, "b": 0, None: 0}
    for ra in range(100):
        for rb in range(100):
            a_ok, b_ok = _succeeds(ra, ta), _succeeds(rb, tb)
            if a_ok != b_ok:
                counts["a" if a_ok else "b"] += 1
            elif a_ok and ra != rb:
                counts["a" if ra > rb else "b"] += 1
            else:
                counts[None] += 1
    expected = tuple(Fraction(counts[k], 10_000) for k in ("a", "b", None))
    assert ep.opposed_odds(ta, tb) == expected


@given(st.integers(-100, 200), st.integers(-100, 200))
def test_opposed_odds_sum_to_one(ta, tb):
    a, b, d = ep.opposed_odds(ta, tb)
    assert a + b + d == 1 and min(a, b, d) >= 0
    assert ep.success_odds(ta) <= ep.success_odds(ta + 1)


def test_opposed_sides_are_labelled_a_and_b():
    result = eclipse_phase.opposed_test(50, 50, ScriptedDice([1, 2, 3, 4]))
    assert (result.a.label, result.b.label) == ("A", "B")
    assert result.a.explanation.startswith("A: d100 vs TN 50 = 50: rolled 12")
    assert result.b.explanation.startswith("B: d100 vs TN 50 = 50: rolled 34")


def test_an_automatic_success_keeps_its_label():
    result = eclipse_phase.success_test(95, ScriptedDice([]), [10], taking_time=True, label="Hack")
    assert result.automatic and result.label == "Hack"
    assert result.explanation.startswith("Hack: d100 vs TN 95 +10 = 105: taking time")


def test_a_retry_that_takes_time_keeps_its_tries_and_its_time():
    automatic = eclipse_phase.success_test(
        99, ScriptedDice([]), [20], taking_time=True, failed_tries=1
    )
    assert automatic.automatic and automatic.failed_tries == 1 and automatic.taking_time
    assert "[retry after 1 failed try: -10] = 109" in automatic.explanation
    rolled = eclipse_phase.success_test(50, ScriptedDice([9, 9]), taking_time=True)
    assert rolled.taking_time is True and rolled.roll == 99
    assert rolled.outcome is eclipse_phase.Outcome.FAILURE  # 99 taking time: no critical


def test_at_most_100_modifiers_are_checked_first():
    too_many = [10] * 101
    assert refusal(
        lambda: eclipse_phase.success_test(50, ScriptedDice([]), too_many, failed_tries=-1)
    ) == ("modifiers: must hold at most 100 items")
    assert eclipse_phase.success_test(50, ScriptedDice([1, 1]), [0] * 100).target == 50


def test_each_side_of_an_opposed_test_has_its_own_modifiers():
    result = eclipse_phase.opposed_test(
        50, 40, ScriptedDice([6, 5, 5, 5]), modifiers_a=[20], modifiers_b=[-10, -10]
    )
    assert (result.a.target, result.b.target) == (70, 20)
    assert (result.a.roll, result.b.roll) == (65, 55)
    assert result.winner == "a"  # 65 <= 70 succeeds, 55 > 20 fails


def test_defaulting_to_the_aptitude_has_no_modifier():
    assert eclipse_phase.default_target("pilot", True, aptitude=15) == (
        eclipse_phase.DefaultTarget(15, 0, "pilot defaults to its linked aptitude")
    )
    assert eclipse_phase.default_target("pilot", True, related_skill=40) == (
        eclipse_phase.DefaultTarget(40, -30, "pilot defaults to a related skill -30")
    )


@pytest.mark.parametrize(
    "name, positive, modifier",
    [("minor", True, 10), ("moderate", True, 20), ("major", True, 30), ("major", False, -30)],
)
def test_severity_modifiers(name, positive, modifier):
    assert eclipse_phase.severity_modifier(name, positive) == modifier


def test_doubles_are_exactly_00_11_to_99():
    assert [r for r in range(100) if ep.is_double(r)] == [0, 11, 22, 33, 44, 55, 66, 77, 88, 99]
    for bad in (-1, 100):
        with pytest.raises(RulesError):
            ep.is_double(bad)


@pytest.mark.parametrize(
    "roll, target, taking_time, outcome",
    [
        (0, 1, False, ep.Outcome.CRITICAL_SUCCESS),
        (99, 99, False, ep.Outcome.CRITICAL_FAILURE),
        (99, 99, True, ep.Outcome.FAILURE),  # taking time: 99 is a plain failure
        (33, 20, False, ep.Outcome.CRITICAL_FAILURE),
        (33, 20, True, ep.Outcome.FAILURE),  # a failed double is no critical when taking time
        (22, 30, True, ep.Outcome.CRITICAL_SUCCESS),
        (30, 30, False, ep.Outcome.SUCCESS),
        (31, 30, False, ep.Outcome.FAILURE),
        (31, 30, True, ep.Outcome.FAILURE),
    ],
)
def test_judge_with_and_without_taking_time(roll, target, taking_time, outcome):
    assert ep.judge(roll, target, taking_time) is outcome
