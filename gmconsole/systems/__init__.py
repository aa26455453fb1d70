"""One adapter per system: how the console shows and changes that system's values."""

from __future__ import annotations

from gmconsole.systems.base import SystemRules


def rules_for(system: str) -> SystemRules:
    from gmconsole.systems.eclipse_phase import EclipsePhaseRules
    from gmconsole.systems.ezd6 import Ezd6Rules
    from gmconsole.systems.fids import FidsRules
    from gmconsole.systems.ryf import RyfRules

    return {
        "fids": FidsRules,
        "ryf": RyfRules,
        "eclipse_phase": EclipsePhaseRules,
        "ezd6": Ezd6Rules,
    }[system]()
