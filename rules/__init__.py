"""Pure rules, one module per system (``rules/<id>.py``, the id the console's registry
gives it), beside the shared ones: dice, resolution and exact odds.

No UI imports: gmconsole imports rules, never the reverse. Each system's module loads
when first used (``from rules import ryf``), so a console running RyF never loads EZD6.
The systems are found by that naming convention: every module here that is not a shared
one (so a new system adds its module and edits nothing here).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

from rules.errors import RulesError

SHARED = ("dice", "odds", "language", "errors")
"""The modules every system uses; every other module of the package is a system's."""
SYSTEMS = tuple(
    sorted(
        name.removesuffix(".py")
        for name in os.listdir(os.path.dirname(__file__))
        if name.endswith(".py") and not name.startswith("_") and name[:-3] not in SHARED
    )
)
"""The systems' rules modules, by id (found, not listed)."""
_MODULES = (*SYSTEMS, *SHARED)

__all__ = ["RulesError", "SYSTEMS", *_MODULES]


def __getattr__(name: str) -> ModuleType:
    """``rules.ryf`` after a bare ``import rules``: the module, imported on first use."""
    if name in _MODULES:
        return importlib.import_module(f"rules.{name}")
    raise AttributeError(f"module 'rules' has no attribute {name!r}")
