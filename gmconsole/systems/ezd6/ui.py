"""EZD6 on screen: its combat panel and the zone and surprise questions."""

from __future__ import annotations

from textual.screen import Screen

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.i18n import t
from gmconsole.intents.fallen import Offer
from gmconsole.model.party import AnyParty
from gmconsole.state.context import OpError, character_index, name_of
from gmconsole.state.not_applied import OfferDeclined
from gmconsole.state.operation import Operation
from gmconsole.systems.ezd6.model import Ezd6Party, state_of
from gmconsole.systems.ezd6.operations import Ezd6MiraculousSave
from gmconsole.systems.ezd6.order import SetZone, Surprise, dash_warning, on_own_turn
from gmconsole.systems.ezd6.panel import Ezd6Panel
from gmconsole.systems.ui_base import SystemUi, as_model
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
    combatant = party.encounter.combatant(cid)
    own_turn = combatant is not None and on_own_turn(party, cid)
    if own_turn:
        title = t("Move {name} to (takes the action)", name=name_of(party, cid))
    else:
        title = t("Place {name} in (out of their turn: free)", name=name_of(party, cid))
    warning = dash_warning(party, combatant) if combatant is not None and own_turn else None
    if warning:
        title += "\n⚠ " + t(
            "{warning} (the GM decides: the log says it was allowed)", warning=warning
        )
    here = SetZone(cid=cid, zone=state_of(combatant).zone) if combatant is not None else None
    return ChoiceDialog(title, options, current=here)


def surprise_dialog() -> ChoiceDialog:
    """Who surprises (a dialog that returns Surprise)."""
    options = [
        (Surprise(side=None), t("No surprise: players first")),
        (Surprise(side="players"), t("Players surprise")),
        (Surprise(side="enemies"), t("Enemies surprise: enemies first")),
    ]
    return ChoiceDialog(t("Surprise"), options)


class Ezd6Ui(SystemUi):
    panel_classes = (Ezd6Panel,)

    def panel(self, party: AnyParty, actor: str, target: str | None, dice: DiceSource) -> Ezd6Panel:
        return Ezd6Panel(as_model(party, Ezd6Party), self.adapter, dice, actor, target)

    def fallen_offers(
        self, party: AnyParty, op: Operation, fell: list[str], dice: DiceSource
    ) -> list[Offer]:
        """A hero left without strikes, by any path, is offered the life-threatening
        miraculous save (RULINGS: pass = left at 1 strike; fail = unconscious or dead, the
        GM's call); not after that save itself failed. Enemies are not offered it (the
        text gives the save's number to a character's class); the panel still rolls
        one for an enemy whose GM asks."""
        if isinstance(op, Ezd6MiraculousSave) and op.life_threatening:
            return []
        offers: list[Offer] = []
        index = character_index(as_model(party, Ezd6Party))
        for cid in fell:
            character = index[cid]
            combatant = next(c for c in party.encounter.combatants if c.id == cid)
            if combatant.dead or character.strikes or not self.adapter.is_member(party, character):
                continue
            question = t(
                "{name} has no strikes left. Roll a life-threatening miraculous save "
                "({number}+)? A pass leaves them at 1 strike; a fail: unconscious or dead "
                "(the GM's call).",
                name=name_of(party, cid),
                number=character.miraculous_save,
            )
            panel = self.panel(party, cid, None, dice)
            panel.choice("m").select("life")
            panel.on_choice_changed(panel.choice("m"))
            declined = OfferDeclined(
                text=t(
                    "{name}: no life-threatening miraculous save (the GM said no)",
                    name=name_of(party, cid),
                ),
                cid=cid,
            )
            offers.append(Offer(question, panel, declined))
        return offers

    def system_action(
        self, name: str, party: AnyParty, cid: str | None
    ) -> Screen[Operation | None] | Operation:
        if name == "zone":
            return zone_dialog(party, cid)
        if name == "surprise":
            return surprise_dialog()
        return super().system_action(name, party, cid)


Ui = Ezd6Ui
