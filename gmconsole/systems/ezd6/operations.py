# mypy: disable-error-code="valid-type"
"""EZD6 operations: a task or attack with boons, banes, helpers, karma, hero die, the
critical chain, armour saves per strike and spill-over; miraculous saves; potions; a hero
die bought with karma.

``resolve_action`` is shared by the panel and the operation: the panel stops at each
choice (karma on a chain die, rolling the armour saves) and the operation replays the
same dice with the same choices.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from pydantic import AliasChoices, Field, model_validator

from gmconsole.i18n import t, tn, translatable
from gmconsole.model.fields import Id, ranged
from gmconsole.model.party import Combatant
from gmconsole.state.context import OpContext, OpError, find_character, name_of
from gmconsole.state.operation import OnCombatant
from gmconsole.state.targets import target_warning
from gmconsole.systems.base import SystemAdapter
from gmconsole.systems.ezd6.adapter import Ezd6Adapter
from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party, state_of
from gmconsole.systems.ezd6.state import change, spend
from rules import ezd6
from rules.dice import DiceSource, describe

Difficulty = ranged(ezd6.DIFFICULTY_MIN, ezd6.DIFFICULTY_MAX)
ExtraDice = ranged(0, ezd6.MAX_EXTRA_DICE)


class Ezd6Action(OnCombatant, name="ezd6_action", label=translatable("EZD6 roll")):
    """A task or an attack: the roll, the GM's choices after it, and (for a hit) where
    the strikes go."""

    kind: Literal["task", "attack"] = "task"
    difficulty: Difficulty = 3
    boons: ExtraDice = 0
    banes: ExtraDice = 0
    helpers: tuple[Id, ...] = ()
    """Combatants who help (each adds a die like a boon and loses their next action)."""
    hero: ranged(0, 9) = 0
    """Hero dice spent: each rerolls the die that shows the kept 1 (the roll is read
    again with the same keep rule)."""
    karma: ranged(0, 5) = 0
    """Karma on the kept die (+1 each)."""
    chain_karma: tuple[ranged(0, 5), ...] = ()
    """Karma spent on each critical chain die, in order (0: none)."""
    target_cid: Id | None = Field(None, validation_alias=AliasChoices("target_cid", "target"))
    """Who is attacked (attacks only; ``target``, its name in journals before typed
    operations, is read too)."""
    spill_target: Id | None = None
    save_hero: tuple[ranged(0, 99), ...] = ()
    """The attacked player character's hero dice: the armour save die each rerolls (a 1)."""
    save_karma: tuple[ranged(0, 5), ...] = ()
    """The attacked player character's karma on each armour save die, in order."""
    """Who receives the strikes beyond what downs the target."""

    @model_validator(mode="after")
    def _consistent(self) -> Ezd6Action:
        if self.cid in self.helpers:
            raise ValueError(t("a combatant cannot help itself"))
        if self.target_cid is not None and self.target_cid in self.helpers:
            raise ValueError(t("the target cannot help the attack"))
        if len(set(self.helpers)) != len(self.helpers):
            raise ValueError(t("a helper is listed twice"))
        if self.kind == "attack":
            if self.target_cid is None:
                raise ValueError(t("an attack needs a target_cid"))
            if self.spill_target in (self.cid, self.target_cid):
                raise ValueError(t("spill_target must be another combatant"))
        elif (
            self.target_cid is not None
            or self.spill_target is not None
            or self.chain_karma
            or self.save_hero
            or self.save_karma
        ):
            raise ValueError(t("a task has no target_cid, spill_target, chain_karma or saves"))
        return self

    @property
    def target(self) -> str | None:
        """The attacked combatant (a task has none)."""
        return self.target_cid

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        for helper in self.helpers:
            problem = helper_problem(party, self.cid, self.target_cid, helper)
            if problem:
                raise OpError(t("helpers: {problem}", problem=problem))
        warnings = action_warnings(party, ctx.adapter, self)
        resolution = resolve_action(party, self, ctx.dice)
        ctx.rolled(resolution.roll)
        actor = _character(party, self.cid)
        for warning in warnings:
            ctx.log(t("GM's call: {warning}", warning=warning))
        for line in resolution_lines(party, resolution):
            ctx.log(line)
        if resolution.karma_spent:
            before = actor.karma
            ctx.set(actor, "karma", before - resolution.karma_spent)
            ctx.log(_karma_line(name_of(party, self.cid), before, actor.karma))
        if self.hero:
            before = actor.hero_dice
            ctx.set(actor, "hero_dice", before - self.hero)
            ctx.log(_hero_line(name_of(party, self.cid), before, actor.hero_dice))
        for hit in resolution.hits:
            ctx.set(_character(party, hit.target), "strikes", hit.after)
        if self.target_cid is not None and (self.save_hero or self.save_karma):
            victim = _character(party, self.target_cid)
            victim_name = name_of(party, self.target_cid)
            if self.save_hero:
                before = victim.hero_dice
                ctx.set(victim, "hero_dice", before - len(self.save_hero))
                ctx.log(_hero_line(victim_name, before, victim.hero_dice))
            if self.save_karma:
                before = victim.karma
                ctx.set(victim, "karma", before - sum(self.save_karma))
                ctx.log(_karma_line(victim_name, before, victim.karma))
        combatant = _in_fight(ctx, self.cid)
        if combatant is not None:
            spend(ctx, combatant, action=True)
        for helper in self.helpers:
            helper_combatant = _in_fight(ctx, helper)
            if helper_combatant is not None:
                change(ctx, helper_combatant, loses_next_action=True)


def _karma_line(name: str, before: int, after: int) -> str:
    return t("{name}: karma {before} -> {after}", name=name, before=before, after=after)


def _hero_line(name: str, before: int, after: int) -> str:
    return t("{name}: hero dice {before} -> {after}", name=name, before=before, after=after)


def _strikes_line(name: str, before: int, after: int) -> str:
    return t("{name}: strikes {before} -> {after}", name=name, before=before, after=after)


@dataclass(frozen=True)
class StrikeOnTarget:
    target: str
    saves: ezd6.ArmourSaves
    before: int
    after: int


@dataclass
class ActionResolution:
    action: Ezd6Action
    roll: ezd6.RollResult
    chain: ezd6.CriticalChain | None = None
    strikes: int = 0
    hits: list[StrikeOnTarget] = field(default_factory=list)
    spillable: int = 0
    """Chain strikes left after the target went down (they may go to another target)."""
    wasted: int = 0
    """Strikes that landed nowhere: ``lost_weapon`` plus the chain strikes not sent (or
    beyond what downs the spill target)."""
    lost_weapon: int = 0
    """The weapon's own strikes beyond what downs the target: they never spill."""

    @property
    def karma_spent(self) -> int:
        return self.roll.karma_spent + (self.chain.karma_spent if self.chain else 0)


def _character(party: Ezd6Party, cid: str) -> Ezd6Character:
    return find_character(party, cid)  # type: ignore[no-any-return]


def _in_fight(ctx: OpContext, cid: str) -> Combatant | None:
    return next((c for c in ctx.combatants if c.id == cid), None)


def resolve_action(
    party: Ezd6Party, op: Ezd6Action, dice: DiceSource, resolve_strikes: bool = True
) -> ActionResolution:
    """Roll (or replay) an action; ``resolve_strikes=False`` stops before the armour saves."""
    actor = _character(party, op.cid)
    for helper in op.helpers:
        _character(party, helper)
    count = ezd6.dice_count(op.boons, op.banes, len(op.helpers))
    describe(dice, t("the roll ({count}d6)", count=count))
    attack = op.kind == "attack"
    roll = ezd6.roll(op.difficulty, dice, op.boons, op.banes, len(op.helpers), attack)
    for spent in range(op.hero):
        describe(dice, t("hero die #{number}", number=spent + 1))
        roll = ezd6.use_hero_die(roll, dice, actor.hero_dice - spent)
    if op.karma:
        roll = ezd6.spend_karma(roll, op.karma, actor.karma)
    resolution = ActionResolution(op, roll)
    if op.kind != "attack" or not roll.success:
        if op.chain_karma:
            raise OpError(t("karma on a chain die needs a critical hit"))
        if op.save_hero or op.save_karma:
            raise OpError(t("save_karma/save_hero: there are no armour saves without a hit"))
        return resolution
    assert op.target_cid is not None  # the model requires it for an attack
    if op.target_cid == op.cid:
        raise OpError(t("a combatant cannot attack itself"))
    _character(party, op.target_cid)
    _refuse_unheld(party, op.target_cid, karma=bool(op.save_karma), hero=bool(op.save_hero))
    strikes = actor.weapon_strikes
    if op.spill_target is not None:
        reach = reach_problem(party, op.cid, op.spill_target)
        if reach:
            raise OpError(
                t(
                    "spill_target: {name} is {reach}",
                    name=name_of(party, op.spill_target),
                    reach=reach,
                )
            )
    if roll.critical:
        chain = ezd6.CriticalChain()
        index = 0
        while chain.going:
            describe(dice, t("critical chain die #{number}", number=index + 1))
            chain = chain.add(dice.roll(6))
            if index < len(op.chain_karma) and op.chain_karma[index]:
                left = actor.karma - roll.karma_spent - chain.karma_spent
                chain = chain.raise_last(left)
            index += 1
        if index < len(op.chain_karma):
            raise OpError(t("karma given for more chain dice than were rolled"))
        resolution.chain = chain
        strikes += chain.extra_strikes
    resolution.strikes = strikes
    if not resolve_strikes:
        return resolution
    chain_strikes = resolution.chain.extra_strikes if resolution.chain else 0
    used = _strike(party, resolution, op.target_cid, strikes, dice, first=True)
    resolution.spillable = ezd6.spill_over(strikes, chain_strikes, used)
    remaining = strikes - used
    resolution.lost_weapon = remaining - resolution.spillable
    if op.spill_target is not None and resolution.spillable:
        remaining -= _strike(party, resolution, op.spill_target, resolution.spillable, dice)
    resolution.wasted = remaining
    return resolution


def _strike(
    party: Ezd6Party,
    resolution: ActionResolution,
    victim_id: str,
    strikes: int,
    dice: DiceSource,
    first: bool = False,
) -> int:
    """Roll the victim's armour saves strike by strike until it is down; returns how many
    strikes were spent on it. On the first target, the player's hero dice and karma on
    save dice (``save_hero``, ``save_karma``) change them as they are rolled."""
    op = resolution.action
    victim = _character(party, victim_id)
    name = name_of(party, victim_id)
    save_hero = op.save_hero if first else ()
    save_karma = op.save_karma if first else ()
    if victim.armour_save is None:
        taken = min(strikes, victim.strikes)
        if taken:
            saves = ezd6.ArmourSaves(None, (0,) * taken)
            resolution.hits.append(
                StrikeOnTarget(victim.id, saves, victim.strikes, victim.strikes - taken)
            )
        return taken
    saves = ezd6.ArmourSaves(victim.armour_save, ())
    current = victim.strikes
    hero_left, karma_left = victim.hero_dice, victim.karma
    while len(saves.dice) < strikes and current > 0:
        index = len(saves.dice)
        describe(dice, t("{name}'s armour save", name=name))
        die = dice.roll(6)
        saves = replace(
            saves,
            dice=(*saves.dice, die),
            rolled=None if saves.rolled is None else (*saves.rolled, die),
        )
        for _ in range(save_hero.count(index)):
            describe(
                dice, t("{name}'s hero die on armour save #{number}", name=name, number=index + 1)
            )
            saves = ezd6.use_hero_die_on_armour(saves, index, dice, hero_left)
            hero_left -= 1
        points = save_karma[index] if index < len(save_karma) else 0
        if points:
            saves = ezd6.spend_karma_on_armour(saves, index, points, karma_left)
            karma_left -= points
        if saves.dice[index] < victim.armour_save:
            current -= 1
    if max(save_hero, default=-1) >= len(saves.dice) or len(save_karma) > len(saves.dice):
        raise OpError(t("save_karma/save_hero: more armour save dice than were rolled"))
    if saves.dice:
        resolution.hits.append(StrikeOnTarget(victim.id, saves, victim.strikes, current))
    return len(saves.dice)


def resolution_lines(party: Ezd6Party, resolution: ActionResolution) -> list[str]:
    """The log lines of an action, as the panel previews them and the log keeps them."""
    op = resolution.action
    name = name_of(party, op.cid)
    roll = resolution.roll.explanation
    if op.target_cid:
        first = t(
            "{name} attacks {target}: {roll}",
            name=name,
            target=name_of(party, op.target_cid),
            roll=roll,
        )
    else:
        first = t("{name} task: {roll}", name=name, roll=roll)
    lines = [first]
    if op.helpers:
        helpers = ", ".join(name_of(party, h) for h in op.helpers)
        lines.append(t("helped by {names} (they lose their next action)", names=helpers))
    if resolution.chain is not None:
        chain = resolution.chain.explanation
        if resolution.chain.karma_spent:
            chain += t(
                " ({karma} karma raised chain dice to 6)", karma=resolution.chain.karma_spent
            )
        lines.append(chain)
    if op.kind == "attack" and resolution.roll.success:
        count = resolution.strikes
        lines.append(tn("{n} strike dealt", "{n} strikes dealt", count))
    for hit in resolution.hits:
        lines.append(
            t(
                "{name}: {saves}: strikes {before} -> {after}",
                name=name_of(party, hit.target),
                saves=hit.saves.explanation,
                before=hit.before,
                after=hit.after,
            )
            + (t(" (down)") if hit.after == 0 else "")
        )
    lines += _lost_lines(party, resolution)
    return lines


def _lost_line(count: int) -> str:
    return tn(
        "{n} strike beyond what downs the target is lost",
        "{n} strikes beyond what downs the target are lost",
        count,
    )


def _lost_lines(party: Ezd6Party, resolution: ActionResolution) -> list[str]:
    """The strikes that landed nowhere, each with why: the weapon's own strikes never
    spill; chain strikes are lost when not sent, or beyond what downs the spill target."""
    lines = []
    weapon = resolution.lost_weapon
    chain = resolution.wasted - weapon
    if weapon:
        lines.append(_lost_line(weapon) + t(" (only critical chain strikes spill over)"))
    spill = resolution.action.spill_target
    if chain and spill is None:
        lines.append(_lost_line(chain))
    elif chain and spill is not None:
        name = name_of(party, spill)
        lines.append(
            tn(
                "{n} critical chain strike beyond what downs {name} is lost",
                "{n} critical chain strikes beyond what downs {name} are lost",
                chain,
                name=name,
            )
        )
    return lines


# --- What the GM is warned about (the table decides; the log says it was allowed) -------


PLAYERS_THINGS = Ezd6Adapter()
"""Asked whether a combatant holds karma or hero dice (``has_resource``)."""


def _refuse_unheld(party: Ezd6Party, cid: str, karma: bool, hero: bool) -> None:
    """Karma and hero dice are the players' (an enemy's only when its entry has them):
    the adapter's one rule, which the panel's offers ask too."""
    character = _character(party, cid)
    for spent, key, word in ((karma, "karma", t("karma")), (hero, "hero_dice", t("hero dice"))):
        if spent and not PLAYERS_THINGS.has_resource(party, character, key):
            raise OpError(t("{name} has no {what}", name=character.name, what=word))


def _fighter(party: Ezd6Party, cid: str | None) -> Combatant | None:
    return next((c for c in party.encounter.combatants if c.id == cid), None)


def down_or_dead(party: Ezd6Party, cid: str) -> str | None:
    """ "dead" or "down" when the combatant is out of the fight, else None."""
    combatant = _fighter(party, cid)
    if combatant is not None and combatant.dead:
        return "dead"
    if (combatant is not None and combatant.down) or _character(party, cid).strikes == 0:
        return "down"
    return None


def reach_problem(party: Ezd6Party, attacker: str, target: str) -> str | None:
    """Why the target is out of the attacker's reach (rules.ezd6.reach_warning), or None."""
    a, t = _fighter(party, attacker), _fighter(party, target)
    if a is None or t is None:
        return None
    return ezd6.reach_warning(
        state_of(a).zone, state_of(t).zone, _character(party, attacker).attacks_at_range
    )


def helper_problem(party: Ezd6Party, actor: str, target: str | None, helper: str) -> str | None:
    """Why this combatant cannot help: helpers are the actor's own side, up, not the
    target (None when it can)."""
    name = name_of(party, helper)
    mine, theirs = _fighter(party, actor), _fighter(party, helper)
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


def action_warnings(
    party: Ezd6Party, adapter: SystemAdapter, op: Ezd6Action | Ezd6Potion
) -> list[str]:
    """What the GM should see before allowing this: acting again this round or after
    losing the action, an actor who is down, and whom an attack is against when it is a
    strange choice (the shared rule, gmconsole.state.targets: an ally, someone down or
    dead, out of the fight or out of reach)."""
    name = name_of(party, op.cid)
    actor = _fighter(party, op.cid)
    warnings = []
    if actor is not None:
        state = down_or_dead(party, op.cid)
        if state:
            warnings.append(t("{name} is {state}", name=name, state=t(state)))
        spent = state_of(actor)
        if isinstance(op, Ezd6Potion):
            if spent.used.free:
                warnings.append(t("{name} already used the free action this round", name=name))
        elif spent.loses_next_action:
            warnings.append(t("{name} lost this action by helping", name=name))
        elif spent.used.action:
            warnings.append(t("{name} already used the action this round", name=name))
        elif actor.acted:
            warnings.append(t("{name}'s turn already passed this round", name=name))
    if isinstance(op, Ezd6Action) and op.target_cid is not None:
        warning = target_warning(party, adapter, op.cid, op.target_cid)
        if warning:
            warnings.append(warning)
    return warnings


class Ezd6MiraculousSave(
    OnCombatant, name="ezd6_miraculous_save", label=translatable("miraculous save")
):
    """A save against harm armour does not stop, or against death (life-threatening); a
    player character may spend hero dice on a 1 and karma (not on a 1)."""

    life_threatening: bool = False
    harm: ranged(1, 20) = 1
    """Strikes lost when a normal save fails."""
    karma: ranged(0, 5) = 0
    hero: ranged(0, 9) = 0

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        character = _character(party, self.cid)
        name = name_of(party, self.cid)
        save = resolve_save(party, self, ctx.dice)
        ctx.log(f"{name}: {save.explanation}")
        if self.hero:
            before = character.hero_dice
            ctx.set(character, "hero_dice", before - self.hero)
            ctx.log(_hero_line(name, before, character.hero_dice))
        if self.karma:
            before = character.karma
            ctx.set(character, "karma", before - self.karma)
            ctx.log(_karma_line(name, before, character.karma))
        combatant = _in_fight(ctx, self.cid)
        if self.life_threatening:
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
            before = character.strikes
            ctx.set(character, "strikes", ezd6.apply_strikes(before, self.harm))
            ctx.log(_strikes_line(name, before, character.strikes))


def resolve_save(party: Ezd6Party, op: Ezd6MiraculousSave, dice: DiceSource) -> ezd6.MiraculousSave:
    """Roll (or replay) a miraculous save with its hero dice, then its karma."""
    character = _character(party, op.cid)
    _refuse_unheld(party, op.cid, karma=bool(op.karma), hero=bool(op.hero))
    describe(dice, t("the miraculous save"))
    save = ezd6.miraculous_save(character.miraculous_save, dice, op.life_threatening)
    for spent in range(op.hero):
        describe(dice, t("hero die #{number}", number=spent + 1))
        save = ezd6.use_hero_die_on_save(save, dice, character.hero_dice - spent)
    if op.karma:
        save = ezd6.spend_karma_on_save(save, op.karma, character.karma)
    return save


class Ezd6Potion(OnCombatant, name="ezd6_potion", label=translatable("potion")):
    """A potion: heals by its amount and takes the free action."""

    amount: ranged(1, 20) = 1

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        character = _character(party, self.cid)
        name = name_of(party, self.cid)
        value = ezd6.heal_strikes(character.strikes, character.strikes_max, self.amount)
        if value == character.strikes:
            raise OpError(t("{name} has all strikes", name=name))
        for warning in action_warnings(party, ctx.adapter, self):
            ctx.log(t("GM's call: {warning}", warning=warning))
        ctx.log(
            t(
                "{name} drinks a potion: strikes {before} -> {after}",
                name=name,
                before=character.strikes,
                after=value,
            )
        )
        ctx.set(character, "strikes", value)
        combatant = _in_fight(ctx, self.cid)
        if combatant is not None:
            spend(ctx, combatant, free=True)


class Ezd6BuyHeroDie(
    OnCombatant, name="ezd6_buy_hero_die", label=translatable("hero die bought with karma")
):
    """A hero die for 5 karma (house option)."""

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        if not party.options.hero_die_for_karma:
            raise OpError(t("buying hero dice with karma is off in this party's options"))
        character = _character(party, self.cid)
        left = ezd6.buy_hero_die(character.karma)
        if character.hero_dice >= 9:
            raise OpError(t("hero dice are at most 9"))
        ctx.set(character, "karma", left)
        ctx.set(character, "hero_dice", character.hero_dice + 1)
        ctx.log(
            t(
                "{name} buys a hero die for {price} karma ({left} karma left)",
                name=name_of(party, self.cid),
                price=ezd6.HERO_DIE_KARMA_PRICE,
                left=left,
            )
        )
