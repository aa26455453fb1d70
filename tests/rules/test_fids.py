from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import RulesError, fids
from rules.dice import ScriptedDice


def test_text_example_explanation():
    result = fids.test(3, "favorable", ScriptedDice([2, 4, 6]), "agility")
    assert result.explanation == "3d6 favorable: 2 4 6 -> keep 2 <= agility 3: complete success"


def test_donny_forced_jump():
    # Unfavorable, rolls 2 4 6, Destreza 3: keeps 6, a failure; forcing to 2 costs 4 Energy.
    result = fids.test(3, "unfavorable", ScriptedDice([2, 4, 6]))
    assert (result.dice, result.kept, result.outcome) == ((2, 4, 6), 6, fids.Outcome.FAILURE)
    options = {o.die: o.cost for o in fids.force_options(result)}
    assert options == {2: 4, 4: 2}
    forced = fids.force_lower(result, 2, energy=5)
    assert forced.after.kept == 2 and forced.after.outcome is fids.Outcome.COMPLETE
    assert forced.energy_after == 1


def test_force_refused_without_energy_unless_misfortune():
    result = fids.test(3, "unfavorable", ScriptedDice([2, 4, 6]))
    with pytest.raises(RulesError, match="costs 4 Energy"):
        fids.force_lower(result, 2, energy=3)
    paid = fids.force_lower(result, 2, energy=0, pay_with_misfortune=True)
    assert paid.energy_after == 0 and paid.misfortune_paid


def test_force_to_illegal_die():
    result = fids.test(3, "neutral", ScriptedDice([2, 4, 6]))
    with pytest.raises(RulesError, match="lower die"):
        fids.force_lower(result, 6, energy=5)


@pytest.mark.parametrize(
    "energy, reroll, cost, after, unpaid",
    [
        (5, [5, 5, 6], 2 + 2, 1, 0),  # kept 3 -> 5, worse result stands
        (2, [1, 2, 4], 2 + 2, 0, 2),  # cannot pay the difference: Energy stops at 0
    ],
)
def test_favorable_reroll(energy, reroll, cost, after, unpaid):
    first = fids.test(2, "favorable", ScriptedDice([3, 4, 5]))
    forced = fids.reroll_favorable(first, ScriptedDice(reroll), energy)
    assert forced.cost == cost
    assert forced.energy_after == after
    assert forced.energy_lost_unpaid == unpaid
    assert forced.after.kept == min(reroll)


def test_favorable_reroll_needs_two_energy_and_only_once():
    first = fids.test(2, "favorable", ScriptedDice([3, 4, 5]))
    with pytest.raises(RulesError, match="at least 2"):
        fids.reroll_favorable(first, ScriptedDice([1, 1, 2]), energy=1)
    again = fids.reroll_favorable(
        first, ScriptedDice([1, 2, 3]), energy=1, pay_with_misfortune=True
    )
    with pytest.raises(RulesError, match="only once"):
        fids.reroll_favorable(again.after, ScriptedDice([1, 2, 3]), energy=5)


def test_critical_triple_gains_energy_even_above_attribute():
    result = fids.test(1, "unfavorable", ScriptedDice([5, 5, 5]))
    assert result.outcome is fids.Outcome.CRITICAL and result.success
    assert result.energy_gain == 2
    assert fids.gain_energy(4, 5, result.energy_gain) == 5


def test_tight_and_energy_floor():
    assert fids.test(4, "neutral", ScriptedDice([1, 4, 6])).outcome is fids.Outcome.TIGHT
    assert fids.gain_energy(1, 5, -3) == 0


def test_misfortune_session_and_cap():
    assert fids.new_session_misfortune(4) == 8
    assert fids.new_session_misfortune(9) == 15
    assert fids.add_misfortune(15, 1) == 15


@pytest.mark.parametrize("bad", [0, 6, "3", None])
def test_bad_attribute(bad):
    with pytest.raises(RulesError, match="attribute"):
        fids.success_odds(bad, "neutral")


def test_bad_stance():
    with pytest.raises(RulesError, match="stance: must be one of favorable, neutral, unfavorable"):
        fids.test(3, "lucky", ScriptedDice([1, 2, 3]))


def _brute(attribute, stance):
    counts = dict.fromkeys(("critical", "complete", "tight", "failure"), 0)
    for dice in product(range(1, 7), repeat=3):
        kept = sorted(dice)[{"favorable": 0, "neutral": 1, "unfavorable": 2}[stance]]
        if len(set(dice)) == 1:
            counts["critical"] += 1
        elif kept < attribute:
            counts["complete"] += 1
        elif kept == attribute:
            counts["tight"] += 1
        else:
            counts["failure"] += 1
    return {k: Fraction(v, 216) for k, v in counts.items()}


@pytest.mark.parametrize("stance", fids.STANCES)
@pytest.mark.parametrize("attribute", range(1, 6))
def test_odds_match_brute_force(attribute, stance):
    brute = _brute(attribute, stance)
    assert fids.outcome_odds(attribute, stance) == brute
    assert fids.success_odds(attribute, stance) == 1 - brute["failure"]


@given(st.integers(1, 5))
def test_stance_order(attribute):
    fav, neu, unf = (fids.success_odds(attribute, s) for s in fids.STANCES)
    assert 0 <= unf <= neu <= fav <= 1
    assert sum(fids.outcome_odds(attribute, "neutral").values()) == 1
