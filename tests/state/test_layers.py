"""The layer contracts (import-linter) hold: pyproject's, plus one generated from the
registry so that no test or config lists the systems by hand: systems never import each
other, in ``gmconsole/systems`` or in ``rules``."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import tomli_w

from gmconsole.registry import SYSTEMS

ROOT = Path(__file__).resolve().parents[2]


def contracts_with_the_systems() -> dict[str, object]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    linter = config["tool"]["importlinter"]
    linter["contracts"] = [
        *linter["contracts"],
        {
            "name": "systems never import each other",
            "type": "independence",
            "modules": [f"gmconsole.systems.{system}" for system in sorted(SYSTEMS)],
        },
        {
            "name": "the systems' rules never import each other",
            "type": "independence",
            "modules": [f"rules.{system}" for system in sorted(SYSTEMS)],
        },
    ]
    return {"tool": {"importlinter": linter}}


def test_import_contracts_hold(tmp_path):
    config = tmp_path / "contracts.toml"
    config.write_bytes(tomli_w.dumps(contracts_with_the_systems()).encode())
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run(
        [str(lint), "--config", str(config), "--no-cache"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" not in result.stdout.split("Contracts:")[-1].replace("0 broken", "")
