"""Operations that bring creatures in from the bestiary or a prepared encounter, and keep
the enemies of the fight as a prepared encounter.

The bestiary lives outside the party file and can change between a key and a replay of
the journal, so these operations carry the creatures' stat blocks in their arguments
(as the bestiary had them when the GM chose): a replay rebuilds exactly the same fight.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Annotated

from pydantic import BaseModel, ConfigDict, ValidationError

from gmconsole.bestiary import entry_data
from gmconsole.i18n import t, translatable
from gmconsole.model.characters import CharacterBase
from gmconsole.model.fields import Id, Name, in_range
from gmconsole.model.party import AnyCombatant, AnyParty, PreparedEncounter, PreparedEntry
from gmconsole.state.context import OpContext, OpError, name_of
from gmconsole.state.groups import free_group_id, initiative_sheet, log_initiative, log_joined
from gmconsole.state.initiative import fight_under_way, order_set
from gmconsole.state.join_ops import Zone, copy_name, free_id, join, join_after
from gmconsole.state.operation import Operation
from gmconsole.state.order_ops import everyone_in_order
from gmconsole.text import plain
from gmconsole.validation_messages import validation_lines


def _creature(ctx: OpContext, data: dict[str, object]) -> CharacterBase:
    """The stat block as a roster entry of this party's system (OpError naming the field
    when it is not one)."""
    try:
        return type(ctx.party).roster_model().model_validate(data)
    except ValidationError as error:
        lines = validation_lines(error)
        raise OpError(
            t("cannot add {name}: {problem}", name=repr(data.get("name")), problem=lines[0])
        ) from None


def _fits(ctx: OpContext) -> None:
    """Refuse newcomers the party's own checks reject (RyF: charisma without the option)."""
    lines = [line for line in ctx.party.problems() if line.startswith("encounter.enemies")]
    if lines:
        raise OpError(lines[0])


def bring_in(
    ctx: OpContext,
    entry: CharacterBase,
    count: int,
    *,
    hidden: bool = True,
    zone: str | None = None,
    initiative: int | None = None,
    roll: bool = False,
    group: bool = False,
) -> list[str]:
    """``count`` copies of a roster entry join the fight, each with its own id
    (``bandido-3``) and name (``Bandido 3``; one that comes alone, the first of its kind,
    keeps the entry's own name); returns their names.

    ``initiative``: typed for all of them. ``roll``: each rolls by the system's rule
    even before anyone has an initiative (a prepared encounter); otherwise they roll only
    once the order has been set, as an enemy added from the roster does.
    ``group`` (and more than one): they come in as one group (gmconsole.state.groups),
    the first rolling for all, the others placed right after it with its initiative.
    """
    encounter = ctx.party.encounter
    model = type(ctx.party).enemy_model()
    names = []
    group_id = free_group_id(ctx, entry.id) if group and count > 1 else None
    previous: AnyCombatant | None = None
    for _ in range(count):
        cid, number = free_id(ctx, entry.id)
        data = entry.model_dump(exclude={"count"})
        data.update(id=cid, name=copy_name(entry.name, count, number))
        enemy = model.model_validate(data)
        ctx.update_encounter(enemies=[*ctx.party.encounter.enemies, enemy])
        newcomer = encounter.new_combatant(cid, "enemy", hidden=hidden, group=group_id)
        if zone is not None:
            newcomer = ctx.adapter.in_zone(newcomer, zone)
        if previous is not None:  # a group: one initiative, its members together
            join_after(ctx, newcomer, previous)
            previous = ctx.combatant(cid)
            names.append(plain(enemy.name))
            continue
        ordered = order_set(ctx.combatants)
        if roll and initiative is None and not ordered and ctx.adapter.rolls_initiative(ctx.party):
            sheet = initiative_sheet(ctx, cid, count if group_id else 0)
            value, tiebreak, text = ctx.adapter.roll_initiative(ctx, sheet)
            newcomer = newcomer.model_copy(update={"initiative": value, "tiebreak": tiebreak})
            log_initiative(ctx, newcomer.side, text, sheet.name)
        join(ctx, newcomer, initiative, count if group_id else 0)
        if group_id is not None:
            previous = ctx.combatant(cid)
        names.append(plain(enemy.name))
    ctx.update_encounter(active=True)
    _fits(ctx)
    log_joined(ctx, group_id)
    return names


class AddCreature(Operation, name="add_creature", label=translatable("add from the bestiary")):
    """Enemies from the bestiary join the fight in order, hidden from the players."""

    creature: dict[str, object]
    """The bestiary entry as it was when chosen (a roster entry's shape)."""
    count: Annotated[int, in_range(1, 50)] = 1
    initiative: Annotated[int, in_range(-99, 999)] | None = None
    group: bool = False
    """The ``count`` copies come in as one group (one initiative, one turn, one row)."""
    zone: Zone | None = None
    """Where they stand (systems with zones); none: the system's default zone."""

    def apply(self, ctx: OpContext) -> None:
        entry = _creature(ctx, self.creature)
        names = bring_in(
            ctx,
            entry,
            self.count,
            initiative=self.initiative,
            group=self.group,
            zone=self.zone,
        )
        ctx.log(t("Joined the fight from the bestiary: {names}", names=", ".join(names)))


class Spawn(BaseModel):
    """One entry of a prepared encounter as it starts: the stat block and where it goes."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)
    creature: dict[str, object]
    count: Annotated[int, in_range(1, 50)] = 1
    zone: Zone | None = None
    hidden: bool = True
    group: bool = False


class StartPrepared(
    Operation, name="start_prepared", label=translatable("start a prepared encounter")
):
    """Every enemy of a prepared encounter joins the fight at once, each rolling
    initiative by the system's rule (EZD6: placed with its side). Before anything happened
    the fight starts: everyone comes into the order and the turn goes to the top."""

    name: Name
    spawns: tuple[Spawn, ...]

    def apply(self, ctx: OpContext) -> None:
        if not self.spawns:
            raise OpError(t("the encounter {name} has no entries", name=plain(self.name)))
        starts = not fight_under_way(ctx.party)
        if starts and not any(c.side == "party" for c in ctx.combatants):
            _members_join(ctx)  # a new party's tracker: nobody of the party in it yet
        names: list[str] = []
        for spawn in self.spawns:
            entry = _creature(ctx, spawn.creature)
            names += bring_in(
                ctx,
                entry,
                spawn.count,
                hidden=spawn.hidden,
                zone=spawn.zone,
                roll=True,
                group=spawn.group,
            )
        ctx.log(
            t(
                "Prepared encounter {name}: {names}",
                name=plain(self.name),
                names=", ".join(names),
            )
        )
        if starts:
            everyone_in_order(ctx)


def _members_join(ctx: OpContext) -> None:
    """Every party member joins the fight (their initiative comes with everyone's)."""
    members = ctx.party.members
    for member in members:
        join(ctx, ctx.party.encounter.new_combatant(member.id, "party"), None)
    if members:
        names = ", ".join(name_of(ctx.party, m.id) for m in members)
        ctx.log(t("Joined the fight: {names}", names=names))


class SavePrepared(
    Operation, name="save_prepared", label=translatable("save as a prepared encounter")
):
    """Keep a prepared encounter in the party file; ``new_roster``: stat blocks of
    enemies that came from neither the roster nor the bestiary (quick-added), added to
    the roster so that the encounter can name them."""

    encounter: dict[str, object]
    new_roster: tuple[dict[str, object], ...] = ()

    def apply(self, ctx: OpContext) -> None:
        try:
            prepared = PreparedEncounter.model_validate(self.encounter)
        except ValidationError as error:
            raise OpError(validation_lines(error)[0]) from None
        for data in self.new_roster:
            entry = _creature(ctx, data)
            ctx.update_party(roster=[*ctx.party.roster, entry])
        problems = ctx.party.problems()
        if problems:
            raise OpError(problems[0])
        ctx.update_party(encounters=[*ctx.party.encounters, prepared])
        # The GM's preparation: not on the players' page ("" is no line there).
        ctx.log(t("Prepared encounter saved: {name}", name=plain(prepared.name)), players="")


class SaveEntry(BaseModel):
    """What ``prepared_from_fight`` found for one enemy of the fight."""

    model_config = ConfigDict(frozen=True)
    creature: Id
    zone: str | None
    hidden: bool
    group: str | None = None
    """The group it came in with (a group stays one entry with ``group = true``)."""


def prepared_from_fight(
    party: AnyParty,
    bestiary_ids: set[str],
    name: str,
    notes: str,
    zone_of: Callable[[AnyCombatant], str | None],
) -> tuple[dict[str, object], list[dict[str, object]]]:
    """The enemies now in the fight as a prepared encounter (``[[encounters]]``) and the
    roster entries it needs that the party has not (quick-added enemies).

    An enemy named ``<id>-<n>`` came from roster entry or bestiary creature ``<id>``;
    enemies of one creature, zone and visibility make one entry with a count. ``zone_of``
    is the system's (None: no zones); a newcomer's zone is the entry's default.
    """
    roster_ids = {r.id for r in party.roster}
    enemies = {e.id: e for e in party.encounter.enemies}
    used = roster_ids | bestiary_ids | {m.id for m in party.members} | set(enemies)
    new_roster: list[dict[str, object]] = []
    made: dict[str, str] = {}
    counts: dict[SaveEntry, int] = {}
    usual_zone = zone_of(party.encounter.new_combatant("newcomer", "enemy"))
    for combatant in party.encounter.combatants:
        if combatant.side != "enemy":
            continue
        enemy = enemies[combatant.id]
        base, _, number = enemy.id.rpartition("-")
        creature = base if number.isdigit() and base in roster_ids | bestiary_ids else None
        if creature is None:
            creature = made.get(enemy.id)
        if creature is None:
            creature = unique_id(id_from_name(enemy.name), used)
            used.add(creature)
            new_roster.append(entry_data(enemy, creature, _base_name(enemy.name)))
            made[enemy.id] = creature
        zone = zone_of(combatant)
        key = SaveEntry(
            creature=creature,
            zone=None if zone == usual_zone else zone,
            hidden=combatant.hidden,
            group=combatant.group,
        )
        counts[key] = counts.get(key, 0) + 1
    entries = [
        PreparedEntry.model_validate(
            {"creature": key.creature, "count": min(count, 50), "zone": key.zone}
            | {"hidden": key.hidden, "group": key.group is not None and count > 1}
        ).model_dump(exclude_defaults=True, mode="json")
        | {"creature": key.creature}
        for key, count in counts.items()
    ]
    encounter: dict[str, object] = {"name": name, "entries": entries}
    if notes:
        encounter["notes"] = notes
    return encounter, new_roster


def _base_name(name: str) -> str:
    """``Goblin 2`` -> ``Goblin`` (the number the console gave each copy)."""
    head, _, tail = name.rpartition(" ")
    return head if tail.isdigit() and head.strip() else name


def id_from_name(name: str) -> str:
    folded = unicodedata.normalize("NFKD", _base_name(name).casefold())
    ascii_name = "".join(c for c in folded if not unicodedata.combining(c))
    slug = re.sub(r"[^a-z0-9_-]+", "-", ascii_name).strip("-")[:40]
    return slug or "enemy"


def unique_id(base: str, used: set[str]) -> str:
    if base not in used:
        return base
    number = 2
    while f"{base}_{number}" in used:
        number += 1
    return f"{base}_{number}"
