"""Eclipse Phase: the retry ruling, and every threshold at its exact value and either side
(scripted d100: tens then units, a 10 reading 0)."""

from fractions import Fraction

import pytest

from rules import RulesError
from rules import eclipse_phase as ep
from rules.dice import ScriptedDice


def _d100(roll):
    """The two d10 that read as ``roll`` (a 0 is a 10 on the die)."""
    return [roll // 10 or 10, roll % 10 or 10]


# --- Retry: only when the GM passes the count -----------------------------------------


def test_no_retry_penalty_by_default():
    result = ep.success_test(50, ScriptedDice(_d100(45)))
    assert result.target == 50 and result.failed_tries == 0
    assert "retry" not in result.explanation


def test_retry_penalty_when_the_gm_marks_a_retry():
    result = ep.success_test(50, ScriptedDice(_d100(45)), failed_tries=1)
    assert result.target == 40 and not result.success
    assert "[retry after 1 failed try: -10]" in result.explanation
    two = ep.success_test(50, ScriptedDice(_d100(25)), failed_tries=2)
    assert two.target == 30 and two.success


@pytest.mark.parametrize("failures, modifier", [(0, 0), (1, -10), (5, -50), (6, -60), (7, -60)])
def test_retry_modifier_floor_at_60(failures, modifier):
    assert ep.retry_modifier(failures) == modifier


def test_retry_counts_inside_the_cap():
    result = ep.success_test(50, ScriptedDice(_d100(5)), modifiers=(-30, -30), failed_tries=3)
    assert result.modifiers.raw == -90 and result.modifiers.applied == -60
    assert result.target == -10


def test_retry_default_argument():
    assert ep.retry_modifier() == 0


# --- TN 99 and 99 while taking time ----------------------------------------------------


@pytest.mark.parametrize(
    "target, roll, outcome",
    [
        (98, 98, "success"),
        (98, 97, "success"),
        (99, 98, "success"),
        (99, 99, "critical failure"),  # 99 always fails, even at TN 99
        (100, 99, "critical failure"),
        (99, 88, "critical success"),
        (98, 99, "critical failure"),
    ],
)
def test_tn_99_either_side(target, roll, outcome):
    assert ep.success_test(target, ScriptedDice(_d100(roll))).outcome == outcome


def test_taking_time_at_tn_99_still_rolls():
    result = ep.success_test(89, ScriptedDice(_d100(99)), modifiers=(10,), taking_time=True)
    assert result.target == 99 and not result.automatic
    assert result.outcome is ep.Outcome.FAILURE  # no critical failure while taking time
    ok = ep.success_test(89, ScriptedDice(_d100(98)), modifiers=(10,), taking_time=True)
    assert ok.success and not ok.automatic


@pytest.mark.parametrize("target, automatic", [(99, False), (100, True), (101, True)])
def test_taking_time_above_99_is_automatic(target, automatic):
    dice = ScriptedDice(_d100(50))
    result = ep.success_test(target, dice, taking_time=True)
    assert result.automatic is automatic and result.success
    assert dice.remaining == (2 if automatic else 0)


@pytest.mark.parametrize(
    "target, taking_time, odds",
    [
        (97, False, Fraction(98, 100)),  # 00..97
        (98, False, Fraction(99, 100)),  # 00..98
        (99, False, Fraction(99, 100)),  # 99 fails
        (100, False, Fraction(99, 100)),
        (300, False, Fraction(99, 100)),
        (99, True, Fraction(99, 100)),
        (100, True, Fraction(1)),
    ],
)
def test_success_odds_around_99(target, taking_time, odds):
    wins = sum(1 for roll in range(100) if roll == 0 or (roll != 99 and roll <= target))
    expected = Fraction(1) if taking_time and target > 99 else Fraction(wins, 100)
    assert expected == odds == ep.success_odds(target, taking_time)


@pytest.mark.parametrize("target", [-1, 0, 1, 10, 11, 50, 98, 99, 100])
@pytest.mark.parametrize("taking_time", [False, True])
def test_critical_odds_by_enumeration(target, taking_time):
    doubles = [r for r in range(100) if r // 10 == r % 10]
    if taking_time and target > 99:
        expected = (Fraction(0), Fraction(0))
    else:
        crit_ok = sum(1 for r in doubles if r == 0 or (r != 99 and r <= target))
        crit_bad = 0 if taking_time else len(doubles) - crit_ok
        expected = (Fraction(crit_ok, 100), Fraction(crit_bad, 100))
    assert ep.critical_odds(target, taking_time) == expected


# --- The +/-60 cap at 60 and 70 --------------------------------------------------------


@pytest.mark.parametrize(
    "modifiers, applied, capped",
    [
        ((30, 20), 50, False),
        ((30, 30), 60, False),
        ((30, 30, 10), 60, True),
        ((-30, -30), -60, False),
        ((-30, -30, -10), -60, True),
        ((-30, -20), -50, False),
    ],
)
def test_cap_at_60_and_70(modifiers, applied, capped):
    mods = ep.cap_modifiers(modifiers)
    assert mods.raw == sum(modifiers) and mods.applied == applied and mods.capped is capped


def test_cap_shows_in_the_explanation_only_when_it_bites():
    at_60 = ep.success_test(20, ScriptedDice(_d100(50)), modifiers=(30, 30))
    assert at_60.target == 80 and "capped" not in at_60.explanation
    at_70 = ep.success_test(20, ScriptedDice(_d100(50)), modifiers=(30, 30, 10))
    assert at_70.target == 80 and "(capped from +70)" in at_70.explanation


def test_teamwork_inside_the_cap():
    mods = ep.cap_modifiers([ep.teamwork_modifier(6), 10])
    assert mods.raw == 70 and mods.applied == 60


# --- Bad arguments -------------------------------------------------------------------


@pytest.mark.parametrize("bad", [None, "50", 50.0, float("nan"), True, 10**18, -(10**18)])
def test_bad_target(bad):
    with pytest.raises(RulesError, match="target"):
        ep.success_odds(bad)


def test_bad_modifiers():
    with pytest.raises(RulesError, match="modifiers"):
        ep.cap_modifiers(None)
    with pytest.raises(RulesError, match="modifiers"):
        ep.cap_modifiers("10")
    with pytest.raises(RulesError, match="modifiers"):
        ep.cap_modifiers([10] * 101)
    with pytest.raises(RulesError, match=r"modifiers\[0\]"):
        ep.cap_modifiers([10**18])


def test_opposed_test_reads_generator_modifiers_once():
    """Found by the rules mutation work: the cap check used up a generator, so side A
    rolled against 50 instead of 70."""
    from rules import eclipse_phase as ep
    from rules.dice import ScriptedDice

    result = ep.opposed_test(50, 40, ScriptedDice([3, 10, 2, 5]), modifiers_a=(m for m in [20]))
    assert result.a.target == 70
