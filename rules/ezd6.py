"""EZD6: d6 vs difficulty with boons, banes and helpers; strikes, the critical chain,
armour and miraculous saves, karma and hero dice.

Implements RULINGS.md "EZD6 (d6)".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from math import comb

from rules.dice import DiceSource, roll_die, roll_many
from rules.errors import (
    RulesError,
    check_choice,
    check_dice,
    check_flag,
    check_instance,
    check_items,
    check_optional_range,
    check_range,
    check_text,
)
from rules.language import say, say_in, say_n
from rules.odds import keep_highest, keep_lowest

DIFFICULTY_MIN, DIFFICULTY_MAX = 1, 6
MAX_EXTRA_DICE = 10
HERO_DIE_KARMA_PRICE = 5
DEFAULT_STRIKES = 3
ZONES = ("near", "far", "out")
ZONE_NAMES = {"near": "Near", "far": "Far", "out": "Out of combat"}
"""The zones as the text names them (in Spanish: rules.po, context "ezd6 zone")."""


def zone_name(zone: str) -> str:
    """A zone's name in the current language (Near / Cerca)."""
    check_choice("zone", zone, ZONES)
    return say_in("ezd6 zone", ZONE_NAMES[zone])


WEALTH_LEVELS = ("pauper", "cash_poor", "moderate", "wealthy", "lordly", "kingly")


MAX_STRIKES = 100
"""The most strikes a character may have or an attack may deal (a bound, not a rule)."""
MAX_CHAIN = 1000
"""A critical chain longer than this is refused: a broken dice source must not hang."""
KARMA_MAX = 999


def _keep(dice: tuple[int, ...], net: int) -> int:
    return max(dice) if net >= 0 else min(dice)


def _with_rerolls(dice: tuple[int, ...], rerolls: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    current = list(dice)
    for index, value in rerolls:
        current[index] = value
    return tuple(current)


@dataclass(frozen=True)
class RollResult:
    """A d6 roll with boons, banes and helpers, after any hero dice and karma."""

    difficulty: int
    dice: tuple[int, ...]
    """Every die as first rolled, in order."""
    boons: int = 0
    banes: int = 0
    helpers: int = 0
    karma_spent: int = 0
    hero_rerolls: tuple[tuple[int, int], ...] = ()
    """Each hero die spent: (index of the die that showed the kept 1, its new value)."""
    attack: bool = False
    """A combat roll: a kept 6 hits and starts the critical chain."""

    @property
    def net(self) -> int:
        """Boons and helpers minus banes: >0 keep highest, <0 keep lowest."""
        return self.boons + self.helpers - self.banes

    @property
    def current_dice(self) -> tuple[int, ...]:
        """The dice after the hero dice replaced what they rerolled."""
        return _with_rerolls(self.dice, self.hero_rerolls)

    @property
    def natural(self) -> int:
        """The die kept at first, before hero dice or karma."""
        return _keep(self.dice, self.net)

    @property
    def unraised(self) -> int:
        """The die kept after the hero dice (read again with the same keep rule), before
        karma."""
        return _keep(self.current_dice, self.net)

    @property
    def kept(self) -> int:
        return min(6, self.unraised + self.karma_spent)

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
            how = say("{count}d6 keep highest", count=len(self.dice))
        elif self.net < 0:
            how = say("{count}d6 keep lowest", count=len(self.dice))
        extras = []
        if self.boons:
            extras.append(say_n("{n} boon", "{n} boons", self.boons))
        if self.banes:
            extras.append(say_n("{n} bane", "{n} banes", self.banes))
        if self.helpers:
            extras.append(say_n("{n} helper", "{n} helpers", self.helpers))
        extra = f" ({', '.join(extras)})" if extras else ""
        # One die is the kept die: said once ("1d6: 6", never "1d6: 6 -> 6: 6", play-test 9).
        text = f"{how}{extra}: {' '.join(map(str, self.dice))}"
        if len(self.dice) > 1:
            text += f" -> {self.natural}"
        for _, value in self.hero_rerolls:
            text += say(", hero die rerolls the 1 -> {value}", value=value)
        if self.hero_rerolls and len(self.dice) > 1:
            text += f" ({' '.join(map(str, self.current_dice))} -> {self.unraised})"
        chain_by_karma = self.attack and self.critical and self.karma_spent > 0
        if self.karma_spent and not chain_by_karma:
            text += f", karma +{self.karma_spent} -> {self.kept}"
        text += say(" vs {difficulty}", difficulty=self.difficulty)
        if chain_by_karma:
            return text + say(
                ", karma +{karma_spent} -> 6: the chain starts", karma_spent=self.karma_spent
            )
        if self.critical_failure:
            return text + say(": critical failure")
        if self.critical:
            if self.attack:
                return text + say(": hit, the chain starts")
            return text + say(": success (critical)")
        if self.success:  # an attack's success is a hit, as its critical is
            return text + (say(": hit") if self.attack else say(": success"))
        return text + say(": failure")


def _check(difficulty: int, boons: int, banes: int, helpers: int) -> None:
    check_range("difficulty", difficulty, DIFFICULTY_MIN, DIFFICULTY_MAX)
    check_range("boons", boons, 0, MAX_EXTRA_DICE)
    check_range("banes", banes, 0, MAX_EXTRA_DICE)
    check_range("helpers", helpers, 0, MAX_EXTRA_DICE)


def _check_extras(boons: int, banes: int, helpers: int) -> None:
    _check(DIFFICULTY_MIN, boons, banes, helpers)


def dice_count(boons: int = 0, banes: int = 0, helpers: int = 0) -> int:
    """Boons and banes cancel one for one; each helper counts as a boon."""
    _check_extras(boons, banes, helpers)
    return 1 + abs(boons + helpers - banes)


def roll(
    difficulty: int,
    dice: DiceSource,
    boons: int = 0,
    banes: int = 0,
    helpers: int = 0,
    attack: bool = False,
) -> RollResult:
    """Roll against ``difficulty`` (1..6); meet or beat it. ``attack``: a combat roll,
    where a kept 6 starts the critical chain (the explanation says so)."""
    _check(difficulty, boons, banes, helpers)
    check_dice("dice", dice)
    check_flag("attack", attack)
    rolled = roll_many(dice, 1 + abs(boons + helpers - banes), 6)
    return RollResult(difficulty, rolled, boons, banes, helpers, attack=attack)


def _kept_distribution(net: int) -> dict[int, Fraction]:
    count = 1 + abs(net)
    return keep_highest(count, 6) if net >= 0 else keep_lowest(count, 6)


def kept_distribution(boons: int = 0, banes: int = 0, helpers: int = 0) -> dict[int, Fraction]:
    """Exact distribution of the kept die."""
    _check_extras(boons, banes, helpers)
    return _kept_distribution(boons + helpers - banes)


def success_odds(difficulty: int, boons: int = 0, banes: int = 0, helpers: int = 0) -> Fraction:
    """Exact chance of success before karma or hero dice: kept >= difficulty, never a 1."""
    _check(difficulty, boons, banes, helpers)
    dist = _kept_distribution(boons + helpers - banes)
    return sum((p for k, p in dist.items() if k != 1 and k >= difficulty), Fraction(0))


def critical_failure_odds(boons: int = 0, banes: int = 0, helpers: int = 0) -> Fraction:
    """Exact chance the kept die is a 1."""
    _check_extras(boons, banes, helpers)
    return _kept_distribution(boons + helpers - banes)[1]


# --- Karma and hero dice -------------------------------------------------------------


def _check_roll(result: object) -> RollResult:
    return check_instance("result", result, RollResult, "an EZD6 RollResult")


def _check_karma_spend(points: int, available: int, die: int) -> None:
    check_range("points", points, 1, 5)
    check_range("available", available, 0, KARMA_MAX)
    if die == 1:
        raise RulesError(say("karma: cannot save a kept 1 (only a hero die can)"))
    if points > available:
        raise RulesError(
            say(
                "karma: spending {points} needs {points} karma (has {available})",
                points=points,
                available=available,
            )
        )
    if die + points > 6:
        raise RulesError(
            say("karma: the die is {die}; at most {most} raises it to 6", die=die, most=6 - die)
        )


def karma_needed(die: int, difficulty: int, success: bool) -> int | None:
    """The karma that changes a roll's result from here, or None when none can: a die
    that fails needs enough to meet ``difficulty`` (a success); a die that succeeds below
    6 needs enough to make it a 6 (in combat the chain starts; in a story, an absolute
    success). A 1 takes no karma, a 6 needs none."""
    check_range("die", die, 1, 6)
    check_range("difficulty", difficulty, DIFFICULTY_MIN, DIFFICULTY_MAX)
    check_flag("success", success)
    if die in (1, 6):
        return None
    return 6 - die if success else difficulty - die


def spend_karma(result: RollResult, points: int, available: int) -> RollResult:
    """Raise the kept die by 1 per karma point (not on a 1, not above 6). Raised to 6 it
    is a 6: a success and, in an attack, the start of the critical chain."""
    _check_roll(result)
    _check_karma_spend(points, available, result.kept)
    return replace(result, karma_spent=result.karma_spent + points)


def _check_hero(available: int) -> None:
    check_range("available", available, 0, KARMA_MAX)
    if available < 1:
        raise RulesError(say("hero dice: none left"))


def use_hero_die(result: RollResult, dice: DiceSource, available: int) -> RollResult:
    """Reroll the die that showed the kept 1, then read the roll again with the same keep
    rule (with a bane, 1 and 3 rerolled to 6 keep the 3). If a 1 is still kept, another
    hero die may be spent."""
    _check_roll(result)
    check_dice("dice", dice)
    _check_hero(available)
    if result.kept != 1:
        raise RulesError(
            say(
                "hero die: rerolls a kept 1 only (the kept die is {result_kept})",
                result_kept=result.kept,
            )
        )
    index = result.current_dice.index(1)
    return replace(result, hero_rerolls=(*result.hero_rerolls, (index, roll_die(dice, 6))))


def buy_hero_die(karma: int) -> int:
    """Karma left after buying a hero die for 5 (house option)."""
    check_range("karma", karma, 0, KARMA_MAX)
    if karma < HERO_DIE_KARMA_PRICE:
        raise RulesError(
            say(
                "karma: a hero die costs {HERO_DIE_KARMA_PRICE} karma (has {karma})",
                HERO_DIE_KARMA_PRICE=HERO_DIE_KARMA_PRICE,
                karma=karma,
            )
        )
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
        check_range("die", die, 1, 6)
        if not self.going:
            raise RulesError("critical chain: it ended with a die below 6")
        if len(self.dice) >= MAX_CHAIN:
            raise RulesError(f"critical chain: more than {MAX_CHAIN} dice; check the dice")
        return replace(self, dice=(*self.dice, die))

    def karma_to_continue(self) -> int | None:
        """Karma needed to raise the last die to 6 (None when it is a 1 or already 6)."""
        if not self.dice or self.dice[-1] in (1, 6):
            return None
        return 6 - self.dice[-1]

    def raise_last(self, available: int) -> CriticalChain:
        """Spend karma to raise the last chain die to exactly 6 so the chain goes on."""
        check_range("available", available, 0, KARMA_MAX)
        cost = self.karma_to_continue()
        if cost is None:
            raise RulesError(say("karma: the last chain die cannot be raised (a 1, or already 6)"))
        if cost > available:
            raise RulesError(
                say(
                    "karma: raising to 6 costs {cost} karma (has {available})",
                    cost=cost,
                    available=available,
                )
            )
        return replace(self, dice=(*self.dice[:-1], 6), karma_spent=self.karma_spent + cost)

    @property
    def explanation(self) -> str:
        if not self.dice:
            return say("Critical chain: no further dice")
        chain = say("Critical chain")
        return f"{chain}: {' '.join(map(str, self.dice))} -> " + say_n(
            "+{n} strike", "+{n} strikes", self.extra_strikes
        )


def roll_critical_chain(dice: DiceSource) -> CriticalChain:
    """Roll chain dice while they show 6 (no karma)."""
    check_dice("dice", dice)
    chain = CriticalChain()
    while chain.going:
        chain = chain.add(roll_die(dice, 6))
    return chain


def strikes_dealt(
    result: RollResult, weapon_strikes: int = 1, chain: CriticalChain | None = None
) -> int:
    """Strikes a combat roll deals: the weapon's on a hit, plus the chain's extra 6s."""
    _check_roll(result)
    check_range("weapon_strikes", weapon_strikes, 1, 2)
    if chain is not None:
        check_instance("chain", chain, CriticalChain, "a CriticalChain or None")
    if not result.success:
        return 0
    return weapon_strikes + (chain.extra_strikes if chain and result.critical else 0)


def spill_over(strikes: int, chain_strikes: int, used: int) -> int:
    """Strikes that may go to another target in reach once the first is down.

    ``strikes`` is all the attack dealt, ``chain_strikes`` the critical chain's share of
    them and ``used`` how many were spent on the first target (saved or not) until it went
    down. Only the chain's strikes spill (RULINGS, second pass): the weapon's own strikes,
    a special weapon's 2 included, stay with the first target.
    """
    check_range("strikes", strikes, 0, MAX_STRIKES)
    check_range("chain_strikes", chain_strikes, 0, strikes)
    check_range("used", used, 0, strikes)
    return min(chain_strikes, strikes - used)


def in_reach(attacker_zone: str, target_zone: str, ranged: bool = False) -> bool:
    """Whether the target is in reach: a melee attacker in near reaches targets in near; a
    ranged attacker (near or far) reaches near and far; nobody attacks or is attacked out
    of combat. The console warns and asks; it does not forbid."""
    check_choice("attacker_zone", attacker_zone, ZONES)
    check_choice("target_zone", target_zone, ZONES)
    check_flag("ranged", ranged)
    if "out" in (attacker_zone, target_zone):
        return False
    if ranged:
        return True
    return attacker_zone == "near" and target_zone == "near"


def reach_warning(attacker_zone: str, target_zone: str, ranged: bool = False) -> str | None:
    """The warning line for an attack out of reach, or None when the target is in reach."""
    if in_reach(attacker_zone, target_zone, ranged):
        return None
    if attacker_zone == "out":
        return say("out of reach: the attacker is out of combat")
    if target_zone == "out":
        return say("out of reach: the target is out of combat")
    if attacker_zone != "near":
        return say(
            "out of reach: a melee attacker must be in Near to strike (the attacker is in {zone})",
            zone=zone_name(attacker_zone),
        )
    return say(
        "out of reach: a melee attacker in {zone} reaches only targets in Near (the target "
        "is in {target_zone})",
        zone=zone_name(attacker_zone),
        target_zone=zone_name(target_zone),
    )


# --- Saves ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ArmourSaves:
    """One armour die per strike received; each pass negates a strike."""

    save: int | None
    dice: tuple[int, ...]
    """The save dice as they count now (after karma and hero dice); 0s with no armour."""
    karma_spent: int = 0
    hero_rerolls: tuple[tuple[int, int], ...] = ()
    """Each hero die spent: (index of the save die that showed a 1, its new value)."""
    rolled: tuple[int, ...] | None = None
    """The dice as first rolled, when karma or a hero die changed them."""

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
            count = len(self.dice)
            return say_n("no armour: {n} strike taken", "no armour: {n} strikes taken", count)
        marks = " ".join(f"{d}{'✓' if d >= self.save else '✗'}" for d in self.dice)
        text = say(
            "armour save {save}+: {marks} -> {negated}, {taken}",
            save=self.save,
            marks=marks,
            negated=say_n("{n} negated", "{n} negated", self.negated),
            taken=say_n("{n} taken", "{n} taken", self.taken),
        )
        notes = []
        if self.rolled is not None:
            rolled = " ".join(map(str, self.rolled))
            notes.append(say("rolled {rolled}", rolled=rolled))
        if self.hero_rerolls:
            count = len(self.hero_rerolls)
            notes.append(say_n("{n} hero die rerolled a 1", "{n} hero dice rerolled a 1", count))
        if self.karma_spent:
            notes.append(f"karma +{self.karma_spent}")
        return text + (f" ({'; '.join(notes)})" if notes else "")


def armour_saves(strikes: int, save: int | None, dice: DiceSource) -> ArmourSaves:
    """Roll one d6 per strike against the armour save number (None: no armour)."""
    check_range("strikes", strikes, 0, MAX_STRIKES)
    check_optional_range("save", save, 2, 6)
    check_dice("dice", dice)
    if save is None:
        return ArmourSaves(None, (0,) * strikes)
    return ArmourSaves(save, roll_many(dice, strikes, 6))


def _check_saves(saves: object, index: int) -> ArmourSaves:
    checked = check_instance("saves", saves, ArmourSaves, "an EZD6 ArmourSaves")
    if checked.save is None:
        raise RulesError("saves: no armour, no save dice to change")
    check_range("index", index, 0, max(0, len(checked.dice) - 1))
    if not checked.dice:
        raise RulesError("saves: no save dice were rolled")
    return checked


def spend_karma_on_armour(
    saves: ArmourSaves, index: int, points: int, available: int
) -> ArmourSaves:
    """A player character raises save die ``index`` by 1 per karma point (not a 1)."""
    _check_saves(saves, index)
    _check_karma_spend(points, available, saves.dice[index])
    dice = list(saves.dice)
    dice[index] += points
    return replace(
        saves,
        dice=tuple(dice),
        karma_spent=saves.karma_spent + points,
        rolled=saves.rolled if saves.rolled is not None else saves.dice,
    )


def use_hero_die_on_armour(
    saves: ArmourSaves, index: int, dice: DiceSource, available: int
) -> ArmourSaves:
    """A player character rerolls save die ``index`` (a 1) with a hero die; it stands."""
    _check_saves(saves, index)
    check_dice("dice", dice)
    _check_hero(available)
    if saves.dice[index] != 1:
        raise RulesError(
            say(
                "hero die: rerolls a 1 only (save die #{number} is a {die})",
                number=index + 1,
                die=saves.dice[index],
            )
        )
    value = roll_die(dice, 6)
    new = list(saves.dice)
    new[index] = value
    return replace(
        saves,
        dice=tuple(new),
        hero_rerolls=(*saves.hero_rerolls, (index, value)),
        rolled=saves.rolled if saves.rolled is not None else saves.dice,
    )


def armour_save_odds(save: int) -> Fraction:
    """Exact chance one armour die passes."""
    check_range("save", save, 2, 6)
    return Fraction(7 - save, 6)


@dataclass(frozen=True)
class MiraculousSave:
    """A save against harm armour does not stop (falls, poison) or against death."""

    number: int
    die: int
    """The die as it counts now (after karma and hero dice)."""
    life_threatening: bool
    karma_spent: int = 0
    hero_rerolls: tuple[int, ...] = ()
    """The value of each hero die spent on a 1."""
    rolled: int | None = None
    """The die as first rolled, when karma or a hero die changed it."""

    @property
    def passed(self) -> bool:
        return self.die != 1 and self.die >= self.number

    @property
    def explanation(self) -> str:
        if self.life_threatening:
            kind = say("life-threatening")
            if self.passed:
                what = say("passed: left at 1 strike")
            else:
                what = say("failed: unconscious or dead (GM's call)")
        else:
            kind = "normal"
            if self.passed:
                what = say("passed: no harm")
            else:
                what = say("failed: harm taken")
        die = str(self.die if self.rolled is None else self.rolled)
        for value in self.hero_rerolls:
            die += say(", hero die rerolls the 1 -> {value}", value=value)
        if self.karma_spent:
            die += f", karma +{self.karma_spent} -> {self.die}"
        save = say("miraculous save")
        return f"{save} ({kind}) {self.number}+: {die}: {what}"


def miraculous_save(
    number: int, dice: DiceSource, life_threatening: bool = False
) -> MiraculousSave:
    """Roll a miraculous save against the character's own number (2..6)."""
    check_range("number", number, 2, 6)
    check_dice("dice", dice)
    check_flag("life_threatening", life_threatening)
    return MiraculousSave(number, roll_die(dice, 6), life_threatening)


def spend_karma_on_save(save: MiraculousSave, points: int, available: int) -> MiraculousSave:
    """A player character raises the miraculous save die by 1 per karma point (not a 1)."""
    check_instance("save", save, MiraculousSave, "an EZD6 MiraculousSave")
    _check_karma_spend(points, available, save.die)
    return replace(
        save,
        die=save.die + points,
        karma_spent=save.karma_spent + points,
        rolled=save.rolled if save.rolled is not None else save.die,
    )


def use_hero_die_on_save(save: MiraculousSave, dice: DiceSource, available: int) -> MiraculousSave:
    """A player character rerolls a miraculous save die that shows a 1; the new die stands."""
    check_instance("save", save, MiraculousSave, "an EZD6 MiraculousSave")
    check_dice("dice", dice)
    _check_hero(available)
    if save.die != 1:
        raise RulesError(
            say("hero die: rerolls a 1 only (the save die is {save_die})", save_die=save.die)
        )
    value = roll_die(dice, 6)
    return replace(
        save,
        die=value,
        hero_rerolls=(*save.hero_rerolls, value),
        rolled=save.rolled if save.rolled is not None else save.die,
    )


# --- The chance to down the target -----------------------------------------------------


@dataclass(frozen=True)
class AttackOdds:
    """What one attack may do to the target, as exact fractions (karma and hero dice
    left out: they are the player's choice after the roll)."""

    hit: Fraction
    critical: Fraction
    """P(a kept 6): a hit that starts the critical chain."""
    landed: dict[int, Fraction]
    """P(n strikes land after the armour saves), n = 0..strikes left; the last entry is
    "that many or more", i.e. ``down``."""
    down: Fraction
    """P(the target is down: as many strikes land as it has left)."""
    expected_landed: Fraction
    """The mean strikes landing, counted up to the strikes the target has left."""
    truncation: Fraction = Fraction(0)
    """An upper bound on the error of every value above (0: they are exact)."""


def attack_odds(
    difficulty: int,
    target_strikes: int,
    boons: int = 0,
    banes: int = 0,
    helpers: int = 0,
    weapon_strikes: int = 1,
    armour_save: int | None = None,
) -> AttackOdds:
    """Exact odds that an attack downs a target with ``target_strikes`` left.

    A hit deals the weapon's strikes; a kept 6 adds the critical chain (one more strike
    per further 6, while 6s come); each strike is then saved on ``armour_save``+ (None:
    no armour). With K the chain's strikes (P(K = k) = (5/6)(1/6)^k) and each strike
    landing with chance l = 1 - a, the landed count has the generating function
    (a + l z)^w * (5/6) / (1 - (a + l z)/6): a polynomial times a geometric series, so
    every P(n land) is a finite sum: exact, no truncation.
    """
    _check(difficulty, boons, banes, helpers)
    check_range("target_strikes", target_strikes, 0, MAX_STRIKES)
    check_range("weapon_strikes", weapon_strikes, 1, 2)
    check_optional_range("armour_save", armour_save, 2, 6)
    return _attack_odds(
        difficulty, target_strikes, boons + helpers - banes, weapon_strikes, armour_save
    )


def _attack_odds(difficulty: int, left: int, net: int, weapon: int, save: int | None) -> AttackOdds:
    dist = _kept_distribution(net)
    critical = dist[6]
    hit = sum((p for k, p in dist.items() if k != 1 and k >= difficulty), Fraction(0))
    plain = hit - critical
    saved = Fraction(7 - save, 6) if save is not None else Fraction(0)
    lands = 1 - saved
    weapon_terms = [comb(weapon, i) * saved ** (weapon - i) * lands**i for i in range(weapon + 1)]
    ratio = lands / (6 - saved)  # the geometric series' ratio
    head = Fraction(5) / (6 - saved)

    def exactly(n: int) -> Fraction:  # P(n strikes land), uncapped
        on_plain = weapon_terms[n] if n <= weapon else Fraction(0)
        on_critical = sum(
            (weapon_terms[i] * head * ratio ** (n - i) for i in range(min(weapon, n) + 1)),
            Fraction(0),
        )
        return (1 - hit) * (n == 0) + plain * on_plain + critical * on_critical

    landed = {n: exactly(n) for n in range(left)}
    down = 1 - sum(landed.values(), Fraction(0))
    landed[left] = down
    expected = sum((n * p for n, p in landed.items()), Fraction(0))
    return AttackOdds(hit, critical, landed, down, expected)


SPILL_CAP = 20
"""Where attack_outcomes lumps the spill: "this many chain strikes or more" (a chance
below 6^-20)."""


def attack_outcomes(
    difficulty: int,
    target_strikes: int,
    boons: int = 0,
    banes: int = 0,
    helpers: int = 0,
    weapon_strikes: int = 1,
    armour_save: int | None = None,
    spill_cap: int = SPILL_CAP,
) -> dict[tuple[int, int], Fraction]:
    """Exact joint distribution of (strikes landing on the target, chain strikes left to
    spill to another target) for the attack ``attack_odds`` describes.

    Below ``target_strikes`` landed nothing spills; the entries (target_strikes, s) add
    up to ``attack_odds(...).down``. Only a critical chain spills (RULINGS, second pass):
    given that the target went down on a critical, the chain strikes left over follow
    P(s) = (5/6)(1/6)^s whatever the armour (the chain is memoryless), so the spill is
    that law times the chance of going down on a critical: with L strikes left, w the
    weapon's strikes and the L-th strike landing on strike u (negative binomial), the
    chain must last past u - w, chance (1/6)^(u - w) for u > w: a finite sum plus a
    closed-form tail. ``spill_cap``: the last entry is "that many or more".
    """
    _check(difficulty, boons, banes, helpers)
    check_range("target_strikes", target_strikes, 1, MAX_STRIKES)
    check_range("weapon_strikes", weapon_strikes, 1, 2)
    check_optional_range("armour_save", armour_save, 2, 6)
    check_range("spill_cap", spill_cap, 1, MAX_STRIKES)
    return _attack_outcomes(
        difficulty, target_strikes, boons + helpers - banes, weapon_strikes, armour_save, spill_cap
    )


def _attack_outcomes(
    difficulty: int, left: int, net: int, weapon: int, save: int | None, cap: int
) -> dict[tuple[int, int], Fraction]:
    odds = _attack_odds(difficulty, left, net, weapon, save)
    saved = Fraction(7 - save, 6) if save is not None else Fraction(0)
    lands = 1 - saved
    sixth = Fraction(1, 6)

    def last_lands_at(u: int) -> Fraction:  # the left-th landing is strike u (u >= left)
        return comb(u - 1, left - 1) * lands**left * saved ** (u - left)

    within_weapon = sum((last_lands_at(u) for u in range(left, weapon + 1)), Fraction(0))
    # sum over u >= left of last_lands_at(u) * sixth**u, in closed form, minus u <= weapon
    every = (lands * sixth / (1 - saved * sixth)) ** left
    head = sum((last_lands_at(u) * sixth**u for u in range(left, weapon + 1)), Fraction(0))
    past_weapon = (every - head) * 6**weapon
    critical_down = odds.critical * (within_weapon + past_weapon)
    table = {(n, 0): odds.landed[n] for n in range(left)}
    table[(left, 0)] = odds.down - critical_down
    spilled = Fraction(0)
    for s in range(cap):
        chance = critical_down * Fraction(5, 6) * sixth**s
        table[(left, s)] = table.get((left, s), Fraction(0)) + chance
        spilled += chance
    table[(left, cap)] = critical_down - spilled
    return table


def strikes_landing(
    strikes: int, armour_save: int | None, target_strikes: int
) -> dict[int, Fraction]:
    """Exact distribution of the strikes that land when ``strikes`` strikes reach a target
    with ``target_strikes`` left: one armour die each (None: no armour), stopping when it
    is down; the last entry, ``target_strikes``, is "down"."""
    check_range("strikes", strikes, 0, MAX_STRIKES)
    check_optional_range("armour_save", armour_save, 2, 6)
    check_range("target_strikes", target_strikes, 1, MAX_STRIKES)
    return _strikes_landing(strikes, armour_save, target_strikes)


def _strikes_landing(strikes: int, save: int | None, left: int) -> dict[int, Fraction]:
    lands = 1 - (Fraction(7 - save, 6) if save is not None else Fraction(0))
    table = {
        n: comb(strikes, n) * lands**n * (1 - lands) ** (strikes - n)
        for n in range(min(left, strikes + 1))
    }
    table[left] = 1 - sum(table.values(), Fraction(0))
    return {n: table.get(n, Fraction(0)) for n in range(left + 1)}


# --- Strikes left, turn order, zones -----------------------------------------------------


def apply_strikes(current: int, taken: int) -> int:
    """Strikes left after harm: never below 0."""
    check_range("current", current, 0, MAX_STRIKES)
    check_range("taken", taken, 0, MAX_STRIKES)
    return max(0, current - taken)


def heal_strikes(current: int, maximum: int, amount: int) -> int:
    """Strikes after rest (+1) or a potion: never above the maximum."""
    check_range("maximum", maximum, 1, MAX_STRIKES)
    check_range("current", current, 0, maximum)
    check_range("amount", amount, 0, MAX_STRIKES)
    return min(maximum, current + amount)


def turn_order(players: list[str], enemies: list[str], surprise: str | None = None) -> list[str]:
    """Players first in their chosen order, then enemies; a surprise puts its side first."""
    players = [check_text("players", p) for p in check_items("players", players)]
    enemies = [check_text("enemies", e) for e in check_items("enemies", enemies)]
    if surprise is not None:
        check_choice("surprise", surprise, ("players", "enemies"))
    if surprise == "enemies":
        return [*enemies, *players]
    return [*players, *enemies]


def check_zone(zone: str) -> str:
    """``zone`` if it is near, far or out; otherwise RulesError."""
    return check_choice("zone", zone, ZONES)


def check_wealth(level: str) -> str:
    """``level`` if it is one of the six wealth levels; otherwise RulesError."""
    return check_choice("level", level, WEALTH_LEVELS)
