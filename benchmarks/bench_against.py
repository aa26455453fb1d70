"""CPU per action (next turn, damage) at 10 and 500 combatants, this tree beside a
baseline tree, in the same run: app runs alternate between the trees so a machine whose
speed drifts slows both alike.

    git worktree add /tmp/base <commit> && (cd /tmp/base && uv sync)
    uv run python benchmarks/bench_against.py /tmp/base

Each tree's code runs in its own virtual environment under this tree's measuring harness
(``benchmarks/bench_console.py --action-run PARTY TREE``), so a change to the harness
measures both trees alike; the figures are the medians over the runs.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
RUNS = 3
SIZES = (10, 500)

sys.path.insert(0, str(HERE / "benchmarks"))
from bench_console import big_party  # noqa: E402


def action_run(tree: Path, party: Path, data: Path) -> dict[str, float]:
    output = subprocess.run(
        [
            str(tree / ".venv/bin/python"),
            str(HERE / "benchmarks/bench_console.py"),  # one harness, each tree's code
            "--action-run",
            str(party),
            str(tree),
        ],
        capture_output=True,
        text=True,
        check=True,
        env={"XDG_DATA_HOME": str(data), "PATH": "/usr/bin:/bin"},
    ).stdout
    party.with_name(party.name + ".recovery").unlink(missing_ok=True)
    return json.loads(output)


def main(baseline: Path) -> None:
    trees = {"baseline": baseline.resolve(), "this tree": HERE}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for count in SIZES:
            big_party(folder / f"party{count}.toml", count)
        runs: dict[tuple[str, int], list[dict[str, float]]] = {
            (tree, count): [] for tree in trees for count in SIZES
        }
        for _ in range(RUNS):
            for tree, root in trees.items():
                for count in SIZES:
                    party = folder / f"party{count}.toml"
                    runs[(tree, count)].append(action_run(root, party, folder / "data"))
        for (tree, count), figures in runs.items():
            for action in ("next turn", "apply damage"):
                value = statistics.median(f[action] for f in figures)
                print(f"{tree} {action} cpu {count} combatants: {value:.2f} ms")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
