"""What many simulated fights add up to: counts, and each figure with its 95% interval."""

from __future__ import annotations

from dataclasses import dataclass, field
from math import sqrt

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


@dataclass(frozen=True)
class Figure:
    """An estimated chance or mean with its 95% interval."""

    value: float
    low: float
    high: float

    @property
    def margin(self) -> float:
        """The larger distance from the value to an end of the interval (shown as ±)."""
        return max(self.value - self.low, self.high - self.value)

    def covers(self, exact: float) -> bool:
        """Whether the interval holds ``exact`` (the tests' check against the oracle)."""
        return self.low - 1e-12 <= exact <= self.high + 1e-12


def wilson(successes: int, trials: int, z: float = Z95) -> Figure:
    """The chance ``successes / trials`` with its Wilson score interval (sound at 0 and 1,
    where the normal interval shrinks to nothing)."""
    if trials <= 0:
        return Figure(0.0, 0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return Figure(p, max(0.0, centre - half), min(1.0, centre + half))


def mean_figure(total: float, squares: float, trials: int, z: float = Z95) -> Figure:
    """A mean with its normal interval (the sample's standard error)."""
    if trials <= 0:
        return Figure(0.0, 0.0, 0.0)
    mean = total / trials
    variance = max(0.0, squares / trials - mean * mean) * trials / max(1, trials - 1)
    half = z * sqrt(variance / trials)
    return Figure(mean, mean - half, mean + half)


@dataclass
class Tally:
    """Counts over simulated fights (added to as batches finish)."""

    ids: tuple[str, ...]
    """The combatants, in the fight's order."""
    fights: int = 0
    party_wins: int = 0
    enemies_win: int = 0
    going: int = 0
    """Fights still going when the round limit came."""
    rounds: int = 0
    """The sum over fights of the rounds played (a fight still going counts the limit)."""
    rounds_squared: int = 0
    down: list[int] = field(default_factory=list)
    """Per combatant: fights in which it went down (dead included)."""
    dead: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.down:
            self.down = [0] * len(self.ids)
        if not self.dead:
            self.dead = [0] * len(self.ids)

    def add_fight(self, winner: int, played: int) -> None:
        """One fight's end: ``winner`` 0 (the party), 1 (the enemies) or -1 (still going
        at the round limit), after ``played`` rounds."""
        self.fights += 1
        if winner == 0:
            self.party_wins += 1
        elif winner == 1:
            self.enemies_win += 1
        else:
            self.going += 1
        self.rounds += played
        self.rounds_squared += played * played

    def estimate(self, deaths: bool) -> Estimate:
        """The figures so far; ``deaths``: the system has death apart from going down."""
        n = self.fights
        return Estimate(
            fights=n,
            party_wins=wilson(self.party_wins, n),
            enemies_win=wilson(self.enemies_win, n),
            going=wilson(self.going, n),
            rounds=mean_figure(self.rounds, self.rounds_squared, n),
            down=tuple(
                (cid, wilson(count, n)) for cid, count in zip(self.ids, self.down, strict=True)
            ),
            dead=tuple(
                (cid, wilson(count, n)) for cid, count in zip(self.ids, self.dead, strict=True)
            )
            if deaths
            else (),
        )


@dataclass(frozen=True)
class Estimate:
    """How the fight may go, from ``fights`` simulated fights."""

    fights: int
    party_wins: Figure
    """Every enemy down."""
    enemies_win: Figure
    """Every party member down."""
    going: Figure
    """Still going after the round limit."""
    rounds: Figure
    """Mean rounds left, this one counting as the first; a fight still going counts the
    limit."""
    down: tuple[tuple[str, Figure], ...]
    """Per combatant: the chance it goes down (dead included)."""
    dead: tuple[tuple[str, Figure], ...]
    """Per combatant: the chance it dies (RyF: HP <= -20); empty where going down is all
    the system's texts say."""

    def down_of(self, cid: str) -> Figure:
        return dict(self.down)[cid]

    def dead_of(self, cid: str) -> Figure | None:
        return dict(self.dead).get(cid)
