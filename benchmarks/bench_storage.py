"""Load and save a party of 1,000 combatants beside raw tomllib/tomli_w on the same data.

Prints `name: value unit`. Goal: load and save each <= 60 ms and <= 2x raw TOML time.
"""

from __future__ import annotations

import statistics
import tempfile
import time
import tomllib
from pathlib import Path

import tomli_w

from gmconsole.model.party import RyfParty
from gmconsole.storage import dump_party, load_party, save_party

RUNS = 7


def big_party(count: int = 1000) -> RyfParty:
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
    return RyfParty.model_validate(
        {
            "system": "ryf",
            "name": "Big",
            "encounter": {"enemies": enemies, "combatants": combatants},
        }
    )


def median_ms(fn) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    party = big_party()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.toml"
        save_party(party, path, backup=False)
        text = path.read_text(encoding="utf-8")
        raw = tomllib.loads(text)
        # Interleave so both see the same machine state.
        load = median_ms(lambda: load_party(path))
        raw_load = median_ms(lambda: tomllib.loads(path.read_text(encoding="utf-8")))
        save = median_ms(lambda: save_party(party, path))
        raw_save = median_ms(lambda: path.write_text(tomli_w.dumps(raw), encoding="utf-8"))
        dump = median_ms(lambda: dump_party(party))
    print("combatants: 1000 count")
    print(f"load: {load:.1f} ms")
    print(f"raw tomllib.loads: {raw_load:.1f} ms")
    print(f"load ratio: {load / raw_load:.2f} x")
    print(f"save: {save:.1f} ms")
    print(f"raw tomli_w.dumps: {raw_save:.1f} ms")
    print(f"save ratio: {save / raw_save:.2f} x")
    print(f"dump only: {dump:.1f} ms")


if __name__ == "__main__":
    main()
