"""Eclipse Phase: d100 roll-under, doubles are criticals, modifiers capped at +/-60.

Implements RULINGS.md "Eclipse Phase (d100)".
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from rules.dice import DiceSource, roll_d100
from rules.errors import RulesError, check_choice, check_range

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
APTITUDE_NAMES_ES = {
    "cognition": "Cognición",
    "coordination": "Coordinación",
    "intuition": "Intuición",
    "reflexes": "Reflejos",
    "savvy": "Astucia",
    "somatics": "Somática",
    "willpower": "Voluntad",
}
APTITUDE_MIN, APTITUDE_MAX = 1, 40
SKILL_MIN, SKILL_MAX = 1, 98
MODIFIER_CAP = 60
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
    values = list(modifiers)
    for i, value in enumerate(values):
        if isinstance(value, bool) or not isinstance(value, int) or value % 10:
            raise RulesError(f"modifiers[{i}]: must be a multiple of 10 (got {value!r})")
    raw = sum(values)
    return Modifiers(raw, max(-MODIFIER_CAP, min(MODIFIER_CAP, raw)))


def is_double(roll: int) -> bool:
    return roll // 10 == roll % 10


def judge(roll: int, target: int, taking_time: bool = False) -> Outcome:
    """Outcome of a d100 roll against a final target number (00 and 99 rules apply)."""
    check_range("roll", roll, 0, 99)
    if roll == 0:
        return Outcome.CRITICAL_SUCCESS
    if roll == 99:
        return Outcome.FAILURE if taking_time else Outcome.CRITICAL_FAILURE
    if roll <= target:
        return Outcome.CRITICAL_SUCCESS if is_double(roll) else Outcome.SUCCESS
    if is_double(roll) and not taking_time:
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
                mods += f" (capped from {self.modifiers.raw:+d})"
        head = f"{name}d100 vs TN {self.base}{mods} = {self.target}"
        if self.roll is None:
            return f"{head}: taking time lifts TN above 99: automatic success, no roll"
        margin = "MoS" if self.success else "MoF"
        note = ""
        if self.roll == 0:
            note = " (00 always succeeds)"
        elif self.roll == 99:
            note = " (99 always fails)"
        elif self.critical:
            note = " (doubles)"
        return f"{head}: rolled {self.roll:02d}: {self.outcome}{note}, {margin} {self.margin}"


def _check_target(target: int) -> None:
    check_range("target", target, -200, 300)


def success_test(
    target: int,
    dice: DiceSource,
    modifiers: Iterable[int] = (),
    taking_time: bool = False,
    label: str = "",
) -> TestResult:
    """Roll d100 (tens then units) against ``target`` plus capped modifiers."""
    _check_target(target)
    mods = cap_modifiers(modifiers)
    final = target + mods.applied
    if taking_time and final > 99:
        return TestResult(target, mods, None, Outcome.SUCCESS, True, label)
    roll = roll_d100(dice)
    return TestResult(target, mods, roll, judge(roll, final, taking_time), taking_time, label)


@lru_cache(maxsize=1024)
def _success_odds(target: int) -> Fraction:
    return Fraction(sum(1 for roll in range(100) if _succeeds(roll, target)), 100)


def _succeeds(roll: int, target: int) -> bool:
    return roll == 0 or (roll != 99 and roll <= target)


def success_odds(target: int, taking_time: bool = False) -> Fraction:
    """Exact chance to succeed against a final target number (00 and 99 rules apply)."""
    if isinstance(target, bool) or not isinstance(target, int):
        raise RulesError(f"target: must be an integer (got {target!r})")
    if taking_time and target > 99:
        return Fraction(1)
    clamped = max(-1, min(100, target))
    return _success_odds(clamped)


def critical_odds(target: int) -> tuple[Fraction, Fraction]:
    """Exact chances of (critical success, critical failure) against a final TN."""
    clamped = max(-1, min(100, target))
    outcomes = [judge(roll, clamped) for roll in range(100)]
    return (
        Fraction(outcomes.count(Outcome.CRITICAL_SUCCESS), 100),
        Fraction(outcomes.count(Outcome.CRITICAL_FAILURE), 100),
    )


# --- Opposed tests -------------------------------------------------------------------


def opposed_winner(roll_a: int, target_a: int, roll_b: int, target_b: int) -> str | None:
    """Only one succeeds: it wins; both succeed: the higher roll wins; else deadlock (None)."""
    a_ok, b_ok = _succeeds(roll_a, target_a), _succeeds(roll_b, target_b)
    if a_ok and not b_ok:
        return "a"
    if b_ok and not a_ok:
        return "b"
    if a_ok and b_ok and roll_a != roll_b:
        return "a" if roll_a > roll_b else "b"
    return None


@lru_cache(maxsize=4096)
def _opposed_odds(target_a: int, target_b: int) -> tuple[Fraction, Fraction, Fraction]:
    counts = {"a": 0, "b": 0, None: 0}
    for roll_a in range(100):
        for roll_b in range(100):
            counts[opposed_winner(roll_a, target_a, roll_b, target_b)] += 1
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
    for name, value in (("target_a", target_a), ("target_b", target_b)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesError(f"{name}: must be an integer (got {value!r})")
    return _opposed_closed(max(-1, min(100, target_a)), max(-1, min(100, target_b)))


@lru_cache(maxsize=4096)
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
        return opposed_winner(self.a.roll, self.a.target, self.b.roll, self.b.target)

    @property
    def explanation(self) -> str:
        verdict = {"a": "A wins", "b": "B wins", None: "deadlock"}[self.winner]
        return (
            f"opposed: A {self.a.roll:02d} vs TN {self.a.target} ({self.a.outcome}, "
            f"{'MoS' if self.a.success else 'MoF'} {self.a.margin}); "
            f"B {self.b.roll:02d} vs TN {self.b.target} ({self.b.outcome}, "
            f"{'MoS' if self.b.success else 'MoF'} {self.b.margin}): {verdict}"
        )


def opposed_test(
    target_a: int,
    target_b: int,
    dice: DiceSource,
    modifiers_a: Iterable[int] = (),
    modifiers_b: Iterable[int] = (),
) -> OpposedResult:
    """Both sides roll against their own TN (A first); each side's modifiers are its own."""
    a = success_test(target_a, dice, modifiers_a, label="A")
    b = success_test(target_b, dice, modifiers_b, label="B")
    return OpposedResult(a, b)


# --- Target numbers and modifiers ----------------------------------------------------


def aptitude_target(first: int, multiplier: int = 1, second: int | None = None) -> int:
    """An aptitude test's TN: the aptitude x1, x2 or x3, or two aptitudes summed."""
    check_range("aptitude", first, APTITUDE_MIN, APTITUDE_MAX)
    if second is not None:
        check_range("second aptitude", second, APTITUDE_MIN, APTITUDE_MAX)
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
    if not can_default:
        raise RulesError(f"skill {skill}: cannot default; the character needs the skill")
    if related_skill is not None:
        check_range("related skill", related_skill, SKILL_MIN, SKILL_MAX)
        return DefaultTarget(
            related_skill, DEFAULT_RELATED_PENALTY, f"{skill} defaults to a related skill -30"
        )
    if aptitude is None:
        raise RulesError(f"skill {skill}: defaulting needs the linked aptitude or a related skill")
    check_range("aptitude", aptitude, APTITUDE_MIN, APTITUDE_MAX)
    return DefaultTarget(aptitude, 0, f"{skill} defaults to its linked aptitude")


def difficulty_modifier(name: str) -> int:
    check_choice("difficulty", name, tuple(DIFFICULTIES))
    return DIFFICULTIES[name]


def severity_modifier(name: str, positive: bool) -> int:
    check_choice("severity", name, tuple(SEVERITIES))
    return SEVERITIES[name] * (1 if positive else -1)


def teamwork_modifier(helpers: int) -> int:
    """+10 per helper (counted inside the +/-60 cap)."""
    return HELPER_BONUS * check_range("helpers", helpers, 0, 6)


def retry_modifier(failures: int) -> int:
    """-10 per earlier failed try, down to -60."""
    check_range("failures", failures, 0, 99)
    return max(RETRY_FLOOR, RETRY_STEP * failures)


def taking_time_modifier(steps: int) -> int:
    """+10 per step of extra time (a minute for an action, +50% of a task's time)."""
    return TIME_STEP * check_range("time steps", steps, 0, 6)
