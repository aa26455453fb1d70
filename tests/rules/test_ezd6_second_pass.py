"""EZD6: the second-pass rulings with scripted dice, the thresholds at their exact values,
and the chance to down the target against a brute-force enumeration done here."""

from fractions import Fraction
from itertools import product

import pytest

from rules import RulesError, ezd6
from rules.dice import ScriptedDice

# --- Hero die: reroll the die that showed the kept 1, read again -----------------------


def test_hero_die_with_a_bane_keeps_the_other_die():
    # Bane: 1 and 3, keep lowest 1; the 1 rerolled to 6 -> 6 and 3, keep lowest: 3.
    one = ezd6.roll(3, ScriptedDice([1, 3]), banes=1, attack=True)
    assert one.kept == 1 and one.critical_failure
    saved = ezd6.use_hero_die(one, ScriptedDice([6]), available=1)
    assert saved.current_dice == (6, 3) and saved.kept == 3
    assert saved.success and not saved.critical
    assert "hero die rerolls the 1 -> 6 (6 3 -> 3)" in saved.explanation


def test_hero_die_with_a_boon_rerolls_one_of_the_ones():
    one = ezd6.roll(4, ScriptedDice([1, 1]), boons=1)
    saved = ezd6.use_hero_die(one, ScriptedDice([5]), available=1)
    assert saved.current_dice == (5, 1) and saved.kept == 5 and saved.success


def test_hero_die_again_while_a_one_is_kept():
    one = ezd6.roll(3, ScriptedDice([1, 1]), banes=1)
    first = ezd6.use_hero_die(one, ScriptedDice([4]), available=2)
    assert first.current_dice == (4, 1) and first.kept == 1  # still a 1 kept
    second = ezd6.use_hero_die(first, ScriptedDice([5]), available=1)
    assert second.current_dice == (4, 5) and second.kept == 4 and second.success
    assert second.hero_rerolls == ((0, 4), (1, 5))
    with pytest.raises(RulesError, match="rerolls a kept 1 only"):
        ezd6.use_hero_die(second, ScriptedDice([2]), available=1)


def test_hero_die_plain_roll_new_result_stands():
    one = ezd6.roll(5, ScriptedDice([1]))
    again = ezd6.use_hero_die(one, ScriptedDice([2]), available=1)
    assert again.kept == 2 and not again.success and not again.critical_failure
    with pytest.raises(RulesError, match="hero dice: none left"):
        ezd6.use_hero_die(one, ScriptedDice([2]), available=0)


# --- Karma to exactly 6 starts the chain -----------------------------------------------


@pytest.mark.parametrize("points, kept", [(1, 5), (2, 6)])
def test_karma_to_six_and_one_short(points, kept):
    result = ezd6.spend_karma(ezd6.roll(3, ScriptedDice([4]), attack=True), points, available=5)
    assert result.kept == kept and result.critical is (kept == 6)
    assert ("karma +2 -> 6: the chain starts" in result.explanation) is (kept == 6)


def test_karma_past_six_is_refused():
    with pytest.raises(RulesError, match="at most 2 raises it to 6"):
        ezd6.spend_karma(ezd6.roll(3, ScriptedDice([4])), 3, available=5)


def test_karma_to_six_deals_the_chain():
    result = ezd6.spend_karma(ezd6.roll(3, ScriptedDice([5]), attack=True), 1, available=1)
    chain = ezd6.roll_critical_chain(ScriptedDice([6, 3]))
    assert ezd6.strikes_dealt(result, 1, chain) == 2


def test_karma_to_six_on_a_task_is_a_critical_success_without_a_chain_line():
    result = ezd6.spend_karma(ezd6.roll(6, ScriptedDice([4])), 2, available=2)
    assert result.success and "chain" not in result.explanation
    assert result.explanation.endswith("karma +2 -> 6 vs 6: success (critical)")


def test_karma_available_exactly():
    assert ezd6.spend_karma(ezd6.roll(3, ScriptedDice([3])), 2, available=2).kept == 5
    with pytest.raises(RulesError, match="has 1"):
        ezd6.spend_karma(ezd6.roll(3, ScriptedDice([3])), 2, available=1)


def test_chain_die_raised_to_exactly_six():
    chain = ezd6.CriticalChain().add(6).add(5)
    assert chain.karma_to_continue() == 1
    raised = chain.raise_last(available=1)
    assert raised.dice == (6, 6) and raised.going and raised.extra_strikes == 2


# --- Difficulty 1 and 6 ------------------------------------------------------------------


@pytest.mark.parametrize(
    "difficulty, die, success",
    [(1, 1, False), (1, 2, True), (6, 5, False), (6, 6, True), (5, 5, True), (5, 4, False)],
)
def test_difficulty_edges(difficulty, die, success):
    assert ezd6.roll(difficulty, ScriptedDice([die])).success is success


# --- Spill-over: chain strikes only -----------------------------------------------------


def test_spill_over_only_from_the_chain():
    # A special weapon (2 strikes), no chain; the first strike downs the target: no spill.
    assert ezd6.spill_over(strikes=2, chain_strikes=0, used=1) == 0
    # 1 + 2 chain strikes; the target downed by the first: both chain strikes may spill.
    assert ezd6.spill_over(strikes=3, chain_strikes=2, used=1) == 2
    # 2 + 1 chain; downed by the first: the weapon's second strike stays, the chain's goes.
    assert ezd6.spill_over(strikes=3, chain_strikes=1, used=1) == 1
    # Every strike used on the target: nothing left.
    assert ezd6.spill_over(strikes=3, chain_strikes=2, used=3) == 0
    with pytest.raises(RulesError, match="chain_strikes"):
        ezd6.spill_over(strikes=1, chain_strikes=2, used=0)


# --- Reach ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "attacker, target, ranged, reach",
    [
        ("near", "near", False, True),
        ("near", "far", False, False),
        ("far", "near", False, False),
        ("far", "far", False, False),
        ("near", "near", True, True),
        ("near", "far", True, True),
        ("far", "near", True, True),
        ("far", "far", True, True),
        ("out", "near", True, False),
        ("near", "out", True, False),
        ("out", "out", False, False),
    ],
)
def test_reach(attacker, target, ranged, reach):
    assert ezd6.in_reach(attacker, target, ranged) is reach
    assert (ezd6.reach_warning(attacker, target, ranged) is None) is reach


def test_reach_warning_text():
    assert ezd6.reach_warning("near", "far") == (
        "out of reach: a melee attacker in Near reaches only targets in Near (the target is in Far)"
    )
    assert ezd6.reach_warning("near", "out", True) == "out of reach: the target is out of combat"


# --- Karma and hero dice on saves --------------------------------------------------------


def test_karma_on_a_miraculous_save():
    save = ezd6.miraculous_save(5, ScriptedDice([4]), life_threatening=True)
    assert not save.passed
    raised = ezd6.spend_karma_on_save(save, 1, available=1)
    assert raised.passed and raised.die == 5 and raised.rolled == 4
    assert "4, karma +1 -> 5: passed: left at 1 strike" in raised.explanation


def test_hero_die_on_a_miraculous_save():
    save = ezd6.miraculous_save(2, ScriptedDice([1]))
    assert not save.passed
    with pytest.raises(RulesError, match="cannot save a kept 1"):
        ezd6.spend_karma_on_save(save, 1, available=3)
    rerolled = ezd6.use_hero_die_on_save(save, ScriptedDice([3]), available=1)
    assert rerolled.passed and "1, hero die rerolls the 1 -> 3: passed" in rerolled.explanation


@pytest.mark.parametrize("number, die, passed", [(4, 3, False), (4, 4, True), (4, 5, True)])
def test_miraculous_save_at_its_number(number, die, passed):
    assert ezd6.miraculous_save(number, ScriptedDice([die])).passed is passed


def test_karma_and_hero_die_on_armour_saves():
    saves = ezd6.armour_saves(3, 5, ScriptedDice([4, 1, 6]))
    assert saves.taken == 2
    raised = ezd6.spend_karma_on_armour(saves, 0, 1, available=1)
    assert raised.dice == (5, 1, 6) and raised.taken == 1 and raised.rolled == (4, 1, 6)
    with pytest.raises(RulesError, match="cannot save a kept 1"):
        ezd6.spend_karma_on_armour(raised, 1, 1, available=5)
    hero = ezd6.use_hero_die_on_armour(raised, 1, ScriptedDice([5]), available=1)
    assert hero.dice == (5, 5, 6) and hero.taken == 0 and hero.negated == 3
    assert "karma +1" in hero.explanation and "hero die" in hero.explanation


@pytest.mark.parametrize("die, negated", [(3, 0), (4, 1), (5, 1)])
def test_armour_save_at_its_number(die, negated):
    assert ezd6.armour_saves(1, 4, ScriptedDice([die])).negated == negated


# --- Strikes at 0 and garbage -----------------------------------------------------------


def test_strikes_floor_and_refusals():
    assert ezd6.apply_strikes(3, 3) == 0
    assert ezd6.apply_strikes(3, 4) == 0
    assert ezd6.apply_strikes(3, 2) == 1
    with pytest.raises(RulesError, match=r"taken: must be 0\.\.100 \(got -2\)"):
        ezd6.apply_strikes(3, -2)
    assert ezd6.heal_strikes(2, 3, 1) == 3
    assert ezd6.heal_strikes(3, 3, 1) == 3
    with pytest.raises(RulesError, match="amount"):
        ezd6.heal_strikes(2, 3, -1)


# --- The chance to down the target: brute force over truncated enumerations -----------


def _brute_attack(difficulty, left, boons, banes, weapon, save, chain_max):
    """Every roll, chain of at most ``chain_max`` dice after the 6 and every save die."""
    net = boons - banes
    count = 1 + abs(net)
    landed = {}
    dropped = Fraction(0)
    lands = Fraction(save - 1, 6) if save else Fraction(1)

    def add(strikes, p):
        for fails in product((True, False), repeat=strikes):  # True: the strike lands
            q = p
            for f in fails:
                q *= lands if f else 1 - lands
            n = min(left, sum(fails))
            landed[n] = landed.get(n, 0) + q

    for dice in product(range(1, 7), repeat=count):
        p = Fraction(1, 6**count)
        kept = max(dice) if net >= 0 else min(dice)
        if kept == 1 or kept < difficulty:
            landed[0] = landed.get(0, 0) + p
        elif kept < 6:
            add(weapon, p)
        else:
            for sixes in range(chain_max):  # sixes further 6s, then a die below 6
                add(weapon + sixes, p * Fraction(1, 6) ** sixes * Fraction(5, 6))
            dropped += p * Fraction(1, 6) ** chain_max
    return landed, dropped


@pytest.mark.parametrize(
    "difficulty, left, boons, banes, weapon, save",
    [
        (3, 3, 0, 0, 1, None),
        (4, 1, 1, 0, 1, 5),
        (2, 2, 0, 1, 2, 4),
        (6, 3, 2, 0, 1, 6),
        (5, 4, 0, 0, 2, None),
        (1, 2, 0, 2, 1, 2),
        (3, 0, 0, 0, 1, 3),
    ],
)
def test_attack_odds_match_truncated_enumeration(difficulty, left, boons, banes, weapon, save):
    exact = ezd6.attack_odds(difficulty, left, boons, banes, 0, weapon, save)
    brute, dropped = _brute_attack(difficulty, left, boons, banes, weapon, save, 8)
    assert 0 < dropped < Fraction(1, 10**6)
    assert exact.truncation == 0
    assert sum(exact.landed.values()) == 1
    assert set(exact.landed) == set(range(left + 1))
    for n in range(left + 1):
        assert brute.get(n, 0) <= exact.landed[n] <= brute.get(n, 0) + dropped, n
    assert exact.down == exact.landed[left]


def test_attack_odds_by_hand_no_armour():
    # 1d6 vs 4, one strike, target with 2: down needs a 6 and then at least one more 6.
    odds = ezd6.attack_odds(4, 2)
    assert odds.hit == Fraction(3, 6) and odds.critical == Fraction(1, 6)
    assert odds.down == Fraction(1, 6) * Fraction(1, 6)
    assert odds.landed[0] == Fraction(3, 6)
    assert odds.landed[1] == Fraction(2, 6) + Fraction(1, 6) * Fraction(5, 6)


def test_attack_odds_helpers_count_as_boons():
    assert ezd6.attack_odds(4, 2, boons=1) == ezd6.attack_odds(4, 2, helpers=1)


def test_karma_needed_is_what_changes_the_result():
    """Third pass: karma is offered only when enough is left to change the result."""
    assert ezd6.karma_needed(3, 5, success=False) == 2  # 3 -> 5: a success
    assert ezd6.karma_needed(4, 3, success=True) == 2  # 4 -> 6: the chain (a 6)
    assert ezd6.karma_needed(1, 3, success=False) is None  # a 1 takes no karma
    assert ezd6.karma_needed(6, 3, success=True) is None  # nothing above a 6
    for die in range(2, 6):
        for difficulty in range(1, 7):
            success = die >= difficulty
            needed = ezd6.karma_needed(die, difficulty, success)
            assert needed is not None
            raised = die + needed
            assert raised == 6 if success else raised >= difficulty
            assert not (raised - 1 == 6 or (not success and raised - 1 >= difficulty))
