"""The exact oracle for the fight preview: small fights solved as a Markov chain over
the combatants' health, turn by turn, from the same per-attack distributions
(``rules.ryf.harm_distribution``, ``rules.ezd6.attack_outcomes`` and
``strikes_landing``) but none of the simulator's code.

The chain is propagated round by round up to the round limit: every state's chance is
carried exactly as the model says (whom each attacks, with what, in which order), in
floating point (the distributions are exact fractions; the sums of a few thousand
float products are good to about 1e-12, far below any interval's width).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from rules import ezd6, ryf
from rules.preview.model import Ezd6Fight, RyfFight

# The chain asks every state for the same few per-attack distributions: a memo of the
# enumeration, not a speed trick of the rules (without it the oracle's test takes 80 s,
# with it 3 s: `uv run pytest tests/rules/test_preview_oracle.py -n 0 --durations=3`).
_ryf_attack_odds = cache(ryf.attack_odds)
_ezd6_attack_odds = cache(ezd6.attack_odds)
_attack_outcomes = cache(ezd6.attack_outcomes)
_strikes_landing = cache(ezd6.strikes_landing)

HARM_CAP = 100
"""The oracle's own cap on one attack's harm (the simulator uses HP + 20)."""
PRUNE = 1e-13
"""A path less likely than this is dropped (its chance counted in ``lost``): far below
any interval's width, and it keeps the long tails of 20 rounds cheap."""


@dataclass
class Exact:
    party_wins: float = 0.0
    enemies_win: float = 0.0
    going: float = 0.0
    rounds: float = 0.0
    down: dict[str, float] | None = None
    dead: dict[str, float] | None = None
    lost: float = 0.0
    """The chance of the paths dropped (below PRUNE each)."""


def _finish(result: Exact, ids, mass: float, fallen, dead, winner: str | None, rounds: int):
    if winner == "party":
        result.party_wins += mass
    elif winner == "enemy":
        result.enemies_win += mass
    else:
        result.going += mass
    result.rounds += mass * rounds
    for k, cid in enumerate(ids):
        if fallen[k]:
            result.down[cid] += mass
        if dead[k]:
            result.dead[cid] += mass


# --- RyF ------------------------------------------------------------------------------


@cache
def _level(skill: int, wounded: bool) -> str:
    return ryf.resolve_level(skill=skill, wounded=wounded).level


def _ryf_level(weapon, wounded: bool) -> str:
    return _level(weapon.skill_value, wounded)


def _ryf_difficulty(fight: RyfFight, weapon, target) -> int:
    if weapon.skill == "ranged_weapons":
        return ryf.ranged_difficulty(fight.band, fight.cover)
    return target.defence[1] if weapon.skill == "brawl" else target.defence[0]


def _ryf_mean(fight: RyfFight, weapon, target, wounded: bool) -> Fraction:
    difficulty = _ryf_difficulty(fight, weapon, target)
    level = _ryf_level(weapon, wounded)
    return _ryf_attack_odds(weapon.bonus, difficulty, weapon.damage, 1, level).expected_damage


def _ryf_best(fight: RyfFight, i: int, j: int, wounded: bool, shots: dict[str, int]):
    """(expected harm, weapon) of i's best weapon against j that it can still use (a
    weapon whose ammunition pool is empty is not), the first of the highest; None when
    it can use none."""
    attacker, target = fight.fighters[i], fight.fighters[j]
    best = None
    for weapon in attacker.weapons:
        if weapon.ammo is not None and shots.get(weapon.ammo, 0) <= 0:
            continue
        mean = _ryf_mean(fight, weapon, target, wounded)
        if best is None or mean > best[0]:
            best = (mean, weapon)
    return best


def ryf_exact(fight: RyfFight) -> Exact:
    """The fight solved exactly. A state is every fighter's HP and shots left in each of
    its ammunition pools: the weapon each uses, and the danger each poses (its best
    attack it can still make on the one choosing, at its level now), follow the shots."""
    fighters = fight.fighters
    ids = [f.id for f in fighters]
    assert all(f.up and f.hp > 0 for f in fighters), "oracle: fighters up from the start"
    n = len(fighters)
    sides = [f.side for f in fighters]
    pools = [[name for name, _ in f.ammo] for f in fighters]
    result = Exact(down=dict.fromkeys(ids, 0.0), dead=dict.fromkeys(ids, 0.0))
    tables: dict[tuple, tuple[list[float], list[float]]] = {}

    def harm(weapon, target, wounded: bool) -> tuple[list[float], list[float]]:
        """P(harm == h) and P(harm >= h) for h = 0..HARM_CAP, as floats."""
        difficulty = _ryf_difficulty(fight, weapon, target)
        level = _ryf_level(weapon, wounded)
        key = (weapon.bonus, difficulty, weapon.damage, level)
        if key not in tables:
            table = ryf.harm_distribution(weapon.bonus, difficulty, weapon.damage, level, HARM_CAP)
            point = [float(table[h]) for h in range(HARM_CAP + 1)]
            tail, running = [0.0] * (HARM_CAP + 1), Fraction(0)
            for h in range(HARM_CAP, -1, -1):
                running += table[h]
                tail[h] = float(running)
            tables[key] = (point, tail)
        return tables[key]

    bests: dict[tuple, tuple | None] = {}

    def best_of(i: int, j: int, wounded: bool, mine: tuple[int, ...]):
        """``_ryf_best`` with i's shots ``mine``, asked once per run of the chain."""
        key = (i, j, wounded, mine)
        if key not in bests:
            bests[key] = _ryf_best(fight, i, j, wounded, dict(zip(pools[i], mine, strict=True)))
        return bests[key]

    def danger(hp, ammo, j: int, i: int) -> Fraction:
        best = best_of(j, i, hp[j] <= ryf.WOUNDED_AT, ammo[j])
        return Fraction(-1) if best is None else best[0]

    def targets(hp, ammo, i):
        up = [j for j in range(n) if sides[j] != sides[i] and hp[j] > 0]
        if fight.rule == "weakest":
            return [(min(up, key=lambda j: (hp[j], j)), 1.0)]
        if fight.rule == "dangerous":
            threat = {j: danger(hp, ammo, j, i) for j in up}
            top = max(threat.values())
            return [(next(j for j in up if threat[j] == top), 1.0)]
        return [(j, 1.0 / len(up)) for j in up]

    allies = [[k for k in range(n) if k != j and sides[k] == sides[j]] for j in range(n)]
    start = (tuple(f.hp for f in fighters), tuple(tuple(s for _, s in f.ammo) for f in fighters))
    dist: dict[tuple, float] = {start: 1.0}
    for rnd in range(1, fight.rounds + 1):
        for i in range(fight.first if rnd == 1 else 0, n):
            new: dict[tuple, float] = defaultdict(float)
            # the fights i ends on this turn, by final state: finished once per state
            ended: dict[tuple[int, ...], float] = defaultdict(float)
            for (state, ammo), p in dist.items():
                if state[i] <= 0:
                    new[(state, ammo)] += p
                    continue
                wounded = state[i] <= ryf.WOUNDED_AT
                for j, weight in targets(state, ammo, i):
                    best = best_of(i, j, wounded, ammo[i])
                    if best is None:  # nothing left to attack with: the turn passes
                        new[(state, ammo)] += p * weight
                        continue
                    weapon = best[1]
                    spent = ammo
                    if weapon.ammo is not None:
                        pool = pools[i].index(weapon.ammo)
                        mine = list(ammo[i])
                        mine[pool] -= 1
                        spent = (*ammo[:i], tuple(mine), *ammo[i + 1 :])
                    point, tail = harm(weapon, fighters[j], wounded)
                    hp = state[j]
                    # j's side still stands after j falls?
                    stands = any(state[k] > 0 for k in allies[j])
                    before, after = state[:j], state[j + 1 :]
                    base = p * weight
                    # every harm from HP + 20 on kills: one outcome
                    deadly = hp - ryf.DEAD_AT
                    for h in range(deadly + 1):
                        ph = point[h] if h < deadly else tail[deadly]
                        if not ph:
                            continue
                        mass = base * ph
                        if mass < PRUNE:
                            result.lost += mass
                            continue
                        left = hp - h
                        left = ryf.DEAD_AT if left <= ryf.DEAD_AT else 0 if left <= 0 else left
                        key = (*before, left, *after)
                        if left <= 0 and not stands:
                            ended[key] += mass
                        else:
                            new[(key, spent)] += mass
            for key, mass in ended.items():
                fallen = [hp <= 0 for hp in key]
                dead = [hp <= ryf.DEAD_AT for hp in key]
                _finish(result, ids, mass, fallen, dead, sides[i], rnd)
            dist = new
    for (state, _), p in dist.items():
        fallen = [hp <= 0 for hp in state]
        dead = [hp <= ryf.DEAD_AT for hp in state]
        _finish(result, ids, p, fallen, dead, None, fight.rounds)
    return result


# --- EZD6 -----------------------------------------------------------------------------


def ezd6_exact(fight: Ezd6Fight) -> Exact:
    """The fight solved exactly. A state is every fighter's strikes, whether it is in
    Near, whether it skips its next turn, and the arrows it has left (-1: it does not
    count them): a shot spends one, and a fighter with none left fights in melee."""
    fighters = fight.fighters
    ids = [f.id for f in fighters]
    assert all(f.up and f.strikes > 0 for f in fighters), "oracle: simple fights only"
    n = len(fighters)
    sides = [f.side for f in fighters]
    result = Exact(down=dict.fromkeys(ids, 0.0), dead=dict.fromkeys(ids, 0.0))

    def threat(j: int, i: int) -> Fraction:
        return _ezd6_attack_odds(
            fight.difficulty,
            20,
            weapon_strikes=fighters[j].weapon_strikes,
            armour_save=fighters[i].armour_save,
        ).expected_landed

    def choose(candidates, i, strikes):
        if fight.rule == "weakest":
            return [(min(candidates, key=lambda k: (strikes[k], k)), 1.0)]
        if fight.rule == "dangerous":
            top = max(threat(k, i) for k in candidates)
            return [(next(k for k in candidates if threat(k, i) == top), 1.0)]
        return [(k, 1.0 / len(candidates)) for k in candidates]

    def shoots(i, arrows) -> bool:
        return fighters[i].ranged and arrows[i] != 0

    def reaches(i, k, near, arrows) -> bool:
        return shoots(i, arrows) or (near[i] and near[k])

    start = (
        tuple(f.strikes for f in fighters),
        tuple(f.zone == "near" for f in fighters),
        tuple(f.loses_next_action for f in fighters),
        tuple(-1 if f.arrows is None else f.arrows for f in fighters),
    )
    dist: dict[tuple, float] = {start: 1.0}

    def settle(new, strikes, near, skip, arrows, mass, i, rnd):
        if mass < PRUNE:
            result.lost += mass
            return
        key = (tuple(strikes), tuple(near), tuple(skip), arrows)
        beaten = [
            side
            for side in ("party", "enemy")
            if all(strikes[k] == 0 for k in range(n) if sides[k] == side)
        ]
        if beaten:
            fallen = [s == 0 for s in strikes]
            _finish(result, ids, mass, fallen, [False] * n, sides[i], rnd)
        else:
            new[key] += mass

    for rnd in range(1, fight.rounds + 1):
        for i in range(fight.first if rnd == 1 else 0, n):
            new: dict[tuple, float] = defaultdict(float)
            for (strikes, near, skip, arrows), p in dist.items():
                if strikes[i] == 0:
                    new[(strikes, near, skip, arrows)] += p
                    continue
                if skip[i]:
                    skip2 = list(skip)
                    skip2[i] = False
                    new[(strikes, near, tuple(skip2), arrows)] += p
                    continue
                up = [k for k in range(n) if sides[k] != sides[i] and strikes[k] > 0]
                reach = [k for k in up if reaches(i, k, near, arrows)]
                if not reach:
                    if shoots(i, arrows):
                        raise AssertionError("a ranged fighter always reaches")
                    if not near[i]:
                        moved = list(near)
                        moved[i] = True
                        new[(strikes, tuple(moved), skip, arrows)] += p
                    else:
                        for k, weight in choose(up, i, strikes):
                            moved = list(near)
                            moved[k] = True
                            new[(strikes, tuple(moved), skip, arrows)] += p * weight
                    continue
                if shoots(i, arrows) and arrows[i] > 0:  # this shot spends one arrow
                    arrows = (*arrows[:i], arrows[i] - 1, *arrows[i + 1 :])
                for j, wj in choose(reach, i, strikes):
                    table = _attack_outcomes(
                        fight.difficulty,
                        strikes[j],
                        weapon_strikes=fighters[i].weapon_strikes,
                        armour_save=fighters[j].armour_save,
                    )
                    for (landed, spill), pj in table.items():
                        if not pj:
                            continue
                        after = list(strikes)
                        after[j] -= landed
                        others = [k for k in reach if k != j and after[k] > 0]
                        if (
                            after[j] == 0
                            and spill
                            and others
                            and any(after[k] > 0 for k in range(n) if sides[k] == sides[j])
                        ):
                            for k, wk in choose(others, i, after):
                                spilled = _strikes_landing(spill, fighters[k].armour_save, after[k])
                                for m, pm in spilled.items():
                                    if pm:
                                        final = list(after)
                                        final[k] -= m
                                        mass = p * wj * float(pj) * wk * float(pm)
                                        settle(new, final, near, skip, arrows, mass, i, rnd)
                        else:
                            settle(new, after, near, skip, arrows, p * wj * float(pj), i, rnd)
            dist = new
    for (strikes, _, _, _), p in dist.items():
        _finish(result, ids, p, [s == 0 for s in strikes], [False] * n, None, fight.rounds)
    return result
