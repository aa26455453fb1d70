"""The one error type the rules raise for bad arguments, and the checks that raise it.

Every public function of ``rules`` checks its arguments with these at the boundary, so a
bad value (None, a string for a number, NaN, a bool for an int, a huge count, an unknown
name) comes back as a RulesError that names the argument, the value and what is allowed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction
from typing import Any, TypeVar

T = TypeVar("T")

MAX_ITEMS = 1000
"""The most items a sequence argument (dice, modifiers, entries) may hold."""


class RulesError(ValueError):
    """A rules function got an argument it cannot use.

    The message names the argument, the value received and what is allowed, so the
    console can show it to the GM as it is.
    """


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _check_name(name: object) -> None:
    if not isinstance(name, str) or len(name) > 100:
        raise RulesError(f"name: must be a text of at most 100 characters (got {_show(name)})")


def _check_bounds(low: object, high: object, kinds: tuple[type, ...] = (int,)) -> None:
    for bound_name, bound in (("low", low), ("high", high)):
        if (
            isinstance(bound, bool)
            or not isinstance(bound, kinds)
            or (isinstance(bound, float) and not math.isfinite(bound))
        ):
            raise RulesError(f"{bound_name}: must be a finite number (got {_show(bound)})")


def check_range(name: str, value: object, low: int, high: int) -> int:
    """Return ``value`` if it is an int in ``low..high``; otherwise raise RulesError."""
    _check_name(name)
    _check_bounds(low, high)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"{name}: must be a whole number {low}..{high} (got {_show(value)})")
    if not low <= value <= high:
        raise RulesError(f"{name}: must be {low}..{high} (got {_show(value)})")
    return value


def check_optional_range(name: str, value: object, low: int, high: int) -> int | None:
    """Return ``value`` if it is None or an int in ``low..high``; otherwise raise."""
    _check_name(name)
    _check_bounds(low, high)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RulesError(
            f"{name}: must be None or a whole number {low}..{high} (got {_show(value)})"
        )
    return value


def check_choice(name: str, value: object, allowed: tuple[str, ...]) -> str:
    """Return ``value`` if it is one of ``allowed``; otherwise raise RulesError."""
    _check_name(name)
    if not isinstance(allowed, tuple) or not all(isinstance(a, str) for a in allowed):
        raise RulesError(f"allowed: must be a tuple of texts (got {_show(allowed)})")
    if not isinstance(value, str) or value not in allowed:
        raise RulesError(f"{name}: must be one of {', '.join(allowed)} (got {_show(value)})")
    return value


def check_flag(name: str, value: object) -> bool:
    """Return ``value`` if it is True or False (not 0, 1, None or a string)."""
    _check_name(name)
    if not isinstance(value, bool):
        raise RulesError(f"{name}: must be True or False (got {_show(value)})")
    return value


def check_text(name: str, value: object, max_length: int = 200) -> str:
    """Return ``value`` if it is a string of at most ``max_length`` characters."""
    _check_name(name)
    check_range("max_length", max_length, 0, 1_000_000)
    if not isinstance(value, str) or len(value) > max_length:
        raise RulesError(
            f"{name}: must be a text of at most {max_length} characters (got {_show(value)})"
        )
    return value


def check_number(name: str, value: object, low: float, high: float) -> float | Fraction:
    """Return ``value`` if it is a finite real number (int, float, Fraction) in low..high."""
    _check_name(name)
    _check_bounds(low, high, (int, float, Fraction))
    if isinstance(value, bool) or not isinstance(value, int | float | Fraction):
        raise RulesError(f"{name}: must be a number {low}..{high} (got {_show(value)})")
    if isinstance(value, float) and not math.isfinite(value):
        raise RulesError(f"{name}: must be a finite number {low}..{high} (got {_show(value)})")
    if not low <= value <= high:
        raise RulesError(f"{name}: must be {low}..{high} (got {_show(value)})")
    return value


def check_instance(name: str, value: object, kind: type[T], what: str) -> T:
    """Return ``value`` if it is a ``kind``; ``what`` says what is allowed, for people."""
    _check_name(name)
    if not isinstance(kind, type):
        raise RulesError(f"kind: must be a class (got {_show(kind)})")
    check_text("what", what)
    if not isinstance(value, kind):
        raise RulesError(f"{name}: must be {what} (got {_show(value)})")
    return value


def check_dice(name: str, value: object) -> Any:
    """Return ``value`` if it can roll dice (has a ``roll(sides)`` method)."""
    _check_name(name)
    if not callable(getattr(value, "roll", None)):
        raise RulesError(
            f"{name}: must be a dice source with a roll(sides) method (got {_show(value)})"
        )
    return value


def check_items(
    name: str, value: object, max_items: int = MAX_ITEMS, strings_allowed: bool = False
) -> list[Any]:
    """Return ``value`` as a list if it is a finite iterable of at most ``max_items``.

    A string is refused (it would be read character by character) unless asked for.
    """
    _check_name(name)
    check_range("max_items", max_items, 0, 1_000_000)
    check_flag("strings_allowed", strings_allowed)
    if (isinstance(value, str | bytes) and not strings_allowed) or not isinstance(value, Iterable):
        raise RulesError(
            f"{name}: must be a list of at most {max_items} items (got {_show(value)})"
        )
    items: list[Any] = []
    for item in value:
        items.append(item)
        if len(items) > max_items:
            raise RulesError(f"{name}: must hold at most {max_items} items")
    return items
