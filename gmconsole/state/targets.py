"""Whom an action is against: a sensible default, and a warning for a strange choice.

Every system's panel starts from the same rule (issue 11): the given target if it is an
opponent who is up, else the next opponent who is up in the turn order (within reach,
where the system has reach: ``adapter.reach_warning``). An ally, a downed or dead
combatant, one out of the fight or out of reach is allowed, after a visible warning;
operations may log such a choice as the GM's call.
"""

from __future__ import annotations

from gmconsole.i18n import t
from gmconsole.model.party import AnyParty
from gmconsole.state.context import SystemRules, character_index, name_of


def side_of(party: AnyParty, cid: str | None) -> str | None:
    """The combatant's side in the fight ("party" or "enemy"), None when not in it."""
    return next((c.side for c in party.encounter.combatants if c.id == cid), None)


def after_in_turn(party: AnyParty, actor: str) -> list[str]:
    """Everyone else in the fight, in the turn order from the one after ``actor`` round
    to the one before (from the top when ``actor`` is not in it)."""
    ids = [c.id for c in party.encounter.combatants]
    start = ids.index(actor) if actor in ids else -1
    return [cid for cid in ids[start + 1 :] + ids[: start + 1] if cid != actor]


def is_enemy(party: AnyParty, cid: str) -> bool:
    """An enemy is any character who is not a party member (the GM plays it)."""
    return all(member.id != cid for member in party.members)


def state_of(party: AnyParty, adapter: SystemRules, cid: str) -> str:
    """ "ok", "wounded", "down" or "dead", as the tracker shows it."""
    combatant = party.encounter.combatant(cid)
    character = character_index(party).get(cid)
    if combatant is None or character is None:
        return "ok"
    return adapter.health(character, combatant).state


def target_warning(
    party: AnyParty, adapter: SystemRules, actor: str, target: str | None, reach: bool = True
) -> str:
    """Why this target is a strange choice (an ally, down or dead, not in the fight, out of
    ``reach`` when asked), or "" when it is an opponent who is up (or there is no target)."""
    if target is None:
        return ""
    if side_of(party, target) is None:
        return t("{name} is not in the fight", name=name_of(party, target))
    if side_of(party, target) == side_of(party, actor):
        return t(
            "{name} is on {actor}'s side", name=name_of(party, target), actor=name_of(party, actor)
        )
    if (state := state_of(party, adapter, target)) in ("down", "dead"):
        line = t("{name} is down") if state == "down" else t("{name} is dead")
        return line.format(name=name_of(party, target))
    return adapter.reach_warning(party, actor, target) if reach else ""


def gm_call(party: AnyParty, adapter: SystemRules, actor: str, target: str | None) -> str:
    """The log's line for a strange target the GM let go ahead ("GM's call: Fred is on
    Ruiseñor's side", as the panel warned before the roll), or "": said before the roll's
    lines, the GM's only (the page and the players' copy leave it out, ``gmconsole.sight``).
    """
    warning = target_warning(party, adapter, actor, target)
    return t("GM's call: {warning}", warning=warning) if warning else ""


def unseen(party: AnyParty, actor: str, target: str | None) -> bool:
    """Whether ``target`` is an enemy hidden from the players and ``actor`` a party member:
    such a target is the GM's pick, never a default nor carried over from memory (the
    member's roll would tell the players an unseen enemy is there)."""
    combatant = party.encounter.combatant(target)
    return combatant is not None and combatant.hidden and side_of(party, actor) == "party"


def carried_over(
    party: AnyParty, adapter: SystemRules, actor: str, target: str, own: bool = False
) -> bool:
    """Whether a remembered target comes back in the actor's next panel: an opponent who
    is up and in reach (a strange choice is never carried over). An unseen one comes back
    only as the actor's ``own`` last target: the GM picked it for this actor (play-test:
    Okonkwo's `t r Enter` after attacking the hidden drone went against another enemy),
    never as someone else's last pick."""
    if target_warning(party, adapter, actor, target):
        return False
    return own or not unseen(party, actor, target)


def default_target(
    party: AnyParty, adapter: SystemRules, actor: str, given: str | None
) -> str | None:
    """The given target when it is an opponent who is up (out of reach: the panel warns),
    else the next such opponent in reach in the turn order after the actor; with none in
    reach, the next opponent who is up (warned too); else nobody (never an ally). A party
    member's default is a hidden enemy (its roll would tell the players one is there)
    only when no seen opponent is up: better than an ally (play-test)."""
    strange = target_warning(party, adapter, actor, given, reach=False)
    if given is not None and given != actor and not strange:
        return given
    order = after_in_turn(party, actor)
    seen = [cid for cid in order if not unseen(party, actor, cid)]
    for candidate in seen:
        if not target_warning(party, adapter, actor, candidate):
            return candidate
    for candidate in [*seen, *(cid for cid in order if cid not in seen)]:
        if side_of(party, candidate) != side_of(party, actor) and state_of(
            party, adapter, candidate
        ) not in ("down", "dead"):
            return candidate  # out of reach or unseen, but an opponent who is up
    return None
