"""EZD6 operations: a task or attack with boons, banes, helpers, karma, hero die, the
critical chain, armour saves per strike and spill-over; miraculous saves; potions.

``resolve_action`` is shared by the panel and the operation: the panel stops at each
choice (karma on a chain die, rolling the armour saves) and the operation replays the
same dice with the same choices.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmconsole.model.party import Combatant
from gmconsole.state.context import OpContext, OpError, character_index
from gmconsole.state.engine import operation
from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party
from gmconsole.text import plain
from rules import ezd6
from rules.dice import DiceSource, describe


@dataclass(frozen=True)
class ActionArgs:
    cid: str
    kind: str = "task"
    difficulty: int = 3
    boons: int = 0
    banes: int = 0
    helpers: tuple[str, ...] = ()
    hero: bool = False
    karma: int = 0
    chain_karma: tuple[int, ...] = ()
    target: str | None = None
    spill_target: str | None = None
    resolve_strikes: bool = True

    @classmethod
    def from_args(cls, args: dict[str, Any]) -> ActionArgs:
        data = dict(args)
        data["helpers"] = tuple(data.get("helpers", ()))
        data["chain_karma"] = tuple(data.get("chain_karma", ()))
        unknown = set(data) - set(cls.__dataclass_fields__)
        if unknown:
            raise OpError(f"unknown options: {', '.join(sorted(unknown))}")
        return cls(**data)

    def as_args(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["helpers"] = list(self.helpers)
        data["chain_karma"] = list(self.chain_karma)
        data.pop("resolve_strikes")
        return data


@dataclass(frozen=True)
class StrikeOnTarget:
    target: str
    saves: ezd6.ArmourSaves
    before: int
    after: int


@dataclass
class ActionResolution:
    args: ActionArgs
    roll: ezd6.RollResult
    chain: ezd6.CriticalChain | None = None
    strikes: int = 0
    hits: list[StrikeOnTarget] = field(default_factory=list)
    wasted: int = 0

    @property
    def karma_spent(self) -> int:
        return self.roll.karma_spent + (self.chain.karma_spent if self.chain else 0)


def _character(party: Ezd6Party, cid: str | None) -> Ezd6Character:
    found = character_index(party).get(cid or "")
    if found is None:
        raise OpError(f"no combatant {cid!r}")
    return found  # type: ignore[no-any-return]


def resolve_action(party: Ezd6Party, args: ActionArgs, dice: DiceSource) -> ActionResolution:
    actor = _character(party, args.cid)
    if args.kind not in ("task", "attack"):
        raise OpError(f"kind must be task or attack (got {args.kind!r})")
    if args.cid in args.helpers:
        raise OpError("a combatant cannot help itself")
    describe(dice, f"the roll ({ezd6.dice_count(args.boons, args.banes, len(args.helpers))}d6)")
    roll = ezd6.roll(args.difficulty, dice, args.boons, args.banes, len(args.helpers))
    if args.hero:
        describe(dice, "the hero die")
        roll = ezd6.use_hero_die(roll, dice, actor.hero_dice)
    if args.karma:
        roll = ezd6.spend_karma(roll, args.karma, actor.karma)
    resolution = ActionResolution(args, roll)
    if args.kind != "attack" or not roll.success:
        if args.chain_karma:
            raise OpError("karma on a chain die needs a critical hit")
        return resolution
    target = _character(party, args.target)
    if target is actor:
        raise OpError("a combatant cannot attack itself")
    strikes = actor.weapon_strikes
    if roll.critical:
        chain = ezd6.CriticalChain()
        index = 0
        while chain.going:
            describe(dice, f"critical chain die #{index + 1}")
            chain = chain.add(dice.roll(6))
            if index < len(args.chain_karma) and args.chain_karma[index]:
                left = actor.karma - roll.karma_spent - chain.karma_spent
                chain = chain.raise_last(left)
            index += 1
        if index < len(args.chain_karma):
            raise OpError("karma given for more chain dice than were rolled")
        resolution.chain = chain
        strikes += chain.extra_strikes
    resolution.strikes = strikes
    if not args.resolve_strikes:
        return resolution
    remaining = strikes
    for victim_id in (args.target, args.spill_target):
        if victim_id is None or remaining == 0:
            continue
        victim = _character(party, victim_id)
        if victim is actor:
            raise OpError("strikes cannot spill onto the attacker")
        current, rolled = victim.strikes, []
        while remaining and current > 0:
            if victim.armour_save is not None:
                describe(dice, f"{plain(victim.name)}'s armour save")
                rolled.append(dice.roll(6))
                if rolled[-1] < victim.armour_save:
                    current -= 1
            else:
                rolled.append(0)
                current -= 1
            remaining -= 1
        if rolled:
            saves = ezd6.ArmourSaves(victim.armour_save, tuple(rolled))
            resolution.hits.append(StrikeOnTarget(victim.id, saves, victim.strikes, current))
    resolution.wasted = remaining
    return resolution


def resolution_lines(party: Ezd6Party, resolution: ActionResolution) -> list[str]:
    index = character_index(party)
    args = resolution.args
    name = plain(index[args.cid].name)
    what = (
        "attacks " + plain(index[args.target].name)
        if args.kind == "attack" and args.target
        else "task"
    )
    lines = [f"{name} {what}: {resolution.roll.explanation}"]
    if args.helpers:
        helpers = ", ".join(plain(index[h].name) for h in args.helpers)
        lines.append(f"helped by {helpers} (they lose their next action)")
    if resolution.chain is not None:
        chain = resolution.chain.explanation
        if resolution.chain.karma_spent:
            chain += f" ({resolution.chain.karma_spent} karma raised chain dice to 6)"
        lines.append(chain)
    if args.kind == "attack" and resolution.roll.success:
        lines.append(f"{resolution.strikes} strike(s) dealt")
    for hit in resolution.hits:
        lines.append(
            f"{plain(index[hit.target].name)}: {hit.saves.explanation}: strikes "
            f"{hit.before} -> {hit.after}{' (down)' if hit.after == 0 else ''}"
        )
    if resolution.wasted:
        lines.append(f"{resolution.wasted} strike(s) beyond what downs the target are lost")
    return lines


def _combatant(ctx: OpContext, cid: str) -> Combatant | None:
    return next((c for c in ctx.combatants if c.id == cid), None)


@operation("ezd6_action")
def ezd6_action(ctx: OpContext, **raw: Any) -> None:
    party = ctx.party
    assert isinstance(party, Ezd6Party)
    args = ActionArgs.from_args(raw)
    resolution = resolve_action(party, args, ctx.dice)
    actor = _character(party, args.cid)
    for line in resolution_lines(party, resolution):
        ctx.log(line)
    if resolution.karma_spent:
        ctx.set(actor, "karma", actor.karma - resolution.karma_spent)
        ctx.log(
            f"{plain(actor.name)}: karma {actor.karma + resolution.karma_spent} -> {actor.karma}"
        )
    if args.hero:
        ctx.set(actor, "hero_dice", actor.hero_dice - 1)
    for hit in resolution.hits:
        ctx.set(_character(party, hit.target), "strikes", hit.after)
    combatant = _combatant(ctx, args.cid)
    if combatant is not None:
        ctx.set(combatant, "used", combatant.used.model_copy(update={"action": True}))
    for helper in args.helpers:
        helper_combatant = _combatant(ctx, helper)
        if helper_combatant is not None:
            ctx.set(helper_combatant, "loses_next_action", True)


@operation("ezd6_miraculous_save")
def ezd6_miraculous_save(
    ctx: OpContext, cid: str, life_threatening: bool = False, harm: int = 1
) -> None:
    party = ctx.party
    assert isinstance(party, Ezd6Party)
    character = _character(party, cid)
    describe(ctx.dice, "the miraculous save")
    save = ezd6.miraculous_save(character.miraculous_save, ctx.dice, life_threatening)
    ctx.log(f"{plain(character.name)}: {save.explanation}")
    combatant = _combatant(ctx, cid)
    if life_threatening:
        if save.passed:
            ctx.set(character, "strikes", 1)
            if combatant is not None and combatant.down:
                ctx.set(combatant, "down", False)
        else:
            ctx.set(character, "strikes", 0)
            if combatant is not None:
                ctx.set(combatant, "down", True)
        return
    if not save.passed:
        if not 1 <= harm <= 20:
            raise OpError(f"harm must be 1..20 strikes (got {harm})")
        before = character.strikes
        ctx.set(character, "strikes", ezd6.apply_strikes(before, harm))
        ctx.log(f"{plain(character.name)}: strikes {before} -> {character.strikes}")


@operation("ezd6_potion")
def ezd6_potion(ctx: OpContext, cid: str, amount: int = 1) -> None:
    """A potion: heals by its amount and takes the free action."""
    party = ctx.party
    assert isinstance(party, Ezd6Party)
    character = _character(party, cid)
    value = ezd6.heal_strikes(character.strikes, character.strikes_max, amount)
    if value == character.strikes:
        raise OpError(f"{plain(character.name)} has all strikes")
    ctx.log(f"{plain(character.name)} drinks a potion: strikes {character.strikes} -> {value}")
    ctx.set(character, "strikes", value)
    combatant = _combatant(ctx, cid)
    if combatant is not None:
        ctx.set(combatant, "used", combatant.used.model_copy(update={"free": True}))


@operation("ezd6_buy_hero_die")
def ezd6_buy_hero_die(ctx: OpContext, cid: str) -> None:
    party = ctx.party
    assert isinstance(party, Ezd6Party)
    if not party.options.hero_die_for_karma:
        raise OpError("buying hero dice with karma is off in this party's options")
    character = _character(party, cid)
    left = ezd6.buy_hero_die(character.karma)
    if character.hero_dice >= 9:
        raise OpError("hero dice are at most 9")
    ctx.set(character, "karma", left)
    ctx.set(character, "hero_dice", character.hero_dice + 1)
    ctx.log(f"{plain(character.name)} buys a hero die for 5 karma ({left} karma left)")
