"""FIDS: 3d6, keep a die by stance, roll under an attribute 1..5; Energy and Misfortune.

Implements RULINGS.md "FIDS (d6)".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from itertools import product

from rules.dice import DiceSource, roll_many
from rules.errors import RulesError, check_choice, check_range
from rules.odds import order_statistic

ATTRIBUTES = (
    "strength",
    "agility",
    "wit",
    "wisdom",
    "charisma",
    "insight",
    "precision",
    "technique",
)
"""The eight attributes, 1..5 each (Spanish names in ATTRIBUTE_NAMES_ES)."""

ATTRIBUTE_NAMES_ES = {
    "strength": "Fuerza",
    "agility": "Agilidad/Destreza",
    "wit": "Ingenio",
    "wisdom": "Sabiduría",
    "charisma": "Carisma",
    "insight": "Perspicacia",
    "precision": "Precisión",
    "technique": "Técnica",
}
ATTRIBUTE_MIN, ATTRIBUTE_MAX = 1, 5
STANCES = ("favorable", "neutral", "unfavorable")
CRITICAL_ENERGY_GAIN = 2
REROLL_BASE_COST = 2
MISFORTUNE_PER_PLAYER = 2
MISFORTUNE_CAP = 15
_RANK = {"favorable": 1, "neutral": 2, "unfavorable": 3}


class Outcome(enum.StrEnum):
    """Test outcomes, best first."""

    CRITICAL = "critical"
    COMPLETE = "complete"
    TIGHT = "tight"
    FAILURE = "failure"

    @property
    def success(self) -> bool:
        return self is not Outcome.FAILURE

    @property
    def meaning(self) -> str:
        """What the outcome means at the table (shown in the panel and log)."""
        return _MEANINGS[self]


_MEANINGS = {
    Outcome.CRITICAL: "triple: certain success, +2 Energy",
    Outcome.COMPLETE: "success without consequences",
    Outcome.TIGHT: "success, but something bad happens (apretado)",
    Outcome.FAILURE: "failure",
}


@dataclass(frozen=True)
class TestResult:
    """One FIDS test (or the state of it after a force)."""

    attribute: int
    """The attribute value tested against, 1..5."""
    stance: str
    """favorable, neutral or unfavorable."""
    dice: tuple[int, ...]
    """The three dice as rolled (after a favorable reroll: the new three)."""
    kept: int
    """The die that counts."""
    outcome: Outcome
    forced: bool = False
    """True when the kept die came from forcing."""
    attribute_name: str = "attribute"

    @property
    def success(self) -> bool:
        return self.outcome.success

    @property
    def energy_gain(self) -> int:
        """Energy recovered by this result (a critical gives 2)."""
        return CRITICAL_ENERGY_GAIN if self.outcome is Outcome.CRITICAL else 0

    @property
    def explanation(self) -> str:
        dice = " ".join(str(d) for d in self.dice)
        forced = " (forced)" if self.forced else ""
        return (
            f"3d6 {self.stance}: {dice} -> keep {self.kept}{forced} <= "
            f"{self.attribute_name} {self.attribute}: {_OUTCOME_WORDS[self.outcome]}"
            if self.kept <= self.attribute or self.outcome is Outcome.CRITICAL
            else f"3d6 {self.stance}: {dice} -> keep {self.kept}{forced} > "
            f"{self.attribute_name} {self.attribute}: failure"
        )


_OUTCOME_WORDS = {
    Outcome.CRITICAL: "critical success (triple, +2 Energy)",
    Outcome.COMPLETE: "complete success",
    Outcome.TIGHT: "tight success (complication)",
    Outcome.FAILURE: "failure",
}


def classify(dice: tuple[int, ...], kept: int, attribute: int) -> Outcome:
    """Outcome of a kept die against an attribute (a triple is always critical)."""
    if dice[0] == dice[1] == dice[2]:
        return Outcome.CRITICAL
    if kept < attribute:
        return Outcome.COMPLETE
    if kept == attribute:
        return Outcome.TIGHT
    return Outcome.FAILURE


def kept_die(dice: tuple[int, ...], stance: str) -> int:
    """The die a stance keeps: lowest, middle or highest."""
    return sorted(dice)[_RANK[stance] - 1]


def _check(attribute: int, stance: str) -> None:
    check_range("attribute", attribute, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_choice("stance", stance, STANCES)


def resolve(
    attribute: int, stance: str, dice: tuple[int, ...], attribute_name: str = "attribute"
) -> TestResult:
    """Resolve three known dice (no rolling)."""
    _check(attribute, stance)
    if len(dice) != 3:
        raise RulesError(f"dice: a FIDS test needs exactly 3 dice (got {len(dice)})")
    for value in dice:
        check_range("die", value, 1, 6)
    kept = kept_die(dice, stance)
    return TestResult(
        attribute,
        stance,
        tuple(dice),
        kept,
        classify(dice, kept, attribute),  # type: ignore[arg-type]
        attribute_name=attribute_name,
    )


def test(
    attribute: int, stance: str, dice: DiceSource, attribute_name: str = "attribute"
) -> TestResult:
    """Roll 3d6 and resolve a test against ``attribute`` in ``stance``."""
    _check(attribute, stance)
    rolled = roll_many(dice, 3, 6)
    return resolve(attribute, stance, rolled, attribute_name)  # type: ignore[arg-type]


test.__test__ = False  # type: ignore[attr-defined]  # not a pytest test


@lru_cache(maxsize=64)
def _outcome_odds(attribute: int, stance: str) -> dict[str, Fraction]:
    counts = dict.fromkeys((o.value for o in Outcome), 0)
    for dice in product(range(1, 7), repeat=3):
        counts[classify(dice, kept_die(dice, stance), attribute).value] += 1
    return {name: Fraction(n, 216) for name, n in counts.items()}


def outcome_odds(attribute: int, stance: str) -> dict[str, Fraction]:
    """Exact chance of each outcome (critical, complete, tight, failure), by enumeration."""
    _check(attribute, stance)
    return dict(_outcome_odds(attribute, stance))


def success_odds(attribute: int, stance: str) -> Fraction:
    """Exact chance of any success (critical, complete or tight)."""
    _check(attribute, stance)
    kept = order_statistic(3, 6, _RANK[stance])
    below = sum((p for value, p in kept.items() if value <= attribute), Fraction(0))
    # Triples above the attribute still succeed as criticals.
    triples_above = Fraction(sum(1 for v in range(1, 7) if v > attribute), 216)
    return below + triples_above


# --- Forcing -------------------------------------------------------------------------


@dataclass(frozen=True)
class ForceOption:
    """A lower die the player may force to, and what it costs in Energy."""

    die: int
    cost: int
    outcome: Outcome


def force_options(result: TestResult) -> list[ForceOption]:
    """Every legal lower die of the same roll (neutral or unfavorable), with its cost."""
    if result.stance == "favorable":
        return []
    lower = sorted({d for d in result.dice if d < result.kept})
    return [
        ForceOption(d, result.kept - d, classify(result.dice, d, result.attribute)) for d in lower
    ]


@dataclass(frozen=True)
class ForceResult:
    """A force and its price: the new test result and where the Energy went."""

    before: TestResult
    after: TestResult
    cost: int
    """The full price in Energy (before paying with Misfortune)."""
    energy_before: int
    energy_after: int
    misfortune_paid: bool
    """True when the player handed the GM 1 Misfortune instead of paying Energy."""
    energy_lost_unpaid: int = 0
    """Part of the price that could not be paid (Energy stops at 0)."""

    @property
    def energy_spent(self) -> int:
        return self.energy_before - self.energy_after

    @property
    def explanation(self) -> str:
        how = (
            "paid with 1 Misfortune to the GM"
            if self.misfortune_paid
            else f"cost {self.cost} Energy ({self.energy_before} -> {self.energy_after})"
        )
        if self.before.stance == "favorable":
            kind = (
                f"favorable reroll {' '.join(map(str, self.before.dice))} -> "
                f"{' '.join(map(str, self.after.dice))}, keep {self.after.kept} "
                f"(2 + |{self.before.kept} - {self.after.kept}|)"
            )
        else:
            kind = f"force {self.before.kept} -> {self.after.kept} (kept - chosen)"
        return f"{kind}: {how}: {_OUTCOME_WORDS[self.after.outcome]}"


def _pay(cost: int, energy: int, misfortune: bool) -> tuple[int, int]:
    if misfortune:
        return energy, 0
    paid = min(cost, energy)
    return energy - paid, cost - paid


def force_lower(
    result: TestResult, die: int, energy: int, pay_with_misfortune: bool = False
) -> ForceResult:
    """Take a lower die of the same roll (neutral or unfavorable); cost = kept - chosen."""
    check_range("energy", energy, 0, 99)
    if result.stance == "favorable":
        raise RulesError("stance: favorable keeps the lowest die; force with a reroll instead")
    options = {o.die: o for o in force_options(result)}
    if die not in options:
        allowed = ", ".join(map(str, options)) or "none"
        raise RulesError(f"die: must be a lower die of the roll: {allowed} (got {die!r})")
    cost = options[die].cost
    if not pay_with_misfortune and cost > energy:
        raise RulesError(f"energy: forcing to {die} costs {cost} Energy (has {energy})")
    after_energy, _ = _pay(cost, energy, pay_with_misfortune)
    after = replace(
        result, kept=die, outcome=classify(result.dice, die, result.attribute), forced=True
    )
    return ForceResult(result, after, cost, energy, after_energy, pay_with_misfortune)


def reroll_favorable(
    result: TestResult, dice: DiceSource, energy: int, pay_with_misfortune: bool = False
) -> ForceResult:
    """Favorable force: reroll all three once, keep the lowest; the new result stands.

    Needs 2 Energy (unless paid with Misfortune); costs 2 + |old kept - new kept| after the
    reroll; what cannot be paid is lost, Energy stopping at 0.
    """
    check_range("energy", energy, 0, 99)
    if result.stance != "favorable":
        raise RulesError(
            f"stance: only a favorable test is forced by rerolling (got {result.stance})"
        )
    if result.forced:
        raise RulesError("reroll: a favorable test may be rerolled only once")
    if not pay_with_misfortune and energy < REROLL_BASE_COST:
        raise RulesError(
            f"energy: a reroll needs at least {REROLL_BASE_COST} Energy (has {energy})"
        )
    new = resolve(
        result.attribute,
        "favorable",
        roll_many(dice, 3, 6),  # type: ignore[arg-type]
        result.attribute_name,
    )
    new = replace(new, forced=True)
    cost = REROLL_BASE_COST + abs(result.kept - new.kept)
    after_energy, unpaid = _pay(cost, energy, pay_with_misfortune)
    return ForceResult(result, new, cost, energy, after_energy, pay_with_misfortune, unpaid)


def gain_energy(energy: int, maximum: int, amount: int) -> int:
    """Energy after a gain or loss: never below 0, never above the maximum."""
    return max(0, min(maximum, energy + amount))


def new_session_misfortune(players: int) -> int:
    """The author's session start: 2 Misfortune per player, capped at 15 (house option)."""
    check_range("players", players, 0, 99)
    return min(MISFORTUNE_CAP, MISFORTUNE_PER_PLAYER * players)


def add_misfortune(pool: int, amount: int = 1) -> int:
    """Misfortune pool after a change: 0..15."""
    return max(0, min(MISFORTUNE_CAP, pool + amount))


def initiative(dice: DiceSource) -> int:
    """Convenience initiative (the text has none): 1d6, highest first."""
    return dice.roll(6)
