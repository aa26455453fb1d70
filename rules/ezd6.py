"""EZD6: d6 vs difficulty with boons, banes and helpers; strikes, the critical chain,
armour and miraculous saves, karma and hero dice.

Implements RULINGS.md "EZD6 (d6)".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from rules.dice import DiceSource, roll_many
from rules.errors import RulesError, check_choice, check_range
from rules.odds import keep_highest, keep_lowest

DIFFICULTY_MIN, DIFFICULTY_MAX = 1, 6
MAX_EXTRA_DICE = 10
HERO_DIE_KARMA_PRICE = 5
DEFAULT_STRIKES = 3
ZONES = ("near", "far", "out")
ZONE_NAMES = {"near": "Near", "far": "Far", "out": "Out of combat"}
WEALTH_LEVELS = ("pauper", "cash_poor", "moderate", "wealthy", "lordly", "kingly")


@dataclass(frozen=True)
class RollResult:
    """A d6 roll with boons, banes and helpers, after any karma or hero die."""

    difficulty: int
    dice: tuple[int, ...]
    """Every die rolled, in order."""
    boons: int = 0
    banes: int = 0
    helpers: int = 0
    karma_spent: int = 0
    hero_reroll: int | None = None
    """The new die when a hero die rerolled a kept 1."""

    @property
    def net(self) -> int:
        """Boons and helpers minus banes: >0 keep highest, <0 keep lowest."""
        return self.boons + self.helpers - self.banes

    @property
    def natural(self) -> int:
        """The die kept before karma or a hero die."""
        return max(self.dice) if self.net >= 0 else min(self.dice)

    @property
    def kept(self) -> int:
        base = self.hero_reroll if self.hero_reroll is not None else self.natural
        return min(6, base + self.karma_spent)

    @property
    def critical_failure(self) -> bool:
        """A kept 1 always fails critically (karma cannot save it; a hero die can)."""
        return self.kept == 1

    @property
    def critical(self) -> bool:
        """A kept 6: always a success, and in combat it starts the critical chain."""
        return self.kept == 6

    @property
    def success(self) -> bool:
        return not self.critical_failure and (self.critical or self.kept >= self.difficulty)

    @property
    def explanation(self) -> str:
        how = "1d6"
        if self.net > 0:
            how = f"{len(self.dice)}d6 keep highest"
        elif self.net < 0:
            how = f"{len(self.dice)}d6 keep lowest"
        extras = []
        if self.boons:
            extras.append(f"{self.boons} boon{'s' * (self.boons > 1)}")
        if self.banes:
            extras.append(f"{self.banes} bane{'s' * (self.banes > 1)}")
        if self.helpers:
            extras.append(f"{self.helpers} helper{'s' * (self.helpers > 1)}")
        extra = f" ({', '.join(extras)})" if extras else ""
        text = f"{how}{extra}: {' '.join(map(str, self.dice))} -> {self.natural}"
        if self.hero_reroll is not None:
            text += f", hero die rerolls the 1 -> {self.hero_reroll}"
        if self.karma_spent:
            text += f", +{self.karma_spent} karma -> {self.kept}"
        text += f" vs {self.difficulty}: "
        if self.critical_failure:
            text += "1: critical failure"
        elif self.critical:
            text += "6: success (critical)"
        else:
            text += "success" if self.success else "failure"
        return text


def _check(difficulty: int, boons: int, banes: int, helpers: int) -> None:
    check_range("difficulty", difficulty, DIFFICULTY_MIN, DIFFICULTY_MAX)
    check_range("boons", boons, 0, MAX_EXTRA_DICE)
    check_range("banes", banes, 0, MAX_EXTRA_DICE)
    check_range("helpers", helpers, 0, MAX_EXTRA_DICE)


def dice_count(boons: int = 0, banes: int = 0, helpers: int = 0) -> int:
    """Boons and banes cancel one for one; each helper counts as a boon."""
    return 1 + abs(boons + helpers - banes)


def roll(
    difficulty: int, dice: DiceSource, boons: int = 0, banes: int = 0, helpers: int = 0
) -> RollResult:
    """Roll against ``difficulty`` (1..6); meet or beat it."""
    _check(difficulty, boons, banes, helpers)
    rolled = roll_many(dice, dice_count(boons, banes, helpers), 6)
    return RollResult(difficulty, rolled, boons, banes, helpers)


@lru_cache(maxsize=512)
def _kept_distribution(net: int) -> dict[int, Fraction]:
    count = 1 + abs(net)
    return keep_highest(count, 6) if net >= 0 else keep_lowest(count, 6)


def kept_distribution(boons: int = 0, banes: int = 0, helpers: int = 0) -> dict[int, Fraction]:
    """Exact distribution of the kept die."""
    _check(1, boons, banes, helpers)
    return dict(_kept_distribution(boons + helpers - banes))


def success_odds(difficulty: int, boons: int = 0, banes: int = 0, helpers: int = 0) -> Fraction:
    """Exact chance of success before karma or hero dice: kept >= difficulty, never a 1."""
    _check(difficulty, boons, banes, helpers)
    dist = _kept_distribution(boons + helpers - banes)
    return sum((p for k, p in dist.items() if k != 1 and k >= difficulty), Fraction(0))


def critical_failure_odds(boons: int = 0, banes: int = 0, helpers: int = 0) -> Fraction:
    _check(1, boons, banes, helpers)
    return _kept_distribution(boons + helpers - banes)[1]


# --- Karma and hero dice -------------------------------------------------------------


def spend_karma(result: RollResult, points: int, available: int) -> RollResult:
    """Raise the kept die by 1 per karma point (not on a 1, not above 6)."""
    check_range("karma points", points, 1, 6)
    if result.critical_failure:
        raise RulesError("karma: cannot save a kept 1 (only a hero die can)")
    if points > available:
        raise RulesError(f"karma: spending {points} needs {points} karma (has {available})")
    if result.kept + points > 6:
        raise RulesError(
            f"karma: the die is {result.kept}; at most {6 - result.kept} raises it to 6"
        )
    return replace(result, karma_spent=result.karma_spent + points)


def use_hero_die(result: RollResult, dice: DiceSource, available: int) -> RollResult:
    """Reroll a kept 1 with a hero die; the new result stands."""
    if available < 1:
        raise RulesError("hero dice: none left")
    if result.kept != 1 or result.hero_reroll is not None:
        raise RulesError("hero die: rerolls a kept 1 only, once")
    return replace(result, hero_reroll=dice.roll(6))


def buy_hero_die(karma: int) -> int:
    """Karma left after buying a hero die for 5 (house option)."""
    if karma < HERO_DIE_KARMA_PRICE:
        raise RulesError(f"karma: a hero die costs {HERO_DIE_KARMA_PRICE} karma (has {karma})")
    return karma - HERO_DIE_KARMA_PRICE


# --- Strikes -------------------------------------------------------------------------


@dataclass(frozen=True)
class CriticalChain:
    """The chain after a kept 6: each further 6 is one more strike, while 6s come."""

    dice: tuple[int, ...] = ()
    """Chain dice as they count (after karma)."""
    karma_spent: int = 0

    @property
    def extra_strikes(self) -> int:
        return sum(1 for d in self.dice if d == 6)

    @property
    def going(self) -> bool:
        """True while the last chain die was a 6 (or no chain die yet)."""
        return not self.dice or self.dice[-1] == 6

    def add(self, die: int) -> CriticalChain:
        check_range("chain die", die, 1, 6)
        if not self.going:
            raise RulesError("critical chain: it ended with a die below 6")
        return replace(self, dice=(*self.dice, die))

    def karma_to_continue(self) -> int | None:
        """Karma needed to raise the last die to 6 (None when it is a 1 or already 6)."""
        if not self.dice or self.dice[-1] in (1, 6):
            return None
        return 6 - self.dice[-1]

    def raise_last(self, available: int) -> CriticalChain:
        """Spend karma to raise the last chain die to 6 so the chain goes on."""
        cost = self.karma_to_continue()
        if cost is None:
            raise RulesError("karma: the last chain die cannot be raised (a 1, or already 6)")
        if cost > available:
            raise RulesError(f"karma: raising to 6 costs {cost} (has {available})")
        return replace(self, dice=(*self.dice[:-1], 6), karma_spent=self.karma_spent + cost)

    @property
    def explanation(self) -> str:
        if not self.dice:
            return "critical chain: no further dice"
        return (
            f"critical chain: {' '.join(map(str, self.dice))} -> "
            f"+{self.extra_strikes} strike{'s' * (self.extra_strikes != 1)}"
        )


def roll_critical_chain(dice: DiceSource) -> CriticalChain:
    """Roll chain dice while they show 6 (no karma)."""
    chain = CriticalChain()
    while chain.going:
        chain = chain.add(dice.roll(6))
    return chain


def strikes_dealt(
    result: RollResult, weapon_strikes: int = 1, chain: CriticalChain | None = None
) -> int:
    """Strikes a combat roll deals: the weapon's on a hit, plus the chain's extra 6s."""
    check_range("weapon strikes", weapon_strikes, 1, 2)
    if not result.success:
        return 0
    return weapon_strikes + (chain.extra_strikes if chain and result.critical else 0)


@dataclass(frozen=True)
class ArmourSaves:
    """One armour die per strike received; each pass negates a strike."""

    save: int | None
    dice: tuple[int, ...]

    @property
    def negated(self) -> int:
        if self.save is None:
            return 0
        return sum(1 for d in self.dice if d >= self.save)

    @property
    def taken(self) -> int:
        return len(self.dice) - self.negated if self.save is not None else len(self.dice)

    @property
    def explanation(self) -> str:
        if self.save is None:
            return f"no armour: {len(self.dice)} strike{'s' * (len(self.dice) != 1)} taken"
        marks = " ".join(f"{d}{'✓' if d >= self.save else '✗'}" for d in self.dice)
        return f"armour save {self.save}+: {marks} -> {self.negated} negated, {self.taken} taken"


def armour_saves(strikes: int, save: int | None, dice: DiceSource) -> ArmourSaves:
    """Roll one d6 per strike against the armour save number (None: no armour)."""
    check_range("strikes", strikes, 0, 20)
    if save is None:
        return ArmourSaves(None, (0,) * strikes)
    check_range("armour save", save, 2, 6)
    return ArmourSaves(save, roll_many(dice, strikes, 6))


def armour_save_odds(save: int) -> Fraction:
    check_range("armour save", save, 2, 6)
    return Fraction(7 - save, 6)


@dataclass(frozen=True)
class MiraculousSave:
    """A save against harm armour does not stop (falls, poison) or against death."""

    number: int
    die: int
    life_threatening: bool

    @property
    def passed(self) -> bool:
        return self.die >= self.number

    @property
    def explanation(self) -> str:
        kind = "life-threatening" if self.life_threatening else "normal"
        if self.life_threatening:
            what = (
                "passed: left at 1 strike"
                if self.passed
                else "failed: unconscious or dead (GM's call)"
            )
        else:
            what = "passed: no harm" if self.passed else "failed: harm taken"
        return f"miraculous save ({kind}) {self.number}+: {self.die}: {what}"


def miraculous_save(
    number: int, dice: DiceSource, life_threatening: bool = False
) -> MiraculousSave:
    check_range("miraculous save", number, 2, 6)
    return MiraculousSave(number, dice.roll(6), life_threatening)


def apply_strikes(current: int, taken: int) -> int:
    """Strikes left after harm: never below 0."""
    return max(0, current - taken)


def heal_strikes(current: int, maximum: int, amount: int) -> int:
    """Strikes after rest (+1) or a potion: never above the maximum."""
    return min(maximum, current + amount)


def turn_order(players: list[str], enemies: list[str], surprise: str | None = None) -> list[str]:
    """Players first in their chosen order, then enemies; a surprise puts its side first."""
    if surprise is not None:
        check_choice("surprise", surprise, ("players", "enemies"))
    if surprise == "enemies":
        return [*enemies, *players]
    return [*players, *enemies]


def check_zone(zone: str) -> str:
    return check_choice("zone", zone, ZONES)


def check_wealth(level: str) -> str:
    return check_choice("wealth", level, WEALTH_LEVELS)
