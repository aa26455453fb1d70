"""CPU per key in a real terminal: the console running in tmux, its process's CPU time
read from /proc around keys typed one by one, as a GM types them.

`bench_console.py` measures an action under `run_test`, where the Pilot's own waiting
(a callback to every widget after each key) is counted with the console's work. Here
nothing but the console runs in its process: what a key costs the GM's laptop.

    uv run python benchmarks/bench_terminal_keys.py [BASELINE_TREE]

With a baseline tree (`git worktree add /tmp/base <commit> && (cd /tmp/base && uv sync)`)
both trees run alternately in the same run, each with its own virtual environment.

Figures (`name: value unit`), the median over RUNS launches, each the console's CPU over
KEYS presses minus its idle CPU over as long a time:
- next turn (`n`), at 10 and at 500 combatants;
- damage by keys (`d 1 Enter`: the dialog opens, takes 1 and closes), at 10 and 500.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
RUNS = 3
KEYS = 30
GAP = 0.12
"""Seconds between presses: a key is handled and drawn before the next arrives."""
SIZES = (10, 500)
ACTIONS = {"next turn": ["n"], "damage by keys": ["d", "1", "Enter"]}
TICKS = os.sysconf("SC_CLK_TCK")

sys.path.insert(0, str(HERE / "benchmarks"))
from bench_console import big_party  # noqa: E402


def process_cpu(pid: int) -> float:
    """User plus system CPU seconds of a process (/proc/PID/stat, fields 14 and 15)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def tmux(*args: str) -> str:
    return subprocess.run(
        ["tmux", "-L", "bench-keys", *args], capture_output=True, text=True, check=True
    ).stdout


def key_cpu(tree: Path, party: Path, data: Path, keys: list[str]) -> float:
    """Milliseconds of the console's CPU per action (``keys`` typed once), idle removed."""
    session = f"keys{time.monotonic_ns()}"
    python = tree / ".venv/bin/python"
    tmux(
        # In the tree's folder: `python -m` imports the console from there first.
        "new-session", "-d", "-s", session, "-x", "120", "-y", "40", "-c", str(tree),
        # As an installed program runs: with bytecode caches (see bench_console.py).
        "env", "-u", "PYTHONDONTWRITEBYTECODE", f"XDG_DATA_HOME={data}",
        f"PYTHONPYCACHEPREFIX={data / 'pyc'}",
        str(python), "-m", "gmconsole.cli", str(party),
    )  # fmt: skip
    try:
        pid = int(tmux("display", "-pt", session, "#{pane_pid}"))
        deadline = time.monotonic() + 30
        while "Bandido" not in tmux("capture-pane", "-pt", session):
            if time.monotonic() > deadline:
                raise RuntimeError("the console never showed its fight")
            time.sleep(0.05)
        time.sleep(1.0)  # the first frame's after-work (timers, the journal) settles
        start = process_cpu(pid)
        time.sleep(KEYS * GAP * len(keys))
        idle = process_cpu(pid) - start
        start = process_cpu(pid)
        for _ in range(KEYS):
            for key in keys:
                tmux("send-keys", "-t", session, key)
                time.sleep(GAP)
        time.sleep(0.5)
        busy = process_cpu(pid) - start
        return (busy - idle) / KEYS * 1000
    finally:
        subprocess.run(["tmux", "-L", "bench-keys", "kill-session", "-t", session])
        party.with_name(party.name + ".recovery").unlink(missing_ok=True)


def main(trees: dict[str, Path]) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        parties = {count: folder / f"party{count}.toml" for count in SIZES}
        for count, path in parties.items():
            big_party(path, count)
        pristine = {count: path.read_bytes() for count, path in parties.items()}
        keep_alive = "keep-alive"  # a server that stays up between the consoles' sessions
        tmux("new-session", "-d", "-s", keep_alive, "sleep 3600")
        figures: dict[tuple[str, str, int], list[float]] = {}
        try:
            for _ in range(RUNS):
                for action, keys in ACTIONS.items():
                    for count, path in parties.items():
                        for tree_name, tree in trees.items():
                            path.write_bytes(pristine[count])
                            cpu = key_cpu(tree, path, folder / "data", keys)
                            figures.setdefault((tree_name, action, count), []).append(cpu)
        finally:
            subprocess.run(["tmux", "-L", "bench-keys", "kill-server"], capture_output=True)
        for (tree_name, action, count), values in figures.items():
            label = f"{action} terminal cpu {count} combatants"
            if len(trees) > 1:
                label += f" ({tree_name})"
            print(f"{label}: {statistics.median(values):.2f} ms")


if __name__ == "__main__":
    chosen = {"this tree": HERE}
    if len(sys.argv) > 1:
        chosen = {"baseline": Path(sys.argv[1]).resolve(), **chosen}
    main(chosen)
