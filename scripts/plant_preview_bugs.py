"""Plant known bugs in the fight preview, one at a time, and check its tests catch each.

    uv run python scripts/plant_preview_bugs.py [WORD ...]

(only the bugs whose name has one of the words, when words are given)

Each bug is a one-line change to the source; the tests run against it (in a subprocess)
and must fail; the file is restored whatever happens. Prints one line per bug and exits
non-zero when a bug got through.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ["tests/rules/test_preview_oracle.py", "tests/rules/test_preview_distributions.py"]

BUGS = [
    (
        "turn order off by one (RyF: round 1 starts after whose turn it is)",
        "rules/preview/ryf.py",
        "start = fight.first\n",
        "start = min(fight.first + 1, n - 1)\n",
    ),
    (
        "turn order off by one (EZD6: round 1 starts after whose turn it is)",
        "rules/preview/ezd6.py",
        "start = fight.first\n",
        "start = min(fight.first + 1, n - 1)\n",
    ),
    (
        "critical doubling left out (RyF harm table)",
        "rules/ryf.py",
        "        if harm % 2 == 0:\n            chance += critical * rolled(harm // 2)\n",
        "        chance += critical * rolled(harm)\n",
    ),
    (
        "the chain spills only when the weapon's strikes downed the target (EZD6 table)",
        "rules/ezd6.py",
        "critical_down = odds.critical * (within_weapon + past_weapon)",
        "critical_down = odds.critical * within_weapon",
    ),
    (
        "the chain's first spilled strike is lost (EZD6 simulation)",
        "rules/preview/ezd6.py",
        "                    if spill:\n",
        "                    if spill > 1:\n",
    ),
    (
        "spilled strikes skip the second target's armour saves (EZD6 simulation)",
        "rules/preview/ezd6.py",
        "spill_table(spill, save[k], strikes[k])",
        "spill_table(spill, None, strikes[k])",
    ),
    (
        "armour saves of the attacker instead of the target (EZD6 simulation)",
        "rules/preview/ezd6.py",
        "attack_table(weapon[i], save[j], strikes[j])",
        "attack_table(weapon[i], save[i], strikes[j])",
    ),
    (
        "a shot spends no arrow (EZD6 simulation)",
        "rules/preview/ezd6.py",
        "                        arrows[i] -= 1\n",
        "                        arrows[i] -= 0\n",
    ),
    (
        "a wounded fighter keeps its level (RyF simulation)",
        "rules/preview/ryf.py",
        "options[i][hp[i] <= wounded_at][j]",
        "options[i][0][j]",
    ),
    (
        "danger counts a weapon out of ammunition (RyF simulation, most dangerous)",
        "rules/preview/ryf.py",
        "danger = usable(options[k][hp[k] <= wounded_at][i], ammo[k])",
        "danger = threat[k][hp[k] <= wounded_at][i]",
    ),
]


def main() -> int:
    escaped = 0
    words = sys.argv[1:]
    for name, relative, old, new in BUGS:
        if words and not any(word in name for word in words):
            continue
        path = ROOT / relative
        original = path.read_text(encoding="utf-8")
        if original.count(old) != 1:
            print(f"NOT PLANTED ({relative}: the line is not there exactly once): {name}")
            escaped += 1
            continue
        try:
            path.write_text(original.replace(old, new), encoding="utf-8")
            run = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pytest",
                    *TESTS,
                    "-x",
                    "-q",
                    "-n",
                    "0",
                    "-p",
                    "no:cacheprovider",
                ],
                cwd=ROOT,
                capture_output=True,
                text=True,
            )
        finally:
            path.write_text(original, encoding="utf-8")
        caught = run.returncode != 0
        failed = [line for line in run.stdout.splitlines() if line.startswith("FAILED")]
        print(
            f"{'caught' if caught else 'ESCAPED'}: {name}"
            + (f" ({failed[0][7:]})" if failed else ""),
            flush=True,
        )
        escaped += not caught
    return 1 if escaped else 0


if __name__ == "__main__":
    sys.exit(main())
