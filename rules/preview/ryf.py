"""RyF fights, simulated: each attack's harm is drawn from ``rules.ryf.harm_distribution``.

On its turn a fighter who is up picks a target among the opponents who are up (by the
fight's rule) and attacks it with the weapon of highest expected damage against it at
its level now (wounded, HP <= 10: one level lower; unskilled: low). Ranged weapons shoot
at the fight's band and spend their ammunition; a weapon with none left is not used, and
no longer counts in its danger (the rule "most dangerous"), which follows the shots left.
A fighter at HP <= 0 is down (nobody strikes it again), at HP <= -20 dead.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from dataclasses import dataclass
from fractions import Fraction

from rules import ryf
from rules.preview.estimate import Tally
from rules.preview.model import SIDES, RyfFight, RyfWeapon


@dataclass(frozen=True)
class _Option:
    """A weapon against one target at one level: its harm table and expected harm."""

    expected: float
    cumulative: tuple[float, ...]
    """P(harm <= h) for h = 0..cap: the harm is the index bisect finds."""
    ammo: int
    """The fighter's ammunition pool it spends (-1: none)."""


def cumulative(table: dict[int, Fraction]) -> tuple[float, ...]:
    """P(value <= k) for k = 0..max as floats, the last made exactly 1 (so a draw in
    [0, 1) always finds an index). Summed as floats: exact fractions' sums cost far more
    and the draw is a float anyway."""
    running = 0.0
    out = []
    for key in range(max(table) + 1):
        running += float(table.get(key, 0))
        out.append(running)
    out[-1] = 1.0
    return tuple(out)


def usable(options: list[_Option], shots: list[int]) -> float:
    """The expected harm of the best of ``options`` that ``shots`` (the fighter's pools)
    still allow: a fighter's danger follows what it can still do; -1 when it can make
    none of them (it cannot harm anyone)."""
    for option in options:
        if option.ammo < 0 or shots[option.ammo] > 0:
            return option.expected
    return -1.0


class RyfSimulator:
    """Simulates one RyF fight many times; ``run`` adds the results to a Tally."""

    deaths = True

    def __init__(self, fight: RyfFight) -> None:
        self.fight = fight
        fighters = fight.fighters
        self.ids = tuple(f.id for f in fighters)
        self.side = [SIDES.index(f.side) for f in fighters]
        self.hp0 = [f.hp for f in fighters]
        self.up0 = [f.up and f.hp > ryf.UNCONSCIOUS_AT for f in fighters]
        self.left0 = [
            sum(1 for i, s in enumerate(self.side) if s == k and self.up0[i]) for k in (0, 1)
        ]
        self.opponents = [
            [j for j in range(len(fighters)) if self.side[j] != self.side[i]]
            for i in range(len(fighters))
        ]
        self.pools = [[name for name, _ in f.ammo] for f in fighters]
        self.ammo0 = [[shots for _, shots in f.ammo] for f in fighters]
        self.has_ammo = any(any(w.ammo for w in f.weapons) for f in fighters)
        live = [f.hp for f, up in zip(fighters, self.up0, strict=True) if up]
        self.cap = max(1, max(live, default=1) - ryf.DEAD_AT)
        self._tables: dict[tuple[int, int, str, str], tuple[float, ...]] = {}
        self._expected: dict[tuple[int, int, str, str], float] = {}
        # options[i][wounded][j]: i's weapons against j, best expected harm first
        self.options = [
            [[self._ranked(i, j, wounded) for j in range(len(fighters))] for wounded in (0, 1)]
            for i in range(len(fighters))
        ]
        # threat[j][wounded][i]: the expected harm of j's best attack on i, with every
        # weapon usable (a fight with ammunition asks ``usable`` as the shots run out)
        self.threat = [
            [[(opts[0].expected if opts else 0.0) for opts in self.options[j][w]] for w in (0, 1)]
            for j in range(len(fighters))
        ]

    def _ranked(self, i: int, j: int, wounded: int) -> list[_Option]:
        if self.side[i] == self.side[j]:
            return []
        attacker = self.fight.fighters[i]
        options = [self._option(i, weapon, j, wounded) for weapon in attacker.weapons]
        return sorted(options, key=lambda o: -o.expected)

    def _option(self, i: int, weapon: RyfWeapon, j: int, wounded: int) -> _Option:
        fight = self.fight
        target = fight.fighters[j]
        level = ryf.resolve_level(skill=weapon.skill_value, wounded=bool(wounded)).level
        if weapon.skill == "ranged_weapons":
            difficulty = ryf.ranged_difficulty(fight.band, fight.cover)
        elif weapon.skill == "brawl":
            difficulty = target.defence[1]
        else:
            difficulty = target.defence[0]
        key = (weapon.bonus, difficulty, weapon.damage, level)
        if key not in self._tables:
            table = ryf.harm_distribution(weapon.bonus, difficulty, weapon.damage, level, self.cap)
            self._tables[key] = cumulative(table)
            odds = ryf.attack_odds(weapon.bonus, difficulty, weapon.damage, 1, level)
            self._expected[key] = float(odds.expected_damage)
        pool = self.pools[i].index(weapon.ammo) if weapon.ammo in self.pools[i] else -1
        return _Option(self._expected[key], self._tables[key], pool)

    def run(self, fights: int, rng: random.Random, tally: Tally) -> None:
        """Simulate ``fights`` fights with ``rng`` and add them to ``tally``."""
        draw = rng.random
        find = bisect_right
        fight = self.fight
        n = len(self.ids)
        rule = fight.rule
        limit = fight.rounds
        side, opponents, options, threat = self.side, self.opponents, self.options, self.threat
        wounded_at, dead_at = ryf.WOUNDED_AT, ryf.DEAD_AT
        hp0, up0, left0, ammo0, has_ammo = self.hp0, self.up0, self.left0, self.ammo0, self.has_ammo
        down_count, dead_count = tally.down, tally.dead
        for _ in range(fights):
            hp = hp0[:]
            up = up0[:]
            left = left0[:]
            ammo = [pool[:] for pool in ammo0] if has_ammo else ammo0
            winner = -1 if left[0] and left[1] else (1 if left[1] else 0)
            played = 0
            start = fight.first
            while winner < 0 and played < limit:
                played += 1
                for i in range(start, n):
                    if not up[i]:
                        continue
                    # whom: among the opponents who are up, by the rule
                    j = -1
                    if rule == "weakest":
                        best = 0
                        for k in opponents[i]:
                            if up[k] and (j < 0 or hp[k] < best):
                                j, best = k, hp[k]
                    elif rule == "dangerous":
                        most = -2.0
                        for k in opponents[i]:
                            if up[k]:
                                if has_ammo:
                                    danger = usable(options[k][hp[k] <= wounded_at][i], ammo[k])
                                else:
                                    danger = threat[k][hp[k] <= wounded_at][i]
                                if danger > most:
                                    j, most = k, danger
                    else:
                        alive = [k for k in opponents[i] if up[k]]
                        j = alive[int(draw() * len(alive))]
                    # with what: the best weapon that can still be used
                    chosen = None
                    for option in options[i][hp[i] <= wounded_at][j]:
                        if option.ammo < 0:
                            chosen = option
                            break
                        if ammo[i][option.ammo] > 0:
                            ammo[i][option.ammo] -= 1
                            chosen = option
                            break
                    if chosen is None:
                        continue
                    harm = find(chosen.cumulative, draw())
                    if harm:
                        after = hp[j] - harm
                        hp[j] = after
                        if after <= 0:
                            up[j] = False
                            fallen = side[j]
                            left[fallen] -= 1
                            if not left[fallen]:
                                winner = 1 - fallen
                                break
                start = 0
            tally.add_fight(winner, played)
            for k in range(n):
                if not up[k]:
                    down_count[k] += 1
                    if hp[k] <= dead_at:
                        dead_count[k] += 1
