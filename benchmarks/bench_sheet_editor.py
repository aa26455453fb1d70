"""The sheet editor's cost per key and the keys a long sheet takes, beside the figures of
the editor before issue 37's trial (a widget row per field).

    uv run python benchmarks/bench_sheet_editor.py [ROUNDS]

CPU per key: RyF's first member's sheet at 80x24, keys sent at a typist's pace (one every
50 ms, so each is handled and drawn alone, as in a terminal), the process's CPU time over
the run less what the idle console spends in the same time. No Pilot pause between keys
(a pause walks every widget: a test's cost, not the GM's). One line per figure as
``name: value unit (before: value)``, the median of ROUNDS runs (default 3); each CPU
figure again with each of sheet_fields' memos bypassed, the runs alternating.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
PARTIES = ROOT / "tests" / "fixtures" / "parties"
PACE = 0.05
"""Seconds between keys."""

BEFORE: dict[str, tuple[float | None, str]] = {
    "sheet editor opening": (None, "ms CPU (k to the editor shown)"),
    "sheet editor widgets": (137, "widgets"),
    "sheet editor arrow down": (37.5, "ms CPU per key"),
    "sheet editor digit typed": (19.9, "ms CPU per key"),
    "keys from the sheet's top to RyF's first weapon": (29, "keys"),
    "keys from the sheet's top to RyF's brawl skill": (24, "keys"),
}
"""The editor of commit fa10f99 (a widget row per field, arrows only), by this script's
method on the same 2-core machine, the median of three runs beside other work."""


async def _idle_cpu(seconds: float) -> float:
    start = time.process_time()
    await asyncio.sleep(seconds)
    return time.process_time() - start


async def cpu_per_key(app, keys: list[str]) -> float:  # noqa: ANN001
    """Milliseconds of CPU per key at ``PACE``, the idle console's CPU taken off."""
    from textual import events

    idle = await _idle_cpu(PACE * len(keys))
    start = time.process_time()
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))
        await asyncio.sleep(PACE)
    while app.keys_waiting:
        await asyncio.sleep(PACE)
    return (time.process_time() - start - idle) / len(keys) * 1000


async def measure(folder: Path) -> dict[str, float]:
    from gmconsole.app import GMConsole
    from gmconsole.storage import load_party
    from rules.dice import RandomDice

    path = folder / "ryf.toml"
    shutil.copy(PARTIES / "ryf.toml", path)
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(7))
    found: dict[str, float] = {}
    async with app.run_test(size=(80, 24)) as pilot:
        await asyncio.sleep(0.3)
        start = time.process_time()
        await pilot.press("k")
        await pilot.pause()
        found["sheet editor opening"] = (time.process_time() - start) * 1000
        editor = app.screen
        found["sheet editor widgets"] = len(list(editor.walk_children()))
        await asyncio.sleep(0.3)
        found["sheet editor arrow down"] = await cpu_per_key(app, ["down"] * 30)
        found["sheet editor digit typed"] = await cpu_per_key(app, ["1", "2"] * 10)
        await pilot.press("home")
        keys = 0
        while editor.focused_row.path != ("weapons", 0, "name"):
            await pilot.press("ctrl+down")  # a section at a time
            keys += 1
        found["keys from the sheet's top to RyF's first weapon"] = keys
        typed = ["ctrl+g", *"brawl", "enter"]  # a field by name
        await pilot.press("home", *typed)
        await pilot.pause()
        assert editor.focused_row.path == ("skills", "brawl"), editor.focused_row
        found["keys from the sheet's top to RyF's brawl skill"] = len(typed)
    return found


MEMOS = ("docstrings",)
"""``gmconsole.sheet_fields``'s memo (read once per model): also measured
bypassed, in the same run, alternating with the editor as it is."""


@contextmanager
def bypassed(name: str | None) -> Iterator[None]:
    """The memo ``name`` of sheet_fields replaced by the function it wraps, wherever it
    is imported (None: nothing bypassed)."""
    from gmconsole import sheet_fields, sheets

    if name is None:
        yield
        return
    memo = getattr(sheet_fields, name)
    holders = [m for m in (sheet_fields, sheets) if getattr(m, name, None) is memo]
    for module in holders:
        setattr(module, name, memo.__wrapped__)
    try:
        yield
    finally:
        for module in holders:
            setattr(module, name, memo)


def main() -> None:
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp())
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    runs: dict[str | None, list[dict[str, float]]] = {}
    for _ in range(rounds):
        for memo in (None, *MEMOS):
            with tempfile.TemporaryDirectory() as folder, bypassed(memo):
                runs.setdefault(memo, []).append(asyncio.run(measure(Path(folder))))
    for name in runs[None][0]:
        before, unit = BEFORE[name]
        value = statistics.median(run[name] for run in runs[None])
        print(f"{name}: {value:.1f} {unit}" + (f" (before: {before:g})" if before else ""))
        if unit.startswith("ms"):
            for memo in MEMOS:
                value = statistics.median(run[name] for run in runs[memo])
                print(f"{name} without the {memo} memo: {value:.1f} {unit}")


if __name__ == "__main__":
    main()
