from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import RulesError, ezd6
from rules.dice import ScriptedDice


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


def test_hero_die_price():
    assert ezd6.buy_hero_die(7) == 2
    with pytest.raises(RulesError):
        ezd6.buy_hero_die(4)


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
