"""The simulation's input: a fight as the preview sees it, one frozen value per system.

Fighters are listed in turn order; ``first`` is whose turn it is now (those before it
have acted this round). A fight is a value: the preview restarts when it changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules import ezd6, ryf
from rules.errors import RulesError, check_choice, check_range

TargetRule = Literal["weakest", "dangerous", "random"]
TARGET_RULES: tuple[TargetRule, ...] = ("weakest", "dangerous", "random")
"""Whom a combatant attacks among the opponents it reaches: the one with the least
health left, the one whose best attack on it has the highest expected harm, or one at
random. Ties go to the first in turn order."""
SIDES = ("party", "enemy")
ROUND_LIMIT = 20
"""A fight still going after this many rounds counts as "still going"."""


@dataclass(frozen=True)
class RyfWeapon:
    """One of a RyF fighter's attacks (bare hands included)."""

    damage: str
    """Damage dice, e.g. 1d10, 2d6, 1d6-2."""
    bonus: int
    """Attribute + skill + precision (F for melee and brawl, D for ranged)."""
    skill: str
    """melee_weapons, brawl or ranged_weapons: which defence it meets (ranged: the band)."""
    skill_value: int
    """The skill's rating: 0 rolls at the low level (unskilled)."""
    ammo: str | None = None
    """The fighter's ammunition pool this weapon spends one of per shot (None: none)."""


@dataclass(frozen=True)
class RyfFighter:
    """A RyF combatant as the simulation needs it."""

    id: str
    side: str
    """party or enemy."""
    hp: int
    defence: tuple[int, int]
    """The defence against a weapon attack (melee_weapons) and against brawl."""
    weapons: tuple[RyfWeapon, ...]
    ammo: tuple[tuple[str, int], ...] = ()
    """Ammunition pools: (name, shots left)."""
    up: bool = True
    """False when already down (HP <= 0, or the GM's down or dead flag)."""

    def __post_init__(self) -> None:
        check_choice("side", self.side, SIDES)
        check_range("hp", self.hp, ryf.HP_MIN, ryf.HP_MAX)
        if not self.weapons:
            raise RulesError(f"weapons: {self.id} needs at least one attack")
        pools = [name for name, _ in self.ammo]
        for weapon in self.weapons:
            if weapon.ammo is not None and weapon.ammo not in pools:
                raise RulesError(f"ammo: {self.id} has no pool {weapon.ammo} (has {pools})")


@dataclass(frozen=True)
class RyfFight:
    """A RyF fight: the fighters in initiative order and the model's settings."""

    fighters: tuple[RyfFighter, ...]
    first: int = 0
    """The index of whose turn it is (the ones before have acted this round; the number
    of fighters when nobody is left to act this round)."""
    rule: TargetRule = "weakest"
    band: str = "short"
    """The range band of every shot (the fighters' positions are not known)."""
    cover: bool = False
    rounds: int = ROUND_LIMIT

    def __post_init__(self) -> None:
        _check_fight(self.fighters, self.first, self.rule, self.rounds)
        check_choice("band", self.band, tuple(ryf.RANGE_BANDS))


@dataclass(frozen=True)
class Ezd6Fighter:
    """An EZD6 combatant as the simulation needs it."""

    id: str
    side: str
    strikes: int
    armour_save: int | None = None
    weapon_strikes: int = 1
    ranged: bool = False
    """Attacks at range: reaches Near and Far (melee reaches Near from Near)."""
    arrows: int | None = None
    """Shots left when its attacks at range spend a counter (None: they spend nothing):
    each shot spends one; with none left it fights in melee."""
    zone: str = "near"
    up: bool = True
    loses_next_action: bool = False
    """Helped someone: skips its next turn."""

    def __post_init__(self) -> None:
        check_choice("side", self.side, SIDES)
        check_range("strikes", self.strikes, 0, ezd6.MAX_STRIKES)
        check_choice("zone", self.zone, ("near", "far"))
        if self.arrows is not None:
            check_range("arrows", self.arrows, 0, 10_000)


@dataclass(frozen=True)
class Ezd6Fight:
    """An EZD6 fight: the fighters in turn order and the model's settings."""

    fighters: tuple[Ezd6Fighter, ...]
    first: int = 0
    rule: TargetRule = "weakest"
    difficulty: int = 3
    """Every attack's difficulty (the panel's default)."""
    rounds: int = ROUND_LIMIT

    def __post_init__(self) -> None:
        _check_fight(self.fighters, self.first, self.rule, self.rounds)
        check_range("difficulty", self.difficulty, ezd6.DIFFICULTY_MIN, ezd6.DIFFICULTY_MAX)


def copy_ids(base: str, count: int, taken: set[str]) -> list[str]:
    """Ids for ``count`` fighters of one creature that no fighter in ``taken`` has (added
    to it): ``base`` alone, or ``base-1`` ... ``base-N``, skipping a number taken. A
    prepared encounter can hold a copy saved from a fight (``bandido-2``) beside an entry
    that makes numbered copies of the same creature (``bandido`` x2)."""
    found: list[str] = []
    number = 0 if count == 1 else 1
    while len(found) < count:
        candidate = base if number == 0 else f"{base}-{number}"
        if candidate not in taken:
            taken.add(candidate)
            found.append(candidate)
        number += 1 if number else 2
    return found


def _check_fight(fighters: tuple[object, ...], first: int, rule: str, rounds: int) -> None:
    check_range("fighters", len(fighters), 0, 500)
    check_range("first", first, 0, len(fighters))  # len: this round is over
    check_choice("rule", rule, TARGET_RULES)
    check_range("rounds", rounds, 1, 1000)
    ids = [getattr(f, "id", None) for f in fighters]
    if len(set(ids)) != len(ids):
        raise RulesError("fighters: each id once")
