"""EZD6 fights, simulated: each attack's strikes are drawn from
``rules.ezd6.attack_outcomes`` (landed on the target, chain strikes left to spill) and a
spill's from ``rules.ezd6.strikes_landing``.

On its turn a fighter who is up (and has not lost this action by helping) attacks an
opponent it reaches (melee: Near from Near; ranged: Near and Far), chosen by the fight's
rule, at the fight's difficulty. A shot spends one of the fighter's arrows when it counts
them; with none left it fights in melee. Chain strikes left once the target is down spill to
another opponent in reach, chosen by the same rule, who rolls its own armour saves. A
melee fighter who reaches nobody spends its turn closing in (a dash): from Far into
Near, or, when every opponent left is in Far, to the one its rule picks (both then count
as Near). At 0 strikes a fighter is down; the texts give no death from strikes.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from fractions import Fraction

from rules import ezd6
from rules.preview.estimate import Tally
from rules.preview.model import SIDES, Ezd6Fight

_TARGET_CAP = 20
"""The strikes used for the "most dangerous" rule's expected harm (uncapped in practice)."""


def _cumulative(table: dict[object, Fraction]) -> tuple[tuple[float, ...], tuple[object, ...]]:
    keys = tuple(table)
    running = Fraction(0)
    out = []
    for key in keys:
        running += table[key]
        out.append(float(running))
    out[-1] = 1.0
    return tuple(out), keys


class Ezd6Simulator:
    """Simulates one EZD6 fight many times; ``run`` adds the results to a Tally."""

    deaths = False

    def __init__(self, fight: Ezd6Fight) -> None:
        self.fight = fight
        fighters = fight.fighters
        n = len(fighters)
        self.ids = tuple(f.id for f in fighters)
        self.side = [SIDES.index(f.side) for f in fighters]
        self.strikes0 = [f.strikes for f in fighters]
        self.up0 = [f.up and f.strikes > 0 for f in fighters]
        self.left0 = [sum(1 for i in range(n) if self.side[i] == k and self.up0[i]) for k in (0, 1)]
        self.near0 = [f.zone == "near" for f in fighters]
        self.ranged0 = [f.ranged and f.arrows != 0 for f in fighters]
        self.arrows0 = [f.arrows if f.ranged and f.arrows else -1 for f in fighters]
        """Shots left of each fighter who counts them, -1 for those who do not."""
        self.counts_arrows = any(a > 0 for a in self.arrows0)
        self.weapon = [f.weapon_strikes for f in fighters]
        self.save = [f.armour_save for f in fighters]
        self.skip0 = [f.loses_next_action for f in fighters]
        self.opponents = [[j for j in range(n) if self.side[j] != self.side[i]] for i in range(n)]
        # threat[j][i]: j's expected strikes on i; it depends only on j's weapon and i's
        # armour, so each pair that meets is computed once, not once per two fighters.
        meets = {
            (self.weapon[j], self.save[i])
            for i in range(n)
            for j in range(n)
            if self.side[i] != self.side[j]
        }
        expected = {
            (weapon, save): float(
                ezd6.attack_odds(
                    fight.difficulty, _TARGET_CAP, weapon_strikes=weapon, armour_save=save
                ).expected_landed
            )
            for weapon, save in meets
        }
        self.threat = [
            [
                expected[(self.weapon[j], self.save[i])] if self.side[i] != self.side[j] else 0.0
                for i in range(n)
            ]
            for j in range(n)
        ]
        self._attacks: dict[tuple[int, int | None, int], tuple[tuple[float, ...], tuple]] = {}
        self._spills: dict[tuple[int, int | None, int], tuple[tuple[float, ...], tuple]] = {}

    def attack_table(
        self, weapon: int, save: int | None, left: int
    ) -> tuple[tuple[float, ...], tuple]:
        """The cumulative chances and outcomes (landed, spill) of one attack."""
        key = (weapon, save, left)
        found = self._attacks.get(key)
        if found is None:
            table = ezd6.attack_outcomes(
                self.fight.difficulty, left, weapon_strikes=weapon, armour_save=save
            )
            found = self._attacks[key] = _cumulative(table)  # type: ignore[arg-type]
        return found

    def spill_table(
        self, strikes: int, save: int | None, left: int
    ) -> tuple[tuple[float, ...], tuple]:
        """The cumulative chances and outcomes (landed) of spilled strikes."""
        key = (strikes, save, left)
        found = self._spills.get(key)
        if found is None:
            table = ezd6.strikes_landing(strikes, save, left)
            found = self._spills[key] = _cumulative(table)  # type: ignore[arg-type]
        return found

    def _pick(self, candidates: list[int], chooser: int, strikes: list[int], draw) -> int:  # type: ignore[no-untyped-def]
        rule = self.fight.rule
        if rule == "weakest":
            return min(candidates, key=lambda k: strikes[k])
        if rule == "dangerous":
            threat = self.threat
            return max(candidates, key=lambda k: threat[k][chooser])
        return candidates[int(draw() * len(candidates))]

    def run(self, fights: int, rng: random.Random, tally: Tally) -> None:
        """Simulate ``fights`` fights with ``rng`` and add them to ``tally``."""
        draw = rng.random
        find = bisect_right
        fight = self.fight
        n = len(self.ids)
        limit = fight.rounds
        side, opponents, weapon, save = self.side, self.opponents, self.weapon, self.save
        ranged0, arrows0, counts_arrows = self.ranged0, self.arrows0, self.counts_arrows
        pick, attack_table, spill_table = self._pick, self.attack_table, self.spill_table
        down_count = tally.down
        for _ in range(fights):
            strikes = self.strikes0[:]
            up = self.up0[:]
            left = self.left0[:]
            near = self.near0[:]
            skip = self.skip0[:]
            ranged = ranged0[:] if counts_arrows else ranged0
            arrows = arrows0[:] if counts_arrows else arrows0
            winner = -1 if left[0] and left[1] else (1 if left[1] else 0)
            played = 0
            start = fight.first
            while winner < 0 and played < limit:
                played += 1
                for i in range(start, n):
                    if not up[i]:
                        continue
                    if skip[i]:
                        skip[i] = False
                        continue
                    if ranged[i]:
                        reach = [k for k in opponents[i] if up[k]]
                    elif near[i]:
                        reach = [k for k in opponents[i] if up[k] and near[k]]
                    else:
                        near[i] = True  # a melee fighter in Far closes in: its turn
                        continue
                    if not reach:  # every opponent left is in Far: it goes to one
                        near[pick([k for k in opponents[i] if up[k]], i, strikes, draw)] = True
                        continue
                    j = pick(reach, i, strikes, draw)
                    if ranged[i] and arrows[i] > 0:  # the shot spends an arrow
                        arrows[i] -= 1
                        ranged[i] = arrows[i] > 0  # the last one: melee from now on
                    cumulative, outcomes = attack_table(weapon[i], save[j], strikes[j])
                    landed, spill = outcomes[find(cumulative, draw())]
                    if not landed:
                        continue
                    strikes[j] -= landed
                    if strikes[j]:
                        continue
                    up[j] = False
                    left[side[j]] -= 1
                    if not left[side[j]]:
                        winner = side[i]
                        break
                    if spill:
                        others = [k for k in reach if up[k]]
                        if others:
                            k = pick(others, i, strikes, draw)
                            cumulative, outcomes = spill_table(spill, save[k], strikes[k])
                            strikes[k] -= outcomes[find(cumulative, draw())]
                            if not strikes[k]:
                                up[k] = False
                                left[side[k]] -= 1
                                if not left[side[k]]:
                                    winner = side[i]
                                    break
                start = 0
            tally.add_fight(winner, played)
            for k in range(n):
                if not up[k]:
                    down_count[k] += 1
