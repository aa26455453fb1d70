"""The import graph the architecture promises: no module of gmconsole imports inside a
function (a module loaded late goes through ``gmconsole/lazy.py``, the one named
mechanism), and no cycle among the modules of gmconsole and rules, counting the late
loads too, nor once the imports under ``if TYPE_CHECKING:`` are counted (a cycle of
types is a cycle of meaning: neither module reads without the other). (rules may import
nothing of gmconsole; its preview loads the simulator of the fight's system inside
``simulator``, so that a RyF preview never loads EZD6's.)

import-linter's contracts (pyproject.toml) leave out imports inside functions and under
``TYPE_CHECKING``, and its cycle contract compares packages, not modules; this graph is
read from the code's own syntax tree.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("gmconsole", "rules")
LATE = ("lazy_module", "load_modules")
"""The named mechanism's calls: their string arguments are modules loaded later."""


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


@cache
def tree_of(path: Path) -> ast.Module:
    """A module's syntax tree, parsed once per run (the tests only read it)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def _type_only(tree: ast.Module) -> set[int]:
    """Nodes under ``if TYPE_CHECKING:`` (never run)."""
    return {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for statement in node.body
        for inner in ast.walk(statement)
    }


def imported_names(name: str, path: Path, types: bool = False) -> Iterator[tuple[str, ast.AST]]:
    """Every module name the code of ``name`` may load when it runs (``types``: or that
    its type annotations name, under ``TYPE_CHECKING``), with its node."""
    tree = tree_of(path)
    type_only = set() if types else _type_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            yield from ((alias.name, node) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            yield base, node
            yield from ((f"{base}.{alias.name}", node) for alias in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) in LATE:
            for argument in node.args:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    yield argument.value, node


@cache
def graph(types: bool = False) -> dict[str, set[str]]:
    known = modules()
    edges: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        for target, _ in imported_names(name, path, types):
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                edges[name].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in edges[module]:
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in edges:
        if module not in index:
            visit(module)
    return found


def test_no_module_imports_inside_a_function():
    inside = []
    for name, path in modules().items():
        if not name.startswith("gmconsole"):
            continue
        for function in ast.walk(tree_of(path)):
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inside += [
                    f"{name}:{node.lineno}"
                    for node in ast.walk(function)
                    if isinstance(node, (ast.Import, ast.ImportFrom))
                ]
    assert inside == [], "load late through gmconsole/lazy.py instead"


def test_no_import_cycle_even_through_late_loads():
    assert cycles(graph()) == []


def test_no_import_cycle_even_under_type_checking():
    assert cycles(graph(types=True)) == []


def test_the_graph_sees_late_loads_type_imports_and_cycles():
    """The check itself: a lazy_module name is an edge, an import under TYPE_CHECKING is
    one only when types count, and a loop of three is found."""
    edges = graph()
    assert "gmconsole.players.server" in edges["gmconsole.players.service"]
    typed = "gmconsole.systems.base"  # named by the panel's annotations only
    assert typed not in edges["gmconsole.dialogs.panel_roll"]
    assert typed in graph(types=True)["gmconsole.dialogs.panel_roll"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
