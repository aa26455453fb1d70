"""FIDS on screen: its combat panel (the test)."""

from __future__ import annotations

from gmconsole.model.party import AnyParty
from gmconsole.systems.fids.model import FidsParty
from gmconsole.systems.fids.panel import FidsPanel
from gmconsole.systems.ui_base import SystemUi, as_model
from rules.dice import DiceSource


class FidsUi(SystemUi):
    panel_classes = (FidsPanel,)

    def panel(self, party: AnyParty, actor: str, target: str | None, dice: DiceSource) -> FidsPanel:
        return FidsPanel(as_model(party, FidsParty), self.adapter, dice, actor, target)


Ui = FidsUi
