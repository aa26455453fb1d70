"""Median time of each odds function over its grid (what one key of the panel pays: the
panel asks one query per key), with the slowest query of the grid, beside the same grid
with the function memoized (``functools.cache``, warm), in the same run; and of one
resolution per system. Prints `name: value unit` lines. Goal: odds <= 1 ms, the chance to
down the target (ryf.attack_odds, ezd6.attack_odds) <= 5 ms, resolutions <= 50 us.

    uv run python benchmarks/bench_rules.py

The rules keep no cache (issue 35): a memo would spare a key at most the slowest figure
printed here, a fraction of a millisecond against the tens of a key's answer.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from functools import cache
from types import ModuleType

from rules import eclipse_phase, ezd6, fids, ryf
from rules.dice import RandomDice


def _times(calls: list[Callable[[], object]]) -> list[float]:
    times = []
    for call in calls:
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return times


def median_us(calls: list[Callable[[], object]]) -> float:
    return statistics.median(_times(calls)) * 1e6


def memoized(module: ModuleType, name: str, calls: list[Callable[[], object]]) -> float:
    """The grid's median (us) with ``module.name`` memoized and warm (the calls look the
    function up on the module at each call)."""
    plain = getattr(module, name)
    setattr(module, name, cache(plain))
    try:
        for call in calls:
            call()
        return median_us(calls)
    finally:
        setattr(module, name, plain)


def main() -> None:
    grids: dict[str, list[Callable[[], object]]] = {
        "fids.success_odds": [
            (lambda a=a, s=s: fids.success_odds(a, s)) for a in range(1, 6) for s in fids.STANCES
        ],
        "fids.outcome_odds": [
            (lambda a=a, s=s: fids.outcome_odds(a, s)) for a in range(1, 6) for s in fids.STANCES
        ],
        "ryf.success_odds": [
            (lambda b=b, d=d, lv=lv: ryf.success_odds(b, d, lv))
            for b in range(0, 31, 3)
            for d in (10, 15, 20, 25, 30, 40)
            for lv in ryf.LEVELS
        ],
        "ryf.opposed_odds": [
            (lambda a=a, b=b, lv=lv: ryf.opposed_odds(a, b, lv, lv))
            for a in range(0, 31, 6)
            for b in range(0, 31, 7)
            for lv in ryf.LEVELS
        ],
        "eclipse_phase.success_odds": [
            (lambda t=t: eclipse_phase.success_odds(t)) for t in range(-10, 110, 7)
        ],
        "eclipse_phase.opposed_odds": [
            (lambda a=a, b=b: eclipse_phase.opposed_odds(a, b))
            for a in range(0, 100, 13)
            for b in range(0, 100, 17)
        ],
        "ezd6.success_odds": [
            (lambda d=d, bo=bo, ba=ba: ezd6.success_odds(d, bo, ba))
            for d in range(1, 7)
            for bo in range(4)
            for ba in range(4)
        ],
    }
    down_grids: dict[str, list[Callable[[], object]]] = {
        "ryf.attack_odds": [
            (lambda b=b, d=d, dmg=dmg, hp=hp, lv=lv: ryf.attack_odds(b, d, dmg, hp, lv))
            for b in (8, 14, 20)
            for d in (12, 17, 25)
            for dmg in ("1d6-2", "1d10", "2d6", "1d10+2", "3d6")
            for hp in (-15, 5, 24, 40)
            for lv in ryf.LEVELS
        ],
        "ezd6.attack_odds": [
            (lambda d=d, s=s, bo=bo, ba=ba, w=w, a=a: ezd6.attack_odds(d, s, bo, ba, 0, w, a))
            for d in range(1, 7)
            for s in (1, 3, 6)
            for bo in range(3)
            for ba in range(2)
            for w in (1, 2)
            for a in (None, 4, 6)
        ],
    }
    modules = {"fids": fids, "ryf": ryf, "eclipse_phase": eclipse_phase, "ezd6": ezd6}
    for name, calls in {**down_grids, **grids}.items():
        # Each query timed 5 times, keeping its fastest (the machine is shared); the
        # median and the slowest query of the grid are printed.
        times = [min(_times([call] * 5)) for call in calls]
        module, function = name.split(".")
        print(f"{name}: {statistics.median(times) * 1e3:.3f} ms")
        print(f"{name} worst: {max(times) * 1e3:.3f} ms")
        print(f"{name} memoized: {memoized(modules[module], function, calls):.1f} us")

    dice = RandomDice(1)
    resolutions: dict[str, Callable[[], object]] = {
        "fids.test": lambda: fids.test(3, "neutral", dice),
        "ryf.skill_roll": lambda: ryf.skill_roll(12, 20, dice),
        "ryf.damage_roll": lambda: ryf.damage_roll("2d6", dice),
        "eclipse_phase.success_test": lambda: eclipse_phase.success_test(50, dice, (-20,)),
        "ezd6.roll": lambda: ezd6.roll(4, dice, boons=1),
    }
    for name, call in resolutions.items():
        print(f"{name}: {median_us([call] * 2000):.1f} us")


if __name__ == "__main__":
    main()
