"""Console speed, measured side by side with its baselines in one run.

1. First paint in a real terminal (tmux): `gmconsole sample_parties/ryf.toml` against a bare
   Textual app (Header, Static, Footer), alternated over several runs; time from launch to
   the first screen showing the expected text (for the console: the last tracker row,
   so a frame without the fight would not count). A third figure is the same bare app
   importing pydantic first: the floor for any console that validates with pydantic
   before its first frame.
2. CPU time per action (next turn, apply damage) with 10 and with 500 combatants, under
   run_test: process time around the key press and the repaint it causes.

Prints `name: value unit`. Goals:
- first paint <= 1.3x the floor app (issue 34; issue 10 asked 1.25x, when the console
  was smaller: the older goal of 1.2x the bare app sits below the floor itself, which
  pays ~1.3x for importing pydantic). The console opens its party as the app's first
  screen, pauses the cycle collector until the first frame
  (gmconsole/launch_collector.py), and loads the panels and their dialogs when a panel
  first opens (1.27-1.29x in December 2026, 1.31-1.32x while they loaded at launch);
- each action <= 1.3x its 10-combatant cost at 500 combatants, and <= 10 ms CPU (issues 4
  and 21). The figures here include the Pilot's own waiting after each key (a callback to
  every widget); `bench_terminal_keys.py` measures the console alone in a real terminal.
  A next turn at 10 went from ~16.4 ms to ~9.5 (issue 21, third session) by drawing less:
  the combat box and the sidebar redraw only the lines that changed and keep the lines
  they drew, line widgets read their style once per pass and their component styles once
  per theme, the tracker redraws its rows once per turn, the type-ahead waits on the
  focus chain only; and at 500 by fewer passes over everyone. Issue 34 retired that goal
  and those caches (no GM felt them): what a GM feels is `bench_key_to_screen.py`'s figure.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RUNS = 9
ACTIONS = 40
APP_RUNS = 5

BARE_APP = """
from textual.app import App
from textual.widgets import Footer, Header, Static

class Bare(App):
    def compose(self):
        yield Header()
        yield Static("bare app ready")
        yield Footer()

Bare().run()
"""

# The same bare app after importing pydantic and validating one small model: the floor for
# any console that validates its file with pydantic before the first frame.
BARE_WITH_PYDANTIC = (
    """
from pydantic import BaseModel, ConfigDict

class Check(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    name: str

Check.model_validate({"name": "x"})
"""
    + BARE_APP
)


def first_paint(command: list[str], marker: str) -> float:
    """Seconds from launch until tmux shows ``marker`` on screen."""
    session = f"bench{time.monotonic_ns()}"
    start = time.perf_counter()
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "40", *command],
        check=True,
    )
    try:
        while time.perf_counter() - start < 30:
            screen = subprocess.run(
                ["tmux", "capture-pane", "-pt", session], capture_output=True, text=True
            ).stdout
            if marker in screen:
                return time.perf_counter() - start
            time.sleep(0.005)
        raise RuntimeError(f"{marker!r} never appeared")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def paint_figures(folder: Path) -> None:
    """Keep one idle tmux session open throughout: when the last session closes, the tmux
    server exits, and a session started while it shuts down fails to start."""
    keep_alive = f"bench-keep-alive{time.monotonic_ns()}"
    subprocess.run(["tmux", "new-session", "-d", "-s", keep_alive, "sleep 3600"], check=True)
    try:
        _paint_figures(folder)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", keep_alive], capture_output=True)


def _paint_figures(folder: Path) -> None:
    party = folder / "ryf.toml"
    shutil.copy(ROOT / "sample_parties" / "ryf.toml", party)
    bare = folder / "bare.py"
    bare.write_text(BARE_APP, encoding="utf-8")
    floor = folder / "bare_pydantic.py"
    floor.write_text(BARE_WITH_PYDANTIC, encoding="utf-8")
    # Run as an installed program runs: with bytecode caches (pip writes them at install).
    # Without them (PYTHONDONTWRITEBYTECODE is set on some machines) every launch compiles
    # Textual, Rich and pydantic from source, which swamps what is being compared.
    cached = [
        "env",
        "-u",
        "PYTHONDONTWRITEBYTECODE",
        f"PYTHONPYCACHEPREFIX={folder / 'pyc'}",
        f"XDG_DATA_HOME={folder / 'data'}",
    ]
    console = [*cached, sys.executable, "-m", "gmconsole.cli", str(party)]
    bare_run = [*cached, sys.executable, str(bare)]
    floor_run = [*cached, sys.executable, str(floor)]
    for warm_up in (bare_run, floor_run):
        first_paint(warm_up, "bare app ready")
    first_paint(console, "Bandido 2")
    (folder / "ryf.toml.recovery").unlink(missing_ok=True)
    ours, theirs, floors = [], [], []
    for _ in range(RUNS):
        theirs.append(first_paint(bare_run, "bare app ready"))
        ours.append(first_paint(console, "Bandido 2"))
        floors.append(first_paint(floor_run, "bare app ready"))
        (folder / "ryf.toml.recovery").unlink(missing_ok=True)
    ours_ms, bare_ms = statistics.median(ours) * 1000, statistics.median(theirs) * 1000
    floor_ms = statistics.median(floors) * 1000
    print(f"first paint gmconsole ryf: {ours_ms:.0f} ms")
    print(f"first paint bare textual app: {bare_ms:.0f} ms")
    print(f"first paint ratio: {ours_ms / bare_ms:.2f} x")
    print(f"first paint bare textual app importing pydantic: {floor_ms:.0f} ms")
    print(f"first paint pydantic floor ratio: {floor_ms / bare_ms:.2f} x")
    # The goal's figure. Each run paints the three apps seconds apart, so the median of
    # the run-by-run ratios is steadier than a ratio of medians on a machine whose speed
    # drifts (a shared virtual machine).
    over_floor = statistics.median(a / b for a, b in zip(ours, floors, strict=True))
    print(f"first paint over the pydantic floor: {over_floor:.2f} x (goal <= 1.3)")


def big_party(path: Path, count: int) -> None:
    from gmconsole.storage import save_party
    from gmconsole.systems.ryf.model import RyfParty

    attributes = {
        "strength": 6,
        "resistance": 10,
        "dexterity": 6,
        "intelligence": 4,
        "perception": 5,
    }
    enemies = [
        {
            "id": f"e{i}",
            "name": f"Bandido {i}",
            "hp": 40,
            "attributes": attributes,
            "skills": {"melee_weapons": 3},
            "weapons": [{"name": "Cuchillo", "damage": "1d6"}],
        }
        for i in range(count)
    ]
    party = RyfParty.model_validate(
        {
            "system": "ryf",
            "name": f"{count} combatants",
            "encounter": {
                "active": True,
                "enemies": enemies,
                "combatants": [
                    {"id": f"e{i}", "side": "enemy", "initiative": 30 - i % 30}
                    for i in range(count)
                ],
            },
        }
    )
    save_party(party, path, backup=False)


async def action_cpu(path: Path) -> dict[str, float]:
    """The app starts as the console does (gmconsole/cli.py): Python's cycle collector
    paused until the first frame, then the start-up heap frozen (launch_collector.py), and
    the actions are measured after that. Started bare, as before, every full collection
    walked the start-up heap too: 1.1 ms a next turn at 500 combatants that the console
    never pays (gc callbacks' timing, 60 turns)."""
    from gmconsole.app import FIRST_FRAME_SETTLE, GMConsole
    from gmconsole.launch_collector import LaunchPause
    from gmconsole.storage import load_party
    from rules.dice import RandomDice

    with LaunchPause() as pause:
        app = GMConsole(
            path=path, party=load_party(path), dice=RandomDice(1), first_frame=pause.first_frame
        )
        return await _measure_actions(app, FIRST_FRAME_SETTLE)


async def _measure_actions(app: Any, settle: float) -> dict[str, float]:
    from gmconsole.state.operations import Damage

    figures: dict[str, list[float]] = {"next turn": [], "apply damage": []}
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(settle + 0.5)  # the first frame's after-work has run
        screen = app.screen
        for _ in range(ACTIONS):
            start = time.process_time()
            await pilot.press("n")
            figures["next turn"].append(time.process_time() - start)
            start = time.process_time()
            screen.run(Damage(cid=screen.tracker.selected_id, amount=1))
            await pilot.pause()
            figures["apply damage"].append(time.process_time() - start)
        idle = []
        for _ in range(ACTIONS):
            start = time.process_time()
            await pilot.pause()
            idle.append(time.process_time() - start)
    base = statistics.median(idle)
    return {name: (statistics.median(v) - base) * 1000 for name, v in figures.items()}


def action_figures(folder: Path) -> None:
    """Each app run is a fresh process (runs in one process slow each other down), sizes
    alternate, and the median over the runs is reported: one run alone swings by a third
    on this machine (GC and scheduling)."""
    runs: dict[int, list[dict[str, float]]] = {10: [], 500: []}
    for count in runs:
        big_party(folder / f"party{count}.toml", count)
    for _ in range(APP_RUNS):
        for count in runs:
            path = folder / f"party{count}.toml"
            output = subprocess.run(
                [sys.executable, __file__, "--action-run", str(path)],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            runs[count].append(json.loads(output))
            path.with_name(path.name + ".recovery").unlink(missing_ok=True)
    for name in ("next turn", "apply damage"):
        small = statistics.median(run[name] for run in runs[10])
        large = statistics.median(run[name] for run in runs[500])
        print(f"{name} cpu 10 combatants: {small:.2f} ms")
        print(f"{name} cpu 500 combatants: {large:.2f} ms")
        print(f"{name} cpu ratio 500/10: {large / small:.2f} x")


def main() -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        os.environ["XDG_DATA_HOME"] = str(folder / "data")  # recent files: not the user's
        if shutil.which("tmux"):
            paint_figures(folder)
        else:
            print("first paint: skipped (tmux not installed)")
        action_figures(folder)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--action-run"]:
        # The code measured: this tree's, or the tree named after the party (bench_against:
        # each tree's code under the same measuring harness).
        sys.path.insert(0, sys.argv[3] if len(sys.argv) > 3 else str(ROOT))
        print(json.dumps(asyncio.run(action_cpu(Path(sys.argv[2])))))
    else:
        main()
