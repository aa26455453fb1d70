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


def turn_marked(party: AnyParty, by_initiative: bool) -> bool:
    """Whether someone has the turn to mark (the tracker's ``▶``, the page's turn): the
    fight runs and has an order: the sides' (``by_initiative`` False: EZD6), someone's
    initiative, a round the GM moved on by hand, or the file's (a fight that did not
    begin here, as a sample's ordered by hand). A fight begun here after one ended, or
    after preparing with no fight running, has none until then (play-test: a newcomer
    quick-added after ``E``, before any ``i``, and a row held the turn with no initiative)."""
    encounter, journal = party.encounter, party.journal
    if not encounter.active:
        return False
    if not by_initiative or order_set(encounter.combatants) or round_started(encounter):
        return True
    return all(entry.active for entry in journal)  # none ended: the file's order
