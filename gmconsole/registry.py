"""The systems the console knows, one package each: ``gmconsole/systems/<id>/``.

A system's package holds its party model, its adapter (what the generic screens ask),
its operations and its panel (its UI half, loaded by ``systems.ui_base.ui_for``). Only
the open party's system is imported: a RyF party never loads EZD6's code. Adding a
system is one line here (see docs/adding-a-system.md).

The registry finds a system's package by name (``importlib``), so it imports none of them:
the engine and storage use it without depending on the systems, which depend on them.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, TypeVar

from gmconsole.lazy import lazy_module

if TYPE_CHECKING:
    from gmconsole.model import party as party_module
    from gmconsole.model.party import PartyBase
    from gmconsole.systems.base import SystemAdapter
else:  # the start screen and the CLI read SYSTEMS before pydantic is needed
    party_module = lazy_module("gmconsole.model.party")

T = TypeVar("T")

SYSTEMS: dict[str, str] = {
    "fids": "FIDS",
    "ryf": "RyF",
    "eclipse_phase": "Eclipse Phase",
    "ezd6": "EZD6",
}
"""System id (the party file's ``system`` key and the package name) -> title."""


def _package(system: str) -> ModuleType:
    if system not in SYSTEMS:
        raise KeyError(system)
    return importlib.import_module(f"gmconsole.systems.{system}")


def _exported(system: str, name: str, base: type[T]) -> type[T]:
    """The class a system's package exports as ``name`` (``Party``, ``Adapter``), checked
    to be a ``base``: a package that exports something else fails here, by name."""
    exported = vars(_package(system)).get(name)
    if not (isinstance(exported, type) and issubclass(exported, base)):
        raise TypeError(f"gmconsole.systems.{system}.{name} is not a {base.__name__}")
    return exported


def party_model(system: str) -> type[PartyBase]:
    """The party file model of a system (KeyError for an unknown id)."""
    return _exported(system, "Party", party_module.PartyBase)


def adapter_for(system: str) -> SystemAdapter:
    """A new adapter for a system (KeyError for an unknown id)."""
    # Not checked like Party: importing systems.base here would close a cycle (the
    # systems import the registry); every package's Adapter subclasses it.
    adapter: SystemAdapter = _package(system).Adapter()
    return adapter
