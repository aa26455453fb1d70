"""Median time of each odds function over its grid (uncached and cached) and of one
resolution per system. Prints `name: value unit` lines. Goal: odds <= 1 ms uncached,
resolutions <= 50 us."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from rules import eclipse_phase, ezd6, fids, odds, ryf
from rules.dice import RandomDice


def _clear() -> None:
    for fn in (
        fids._outcome_odds,
        ryf._success_odds,
        ryf._at_least,
        ryf._opposed_odds,
        odds.order_statistic,
        eclipse_phase._success_odds,
        eclipse_phase._opposed_closed,
        ezd6._kept_distribution,
    ):
        fn.cache_clear()


def median_us(calls: list[Callable[[], object]], clear: bool) -> float:
    times = []
    for call in calls:
        if clear:
            _clear()
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


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
    for name, calls in grids.items():
        print(f"{name} uncached: {median_us(calls, True):.1f} us")
        for call in calls:
            call()
        print(f"{name} cached: {median_us(calls, False):.1f} us")

    dice = RandomDice(1)
    resolutions: dict[str, Callable[[], object]] = {
        "fids.test": lambda: fids.test(3, "neutral", dice),
        "ryf.skill_roll": lambda: ryf.skill_roll(12, 20, dice),
        "ryf.damage_roll": lambda: ryf.damage_roll("2d6", dice),
        "eclipse_phase.success_test": lambda: eclipse_phase.success_test(50, dice, (-20,)),
        "ezd6.roll": lambda: ezd6.roll(4, dice, boons=1),
    }
    for name, call in resolutions.items():
        print(f"{name}: {median_us([call] * 2000, False):.1f} us")


if __name__ == "__main__":
    main()
