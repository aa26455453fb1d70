"""The fight preview's speed on the sample parties. Prints `name: value unit` lines.

Goals (issue 26): 10,000 simulated fights of each sample in <= 2 s of CPU (the tables of
exact per-attack distributions built from cold caches included), the first figures
(the panel's first batch) within 0.3 s. Also: the prepared-encounter chance
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

from gmconsole import fight_odds
from gmconsole.storage import load_party
from gmconsole.widgets import fight_preview
from rules import ezd6, ryf
from rules.preview import TARGET_RULES, Tally
from rules.preview.run import simulator
from tests.conftest import SAMPLES

SYSTEMS = ("ryf", "ezd6")
FIGHTS = 10_000


def cold() -> None:
    """Empty the rules' caches, so every table is computed as on a first opening."""
    for fn in (
        ryf._success_odds,
        ryf._at_least,
        ryf._attack_odds,
        ryf._harm_distribution,
        ezd6._kept_distribution,
        ezd6._attack_odds,
        ezd6._attack_outcomes,
        ezd6._strikes_landing,
    ):
        fn.cache_clear()


def cpu_of(call) -> tuple[float, float]:  # noqa: ANN001
    cold()
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
        cpu, wall = cpu_of(lambda fight=fight: simulate(fight, fight_preview.FIRST_BATCH))
        print(f"{system} first figures ({fight_preview.FIRST_BATCH} fights) cpu: {cpu:.3f} s")
        print(f"{system} first figures ({fight_preview.FIRST_BATCH} fights) wall: {wall:.3f} s")
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
