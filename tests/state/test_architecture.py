"""The shape the architecture promises (docs/adding-a-system.md): only the open system
is imported, no generic code compares system names, panels and dialogs never import a
screen, and every registered system has its package parts."""

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from gmconsole.systems import SYSTEMS

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "gmconsole"


def python_files(folder: Path):
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_opening_a_party_imports_only_its_system(system, tmp_path):
    sample = ROOT / "tests" / "fixtures" / "parties" / f"{system}.toml"
    if not sample.exists():
        sample = ROOT / "sample_parties" / f"{system}.toml"
    code = (
        "import sys\n"
        "from gmconsole.storage import load_party\n"
        "from gmconsole.state.engine import Engine\n"
        "from gmconsole.state.operations import NextTurn\n"
        "from rules.dice import RandomDice\n"
        f"engine = Engine(load_party({str(sample)!r}), RandomDice(1))\n"
        "engine.execute(NextTurn())\n"
        "import gmconsole.app\n"
        "wanted = ('gmconsole.systems.', 'rules.')\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith(wanted))))\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.split()
    others = [
        m
        for m in loaded
        if (m.startswith("gmconsole.") and m.split(".")[2] in SYSTEMS and m.split(".")[2] != system)
        or (m.startswith("rules.") and m.split(".")[1] in SYSTEMS and m != f"rules.{system}")
    ]
    assert others == [], f"a {system} party imported {others}"


def test_no_generic_code_compares_system_names():
    names = set(SYSTEMS)
    offenders = []
    for path in python_files(PACKAGE):
        if "systems" in path.relative_to(PACKAGE).parts[:1]:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                constants = [
                    c.value
                    for c in ast.walk(node)
                    if isinstance(c, ast.Constant) and isinstance(c.value, str)
                ]
                if names & set(constants):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_panels_and_dialogs_never_import_a_screen():
    folders = [PACKAGE / "dialogs", *(PACKAGE / "systems" / s for s in SYSTEMS)]
    paths = [*(p for folder in folders for p in python_files(folder))]
    offenders = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                ("gmconsole.screens", "gmconsole.app")
            ):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_system_has_its_parts(system):
    package = importlib.import_module(f"gmconsole.systems.{system}")
    adapter = package.Adapter()
    assert adapter.system == system and adapter.title == SYSTEMS[system]
    assert package.Party.model_fields["system"].annotation.__args__ == (system,)
    adapter.load_operations()  # registers the operations without error
    for part in ("model", "adapter", "operations", "panel", "ui"):
        module = PACKAGE / "systems" / system / part  # a module, or a package of them
        assert module.with_suffix(".py").exists() or (module / "__init__.py").exists()
