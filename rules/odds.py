"""Exact distributions shared by the systems: the k-th lowest of n fair dice."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb


@lru_cache(maxsize=256)
def order_statistic(count: int, sides: int, rank: int) -> dict[int, Fraction]:
    """Distribution of the ``rank``-th lowest die (1-based) of ``count`` dice of ``sides``.

    Closed form: P(X_(rank) <= k) = sum_{i>=rank} C(n,i) F^i (1-F)^(n-i), F = k/sides.
    Exact fractions; checked against brute-force enumeration in the tests.
    """

    def at_most(k: int) -> Fraction:
        f = Fraction(k, sides)
        return sum(
            (comb(count, i) * f**i * (1 - f) ** (count - i) for i in range(rank, count + 1)),
            Fraction(0),
        )

    result: dict[int, Fraction] = {}
    previous = Fraction(0)
    for k in range(1, sides + 1):
        current = at_most(k)
        result[k] = current - previous
        previous = current
    return result


def keep_lowest(count: int, sides: int) -> dict[int, Fraction]:
    """Distribution of the lowest of ``count`` dice."""
    return order_statistic(count, sides, 1)


def keep_highest(count: int, sides: int) -> dict[int, Fraction]:
    """Distribution of the highest of ``count`` dice."""
    return order_statistic(count, sides, count)


def percent(probability: Fraction) -> str:
    """Format a probability for people, e.g. ``62.5%`` (the UI's only rounding)."""
    return f"{float(probability) * 100:.1f}%"
