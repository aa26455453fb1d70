from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import RulesError, fids
from rules.dice import ScriptedDice
from tests.rules.support import refusal


def test_text_example_explanation():
    result = fids.test(3, "favorable", ScriptedDice([2, 4, 6]), "agility")
    assert result.explanation == "3d6 favorable: 2 4 6 -> keep 2 < agility 3: complete success"


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


def test_force_names_the_lower_dice_allowed_or_none():
    result = fids.test(3, "neutral", ScriptedDice([2, 4, 6]))
    with pytest.raises(RulesError) as caught:
        fids.force_lower(result, 6, energy=5)
    assert str(caught.value) == "die: must be a lower die of the roll: 2 (got 6)"
    level = fids.test(3, "neutral", ScriptedDice([3, 3, 3]))  # no die lower than the kept
    with pytest.raises(RulesError) as caught:
        fids.force_lower(level, 1, energy=5)
    assert str(caught.value) == "die: must be a lower die of the roll: none (got 1)"


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


# --- Second pass -----------------------------------------------------------------------


def test_critical_energy_after_the_force_is_paid():
    # Energy 5, favorable reroll costing 5 (kept 1 -> triple 4: 2 + 3), a triple: 5 -> 0 -> 2.
    first = fids.test(3, "favorable", ScriptedDice([1, 5, 6]))
    force = fids.reroll_favorable(first, ScriptedDice([4, 4, 4]), energy=5)
    assert force.cost == 5 and force.energy_after == 0
    assert force.after.outcome is fids.Outcome.CRITICAL
    change = fids.settle_energy(5, 9, first, force)
    assert (change.before, change.after_force, change.after) == (5, 0, 2)
    assert change.steps == (
        "force costs 5 Energy: 5 -> 0",
        "critical +2 Energy (max 9): 0 -> 2",
    )


def test_critical_gain_stops_at_the_maximum():
    triple = fids.test(2, "neutral", ScriptedDice([3, 3, 3]))
    assert fids.settle_energy(5, 5, triple).after == 5  # at its maximum: stays
    assert fids.settle_energy(4, 5, triple).after == 5  # one below: +1 only
    assert fids.settle_energy(3, 5, triple).after == 5  # two below: the whole +2
    assert fids.settle_energy(3, 5, triple).gain == 2
    assert fids.settle_energy(4, 5, triple).gain == 1


def test_energy_bounds_at_maximum_and_zero():
    assert fids.gain_energy(5, 5, 1) == 5
    assert fids.gain_energy(4, 5, 1) == 5
    assert fids.gain_energy(5, 5, -1) == 4
    assert fids.gain_energy(0, 5, -1) == 0
    assert fids.gain_energy(1, 5, -1) == 0
    with pytest.raises(RulesError, match=r"energy: must be 0\.\.5 \(got 6\)"):
        fids.gain_energy(6, 5, 0)


def test_misfortune_paid_force_gains_no_energy_cost():
    first = fids.test(3, "unfavorable", ScriptedDice([2, 2, 2]))  # already a triple
    change = fids.settle_energy(4, 6, first)
    assert change.after == 6 and change.force_cost == 0
    result = fids.test(3, "unfavorable", ScriptedDice([2, 4, 6]))
    paid = fids.force_lower(result, 2, energy=0, pay_with_misfortune=True)
    assert fids.settle_energy(0, 6, result, paid).after == 0


@pytest.mark.parametrize(
    "dice, attribute, stance, text",
    [
        (
            [6, 6, 6],
            3,
            "neutral",
            "3d6 neutral: 6 6 6 -> triple 6: critical success (triple, +2 Energy)",
        ),
        (
            [2, 2, 2],
            3,
            "favorable",
            "3d6 favorable: 2 2 2 -> triple 2: critical success (triple, +2 Energy)",
        ),
        (
            [1, 3, 5],
            3,
            "neutral",
            "3d6 neutral: 1 3 5 -> keep 3 = attribute 3: tight success (complication)",
        ),
        ([1, 4, 5], 3, "neutral", "3d6 neutral: 1 4 5 -> keep 4 > attribute 3: failure"),
        ([1, 2, 5], 3, "neutral", "3d6 neutral: 1 2 5 -> keep 2 < attribute 3: complete success"),
    ],
)
def test_explanation_states_the_deciding_comparison(dice, attribute, stance, text):
    result = fids.test(attribute, stance, ScriptedDice(dice))
    assert result.explanation == text
    assert "<=" not in result.explanation


def test_forced_explanation_names_the_new_comparison():
    result = fids.test(3, "unfavorable", ScriptedDice([2, 4, 6]))
    forced = fids.force_lower(result, 2, energy=5)
    assert forced.after.explanation.endswith("keep 2 (forced) < attribute 3: complete success")


@pytest.mark.parametrize("pool, allowed", [(13, True), (14, True), (15, False)])
def test_misfortune_cap_refuses_the_point_it_cannot_hold(pool, allowed):
    if allowed:
        assert fids.add_misfortune(pool, 1) == pool + 1
    else:
        with pytest.raises(RulesError, match="cannot hold 1 more"):
            fids.add_misfortune(pool, 1)


def test_misfortune_without_the_cap_grows_past_15():
    assert fids.add_misfortune(15, 1, cap=None) == 16
    assert fids.add_misfortune(40, 1, cap=None) == 41


def test_misfortune_at_zero_cannot_go_below():
    assert fids.add_misfortune(1, -1) == 0
    assert fids.add_misfortune(0, 0) == 0
    with pytest.raises(RulesError, match="cannot lose 1"):
        fids.add_misfortune(0, -1)


def test_misfortune_above_a_later_cap_can_still_be_spent():
    assert fids.add_misfortune(20, -1) == 19
    with pytest.raises(RulesError, match="at most 15"):
        fids.add_misfortune(20, 1)


def test_classify_refuses_garbage():
    with pytest.raises(RulesError, match="kept: must be 1..6"):
        fids.classify((1, 2, 3), -1, 3)
    with pytest.raises(RulesError, match="kept: must be one of the dice 1 2 3"):
        fids.classify((1, 2, 3), 5, 3)
    with pytest.raises(RulesError, match="dice"):
        fids.classify((1, 2), 1, 3)


@pytest.mark.parametrize("kept, outcome", [(2, "complete"), (3, "tight"), (4, "failure")])
def test_classify_at_the_attribute_and_either_side(kept, outcome):
    assert fids.classify((2, 3, 4), kept, 3) == outcome


def test_misfortune_without_cap_stops_at_999():
    assert fids.add_misfortune(998, 1, cap=None) == 999
    assert fids.add_misfortune(999, -1, cap=None) == 998
    assert refusal(lambda: fids.add_misfortune(999, 1, cap=None)) == (
        "the Misfortune pool holds at most 999"
    )


@pytest.mark.parametrize("players, pool", [(0, 0), (7, 14), (8, 15), (99, 15)])
def test_session_misfortune_is_2_per_player_up_to_15(players, pool):
    assert fids.new_session_misfortune(players) == pool
    assert fids.new_session_misfortune(players, cap=None) == 2 * players


def test_a_favorable_test_is_not_forced_to_a_lower_die():
    favorable = fids.resolve(3, "favorable", (2, 4, 6))
    assert refusal(lambda: fids.force_lower(favorable, 2, 5)) == (
        "stance: favorable keeps the lowest die; force with a reroll instead"
    )


def test_a_reroll_paid_with_misfortune_costs_no_energy():
    first = fids.resolve(2, "favorable", (4, 5, 6))
    paid = fids.reroll_favorable(first, ScriptedDice([1, 2, 6]), 3, pay_with_misfortune=True)
    assert paid.cost == 5  # 2 + |4 - 1|, paid with 1 Misfortune instead
    assert (paid.energy_before, paid.energy_after, paid.energy_lost_unpaid) == (3, 3, 0)
    unpaid = fids.reroll_favorable(first, ScriptedDice([1, 2, 6]), 3)
    assert (unpaid.energy_after, unpaid.energy_lost_unpaid) == (0, 2)


def test_energy_without_a_force_has_nothing_unpaid():
    change = fids.settle_energy(4, 6, fids.resolve(3, "neutral", (1, 2, 5)))
    assert (change.after_force, change.after, change.force_cost, change.unpaid) == (4, 4, 0, 0)
    assert change.gain == 0 and change.steps == ()


def test_misfortune_grows_by_one_by_default():
    assert fids.add_misfortune(3) == 4
