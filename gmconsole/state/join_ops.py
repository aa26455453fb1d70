"""Who is in the fight: enemies from the roster or made on the spot, party members
joining, a combatant leaving, and the end of the fight.

A newcomer takes its place in the order by the system's rule (by side, or by its
initiative, typed or rolled), and whose turn it is stays the same combatant.
``state.encounter_ops`` brings creatures in through the same placement.
"""

from __future__ import annotations

from typing import Annotated, Literal

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import Id, Name, in_range
from gmconsole.model.journal import running_fight_played, running_fight_rounds
from gmconsole.model.party import AnyCombatant
from gmconsole.state import durations
from gmconsole.state.context import OpContext, OpError, name_of
from gmconsole.state.duration_words import rounds_word
from gmconsole.state.groups import free_group_id, initiative_sheet, log_initiative, log_joined
from gmconsole.state.initiative import order_set
from gmconsole.state.operation import OnCombatant, Operation
from gmconsole.state.turn_ops import require_fight
from gmconsole.text import plain

Zone = Literal["near", "far", "out"]
"""Where a newcomer stands, for systems with zones (EZD6's near, far, out of combat)."""


def free_id(ctx: OpContext, base: str) -> tuple[str, int]:
    used = {c.id for c in ctx.party.members} | {e.id for e in ctx.party.encounter.enemies}
    used |= {r.id for r in ctx.party.roster}
    number = 1
    while f"{base}-{number}" in used:
        number += 1
    return f"{base}-{number}", number


def copy_name(name: str, count: int, number: int) -> str:
    """The name of one copy of a creature: one that comes alone and is the first of its
    kind keeps its own name (a unique enemy is not "1"); copies are numbered."""
    return name if count == 1 and number == 1 else f"{name} {number}"


def add_enemy(
    ctx: OpContext,
    data: dict[str, object],
    hidden: bool = False,
    initiative: int | None = None,
    group: str | None = None,
    after: AnyCombatant | None = None,
    zone: str | None = None,
    coming: int = 0,
) -> AnyCombatant:
    """The enemy joins the fight (``group``: in that group, right ``after`` its last
    member, with its initiative; ``coming``: the first of a group of that many, whose
    roll names the group; ``zone``: standing there, for systems with zones); returns its
    place in the order."""
    party = ctx.party
    enemy_model = type(party).enemy_model()
    try:
        enemy = enemy_model.model_validate(data)
    except Exception as error:  # pydantic.ValidationError: report plainly
        raise OpError(
            t(
                "cannot add {name}: {problem}",
                name=repr(data.get("name")),
                problem=error.__class__.__name__,
            )
        ) from None
    ctx.update_encounter(enemies=[*party.encounter.enemies, enemy])
    newcomer = party.encounter.new_combatant(enemy.id, "enemy", hidden=hidden, group=group)
    if zone is not None:
        newcomer = ctx.adapter.in_zone(newcomer, zone)
    if after is not None:
        join_after(ctx, newcomer, after)
    else:
        join(ctx, newcomer, initiative, coming)
    ctx.update_encounter(active=True)
    return ctx.combatant(enemy.id)


def join_after(ctx: OpContext, newcomer: AnyCombatant, previous: AnyCombatant) -> None:
    """A group's next member: right after ``previous``, with its initiative."""
    shared = {"initiative": previous.initiative, "tiebreak": previous.tiebreak}
    after = ctx.index_of(previous.id)
    _insert(ctx, newcomer.model_copy(update=shared), after + 1)


def join(ctx: OpContext, newcomer: AnyCombatant, initiative: int | None, coming: int = 0) -> None:
    """Put a newcomer in its place in the order: by the system's side rule (EZD6:
    players, then enemies), or by initiative (typed, else rolled by the system's rule)
    once the order has been set; at the end while nobody has an initiative yet.
    ``coming``: the newcomer leads a group of that many (its roll is the group's)."""
    combatants = ctx.combatants
    if ctx.adapter.initiative_by_order():
        same_side = [i for i, c in enumerate(combatants) if c.side == newcomer.side]
        if same_side:
            position = same_side[-1] + 1
        else:
            position = 0 if newcomer.side == "party" else len(combatants)
        _insert(ctx, newcomer, position)
        return
    ordered = order_set(combatants)
    if initiative is None and ordered:
        sheet = initiative_sheet(ctx, newcomer.id, coming)
        value, tiebreak, text = ctx.adapter.roll_initiative(ctx, sheet)
        newcomer = newcomer.model_copy(update={"initiative": value, "tiebreak": tiebreak})
        log_initiative(ctx, newcomer.side, text, sheet.name)
    elif initiative is not None:
        newcomer = newcomer.model_copy(update={"initiative": initiative})
        if coming < 2:  # a group's is said once, by its name, as it joins (log_joined)
            ctx.log(
                t(
                    "{name}: initiative set to {value}",
                    name=name_of(ctx.party, newcomer.id),
                    value=initiative,
                )
            )
    if newcomer.initiative is None:
        _insert(ctx, newcomer, len(combatants))
        return
    key = (-newcomer.initiative, -newcomer.tiebreak)
    position = next(
        (
            i
            for i, c in enumerate(combatants)
            if c.initiative is None or (-c.initiative, -c.tiebreak) > key
        ),
        len(combatants),
    )
    _insert(ctx, newcomer, position)


def _insert(ctx: OpContext, newcomer: AnyCombatant, position: int) -> None:
    """Insert into the order; whose turn it is stays the same combatant."""
    encounter = ctx.party.encounter
    order = list(encounter.combatants)
    order.insert(position, newcomer)
    turn = encounter.turn + (1 if order and position <= encounter.turn and len(order) > 1 else 0)
    ctx.update_encounter(combatants=order, turn=turn if turn < len(order) else encounter.turn)


class AddFromRoster(Operation, name="add_from_roster", label=translatable("add from the roster")):
    """Enemies from the roster join the fight in order, hidden from the players."""

    roster_id: Id
    count: Annotated[int, in_range(1, 50)] = 1
    initiative: Annotated[int, in_range(-99, 999)] | None = None
    """A typed initiative for all of them; else each rolls by the system's rule."""
    group: bool = False
    """They come in as one group (one initiative, one turn, one row)."""
    zone: Zone | None = None
    """Where they stand (systems with zones); none: the system's default zone."""

    def apply(self, ctx: OpContext) -> None:
        roster_id, count = self.roster_id, self.count
        entry = next((r for r in ctx.party.roster if r.id == roster_id), None)
        if entry is None:
            raise OpError(t("no roster entry {id}", id=repr(roster_id)))
        names = []
        group = free_group_id(ctx, roster_id) if self.group and count > 1 else None
        previous: AnyCombatant | None = None
        for _ in range(count):
            cid, number = free_id(ctx, roster_id)
            data = entry.model_dump(exclude={"count"})
            data.update(id=cid, name=copy_name(entry.name, count, number))
            joined = add_enemy(
                ctx,
                data,
                hidden=True,
                initiative=self.initiative,
                group=group,
                after=previous,
                zone=self.zone,
                # A group's roll is the group's: "Exsurgente ×3: initiative 13", as the
                # page names it (play-test 31: its first member's name).
                coming=count if group is not None else 0,
            )
            previous = joined if group is not None else None
            names.append(plain(data["name"]))
        ctx.log(t("Joined the fight: {names}", names=", ".join(names)))
        log_joined(ctx, group)


class QuickAdd(Operation, name="quick_add", label=translatable("quick add")):
    """An enemy made on the spot (a name and its HP or strikes), placed in the order."""

    name: Name
    value: Annotated[int, in_range(0, 999)] = 0
    initiative: Annotated[int, in_range(-99, 999)] | None = None

    def apply(self, ctx: OpContext) -> None:
        name, value = self.name, self.value
        name = name.strip()
        if not name:
            raise OpError(t("a name is needed"))
        cid, _ = free_id(ctx, "quick")
        add_enemy(ctx, ctx.adapter.quick_character(cid, name, value), initiative=self.initiative)
        ctx.log(t("Joined the fight: {names} (quick-add)", names=plain(name)))


class AddMember(OnCombatant, name="add_member", label=translatable("add party member")):
    """Party members join the fight (``also``: several at once), placed in the order."""

    also: tuple[Id, ...] = ()
    initiative: Annotated[int, in_range(-99, 999)] | None = None
    zone: Zone | None = None
    """Where they stand (systems with zones); none: the system's default zone."""

    def apply(self, ctx: OpContext) -> None:
        for cid in dict.fromkeys((self.cid, *self.also)):
            if not any(m.id == cid for m in ctx.party.members):
                raise OpError(t("no party member {id}", id=repr(cid)))
            if any(c.id == cid for c in ctx.combatants):
                raise OpError(t("{name} is already in the fight", name=name_of(ctx.party, cid)))
            newcomer = ctx.party.encounter.new_combatant(cid, "party")
            if self.zone is not None:
                newcomer = ctx.adapter.in_zone(newcomer, self.zone)
            join(ctx, newcomer, self.initiative)
            ctx.log(t("Joined the fight: {names}", names=name_of(ctx.party, cid)))


class Remove(OnCombatant, name="remove", label=translatable("removal from the fight")):
    """The combatant (and those in ``also``: a group's members) leave the fight."""

    also: tuple[Id, ...] = ()

    def apply(self, ctx: OpContext) -> None:
        for cid in dict.fromkeys((self.cid, *self.also)):
            self._remove(ctx, cid)

    def _remove(self, ctx: OpContext, cid: str) -> None:
        encounter = ctx.party.encounter
        index = ctx.index_of(cid)
        name = name_of(ctx.party, cid)
        turn = encounter.turn
        if index < turn:
            turn -= 1
        if turn >= len(encounter.combatants) - 1:
            turn = 0
        ctx.update_encounter(
            combatants=[c for c in encounter.combatants if c.id != cid],
            enemies=[e for e in encounter.enemies if e.id != cid],
            turn=turn,
        )
        ctx.adapter.on_leave(ctx, cid)
        ctx.log(t("Left the fight: {name}", name=name))
        durations.leaves(ctx, {cid}, t("{other} left the fight"))


class EndFight(Operation, name="end_fight", label=translatable("end of the fight")):
    """Enemies leave; members stay in the tracker with their state (HP, conditions until
    removed, notes), ready for the next fight; conditions timed in rounds or turns end."""

    def apply(self, ctx: OpContext) -> None:
        encounter = ctx.party.encounter
        require_fight(ctx)
        if not encounter.active and not encounter.enemies:
            raise OpError(t("no fight is running (only party members are in the tracker)"))
        if running_fight_played(ctx.party.journal):
            ctx.log(
                t(
                    "The fight ends after {rounds}: enemies leave, members stay",
                    rounds=rounds_word(running_fight_rounds(ctx.party.journal)),
                )
            )
        else:  # an E while preparing: no round was played (the recap leaves it out)
            ctx.log(t("The fight ends before anyone acted: enemies leave, members stay"))
        _zones_reset(ctx, encounter.combatants)  # logged in the round the fight ended in
        durations.round_ends(ctx)
        durations.leaves(
            ctx, {c.id for c in encounter.combatants if c.side == "enemy"}, t("{other} left")
        )
        durations.fight_ends(ctx)
        members = [
            encounter.new_combatant(c.id, "party", conditions=c.conditions, notes=c.notes)
            for c in ctx.combatants
            if c.side == "party"
        ]
        _, fight_state = encounter.state_models()
        ctx.update_encounter(
            combatants=members,
            enemies=[],
            extra=fight_state(),  # the system's state ends with the fight
            round=1,
            turn=0,
            surprise=None,
            active=False,
        )


def _zones_reset(ctx: OpContext, before: list[AnyCombatant]) -> None:
    """Zones belong to a fight: members start the next one where a newcomer does (the
    system's first zone); the log says who moved, so no zone changes unseen."""
    adapter = ctx.adapter
    if not adapter.zones:  # a system without zones
        return
    start = adapter.zones[0]
    moved = [c.id for c in before if c.side == "party" and adapter.zone_of(c) not in (None, start)]
    if moved:
        names = ", ".join(name_of(ctx.party, cid) for cid in moved)
        zone = adapter.zone_word(start)
        ctx.log(
            t(
                "Zones reset for the next fight: everyone {zone} (moved: {names})",
                zone=zone,
                names=names,
            )
        )
