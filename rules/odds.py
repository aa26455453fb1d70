"""Exact distributions shared by the systems: the k-th lowest of n fair dice."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from rules.errors import check_number, check_range

MAX_COUNT = 100
"""The most dice an order statistic is asked about (the systems need at most 11)."""
MAX_SIDES = 1000


def order_statistic(count: int, sides: int, rank: int) -> dict[int, Fraction]:
    """Distribution of the ``rank``-th lowest die (1-based) of ``count`` dice of ``sides``.

    Closed form: P(X_(rank) <= k) = sum_{i>=rank} C(n,i) F^i (1-F)^(n-i), F = k/sides.
    Exact fractions; checked against brute-force enumeration in the tests.
    """
    check_range("count", count, 1, MAX_COUNT)
    check_range("sides", sides, 1, MAX_SIDES)
    check_range("rank", rank, 1, count)
    return _order_statistic(count, sides, rank)


def _order_statistic(count: int, sides: int, rank: int) -> dict[int, Fraction]:
    # Integer counts over sides**count outcomes, then one Fraction per face.
    def at_most(k: int) -> int:
        return sum(
            comb(count, i) * k**i * (sides - k) ** (count - i) for i in range(rank, count + 1)
        )

    total = sides**count
    result: dict[int, Fraction] = {}
    previous = 0
    for k in range(1, sides + 1):
        current = at_most(k)
        result[k] = Fraction(current - previous, total)
        previous = current
    return result


def keep_lowest(count: int, sides: int) -> dict[int, Fraction]:
    """Distribution of the lowest of ``count`` dice."""
    check_range("count", count, 1, MAX_COUNT)
    return order_statistic(count, sides, 1)


def keep_highest(count: int, sides: int) -> dict[int, Fraction]:
    """Distribution of the highest of ``count`` dice."""
    check_range("count", count, 1, MAX_COUNT)
    return order_statistic(count, sides, count)


def percent(probability: Fraction) -> str:
    """Format a probability for people, e.g. ``62.5%`` (the UI's only rounding)."""
    check_number("probability", probability, 0, 1)
    return f"{float(probability) * 100:.1f}%"
