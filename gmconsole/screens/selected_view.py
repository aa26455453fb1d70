"""What the combat box and the sidebar say about the selected combatant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.state.context import character_index
from gmconsole.state.duration_words import with_duration

if TYPE_CHECKING:
    from gmconsole.model.party import AnyParty, Combatant
    from gmconsole.systems.base import SystemAdapter
    from gmconsole.widgets.combat_panel import CombatPanel
    from gmconsole.widgets.resource_sidebar import ResourceSidebar


def conditions_line(party: AnyParty, combatant: Combatant) -> str:
    """The combat box's line: every condition with what is left, in words."""
    return t("Conditions: ") + ", ".join(with_duration(party, c) for c in combatant.conditions)


def show_selected(
    party: AnyParty,
    adapter: SystemAdapter,
    cid: str | None,
    panel: CombatPanel,
    sidebar: ResourceSidebar,
) -> None:
    party_resources = adapter.party_resources(party)
    if cid is None and not party.members:
        panel.clear(
            t(
                "No party members yet: K makes members and roster creatures (their sheets), "
                "then m brings members into the fight and a adds enemies."
            )
        )
        sidebar.show("", party_resources)
        return
    if cid is None:
        hint = t("Nobody in the fight: a adds enemies, m adds party members.")
        if party.encounters:
            hint += " " + t("A starts a prepared encounter with everyone.")
        panel.clear(hint)
        sidebar.show("", party_resources)
        return
    character = character_index(party)[cid]
    combatant = next(c for c in party.encounter.combatants if c.id == cid)
    extra = []
    if combatant.conditions:
        extra.append(conditions_line(party, combatant))
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
