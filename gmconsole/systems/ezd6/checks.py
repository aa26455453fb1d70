"""Who may act, help and be reached in an EZD6 fight: asked by the panel before the
roll (to offer and warn) and by the operations again (to refuse or log).

Karma and hero dice are the players' (an enemy's only when its entry has them): the
adapter's one rule (``has_resource``), which the panel's offers ask too.
"""

from __future__ import annotations

from gmconsole.i18n import t
from gmconsole.model.party import Combatant
from gmconsole.state.context import OpError, find_character, name_of
from gmconsole.systems.ezd6.adapter import Ezd6Adapter
from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party, state_of
from rules import ezd6


def character_of(party: Ezd6Party, cid: str) -> Ezd6Character:
    """The member or encounter enemy ``cid``; OpError when there is none."""
    found = find_character(party, cid)
    if isinstance(found, Ezd6Character):
        return found
    raise OpError(t("no character with id {id}", id=repr(cid)))


PLAYERS_THINGS = Ezd6Adapter()
"""Asked whether a combatant holds karma or hero dice (``has_resource``)."""


def refuse_unheld(party: Ezd6Party, cid: str, karma: bool, hero: bool) -> None:
    """Karma and hero dice are the players' (an enemy's only when its entry has them):
    the adapter's one rule, which the panel's offers ask too."""
    character = character_of(party, cid)
    for spent, key, word in ((karma, "karma", t("karma")), (hero, "hero_dice", t("hero dice"))):
        if spent and not PLAYERS_THINGS.has_resource(party, character, key):
            raise OpError(t("{name} has no {what}", name=character.name, what=word))


def fighter(party: Ezd6Party, cid: str | None) -> Combatant | None:
    return party.encounter.combatant(cid)


def down_or_dead(party: Ezd6Party, cid: str) -> str | None:
    """ "dead" or "down" when the combatant is out of the fight, else None."""
    combatant = fighter(party, cid)
    if combatant is not None and combatant.dead:
        return "dead"
    if (combatant is not None and combatant.down) or character_of(party, cid).strikes == 0:
        return "down"
    return None


def reach_problem(party: Ezd6Party, attacker: str, target: str) -> str | None:
    """Why the target is out of the attacker's reach (rules.ezd6.reach_warning), or None."""
    a, t = fighter(party, attacker), fighter(party, target)
    if a is None or t is None:
        return None
    return ezd6.reach_warning(
        state_of(a).zone, state_of(t).zone, character_of(party, attacker).attacks_at_range
    )


def helper_problem(party: Ezd6Party, actor: str, target: str | None, helper: str) -> str | None:
    """Why this combatant cannot help: helpers are the actor's own side, up, not the
    target (None when it can)."""
    name = name_of(party, helper)
    mine, theirs = fighter(party, actor), fighter(party, helper)
    if theirs is None:
        return t("{name} is not in the fight", name=name)
    if helper == target:
        return t("{name} is the target", name=name)
    if mine is not None and theirs.side != mine.side:
        return t("{name} is on the other side", name=name)
    state = down_or_dead(party, helper)
    if state:
        return t("{name} is {state}", name=name, state=t(state))
    return None


def holds_players_dice(party: Ezd6Party, character: Ezd6Character) -> bool:
    """Karma or hero dice: a player character's, an enemy's only when its entry has
    them (the adapter's one rule; the operations refuse by it too)."""
    return any(PLAYERS_THINGS.has_resource(party, character, key) for key in ("karma", "hero_dice"))
