"""FIDS: 3d6, keep a die by stance, roll under an attribute 1..5; Energy and Misfortune.

Implements RULINGS.md "FIDS (d6)".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import product

from rules.dice import DiceSource, roll_die, roll_many
from rules.errors import (
    RulesError,
    check_choice,
    check_dice,
    check_flag,
    check_instance,
    check_optional_range,
    check_range,
    check_text,
)
from rules.language import say
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
ENERGY_MAX = 99
"""The most Energy (or maximum Energy) a character may have."""
REROLL_BASE_COST = 2
MISFORTUNE_PER_PLAYER = 2
MISFORTUNE_CAP = 15
"""The cap of the house option \"Misfortune cap 15\" (on by default)."""
MISFORTUNE_MAX = 999
"""The most the pool may hold with the cap off (a bound, not a rule)."""
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
        return _meanings()[self]

    @property
    def words(self) -> str:
        """The outcome's name in the current language (complete, tight, ...)."""
        return {
            Outcome.CRITICAL: say("critical"),
            Outcome.COMPLETE: say("complete"),
            Outcome.TIGHT: say("tight"),
            Outcome.FAILURE: say("failure"),
        }[self]


def _meanings() -> dict[Outcome, str]:
    return {
        Outcome.CRITICAL: say("triple: certain success, +2 Energy"),
        Outcome.COMPLETE: say("success without consequences"),
        Outcome.TIGHT: say("success, but something bad happens (tight)"),
        Outcome.FAILURE: say("failure"),
    }


def stance_words(stance: str) -> str:
    """A stance in the current language (favorable, neutral, unfavorable/desfavorable)."""
    check_choice("stance", stance, STANCES)
    return {
        "favorable": say("favorable"),
        "neutral": say("neutral"),
        "unfavorable": say("unfavorable"),
    }.get(stance, stance)


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
        """The roll and the comparison that decided it: a triple decides by itself."""
        dice = " ".join(map(str, self.dice))
        return f"3d6 {stance_words(self.stance)}: {dice} -> {self.decision}"

    @property
    def decision(self) -> str:
        """The deciding comparison, e.g. ``triple 6: critical success (+2 Energy)`` or
        ``keep 2 < agility 3: complete success``."""
        if self.outcome is Outcome.CRITICAL:
            return f"{say('triple')} {self.dice[0]}: {outcome_words(self.outcome)}"
        sign = {Outcome.COMPLETE: "<", Outcome.TIGHT: "=", Outcome.FAILURE: ">"}[self.outcome]
        forced = say(" (forced)") if self.forced else ""
        return (
            f"{say('keep')} {self.kept}{forced} {sign} {self.attribute_name} "
            f"{self.attribute}: {outcome_words(self.outcome)}"
        )


def outcome_words(outcome: Outcome) -> str:
    """The outcome as the explanations write it, in the current language."""
    check_instance("outcome", outcome, Outcome, "a FIDS outcome")
    return {
        Outcome.CRITICAL: say("critical success (triple, +2 Energy)"),
        Outcome.COMPLETE: say("complete success"),
        Outcome.TIGHT: say("tight success (complication)"),
        Outcome.FAILURE: say("failure"),
    }[outcome]


def classify(dice: tuple[int, ...], kept: int, attribute: int) -> Outcome:
    """Outcome of a kept die against an attribute (a triple is always critical).

    ``kept`` must be one of the three dice (the stance's die or a lower one forced to).
    """
    dice = _check_dice(dice)
    check_range("kept", kept, 1, 6)
    if kept not in dice:
        raise RulesError(f"kept: must be one of the dice {' '.join(map(str, dice))} (got {kept})")
    check_range("attribute", attribute, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    return _classify(dice, kept, attribute)


def _classify(dice: tuple[int, ...], kept: int, attribute: int) -> Outcome:
    if dice[0] == dice[1] == dice[2]:
        return Outcome.CRITICAL
    if kept < attribute:
        return Outcome.COMPLETE
    if kept == attribute:
        return Outcome.TIGHT
    return Outcome.FAILURE


def kept_die(dice: tuple[int, ...], stance: str) -> int:
    """The die a stance keeps: lowest, middle or highest."""
    dice = _check_dice(dice)
    check_choice("stance", stance, STANCES)
    return _kept_die(dice, stance)


def _kept_die(dice: tuple[int, ...], stance: str) -> int:
    return sorted(dice)[_RANK[stance] - 1]


def _check(attribute: int, stance: str) -> None:
    check_range("attribute", attribute, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_choice("stance", stance, STANCES)


def _check_dice(dice: object) -> tuple[int, int, int]:
    if not isinstance(dice, tuple | list) or len(dice) != 3:
        raise RulesError(f"dice: a FIDS test needs exactly 3 dice 1..6 (got {dice!r:.60})")
    for value in dice:
        check_range("dice", value, 1, 6)
    return (dice[0], dice[1], dice[2])


def _check_result(result: object) -> TestResult:
    return check_instance("result", result, TestResult, "a FIDS TestResult")


def resolve(
    attribute: int, stance: str, dice: tuple[int, ...], attribute_name: str = "attribute"
) -> TestResult:
    """Resolve three known dice (no rolling)."""
    _check(attribute, stance)
    checked = _check_dice(dice)
    check_text("attribute_name", attribute_name)
    kept = _kept_die(checked, stance)
    return TestResult(
        attribute,
        stance,
        checked,
        kept,
        _classify(checked, kept, attribute),
        attribute_name=attribute_name,
    )


def test(
    attribute: int, stance: str, dice: DiceSource, attribute_name: str = "attribute"
) -> TestResult:
    """Roll 3d6 and resolve a test against ``attribute`` in ``stance``."""
    _check(attribute, stance)
    check_text("attribute_name", attribute_name)
    rolled = roll_many(dice, 3, 6)
    return resolve(attribute, stance, rolled, attribute_name)


test.__test__ = False  # type: ignore[attr-defined]  # not a pytest test


def _outcome_odds(attribute: int, stance: str) -> dict[str, Fraction]:
    counts = dict.fromkeys((o.value for o in Outcome), 0)
    for dice in product(range(1, 7), repeat=3):
        counts[_classify(dice, _kept_die(dice, stance), attribute).value] += 1
    return {name: Fraction(n, 216) for name, n in counts.items()}


def outcome_odds(attribute: int, stance: str) -> dict[str, Fraction]:
    """Exact chance of each outcome (critical, complete, tight, failure), by enumeration."""
    _check(attribute, stance)
    return _outcome_odds(attribute, stance)


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
    _check_result(result)
    if result.stance == "favorable":
        return []
    lower = sorted({d for d in result.dice if d < result.kept})
    return [
        ForceOption(d, result.kept - d, _classify(result.dice, d, result.attribute)) for d in lower
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
    def explanation(self) -> str:
        how = (
            say("paid with 1 Misfortune to the GM")
            if self.misfortune_paid
            else say(
                "cost {cost} Energy ({energy_before} -> {energy_after})",
                cost=self.cost,
                energy_before=self.energy_before,
                energy_after=self.energy_after,
            )
        )
        before = " ".join(map(str, self.before.dice))
        after = " ".join(map(str, self.after.dice))
        # Paid with Misfortune, the Energy price's formula is no part of what was paid.
        if self.before.stance == "favorable" and self.misfortune_paid:
            kind = say(
                "favorable reroll {before} -> {after}, keep {after_kept}",
                before=before,
                after=after,
                after_kept=self.after.kept,
            )
        elif self.before.stance == "favorable":
            kind = say(
                "favorable reroll {before} -> {after}, keep {after_kept} (2 plus the "
                "difference between {before_kept} and {after_kept})",
                before=before,
                after=after,
                before_kept=self.before.kept,
                after_kept=self.after.kept,
            )
        elif self.misfortune_paid:
            kind = say(
                "force {before_kept} -> {after_kept}",
                before_kept=self.before.kept,
                after_kept=self.after.kept,
            )
        else:
            kind = say(
                "force {before_kept} -> {after_kept} ({before_kept} kept minus {after_kept} "
                "chosen)",
                before_kept=self.before.kept,
                after_kept=self.after.kept,
            )
        return f"{kind}: {how}: {outcome_words(self.after.outcome)}"


def _pay(cost: int, energy: int, misfortune: bool) -> tuple[int, int]:
    if misfortune:
        return energy, 0
    paid = min(cost, energy)
    return energy - paid, cost - paid


def force_lower(
    result: TestResult, die: int, energy: int, pay_with_misfortune: bool = False
) -> ForceResult:
    """Take a lower die of the same roll (neutral or unfavorable); cost = kept - chosen."""
    _check_result(result)
    check_range("die", die, 1, 6)
    check_range("energy", energy, 0, ENERGY_MAX)
    check_flag("pay_with_misfortune", pay_with_misfortune)
    if result.stance == "favorable":
        raise RulesError("stance: favorable keeps the lowest die; force with a reroll instead")
    options = {o.die: o for o in force_options(result)}
    if die not in options:
        allowed = ", ".join(map(str, options)) or "none"
        raise RulesError(f"die: must be a lower die of the roll: {allowed} (got {die!r})")
    cost = options[die].cost
    if not pay_with_misfortune and cost > energy:
        raise RulesError(
            say(
                "forcing to {die} costs {cost} Energy (has {energy})",
                die=die,
                cost=cost,
                energy=energy,
            )
        )
    after_energy, _ = _pay(cost, energy, pay_with_misfortune)
    after = replace(
        result, kept=die, outcome=_classify(result.dice, die, result.attribute), forced=True
    )
    return ForceResult(result, after, cost, energy, after_energy, pay_with_misfortune)


def reroll_favorable(
    result: TestResult, dice: DiceSource, energy: int, pay_with_misfortune: bool = False
) -> ForceResult:
    """Favorable force: reroll all three once, keep the lowest; the new result stands.

    Needs 2 Energy (unless paid with Misfortune); costs 2 + |old kept - new kept| after the
    reroll; what cannot be paid is lost, Energy stopping at 0.
    """
    _check_result(result)
    check_dice("dice", dice)
    check_range("energy", energy, 0, ENERGY_MAX)
    check_flag("pay_with_misfortune", pay_with_misfortune)
    if result.stance != "favorable":
        raise RulesError(
            f"stance: only a favorable test is forced by rerolling (got {result.stance})"
        )
    if result.forced:
        raise RulesError("reroll: a favorable test may be rerolled only once")
    if not pay_with_misfortune and energy < REROLL_BASE_COST:
        raise RulesError(
            say(
                "a reroll needs at least {REROLL_BASE_COST} Energy (has {energy})",
                REROLL_BASE_COST=REROLL_BASE_COST,
                energy=energy,
            )
        )
    new = resolve(
        result.attribute,
        "favorable",
        roll_many(dice, 3, 6),
        result.attribute_name,
    )
    new = replace(new, forced=True)
    cost = REROLL_BASE_COST + abs(result.kept - new.kept)
    after_energy, unpaid = _pay(cost, energy, pay_with_misfortune)
    return ForceResult(result, new, cost, energy, after_energy, pay_with_misfortune, unpaid)


def gain_energy(energy: int, maximum: int, amount: int) -> int:
    """Energy after a gain or loss: never below 0, never above the maximum."""
    check_range("maximum", maximum, 0, ENERGY_MAX)
    check_range("energy", energy, 0, maximum)
    check_range("amount", amount, -ENERGY_MAX, ENERGY_MAX)
    return max(0, min(maximum, energy + amount))


@dataclass(frozen=True)
class EnergyChange:
    """Energy through a test: the force paid first, then a critical's +2 (RULINGS, second
    pass: Energy 5, a reroll costing 5, a triple: 5 -> 0 -> 2)."""

    before: int
    after_force: int
    """Energy once the force is paid (``before`` when there was no force)."""
    after: int
    """Energy once a critical's gain is added (never above the maximum)."""
    maximum: int
    force_cost: int = 0
    """The price in Energy that was charged (0 when paid with Misfortune)."""
    unpaid: int = 0
    """Part of the price that could not be paid (Energy stops at 0)."""
    gain: int = 0
    """What the critical recovered, after the maximum."""

    @property
    def steps(self) -> tuple[str, ...]:
        """One line per step, in the order they happen."""
        lines = []
        if self.force_cost:
            lost = say(", {unpaid} could not be paid", unpaid=self.unpaid) if self.unpaid else ""
            lines.append(
                say(
                    "force costs {force_cost} Energy: {before} -> {after_force}{lost}",
                    force_cost=self.force_cost,
                    before=self.before,
                    after_force=self.after_force,
                    lost=lost,
                )
            )
        if self.gain or self.after != self.after_force:
            lines.append(
                say(
                    "critical +{gain} Energy (max {maximum}): {after_force} -> {after}",
                    gain=CRITICAL_ENERGY_GAIN,
                    maximum=self.maximum,
                    after_force=self.after_force,
                    after=self.after,
                )
            )
        return tuple(lines)

    @property
    def explanation(self) -> str:
        if self.steps:
            return "; ".join(self.steps)
        return say("Energy {before} unchanged", before=self.before)


def settle_energy(
    energy: int, maximum: int, test: TestResult, force: ForceResult | None = None
) -> EnergyChange:
    """Energy after a test: pay the force (if any), then add a critical's +2 up to the
    maximum. The critical counted is the final result's (after the force)."""
    check_range("maximum", maximum, 0, ENERGY_MAX)
    check_range("energy", energy, 0, maximum)
    _check_result(test)
    if force is not None:
        check_instance("force", force, ForceResult, "a FIDS ForceResult or None")
        if force.energy_before != energy:
            raise RulesError(
                f"energy: the force was priced with {force.energy_before} Energy (got {energy})"
            )
    final = force.after if force is not None else test
    after_force = force.energy_after if force is not None else energy
    after = max(0, min(maximum, after_force + final.energy_gain))
    return EnergyChange(
        before=energy,
        after_force=after_force,
        after=after,
        maximum=maximum,
        force_cost=0 if force is None or force.misfortune_paid else force.cost,
        unpaid=force.energy_lost_unpaid if force is not None else 0,
        gain=after - after_force,
    )


def new_session_misfortune(players: int, cap: int | None = MISFORTUNE_CAP) -> int:
    """The author's session start: 2 Misfortune per player, capped at ``cap`` (15, the
    house option "Misfortune cap 15"; None when the option is off)."""
    check_range("players", players, 0, 99)
    check_optional_range("cap", cap, 0, MISFORTUNE_MAX)
    pool = MISFORTUNE_PER_PLAYER * players
    return pool if cap is None else min(cap, pool)


def add_misfortune(pool: int, amount: int = 1, cap: int | None = MISFORTUNE_CAP) -> int:
    """The GM's Misfortune pool after a change.

    The pool never goes below 0; with the house option "Misfortune cap 15" on (``cap``,
    the default) a point the pool cannot hold is refused with a RulesError rather than lost;
    ``cap=None`` means no cap. A change that cannot apply whole is refused whole.
    """
    check_optional_range("cap", cap, 0, MISFORTUNE_MAX)
    check_range("pool", pool, 0, MISFORTUNE_MAX)
    check_range("amount", amount, -MISFORTUNE_MAX, MISFORTUNE_MAX)
    value = pool + amount
    if value < 0:
        raise RulesError(
            say(
                "the Misfortune pool has {pool}; it cannot lose {loss}",
                pool=pool,
                loss=-amount,
            )
        )
    if cap is not None and amount > 0 and value > cap:
        raise RulesError(
            say(
                "the Misfortune pool is {pool} of at most {cap} (house option Misfortune "
                "cap {cap}): it cannot hold {amount} more",
                pool=pool,
                cap=cap,
                amount=amount,
            )
        )
    if value > MISFORTUNE_MAX:
        raise RulesError(say("the Misfortune pool holds at most {most}", most=MISFORTUNE_MAX))
    return value


def initiative(dice: DiceSource) -> int:
    """Convenience initiative (the text has none): 1d6, highest first."""
    return roll_die(dice, 6)
