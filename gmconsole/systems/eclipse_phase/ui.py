"""Eclipse Phase on screen: its combat panel (tests, opposed tests, teamwork)."""

from __future__ import annotations

from gmconsole.model.party import AnyParty
from gmconsole.systems.eclipse_phase.model import EclipsePhaseParty
from gmconsole.systems.eclipse_phase.panel import EclipsePhasePanel
from gmconsole.systems.ui_base import SystemUi, as_model
from rules.dice import DiceSource


class EclipsePhaseUi(SystemUi):
    panel_classes = (EclipsePhasePanel,)

    def panel(
        self, party: AnyParty, actor: str, target: str | None, dice: DiceSource
    ) -> EclipsePhasePanel:
        return EclipsePhasePanel(
            as_model(party, EclipsePhaseParty), self.adapter, dice, actor, target
        )


Ui = EclipsePhaseUi
