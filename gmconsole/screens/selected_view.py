"""What the combat box and the sidebar say about the selected combatant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.lazy import lazy_module
from gmconsole.state.context import character_index

if TYPE_CHECKING:
    from gmconsole.model.party import AnyParty
    from gmconsole.screens import condition_actions
    from gmconsole.systems.base import SystemAdapter
    from gmconsole.widgets.combat_panel import CombatPanel
    from gmconsole.widgets.resource_sidebar import ResourceSidebar
else:  # its dialogs are needed once a key is pressed, not for the first frame
    condition_actions = lazy_module("gmconsole.screens.condition_actions")


def show_selected(
    party: AnyParty,
    adapter: SystemAdapter,
    cid: str | None,
    panel: CombatPanel,
    sidebar: ResourceSidebar,
) -> None:
    party_resources = adapter.party_resources(party)
    if cid is None:
        panel.clear(t("Nobody in the fight: a adds enemies, m adds party members."))
        sidebar.show("", party_resources)
        return
    character = character_index(party)[cid]
    combatant = next(c for c in party.encounter.combatants if c.id == cid)
    extra = []
    if combatant.conditions:
        extra.append(condition_actions.conditions_line(party, combatant))
    extra.extend(adapter.combatant_lines(combatant))
    if character.notes:
        extra.append(t("Notes: {notes}", notes=character.notes))
    if combatant.notes:
        extra.append(t("In this fight: {notes}", notes=combatant.notes))
    panel.show(
        character.name,
        combatant.side,
        adapter.key_values(party, character),
        t("t: test/attack · d/h: damage/heal · c: condition · F1: help"),
        extra,
    )
    sidebar.show(character.name, adapter.resources(party, character) + party_resources)
