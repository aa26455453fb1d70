"""RyF's fight preview: the fight on the table (or the party against prepared enemies)
as the simulation's input (``rules.preview.model.RyfFight``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from gmconsole.i18n import translatable
from gmconsole.model.characters import CharacterBase
from gmconsole.model.party import AnyParty, Combatant
from gmconsole.preview_seam import FightPreview, sheets_of
from gmconsole.state.context import character_index
from gmconsole.systems.ryf.model import RyfCharacter, RyfParty
from gmconsole.systems.ryf.operations.attack import weapons_of
from gmconsole.systems.ryf.sheet import defence_of
from rules import ryf
from rules.preview.model import RyfFight, RyfFighter, RyfWeapon, TargetRule, copy_ids

ASSUMPTIONS = translatable(
    "Each attacks the {rule} opponent with its best weapon (shots at short range, no "
    "cover); no tokens, specialization, healing or movement; nobody strikes the fallen."
)
"""The model in one line ({rule} is the target rule's name)."""


def fighter(
    party: RyfParty, character: RyfCharacter, side: str, combatant: Combatant | None
) -> RyfFighter:
    """One combatant as the simulation sees it (its weapons, bare hands included)."""
    attributes = character.attributes
    weapons = []
    for weapon in weapons_of(character):
        skill = character.skill(weapon.skill)
        if weapon.is_ranged:
            bonus = ryf.ranged_bonus(attributes.dexterity, skill, weapon.precision)
        else:
            bonus = ryf.melee_bonus(attributes.strength, skill, weapon.precision)
        pool = weapon.ammo.strip().casefold() if weapon.ammo else None
        weapons.append(RyfWeapon(weapon.damage, bonus, weapon.skill, skill, pool))
    ammo = tuple(
        (counter.name.strip().casefold(), max(0, counter.value - counter.min))
        for counter in character.counters
        if any(w.ammo == counter.name.strip().casefold() for w in weapons)
    )
    hp = character.hp
    dead = bool(combatant and combatant.dead)
    if dead:
        hp = min(hp, ryf.DEAD_AT)
    return RyfFighter(
        id=character.id,
        side=side,
        hp=hp,
        defence=(
            defence_of(party, character, "melee_weapons"),
            defence_of(party, character, "brawl"),
        ),
        weapons=tuple(weapons),
        ammo=ammo,
        up=not (dead or (combatant and combatant.down)) and hp > ryf.UNCONSCIOUS_AT,
    )


class RyfPreview(FightPreview):
    """The adapter's answer (``fight_preview``): the fight on the table, or the party
    against prepared enemies, as the simulation's input."""

    no_preview = ""
    assumptions = ASSUMPTIONS

    def fight_of(self, party: AnyParty, rule: TargetRule) -> RyfFight:
        """The fight on the table from whose turn it is, in the tracker's order."""
        assert isinstance(party, RyfParty)
        characters = character_index(party)
        encounter = party.encounter
        fighters = tuple(fighter(party, characters[c.id], c.side, c) for c in encounter.combatants)
        first = min(encounter.turn, max(0, len(fighters) - 1))
        return RyfFight(fighters, first=first, rule=rule)

    def fight_against(
        self,
        party: AnyParty,
        enemies: Sequence[CharacterBase],
        counts: Sequence[int] | None,
        zones: Sequence[str | None] | None,
        rule: TargetRule,
    ) -> RyfFight:
        """The party's members as they are now against ``enemies`` (``counts[i]`` of
        ``enemies[i]``, default 1; a roster entry's own ``count`` is not read), a fresh
        fight. The order is the expected initiative:
        D + P, highest first (ties: the party first, then as given); zones are ignored."""
        assert isinstance(party, RyfParty)
        sheets = sheets_of(enemies, RyfCharacter)
        entries: list[tuple[int, int, RyfFighter]] = []
        for index, member in enumerate(party.members):
            entries.append((0, index, fighter(party, member, "party", None)))
        taken = {one.id for _, _, one in entries}
        for index, enemy in enumerate(sheets):
            count = counts[index] if counts is not None and index < len(counts) else 1
            for copy_id in copy_ids(enemy.id, count, taken):
                entries.append(
                    (1, index, replace(fighter(party, enemy, "enemy", None), id=copy_id))
                )

        def speed(entry: tuple[int, int, RyfFighter]) -> int:
            side, index, _ = entry
            character = party.members[index] if side == 0 else sheets[index]
            return int(character.attributes.dexterity + character.attributes.perception)

        entries.sort(key=lambda e: (-speed(e), e[0]))
        return RyfFight(tuple(e[2] for e in entries), rule=rule)
