"""Modules loaded on first use, for the code on the path to the first frame.

The main screen names the operations and the dialogs everywhere, but needs them only once
the GM presses a key; importing them up front cost about a tenth of the time to the first
frame (``benchmarks/bench_console.py``). ``lazy_module`` gives a stand-in whose first
attribute access imports the real module (later accesses are a dictionary lookup).

``load_modules`` imports modules now, for what they do when imported (operations register
their names for the journal's replay), from code that runs long after start-up.

The stand-in is untyped on purpose: the type checker sees the real module, imported for
it alone, and the code runs with the stand-in::

    if TYPE_CHECKING:
        from gmconsole.state import operations as ops
    else:
        ops = lazy_module("gmconsole.state.operations")
"""

from __future__ import annotations

import importlib


class _LazyModule:
    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attribute: str) -> object:
        return getattr(importlib.import_module(self._name), attribute)

    def __repr__(self) -> str:
        return f"<lazy module {self._name}>"


def lazy_module(name: str) -> object:
    """A stand-in for the module ``name``, imported when an attribute is first read
    (only under ``if TYPE_CHECKING: ... else:``, as the module's docstring shows)."""
    return _LazyModule(name)


def load_modules(*names: str) -> None:
    """Import the modules ``names`` now, for what importing them does (registration)."""
    for name in names:
        importlib.import_module(name)
