"""Measure with mutmut the mutation score of rules, state, storage, intents and recovery.

Slow (tens of minutes per package), so it is not part of `uv run pytest`. Each package is
mutated in its own throw-away clone of this repository's HEAD (never in the working tree),
with its own virtual environment and only the tests of that package, so the runs are small
and the working tree never sees mutmut's `mutants/` folder.

    uv run python scripts/mutation.py                       # every package
    uv run python scripts/mutation.py rules storage         # some of them
    uv run python scripts/mutation.py --workdir /tmp/mut --max-children 2 recovery

It prints, per package, killed / survived / timeout / no tests and the score
(killed + timeout) / (mutants tried; "no tests" counts as surviving), and writes the
surviving mutants' names to <workdir>/<package>/survivors.txt (`mutmut show NAME` in that
folder shows the diff). The equivalent mutants and the score are written up by hand in
docs/mutation-score.md.

`--sample N` tries N mutants drawn at random (fixed seed) instead of all of them, for a
package too large to finish on a busy two-core machine (rules: about 3,900 mutants); the
score is then over the sample, with its 95% interval.
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

MUTMUT = "mutmut==3.8.1"
REPO = Path(__file__).resolve().parent.parent

# One run per package: what is mutated (mutmut's source_paths + only_mutate), what else
# mutmut must copy beside it (it hides the clone's own folders from the tests) and the tests
# that run against it. The tests are those of the package (fast, no UI, no subprocesses).
PACKAGES: dict[str, dict[str, list[str]]] = {
    "rules": {
        "source_paths": ["rules"],
        # tests/conftest.py reads the registry (gmconsole) for every test, rules' too.
        "also_copy": ["gmconsole", "sample_parties", "docs", "mutation_hypothesis.py"],
        "only_mutate": ["rules/*.py"],
        "tests": ["tests/rules"],
    },
    "state": {
        "source_paths": ["gmconsole"],
        "also_copy": ["rules", "sample_parties", "docs", "mutation_hypothesis.py"],
        "only_mutate": ["gmconsole/state/*.py", "gmconsole/state/history.py"],
        "tests": ["tests/state"],
    },
    "storage": {
        "source_paths": ["gmconsole"],
        "also_copy": ["rules", "sample_parties", "docs", "mutation_hypothesis.py"],
        "only_mutate": [
            "gmconsole/storage.py",
            "gmconsole/toml_reading.py",
            "gmconsole/atomic_write.py",
        ],
        "tests": ["tests/storage"],
    },
    "intents": {
        "source_paths": ["gmconsole"],
        "also_copy": ["rules", "sample_parties", "docs", "mutation_hypothesis.py"],
        "only_mutate": ["gmconsole/intents/*.py"],
        "tests": ["tests/intents"],
    },
    "recovery": {
        "source_paths": ["gmconsole"],
        "also_copy": ["rules", "sample_parties", "docs", "mutation_hypothesis.py"],
        "only_mutate": ["gmconsole/recovery.py"],
        "tests": [
            "tests/state/test_recovery_exact.py",
            "tests/state/test_undo_and_journal.py",
        ],
    },
}

# pytest options for every mutant: one process (no xdist inside a mutant run), fail fast.
# Tests that read the source are left out: mutmut rewrites it. The introspection test that
# every public callable of rules has sample arguments sees mutmut's trampoline copies
# (x_roll_die__mutmut_1 ...) as new public functions; the typed-seams check reads the
# `# type: ignore` mutmut writes into every mutated module.
PYTEST_ARGS = [
    "-n",
    "0",
    "-x",
    "-q",
    "-p",
    "no:cacheprovider",
    "-p",
    "mutation_hypothesis",
    "--deselect",
    "tests/rules/test_bad_arguments.py::test_every_public_callable_has_valid_arguments",
    "--deselect",
    "tests/state/test_typed_seams.py::test_no_type_ignore_in_the_console_s_own_code",
]


# A pytest plugin written into each clone: Hypothesis runs derandomized (the same examples
# for the stats run and every mutant) and without its health checks, which fail on a busy
# machine under mutmut's tracing ("input generation is slow") without any mutant.
# It also empties the project's functools caches before every test. mutmut forks each
# mutant's run from a process that already ran the tests, so an lru_cache filled there
# (ryf._attack_odds, the odds tables ...) answered from before the mutation: a mutant
# inside a cached computation, even `s = None`, "survived". Emptying them per test (not
# per session) also makes the stats run record every test that reaches a cached function.
# The plain-dict memos named in MEMOS are emptied the same way: commit's reach tables were
# filled in the stats run, so `_work_out_reach` never ran again under a mutant (a mutant
# that stops following `Any` fields survived, though a fresh process kills it).
HYPOTHESIS_PLUGIN = """\
import sys

from hypothesis import HealthCheck, settings

settings.register_profile(
    "mutation", derandomize=True, deadline=None, suppress_health_check=list(HealthCheck)
)
settings.load_profile("mutation")

MEMOS = {"gmconsole.state.commit": ("_CLASS_REACH", "_ANNOTATION_REACH")}


def pytest_runtest_setup(item):
    for name, module in list(sys.modules.items()):
        if module is None or name.split(".")[0] not in ("rules", "gmconsole"):
            continue
        for value in list(vars(module).values()):
            if hasattr(value, "cache_info") and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
        for memo in MEMOS.get(name, ()):
            getattr(module, memo).clear()
"""


def run(cmd: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    print("$", " ".join(cmd), f"  (in {cwd})", flush=True)
    return subprocess.run(cmd, cwd=cwd, text=True, check=False)


def setup_cfg(package: str) -> str:
    spec = PACKAGES[package]

    def lines(key: str, values: list[str]) -> str:
        return f"{key}=\n" + "".join(f"    {v}\n" for v in values)

    return (
        "[mutmut]\n"
        + lines("source_paths", spec["source_paths"])
        + lines("only_mutate", spec["only_mutate"])
        + (lines("also_copy", spec["also_copy"]) if spec.get("also_copy") else "")
        + lines("pytest_add_cli_args", PYTEST_ARGS)
        + lines("pytest_add_cli_args_test_selection", spec["tests"])
        # A mutant that loops for ever is stopped after 15x its tests' time + 5 s.
        + "timeout_multiplier=15.0\n"
        + "timeout_constant=5.0\n"
        + "use_git_change_detection=false\n"
    )


def prepare(package: str, workdir: Path) -> Path:
    """A fresh clone of HEAD with its own venv holding the project and mutmut."""
    clone = workdir / package
    if not clone.exists():
        clone.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "clone", "--quiet", str(REPO), str(clone)], check=True)
        # `uv run python scripts/mutation.py` exports VIRTUAL_ENV (the working tree's venv),
        # and `uv pip install` would honour it: mutmut would land in the working tree's
        # .venv. Both commands get an environment without it and the clone's interpreter.
        env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"}
        subprocess.run(["uv", "sync", "--quiet", "--frozen"], cwd=clone, env=env, check=True)
        python = str(clone / ".venv" / "bin" / "python")
        subprocess.run(
            ["uv", "pip", "install", "--quiet", "--python", python, MUTMUT],
            cwd=clone,
            env=env,
            check=True,
        )
    (clone / "mutation_hypothesis.py").write_text(HYPOTHESIS_PLUGIN, encoding="utf-8")
    # The project's pyproject.toml has no [tool.mutmut], so mutmut reads setup.cfg.
    (clone / "setup.cfg").write_text(setup_cfg(package), encoding="utf-8")
    return clone


def results(clone: Path) -> dict[str, str]:
    out = subprocess.run(
        [str(clone / ".venv/bin/mutmut"), "results", "--all", "true"],
        cwd=clone,
        text=True,
        capture_output=True,
        check=False,
    ).stdout
    status: dict[str, str] = {}
    for line in out.splitlines():
        name, sep, verdict = line.strip().rpartition(": ")
        if sep and "__mutmut_" in name:
            status[name] = verdict.strip()
    return status


def all_mutants(clone: Path) -> list[str]:
    """Every mutant mutmut generated (from its .meta files), sorted."""
    names: list[str] = []
    for meta in (clone / "mutants").rglob("*.py.meta"):
        names.extend(json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"])
    return sorted(names)


def sample_names(clone: Path, size: int, seed: int) -> list[str]:
    """A fixed random sample; the first run (generation, stats) tries a few mutants only."""
    mutmut = str(clone / ".venv/bin/mutmut")
    if not all_mutants(clone):
        first = "rules.language.*" if clone.name == "rules" else "*__mutmut_1"
        run([mutmut, "run", "--max-children", "1", first], clone)
    names = all_mutants(clone)
    return sorted(random.Random(seed).sample(names, min(size, len(names))))


def score(status: dict[str, str]) -> tuple[collections.Counter[str], float]:
    counts = collections.Counter(status.values())
    # A mutant no selected test even runs ("no tests") is a bug nothing would notice: it
    # counts as surviving. Only mutants never tried ("not checked") are left out.
    judged = sum(counts.values()) - counts["not checked"]
    caught = counts["killed"] + counts["timeout"]
    return counts, (100.0 * caught / judged if judged else 0.0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("packages", nargs="*", default=list(PACKAGES), choices=list(PACKAGES))
    parser.add_argument(
        "--workdir", type=Path, default=Path(tempfile.gettempdir()) / "gmconsole-mutation"
    )
    parser.add_argument("--max-children", type=int, default=2)
    parser.add_argument("--sample", type=int, default=0, help="try N random mutants only")
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args()

    summary = []
    for package in args.packages:
        clone = prepare(package, args.workdir)
        names = sample_names(clone, args.sample, args.seed) if args.sample else []
        mutmut = [str(clone / ".venv/bin/mutmut"), "run", "--max-children", str(args.max_children)]
        # mutmut keeps each mutant's verdict in mutants/: a second full run only tries the
        # rest, but mutants named on the command line (a sample) are always tried again.
        for start in range(0, max(len(names), 1), 200):
            run(mutmut + names[start : start + 200], clone)
        status = results(clone)
        if names:
            status = {n: status.get(n, "not checked") for n in names}
        counts, percent = score(status)
        survivors = sorted(n for n, s in status.items() if s not in ("killed", "timeout"))
        (clone / "survivors.txt").write_text(
            "".join(f"{n}: {status[n]}\n" for n in survivors), encoding="utf-8"
        )
        summary.append((package, counts, percent, len(status)))
    print()
    for package, counts, percent, total in summary:
        detail = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
        tried = total - counts["not checked"]
        half = 196 * math.sqrt(percent / 100 * (1 - percent / 100) / tried) if tried else 0
        interval = f" (sample: +/- {half:.1f} points)" if args.sample else ""
        print(f"{package:9} {total:5} mutants: {detail}; score {percent:.1f}%{interval}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
