"""RyF: the second-pass rulings with scripted dice, the thresholds at their exact values,
and the chance to down the target against a brute-force enumeration done here."""

from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from rules import RulesError, ryf
from rules.dice import ScriptedDice

# --- Opposed: a natural 1 or a fumble loses, unless both ------------------------------


def test_opposed_natural_one_loses_whatever_the_total():
    # A: (1,1,5) median 1 + 40 = 41; B: (2,3,4) median 3 + 0 = 3.
    result = ryf.opposed_roll(40, 0, ScriptedDice([1, 1, 5, 2, 3, 4]))
    assert result.a.total > result.b.total
    assert result.winner == "b"
    assert result.explanation.endswith("B wins (A's natural 1 loses)")


def test_opposed_fumble_loses_and_says_so():
    result = ryf.opposed_roll(10, 0, ScriptedDice([5, 5, 5, 1, 1, 1]))
    assert result.b.fumble and result.winner == "a"
    assert result.explanation.endswith("A wins (B's fumble loses)")


def test_opposed_both_natural_one_is_a_tie():
    result = ryf.opposed_roll(30, 0, ScriptedDice([1, 1, 9, 1, 1, 1]))
    assert result.winner is None
    assert "both rolled a natural 1: tie" in result.explanation


def test_opposed_a_one_in_an_explosion_is_no_natural_one():
    # A: (10,10,10) -> 10, then (1,1,1) -> 1: 11 + 0; the 1 is on the second throw.
    result = ryf.opposed_roll(0, 5, ScriptedDice([10, 10, 10, 1, 1, 1, 2, 2, 2]))
    assert not result.a.natural_one and not result.a.fumble
    assert result.a.total == 11 and result.b.total == 7 and result.winner == "a"


def test_opposed_odds_count_the_natural_one():
    # Same bonus: symmetric. A at +60 still loses whenever A alone rolls a natural 1.
    a_wins, b_wins, tie = ryf.opposed_odds(60, -20)
    p1 = Fraction(28, 1000)  # median of 3d10 is 1: 1 + 3*9 = 28 of 1000
    # B (at -20) wins otherwise only by exploding past an 80-point gap: eight tens.
    assert 0 < b_wins - p1 * (1 - p1) < Fraction(1, 10**10)
    assert 0 < tie - p1 * p1 < Fraction(1, 10**10)
    assert a_wins == 1 - b_wins - tie


# --- Critical only on a successful skill roll or attack --------------------------------


@pytest.mark.parametrize("bonus, critical", [(20, False), (21, True), (22, True)])
def test_critical_at_30_and_either_side(bonus, critical):
    # (9,9,9) median 9: totals 29, 30, 31 against 15.
    result = ryf.skill_roll(bonus, 15, ScriptedDice([9, 9, 9]))
    assert result.total == bonus + 9 and result.success
    assert result.critical is critical
    assert ("30+: critical" in result.explanation) is critical


def test_a_failed_roll_of_30_is_no_critical():
    result = ryf.skill_roll(21, 31, ScriptedDice([9, 9, 9]))
    assert result.total == 30 and not result.success and not result.critical
    assert "critical" not in result.explanation


def test_a_natural_one_with_30_is_no_critical():
    result = ryf.skill_roll(29, 10, ScriptedDice([1, 1, 9]))
    assert result.total == 30 and not result.success and not result.critical


def test_initiative_of_30_is_no_critical():
    result = ryf.initiative_roll(10, 10, ScriptedDice([10, 10, 10]))
    assert result.total == 30 and not result.critical
    assert "critical" not in result.explanation


def test_critical_attack_doubles_damage():
    attack = ryf.skill_roll(20, 17, ScriptedDice([10, 10, 10, 3, 3, 3]))
    assert attack.total == 33 and attack.critical
    assert ryf.damage_roll("1d10", ScriptedDice([4]), critical=attack.critical).total == 8


def test_critical_odds_need_the_difficulty_too():
    assert ryf.critical_odds(20, "median", difficulty=35) == ryf.success_odds(20, 35)
    assert ryf.critical_odds(20, "median", difficulty=10) == ryf.success_odds(20, 30)
    assert ryf.critical_odds(20) == ryf.success_odds(20, 30)


def test_fumble_counts_on_the_first_throw_only():
    result = ryf.skill_roll(5, 10, ScriptedDice([10, 10, 10, 1, 1, 1]))
    assert not result.fumble and result.total == 16 and result.success
    assert "fumble" not in result.explanation
    first = ryf.skill_roll(5, 10, ScriptedDice([1, 1, 1]))
    assert first.fumble and "fumble" in first.explanation


# --- Defence that matches the attack ----------------------------------------------------


def test_defence_skill_matches_the_attack():
    assert ryf.defence_skill("melee_weapons") == "melee_weapons"
    assert ryf.defence_skill("brawl") == "brawl"
    assert ryf.other_melee_skill("brawl") == "melee_weapons"
    assert ryf.other_melee_skill("melee_weapons") == "brawl"
    with pytest.raises(RulesError, match="attack_skill: must be one of melee_weapons, brawl"):
        ryf.defence_skill("ranged_weapons")


def test_a_brawler_defends_a_punch_with_brawl():
    skills = {"melee_weapons": 1, "brawl": 6}
    against_sword = ryf.defence(5, skills[ryf.defence_skill("melee_weapons")])
    against_fist = ryf.defence(5, skills[ryf.defence_skill("brawl")])
    assert (against_sword, against_fist) == (11, 16)


# --- Thresholds at their exact values ---------------------------------------------------


@pytest.mark.parametrize(
    "hp, state",
    [
        (11, "ok"),
        (10, "wounded"),
        (9, "wounded"),
        (1, "wounded"),
        (0, "unconscious"),
        (-1, "unconscious"),
        (-19, "unconscious"),
        (-20, "dead"),
        (-21, "dead"),
    ],
)
def test_hp_thresholds_either_side(hp, state):
    assert ryf.health_state(hp) == state


@pytest.mark.parametrize("bonus, success", [(5, False), (6, True), (7, True)])
def test_difficulty_met_exactly(bonus, success):
    # (4,4,9) median 4: totals 9, 10, 11 against 10.
    assert ryf.skill_roll(bonus, 10, ScriptedDice([4, 4, 9])).success is success


@pytest.mark.parametrize(
    "attribute, skill, warned",
    [(10, 4, False), (10, 5, False), (10, 6, True), (9, 6, False), (9, 7, True)],
)
def test_creation_attribute_plus_skill_at_15(attribute, skill, warned):
    attributes = {"strength": attribute, "resistance": 5, "dexterity": 5}
    warnings = ryf.creation_warnings(attributes, {"brawl": skill})
    assert any("strength + skill" in w for w in warnings) is warned


@pytest.mark.parametrize("skill, warned", [(4, False), (5, False), (6, True)])
def test_creation_skill_at_5(skill, warned):
    warnings = ryf.creation_warnings({"strength": 2}, {"search": skill})
    assert any("creation allows at most 5" in w for w in warnings) is warned


@pytest.mark.parametrize("points, warned", [(39, False), (40, False), (41, True)])
def test_creation_budgets_at_40(points, warned):
    attributes = {"strength": 10, "resistance": 10, "dexterity": 10, "intelligence": points - 30}
    assert any(w.startswith("attributes:") for w in ryf.creation_warnings(attributes, {})) is warned
    skills = {name: 5 for name in list(ryf.SKILLS)[:8]}  # 40 points, none above 5
    skills["search"] = points - 35
    assert any(w.startswith("skills:") for w in ryf.creation_warnings({}, skills)) is warned


@pytest.mark.parametrize("points, warned", [(45, False), (46, True)])
def test_creation_budget_45_with_charisma(points, warned):
    attributes = {"strength": 10, "resistance": 10, "dexterity": 10, "intelligence": 10}
    attributes["charisma"] = points - 40
    warnings = ryf.creation_warnings(attributes, {}, charisma_option=True)
    assert any(w.startswith("attributes:") for w in warnings) is warned


# --- The chance to down the target: brute force over truncated enumerations -----------

INDEX = {"low": 0, "median": 1, "high": 2}


@cache
def _level(level):
    counts = {}
    for dice in product(range(1, 11), repeat=3):
        t = sorted(dice)[INDEX[level]]
        counts[t] = counts.get(t, 0) + Fraction(1, 1000)
    return counts


def _attack_totals(bonus, level, tens):
    """(total, probability, natural one) for every attack with at most ``tens`` tens,
    and the probability of the longer explosions left out."""
    dist = _level(level)
    out = []
    for k in range(tens + 1):
        for t in range(1, 10):
            out.append((bonus + 10 * k + t, dist[10] ** k * dist[t], k == 0 and t == 1))
    return out, dist[10] ** (tens + 1)


def _damage_sums(count, sides, modifier, maxima):
    """Damage before doubling (floored at 0) for chains of at most ``maxima`` maxima."""
    one = {}
    for k in range(maxima + 1):
        for t in range(1, sides):
            one[sides * k + t] = Fraction(1, sides) ** (k + 1)
    sums = {0: Fraction(1)}
    for _ in range(count):
        new = {}
        for a, pa in sums.items():
            for b, pb in one.items():
                new[a + b] = new.get(a + b, 0) + pa * pb
        sums = new
    floored = {}
    for value, p in sums.items():
        floored[max(0, value + modifier)] = floored.get(max(0, value + modifier), 0) + p
    left = 1 - (1 - Fraction(1, sides) ** (maxima + 1)) ** count
    return floored, left


def _brute_attack(bonus, difficulty, damage, hp, level):
    count, rest = damage.split("d")
    sign = "-" if "-" in rest else "+"
    sides, _, modifier = rest.partition(sign)
    modifier = int(modifier or 0) * (-1 if sign == "-" else 1)
    totals, attack_left = _attack_totals(bonus, level, 14)
    sums, damage_left = _damage_sums(int(count), int(sides), modifier, 9)
    # What the damage does once it is rolled, for a plain hit (1) and a critical (2):
    # the chance it downs, the chance it kills, its mean (every sum of the enumeration).
    harm = {
        factor: (
            sum(q for value, q in sums.items() if hp - factor * value <= 0),
            sum(q for value, q in sums.items() if hp - factor * value <= -20),
            sum(q * factor * value for value, q in sums.items()),
        )
        for factor in (1, 2)
    }
    hit = critical = down = dead = mean = Fraction(0)
    for total, p, one in totals:
        success = not one and total >= difficulty
        factor = 2 if success and total >= 30 else 1
        if not success:
            down += p * (hp <= 0)
            dead += p * (hp <= -20)
            continue
        hit += p
        critical += p * (factor == 2)
        downs, kills, damage_mean = harm[factor]
        down += p * downs
        dead += p * kills
        mean += p * damage_mean
    return (hit, critical, down, dead, mean), attack_left + damage_left


CASES = [
    (10, 15, "1d10", 24, "median"),
    (12, 15, "1d6-2", 5, "median"),
    (25, 20, "2d6", 20, "high"),
    (25, 20, "2d6", 10, "median"),
    (8, 20, "1d10+2", 1, "low"),
    (30, 10, "2d6", 0, "median"),
    (30, 10, "1d6-2", -19, "low"),
    (0, 30, "3d6", 40, "high"),
    (19, 24, "1d10", 11, "median"),
]


@pytest.mark.parametrize("case", CASES)
def test_attack_odds_match_truncated_enumeration(case):
    exact = ryf.attack_odds(*case)
    (hit, critical, down, dead, mean), left = _brute_attack(*case)
    assert 0 < left < Fraction(1, 10**6)
    assert exact.truncation == 0
    assert hit <= exact.hit <= hit + left
    assert critical <= exact.critical <= critical + left
    assert down <= exact.down <= down + left
    assert dead <= exact.dead <= dead + left
    assert mean <= exact.expected_damage <= mean + Fraction(1, 10**4)
    assert exact.hit == ryf.success_odds(case[0], case[1], case[4])


def test_attack_odds_brawl_by_hand():
    # 1d6-2 against 5 HP: a plain hit downs it on 6 then anything (S >= 7): 1/6.
    odds = ryf.attack_odds(12, 15, "1d6-2", 5)
    plain = odds.hit - odds.critical
    # a critical needs 2*max(0, S-2) >= 5, so S >= 5: 2/6.
    assert odds.down == plain * Fraction(1, 6) + odds.critical * Fraction(2, 6)
    # E[max(0, S-2)] for an exploding d6: 4.2 - 2 + P(S=1) * 1 = 2.2 + 1/6.
    assert odds.expected_damage == (plain + 2 * odds.critical) * (Fraction(22, 10) + Fraction(1, 6))


@pytest.mark.parametrize("hp", [9, 10, 11])
def test_attack_odds_down_when_damage_meets_hp(hp):
    # 1d10 exploding: S >= 9 is 9 or 10 (2/10), S >= 10 and S >= 11 both need a 10 (1/10).
    odds = ryf.attack_odds(5, 10, "1d10", hp)
    plain = odds.hit - odds.critical
    at_least = {9: Fraction(2, 10), 10: Fraction(1, 10), 11: Fraction(1, 10)}[hp]
    half = {9: Fraction(6, 10), 10: Fraction(6, 10), 11: Fraction(5, 10)}[hp]  # 2S >= hp
    assert 0 < odds.critical < plain
    assert odds.down == plain * at_least + odds.critical * half
    assert odds.dead == plain * (1 - _below(hp + 20)) + odds.critical * (
        1 - _below(-(-(hp + 20) // 2))
    )


def _below(n):
    """P(exploding d10 < n), by enumeration of chains."""
    total = Fraction(0)
    for k in range(n // 10 + 1):
        for t in range(1, 10):
            total += Fraction(1, 10) ** (k + 1) * (10 * k + t < n)
    return total


def test_attack_odds_target_already_down_or_dead():
    assert ryf.attack_odds(0, 30, "1d6", 0).down == 1
    assert ryf.attack_odds(0, 30, "1d6", -20).dead == 1
    assert ryf.attack_odds(0, 30, "1d6", -19).dead < 1


def test_damage_dice_fall_together_and_each_keeps_its_chain():
    """Issue 11: 2d6 typed "6 6" then "2 1" is 6+2 and 6+1, as the dice fell."""
    damage = ryf.damage_roll("2d6", ScriptedDice([6, 6, 2, 1]))
    assert damage.chains == ((6, 2), (6, 1))
    assert damage.explanation == "damage 2d6: 6+2 + 6+1 (maxima explode) = 15"
    # The text's example still reads the same: 3 and 6, then 6, then 1 -> 16.
    assert ryf.damage_roll("2d6", ScriptedDice([3, 6, 6, 1])).chains == ((3,), (6, 6, 1))
