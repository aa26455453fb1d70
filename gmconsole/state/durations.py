"""When conditions end: the one place that ticks and expires them.

Every path that moves the turn reaches these hooks: ``turn_starts`` and ``turn_ends``
(``n``, enter giving the turn, delay and interrupt, a skipped turn of a combatant who is
down), ``round_ends`` and ``leaves`` (a combatant removed, or the fight's end) and
``fight_ends`` (what is timed in the fight's rounds and turns ends with it). Each expiry
is logged with its reason. A condition ends exactly once: it is gone after it expired,
and a count of rounds ticks at most once per round (``Condition.ticked``), so a turn
ended twice (after ``p``) does not count twice. ``p`` right after ``n`` is an undo of
the whole step, which brings an expired condition back.
"""

from __future__ import annotations

from gmconsole.i18n import t
from gmconsole.model.party import AnyCombatant, Condition
from gmconsole.state.context import OpContext, name_of
from gmconsole.text import plain

WAITING = ("turn_start", "turn_end")
"""Durations that wait for another combatant's turn."""


def _name(ctx: OpContext, cid: str) -> str:
    return name_of(ctx.party, cid)


def _expire(ctx: OpContext, bearer: AnyCombatant, condition: Condition, why: str) -> None:
    ctx.log(
        t(
            "{name}: {condition} expired ({why})",
            name=_name(ctx, bearer.id),
            condition=plain(t(condition.name)),
            why=why,
        )
    )


def _update(ctx: OpContext, bearer: AnyCombatant, kept: list[Condition]) -> None:
    ctx.update_combatant(bearer.id, conditions=kept)


def _watchers(ctx: OpContext, cid: str, kinds: tuple[str, ...]) -> list[AnyCombatant]:
    return [
        c
        for c in ctx.combatants
        if c.conditions and any(x.of == cid and x.until in kinds for x in c.conditions)
    ]


def _skipped(why: str, skipped: bool) -> str:
    return why + (t(", turn skipped: out of the fight") if skipped else "")


def turn_starts(ctx: OpContext, combatant: AnyCombatant, skipped: bool = False) -> None:
    """``combatant``'s turn begins (or is skipped): its rounds that tick at the start
    count down; conditions until the start of its turn end; those until the end of its
    turn now wait for that end."""
    number = ctx.party.encounter.round
    cid = combatant.id
    combatant = ctx.combatant(cid)  # as it is now
    bearers = _watchers(ctx, cid, WAITING)
    if combatant.conditions and all(b.id != cid for b in bearers):
        bearers.append(combatant)
    for bearer in bearers:
        kept: list[Condition] = []
        for condition in bearer.conditions:
            if bearer.id == cid and condition.rounds and condition.ticks == "start":
                kept.extend(_tick(ctx, bearer, condition, number, "start", skipped))
            elif condition.of == cid and condition.until == "turn_start":
                why = t("start of {other}'s turn", other=_name(ctx, cid))
                _expire(ctx, bearer, condition, _skipped(why, skipped))
            elif condition.of == cid and condition.until == "turn_end" and not condition.started:
                kept.append(condition.model_copy(update={"started": True}))
            else:
                kept.append(condition)
        _update(ctx, bearer, kept)


def turn_ends(ctx: OpContext, combatant: AnyCombatant, skipped: bool = False) -> None:
    """``combatant``'s turn ends (or is skipped): its rounds that tick at the end count
    down; conditions until the end of its (begun) next turn end."""
    number = ctx.party.encounter.round
    cid = combatant.id
    combatant = ctx.combatant(cid)  # as it is now
    bearers = _watchers(ctx, cid, ("turn_end",))
    if combatant.conditions and all(b.id != cid for b in bearers):
        bearers.append(combatant)
    for bearer in bearers:
        kept: list[Condition] = []
        for condition in bearer.conditions:
            if bearer.id == cid and condition.rounds and condition.ticks == "end":
                kept.extend(_tick(ctx, bearer, condition, number, "end", skipped))
            elif condition.of == cid and condition.until == "turn_end" and condition.started:
                why = t("end of {other}'s turn", other=_name(ctx, cid))
                _expire(ctx, bearer, condition, _skipped(why, skipped))
            else:
                kept.append(condition)
        _update(ctx, bearer, kept)


def _tick(
    ctx: OpContext,
    bearer: AnyCombatant,
    condition: Condition,
    number: int,
    when: str,
    skipped: bool,
) -> list[Condition]:
    """A count of rounds at its tick: kept one lower, or gone (at most once a round)."""
    if condition.ticked is not None and condition.ticked >= number:
        return [condition]
    assert condition.rounds is not None
    if condition.rounds <= 1:
        why = (
            t("its last round, at the start of its turn")
            if when == "start"
            else t("its last round, at the end of its turn")
        )
        _expire(ctx, bearer, condition, _skipped(why, skipped))
        return []
    return [condition.model_copy(update={"rounds": condition.rounds - 1, "ticked": number})]


def round_ends(ctx: OpContext) -> None:
    """The round ends: conditions until the end of the round end."""
    number = ctx.party.encounter.round
    for bearer in ctx.combatants:
        if not any(c.until == "round_end" for c in bearer.conditions):
            continue
        kept = []
        for condition in bearer.conditions:
            if condition.until == "round_end":
                _expire(ctx, bearer, condition, t("end of round {number}", number=number))
            else:
                kept.append(condition)
        _update(ctx, bearer, kept)


def leaves(ctx: OpContext, cids: set[str], why: str) -> None:
    """Combatants leave the fight: conditions waiting for their turns end now."""
    for bearer in ctx.combatants:
        if bearer.id in cids or not any(c.of in cids for c in bearer.conditions):
            continue
        kept = []
        for condition in bearer.conditions:
            if condition.of in cids:
                assert condition.of is not None
                _expire(ctx, bearer, condition, why.format(other=_name(ctx, condition.of)))
            else:
                kept.append(condition)
        _update(ctx, bearer, kept)


def fight_ends(ctx: OpContext) -> None:
    """The fight ends: the party's conditions timed in the fight's turns and rounds end
    with it (no round comes to count them: "Prone 1 round" on a row after ``E`` read as
    if it still ran, play-test 10); those until removed stay with the member."""
    for bearer in ctx.combatants:
        if bearer.side != "party" or not any(_timed(c) for c in bearer.conditions):
            continue
        kept = []
        for condition in bearer.conditions:
            if _timed(condition):
                _expire(ctx, bearer, condition, t("the fight ended"))
            else:
                kept.append(condition)
        _update(ctx, bearer, kept)


def _timed(condition: Condition) -> bool:
    return condition.rounds is not None or condition.until is not None


def turn_skipped(ctx: OpContext, combatant: AnyCombatant) -> None:
    """The turn passes over a combatant out of the fight (down, dead): its turn starts
    and ends for timing, so nothing waits forever for a turn that never comes."""
    if ctx.combatant(combatant.id).conditions or any(
        x.of == combatant.id for c in ctx.combatants for x in c.conditions
    ):
        turn_starts(ctx, combatant, skipped=True)
        turn_ends(ctx, combatant, skipped=True)
