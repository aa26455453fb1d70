"""Operations on the fight every system has: turns, order, combatants, conditions, harm
and resources.

Each is a frozen model of its arguments (see ``gmconsole.state.operation``); ``apply``
changes state only through ctx, logs what it did, and raises OpError (nothing changed)
when it cannot be done. What differs between systems is asked of ``ctx.adapter``.
"""

from __future__ import annotations

from typing import Any, Literal

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import Id, Name, Notes, ranged
from gmconsole.model.party import Combatant, Condition
from gmconsole.state import durations
from gmconsole.state.context import OpContext, OpError, name_of
from gmconsole.state.duration_words import duration, rounds_word
from gmconsole.state.fallen import fallen_last
from gmconsole.state.groups import (
    blocks,
    free_group_id,
    log_joined,
    mates,
    others_up,
    share_initiative,
    together,
    unit_name,
)
from gmconsole.state.initiative import placed_by_initiative
from gmconsole.state.not_applied import RollNotApplied  # noqa: F401  (registers it)
from gmconsole.state.operation import Operation
from gmconsole.text import plain


class OnCombatant(Operation):
    """An operation on one combatant (its id is what the screen remembers as the target)."""

    cid: Id

    @property
    def target(self) -> str | None:
        return self.cid


def _out(ctx: OpContext, combatant: Combatant) -> bool:
    character = ctx.character(combatant.id)
    return ctx.adapter.health(character, combatant).out_of_fight


def _name(ctx: OpContext, cid: str) -> str:
    return name_of(ctx.party, cid)


def _require_fight(ctx: OpContext) -> None:
    if not ctx.combatants:
        raise OpError(t("nobody is in the fight: add combatants first (a)"))


def _end_of_turn(ctx: OpContext, combatant: Combatant) -> None:
    """The owner's turn ends: mark it acted and tick its conditions (a group's turn ends
    once, for every member up: gmconsole.state.groups)."""
    for owner in [combatant, *others_up(ctx, combatant)]:
        ctx.set(owner, "acted", True)
        durations.turn_ends(ctx, owner)


def _new_round(ctx: OpContext) -> None:
    encounter = ctx.party.encounter
    durations.round_ends(ctx)
    ctx.set(encounter, "round", encounter.round + 1)
    for combatant in ctx.combatants:
        ctx.set(combatant, "acted", False)
        if combatant.delayed:
            ctx.set(combatant, "delayed", False)
    ctx.adapter.on_round_start(ctx)
    ctx.log(t("Round {number} begins", number=encounter.round))


def _start_of_turn(ctx: OpContext, combatant: Combatant) -> None:
    for owner in [combatant, *others_up(ctx, combatant)]:  # a group: every member up
        durations.turn_starts(ctx, owner)
        ctx.adapter.on_turn_start(ctx, owner)


def _turn_name(ctx: OpContext, combatant: Combatant) -> str:
    """Whose turn, as the log says it: a group with several members up by its name."""
    if combatant.group is None or not others_up(ctx, combatant):
        return _name(ctx, combatant.id)
    from gmconsole.state.groups import describe

    return describe(ctx.party, combatant.group)


def _advance(ctx: OpContext) -> None:
    """Move the marker to the next combatant able to act who has not acted this round.

    Before the round ends, a combatant still delaying is given the turn (it would
    otherwise lose it silently when the delays reset); then a new round starts.
    """
    combatants = ctx.combatants
    encounter = ctx.party.encounter
    index = encounter.turn
    wrapped = False
    # The rest of this round, then (once) the whole new round: after a turn given back
    # to an early place, the new round's first places come after more than len steps.
    for _ in range(2 * len(combatants) + 1):
        index += 1
        if index >= len(combatants):
            if wrapped:
                break
            waiting = next(
                (i for i, c in enumerate(combatants) if c.delayed and not _out(ctx, c)), None
            )
            if waiting is not None:
                combatant = combatants[waiting]
                for mate in mates(combatants, combatant):
                    if mate.delayed:
                        ctx.set(mate, "delayed", False)
                ctx.set(encounter, "turn", waiting)
                durations.turn_starts(ctx, combatant)
                ctx.log(
                    t(
                        "Turn: {name} (was delaying: acts before round {number} ends)",
                        name=_name(ctx, combatant.id),
                        number=encounter.round,
                    )
                )
                return
            index = 0
            _new_round(ctx)
            wrapped = True
        candidate = combatants[index]
        if not _out(ctx, candidate) and not candidate.delayed and not candidate.acted:
            ctx.set(encounter, "turn", index)
            _start_of_turn(ctx, candidate)
            ctx.log(t("Turn: {name}", name=_turn_name(ctx, candidate)))
            return
        if not candidate.acted and not candidate.delayed:
            durations.turn_skipped(ctx, candidate)
    raise OpError(t("nobody can act: every combatant is down, dead or delaying"))


class NextTurn(Operation, name="next_turn", label=translatable("next turn")):
    """Next turn."""

    def apply(self, ctx: OpContext) -> None:
        _require_fight(ctx)
        current = ctx.combatants[ctx.party.encounter.turn]
        _end_of_turn(ctx, current)
        _advance(ctx)


class PreviousTurn(Operation, name="previous_turn", label=translatable("previous turn")):
    """Move the marker back (conditions are not un-ticked: undo restores exactly)."""

    def apply(self, ctx: OpContext) -> None:
        _require_fight(ctx)
        encounter = ctx.party.encounter
        index = encounter.turn
        for _ in range(len(ctx.combatants)):
            index -= 1
            if index < 0:
                if encounter.round == 1:
                    raise OpError(t("already at the first turn of round 1"))
                index = len(ctx.combatants) - 1
                ctx.set(encounter, "round", encounter.round - 1)
            if not _out(ctx, ctx.combatants[index]):
                here = ctx.combatants[index]
                group = [c for c in mates(ctx.combatants, here) if not _out(ctx, c)]
                index = next(i for i, c in enumerate(ctx.combatants) if c is group[0])
                ctx.set(encounter, "turn", index)
                for mate in group:  # a group's turn comes back to all its members up
                    ctx.set(mate, "acted", False)
                ctx.log(
                    t(
                        "Back to: {name} (round {number})",
                        name=_name(ctx, ctx.combatants[index].id),
                        number=encounter.round,
                    )
                )
                return
        raise OpError(t("nobody can act"))


class SetTurn(OnCombatant, name="set_turn", label=translatable("turn given")):
    """Set turn."""

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        index = ctx.index_of(cid)
        ctx.set(ctx.party.encounter, "turn", index)
        if ctx.combatants[index].delayed:
            ctx.set(ctx.combatants[index], "delayed", False)
        ctx.log(t("Turn given to {name}", name=_name(ctx, cid)))
        durations.turn_starts(ctx, ctx.combatants[index])


# --- Order and initiative ---------------------------------------------------------------


def _reorder(ctx: OpContext, order: list[Combatant]) -> None:
    encounter = ctx.party.encounter
    current = ctx.combatants[encounter.turn] if ctx.combatants else None
    ctx.set(encounter, "combatants", order)
    if current is not None:
        ctx.set(encounter, "turn", next(i for i, c in enumerate(order) if c is current))


def _sorted_by_initiative(combatants: list[Combatant]) -> list[Combatant]:
    return together(_by_initiative(combatants))  # a group is never split


def _by_initiative(combatants: list[Combatant]) -> list[Combatant]:
    indexed = list(enumerate(combatants))
    indexed.sort(
        key=lambda item: (
            item[1].initiative is None,
            -(item[1].initiative or 0),
            -item[1].tiebreak,
            item[0],
        )
    )
    return [c for _, c in indexed]


class RollInitiative(Operation, name="roll_initiative", label=translatable("initiative roll")):
    """Roll for one combatant, or for everyone and start at the top of round 1's order."""

    cid: Id | None = None

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        _require_fight(ctx)
        if ctx.adapter.initiative_by_order():
            raise OpError(
                t(
                    "{system} has no initiative roll: players go first in the order they "
                    "choose, then enemies (move with [ and ], surprise with S)",
                    system=ctx.adapter.title,
                )
            )
        targets = [ctx.combatant(cid)] if cid else list(ctx.combatants)
        rolled: set[str] = set()
        for combatant in targets:
            if combatant.group is not None and combatant.group in rolled:
                continue  # one initiative a group: its first member rolls for it
            value, tiebreak, text = ctx.adapter.roll_initiative(ctx, ctx.character(combatant.id))
            ctx.set(combatant, "initiative", value)
            ctx.set(combatant, "tiebreak", tiebreak)
            ctx.log(plain(text))
            if combatant.group is not None:
                rolled.add(combatant.group)
                share_initiative(ctx, combatant)
        order = _sorted_by_initiative(ctx.combatants)
        if cid is None:
            order = fallen_last(ctx, order)  # the fallen stay at the end (third pass)
            ctx.set(ctx.party.encounter, "combatants", order)
            ctx.set(ctx.party.encounter, "turn", 0)
            ctx.set(ctx.party.encounter, "active", True)
            names = ", ".join(_name(ctx, c.id) for c in order)
            ctx.log(t("Initiative order: {names}", names=names))
        else:
            _reorder(ctx, placed_by_initiative(ctx.combatants, targets[0]))


class SetInitiative(OnCombatant, name="set_initiative", label=translatable("initiative set")):
    value: ranged(-99, 999)

    def apply(self, ctx: OpContext) -> None:
        cid, value = self.cid, self.value
        if not -99 <= value <= 999:
            raise OpError(t("initiative must be -99..999 (got {value})", value=value))
        combatant = ctx.combatant(cid)
        ctx.set(combatant, "initiative", value)
        share_initiative(ctx, combatant)  # a group's members share it
        ctx.log(t("{name}: initiative set to {value}", name=_name(ctx, cid), value=value))
        if not ctx.adapter.initiative_by_order():
            # Only this combatant moves; the others keep their order (manual moves stay).
            _reorder(ctx, placed_by_initiative(ctx.combatants, combatant))


class SortByInitiative(
    Operation, name="sort_by_initiative", label=translatable("sort by initiative")
):
    """Sort by initiative."""

    def apply(self, ctx: OpContext) -> None:
        _reorder(ctx, _sorted_by_initiative(ctx.combatants))
        ctx.log(t("Order sorted by initiative"))


class Move(OnCombatant, name="move", label=translatable("move in the order")):
    delta: Literal[-1, 1]

    def apply(self, ctx: OpContext) -> None:
        cid, delta = self.cid, self.delta
        # A group moves as one (its members stand together): past the whole next unit.
        units = blocks(list(ctx.combatants))
        mover = ctx.combatant(cid)
        index = next(i for i, unit in enumerate(units) if any(c is mover for c in unit))
        target = index + delta
        if not 0 <= target < len(units):
            already = t("{name} is already first") if delta < 0 else t("{name} is already last")
            raise OpError(already.format(name=_name(ctx, cid)))
        holder = ctx.combatants[ctx.party.encounter.turn]
        if all(holder not in unit for unit in (units[index], units[target])) and _out(
            ctx, units[index][0]
        ) != _out(ctx, units[target][0]):
            raise OpError(  # the fallen stay after everyone up (gmconsole.state.fallen)
                t("{name}: the fallen stay at the end of the order", name=_name(ctx, cid))
            )
        units[index], units[target] = units[target], units[index]
        order = [c for unit in units for c in unit]
        target = sum(len(unit) for unit in units[:target])  # a group: its first member's
        _reorder(ctx, order)
        moved = (
            t("{name} moved up to place {place}")
            if delta < 0
            else t("{name} moved down to place {place}")
        )
        ctx.log(moved.format(name=unit_name(ctx, mover), place=target + 1))  # a group: its name


class Delay(OnCombatant, name="delay", label=translatable("delayed turn")):
    """The current combatant holds its turn (its cost is the system's hook, on_delay)."""

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        _require_fight(ctx)
        combatant = ctx.combatant(cid)
        if ctx.combatants[ctx.party.encounter.turn] is not combatant:
            raise OpError(
                t(
                    "only the combatant whose turn it is can delay ({name} is not)",
                    name=_name(ctx, cid),
                )
            )
        group = [combatant, *others_up(ctx, combatant)]  # a group delays as one
        notes = []
        for mate in group:
            ctx.set(mate, "delayed", True)
            notes.append(ctx.adapter.on_delay(ctx, mate))
        note = notes[0]
        ctx.log(t("{name} delays{note}", name=_name(ctx, cid), note=note))
        _advance(ctx)


class ReturnNow(OnCombatant, name="return_now", label=translatable("acts now")):
    """A delayed combatant acts now, before (interrupting) the current one."""

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        combatant = ctx.combatant(cid)
        if not combatant.delayed:
            raise OpError(t("{name} is not delaying", name=_name(ctx, cid)))
        current = ctx.combatants[ctx.party.encounter.turn]
        movers = [c for c in mates(ctx.combatants, combatant) if c.delayed]  # a group: all
        for mover in movers:
            ctx.set(mover, "delayed", False)
            durations.turn_starts(ctx, mover)
        if current is combatant:  # the turn was already given to it
            ctx.log(t("{name} acts now", name=_name(ctx, cid)))
            return
        moving = {id(c) for c in movers}
        order = [c for c in ctx.combatants if id(c) not in moving]
        position = order.index(current)
        order[position:position] = movers
        ctx.set(ctx.party.encounter, "combatants", order)
        ctx.set(ctx.party.encounter, "turn", position)
        ctx.log(
            t(
                "{name} acts now, interrupting {other}",
                name=_name(ctx, cid),
                other=_name(ctx, current.id),
            )
        )


# --- Combatants --------------------------------------------------------------------------


def _free_id(ctx: OpContext, base: str) -> tuple[str, int]:
    used = {c.id for c in ctx.party.members} | {e.id for e in ctx.party.encounter.enemies}
    used |= {r.id for r in ctx.party.roster}
    number = 1
    while f"{base}-{number}" in used:
        number += 1
    return f"{base}-{number}", number


def _add_enemy(
    ctx: OpContext,
    data: dict[str, Any],
    hidden: bool = False,
    initiative: int | None = None,
    group: str | None = None,
    after: Combatant | None = None,
) -> Combatant:
    """The enemy joins the fight (``group``: in that group, right ``after`` its last
    member, with its initiative); returns its place in the order."""
    party = ctx.party
    enemy_model = (
        type(party)
        .model_fields["encounter"]
        .annotation.model_fields[  # type: ignore[union-attr]
            "enemies"
        ]
        .annotation.__args__[0]
    )
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
    ctx.rec.append(party.encounter, "enemies", enemy)
    newcomer = party.encounter.new_combatant(enemy.id, "enemy", hidden=hidden, group=group)
    if after is not None:
        join_after(ctx, newcomer, after)
    else:
        _join(ctx, newcomer, initiative)
    if not party.encounter.active:
        ctx.set(party.encounter, "active", True)
    return ctx.combatant(enemy.id)


def join_after(ctx: OpContext, newcomer: Combatant, previous: Combatant) -> None:
    """A group's next member: right after ``previous``, with its initiative."""
    shared = {"initiative": previous.initiative, "tiebreak": previous.tiebreak}
    after = next(i for i, c in enumerate(ctx.combatants) if c is previous)
    _insert(ctx, newcomer.model_copy(update=shared), after + 1)


def _join(ctx: OpContext, newcomer: Combatant, initiative: int | None) -> None:
    """Put a newcomer in its place in the order: by the system's side rule (EZD6:
    players, then enemies), or by initiative (typed, else rolled by the system's rule)
    once the order has been set; at the end while nobody has an initiative yet."""
    combatants = ctx.combatants
    if ctx.adapter.initiative_by_order():
        same_side = [i for i, c in enumerate(combatants) if c.side == newcomer.side]
        if same_side:
            position = same_side[-1] + 1
        else:
            position = 0 if newcomer.side == "party" else len(combatants)
        _insert(ctx, newcomer, position)
        return
    ordered = any(c.initiative is not None for c in combatants)
    if initiative is None and ordered:
        value, tiebreak, text = ctx.adapter.roll_initiative(ctx, ctx.character(newcomer.id))
        newcomer = newcomer.model_copy(update={"initiative": value, "tiebreak": tiebreak})
        ctx.log(plain(text))
    elif initiative is not None:
        newcomer = newcomer.model_copy(update={"initiative": initiative})
        ctx.log(
            t("{name}: initiative set to {value}", name=_name(ctx, newcomer.id), value=initiative)
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


def _insert(ctx: OpContext, newcomer: Combatant, position: int) -> None:
    """Insert into the order; whose turn it is stays the same combatant."""
    encounter = ctx.party.encounter
    order = list(encounter.combatants)
    order.insert(position, newcomer)
    turn = encounter.turn + (1 if order and position <= encounter.turn and len(order) > 1 else 0)
    ctx.set(encounter, "combatants", order)
    if turn != encounter.turn and turn < len(order):
        ctx.set(encounter, "turn", turn)


class AddFromRoster(Operation, name="add_from_roster", label=translatable("add from the roster")):
    """Enemies from the roster join the fight in order, hidden from the players."""

    roster_id: Id
    count: ranged(1, 50) = 1
    initiative: ranged(-99, 999) | None = None
    """A typed initiative for all of them; else each rolls by the system's rule."""
    group: bool = False
    """They come in as one group (one initiative, one turn, one row)."""

    def apply(self, ctx: OpContext) -> None:
        roster_id, count = self.roster_id, self.count
        entry = next((r for r in ctx.party.roster if r.id == roster_id), None)
        if entry is None:
            raise OpError(t("no roster entry {id}", id=repr(roster_id)))
        names = []
        group = free_group_id(ctx, roster_id) if self.group and count > 1 else None
        previous: Combatant | None = None
        for _ in range(count):
            cid, number = _free_id(ctx, roster_id)
            data = entry.model_dump(exclude={"count"})
            data.update(id=cid, name=f"{entry.name} {number}")
            joined = _add_enemy(
                ctx, data, hidden=True, initiative=self.initiative, group=group, after=previous
            )
            previous = joined if group is not None else None
            names.append(plain(data["name"]))
        ctx.log(t("Joined the fight: {names}", names=", ".join(names)))
        log_joined(ctx, group)


class QuickAdd(Operation, name="quick_add", label=translatable("quick add")):
    """An enemy made on the spot (a name and its HP or strikes), placed in the order."""

    name: Name
    value: ranged(0, 999) = 0
    initiative: ranged(-99, 999) | None = None

    def apply(self, ctx: OpContext) -> None:
        name, value = self.name, self.value
        name = name.strip()
        if not name:
            raise OpError(t("a name is needed"))
        cid, _ = _free_id(ctx, "quick")
        _add_enemy(ctx, ctx.adapter.quick_character(cid, name, value), initiative=self.initiative)
        ctx.log(t("Joined the fight: {names} (quick-add)", names=plain(name)))


class AddMember(OnCombatant, name="add_member", label=translatable("add party member")):
    """Party members join the fight (``also``: several at once), placed in the order."""

    also: tuple[Id, ...] = ()
    initiative: ranged(-99, 999) | None = None

    def apply(self, ctx: OpContext) -> None:
        for cid in dict.fromkeys((self.cid, *self.also)):
            if not any(m.id == cid for m in ctx.party.members):
                raise OpError(t("no party member {id}", id=repr(cid)))
            if any(c.id == cid for c in ctx.combatants):
                raise OpError(t("{name} is already in the fight", name=_name(ctx, cid)))
            _join(ctx, ctx.party.encounter.new_combatant(cid, "party"), self.initiative)
            ctx.log(t("Joined the fight: {names}", names=_name(ctx, cid)))


class Remove(OnCombatant, name="remove", label=translatable("remove")):
    """Remove."""

    def apply(self, ctx: OpContext) -> None:
        cid = self.cid
        encounter = ctx.party.encounter
        index = ctx.index_of(cid)
        name = _name(ctx, cid)
        combatant = ctx.rec.remove_at(encounter, "combatants", index)
        if combatant.side == "enemy":
            position = next(i for i, e in enumerate(encounter.enemies) if e.id == cid)
            ctx.rec.remove_at(encounter, "enemies", position)
        ctx.adapter.on_leave(ctx, cid)
        remaining = len(encounter.combatants)
        turn = encounter.turn
        if index < turn:
            turn -= 1
        if turn >= remaining:
            turn = 0
        ctx.set(encounter, "turn", turn)
        ctx.log(t("Left the fight: {name}", name=name))
        durations.leaves(ctx, {cid}, t("{other} left the fight"))


class EndFight(Operation, name="end_fight", label=translatable("end of the fight")):
    """Enemies leave; members stay in the tracker with their state (HP, conditions,
    notes), ready for the next fight."""

    def apply(self, ctx: OpContext) -> None:
        encounter = ctx.party.encounter
        _require_fight(ctx)
        if not encounter.active and not encounter.enemies:
            raise OpError(t("no fight is running (only party members are in the tracker)"))
        ctx.log(
            t(
                "The fight ends after {rounds}: enemies leave, members stay",
                rounds=rounds_word(encounter.round),
            )
        )
        durations.round_ends(ctx)
        durations.leaves(
            ctx, {c.id for c in encounter.combatants if c.side == "enemy"}, t("{other} left")
        )
        members = [
            encounter.new_combatant(
                c.id, "party", conditions=durations.fresh_fight(c.conditions), notes=c.notes
            )
            for c in encounter.combatants
            if c.side == "party"
        ]
        ctx.set(encounter, "combatants", members)
        ctx.set(encounter, "enemies", [])
        _, fight_state = encounter.state_models()
        ctx.set(encounter, "extra", fight_state())  # the system's state ends with the fight
        ctx.set(encounter, "round", 1)
        ctx.set(encounter, "turn", 0)
        ctx.set(encounter, "surprise", None)
        ctx.set(encounter, "active", False)


# --- Conditions and notes -------------------------------------------------------------


class AddCondition(OnCombatant, name="add_condition", label=translatable("add condition")):
    """A condition on one combatant, or on several at once (``also``), with its duration
    (``gmconsole.state.durations`` ends it): ``rounds`` ticking at the ``ticks`` of the
    bearer's turn, or ``until`` the start or end of ``of``'s turn or the round's end."""

    name: Name
    rounds: ranged(1, 999) | None = None
    also: tuple[Id, ...] = ()
    ticks: Literal["end", "start"] = "end"
    until: Literal["turn_start", "turn_end", "round_end"] | None = None
    of: Id | None = None

    def apply(self, ctx: OpContext) -> None:
        for cid in dict.fromkeys((self.cid, *self.also)):
            self._on(ctx, cid)
        name = self.name.strip()
        party = ctx.party
        if name not in party.conditions_used:
            ctx.rec.append(party, "conditions_used", name)

    def _on(self, ctx: OpContext, cid: str) -> None:
        name = self.name.strip()
        if not name:
            raise OpError(t("a condition needs a name"))
        if self.of is not None:
            ctx.combatant(self.of)  # refused (nothing changes) when not in the fight
        if self.until is not None and self.rounds is not None:
            raise OpError(t("rounds and until cannot be used together: choose one"))
        if (self.until in durations.WAITING) != (self.of is not None):
            raise OpError(
                t("until the start or end of a turn needs whose turn (of), and only then")
            )
        condition = Condition(
            name=name, rounds=self.rounds, ticks=self.ticks, until=self.until, of=self.of
        )
        combatant = ctx.combatant(cid)
        ctx.rec.append(combatant, "conditions", condition)
        ctx.log(
            t(
                "{name}: {condition}, {duration}",
                name=_name(ctx, cid),
                condition=plain(name),
                duration=duration(ctx.party, condition),
            )
        )


class RemoveCondition(OnCombatant, name="remove_condition", label=translatable("remove condition")):
    index: ranged(0, 999)

    def apply(self, ctx: OpContext) -> None:
        cid, index = self.cid, self.index
        combatant = ctx.combatant(cid)
        if not 0 <= index < len(combatant.conditions):
            raise OpError(
                t("{name} has no condition #{number}", name=_name(ctx, cid), number=index + 1)
            )
        condition = ctx.rec.remove_at(combatant, "conditions", index)
        ctx.log(
            t("{name}: {condition} removed", name=_name(ctx, cid), condition=plain(condition.name))
        )


class SetNotes(OnCombatant, name="set_notes", label=translatable("notes")):
    """The character's notes (those of the party file), as the GM edits them."""

    text: Notes

    def apply(self, ctx: OpContext) -> None:
        character = ctx.character(self.cid)
        if character.notes == self.text:
            raise OpError(t("{name}: the notes are unchanged", name=_name(ctx, self.cid)))
        ctx.set(character, "notes", self.text)
        ctx.log(t("{name}: notes updated", name=_name(ctx, self.cid)))


class Damage(OnCombatant, name="damage", label=translatable("damage")):
    """Harm by the system's rule (HP, strikes, the harm counter), to one combatant or to
    several at once (``also``: a fireball, a volley), as one undo step."""

    amount: ranged(1, 999)
    also: tuple[Id, ...] = ()

    def apply(self, ctx: OpContext) -> None:
        for cid in dict.fromkeys((self.cid, *self.also)):
            ctx.log(
                plain(ctx.adapter.damage(ctx, ctx.character(cid), ctx.combatant(cid), self.amount))
            )
            # The fallen sink after the operation (gmconsole.state.fallen, run by the engine).


class Heal(OnCombatant, name="heal", label=translatable("healing")):
    """Healing by the system's rule, to one combatant or several (``also``)."""

    amount: ranged(1, 999)
    also: tuple[Id, ...] = ()

    def apply(self, ctx: OpContext) -> None:
        for cid in dict.fromkeys((self.cid, *self.also)):
            ctx.log(
                plain(ctx.adapter.heal(ctx, ctx.character(cid), ctx.combatant(cid), self.amount))
            )


class Adjust(OnCombatant, name="adjust", label=translatable("resource change")):
    key: str
    delta: ranged(-999, 999)

    def apply(self, ctx: OpContext) -> None:
        cid, key, delta = self.cid, self.key, self.delta
        ctx.log(plain(ctx.adapter.adjust(ctx, ctx.character(cid), key, delta)))


class AdjustParty(Operation, name="adjust_party", label=translatable("party resource change")):
    key: str
    delta: ranged(-999, 999)

    def apply(self, ctx: OpContext) -> None:
        key, delta = self.key, self.delta
        ctx.log(plain(ctx.adapter.adjust_party(ctx, key, delta)))


class ToggleFlag(OnCombatant, name="toggle_flag", label=translatable("flag")):
    """The GM's flags: down, dead, and hidden from the players' view."""

    flag: Literal["down", "dead", "hidden"]

    def apply(self, ctx: OpContext) -> None:
        combatant = ctx.combatant(self.cid)
        value = not getattr(combatant, self.flag)
        ctx.set(combatant, self.flag, value)
        lines = {
            ("hidden", True): t("{name}: hidden from the players"),
            ("hidden", False): t("{name}: shown to the players"),
            ("down", True): t("{name}: now down"),
            ("down", False): t("{name}: no longer down"),
            ("dead", True): t("{name}: now dead"),
            ("dead", False): t("{name}: no longer dead"),
        }
        ctx.log(lines[self.flag, value].format(name=_name(ctx, self.cid)))


class LongRest(Operation, name="long_rest", label=translatable("rest")):
    """Long rest."""

    def apply(self, ctx: OpContext) -> None:
        ctx.log(plain(ctx.adapter.long_rest(ctx)))
