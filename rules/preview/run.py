"""Running a preview: a simulator for the fight, batches of fights from one seeded random
source, and the estimate after each batch (the same seed gives the same figures)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Protocol

from rules.errors import RulesError, check_range
from rules.preview.estimate import Estimate, Tally
from rules.preview.model import Ezd6Fight, RyfFight

Fight = RyfFight | Ezd6Fight
FIRST_BATCH = 200
"""Fights in the first batch: a first estimate fast, then larger batches."""
BATCH = 1000


class Simulator(Protocol):
    deaths: bool
    ids: tuple[str, ...]

    def run(self, fights: int, rng: random.Random, tally: Tally) -> None: ...


def simulator(fight: Fight) -> Simulator:
    """The simulator of the fight's system (its tables are built here)."""
    if isinstance(fight, RyfFight):
        from rules.preview.ryf import RyfSimulator

        return RyfSimulator(fight)
    if isinstance(fight, Ezd6Fight):
        from rules.preview.ezd6 import Ezd6Simulator

        return Ezd6Simulator(fight)
    raise RulesError(f"fight: a RyfFight or an Ezd6Fight (got {type(fight).__name__})")


def refine(
    fight: Fight, seed: int = 0, first: int = FIRST_BATCH, batch: int = BATCH
) -> Iterator[Estimate]:
    """Estimates that refine without end: after ``first`` fights, then every ``batch``
    more. The caller stops when it has enough (or the fight changed)."""
    check_range("first", first, 1, 10_000_000)
    check_range("batch", batch, 1, 10_000_000)
    sim = simulator(fight)
    rng = random.Random(seed)
    tally = Tally(sim.ids)
    size = first
    while True:
        sim.run(size, rng, tally)
        yield tally.estimate(sim.deaths)
        size = batch


def estimate(fight: Fight, fights: int = 2000, seed: int = 0) -> Estimate:
    """The estimate after ``fights`` simulated fights."""
    check_range("fights", fights, 1, 10_000_000)
    sim = simulator(fight)
    tally = Tally(sim.ids)
    sim.run(fights, random.Random(seed), tally)
    return tally.estimate(sim.deaths)
