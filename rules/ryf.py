"""RyF: 1o3d10 (one target die of 3d10) + attribute + skill vs difficulty.

Implements RULINGS.md "RyF (1o3d10)": levels, explosions, natural 1, fumble, critical,
combat values, ranged bands, damage, HP thresholds, experience and creation limits.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from rules.dice import DiceSource, roll_many
from rules.errors import RulesError, check_choice, check_range
from rules.odds import order_statistic

ATTRIBUTES = ("strength", "resistance", "dexterity", "intelligence", "perception")
OPTIONAL_ATTRIBUTE = "charisma"
ATTRIBUTE_ABBREVIATIONS = {
    "strength": "F",
    "resistance": "R",
    "dexterity": "D",
    "intelligence": "I",
    "perception": "P",
    "charisma": "C",
}
ATTRIBUTE_MIN, ATTRIBUTE_MAX = 2, 10
SKILL_MIN, SKILL_MAX = 0, 10

SKILLS: dict[str, tuple[str, str]] = {
    "notice": ("perception", "Advertir/Notar"),
    "ranged_weapons": ("dexterity", "Armas a distancia"),
    "melee_weapons": ("strength", "Armas cuerpo a cuerpo"),
    "athletics": ("dexterity", "Atletismo"),
    "dance": ("perception", "Bailar"),
    "search": ("perception", "Buscar"),
    "commerce": ("perception", "Comercio"),
    "drive": ("dexterity", "Conducir"),
    "diagnosis": ("perception", "Diagnosis"),
    "etiquette": ("perception", "Etiqueta"),
    "languages": ("intelligence", "Idiomas"),
    "computers": ("intelligence", "Informática"),
    "lip_reading": ("perception", "Leer Labios"),
    "law": ("intelligence", "Leyes"),
    "mechanics": ("intelligence", "Mecánica"),
    "medicine": ("intelligence", "Medicina"),
    "music": ("perception", "Música"),
    "brawl": ("strength", "Pelea"),
    "pilot": ("dexterity", "Pilotar"),
    "tracking": ("perception", "Rastrear"),
    "stealth": ("dexterity", "Sigilo"),
    "survival": ("intelligence", "Supervivencia"),
}
"""The 22 skills: English id -> (linked attribute, name in the text)."""

MELEE_SKILLS = ("melee_weapons", "brawl")
DIFFICULTIES = {"easy": 10, "medium": 15, "hard": 20, "unusual": 25, "impossible": 30}
DIFFICULTY_NAMES_ES = {
    "easy": "fácil",
    "medium": "media",
    "hard": "difícil",
    "unusual": "insólito",
    "impossible": "imposible",
}
RANGE_BANDS = {"short": 15, "medium": 20, "long": 25}
COVER_STEP = 5
CRITICAL_TOTAL = 30
DEFENCE_BASE, DEFENCE_BASE_HARD = 5, 6
BRAWL_DAMAGE = "1d6-2"
HP_PER_RESISTANCE = 4
WOUNDED_AT, UNCONSCIOUS_AT, DEAD_AT = 10, 0, -20
XP_AWARD_MIN, XP_AWARD_MAX = 1, 10
LEVELS = ("low", "median", "high")
_LEVEL_RANK = {"low": 1, "median": 2, "high": 3}


# --- Levels --------------------------------------------------------------------------


@dataclass(frozen=True)
class LevelChoice:
    """The target-die level after the rulings' steps, with the steps that applied."""

    level: str
    steps: tuple[str, ...]

    @property
    def explanation(self) -> str:
        return f"{self.level} ({', '.join(self.steps)})" if self.steps else self.level


def resolve_level(
    *,
    skill: int | None = None,
    specialization: bool = False,
    token: bool = False,
    wounded: bool = False,
    token_returned: bool = False,
) -> LevelChoice:
    """Apply the level rules in RULINGS order.

    Unskilled (skill 0) sets low; specialization sets high; then token +1, wounded -1, GM
    returning the token -1; clamped to low..high. ``skill=None`` means no skill involved.
    """
    rank, steps = 2, []
    if skill == 0:
        rank = 1
        steps.append("unskilled: low")
    if specialization:
        rank = 3
        steps.append("specialization: high")
    if token:
        rank += 1
        steps.append("token +1")
    if wounded:
        rank -= 1
        steps.append("wounded -1")
    if token_returned:
        rank -= 1
        steps.append("token returned -1")
    rank = max(1, min(3, rank))
    return LevelChoice(LEVELS[rank - 1], tuple(steps))


# --- Throws and rolls ----------------------------------------------------------------


@dataclass(frozen=True)
class Throw:
    """One 3d10 throw and the target die it gave at a level."""

    dice: tuple[int, int, int]
    target: int

    def __str__(self) -> str:
        return f"({','.join(map(str, self.dice))})->{self.target}"


def target_die(dice: tuple[int, ...], level: str) -> int:
    """The die a level keeps from 3d10: lowest, middle or highest."""
    return sorted(dice)[_LEVEL_RANK[level] - 1]


def throw(dice: DiceSource, level: str) -> Throw:
    """Roll 3d10 and pick the target die at ``level``."""
    rolled = roll_many(dice, 3, 10)
    return Throw(rolled, target_die(rolled, level))  # type: ignore[arg-type]


def _throws(dice: DiceSource, level: str, explode: bool) -> tuple[Throw, ...]:
    throws = [throw(dice, level)]
    while explode and throws[-1].target == 10:
        throws.append(throw(dice, level))
    return tuple(throws)


class RollKind(enum.StrEnum):
    SKILL = "skill"
    ATTRIBUTE = "attribute"
    OPPOSED = "opposed"
    INITIATIVE = "initiative"


@dataclass(frozen=True)
class RollResult:
    """A 1o3d10 roll: every throw, the total and what it means."""

    kind: RollKind
    bonus: int
    """What was added to the dice (attribute + skill + precision, or attribute x 2)."""
    difficulty: int | None
    level: str
    throws: tuple[Throw, ...]
    label: str = ""

    @property
    def dice_total(self) -> int:
        return sum(t.target for t in self.throws)

    @property
    def total(self) -> int:
        return self.bonus + self.dice_total

    @property
    def natural_one(self) -> bool:
        """The first target die is a 1: a skill roll always fails."""
        return self.throws[0].target == 1

    @property
    def fumble(self) -> bool:
        """Three 1s on the first throw (pifia)."""
        return self.throws[0].dice == (1, 1, 1)

    @property
    def exploded(self) -> bool:
        return len(self.throws) > 1

    @property
    def critical(self) -> bool:
        """A total of 30 or more (damage x2 in combat); never on a failed roll."""
        return self.total >= CRITICAL_TOTAL and not self.automatic_failure

    @property
    def automatic_failure(self) -> bool:
        return self.kind is RollKind.SKILL and self.natural_one

    @property
    def success(self) -> bool:
        if self.difficulty is None or self.automatic_failure:
            return False
        return self.total >= self.difficulty

    @property
    def explanation(self) -> str:
        name = f"{self.label}: " if self.label else ""
        throws = " + ".join(str(t) for t in self.throws)
        text = f"{name}1o3d10 {self.level}: {throws}"
        if self.exploded:
            text += " (10 explodes)"
        text += f" + {self.bonus} = {self.total}"
        if self.difficulty is not None:
            text += f" vs {self.difficulty}: "
            if self.automatic_failure:
                text += "natural 1, always a failure"
            else:
                text += "success" if self.success else "failure"
        if self.fumble:
            text += "; triple 1: fumble (pifia)"
        elif self.critical:
            text += "; 30+: critical (in combat, damage x2)"
        return text


def _check_level(level: str) -> None:
    check_choice("level", level, LEVELS)


def skill_roll(
    bonus: int, difficulty: int, dice: DiceSource, level: str = "median", label: str = ""
) -> RollResult:
    """Skill roll: target die + bonus vs difficulty; 10s explode; natural 1 fails."""
    check_range("bonus", bonus, -20, 60)
    check_range("difficulty", difficulty, 0, 100)
    _check_level(level)
    return RollResult(RollKind.SKILL, bonus, difficulty, level, _throws(dice, level, True), label)


def attribute_roll(
    attribute: int, difficulty: int, dice: DiceSource, level: str = "median", label: str = ""
) -> RollResult:
    """Attribute roll: attribute x 2 + target die vs difficulty; no explosion."""
    check_range("attribute", attribute, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_range("difficulty", difficulty, 0, 100)
    _check_level(level)
    return RollResult(
        RollKind.ATTRIBUTE, attribute * 2, difficulty, level, _throws(dice, level, False), label
    )


@dataclass(frozen=True)
class OpposedResult:
    """Both sides of an opposed roll; ``winner`` is "a", "b" or None for a tie."""

    a: RollResult
    b: RollResult

    @property
    def winner(self) -> str | None:
        if self.a.total == self.b.total:
            return None
        return "a" if self.a.total > self.b.total else "b"

    @property
    def explanation(self) -> str:
        verdict = {
            "a": "A wins",
            "b": "B wins",
            None: "tie: roll again, or the GM accepts the tie",
        }[self.winner]
        return f"opposed: A {self.a.total} vs B {self.b.total}: {verdict}"


def opposed_roll(
    bonus_a: int,
    bonus_b: int,
    dice: DiceSource,
    level_a: str = "median",
    level_b: str = "median",
) -> OpposedResult:
    """Opposed roll: both roll 1o3d10 + bonus (10s explode); the higher total wins."""
    for name, value in (("bonus_a", bonus_a), ("bonus_b", bonus_b)):
        check_range(name, value, -20, 60)
    _check_level(level_a)
    _check_level(level_b)
    a = RollResult(RollKind.OPPOSED, bonus_a, None, level_a, _throws(dice, level_a, True), "A")
    b = RollResult(RollKind.OPPOSED, bonus_b, None, level_b, _throws(dice, level_b, True), "B")
    return OpposedResult(a, b)


def initiative_roll(
    dexterity: int, perception: int, dice: DiceSource, level: str = "median"
) -> RollResult:
    """Initiative: D + P + 1o3d10, no explosion."""
    check_range("dexterity", dexterity, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_range("perception", perception, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    _check_level(level)
    return RollResult(
        RollKind.INITIATIVE,
        dexterity + perception,
        None,
        level,
        _throws(dice, level, False),
        "initiative",
    )


def initiative_order(entries: list[tuple[str, int, int]]) -> list[str]:
    """Order ids by initiative: highest total, ties to the higher D + P, then given order.

    ``entries`` are (id, total, dexterity + perception) in the GM's order.
    """
    indexed = list(enumerate(entries))
    indexed.sort(key=lambda item: (-item[1][1], -item[1][2], item[0]))
    return [entry[0] for _, entry in indexed]


# --- Odds ----------------------------------------------------------------------------


def level_distribution(level: str) -> dict[int, Fraction]:
    """Exact distribution of the target die at ``level``."""
    _check_level(level)
    return order_statistic(3, 10, _LEVEL_RANK[level])


@lru_cache(maxsize=4096)
def _at_least(need: int, level: str) -> Fraction:
    """P(exploding target-die sum >= need), no natural-1 rule (continuation throws)."""
    if need <= 1:
        return Fraction(1)
    dist = level_distribution(level)
    plain = sum((dist[d] for d in range(max(need, 1), 10)), Fraction(0))
    return plain + dist[10] * _at_least(need - 10, level)


@lru_cache(maxsize=4096)
def _success_odds(bonus: int, difficulty: int, level: str) -> Fraction:
    need = difficulty - bonus
    dist = level_distribution(level)
    first = sum((dist[d] for d in range(max(need, 2), 10)), Fraction(0))
    return first + dist[10] * _at_least(need - 10, level)


def opposed_odds(
    bonus_a: int, bonus_b: int, level_a: str = "median", level_b: str = "median"
) -> tuple[Fraction, Fraction, Fraction]:
    """Exact (A wins, B wins, tie) of an opposed roll, 10s exploding on both sides.

    Each side's sum is 10k + t: k tens, then a last die t in 1..9, with probability
    p10^k * p(t). A - B depends on k - j only through 10(k - j), so summing over the pairs
    with the same difference d is a geometric series, and the tails where the last dice
    can no longer change the outcome are geometric too: the result is an exact Fraction
    from a handful of terms (the truncated enumeration is the test oracle).
    """
    for name, value in (("bonus_a", bonus_a), ("bonus_b", bonus_b)):
        check_range(name, value, -20, 60)
    _check_level(level_a)
    _check_level(level_b)
    return _opposed_odds(bonus_b - bonus_a, level_a, level_b)


@lru_cache(maxsize=4096)
def _opposed_odds(gap: int, level_a: str, level_b: str) -> tuple[Fraction, Fraction, Fraction]:
    """A wins when X - Y > gap, ties when X - Y == gap (X, Y the exploding sums)."""
    p, q = level_distribution(level_a), level_distribution(level_b)
    p10, q10 = p[10], q[10]
    both_stop = 1 / (1 - p10 * q10)  # sum over j of (p10 * q10)^j

    def weight(d: int) -> Fraction:  # P(k - j == d), up to the last dice
        return (p10**d if d >= 0 else q10**-d) * both_stop

    last_diff: dict[int, Fraction] = {}  # t - u over the last dice (1..9 each)
    for t in range(1, 10):
        for u in range(1, 10):
            last_diff[t - u] = last_diff.get(t - u, Fraction(0)) + p[t] * q[u]
    stop_mass = (1 - p10) * (1 - q10)

    def above(limit: int) -> Fraction:
        return sum((m for s, m in last_diff.items() if s > limit), Fraction(0))

    # Below d_low the last dice can never make A win (t - u <= 8); above d_high they
    # always do (t - u >= -8), so those d form a geometric tail in p10.
    d_low = (gap - 8) // 10 - 1
    d_high = max(0, (gap + 8) // 10 + 1)
    a_wins = sum((weight(d) * above(gap - 10 * d) for d in range(d_low, d_high + 1)), Fraction(0))
    a_wins += stop_mass * both_stop * p10 ** (d_high + 1) / (1 - p10)
    tie = sum(
        (weight(d) * last_diff.get(gap - 10 * d, Fraction(0)) for d in range(d_low, d_high + 1)),
        Fraction(0),
    )
    return a_wins, 1 - a_wins - tie, tie


def success_odds(bonus: int, difficulty: int, level: str = "median") -> Fraction:
    """Exact chance a skill roll succeeds: natural 1 fails, 10s explode (closed recursion:
    once the need is met by the dice so far, success is certain and expansion stops)."""
    check_range("bonus", bonus, -20, 60)
    check_range("difficulty", difficulty, 0, 100)
    _check_level(level)
    return _success_odds(bonus, difficulty, level)


def attribute_success_odds(attribute: int, difficulty: int, level: str = "median") -> Fraction:
    """Exact chance an attribute roll (x2, no explosion, no natural-1 rule) succeeds."""
    check_range("attribute", attribute, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_range("difficulty", difficulty, 0, 100)
    dist = level_distribution(level)
    return sum((p for d, p in dist.items() if attribute * 2 + d >= difficulty), Fraction(0))


def critical_odds(bonus: int, level: str = "median") -> Fraction:
    """Exact chance a skill roll reaches 30 without a natural 1."""
    return success_odds(bonus, CRITICAL_TOTAL, level)


# --- Combat values -------------------------------------------------------------------


def hit_points(resistance: int) -> int:
    """Maximum HP: resistance x 4."""
    check_range("resistance", resistance, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    return resistance * HP_PER_RESISTANCE


def defence(dexterity: int, melee_skill: int, hard: bool = False) -> int:
    """Defence: D + melee skill + 5 (+6 instead of +5 with the hard house option)."""
    check_range("dexterity", dexterity, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_range("melee_skill", melee_skill, SKILL_MIN, SKILL_MAX)
    return dexterity + melee_skill + (DEFENCE_BASE_HARD if hard else DEFENCE_BASE)


def melee_bonus(strength: int, skill: int, precision: int = 0) -> int:
    """Melee attack bonus: F + melee skill (melee_weapons or brawl) + weapon precision."""
    check_range("strength", strength, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_range("skill", skill, SKILL_MIN, SKILL_MAX)
    check_range("precision", precision, -10, 10)
    return strength + skill + precision


def ranged_bonus(dexterity: int, skill: int, precision: int = 0) -> int:
    """Ranged attack bonus: D + ranged_weapons + weapon precision."""
    check_range("dexterity", dexterity, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_range("skill", skill, SKILL_MIN, SKILL_MAX)
    check_range("precision", precision, -10, 10)
    return dexterity + skill + precision


def range_band(distance: float, bands: tuple[int, int, int]) -> str | None:
    """The weapon's band for a distance in metres: short, medium, long, or None beyond."""
    short, medium, long = bands
    if not 0 < short <= medium <= long:
        raise RulesError(f"bands: must be short <= medium <= long, all > 0 (got {bands})")
    if distance < 0:
        raise RulesError(f"distance: must be >= 0 metres (got {distance})")
    if distance <= short:
        return "short"
    if distance <= medium:
        return "medium"
    if distance <= long:
        return "long"
    return None


def ranged_difficulty(band: str, cover: bool = False) -> int:
    """Difficulty of a ranged attack: short 15, medium 20, long 25; cover one step (+5)."""
    check_choice("band", band, tuple(RANGE_BANDS))
    return RANGE_BANDS[band] + (COVER_STEP if cover else 0)


# --- Damage --------------------------------------------------------------------------

_DAMAGE = re.compile(r"^\s*(\d+)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class DamageExpression:
    count: int
    sides: int
    modifier: int

    def __str__(self) -> str:
        mod = f"{self.modifier:+d}" if self.modifier else ""
        return f"{self.count}d{self.sides}{mod}"


def parse_damage(expression: str) -> DamageExpression:
    """Parse ``NdS`` with an optional ``+M`` or ``-M`` (e.g. 1d10, 2d6, 1d6-2)."""
    match = _DAMAGE.match(expression) if isinstance(expression, str) else None
    if not match:
        raise RulesError(f"damage: must look like 1d10, 2d6 or 1d6-2 (got {expression!r})")
    count, sides = int(match[1]), int(match[2])
    if not 1 <= count <= 20 or not 2 <= sides <= 100:
        raise RulesError(f"damage: 1..20 dice of 2..100 sides (got {expression!r})")
    modifier = int(match[4] or 0) * (-1 if match[3] == "-" else 1)
    return DamageExpression(count, sides, modifier)


@dataclass(frozen=True)
class DamageResult:
    """A damage roll: each die's chain of rolls (a maximum rolls again), the total."""

    expression: DamageExpression
    chains: tuple[tuple[int, ...], ...]
    critical: bool = False

    @property
    def raw(self) -> int:
        return sum(sum(c) for c in self.chains) + self.expression.modifier

    @property
    def total(self) -> int:
        """Never below 0 (negative damage heals nothing); doubled on a critical."""
        return max(0, self.raw) * (2 if self.critical else 1)

    @property
    def explanation(self) -> str:
        parts = " + ".join("+".join(map(str, c)) for c in self.chains)
        mod = f" {self.expression.modifier:+d}" if self.expression.modifier else ""
        text = f"damage {self.expression}: {parts}{mod}"
        if any(len(c) > 1 for c in self.chains):
            text += " (maxima explode)"
        text += f" = {max(0, self.raw)}"
        if self.raw < 0:
            text += " (below 0 is 0)"
        if self.critical:
            text += f", critical x2 = {self.total}"
        return text


def damage_roll(expression: str, dice: DiceSource, critical: bool = False) -> DamageResult:
    """Roll weapon damage: each die showing its maximum rolls again and adds, repeatedly."""
    parsed = parse_damage(expression)
    chains = []
    for _ in range(parsed.count):
        chain = [dice.roll(parsed.sides)]
        while chain[-1] == parsed.sides:
            chain.append(dice.roll(parsed.sides))
        chains.append(tuple(chain))
    return DamageResult(parsed, tuple(chains), critical)


# --- Hit points ----------------------------------------------------------------------


class HealthState(enum.StrEnum):
    OK = "ok"
    WOUNDED = "wounded"
    UNCONSCIOUS = "unconscious"
    DEAD = "dead"


def health_state(hp: int) -> HealthState:
    """HP <= 10 wounded (target die -1 level), <= 0 unconscious, <= -20 dead."""
    if hp <= DEAD_AT:
        return HealthState.DEAD
    if hp <= UNCONSCIOUS_AT:
        return HealthState.UNCONSCIOUS
    if hp <= WOUNDED_AT:
        return HealthState.WOUNDED
    return HealthState.OK


# --- Experience and creation ---------------------------------------------------------


def raise_cost(current: int) -> int:
    """XP to raise a skill by one: the new level."""
    check_range("skill", current, SKILL_MIN, SKILL_MAX - 1)
    return current + 1


def raise_skill(current: int, xp: int) -> tuple[int, int]:
    """Raise a skill one level: (new level, XP left); refused without enough XP."""
    cost = raise_cost(current)
    check_range("xp", xp, 0, 10_000)
    if xp < cost:
        raise RulesError(f"xp: raising to {current + 1} costs {cost} XP (has {xp})")
    return current + 1, xp - cost


def check_xp_award(amount: int) -> int:
    """An XP award per session: 1..10."""
    return check_range("xp award", amount, XP_AWARD_MIN, XP_AWARD_MAX)


def creation_warnings(
    attributes: dict[str, int], skills: dict[str, int], charisma_option: bool = False
) -> list[str]:
    """Creation limits as warnings (grown characters exceed them)."""
    warnings = []
    budget = 45 if charisma_option else 40
    spent = sum(attributes.values())
    if spent > budget:
        warnings.append(f"attributes: {spent} points, creation allows {budget}")
    skill_points = sum(skills.values())
    if skill_points > 40:
        warnings.append(f"skills: {skill_points} points, creation allows 40")
    for name, value in sorted(skills.items()):
        if value > 5:
            warnings.append(f"skills.{name}: {value}, creation allows at most 5")
        linked = SKILLS.get(name, ("", ""))[0]
        if linked in attributes and attributes[linked] + value > 15:
            warnings.append(
                f"skills.{name}: {linked} + skill = {attributes[linked] + value}, "
                "creation allows at most 15"
            )
    return warnings
