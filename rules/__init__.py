"""Pure rules for FIDS, RyF, Eclipse Phase and EZD6: dice, resolution and exact odds.

No UI imports: gmconsole imports rules, never the reverse. Each system's module loads
when first used (``from rules import ryf``), so a console running RyF never loads EZD6.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from rules.errors import RulesError

SYSTEMS = ("fids", "ryf", "eclipse_phase", "ezd6")
_MODULES = (*SYSTEMS, "dice", "odds", "language")

__all__ = ["RulesError", "SYSTEMS", *_MODULES]


def __getattr__(name: str) -> ModuleType:
    """``rules.ryf`` after a bare ``import rules``: the module, imported on first use."""
    if name in _MODULES:
        return importlib.import_module(f"rules.{name}")
    raise AttributeError(f"module 'rules' has no attribute {name!r}")
