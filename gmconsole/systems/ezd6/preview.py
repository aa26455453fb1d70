"""EZD6's fight preview: the fight on the table (or the party against prepared enemies)
as the simulation's input (``rules.preview.model.Ezd6Fight``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from gmconsole.i18n import translatable
from gmconsole.model.characters import CharacterBase
from gmconsole.model.party import Combatant, PartyBase
from gmconsole.preview_seam import FightPreview, sheets_of
from gmconsole.state.context import character_index
from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party, state_of
from rules.preview.model import Ezd6Fight, Ezd6Fighter, TargetRule, copy_ids

ASSUMPTIONS = translatable(
    "Each attacks the {rule} opponent in reach at difficulty 3, chains spill; no karma, "
    "hero dice, helpers or healing; melee with nobody in reach closes in; those out of "
    "combat stay out."
)
"""The model in one line ({rule} is the target rule's name)."""


def fighter(
    character: Ezd6Character, side: str, zone: str, combatant: Combatant | None
) -> Ezd6Fighter:
    """One combatant as the simulation sees it."""
    flagged = bool(combatant and (combatant.down or combatant.dead))
    counter = character.counter_named(character.ammo)  # each shot spends one
    arrows = None if counter is None else max(0, counter.value - counter.min)
    return Ezd6Fighter(
        id=character.id,
        side=side,
        strikes=character.strikes,
        armour_save=character.armour_save,
        weapon_strikes=character.weapon_strikes,
        ranged=character.attacks_at_range,
        arrows=arrows if character.attacks_at_range else None,
        zone=zone,
        up=not flagged and character.strikes > 0,
        loses_next_action=bool(combatant and state_of(combatant).loses_next_action),
    )


class Ezd6Preview(FightPreview):
    """The adapter's answer (``fight_preview``): the fight on the table, or the party
    against prepared enemies, as the simulation's input."""

    no_preview = ""
    assumptions = ASSUMPTIONS

    def fight_of(self, party: PartyBase, rule: TargetRule) -> Ezd6Fight:
        """The fight on the table from whose turn it is, in the tracker's order; whoever is
        out of combat is left out."""
        assert isinstance(party, Ezd6Party)
        characters = character_index(party)
        encounter = party.encounter
        fighters: list[Ezd6Fighter] = []
        first = 0  # whose turn it is, or the next one in the fight (out of combat: left out)
        for index, combatant in enumerate(encounter.combatants):
            if index == encounter.turn:
                first = len(fighters)
            zone = state_of(combatant).zone
            if zone == "out":
                continue
            character = characters[combatant.id]
            fighters.append(fighter(character, combatant.side, zone, combatant))
        return Ezd6Fight(tuple(fighters), first=first, rule=rule)

    def fight_against(
        self,
        party: PartyBase,
        enemies: Sequence[CharacterBase],
        counts: Sequence[int] | None,
        zones: Sequence[str | None] | None,
        rule: TargetRule,
    ) -> Ezd6Fight:
        """The party's members as they are now (ranged ones in Far, the rest in Near) against
        ``enemies`` (``counts[i]`` of ``enemies[i]``, default 1) in ``zones`` (None: Far for
        those who attack at range, else Near; out of combat: left out), players first."""
        assert isinstance(party, Ezd6Party)
        sheets = sheets_of(enemies, Ezd6Character)
        fighters = [
            fighter(m, "party", "far" if m.attacks_at_range else "near", None)
            for m in party.members
        ]
        taken = {one.id for one in fighters}
        for index, enemy in enumerate(sheets):
            zone = zones[index] if zones is not None and index < len(zones) else None
            zone = zone or ("far" if enemy.attacks_at_range else "near")
            if zone == "out":
                continue
            count = counts[index] if counts is not None and index < len(counts) else 1
            for copy_id in copy_ids(enemy.id, count, taken):
                fighters.append(replace(fighter(enemy, "enemy", zone, None), id=copy_id))
        return Ezd6Fight(tuple(fighters), rule=rule)
