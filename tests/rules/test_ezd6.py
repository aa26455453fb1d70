from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import RulesError, ezd6
from rules.dice import ScriptedDice
from tests.rules.support import refusal


def test_boon_keeps_highest_bane_lowest_cancel():
    assert ezd6.roll(4, ScriptedDice([2, 5]), boons=1).kept == 5
    assert ezd6.roll(4, ScriptedDice([2, 5]), banes=1).kept == 2
    assert ezd6.roll(4, ScriptedDice([3]), boons=1, banes=1).dice == (3,)


def test_helper_plus_boon_is_3d6():
    result = ezd6.roll(5, ScriptedDice([1, 2, 5]), boons=1, helpers=1)
    assert len(result.dice) == 3 and result.kept == 5 and result.success


def test_one_always_critical_failure_six_always_success():
    result = ezd6.roll(1, ScriptedDice([1]))
    assert result.critical_failure and not result.success
    assert ezd6.roll(6, ScriptedDice([6])).success


def test_karma_not_on_a_one_and_hero_die():
    one = ezd6.roll(3, ScriptedDice([1]))
    with pytest.raises(RulesError, match="cannot save a kept 1"):
        ezd6.spend_karma(one, 1, available=3)
    saved = ezd6.use_hero_die(one, ScriptedDice([4]), available=1)
    assert saved.kept == 4 and saved.success
    raised = ezd6.spend_karma(ezd6.roll(5, ScriptedDice([3])), 2, available=3)
    assert raised.kept == 5 and raised.success


def test_critical_chain_with_karma():
    chain = ezd6.CriticalChain().add(6).add(4)
    assert chain.extra_strikes == 1 and not chain.going
    assert chain.karma_to_continue() == 2
    chain = chain.raise_last(available=2).add(6).add(1)
    assert chain.extra_strikes == 3 and chain.karma_to_continue() is None
    first = ezd6.roll(3, ScriptedDice([6]))
    assert ezd6.strikes_dealt(first, 1, ezd6.roll_critical_chain(ScriptedDice([6, 6, 2]))) == 3


def test_armour_saves_per_strike():
    saves = ezd6.armour_saves(3, 5, ScriptedDice([5, 2, 6]))
    assert saves.negated == 2 and saves.taken == 1
    assert ezd6.armour_saves(2, None, ScriptedDice([])).taken == 2


def test_miraculous_saves():
    normal = ezd6.miraculous_save(4, ScriptedDice([4]))
    assert normal.passed and "no harm" in normal.explanation
    life = ezd6.miraculous_save(4, ScriptedDice([2]), life_threatening=True)
    assert not life.passed and "unconscious or dead" in life.explanation


def test_turn_order_and_surprise():
    assert ezd6.turn_order(["p1", "p2"], ["e1"]) == ["p1", "p2", "e1"]
    assert ezd6.turn_order(["p1"], ["e1"], surprise="enemies") == ["e1", "p1"]


def _brute(difficulty, boons, banes, helpers):
    net = boons + helpers - banes
    n = 1 + abs(net)
    wins = 0
    for dice in product(range(1, 7), repeat=n):
        kept = max(dice) if net >= 0 else min(dice)
        wins += kept != 1 and kept >= difficulty
    return Fraction(wins, 6**n)


@pytest.mark.parametrize("difficulty", range(1, 7))
def test_odds_match_brute_force(difficulty):
    for boons, banes, helpers in product(range(3), range(3), range(3)):
        if 1 + abs(boons + helpers - banes) <= 5:
            assert ezd6.success_odds(difficulty, boons, banes, helpers) == _brute(
                difficulty, boons, banes, helpers
            )


@given(st.integers(1, 6), st.integers(0, 5), st.integers(0, 5), st.integers(0, 4))
def test_odds_properties(difficulty, boons, banes, helpers):
    p = ezd6.success_odds(difficulty, boons, banes, helpers)
    assert 0 <= p <= 1
    if boons < 10:
        assert ezd6.success_odds(difficulty, boons + 1, banes, helpers) >= p
    if difficulty < 6:
        assert ezd6.success_odds(difficulty + 1, boons, banes, helpers) <= p
    assert sum(ezd6.kept_distribution(boons, banes, helpers).values()) == 1


@pytest.mark.parametrize("karma, left", [(5, 0), (6, 1), (999, 994)])
def test_a_hero_die_costs_5_karma(karma, left):
    assert ezd6.buy_hero_die(karma) == left


@pytest.mark.parametrize("karma", [0, 4])
def test_a_hero_die_is_refused_below_5_karma(karma):
    assert refusal(lambda: ezd6.buy_hero_die(karma)) == (
        f"karma: a hero die costs 5 karma (has {karma})"
    )


@pytest.mark.parametrize("weapon_strikes", [1, 2])
def test_a_special_weapon_deals_its_2_strikes(weapon_strikes):
    hit = ezd6.roll(3, ScriptedDice([4]), attack=True)
    assert ezd6.strikes_dealt(hit, weapon_strikes) == weapon_strikes


def test_players_may_have_the_surprise_too():
    assert ezd6.turn_order(["Ana", "Bo"], ["Orc"], surprise="players") == ["Ana", "Bo", "Orc"]
    assert ezd6.turn_order(["Ana", "Bo"], ["Orc"], surprise="enemies") == ["Orc", "Ana", "Bo"]


def test_karma_raises_only_the_last_die_of_a_long_chain():
    chain = ezd6.CriticalChain((6, 6, 4))
    raised = chain.raise_last(2)
    assert raised.dice == (6, 6, 6) and raised.karma_spent == 2
    assert raised.extra_strikes == 3 and raised.going


def test_a_single_save_die_has_only_index_0():
    one = ezd6.ArmourSaves(4, (3,))
    assert ezd6.spend_karma_on_armour(one, 0, 1, 5).dice == (4,)
    assert refusal(lambda: ezd6.spend_karma_on_armour(one, 1, 1, 5)) == (
        "index: must be 0..0 (got 1)"
    )
    assert refusal(lambda: ezd6.use_hero_die_on_armour(one, 1, ScriptedDice([4]), 1)) == (
        "index: must be 0..0 (got 1)"
    )


@pytest.mark.parametrize(
    "boons, banes, helpers", [(0, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 0), (0, 1, 1), (2, 0, 0)]
)
def test_critical_failure_odds_enumerated(boons, banes, helpers):
    # Enumerate every throw of 1 + |net| dice; banes keep the lowest, boons the highest.
    net = boons + helpers - banes
    throws = list(product(range(1, 7), repeat=1 + abs(net)))
    ones = sum(1 for t in throws if (max(t) if net >= 0 else min(t)) == 1)
    assert ezd6.critical_failure_odds(boons, banes, helpers) == Fraction(ones, len(throws))


def test_the_kept_die_without_boons_banes_or_helpers_is_one_fair_die():
    assert ezd6.kept_distribution() == {face: Fraction(1, 6) for face in range(1, 7)}
    assert ezd6.dice_count() == 1


@pytest.mark.parametrize("save", [2, 3, 4, 5, 6])
def test_armour_save_odds_enumerated(save):
    assert ezd6.armour_save_odds(save) == Fraction(sum(1 for d in range(1, 7) if d >= save), 6)


@pytest.mark.parametrize(
    "boons, banes, helpers, count",
    [(0, 0, 0, 1), (2, 0, 0, 3), (0, 2, 0, 3), (1, 1, 0, 1), (0, 1, 1, 1), (1, 0, 2, 4)],
)
def test_dice_count_boons_and_helpers_against_banes(boons, banes, helpers, count):
    assert ezd6.dice_count(boons, banes, helpers) == count


def test_a_critical_chain_holds_at_most_1000_dice():
    assert len(ezd6.CriticalChain((6,) * 999).add(6).dice) == 1000
    assert refusal(lambda: ezd6.CriticalChain((6,) * 1000).add(6)) == (
        "critical chain: more than 1000 dice; check the dice"
    )
