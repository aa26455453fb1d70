"""Writes the fight journal: after an operation is applied, one entry says who did it
and what changed for whom (harm, falls, resources), measured by the system's adapter
from the party values before and after. It is part of the operation's new party, so undo,
redo and recovery treat it like any other change."""

from __future__ import annotations

from typing import Literal, TypedDict

from gmconsole.i18n import language
from gmconsole.model.characters import CharacterBase
from gmconsole.model.journal import Effect, JournalEntry, ResourceChange
from gmconsole.model.party import AnyCombatant, AnyParty
from gmconsole.state.context import OpContext, SystemRules, character_index
from gmconsole.state.operation import Operation
from gmconsole.text import plain

HEALTH_KEYS = frozenset({"hp", "strikes"})
"""Resources that are the health track (counted as harm, not as resources spent)."""

Resources = dict[str, tuple[str, int | None, str]]
"""A character's (or the party's) resources by key: label, number (if one), shown value."""


class _Snapshot(TypedDict):
    """What the journal compares of one combatant, before and after an operation."""

    name: str
    side: Literal["party", "enemy"] | None
    hidden: bool
    grouped: bool
    group: str | None
    harm: int
    state: Literal["ok", "wounded", "down", "dead"]
    resources: Resources


def _harm_value(adapter: SystemRules, character: CharacterBase, combatant: AnyCombatant) -> int:
    """A number that grows with harm: minus the HP or strikes left, else the harm
    counter's value."""
    health = adapter.health(character, combatant)
    if health.current is not None:
        return -int(health.current)
    index = adapter.harm_counter(character)
    if index is None:
        return 0
    return int(character.counters[index].value)


def _snapshot(party: AnyParty, adapter: SystemRules, cid: str) -> _Snapshot | None:
    character = character_index(party).get(cid)
    combatant = party.encounter.combatant(cid)
    if character is None:
        return None
    place = combatant if combatant is not None else party.encounter.new_combatant(cid, "party")
    harm_index = adapter.harm_counter(character) if not adapter.has_health_track else None
    skip = set(HEALTH_KEYS)
    if harm_index is not None:
        skip.add(f"counter:{harm_index}")
    return {
        "name": plain(character.name),
        "side": combatant.side if combatant is not None else None,
        "hidden": bool(combatant.hidden) if combatant is not None else False,
        "grouped": combatant is not None and combatant.group is not None,
        "group": combatant.group if combatant is not None else None,
        "harm": _harm_value(adapter, character, place),
        "state": adapter.health(character, place).state,
        "resources": {
            r.key: (r.label, r.number if r.kind == "number" else None, r.value)
            for r in adapter.resources(party, character)
            if r.key not in skip
        },
    }


def _resource_changes(before: Resources, after: Resources) -> list[ResourceChange]:
    changes = []
    for key, (label, number, value) in after.items():
        old = before.get(key)
        if old is None or old[2] == value:
            continue
        if number is not None and old[1] is not None:
            if number != old[1]:
                change = number - old[1]
                changes.append(
                    ResourceChange(
                        key=key, label=label, change=change, before=str(old[1]), after=str(number)
                    )
                )
        else:
            changes.append(ResourceChange(key=key, label=label, before=old[2], after=value))
    return changes


def _touched(before: AnyParty, after: AnyParty) -> list[str]:
    """The combatants (by id) whose character or place in the fight changed: the two
    values share every object the operation did not change."""
    found: dict[str, None] = {}
    sheets_before = character_index(before)
    for cid, sheet in character_index(after).items():
        if sheets_before.get(cid) is not sheet:
            found[cid] = None
    places_before = {c.id: c for c in before.encounter.combatants}
    for combatant in after.encounter.combatants:
        if places_before.get(combatant.id) is not combatant:
            found[combatant.id] = None
    return list(found)


def record(
    ctx: OpContext,
    op: Operation,
    start: AnyParty,
    rolled: bool,
    party_before: Resources,
) -> None:
    """Append the journal entry for ``op``, just applied with ``ctx`` on the party
    ``start``; ``party_before`` is the party's resources before it. The entry's actor is
    the operation's (a panel's roll); the GM's own changes have none."""
    party = ctx.party
    adapter = ctx.adapter
    log_start = len(start.log)
    touched = _touched(start, party)  # every one of them has a sheet in the party now
    touched += [cid for cid in ctx.rolls_by if cid not in touched]
    after = {cid: _snapshot(party, adapter, cid) for cid in touched}
    party_after = _party_resources(ctx)
    present = [c.id for c in party.encounter.combatants]
    before = {cid: _snapshot(start, adapter, cid) for cid in touched}
    present_before = {c.id for c in start.encounter.combatants}
    effects = []
    for cid in touched:
        new, old = after[cid], before[cid]
        if new is None or old is None:
            continue
        state = new["state"]
        fell: Literal["down", "dead"] | None = None
        if (state == "down" or state == "dead") and state != old["state"]:
            fell = state
        rose = old["state"] in ("down", "dead") and state not in ("down", "dead")
        effect = Effect(
            id=cid,
            name=new["name"] or cid,
            side=new["side"] or old["side"],
            hidden=new["hidden"],
            grouped=new["grouped"],
            group=new["group"] or old["group"],
            harm=new["harm"] - old["harm"],
            fell=fell,
            rose=rose,
            resources=_resource_changes(old["resources"], new["resources"]),
            rolls=ctx.rolls_by.get(cid, []),
            threw=cid in ctx.rolls_by,
        )
        changed = effect.harm or effect.fell or effect.rose or effect.resources or effect.rolls
        if changed or new["hidden"] != old["hidden"]:
            effects.append(effect)
    actor = op.actor
    index = character_index(party)
    actor_place = party.encounter.combatant(actor)
    actor_side = actor_place.side if actor_place is not None else None
    journal = party.journal
    last = journal[-1] if journal else None
    begins = last is None or (not last.active and party.encounter.active)
    fight = 1 if last is None else last.fight + (1 if begins else 0)
    newcomers = present if begins else [cid for cid in present if cid not in present_before]
    joined = []
    for cid in newcomers:
        shot = _snapshot(party, adapter, cid)
        if shot is not None:
            joined.append(
                Effect(
                    id=cid,
                    name=shot["name"] or cid,
                    side=shot["side"],
                    hidden=shot["hidden"],
                    grouped=shot["grouped"],
                    group=shot["group"],
                )
            )
    # Lines naming a hidden combatant are left out of the players' recap line by line
    # (gmconsole.recap); a hidden combatant's own roll is secret as a whole.
    hidden = actor_place is not None and actor_place.hidden
    holder, held = party.encounter.holder, start.encounter.holder
    passed = (holder.id if holder else None) != (held.id if held else None)
    turned = begins or passed or party.encounter.round != start.encounter.round
    entry = JournalEntry(
        fight=fight,
        round=party.encounter.round,
        op=op.op_name,
        actor=actor,
        actor_name=plain(index[actor].name) if actor in index else "",
        actor_side=actor_side,
        secret=hidden or ((rolled or op.op_name == "roll_not_applied") and actor_side == "enemy"),
        log=log_start,
        lines=len(party.log) - log_start,
        rolls=list(ctx.rolls),
        effects=effects,
        joined=joined,
        party_resources=_resource_changes(party_before, party_after),
        active=party.encounter.active,
        lang=language(),
        opens_round=op.op_name == "next_turn" and party.encounter.round > start.encounter.round,
        turn=holder.id if holder is not None and turned and party.encounter.active else None,
    )
    ctx.update_party(journal=[*party.journal, entry])


def _party_resources(ctx: OpContext) -> Resources:
    return {
        r.key: (r.label, r.number if r.kind == "number" else None, r.value)
        for r in ctx.adapter.party_resources(ctx.party)
    }


def party_resources_now(ctx: OpContext) -> Resources:
    """The party's own resources (the GM's pools) before an operation."""
    return _party_resources(ctx)
