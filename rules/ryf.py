"""RyF: 1o3d10 (one target die of 3d10) + attribute + skill vs difficulty.

Implements RULINGS.md "RyF (1o3d10)": levels, explosions, natural 1, fumble, critical,
combat values, ranged bands, damage, HP thresholds, experience and creation limits.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from rules.dice import DiceSource, describe_step, roll_die, roll_many
from rules.errors import (
    RulesError,
    check_choice,
    check_dice,
    check_flag,
    check_items,
    check_number,
    check_optional_range,
    check_range,
    check_text,
)
from rules.language import say, say_in, say_n
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
RANGE_BANDS = {"short": 15, "medium": 20, "long": 25}
COVER_STEP = 5
CRITICAL_TOTAL = 30
DEFENCE_BASE, DEFENCE_BASE_HARD = 5, 6
BRAWL_DAMAGE = "1d6-2"
HP_PER_RESISTANCE = 4
WOUNDED_AT, UNCONSCIOUS_AT, DEAD_AT = 10, 0, -20
XP_AWARD_MIN, XP_AWARD_MAX = 1, 10
LEVELS = ("low", "median", "high")
BONUS_MIN, BONUS_MAX = -20, 60
DIFFICULTY_MIN, DIFFICULTY_MAX = 0, 100
HP_MIN, HP_MAX = -1000, 1000
MAX_THROWS = 1000
"""An explosion (or a damage die's chain) longer than this is refused: no real dice
give it (10^-1000), and a broken dice source must not hang the console."""
_LEVEL_RANK = {"low": 1, "median": 2, "high": 3}


# --- Levels --------------------------------------------------------------------------


@dataclass(frozen=True)
class LevelChoice:
    """The target-die level after the rulings' steps, with the steps that applied."""

    level: str
    steps: tuple[str, ...]

    @property
    def explanation(self) -> str:
        level = _level_name(self.level)
        if not self.steps:
            return level
        return f"{level} ({', '.join(_step_name(step) for step in self.steps)})"


def _level_name(level: str) -> str:
    """A level (low, median, high: the lowest, middle, highest die) in the explanation's
    language, as the text says them (bajo, medio, alto)."""
    return say_in("ryf level", level)


def _step_name(step: str) -> str:
    """A level step (``token +1``...) in the explanation's language."""
    return say_in("ryf level step", step)


def difficulty_name(name: str) -> str:
    """A difficulty's name (easy ... impossible) in the current language."""
    check_choice("name", name, tuple(DIFFICULTIES))
    return say_in("ryf difficulty", name)


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
    check_optional_range("skill", skill, SKILL_MIN, SKILL_MAX)
    check_flag("specialization", specialization)
    check_flag("token", token)
    check_flag("wounded", wounded)
    check_flag("token_returned", token_returned)
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
    if not isinstance(dice, tuple | list) or len(dice) != 3:
        raise RulesError(f"dice: a throw is exactly 3 dice 1..10 (got {dice!r:.60})")
    for value in dice:
        check_range("dice", value, 1, 10)
    _check_level(level)
    return sorted(dice)[_LEVEL_RANK[level] - 1]


def throw(dice: DiceSource, level: str) -> Throw:
    """Roll 3d10 and pick the target die at ``level``."""
    check_dice("dice", dice)
    _check_level(level)
    return _throw(dice, level)


def _throw(dice: DiceSource, level: str) -> Throw:
    a, b, c = roll_many(dice, 3, 10)
    return Throw((a, b, c), sorted((a, b, c))[_LEVEL_RANK[level] - 1])


def _throws(dice: DiceSource, level: str, explode: bool) -> tuple[Throw, ...]:
    check_dice("dice", dice)
    throws = [_throw(dice, level)]
    while explode and throws[-1].target == 10:
        if len(throws) >= MAX_THROWS:
            raise RulesError(f"dice: more than {MAX_THROWS} tens in a row; check the dice")
        throws.append(_throw(dice, level))
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
        """The first target die is a 1: a skill roll always fails, an opposed roll loses."""
        return self.throws[0].target == 1

    @property
    def fumble(self) -> bool:
        """Three 1s on the first throw (pifia); the throws of an explosion never count."""
        return self.throws[0].dice == (1, 1, 1)

    @property
    def exploded(self) -> bool:
        return len(self.throws) > 1

    @property
    def critical(self) -> bool:
        """A total of 30 or more on a successful skill roll or attack (damage x2 in combat).

        Never on a failed roll, an initiative, an attribute or an opposed roll (RULINGS,
        second pass)."""
        return self.kind is RollKind.SKILL and self.success and self.total >= CRITICAL_TOTAL

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
        """The roll in one line: its throws, total, the difficulty it was compared with
        and the outcome ("... + 12 = 21 vs 14: success")."""
        return self._explain(compared=True)

    @property
    def explanation_without_difficulty(self) -> str:
        """``explanation`` without the number it was compared with ("... + 12 = 21:
        success"): a roll against a defence made of another's numbers."""
        return self._explain(compared=False)

    @property
    def explanation_without_bonus(self) -> str:
        """``explanation`` without what was added and the total that tells it
        ("(3,10,2)->3 + bonus vs 19: failure"): a roll whose bonus is another's secret."""
        return self._explain(compared=True, added=False)

    @property
    def explanation_without_numbers(self) -> str:
        """The throws and the outcome only ("(3,10,2)->3 + bonus: failure"): neither the bonus
        nor the number compared with is to be told."""
        return self._explain(compared=False, added=False)

    def _explain(self, compared: bool, added: bool = True) -> str:
        name = f"{self.label}: " if self.label else ""
        throws = " + ".join(str(t) for t in self.throws)
        text = f"{name}1o3d10 {_level_name(self.level)}: {throws}"
        if self.exploded:
            text += say(" (10 explodes)")
        if added:
            text += f" + {self.bonus} = {self.total}"
        else:  # a secret bonus is still added: "3 vs 12: success" read as bad sums
            text += say(" + bonus")
        if self.difficulty is not None:
            text += say(" vs {difficulty}: ", difficulty=self.difficulty) if compared else ": "
            if self.automatic_failure:
                text += say("natural 1, always a failure")
            elif self.success:
                text += say("success")
            else:
                text += say_in("ryf", "failure")
        if self.fumble:
            text += say("; triple 1: fumble")
        elif self.critical:
            text += say("; 30+: critical (in combat, damage x2)")
        return text


def _check_level(level: str, name: str = "level") -> None:
    check_choice(name, level, LEVELS)


def _check_bonus(name: str, value: int) -> None:
    check_range(name, value, BONUS_MIN, BONUS_MAX)


def _check_difficulty(value: int, name: str = "difficulty") -> None:
    check_range(name, value, DIFFICULTY_MIN, DIFFICULTY_MAX)


def skill_roll(
    bonus: int, difficulty: int, dice: DiceSource, level: str = "median", label: str = ""
) -> RollResult:
    """Skill roll: target die + bonus vs difficulty; 10s explode; natural 1 fails."""
    _check_bonus("bonus", bonus)
    _check_difficulty(difficulty)
    _check_level(level)
    check_text("label", label)
    return RollResult(RollKind.SKILL, bonus, difficulty, level, _throws(dice, level, True), label)


def attribute_roll(
    attribute: int, difficulty: int, dice: DiceSource, level: str = "median", label: str = ""
) -> RollResult:
    """Attribute roll: attribute x 2 + target die vs difficulty; no explosion."""
    check_range("attribute", attribute, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    _check_difficulty(difficulty)
    _check_level(level)
    check_text("label", label)
    return RollResult(
        RollKind.ATTRIBUTE, attribute * 2, difficulty, level, _throws(dice, level, False), label
    )


@dataclass(frozen=True)
class OpposedResult:
    """Both sides of an opposed roll; ``winner`` is "a", "b" or None for a tie.

    A side whose first target die is a natural 1 (a fumble is one too) loses whatever
    the totals, unless both sides have one: then it is a tie (RULINGS, second pass).
    """

    a: RollResult
    b: RollResult

    @property
    def winner(self) -> str | None:
        if self.a.natural_one or self.b.natural_one:
            if self.a.natural_one and self.b.natural_one:
                return None
            return "b" if self.a.natural_one else "a"
        if self.a.total == self.b.total:
            return None
        return "a" if self.a.total > self.b.total else "b"

    @property
    def deciding(self) -> str:
        """Why the winner won: the natural 1 rule or the totals."""
        ones = [side for side, roll in (("A", self.a), ("B", self.b)) if roll.natural_one]
        fumbles = {side for side, roll in (("A", self.a), ("B", self.b)) if roll.fumble}
        if len(ones) == 2:
            return say("both rolled a natural 1: tie")
        if ones:
            if ones[0] in fumbles:
                return say("{name}'s fumble loses", name=ones[0])
            return say("{name}'s natural 1 loses", name=ones[0])
        return ""

    @property
    def explanation(self) -> str:
        verdict = {
            "a": say("A wins"),
            "b": say("B wins"),
            None: say("tie: roll again, or the GM accepts the tie"),
        }[self.winner]
        why = f" ({self.deciding})" if self.deciding else ""
        opposed = say_in("ryf", "opposed")
        vs = say("vs")
        return f"{opposed}: A {self.a.total} {vs} B {self.b.total}: {verdict}{why}"


def opposed_roll(
    bonus_a: int,
    bonus_b: int,
    dice: DiceSource,
    level_a: str = "median",
    level_b: str = "median",
) -> OpposedResult:
    """Opposed roll: both roll 1o3d10 + bonus (10s explode); the higher total wins, and a
    natural 1 (or fumble) loses unless both sides have one."""
    _check_bonus("bonus_a", bonus_a)
    _check_bonus("bonus_b", bonus_b)
    _check_level(level_a, "level_a")
    _check_level(level_b, "level_b")
    check_dice("dice", dice)
    a = RollResult(RollKind.OPPOSED, bonus_a, None, level_a, _throws(dice, level_a, True), "A")
    b = RollResult(RollKind.OPPOSED, bonus_b, None, level_b, _throws(dice, level_b, True), "B")
    return OpposedResult(a, b)


def initiative_roll(
    dexterity: int, perception: int, dice: DiceSource, level: str = "median"
) -> RollResult:
    """Initiative: D + P + 1o3d10, no explosion; never critical."""
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
    for i, entry in enumerate(check_items("entries", entries)):
        if not isinstance(entry, tuple | list) or len(entry) != 3:
            raise RulesError(f"entries[{i}]: must be (id, total, D + P) (got {entry!r:.60})")
        check_text(f"entries[{i}] id", entry[0])
        check_range(f"entries[{i}] total", entry[1], -1000, 100_000)
        check_range(f"entries[{i}] D + P", entry[2], 0, 100)
    indexed = list(enumerate(entries))
    indexed.sort(key=lambda item: (-item[1][1], -item[1][2], item[0]))
    return [entry[0] for _, entry in indexed]


# --- Odds ----------------------------------------------------------------------------


def level_distribution(level: str) -> dict[int, Fraction]:
    """Exact distribution of the target die at ``level``."""
    _check_level(level)
    return _level_distribution(level)


def _level_distribution(level: str) -> dict[int, Fraction]:
    return order_statistic(3, 10, _LEVEL_RANK[level])


def _at_least(need: int, level: str) -> Fraction:
    """P(exploding target-die sum >= need), no natural-1 rule (continuation throws)."""
    if need <= 1:
        return Fraction(1)
    dist = _level_distribution(level)
    plain = sum((dist[d] for d in range(max(need, 1), 10)), Fraction(0))
    return plain + dist[10] * _at_least(need - 10, level)


def _success_odds(bonus: int, difficulty: int, level: str) -> Fraction:
    need = difficulty - bonus
    dist = _level_distribution(level)
    first = sum((dist[d] for d in range(max(need, 2), 10)), Fraction(0))
    return first + dist[10] * _at_least(need - 10, level)


def opposed_odds(
    bonus_a: int, bonus_b: int, level_a: str = "median", level_b: str = "median"
) -> tuple[Fraction, Fraction, Fraction]:
    """Exact (A wins, B wins, tie) of an opposed roll, 10s exploding on both sides, a
    natural 1 (or fumble) losing unless both sides roll one (then a tie).

    Each side's sum is 10k + t: k tens, then a last die t in 1..9, with probability
    p10^k * p(t). A - B depends on k - j only through 10(k - j), so summing over the pairs
    with the same difference d is a geometric series, and the tails where the last dice
    can no longer change the outcome are geometric too: the result is an exact Fraction
    from a handful of terms (the truncated enumeration is the test oracle).

    A first target die of 1 is exactly the sum 1 (it cannot explode), so the natural-1
    rule moves the mass of X == 1 or Y == 1 out of the comparison: a few point and tail
    terms subtracted from the comparison and added back as the rule says.
    """
    _check_bonus("bonus_a", bonus_a)
    _check_bonus("bonus_b", bonus_b)
    _check_level(level_a, "level_a")
    _check_level(level_b, "level_b")
    return _opposed_odds(bonus_b - bonus_a, level_a, level_b)


def _point(n: int, level: str) -> Fraction:
    """P(exploding sum == n) without the natural-1 rule: n = 10k + t, t in 1..9."""
    if n < 1 or n % 10 == 0:
        return Fraction(0)
    dist = _level_distribution(level)
    return dist[10] ** (n // 10) * dist[n % 10]


def _opposed_odds(gap: int, level_a: str, level_b: str) -> tuple[Fraction, Fraction, Fraction]:
    """A wins when X - Y > gap (X, Y the exploding sums), a natural 1 losing."""
    a_wins, _, tie = _compare_sums(gap, level_a, level_b)
    p1, q1 = _level_distribution(level_a)[1], _level_distribution(level_b)[1]
    # Neither side rolled a natural 1 (X != 1 and Y != 1): inclusion-exclusion.
    a_wins -= p1 * (1 - _at_least(1 - gap, level_b))  # X == 1, Y < 1 - gap
    a_wins -= q1 * _at_least(gap + 2, level_a)  # Y == 1, X > gap + 1
    a_wins += p1 * q1 * (gap < 0)  # X == Y == 1, counted twice
    tie -= p1 * _point(1 - gap, level_b) + q1 * _point(gap + 1, level_a)
    tie += p1 * q1 * (gap == 0)
    # Then the natural-1 rule: only B has one -> A wins; both -> tie.
    a_wins += q1 * (1 - p1)
    tie += p1 * q1
    return a_wins, 1 - a_wins - tie, tie


def _compare_sums(gap: int, level_a: str, level_b: str) -> tuple[Fraction, Fraction, Fraction]:
    """P(X - Y > gap), P(X - Y < gap), P(X - Y == gap) for the plain exploding sums."""
    p, q = _level_distribution(level_a), _level_distribution(level_b)
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
    _check_bonus("bonus", bonus)
    _check_difficulty(difficulty)
    _check_level(level)
    return _success_odds(bonus, difficulty, level)


def attribute_success_odds(attribute: int, difficulty: int, level: str = "median") -> Fraction:
    """Exact chance an attribute roll (x2, no explosion, no natural-1 rule) succeeds."""
    check_range("attribute", attribute, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    _check_difficulty(difficulty)
    _check_level(level)
    dist = _level_distribution(level)
    return sum((p for d, p in dist.items() if attribute * 2 + d >= difficulty), Fraction(0))


def critical_odds(bonus: int, level: str = "median", difficulty: int = 0) -> Fraction:
    """Exact chance a skill roll (or attack) against ``difficulty`` is a critical: it
    succeeds and reaches 30 (so, no natural 1, total >= max(30, difficulty))."""
    _check_bonus("bonus", bonus)
    _check_level(level)
    _check_difficulty(difficulty)
    return _success_odds(bonus, max(CRITICAL_TOTAL, difficulty), level)


# --- Combat values -------------------------------------------------------------------


def hit_points(resistance: int) -> int:
    """Maximum HP: resistance x 4."""
    check_range("resistance", resistance, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    return resistance * HP_PER_RESISTANCE


def defence(dexterity: int, melee_skill: int, hard: bool = False) -> int:
    """Defence: D + melee skill + 5 (+6 instead of +5 with the hard house option)."""
    check_range("dexterity", dexterity, ATTRIBUTE_MIN, ATTRIBUTE_MAX)
    check_range("melee_skill", melee_skill, SKILL_MIN, SKILL_MAX)
    check_flag("hard", hard)
    return dexterity + melee_skill + (DEFENCE_BASE_HARD if hard else DEFENCE_BASE)


def defence_skill(attack_skill: str) -> str:
    """The defender's skill that matches a melee attack: melee_weapons against a weapon
    attack, brawl against a brawl attack (RULINGS, second pass)."""
    check_choice("attack_skill", attack_skill, MELEE_SKILLS)
    return attack_skill


def other_melee_skill(skill: str) -> str:
    """The other melee skill, for the GM switching the defence (brawl <-> melee_weapons)."""
    check_choice("skill", skill, MELEE_SKILLS)
    return MELEE_SKILLS[1] if skill == MELEE_SKILLS[0] else MELEE_SKILLS[0]


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
    if not isinstance(bands, tuple | list) or len(bands) != 3:
        raise RulesError(f"bands: must be (short, medium, long) in metres (got {bands!r:.60})")
    for value in bands:
        check_range("bands", value, 1, 100_000)
    short, medium, long = bands
    if not 0 < short <= medium <= long:
        raise RulesError(f"bands: must be short <= medium <= long, all > 0 (got {bands})")
    check_number("distance", distance, 0, 1_000_000)
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
    check_flag("cover", cover)
    return RANGE_BANDS[band] + (COVER_STEP if cover else 0)


# --- Damage --------------------------------------------------------------------------

_DAMAGE = re.compile(r"^\s*(\d+)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class DamageExpression:
    """Weapon damage: ``count`` dice of ``sides`` plus ``modifier``."""

    count: int
    sides: int
    modifier: int

    def __str__(self) -> str:
        mod = f"{self.modifier:+d}" if self.modifier else ""
        return f"{self.count}d{self.sides}{mod}"


def parse_damage(expression: str) -> DamageExpression:
    """Parse ``NdS`` with an optional ``+M`` or ``-M`` (e.g. 1d10, 2d6, 1d6-2)."""
    valid = isinstance(expression, str) and len(expression) <= 40
    match = _DAMAGE.match(expression) if valid else None
    if not match:
        raise RulesError(f"damage: must look like 1d10, 2d6 or 1d6-2 (got {expression!r})")
    count, sides = int(match[1]), int(match[2])
    if not 1 <= count <= 20 or not 2 <= sides <= 100:
        raise RulesError(f"damage: 1..20 dice of 2..100 sides (got {expression!r})")
    modifier = int(match[4] or 0) * (-1 if match[3] == "-" else 1)
    if not -100 <= modifier <= 100:
        raise RulesError(f"damage: a modifier of -100..+100 (got {expression!r})")
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
        text = say("damage") + f" {self.expression}: {parts}{mod}"
        if any(len(c) > 1 for c in self.chains):
            text += say(" (maxima explode)")
        text += f" = {max(0, self.raw)}"
        if self.raw < 0:
            text += say(" (below 0 is 0)")
        if self.critical:
            text += say(", critical x2 = {total}", total=self.total)
        return text


def damage_roll(expression: str, dice: DiceSource, critical: bool = False) -> DamageResult:
    """Roll weapon damage: each die showing its maximum rolls again and adds, repeatedly.

    The dice are read as they fall: the first throw of every die, then one more throw for
    each die that showed its maximum, and so on."""
    parsed = parse_damage(expression)
    check_dice("dice", dice)
    check_flag("critical", critical)
    # As the dice fall at the table: all the dice at once, then every die that showed its
    # maximum rolls again (in order), round after round; each die keeps its own chain
    # ("6 6" then "2 1" is 6+2 and 6+1, not 6+6+2 and 1).
    sides = parsed.sides
    describe_step(
        dice,
        say_n(
            "{n} die, then one more for each {sides}",
            "{n} dice, then one more for each {sides}",
            parsed.count,
            sides=sides,
        ),
    )
    chains = [[roll_die(dice, sides)] for _ in range(parsed.count)]
    while open_chains := [chain for chain in chains if chain[-1] == sides]:
        describe_step(
            dice,
            say_n(
                "{n} more die: the {sides} rolls again",
                "{n} more dice: each {sides} rolls again",
                len(open_chains),
                sides=sides,
            ),
        )
        for chain in open_chains:
            if len(chain) >= MAX_THROWS:
                raise RulesError(f"dice: more than {MAX_THROWS} maxima in a row; check the dice")
            chain.append(roll_die(dice, parsed.sides))
    return DamageResult(parsed, tuple(tuple(chain) for chain in chains), critical)


# --- The chance to down the target --------------------------------------------------


@dataclass(frozen=True)
class AttackOdds:
    """What one attack may do to the target, as exact fractions.

    Every value is exact (closed forms, no truncation): ``truncation`` is the bound on
    the error, 0, kept so callers can show it.
    """

    hit: Fraction
    """P(the attack hits): total >= difficulty, no natural 1."""
    critical: Fraction
    """P(a critical hit): a hit with a total of 30 or more (damage x2)."""
    down: Fraction
    """P(HP <= 0 after the damage): unconscious or dead."""
    dead: Fraction
    """P(HP <= -20 after the damage)."""
    expected_damage: Fraction
    """The mean damage of this attack, misses counting as 0."""
    expected_damage_on_hit: Fraction
    """The mean damage when it hits (0 when it cannot hit)."""
    truncation: Fraction = Fraction(0)
    """An upper bound on the error of every value above (0: they are exact)."""


def attack_odds(
    bonus: int, difficulty: int, damage: str, hp: int, level: str = "median"
) -> AttackOdds:
    """Exact odds of an attack (``bonus`` vs ``difficulty``, the defence or the ranged
    band) with weapon ``damage`` (e.g. 1d10, 2d6, 1d6-2) on a target with ``hp`` now.

    The attack explodes on 10s and fails on a natural 1; a critical (total >= 30, on a
    hit) doubles the damage; damage dice explode on their maximum; damage below 0 is 0.
    """
    _check_bonus("bonus", bonus)
    _check_difficulty(difficulty)
    parsed = parse_damage(damage)
    check_range("hp", hp, HP_MIN, HP_MAX)
    _check_level(level)
    return _attack_odds(bonus, difficulty, parsed, hp, level)


def _attack_odds(
    bonus: int, difficulty: int, damage: DamageExpression, hp: int, level: str
) -> AttackOdds:
    hit = _success_odds(bonus, difficulty, level)
    critical = _success_odds(bonus, max(CRITICAL_TOTAL, difficulty), level)
    plain = hit - critical
    sums = _DamageSums(damage)

    def reaches(harm: int) -> Fraction:  # P(this attack deals at least `harm`)
        if harm <= 0:
            return Fraction(1)
        return plain * sums.damage_at_least(harm) + critical * sums.damage_at_least(-(-harm // 2))

    mean = sums.mean_damage()
    return AttackOdds(
        hit=hit,
        critical=critical,
        down=reaches(hp - UNCONSCIOUS_AT),
        dead=reaches(hp - DEAD_AT),
        expected_damage=(plain + 2 * critical) * mean,
        expected_damage_on_hit=(plain + 2 * critical) / hit * mean if hit else Fraction(0),
    )


HARM_CAP_MAX = 200
"""The largest ``cap`` harm_distribution takes (HP run -99..40, so 60 covers dead)."""


def harm_distribution(
    bonus: int, difficulty: int, damage: str, level: str = "median", cap: int = 60
) -> dict[int, Fraction]:
    """Exact distribution of the harm one attack deals (0 on a miss), the same attack
    ``attack_odds`` describes: P(harm == h) for h in 0..cap-1 and, at ``cap``, P(harm >=
    cap). A critical doubles the damage; damage dice explode; below 0 is 0.

    ``attack_odds(...).down`` is the sum of the entries at hp and above (for hp <= cap):
    the fight preview draws each attack from this table.
    """
    _check_bonus("bonus", bonus)
    _check_difficulty(difficulty)
    parsed = parse_damage(damage)
    _check_level(level)
    check_range("cap", cap, 1, HARM_CAP_MAX)
    return _harm_distribution(bonus, difficulty, parsed, level, cap)


def _harm_distribution(
    bonus: int, difficulty: int, damage: DamageExpression, level: str, cap: int
) -> dict[int, Fraction]:
    hit = _success_odds(bonus, difficulty, level)
    critical = _success_odds(bonus, max(CRITICAL_TOTAL, difficulty), level)
    plain = hit - critical
    sums = _DamageSums(damage)
    sums.below(cap - sums.modifier + 1)  # builds the counts once for every value below

    def rolled(value: int) -> Fraction:  # P(max(0, S + modifier) == value)
        if value == 0:
            return sums.below(1 - sums.modifier)
        return sums.point(value - sums.modifier)

    table: dict[int, Fraction] = {}
    for harm in range(cap):
        chance = plain * rolled(harm)
        if harm % 2 == 0:
            chance += critical * rolled(harm // 2)
        if harm == 0:
            chance += 1 - hit
        table[harm] = chance
    table[cap] = 1 - sum(table.values(), Fraction(0))
    return table


class _DamageSums:
    """The sum S of ``count`` exploding dice of ``sides``, in closed form.

    One die is sides*K + T: K, the maxima before the last roll, is geometric (ratio 1/s)
    and T is uniform on 1..s-1, independent of K. So S = s*(K1+...+Kc) + (T1+...+Tc):
    the first sum is negative binomial, the second a sum of uniforms whose counts are
    integers (built with a sliding window). P(S < n) is then a finite sum: exact.
    """

    def __init__(self, damage: DamageExpression) -> None:
        self.count, self.sides, self.modifier = damage.count, damage.sides, damage.modifier
        self._ways: list[int] = [1]  # ways[u]: ways T1+...+Tc == u, of (s-1)^c

    def _uniform_ways(self, below: int) -> list[int]:
        """ways[u] for u < below (extended on demand)."""
        if len(self._ways) >= below:
            return self._ways
        ways = [1] + [0] * (below - 1)
        width = self.sides - 1
        for _ in range(self.count):
            prefix = [0]
            for value in ways:
                prefix.append(prefix[-1] + value)
            # new[u] = sum of old[u - t] for t in 1..s-1
            ways = [prefix[max(0, u)] - prefix[max(0, u - width)] for u in range(below)]
        self._ways = ways
        return ways

    def _weighted(self, below: int, point: bool) -> Fraction:
        """P(S < below), or P(S == below) when ``point``, exactly."""
        if below <= 0:
            return Fraction(0)
        s, c = self.sides, self.count
        ways = self._uniform_ways(below + 1)
        cumulative = ways if point else [0] * len(ways)
        if not point:
            running = 0
            for u, value in enumerate(ways):
                running += value
                cumulative[u] = running
        last = below if point else below - 1  # the largest value of T-sum that counts
        top = last // s  # K-sum j needs last - s*j >= 0
        numerator = sum(
            comb(j + c - 1, c - 1) * cumulative[last - s * j] * s ** (top - j)
            for j in range(top + 1)
        )
        return Fraction(numerator, s ** (top + c))

    def below(self, n: int) -> Fraction:
        """P(S < n)."""
        return self._weighted(n, point=False)

    def point(self, n: int) -> Fraction:
        """P(S == n)."""
        return self._weighted(n, point=True)

    def damage_at_least(self, harm: int) -> Fraction:
        """P(max(0, S + modifier) >= harm) for harm >= 1."""
        return 1 - self.below(harm - self.modifier)

    def mean_damage(self) -> Fraction:
        """E[max(0, S + modifier)]: the mean of S plus what the floor at 0 adds back."""
        s = self.sides
        mean = self.count * Fraction(s * (s + 1), 2 * (s - 1)) + self.modifier
        floor = sum(
            (self.point(v) * (-self.modifier - v) for v in range(self.count, -self.modifier)),
            Fraction(0),
        )
        return mean + floor


# --- Hit points ----------------------------------------------------------------------


class HealthState(enum.StrEnum):
    OK = "ok"
    WOUNDED = "wounded"
    UNCONSCIOUS = "unconscious"
    DEAD = "dead"


def health_state(hp: int) -> HealthState:
    """HP <= 10 wounded (target die -1 level), <= 0 unconscious, <= -20 dead."""
    check_range("hp", hp, HP_MIN, HP_MAX)
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
    return check_range("amount", amount, XP_AWARD_MIN, XP_AWARD_MAX)


def creation_warnings(
    attributes: dict[str, int], skills: dict[str, int], charisma_option: bool = False
) -> list[str]:
    """Creation limits as warnings (grown characters exceed them)."""
    attributes = _check_scores("attributes", attributes, (*ATTRIBUTES, OPTIONAL_ATTRIBUTE), 0)
    skills = _check_scores("skills", skills, tuple(SKILLS), SKILL_MIN)
    check_flag("charisma_option", charisma_option)
    warnings = []
    budget = 45 if charisma_option else 40
    spent = sum(attributes.values())
    if spent > budget:
        warnings.append(
            say("attributes: {spent} points, creation allows {budget}", spent=spent, budget=budget)
        )
    skill_points = sum(skills.values())
    if skill_points > 40:
        warnings.append(
            say("skills: {skill_points} points, creation allows 40", skill_points=skill_points)
        )
    for name, value in sorted(skills.items()):
        if value > 5:
            warnings.append(
                say("skills.{name}: {value}, creation allows at most 5", name=name, value=value)
            )
        linked = SKILLS.get(name, ("", ""))[0]
        if linked in attributes and attributes[linked] + value > 15:
            total = attributes[linked] + value
            warnings.append(
                say(
                    "skills.{name}: {linked} + skill = {total}, creation allows at most 15",
                    name=name,
                    linked=_attribute_word(linked),
                    total=total,
                )
            )
    return warnings


def _attribute_word(attribute: str) -> str:
    """An attribute's word in the language of the explanations ("perception" read
    "Percepción" in Spanish only in the console's own words: the review)."""
    words = {
        "strength": say("strength"),
        "resistance": say("resistance"),
        "dexterity": say("dexterity"),
        "intelligence": say("intelligence"),
        "perception": say("perception"),
        "charisma": say("charisma"),
    }
    return words.get(attribute, attribute)


def _check_scores(name: str, scores: object, allowed: tuple[str, ...], low: int) -> dict[str, int]:
    if not isinstance(scores, dict):
        raise RulesError(f"{name}: must be a mapping of name to value (got {scores!r:.60})")
    for key, value in scores.items():
        check_choice(f"{name} key", key, allowed)
        check_range(f"{name}.{key}", value, low, 100)
    return scores
