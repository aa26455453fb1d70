"""Eclipse Phase: d100 roll-under, doubles are criticals, modifiers capped at +/-60.

Implements RULINGS.md "Eclipse Phase (d100)".
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction

from rules.dice import DiceSource, roll_d100
from rules.errors import (
    RulesError,
    check_choice,
    check_dice,
    check_flag,
    check_items,
    check_optional_range,
    check_range,
    check_text,
)
from rules.language import say, say_in, say_n

APTITUDES = ("cognition", "coordination", "intuition", "reflexes", "savvy", "somatics", "willpower")
APTITUDE_ABBREVIATIONS = {
    "cognition": "COG",
    "coordination": "COO",
    "intuition": "INT",
    "reflexes": "REF",
    "savvy": "SAV",
    "somatics": "SOM",
    "willpower": "WIL",
}
APTITUDE_MIN, APTITUDE_MAX = 1, 40
SKILL_MIN, SKILL_MAX = 1, 98
MODIFIER_CAP = 60
MODIFIER_LIMIT = 300
"""The largest single modifier accepted (a bound, not a rule: the sum is capped at 60)."""
TARGET_MIN, TARGET_MAX = -200, 300
DIFFICULTIES = {
    "effortless": 30,
    "simple": 20,
    "easy": 10,
    "average": 0,
    "difficult": -10,
    "challenging": -20,
    "hard": -30,
}
SEVERITIES = {"minor": 10, "moderate": 20, "major": 30}
HELPER_BONUS = 10
RETRY_STEP, RETRY_FLOOR = -10, -60
TIME_STEP = 10
DEFAULT_RELATED_PENALTY = -30


class Outcome(enum.StrEnum):
    CRITICAL_SUCCESS = "critical success"
    SUCCESS = "success"
    FAILURE = "failure"
    CRITICAL_FAILURE = "critical failure"

    @property
    def words(self) -> str:
        """The outcome in the current language (the text's éxito/fracaso crítico)."""
        return {
            Outcome.CRITICAL_SUCCESS: say("critical success"),
            Outcome.SUCCESS: say("success"),
            Outcome.FAILURE: say("failure"),
            Outcome.CRITICAL_FAILURE: say("critical failure"),
        }[self]


def aptitude_short(aptitude: str) -> str:
    """An aptitude's abbreviation in the current language (SAV is AST in Spanish)."""
    check_choice("aptitude", aptitude, APTITUDES)
    return say_in("eclipse_phase aptitude", APTITUDE_ABBREVIATIONS[aptitude])


def difficulty_name(name: str) -> str:
    """A difficulty preset's name in the current language (average / media)."""
    check_choice("name", name, tuple(DIFFICULTIES))
    return say_in("eclipse_phase difficulty", name)


def severity_name(name: str) -> str:
    """A severity preset's name in the current language (minor / menor)."""
    check_choice("name", name, tuple(SEVERITIES))
    return say_in("eclipse_phase severity", name)


def margin_words(success: bool) -> str:
    """MoS/MoF in English, MdE/MdF (margen de éxito/fracaso) in Spanish."""
    check_flag("success", success)
    return say("MoS") if success else say("MoF")


def tries_words(count: int) -> str:
    """'1 failed try', '2 failed tries' in the current language."""
    check_range("count", count, 0, 99)
    return say_n("{n} failed try", "{n} failed tries", count)


@dataclass(frozen=True)
class Modifiers:
    """The sum of modifiers as applied: raw sum, capped sum, and whether the cap bit."""

    raw: int
    applied: int

    @property
    def capped(self) -> bool:
        return self.raw != self.applied


def cap_modifiers(modifiers: Iterable[int]) -> Modifiers:
    """Sum modifiers (multiples of 10) and cap the sum at +/-60."""
    values = check_items("modifiers", modifiers, max_items=100)
    for i, value in enumerate(values):
        if (
            isinstance(value, bool)
            or not isinstance(value, int)
            or value % 10
            or not -MODIFIER_LIMIT <= value <= MODIFIER_LIMIT
        ):
            raise RulesError(
                f"modifiers[{i}]: must be a multiple of 10, -{MODIFIER_LIMIT}..{MODIFIER_LIMIT} "
                f"(got {value!r:.40})"
            )
    raw = sum(values)
    return Modifiers(raw, max(-MODIFIER_CAP, min(MODIFIER_CAP, raw)))


def is_double(roll: int) -> bool:
    """00, 11, ..., 99: a critical."""
    check_range("roll", roll, 0, 99)
    return roll // 10 == roll % 10


def judge(roll: int, target: int, taking_time: bool = False) -> Outcome:
    """Outcome of a d100 roll against a final target number (00 and 99 rules apply)."""
    check_range("roll", roll, 0, 99)
    _check_target(target)
    check_flag("taking_time", taking_time)
    return _judge(roll, target, taking_time)


def _judge(roll: int, target: int, taking_time: bool = False) -> Outcome:
    if roll == 0:
        return Outcome.CRITICAL_SUCCESS
    if roll == 99:
        return Outcome.FAILURE if taking_time else Outcome.CRITICAL_FAILURE
    double = roll // 10 == roll % 10
    if roll <= target:
        return Outcome.CRITICAL_SUCCESS if double else Outcome.SUCCESS
    if double and not taking_time:
        return Outcome.CRITICAL_FAILURE
    return Outcome.FAILURE


@dataclass(frozen=True)
class TestResult:
    """A success test: the roll (None when taking time made it automatic), TN, margin."""

    base: int
    """The skill or aptitude number before modifiers."""
    modifiers: Modifiers
    roll: int | None
    outcome: Outcome
    taking_time: bool = False
    label: str = ""
    failed_tries: int = 0
    """Earlier failed tries the GM marked this test as retrying (their -10 each is inside
    ``modifiers``)."""
    names: tuple[str, ...] = ()
    """The modifiers' names, in their order (the explanation lists every one of them,
    the retry's included, in one bracket); none given: only a retry is named."""
    values: tuple[int, ...] = ()
    """The named modifiers' values as given (before the cap), for the explanation."""

    @property
    def target(self) -> int:
        """Target number after the capped modifiers."""
        return self.base + self.modifiers.applied

    @property
    def success(self) -> bool:
        return self.outcome in (Outcome.SUCCESS, Outcome.CRITICAL_SUCCESS)

    @property
    def critical(self) -> bool:
        return self.outcome in (Outcome.CRITICAL_SUCCESS, Outcome.CRITICAL_FAILURE)

    @property
    def automatic(self) -> bool:
        return self.roll is None

    @property
    def margin(self) -> int:
        """MoS (TN - roll) on a success, MoF (roll - TN) on a failure; never negative."""
        if self.roll is None:
            return 0
        return max(0, self.target - self.roll if self.success else self.roll - self.target)

    @property
    def explanation(self) -> str:
        name = f"{self.label}: " if self.label else ""
        mods = ""
        if self.modifiers.raw:
            mods = f" {self.modifiers.applied:+d}"
            if self.modifiers.capped:
                mods += say(" (capped from {modifiers_raw:+d})", modifiers_raw=self.modifiers.raw)
        if self.names:
            named = [
                f"{name} {value:+d}" for name, value in zip(self.names, self.values, strict=True)
            ]
            if self.failed_tries:
                retry = say("retry after {tries}", tries=tries_words(self.failed_tries))
                named.append(f"{retry} {retry_modifier(self.failed_tries):+d}")
            mods += f" [{', '.join(named)}]"
        elif self.failed_tries:
            mods += say(
                " [retry after {tries}: {modifier}]",
                tries=tries_words(self.failed_tries),
                modifier=retry_modifier(self.failed_tries),
            )
        head = say(
            "{name}d100 vs TN {base}{mods} = {target}",
            name=name,
            base=self.base,
            mods=mods,
            target=self.target,
        )
        if self.roll is None:
            return head + say(": taking time lifts TN above 99: automatic success, no roll")
        margin = margin_words(self.success)
        note = ""
        if self.roll == 0:
            note = say(" (00 always succeeds)")
        elif self.roll == 99:
            note = say(" (99 always fails)")
        elif self.critical:
            note = say(" (doubles)")
        rolled = say("rolled")
        return (
            f"{head}: {rolled} {self.roll:02d}: {self.outcome.words}{note}, {margin} {self.margin}"
        )


def _check_target(target: int, name: str = "target") -> None:
    check_range(name, target, TARGET_MIN, TARGET_MAX)


def success_test(
    target: int,
    dice: DiceSource,
    modifiers: Iterable[int] = (),
    taking_time: bool = False,
    label: str = "",
    failed_tries: int = 0,
    names: Iterable[str] = (),
) -> TestResult:
    """Roll d100 (tens then units) against ``target`` plus capped modifiers.

    ``failed_tries`` is how many earlier tries of this same action failed, when the GM
    marks the test as a retry (default 0: no penalty; RULINGS, second pass). Its -10 per
    try (down to -60) is added to the modifiers, inside the +/-60 cap. ``names``: the
    modifiers' names, one each, for the explanation.
    """
    _check_target(target)
    check_dice("dice", dice)
    check_flag("taking_time", taking_time)
    check_text("label", label)
    values = check_items("modifiers", modifiers, max_items=100)
    labels = tuple(
        check_text(f"names[{i}]", name)
        for i, name in enumerate(check_items("names", names, max_items=100))
    )
    if labels and len(labels) != len(values):
        raise RulesError(
            say(
                "names: one for each modifier ({count}), got {got}",
                count=len(values),
                got=len(labels),
            )
        )
    penalty = retry_modifier(failed_tries)
    mods = cap_modifiers([*values, penalty] if penalty else values)
    final = target + mods.applied
    if taking_time and final > 99:
        return TestResult(
            target, mods, None, Outcome.SUCCESS, True, label, failed_tries, labels, tuple(values)
        )
    roll = roll_d100(dice)
    judged = _judge(roll, final, taking_time)
    return TestResult(
        target, mods, roll, judged, taking_time, label, failed_tries, labels, tuple(values)
    )


def _success_odds(target: int) -> Fraction:
    return Fraction(sum(1 for roll in range(100) if _succeeds(roll, target)), 100)


def _succeeds(roll: int, target: int) -> bool:
    return roll == 0 or (roll != 99 and roll <= target)


def success_odds(target: int, taking_time: bool = False) -> Fraction:
    """Exact chance to succeed against a final target number (00 and 99 rules apply);
    taking time with a TN above 99 is a sure success."""
    _check_target(target)
    check_flag("taking_time", taking_time)
    if taking_time and target > 99:
        return Fraction(1)
    clamped = max(-1, min(100, target))
    return _success_odds(clamped)


def critical_odds(target: int, taking_time: bool = False) -> tuple[Fraction, Fraction]:
    """Exact chances of (critical success, critical failure) against a final TN (taking
    time removes critical failures; above 99 it needs no roll at all)."""
    _check_target(target)
    check_flag("taking_time", taking_time)
    if taking_time and target > 99:
        return Fraction(0), Fraction(0)
    clamped = max(-1, min(100, target))
    outcomes = [_judge(roll, clamped, taking_time) for roll in range(100)]
    return (
        Fraction(outcomes.count(Outcome.CRITICAL_SUCCESS), 100),
        Fraction(outcomes.count(Outcome.CRITICAL_FAILURE), 100),
    )


# --- Opposed tests -------------------------------------------------------------------


def opposed_winner(roll_a: int, target_a: int, roll_b: int, target_b: int) -> str | None:
    """Only one succeeds: it wins; both succeed: the higher roll wins; else deadlock (None)."""
    check_range("roll_a", roll_a, 0, 99)
    _check_target(target_a, "target_a")
    check_range("roll_b", roll_b, 0, 99)
    _check_target(target_b, "target_b")
    return _opposed_winner(roll_a, target_a, roll_b, target_b)


def _opposed_winner(roll_a: int, target_a: int, roll_b: int, target_b: int) -> str | None:
    a_ok, b_ok = _succeeds(roll_a, target_a), _succeeds(roll_b, target_b)
    if a_ok and not b_ok:
        return "a"
    if b_ok and not a_ok:
        return "b"
    if a_ok and b_ok and roll_a != roll_b:
        return "a" if roll_a > roll_b else "b"
    return None


def _opposed_odds(target_a: int, target_b: int) -> tuple[Fraction, Fraction, Fraction]:
    counts = {"a": 0, "b": 0, None: 0}
    for roll_a in range(100):
        for roll_b in range(100):
            counts[_opposed_winner(roll_a, target_a, roll_b, target_b)] += 1
    return (
        Fraction(counts["a"], 10_000),
        Fraction(counts["b"], 10_000),
        Fraction(counts[None], 10_000),
    )


def opposed_odds(target_a: int, target_b: int) -> tuple[Fraction, Fraction, Fraction]:
    """Exact (a wins, b wins, deadlock) for final target numbers, by closed-form counting.

    For each roll of A the count of B's rolls that beat, lose to or tie it is computed
    directly, so a call costs 100 steps (the 10,000-pair enumeration is the test oracle).
    """
    _check_target(target_a, "target_a")
    _check_target(target_b, "target_b")
    return _opposed_closed(max(-1, min(100, target_a)), max(-1, min(100, target_b)))


def _opposed_closed(ta: int, tb: int) -> tuple[Fraction, Fraction, Fraction]:
    b_success = [r for r in range(100) if _succeeds(r, tb)]
    b_ok = len(b_success)
    a_wins = b_wins = 0
    for roll_a in range(100):
        if _succeeds(roll_a, ta):
            # B failing (100 - b_ok) or succeeding with a lower roll.
            lower = sum(1 for r in b_success if r < roll_a)
            higher = sum(1 for r in b_success if r > roll_a)
            a_wins += (100 - b_ok) + lower
            b_wins += higher
        else:
            b_wins += b_ok
    deadlock = 10_000 - a_wins - b_wins
    return Fraction(a_wins, 10_000), Fraction(b_wins, 10_000), Fraction(deadlock, 10_000)


@dataclass(frozen=True)
class OpposedResult:
    a: TestResult
    b: TestResult

    @property
    def winner(self) -> str | None:
        if self.a.roll is None or self.b.roll is None:
            raise RulesError("opposed: both sides must roll")
        return _opposed_winner(self.a.roll, self.a.target, self.b.roll, self.b.target)

    @property
    def explanation(self) -> str:
        verdict = {
            "a": say("A wins"),
            "b": say("B wins"),
            None: say("deadlock"),
        }[self.winner]
        vs = say("vs TN")
        sides = "; ".join(
            f"{side} {r.roll:02d} {vs} {r.target} ({r.outcome.words}, "
            f"{margin_words(r.success)} {r.margin})"
            for side, r in (("A", self.a), ("B", self.b))
        )
        return f"{say('opposed')}: {sides}: {verdict}"


def opposed_test(
    target_a: int,
    target_b: int,
    dice: DiceSource,
    modifiers_a: Iterable[int] = (),
    modifiers_b: Iterable[int] = (),
) -> OpposedResult:
    """Both sides roll against their own TN (A first); each side's modifiers are its own.
    An opposed test is never a retry and never takes time."""
    _check_target(target_a, "target_a")
    _check_target(target_b, "target_b")
    # Read a generator once: the check would use it up before the roll.
    if isinstance(modifiers_a, Iterator):
        modifiers_a = list(modifiers_a)
    if isinstance(modifiers_b, Iterator):
        modifiers_b = list(modifiers_b)
    cap_modifiers(modifiers_a)
    cap_modifiers(modifiers_b)
    a = success_test(target_a, dice, modifiers_a, label="A")
    b = success_test(target_b, dice, modifiers_b, label="B")
    return OpposedResult(a, b)


# --- Target numbers and modifiers ----------------------------------------------------


def aptitude_target(first: int, multiplier: int = 1, second: int | None = None) -> int:
    """An aptitude test's TN: the aptitude x1, x2 or x3, or two aptitudes summed."""
    check_range("first", first, APTITUDE_MIN, APTITUDE_MAX)
    check_range("multiplier", multiplier, 1, 3)
    if second is not None:
        check_range("second", second, APTITUDE_MIN, APTITUDE_MAX)
        if multiplier != 1:
            raise RulesError("multiplier: two summed aptitudes take no multiplier")
        return first + second
    check_range("multiplier", multiplier, 1, 3)
    return first * multiplier


@dataclass(frozen=True)
class DefaultTarget:
    """A TN found by defaulting, and how."""

    target: int
    modifier: int
    how: str


def default_target(
    skill: str,
    can_default: bool,
    aptitude: int | None = None,
    related_skill: int | None = None,
) -> DefaultTarget:
    """Untrained skill: the linked aptitude as TN, or a related skill at -30.

    Refused (RulesError) for a skill that cannot default.
    """
    check_text("skill", skill)
    check_flag("can_default", can_default)
    check_optional_range("aptitude", aptitude, APTITUDE_MIN, APTITUDE_MAX)
    check_optional_range("related_skill", related_skill, SKILL_MIN, SKILL_MAX)
    if not can_default:
        raise RulesError(
            say("skill {skill}: cannot default; the character needs the skill", skill=skill)
        )
    if related_skill is not None:
        check_range("related skill", related_skill, SKILL_MIN, SKILL_MAX)
        return DefaultTarget(
            related_skill,
            DEFAULT_RELATED_PENALTY,
            say("{skill} defaults to a related skill -30", skill=skill),
        )
    if aptitude is None:
        raise RulesError(
            say(
                "skill {skill}: defaulting needs the linked aptitude or a related skill",
                skill=skill,
            )
        )
    check_range("aptitude", aptitude, APTITUDE_MIN, APTITUDE_MAX)
    return DefaultTarget(
        aptitude,
        0,
        say("{skill} defaults to its linked aptitude", skill=skill),
    )


def difficulty_modifier(name: str) -> int:
    """A difficulty preset's modifier: effortless +30 ... hard -30."""
    check_choice("name", name, tuple(DIFFICULTIES))
    return DIFFICULTIES[name]


def severity_modifier(name: str, positive: bool) -> int:
    """A severity preset's modifier: minor, moderate, major, +/-10 each step."""
    check_choice("name", name, tuple(SEVERITIES))
    check_flag("positive", positive)
    return SEVERITIES[name] * (1 if positive else -1)


def teamwork_modifier(helpers: int) -> int:
    """+10 per helper (counted inside the +/-60 cap)."""
    return HELPER_BONUS * check_range("helpers", helpers, 0, 6)


def retry_modifier(failures: int = 0) -> int:
    """-10 per earlier failed try, down to -60; only for a test the GM marks as a retry of
    the same action (0 failed tries, the default, costs nothing)."""
    check_range("failures", failures, 0, 99)
    return max(RETRY_FLOOR, RETRY_STEP * failures)


def taking_time_modifier(steps: int) -> int:
    """+10 per step of extra time (a minute for an action, +50% of a task's time)."""
    return TIME_STEP * check_range("steps", steps, 0, 6)
