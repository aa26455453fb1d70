"""Dice sources: every roll in the rules takes one, so tests and the GM's physical dice
can replace chance."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

from rules.errors import RulesError, check_dice, check_items, check_range, check_text

MAX_SIDES = 1000
"""The most faces a die may have."""
MAX_COUNT = 1000
"""The most dice one call may roll (so a bad count cannot hang the console)."""


class DiceSource(Protocol):
    """Anything that can roll one die with ``sides`` faces, returning 1..sides."""

    def roll(self, sides: int) -> int: ...


class DiceExhausted(RulesError):
    """ScriptedDice ran out: the roll needs more dice than were typed in.

    ``sides`` is the die needed next and ``used`` how many values were consumed, so the
    console can ask the GM for exactly the next die (an explosion, a reroll...).
    """

    def __init__(
        self, message: str, sides: int, used: int, purpose: str = "", reading: str = ""
    ) -> None:
        super().__init__(message)
        self.sides = sides
        self.used = used
        self.purpose = purpose
        self.reading = reading
        """How the dice of this step are read when several are typed at once ("" when
        the console's general words do: several at once, in order)."""


class RandomDice:
    """Pseudo-random dice; a seed makes a run repeatable."""

    def __init__(self, seed: int | None = None) -> None:
        if seed is not None:
            check_range("seed", seed, -(2**63), 2**63)
        self._random = random.Random(seed)

    def roll(self, sides: int) -> int:
        _check_sides(sides)
        return self._random.randint(1, sides)


class ScriptedDice:
    """Dice that return the given values in order: the texts' examples in tests, or the
    dice a player rolled at the table typed in by the GM."""

    def __init__(self, values: Iterable[int]) -> None:
        self._values = check_items("values", values, max_items=100_000)
        self._next = 0
        self.purpose = ""
        """What the next die is for (set by the rules through ``describe``)."""
        self.reading = ""
        """How that step's dice are read when typed together (``describe``)."""
        self.ended = ""
        """Why the last step took fewer dice than it could (``describe_end``)."""

    @property
    def remaining(self) -> int:
        """How many scripted values are left."""
        return len(self._values) - self._next

    def roll(self, sides: int) -> int:
        _check_sides(sides)
        if self._next >= len(self._values):
            raise DiceExhausted(
                f"dice: ran out of scripted values after {len(self._values)} "
                f"(a d{sides} was needed{' for ' + self.purpose if self.purpose else ''})",
                sides,
                len(self._values),
                self.purpose,
                self.reading,
            )
        value = self._values[self._next]
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= sides:
            raise RulesError(f"dice: value #{self._next + 1} must be 1..{sides} (got {value!r})")
        self._next += 1
        return value


class RecordingDice:
    """Wraps a source and remembers every value it gave, so a result can be replayed."""

    def __init__(self, source: DiceSource) -> None:
        self._source = check_dice("source", source)
        self.values: list[int] = []

    def roll(self, sides: int) -> int:
        _check_sides(sides)
        value = self._source.roll(sides)
        self.values.append(value)
        return value


def describe(dice: DiceSource, purpose: str, reading: str = "") -> None:
    """Say what the next dice are for, so typed-in dice can be asked for by name, and
    (``reading``) how many that step takes and how they are read when typed together
    ("up to 2 dice, one per strike, in order until it is down")."""
    check_dice("dice", dice)
    check_text("purpose", purpose)
    target = getattr(dice, "_source", dice)
    if hasattr(target, "purpose"):
        target.purpose = purpose
    describe_step(dice, reading)


def describe_step(dice: DiceSource, reading: str) -> None:
    """Say how the next step's dice are read, keeping what they are for (``describe``'s
    purpose): a damage roll's explosions, "1 more die: the 10 rolls again" (play-test 30:
    the prompt did not say how many more dice to type)."""
    check_dice("dice", dice)
    check_text("reading", reading)
    target = getattr(dice, "_source", dice)
    if hasattr(target, "reading"):
        target.reading = reading
    if hasattr(target, "ended"):
        target.ended = ""


def describe_end(dice: DiceSource, why: str) -> None:
    """Say why the step just rolled took fewer dice than its reading allowed ("Esqueleto
    1 is down after the first die"), so dice typed beyond it are refused with the reason
    (play-test 30: "this roll takes 1 die" said nothing of the target already down). The
    next ``describe`` forgets it."""
    check_dice("dice", dice)
    check_text("why", why)
    target = getattr(dice, "_source", dice)
    if hasattr(target, "ended"):
        target.ended = why


def roll_d100(dice: DiceSource) -> int:
    """Read two d10 as tens then units, a 10 reading as 0: 00..99."""
    check_dice("dice", dice)
    tens = roll_die(dice, 10) % 10
    units = roll_die(dice, 10) % 10
    return tens * 10 + units


def roll_many(dice: DiceSource, count: int, sides: int) -> tuple[int, ...]:
    """Roll ``count`` (0..1000) dice of ``sides`` (1..1000) faces in order."""
    check_dice("dice", dice)
    check_range("count", count, 0, MAX_COUNT)
    _check_sides(sides)
    return tuple(roll_die(dice, sides) for _ in range(count))


def roll_die(dice: DiceSource, sides: int) -> int:
    """Roll one die and check the source kept to 1..sides (a GM's typo, a broken source)."""
    check_dice("dice", dice)
    _check_sides(sides)
    value = dice.roll(sides)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= sides:
        raise RulesError(f"dice: a d{sides} must show 1..{sides} (got {value!r})")
    return value


def _check_sides(sides: int) -> None:
    check_range("sides", sides, 1, MAX_SIDES)
