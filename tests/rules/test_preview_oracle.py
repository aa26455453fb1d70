"""The fight preview against the exact oracle (tests/rules/preview_oracle.py): one-on-one
and two-on-one fights in RyF and EZD6, each estimate's 95% interval holding the exact
value. Chosen to catch an off-by-one in the turn order, the critical doubling, the chain
and the armour saves (scripts/plant_preview_bugs.py plants each and checks these fail).

With fixed seeds the run is deterministic. Of all the 95% intervals checked, about 1 in
20 may miss by chance: the test allows the misses a fair coin would give (at most the
99.9% quantile of Binomial(checks, 0.05)) and no miss beyond a 99.99% interval.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from rules import ryf
from rules.preview import estimate
from rules.preview.estimate import Figure
from rules.preview.model import Ezd6Fight, Ezd6Fighter, RyfFight, RyfFighter, RyfWeapon
from tests.budget import amount
from tests.rules.preview_oracle import Exact, ezd6_exact, ryf_exact

FIGHTS = amount(1500, 8000)
"""Simulated fights per case: 8,000 with --long; 1,500 still catches every bug
scripts/plant_preview_bugs.py plants (checked with the default)."""
WIDE = 3.8906  # two-sided 99.99%


def melee(dice: str, bonus: int, skill: int = 4) -> RyfWeapon:
    return RyfWeapon(dice, bonus, "melee_weapons", skill)


def ryf_fighter(cid, side, hp, weapons, dexterity=6, skill=4, brawl=2) -> RyfFighter:
    defences = (ryf.defence(dexterity, skill), ryf.defence(dexterity, brawl))
    return RyfFighter(cid, side, hp, defences, tuple(weapons))


RYF_CASES = {
    # a duel where the first blow matters: big damage, little HP
    "duel, first blow": RyfFight(
        (
            ryf_fighter("a", "party", 9, [melee("2d6", 14)]),
            ryf_fighter("b", "enemy", 9, [melee("2d6", 14)]),
        )
    ),
    # the same duel with b's turn first (a acted this round already)
    "duel, b's turn": RyfFight(
        (
            ryf_fighter("a", "party", 9, [melee("2d6", 14)]),
            ryf_fighter("b", "enemy", 9, [melee("2d6", 14)]),
        ),
        first=1,
    ),
    # criticals common (bonus 24: a total of 30 needs a target die of 6) and deadly
    "duel, criticals": RyfFight(
        (
            ryf_fighter("a", "party", 14, [melee("1d6", 24)], dexterity=9, skill=6),
            ryf_fighter("b", "enemy", 22, [melee("1d10", 13)], dexterity=5, skill=3),
        )
    ),
    # wounded from the start (HP <= 10: one level lower), weapons and brawl to choose from
    "duel, wounded and brawl": RyfFight(
        (
            ryf_fighter(
                "a",
                "party",
                10,
                [melee("1d6", 12), RyfWeapon("1d6-2", 15, "brawl", 5)],
                brawl=6,
            ),
            ryf_fighter("b", "enemy", 16, [melee("1d8", 11)], dexterity=4, skill=2, brawl=0),
        )
    ),
}
for rule in ("weakest", "dangerous", "random"):
    RYF_CASES[f"two on one, {rule}"] = RyfFight(
        (
            ryf_fighter("hero", "party", 13, [melee("1d10", 16)], dexterity=8, skill=5),
            ryf_fighter("thug", "enemy", 7, [melee("1d6", 11)]),
            ryf_fighter("boss", "enemy", 9, [melee("2d6", 12)]),
        ),
        rule=rule,
    )
RYF_CASES["two on one, a shot"] = RyfFight(
    (
        ryf_fighter("archer", "party", 12, [RyfWeapon("1d8", 13, "ranged_weapons", 4)]),
        ryf_fighter("x", "enemy", 6, [melee("1d6", 12)]),
        ryf_fighter("y", "enemy", 6, [melee("1d6", 12)]),
    ),
    band="medium",
)


def fred(shots: int) -> RyfFighter:
    """The sample's Fred at 8 HP: an axe, a revolver with ``shots`` bullets, bare hands."""
    weapons = (
        melee("1d10", 10, 6),
        RyfWeapon("1d10", 12, "ranged_weapons", 4, ammo="balas"),
        RyfWeapon("1d6-2", 8, "brawl", 3),
    )
    return RyfFighter("fred", "party", 8, (19, 16), weapons, ammo=(("balas", shots),))


NEREA = RyfFighter(
    "nerea",
    "party",
    8,
    (12, 12),
    (RyfWeapon("1d10", 10, "ranged_weapons", 2), RyfWeapon("1d6-2", 4, "brawl", 0)),
)
SABRE = RyfFighter(
    "tuerto", "enemy", 12, (18, 16), (melee("1d10", 15, 6), RyfWeapon("1d6-2", 12, "brawl", 4))
)
# The sabre picks the most dangerous: Fred while he has bullets (the revolver beats
# Nerea's crossbow), then Nerea (her crossbow beats his axe). A danger fixed at the first
# weapon kept the sabre on Fred: the party won 38% and 19% where the exact figures are
# 31% and 6%.
for shots in (2, 0):
    RYF_CASES[f"most dangerous, Fred with {shots} bullets"] = RyfFight(
        (SABRE, fred(shots), NEREA), rule="dangerous"
    )

EZD6_CASES = {
    "duel, first blow": Ezd6Fight(
        (Ezd6Fighter("a", "party", 2), Ezd6Fighter("b", "enemy", 2)), difficulty=2
    ),
    "duel, b's turn": Ezd6Fight(
        (Ezd6Fighter("a", "party", 2), Ezd6Fighter("b", "enemy", 2)), first=1, difficulty=2
    ),
    "duel, armour and a special weapon": Ezd6Fight(
        (
            Ezd6Fighter("a", "party", 3, armour_save=4),
            Ezd6Fighter("b", "enemy", 4, weapon_strikes=2),
        )
    ),
    "duel, a helper's lost action": Ezd6Fight(
        (
            Ezd6Fighter("a", "party", 2, loses_next_action=True),
            Ezd6Fighter("b", "enemy", 2),
        )
    ),
    "duel, closing in from far": Ezd6Fight(
        (
            Ezd6Fighter("a", "party", 3, armour_save=5, zone="far"),
            Ezd6Fighter("b", "enemy", 2, ranged=True, zone="far"),
        )
    ),
}
for rule in ("weakest", "dangerous", "random"):
    # a hard difficulty makes the kept 6 (the chain) half of the hits, and 1-strike
    # targets make most chains spill
    EZD6_CASES[f"two on one, spill, {rule}"] = Ezd6Fight(
        (
            Ezd6Fighter("hero", "party", 5, armour_save=5),
            Ezd6Fighter("imp", "enemy", 1, armour_save=4),
            Ezd6Fighter("ogre", "enemy", 2, weapon_strikes=2),
        ),
        rule=rule,
        difficulty=5,
    )
# every hit a 6 (difficulty 6): each hit is a chain, and a chain past the first minion
# (1 in 6) reaches the next: the spill's whole effect on the minions' chances, with and
# without armour on the one it spills to
for armour in (None, 3):
    EZD6_CASES[f"one against three minions, every hit a chain, armour {armour}"] = Ezd6Fight(
        (
            Ezd6Fighter("hero", "party", 3),
            Ezd6Fighter("m1", "enemy", 1),
            Ezd6Fighter("m2", "enemy", 1, armour_save=armour),
            Ezd6Fighter("m3", "enemy", 1, armour_save=armour),
        ),
        difficulty=6,
    )
# Arrows counted down (issue 36): the archer's one arrow goes, then it must close in from
# Far and reach the slinger (two turns lost); with two arrows and a brute in Near, the
# brute's spill reaches the archer while it still shoots.
EZD6_CASES["archer with 1 arrow against a slinger in far"] = Ezd6Fight(
    (
        Ezd6Fighter("archer", "party", 3, ranged=True, arrows=1, zone="far"),
        Ezd6Fighter("slinger", "enemy", 3, ranged=True, zone="far"),
    )
)
EZD6_CASES["two archers with 2 arrows, one brute"] = Ezd6Fight(
    (
        Ezd6Fighter("pip", "party", 1, ranged=True, arrows=2, zone="far"),
        Ezd6Fighter("tam", "party", 2, ranged=True, arrows=0, zone="far", armour_save=5),
        Ezd6Fighter("brute", "enemy", 4, weapon_strikes=2),
    ),
    difficulty=4,
)
EZD6_CASES["two on one, in far"] = Ezd6Fight(
    (
        Ezd6Fighter("brute", "party", 4),
        Ezd6Fighter("archer", "enemy", 2, ranged=True, zone="far"),
        Ezd6Fighter("slinger", "enemy", 1, ranged=True, zone="far", armour_save=6),
    ),
)


def checks(name: str, estimate_, exact: Exact) -> list[tuple[str, Figure, float]]:
    assert exact.lost < 1e-8, f"{name}: the oracle dropped {exact.lost}"
    out = [
        (f"{name}: party wins", estimate_.party_wins, exact.party_wins),
        (f"{name}: enemies win", estimate_.enemies_win, exact.enemies_win),
        (f"{name}: rounds", estimate_.rounds, exact.rounds),
    ]
    if exact.going > 1e-9:
        out.append((f"{name}: still going", estimate_.going, exact.going))
    for cid, figure in estimate_.down:
        out.append((f"{name}: {cid} down", figure, exact.down[cid]))
    for cid, figure in estimate_.dead:
        if exact.dead[cid] > 1e-9:
            out.append((f"{name}: {cid} dead", figure, exact.dead[cid]))
    return out


def widened(figure: Figure) -> Figure:
    """The 95% interval stretched to 99.99% (same centre and shape)."""
    scale = WIDE / 1.959963984540054
    return Figure(
        figure.value,
        figure.value - (figure.value - figure.low) * scale,
        figure.value + (figure.high - figure.value) * scale,
    )


ryf_solved = cache(ryf_exact)
"""The exact answer of a RyF case, solved once per run (the cases are frozen values)."""


def all_checks() -> list[tuple[str, Figure, float]]:
    found = []
    for seed, (name, fight) in enumerate(RYF_CASES.items()):
        found += checks(f"RyF {name}", estimate(fight, FIGHTS, seed), ryf_solved(fight))
    for seed, (name, fight) in enumerate(EZD6_CASES.items()):
        found += checks(f"EZD6 {name}", estimate(fight, FIGHTS, seed), ezd6_exact(fight))
    return found


def allowed_misses(count: int) -> int:
    """The 99.9% quantile of Binomial(count, 0.05)."""
    from math import comb

    total = 0.0
    for k in range(count + 1):
        total += comb(count, k) * 0.05**k * 0.95 ** (count - k)
        if total >= 0.999:
            return k
    return count


def test_the_estimates_hold_the_exact_values():
    found = all_checks()
    misses = [(name, f, x) for name, f, x in found if not f.covers(x)]
    far = [(name, f, x) for name, f, x in misses if not widened(f).covers(x)]
    assert not far, "far outside the interval:\n" + "\n".join(
        f"{name}: {f.value:.4f} [{f.low:.4f}, {f.high:.4f}], exact {x:.4f}" for name, f, x in far
    )
    assert len(misses) <= allowed_misses(len(found)), "\n".join(
        f"{name}: {f.value:.4f} [{f.low:.4f}, {f.high:.4f}], exact {x:.4f}" for name, f, x in misses
    )


def test_the_oracle_sees_what_the_cases_are_for():
    """The cases are sharp enough: who acts first, criticals and the spill change the
    exact answer by far more than an interval's width (else a bug there could pass)."""
    first = ryf_exact(RYF_CASES["duel, first blow"]).party_wins
    second = ryf_exact(RYF_CASES["duel, b's turn"]).party_wins
    assert first - second > 0.1
    first = ezd6_exact(EZD6_CASES["duel, first blow"]).party_wins
    second = ezd6_exact(EZD6_CASES["duel, b's turn"]).party_wins
    assert first - second > 0.1
    exact = ezd6_exact(EZD6_CASES["two on one, spill, weakest"])
    assert 0.0 < exact.party_wins < 1.0
    one_arrow = EZD6_CASES["archer with 1 arrow against a slinger in far"]
    quiver = replace(one_arrow, fighters=(replace(one_arrow.fighters[0], arrows=None),))
    quiver = replace(quiver, fighters=(*quiver.fighters, one_arrow.fighters[1]))
    assert ezd6_exact(quiver).party_wins - ezd6_exact(one_arrow).party_wins > 0.1


@pytest.mark.parametrize("shots", [2, 0])
def test_the_most_dangerous_is_judged_by_the_weapons_still_usable(shots):
    """Fred's revolver counts in his danger only while he has bullets: the party's
    chance, Fred's and Nerea's falls are inside their margins of the exact values. The
    margins are 99.99% ones, as for the far misses above: of the oracle's many 95% checks
    one in twenty misses by chance (seed 3 with --long put Nerea's fall 2.2 standard
    errors out), and a planted bias is still far outside (plant_preview_bugs.py)."""
    fight = RYF_CASES[f"most dangerous, Fred with {shots} bullets"]
    exact, found = ryf_solved(fight), estimate(fight, FIGHTS, 3)
    party = widened(found.party_wins)
    assert party.covers(exact.party_wins), (party, exact.party_wins)
    for cid in ("fred", "nerea"):
        down = widened(found.down_of(cid))
        assert down.covers(exact.down[cid]), (cid, down, exact.down[cid])


@pytest.mark.parametrize("seed", [0, 7])
def test_the_same_seed_gives_the_same_figures(seed):
    for fight in (RYF_CASES["two on one, random"], EZD6_CASES["two on one, spill, random"]):
        assert estimate(fight, 500, seed) == estimate(fight, 500, seed)
    assert estimate(RYF_CASES["two on one, random"], 500, 1) != estimate(
        RYF_CASES["two on one, random"], 500, 2
    )
