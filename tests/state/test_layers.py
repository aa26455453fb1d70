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


def lint(contracts: dict[str, object], folder: Path) -> subprocess.CompletedProcess[str]:
    config = folder / "contracts.toml"
    config.write_bytes(tomli_w.dumps(contracts).encode())
    lint = Path(sys.executable).with_name("lint-imports")
    return subprocess.run(
        [str(lint), "--config", str(config), "--no-cache"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )


def test_import_contracts_hold(tmp_path):
    result = lint(contracts_with_the_systems(), tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" not in result.stdout.split("Contracts:")[-1].replace("0 broken", "")


def test_the_layers_hold_for_type_imports_too(tmp_path):
    """The domain names no UI even in an annotation (under ``TYPE_CHECKING``). The
    sibling-cycle contract is left out here: its packages (``gmconsole.systems``) hold
    both the domain and the UI half of each system, so it compares them at run time;
    module cycles under ``TYPE_CHECKING`` are ``test_import_graph``'s."""
    contracts = contracts_with_the_systems()
    linter = contracts["tool"]["importlinter"]  # type: ignore[index]
    linter["exclude_type_checking_imports"] = False
    linter["contracts"] = [c for c in linter["contracts"] if c["type"] != "acyclic_siblings"]
    result = lint(contracts, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
