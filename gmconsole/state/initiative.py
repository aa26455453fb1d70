"""One initiative changes one place (third-pass ruling): typing (``e``) or re-rolling
(``I``) one combatant's initiative moves that combatant to its place by the new value;
the others keep their order, manual moves included."""

from __future__ import annotations

from collections.abc import Sequence

from gmconsole.model.journal import running_fight_played
from gmconsole.model.party import AnyCombatant, AnyEncounter, AnyParty


def _before(mover: AnyCombatant, other: AnyCombatant) -> bool:
    """Whether ``mover`` goes before ``other`` (higher initiative, then tiebreak; an
    unrolled initiative last)."""
    if mover.initiative is None:
        return False
    if other.initiative is None:
        return True
    return (mover.initiative, mover.tiebreak) > (other.initiative, other.tiebreak)


def placed_by_initiative(order: list[AnyCombatant], mover: AnyCombatant) -> list[AnyCombatant]:
    """``order`` with ``mover`` moved before the first of the others it beats (a group's
    members move together: they share the initiative)."""
    moving = [c for c in order if c.id == mover.id or (mover.group and c.group == mover.group)]
    moved = {c.id for c in moving}
    others = [c for c in order if c.id not in moved]
    place = next((i for i, other in enumerate(others) if _before(mover, other)), len(others))
    return [*others[:place], *moving, *others[place:]]


def order_set(combatants: Sequence[AnyCombatant]) -> bool:
    """Whether the order is set: someone has an initiative (newcomers then roll as they
    come; before, they roll with everyone at ``i``)."""
    return any(c.initiative is not None for c in combatants)


def round_started(encounter: AnyEncounter) -> bool:
    """A round is under way: someone acted, the marker moved on, or past round 1."""
    if not encounter.active or not encounter.combatants:
        return False
    return encounter.round > 1 or encounter.turn > 0 or any(c.acted for c in encounter.combatants)


def fight_under_way(party: AnyParty) -> bool:
    """Something happened in this fight: a round under way, or a roll, harm or a
    resource spent already (the first combatant's attack before any ``n``)."""
    return round_started(party.encounter) or running_fight_played(party.journal)
