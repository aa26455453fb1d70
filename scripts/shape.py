"""The code's shape, as issues 34 and 35 count it: production and test lines (`wc -l` of
every ``*.py``), and no module of ``gmconsole/`` over 500 lines (exit 1 naming each one).

    uv run python scripts/shape.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LONGEST = 500


def lines(*folders: str) -> dict[Path, int]:
    return {
        path: len(path.read_bytes().splitlines())
        for folder in folders
        for path in sorted((ROOT / folder).rglob("*.py"))
    }


def main() -> int:
    production, tests = lines("gmconsole", "rules"), lines("tests")
    print(f"production lines (gmconsole + rules): {sum(production.values())} lines")
    print(f"test lines: {sum(tests.values())} lines")
    longest = max(n for path, n in production.items() if path.is_relative_to(ROOT / "gmconsole"))
    print(f"longest gmconsole module: {longest} lines")
    too_long = [
        f"{path.relative_to(ROOT)}: {n} lines (at most {LONGEST})"
        for path, n in production.items()
        if path.is_relative_to(ROOT / "gmconsole") and n > LONGEST
    ]
    for problem in too_long:
        print(problem, file=sys.stderr)
    return 1 if too_long else 0


if __name__ == "__main__":
    sys.exit(main())
