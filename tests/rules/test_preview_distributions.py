"""The per-attack distributions the fight preview draws from, checked against
brute-force enumeration written here and against the odds the panels show
(``attack_odds``): one source of truth."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from rules import ezd6, ryf
from rules.errors import RulesError

# --- RyF: the harm of one attack -------------------------------------------------------


def exploding_die(sides: int, below: int) -> dict[int, Fraction]:
    """P(one exploding die == v) for v < below: v = sides * k + t, t in 1..sides-1."""
    out: dict[int, Fraction] = {}
    k = 0
    while sides * k + 1 < below:
        for t in range(1, sides):
            if sides * k + t < below:
                out[sides * k + t] = Fraction(1, sides) ** (k + 1)
        k += 1
    return out


def brute_harm(bonus: int, difficulty: int, damage: str, level: str, cap: int):
    """P(harm == h) for h < cap, from the hit and critical odds and the dice convolved."""
    parsed = ryf.parse_damage(damage)
    limit = 2 * cap + abs(parsed.modifier) + 2
    one = exploding_die(parsed.sides, limit)
    total = {0: Fraction(1)}
    for _ in range(parsed.count):
        nxt: dict[int, Fraction] = {}
        for a, pa in total.items():
            for b, pb in one.items():
                if a + b < limit:
                    nxt[a + b] = nxt.get(a + b, Fraction(0)) + pa * pb
        total = nxt
    rolled: dict[int, Fraction] = {}
    for s, p in total.items():
        value = max(0, s + parsed.modifier)
        rolled[value] = rolled.get(value, Fraction(0)) + p
    hit = ryf.success_odds(bonus, difficulty, level)
    critical = ryf.critical_odds(bonus, level, difficulty)
    harm = {h: Fraction(0) for h in range(cap)}
    harm[0] += 1 - hit
    for value, p in rolled.items():
        if value < cap:
            harm[value] += (hit - critical) * p
        if 2 * value < cap:
            harm[2 * value] += critical * p
    return harm


RYF_ATTACKS = [
    (12, 15, "1d10", "median"),
    (24, 14, "1d6", "median"),  # criticals common
    (15, 11, "2d6", "low"),
    (9, 20, "1d6-2", "high"),
    (30, 25, "3d4+1", "median"),
    (5, 40, "1d10", "median"),  # cannot hit without explosions
]


@pytest.mark.parametrize("bonus, difficulty, damage, level", RYF_ATTACKS)
def test_the_harm_distribution_is_the_brute_force_one(bonus, difficulty, damage, level):
    cap = 45
    table = ryf.harm_distribution(bonus, difficulty, damage, level, cap)
    expected = brute_harm(bonus, difficulty, damage, level, cap)
    assert {h: table[h] for h in range(cap)} == expected
    assert sum(table.values()) == 1 and table[cap] >= 0


@pytest.mark.parametrize("bonus, difficulty, damage, level", RYF_ATTACKS)
@pytest.mark.parametrize("hp", [1, 7, 20, 40])
def test_the_harm_distribution_downs_and_kills_as_attack_odds_says(
    bonus, difficulty, damage, level, hp
):
    table = ryf.harm_distribution(bonus, difficulty, damage, level, cap=hp + 20)
    odds = ryf.attack_odds(bonus, difficulty, damage, hp, level)
    assert sum(p for h, p in table.items() if h >= hp) == odds.down
    assert table[hp + 20] == odds.dead


def test_a_critical_doubles_the_harm():
    """Bonus 29 against 10: a target die of 1 misses and any other reaches 30, so every
    hit is a critical: no odd harm, and an exploding 1d6 (never 6: a 6 rolls again, so
    1..5, 7..11, ...) doubled gives 2..10, 14..22, ..."""
    table = ryf.harm_distribution(29, 10, "1d6", "median", cap=30)
    assert all(table[h] == 0 for h in range(1, 30, 2))
    assert table[12] == 0 and table[2] > 0 and table[14] > 0


def test_the_harm_distribution_refuses_bad_arguments():
    with pytest.raises(RulesError, match="cap"):
        ryf.harm_distribution(10, 15, "1d10", cap=0)
    with pytest.raises(RulesError, match="damage"):
        ryf.harm_distribution(10, 15, "d10")


# --- EZD6: strikes landed and the spill ---------------------------------------------------

CHAIN_DEPTH = 14
"""Chains longer than this are left out of the enumeration (a chance of 6^-14)."""


def brute_outcomes(difficulty, left, net, weapon, save, cap):
    """(landed, spill) by walking every kept die, chain length and save die sequence."""
    kept = ezd6.kept_distribution(boons=max(net, 0), banes=max(-net, 0))
    saved = Fraction(7 - save, 6) if save is not None else Fraction(0)
    out: dict[tuple[int, int], Fraction] = {}

    def add(key, p):
        out[key] = out.get(key, Fraction(0)) + p

    def strikes(n_strikes, chain, p):
        # walk the saves strike by strike until the target is down
        states = {(0, 0): p}  # (landed, used) -> chance
        for _ in range(n_strikes):
            nxt: dict[tuple[int, int], Fraction] = {}
            for (landed, used), q in states.items():
                if landed == left:
                    nxt[(landed, used)] = nxt.get((landed, used), Fraction(0)) + q
                    continue
                for lands, r in ((1, 1 - saved), (0, saved)):
                    if r:
                        key = (landed + lands, used + 1)
                        nxt[key] = nxt.get(key, Fraction(0)) + q * r
            states = nxt
        for (landed, used), q in states.items():
            spill = min(chain, n_strikes - used) if landed == left else 0
            add((landed, min(spill, cap)), q)

    for die, p in kept.items():
        if die == 1 or die < difficulty:
            add((0, 0), p)
        elif die < 6:
            strikes(weapon, 0, p)
        else:
            for k in range(CHAIN_DEPTH):
                strikes(weapon + k, k, p * Fraction(5, 6) * Fraction(1, 6) ** k)
    return out


EZD6_ATTACKS = [
    (3, 1, 0, 1, None),
    (3, 2, 0, 2, 4),
    (5, 3, 1, 1, 5),
    (6, 1, -1, 2, 2),
    (2, 4, 2, 2, 6),
]


@pytest.mark.parametrize("difficulty, left, net, weapon, save", EZD6_ATTACKS)
def test_the_attack_outcomes_are_the_brute_force_ones(difficulty, left, net, weapon, save):
    cap = 5
    table = ezd6.attack_outcomes(
        difficulty,
        left,
        boons=max(net, 0),
        banes=max(-net, 0),
        weapon_strikes=weapon,
        armour_save=save,
        spill_cap=cap,
    )
    expected = brute_outcomes(difficulty, left, net, weapon, save, cap)
    assert sum(table.values()) == 1
    for key in set(table) | set(expected):
        gap = table.get(key, Fraction(0)) - expected.get(key, Fraction(0))
        assert abs(gap) < Fraction(1, 6) ** (CHAIN_DEPTH - 4), key


@pytest.mark.parametrize("difficulty, left, net, weapon, save", EZD6_ATTACKS)
def test_the_attack_outcomes_add_up_to_attack_odds(difficulty, left, net, weapon, save):
    kwargs = dict(boons=max(net, 0), banes=max(-net, 0), weapon_strikes=weapon, armour_save=save)
    table = ezd6.attack_outcomes(difficulty, left, **kwargs)
    odds = ezd6.attack_odds(difficulty, left, **kwargs)
    for n in range(left + 1):
        assert sum(p for (landed, _), p in table.items() if landed == n) == odds.landed[n]
    assert all(spill == 0 for (landed, spill) in table if landed < left)


@pytest.mark.parametrize("strikes", [0, 1, 3, 5])
@pytest.mark.parametrize("save", [None, 2, 4, 6])
@pytest.mark.parametrize("left", [1, 2, 4])
def test_strikes_landing_walks_each_save(strikes, save, left):
    lands = 1 - (Fraction(7 - save, 6) if save is not None else Fraction(0))
    expected = {n: Fraction(0) for n in range(left + 1)}
    for dice in product((True, False), repeat=strikes):
        p = Fraction(1)
        for landed in dice:
            p *= lands if landed else 1 - lands
        expected[min(left, sum(dice))] += p
    assert ezd6.strikes_landing(strikes, save, left) == expected
