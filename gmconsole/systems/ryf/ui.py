"""RyF on screen: its combat panel and the experience dialog."""

from __future__ import annotations

from textual.screen import Screen

from gmconsole.i18n import t
from gmconsole.model.party import AnyParty
from gmconsole.state.context import OpError
from gmconsole.state.operation import Operation
from gmconsole.state.operations import LongRest
from gmconsole.systems.ryf.experience import ExperienceDialog
from gmconsole.systems.ryf.model import RyfParty
from gmconsole.systems.ryf.panel import RyfPanel
from gmconsole.systems.ui_base import SystemUi, as_model
from rules.dice import DiceSource


class RyfUi(SystemUi):
    panel_classes = (RyfPanel,)

    def panel(self, party: AnyParty, actor: str, target: str | None, dice: DiceSource) -> RyfPanel:
        return RyfPanel(as_model(party, RyfParty), self.adapter, dice, actor, target)

    def system_action(
        self, name: str, party: AnyParty, cid: str | None
    ) -> Screen[Operation | None] | Operation:
        """``experience``: a dialog that dismisses with ryf_award_xp or ryf_raise_skill;
        ``long_rest``: the new day (every specialization usable again)."""
        if name == "experience":
            if cid is None:
                raise OpError(t("select a character first"))
            return ExperienceDialog(party, cid)
        if name == "long_rest":
            return LongRest()
        return super().system_action(name, party, cid)


Ui = RyfUi
