from fractions import Fraction
from functools import cache
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import RulesError, ezd6, ryf
from rules.dice import ScriptedDice
from tests.rules.support import refusal


@pytest.mark.parametrize("level, target", [("low", 3), ("median", 4), ("high", 8)])
def test_text_levels_4_8_3(level, target):
    result = ryf.skill_roll(5, 10, ScriptedDice([4, 8, 3]), level)
    assert result.throws[0].target == target


def test_strength_8_breaks_handcuffs_with_a_9():
    assert ryf.attribute_roll(8, 25, ScriptedDice([9, 9, 2])).success
    assert not ryf.attribute_roll(8, 25, ScriptedDice([8, 9, 2])).success


def test_attribute_roll_does_not_explode():
    result = ryf.attribute_roll(8, 25, ScriptedDice([10, 10, 10]))
    assert len(result.throws) == 1 and result.total == 26


def test_explosion_3_10_10_then_3_4_7():
    result = ryf.skill_roll(0, 10, ScriptedDice([3, 10, 10, 3, 4, 7]))
    assert result.dice_total == 14
    assert [t.dice for t in result.throws] == [(3, 10, 10), (3, 4, 7)]


def test_critical_sword_example():
    attack = ryf.skill_roll(19, 24, ScriptedDice([7, 10, 10, 6, 6, 8]))
    assert attack.total == 35 and attack.success and attack.critical
    damage = ryf.damage_roll("1d10", ScriptedDice([6]), critical=attack.critical)
    assert damage.total == 12


def test_mandoble_2d6_3_6_6_1():
    result = ryf.damage_roll("2d6", ScriptedDice([3, 6, 6, 1]))
    assert result.total == 16
    assert result.chains == ((3,), (6, 6, 1))


def test_brawl_negative_is_zero():
    assert ryf.damage_roll(ryf.BRAWL_DAMAGE, ScriptedDice([1])).total == 0
    assert ryf.damage_roll(ryf.BRAWL_DAMAGE, ScriptedDice([6, 3])).total == 7


def test_wounded_and_token_levels():
    wounded = ryf.resolve_level(skill=3, wounded=True)
    assert wounded.level == "low"
    assert ryf.skill_roll(5, 10, ScriptedDice([3, 5, 6]), wounded.level).throws[0].target == 3
    with_token = ryf.resolve_level(skill=3, wounded=True, token=True)
    assert ryf.skill_roll(5, 10, ScriptedDice([3, 5, 6]), with_token.level).throws[0].target == 5


def test_level_order():
    assert ryf.resolve_level(skill=0).level == "low"
    assert ryf.resolve_level(skill=0, specialization=True).level == "high"
    assert ryf.resolve_level(skill=4, specialization=True, token=True).level == "high"
    assert ryf.resolve_level(skill=4, token_returned=True).level == "low"
    assert ryf.resolve_level(skill=0, token_returned=True).level == "low"
    # Ruiseñor: token gives 8 of (3,4,8); returned token makes (4,10,10) a 4.
    assert ryf.target_die((3, 4, 8), ryf.resolve_level(skill=3, token=True).level) == 8
    assert ryf.target_die((4, 10, 10), ryf.resolve_level(skill=3, token_returned=True).level) == 4


def test_fred_axe_and_revolver():
    assert ryf.melee_bonus(strength=5, skill=6, precision=-1) == 10
    assert ryf.ranged_bonus(dexterity=8, skill=4, precision=0) == 12
    revolver = (35, 60, 120)
    assert ryf.range_band(50, revolver) == "medium"
    assert ryf.ranged_difficulty("medium") == 20
    assert ryf.range_band(35, revolver) == "short"
    assert ryf.range_band(150, revolver) is None
    assert ryf.ranged_difficulty("long", cover=True) == 30


def test_natural_one_fails_and_fumble():
    result = ryf.skill_roll(40, 10, ScriptedDice([1, 1, 5]))
    assert result.natural_one and not result.success and not result.fumble
    fumble = ryf.skill_roll(10, 10, ScriptedDice([1, 1, 1]))
    assert fumble.fumble and not fumble.success


def test_defence_and_hard_option():
    assert ryf.defence(7, 5) == 17
    assert ryf.defence(7, 5, hard=True) == 18


def test_hp_thresholds():
    assert ryf.hit_points(6) == 24
    assert [ryf.health_state(hp) for hp in (11, 10, 0, -19, -20)] == [
        "ok",
        "wounded",
        "unconscious",
        "unconscious",
        "dead",
    ]


def test_initiative_ties():
    order = ryf.initiative_order([("a", 20, 14), ("b", 20, 15), ("c", 22, 10), ("d", 20, 15)])
    assert order == ["c", "b", "d", "a"]
    assert ryf.initiative_roll(7, 6, ScriptedDice([10, 10, 10])).total == 23


def test_opposed():
    result = ryf.opposed_roll(10, 12, ScriptedDice([5, 5, 5, 3, 3, 3]))
    assert result.winner is None
    result = ryf.opposed_roll(10, 12, ScriptedDice([5, 10, 10, 2, 2, 2, 3, 3, 3]))
    assert result.a.total == 22 and result.winner == "a"


def test_xp():
    assert ryf.raise_cost(7) == 8
    assert ryf.raise_skill(7, 10) == (8, 2)
    with pytest.raises(RulesError, match="costs 8 XP"):
        ryf.raise_skill(7, 7)
    with pytest.raises(RulesError, match="1..10"):
        ryf.check_xp_award(11)


def test_creation_warnings():
    warnings = ryf.creation_warnings(
        {"strength": 10, "resistance": 10, "dexterity": 10, "intelligence": 5, "perception": 6},
        {"melee_weapons": 6, "brawl": 5},
    )
    assert "attributes: 41 points, creation allows 40" in warnings
    assert "skills.melee_weapons: 6, creation allows at most 5" in warnings
    assert "skills.melee_weapons: strength + skill = 16, creation allows at most 15" in warnings


@pytest.mark.parametrize("bad", ["d6", "1d", "2x6", "1d6+", "0d6", "1d1", ""])
def test_bad_damage_expression(bad):
    with pytest.raises(RulesError, match="damage"):
        ryf.damage_roll(bad, ScriptedDice([1]))


def test_bad_level():
    with pytest.raises(RulesError, match="level: must be one of low, median, high"):
        ryf.success_odds(10, 15, "top")


# --- Brute-force odds ----------------------------------------------------------------

INDEX = {"low": 0, "median": 1, "high": 2}


@cache
def _brute_level(level):
    counts = {}
    for dice in product(range(1, 11), repeat=3):
        t = sorted(dice)[INDEX[level]]
        counts[t] = counts.get(t, 0) + 1
    return {k: Fraction(v, 1000) for k, v in counts.items()}


@cache
def _brute_success(need, level, first):
    """Enumerate throws; a 10 rolls again; stops once the need is certain."""
    if need <= (2 if first else 1) and not first:
        return Fraction(1)
    total = Fraction(0)
    for t, p in _brute_level(level).items():
        if first and t == 1:
            continue
        if t == 10:
            total += p * _brute_success(need - 10, level, False)
        elif t >= need:
            total += p
    return total


@pytest.mark.parametrize("level", ryf.LEVELS)
def test_success_odds_match_brute_force(level):
    assert ryf.level_distribution(level) == _brute_level(level)
    for bonus in range(-5, 36, 3):
        for difficulty in (0, 5, 10, 15, 20, 24, 25, 30, 40, 55):
            assert ryf.success_odds(bonus, difficulty, level) == _brute_success(
                difficulty - bonus, level, True
            ), (bonus, difficulty)


def _brute_sums(level, explosions):
    """Every exploding sum with at most ``explosions`` tens, from the 3d10 enumeration,
    each with whether its first target die is a 1, and the probability left over."""
    dist = _brute_level(level)
    sums = {}
    for k in range(explosions + 1):
        for t in range(1, 10):
            sums[10 * k + t] = (dist[10] ** k * dist[t], k == 0 and t == 1)
    return sums, dist[10] ** (explosions + 1)


def _opposed_pairs(a_sums, b_sums):
    """Every pair of sums, once: the chance of the pairs a 1 decides (both a 1: a tie;
    only a's: b wins; only b's: a wins) and, for the others, the chance of each
    difference a - b (all that the comparison of the totals needs)."""
    ones = {"tie": Fraction(0), "b": Fraction(0), "a": Fraction(0)}
    by_difference: dict[int, Fraction] = {}
    for x, (px, one_a) in a_sums.items():
        for y, (py, one_b) in b_sums.items():
            if one_a or one_b:
                ones["tie" if one_a and one_b else "b" if one_a else "a"] += px * py
            else:
                by_difference[x - y] = by_difference.get(x - y, 0) + px * py
    return ones, by_difference


def _opposed_brute(bonus_a, bonus_b, pairs):
    ones, by_difference = pairs
    a_wins, b_wins, tie = ones["a"], ones["b"], ones["tie"]
    for difference, p in by_difference.items():
        if bonus_a + difference > bonus_b:
            a_wins += p
        elif bonus_a + difference < bonus_b:
            b_wins += p
        else:
            tie += p
    return a_wins, b_wins, tie


@pytest.mark.parametrize("levels", [("median", "median"), ("low", "high"), ("high", "low")])
def test_opposed_odds_match_truncated_enumeration(levels):
    a_sums, a_left = _brute_sums(levels[0], 12)
    b_sums, b_left = _brute_sums(levels[1], 12)
    left = 1 - (1 - a_left) * (1 - b_left)  # some side exploded more than 12 times
    assert 0 < left < Fraction(1, 10**6)
    pairs = [(10, 10), (10, 15), (17, 9), (0, 30), (30, 0), (12, 31), (25, 4), (9, 0), (0, 9)]
    pairs += [(-20, 60), (60, -20), (11, 10), (10, 11), (0, 0), (1, 0), (0, 1)]
    enumerated = _opposed_pairs(a_sums, b_sums)
    for bonus_a, bonus_b in pairs:
        brute = _opposed_brute(bonus_a, bonus_b, enumerated)
        exact = ryf.opposed_odds(bonus_a, bonus_b, *levels)
        assert sum(exact) == 1
        for value, lower in zip(exact, brute, strict=True):
            assert lower <= value <= lower + left, (bonus_a, bonus_b)


@given(st.integers(-20, 60), st.integers(-20, 60), st.sampled_from(ryf.LEVELS))
def test_opposed_odds_properties(bonus_a, bonus_b, level):
    a_wins, b_wins, tie = ryf.opposed_odds(bonus_a, bonus_b, level, level)
    assert min(a_wins, b_wins, tie) >= 0 and a_wins + b_wins + tie == 1
    assert (b_wins, a_wins, tie) == ryf.opposed_odds(bonus_b, bonus_a, level, level)
    if bonus_a < 60:
        assert ryf.opposed_odds(bonus_a + 1, bonus_b, level, level)[0] >= a_wins


@given(st.integers(-20, 59), st.integers(0, 100), st.sampled_from(ryf.LEVELS))
def test_odds_properties(bonus, difficulty, level):
    p = ryf.success_odds(bonus, difficulty, level)
    assert 0 <= p <= 1
    assert ryf.success_odds(bonus + 1, difficulty, level) >= p
    if difficulty < 100:
        assert ryf.success_odds(bonus, difficulty + 1, level) <= p
    assert ryf.success_odds(bonus, difficulty, "low") <= ryf.success_odds(bonus, difficulty, "high")


def test_an_unused_attribute_may_be_0_at_creation():
    assert ryf.creation_warnings({"charisma": 0}, {}) == []
    assert refusal(lambda: ryf.creation_warnings({"charisma": -1}, {})).startswith(
        "attributes.charisma: must be 0..100 (got -1)"
    )


@pytest.mark.parametrize(
    "current, xp, result",
    [(0, 1, (1, 0)), (0, 10_000, (1, 9_999)), (4, 5, (5, 0)), (9, 10, (10, 0))],
)
def test_raising_a_skill_costs_the_new_level(current, xp, result):
    assert ryf.raise_skill(current, xp) == result


@pytest.mark.parametrize("current, xp", [(0, 0), (4, 4), (9, 9)])
def test_raising_a_skill_one_xp_short_is_refused(current, xp):
    assert refusal(lambda: ryf.raise_skill(current, xp)) == (
        f"xp: raising to {current + 1} costs {current + 1} XP (has {xp})"
    )


@pytest.mark.parametrize(
    "distance, band",
    [
        (0, "short"),
        (15, "short"),
        (15.5, "medium"),
        (20, "medium"),
        (20.5, "long"),
        (25, "long"),
        (25.5, None),
        (1_000_000, None),
    ],
)
def test_range_bands_at_their_limits(distance, band):
    assert ryf.range_band(distance, (15, 20, 25)) == band


def test_equal_bands_are_all_short():
    assert ryf.range_band(10, (10, 10, 10)) == "short"
    assert ryf.range_band(11, (10, 10, 10)) is None


def test_a_skill_roll_keeps_its_label():
    result = ryf.skill_roll(5, 10, ScriptedDice([4, 5, 6]), label="Ana sneaks")
    assert result.label == "Ana sneaks"
    assert result.explanation == "Ana sneaks: 1o3d10 median: (4,5,6)->5 + 5 = 10 vs 10: success"


def test_both_sides_of_a_ryf_opposed_roll_explode():
    # A: (5,5,5) -> 5; B: (10,10,10) -> 10 explodes, then (2,3,4) -> 3: 13.
    result = ryf.opposed_roll(0, 0, ScriptedDice([5, 5, 5, 10, 10, 10, 2, 3, 4]))
    assert (result.a.total, result.b.total, result.winner) == (5, 13, "b")
    assert result.b.exploded and not result.a.exploded


@pytest.mark.parametrize("padding, accepted", [(37, True), (38, False)])
def test_a_damage_expression_is_at_most_40_characters(padding, accepted):
    expression = " " * padding + "1d6"  # 40, then 41 characters
    if accepted:
        assert ryf.parse_damage(expression) == ryf.DamageExpression(1, 6, 0)
    else:
        assert refusal(lambda: ryf.parse_damage(expression)).startswith(
            "damage: must look like 1d10, 2d6 or 1d6-2"
        )


@pytest.mark.parametrize(
    "steps, level",
    [
        ({"specialization": True}, "high"),
        ({"specialization": True, "wounded": True}, "median"),
        ({"specialization": True, "wounded": True, "token_returned": True}, "low"),
        ({"specialization": True, "token": True, "wounded": True}, "high"),
        ({"skill": 0, "token": True}, "median"),
        ({"skill": 0, "wounded": True}, "low"),
        ({"token": True}, "high"),
        ({"token": True, "wounded": True, "token_returned": True}, "low"),
    ],
)
def test_level_steps_count_from_the_specialization_and_clamp_at_the_end(steps, level):
    assert ryf.resolve_level(**{"skill": 3, **steps}).level == level


@pytest.mark.parametrize("total, allowed", [(-1000, True), (100_000, True), (100_001, False)])
def test_initiative_totals_at_their_limits(total, allowed):
    entries = [("Ana", total, 5), ("Bo", 0, 5)]
    if allowed:
        assert ryf.initiative_order(entries)[0] == ("Ana" if total > 0 else "Bo")
    else:
        assert refusal(lambda: ryf.initiative_order(entries)).startswith(
            "entries[0] total: must be -1000..100000 (got 100001)"
        )


def test_ryf_opposed_sides_are_labelled_a_and_b():
    result = ryf.opposed_roll(3, 4, ScriptedDice([5, 5, 5, 4, 4, 4]))
    assert (result.a.label, result.b.label) == ("A", "B")
    assert result.a.explanation == "A: 1o3d10 median: (5,5,5)->5 + 3 = 8"
    assert result.b.explanation == "B: 1o3d10 median: (4,4,4)->4 + 4 = 8"


def test_the_default_odds_are_for_one_die_and_the_median():
    assert ezd6.critical_failure_odds() == Fraction(1, 6)
    # Median of 3d10 enumerated: attribute 5 x 2 = 10, so a median of 5 or more reaches 15.
    throws = list(product(range(1, 11), repeat=3))
    reach = sum(1 for t in throws if sorted(t)[1] >= 5)
    assert ryf.attribute_success_odds(5, 15) == Fraction(reach, len(throws))


@pytest.mark.parametrize(
    "expression, parsed",
    [("20d6", (20, 6, 0)), ("1d100+100", (1, 100, 100)), ("1d2-100", (1, 2, -100))],
)
def test_damage_expressions_at_their_limits(expression, parsed):
    assert ryf.parse_damage(expression) == ryf.DamageExpression(*parsed)


@pytest.mark.parametrize("expression", ["21d6", "0d6", "1d1", "1d101", "1d6+101", "1d6-101"])
def test_damage_expressions_past_their_limits(expression):
    assert refusal(lambda: ryf.parse_damage(expression)).startswith("damage: ")


def test_an_opposed_roll_is_of_the_opposed_kind():
    result = ryf.opposed_roll(3, 4, ScriptedDice([5, 5, 5, 4, 4, 4]))
    assert result.a.kind is result.b.kind is ryf.RollKind.OPPOSED
