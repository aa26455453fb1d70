"""Every registered system has its test module with what the shared tests ask of it, and
nothing here is left over from a system that is gone; an adapter lacking what a system
must give cannot be made."""

import ast
from pathlib import Path

import pytest

from gmconsole.model.characters import CharacterBase
from gmconsole.model.display import Health
from gmconsole.model.party import AnyCombatant, PartyBase
from gmconsole.systems.base import SystemAdapter, by_flags
from tests.systems import REQUIRED, SYSTEMS, support

HERE = Path(__file__).parent


@pytest.mark.parametrize("system", SYSTEMS)
def test_each_system_has_its_test_module(system):
    assert (HERE / f"{system}.py").is_file(), (
        f"tests/systems/{system}.py is missing (docs/adding-a-system.md)"
    )
    module = support(system)
    missing = [name for name in REQUIRED if not hasattr(module, name)]
    assert missing == [], f"tests/systems/{system}.py lacks {missing}"


def test_no_module_for_a_system_that_is_not_registered():
    modules = {p.stem for p in HERE.glob("*.py")} - {"__init__", "test_support"}
    assert modules <= set(SYSTEMS), sorted(modules - set(SYSTEMS))


def _own_files(system: str) -> set[Path]:
    """A system's own test files (docs/adding-a-system.md): they may name it."""
    tests = HERE.parent
    return {
        HERE / f"{system}.py",
        *tests.glob(f"*/test_{system}*.py"),
        *tests.glob(f"*/test_panel_{system}*.py"),
    }


def _system_named(node: ast.AST) -> bool:
    """``system`` or ``<something>.system``: what a test would branch on."""
    return (isinstance(node, ast.Name) and node.id == "system") or (
        isinstance(node, ast.Attribute) and node.attr == "system"
    )


def test_no_shared_test_lists_the_systems_or_branches_on_one():
    """A hand-written list of every system, or ``if system == "ryf"`` in a shared test,
    breaks (or silently skips) when a system is added: the registry and tests/systems/
    give those."""
    ids = set(SYSTEMS)
    own = {path for system in SYSTEMS for path in _own_files(system)}
    offenders = []
    for path in sorted(HERE.parent.rglob("*.py")):
        if path in own:
            continue
        name = path.relative_to(HERE.parent.parent)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{name}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Tuple | ast.List | ast.Set | ast.Dict):
                items = node.keys if isinstance(node, ast.Dict) else node.elts
                named = {i.value for i in items if isinstance(i, ast.Constant)}
                if len(ids) > 1 and ids <= named:
                    offenders.append(f"{where}: every system by hand")
            elif isinstance(node, ast.Compare) and any(
                _system_named(side) for side in [node.left, *node.comparators]
            ):
                sides = [node.left, *node.comparators]
                constants = {c.value for c in sides if isinstance(c, ast.Constant)}
                if constants & ids:
                    offenders.append(f"{where}: branches on a system")
    assert offenders == []


def test_an_adapter_without_a_required_part_cannot_be_made():
    """A new system's adapter that forgot its quick-add stat block fails when it is made,
    naming what is missing, not when the GM first presses q."""

    class Unfinished(SystemAdapter[PartyBase, CharacterBase]):
        system = "unfinished"
        title = "Unfinished"

        def health(self, character: CharacterBase, combatant: AnyCombatant) -> Health:
            return by_flags(combatant)

    with pytest.raises(TypeError, match="quick_character"):
        Unfinished()
