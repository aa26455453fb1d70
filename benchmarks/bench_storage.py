"""Load and save a party of 1,000 combatants beside raw tomllib / tomli-w on the same data.

Prints one `name: value unit` line per figure: the raw baselines, our times and their
ratios, all measured in this run (medians; a ratio is the median of the run-by-run
ratios). Goals:
- load <= 1.3x raw `tomllib.loads` of the same bytes (load = read, decode, parse,
  validate, cross-field checks);
- save <= 7x raw `tomli_w.dumps` of the same data (save = dump, re-load check of the whole
  file, write with fsync, .bak). Issue 21 traded the per-chunk memo of earlier rounds
  (1.3x after the first save, 6.3x for the first) for a whole-file re-parse at every save:
  ~260 fewer lines, and no GM has 1,000 combatants.

Every save does the same work, so a save after one change and the first save of the
process are printed to show that.
"""

from __future__ import annotations

import contextlib
import gc
import statistics
import tempfile
import time
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tomli_w

from gmconsole import storage
from gmconsole.storage import load_party, parse_party, save_party

RUNS = 9
COUNT = 1000


def big_party_data(count: int = COUNT) -> dict[str, Any]:
    enemies = [
        {
            "id": f"e{i}",
            "name": f"Bandido {i}",
            "hp": 20,
            "attributes": {
                "strength": 6,
                "resistance": 5,
                "dexterity": 6,
                "intelligence": 4,
                "perception": 5,
            },
            "skills": {"melee_weapons": 3},
            "weapons": [{"name": "Cuchillo", "damage": "1d6"}],
        }
        for i in range(count)
    ]
    combatants = [{"id": f"e{i}", "side": "enemy", "initiative": i % 30} for i in range(count)]
    return {
        "system": "ryf",
        "name": "Big",
        "encounter": {"enemies": enemies, "combatants": combatants},
    }


def interleaved_ms(
    figures: dict[str, tuple[Callable[[], object], Callable[[], object] | None]],
) -> dict[str, list[float]]:
    """Each figure's times in ms, run by run; the figures take turns so that the times
    of one run were taken on the same machine state.

    Each figure starts after a full collection, so none pays for what another left
    behind, and its time ends with a collection of the young generation, the one a load
    or save that paused the collector defers to the next allocation.
    """
    times: dict[str, list[float]] = {name: [] for name in figures}
    for _ in range(RUNS):
        for name, (fn, setup) in figures.items():
            if setup is not None:
                setup()
            gc.collect()
            start = time.perf_counter()
            fn()
            gc.collect(0)
            times[name].append((time.perf_counter() - start) * 1000)
    return times


def paired_ratio(times: dict[str, list[float]], name: str, baseline: str) -> float:
    """The median of the run-by-run ratios: this machine's speed drifts by up to 2x
    within a minute (a shared virtual machine), and a figure and its baseline taken
    seconds apart in the same run see the same speed, while two medians need not."""
    return statistics.median(a / b for a, b in zip(times[name], times[baseline], strict=True))


def main() -> None:
    party = parse_party(tomli_w.dumps(big_party_data()).encode("utf-8"))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.toml"
        save_party(party, path)
        data = path.read_bytes()
        dumped = party.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
        combatant = party.encounter.combatants[COUNT // 2]  # type: ignore[attr-defined]

        def change() -> None:
            combatant.initiative = (combatant.initiative or 0) % 30 + 1

        def load_collector_running() -> None:
            # The control for the pause: the same load with the collector left on.
            paused = storage._without_gc
            storage._without_gc = contextlib.nullcontext  # type: ignore[assignment]
            try:
                load_party(path)
            finally:
                storage._without_gc = paused

        times = interleaved_ms(
            {
                "raw tomllib.loads": (lambda: tomllib.loads(data.decode("utf-8")), None),
                "load": (lambda: load_party(path), None),
                "load, collector not paused": (load_collector_running, None),
                "raw tomli_w.dumps": (lambda: tomli_w.dumps(dumped), None),
                "save after one change": (lambda: save_party(party, path), change),
                "save with nothing changed": (lambda: save_party(party, path), None),
            }
        )
        assert load_party(path) == party

    print(f"combatants: {COUNT} count")
    print(f"file size: {len(data) / 1024:.0f} KiB")
    print(f"runs: {RUNS} count")
    for name, values in times.items():
        print(f"{name}: {statistics.median(values):.1f} ms")
    ratio = paired_ratio(times, "load", "raw tomllib.loads")
    print(f"load ratio: {ratio:.2f} x (goal <= 1.3)")
    control = paired_ratio(times, "load, collector not paused", "raw tomllib.loads")
    print(f"load, collector not paused ratio: {control:.2f} x (for comparison)")
    for name, goal in (
        ("save after one change", "(goal <= 7)"),
        ("save with nothing changed", "(goal <= 7)"),
    ):
        print(f"{name} ratio: {paired_ratio(times, name, 'raw tomli_w.dumps'):.2f} x {goal}")


if __name__ == "__main__":
    main()
