"""The fight preview's speed on the sample parties. Prints `name: value unit` lines.

Goals (issue 26): 10,000 simulated fights of each sample in <= 2 s of CPU (the tables of
exact per-attack distributions built included), the first figures (the panel's first
batch) within 0.3 s; beside them, the first figures with the tables served from a memo
kept across fights (what the rules' caches gave until issue 35; on screen,
``bench_key_to_screen.py``'s "fight preview" is the figure a GM sees). Also: the
prepared-encounter chance
(``party_chance_against``, 2,000 fights), and how much the preview's thread slows the
interface thread (a key's work: about 1 ms of Python, timed idle and with the preview
simulating, as the panel's worker does).

    uv run python benchmarks/bench_preview.py
"""

from __future__ import annotations

import random
import statistics
import threading
import time
from functools import cache

from gmconsole import fight_odds
from gmconsole.storage import load_party
from gmconsole.widgets import fight_preview
from rules import ezd6, ryf
from rules.preview import TARGET_RULES, Tally
from rules.preview.run import simulator
from tests.conftest import SAMPLES

SYSTEMS = ("ryf", "ezd6")
FIGHTS = 10_000
REPEATS = 11
"""Runs of the first figures, with and without a memo of the tables, alternating."""


TABLES = (
    (ryf, "harm_distribution"),
    (ryf, "attack_odds"),
    (ezd6, "attack_odds"),
    (ezd6, "attack_outcomes"),
    (ezd6, "strikes_landing"),
)
"""The exact tables the simulators ask the rules for (the rules keep no cache: issue 35)."""
PLAIN = {(module, name): getattr(module, name) for module, name in TABLES}
MEMOS = {key: cache(function) for key, function in PLAIN.items()}


def memoize(on: bool) -> None:
    """Serve the tables from a memo kept across fights (``on``), or compute them anew."""
    for (module, name), function in (MEMOS if on else PLAIN).items():
        setattr(module, name, function)


def cpu_of(call) -> tuple[float, float]:  # noqa: ANN001
    cpu, wall = time.process_time(), time.perf_counter()
    call()
    return time.process_time() - cpu, time.perf_counter() - wall


def simulate(fight, fights: int) -> Tally:  # noqa: ANN001
    sim = simulator(fight)
    tally = Tally(sim.ids)
    sim.run(fights, random.Random(fight_preview.SEED), tally)
    return tally


def key_work() -> float:
    """About 1 ms of interface work; returns its wall time in ms."""
    start = time.perf_counter()
    sum(i * i for i in range(20_000))
    return (time.perf_counter() - start) * 1000


def key_times(busy: bool, fight) -> list[float]:  # noqa: ANN001
    stop = threading.Event()

    def worker() -> None:  # the panel's loop: batches, then a short sleep
        sim = simulator(fight)
        tally = Tally(sim.ids)
        rng = random.Random(1)
        while not stop.is_set():
            sim.run(fight_preview.BATCH, rng, tally)
            time.sleep(fight_preview.PAUSE)

    thread = threading.Thread(target=worker)
    if busy:
        thread.start()
        time.sleep(0.05)
    times = []
    for _ in range(150):
        times.append(key_work())
        time.sleep(0.01)  # keys come apart
    stop.set()
    if busy:
        thread.join()
    return times


def main() -> None:
    for system in SYSTEMS:
        party = load_party(SAMPLES / f"{system}.toml")
        for rule in TARGET_RULES:
            fight = fight_odds.current_fight(party, rule)
            assert fight is not None
            cpu, wall = cpu_of(lambda fight=fight: simulate(fight, FIGHTS))
            print(f"{system} {rule}: {FIGHTS} fights cpu: {cpu:.2f} s")
            print(f"{system} {rule}: {FIGHTS} fights wall: {wall:.2f} s")
        fight = fight_odds.current_fight(party, "weakest")
        first: dict[bool, list[float]] = {False: [], True: []}
        for _ in range(REPEATS):  # alternating: the machine's load weighs on both alike
            for memo in (False, True):
                memoize(memo)
                cpu, _ = cpu_of(lambda fight=fight: simulate(fight, fight_preview.FIRST_BATCH))
                first[memo].append(cpu * 1000)
        memoize(False)
        label = f"{system} first figures ({fight_preview.FIRST_BATCH} fights) cpu"
        print(f"{label}: {statistics.median(first[False]):.1f} ms")
        print(f"{label} with the tables memoized: {statistics.median(first[True]):.1f} ms")
        cpu, _ = cpu_of(
            lambda party=party: fight_odds.party_chance_against(
                party, party.roster, counts=[r.count for r in party.roster]
            )
        )
        print(f"{system} party_chance_against whole roster (2000 fights) cpu: {cpu:.3f} s")
    fight = fight_odds.current_fight(load_party(SAMPLES / "ryf.toml"), "random")
    for busy in (False, True):
        times = sorted(key_times(busy, fight))
        label = "while simulating" if busy else "idle"
        print(f"1 ms of interface work {label}, median: {statistics.median(times):.2f} ms")
        print(f"1 ms of interface work {label}, p95: {times[int(len(times) * 0.95)]:.2f} ms")


if __name__ == "__main__":
    main()
