"""System combat panels: each runs a test or an exchange for one system."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen


def open_panel(screen: MainScreen, actor: str, target: str | None) -> None:
    from gmconsole.panels.eclipse_phase_panel import EclipsePhasePanel
    from gmconsole.panels.ezd6_panel import Ezd6Panel
    from gmconsole.panels.fids_panel import FidsPanel
    from gmconsole.panels.ryf_panel import RyfPanel

    panel = {
        "fids": FidsPanel,
        "ryf": RyfPanel,
        "eclipse_phase": EclipsePhasePanel,
        "ezd6": Ezd6Panel,
    }[screen.party.system]
    screen.app.push_screen(panel(screen, actor, target))
