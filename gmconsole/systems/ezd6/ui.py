"""EZD6 on screen: its combat panel and the zone and surprise questions."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.i18n import t
from gmconsole.model.party import AnyParty
from gmconsole.state.context import OpError, name_of
from gmconsole.state.operation import Operation
from gmconsole.systems.ezd6.order import SetZone, Surprise, dash_warning
from gmconsole.systems.ezd6.panel import Ezd6Panel
from gmconsole.systems.ui_base import SystemUi
from rules.dice import DiceSource


def zone_dialog(party: AnyParty, cid: str | None) -> ChoiceDialog:
    """Where the selected combatant dashes to (a dialog that returns SetZone)."""
    if cid is None:
        raise OpError(t("Nobody is selected: add combatants first."))
    options = [
        (SetZone(cid=cid, zone="near"), t("Near (melee reach)")),
        (SetZone(cid=cid, zone="far"), t("Far (ranged)")),
        (SetZone(cid=cid, zone="out"), t("Out of combat")),
    ]
    title = t("Move {name} to (takes the action)", name=name_of(party, cid))
    combatant = next((c for c in party.encounter.combatants if c.id == cid), None)
    warning = dash_warning(party, combatant) if combatant is not None else None
    if warning:
        title += "\n⚠ " + t(
            "{warning} (the GM decides: the log says it was allowed)", warning=warning
        )
    return ChoiceDialog(title, options)


def surprise_dialog() -> ChoiceDialog:
    """Who surprises (a dialog that returns Surprise)."""
    options = [
        (Surprise(side=None), t("No surprise: players first")),
        (Surprise(side="players"), t("Players surprise")),
        (Surprise(side="enemies"), t("Enemies surprise: enemies first")),
    ]
    return ChoiceDialog(t("Surprise"), options)


class Ezd6Ui(SystemUi):
    def panel(self, party: AnyParty, actor: str, target: str | None, dice: DiceSource) -> Ezd6Panel:
        return Ezd6Panel(party, self.adapter, dice, actor, target)

    def system_action(self, name: str, party: AnyParty, cid: str | None) -> Screen[Any] | Operation:
        if name == "zone":
            return zone_dialog(party, cid)
        if name == "surprise":
            return surprise_dialog()
        return super().system_action(name, party, cid)


Ui = Ezd6Ui
