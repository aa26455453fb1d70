"""The systems the console knows, one package each: ``gmconsole/systems/<id>/``.

A system's package holds its party model, its adapter (what the generic screens ask),
its operations and its panel. Only the open party's system is imported: a RyF party
never loads EZD6's code. Adding a system is one line here (see docs/adding-a-system.md).

The registry finds a system's package by name (``importlib``), so it imports none of them:
the engine and storage use it without depending on the systems, which depend on them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gmconsole.model.party import PartyBase
    from gmconsole.systems.base import SystemAdapter
    from gmconsole.systems.ui_base import SystemUi

SYSTEMS: dict[str, str] = {
    "fids": "FIDS",
    "ryf": "RyF",
    "eclipse_phase": "Eclipse Phase",
    "ezd6": "EZD6",
}
"""System id (the party file's ``system`` key and the package name) -> title."""


def _package(system: str) -> object:
    if system not in SYSTEMS:
        raise KeyError(system)
    return importlib.import_module(f"gmconsole.systems.{system}")


def party_model(system: str) -> type[PartyBase]:
    """The party file model of a system (KeyError for an unknown id)."""
    return _package(system).Party  # type: ignore[attr-defined, no-any-return]


def adapter_for(system: str) -> SystemAdapter:
    """A new adapter for a system (KeyError for an unknown id)."""
    return _package(system).Adapter()  # type: ignore[attr-defined, no-any-return]


def ui_for(system: str, adapter: SystemAdapter) -> SystemUi:
    """The UI half of a system's plugin (its ``ui.py``: panel, dialogs), loaded when the
    console first needs it so that the domain never imports it."""
    _package(system)  # registers the system's catalog first
    module = importlib.import_module(f"gmconsole.systems.{system}.ui")
    ui: SystemUi = module.Ui(adapter)
    return ui
