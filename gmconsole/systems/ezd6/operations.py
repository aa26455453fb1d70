"""EZD6 operations: a task or attack with boons, banes, helpers, karma, hero die, the
critical chain, armour saves per strike and spill-over; miraculous saves; potions; a hero
die bought with karma.

The rolls themselves are resolved in ``resolution`` (shared with the panel), who may act,
help and be reached in ``checks``; the operations' names are the journal's and never
change.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AliasChoices, Field, model_validator

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import Id, in_range
from gmconsole.model.party import Combatant
from gmconsole.state.context import OpContext, OpError, SystemRules, name_of
from gmconsole.state.operation import OnCombatant, Roll
from gmconsole.state.targets import target_warning
from gmconsole.systems.base import spend_one
from gmconsole.systems.ezd6.checks import character_of, down_or_dead, fighter, helper_problem
from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party, state_of
from gmconsole.systems.ezd6.resolution import resolution_lines, resolve_action, resolve_save
from gmconsole.systems.ezd6.state import change, spend
from gmconsole.systems.ezd6.words import up_again
from gmconsole.text import plain
from rules import ezd6

Difficulty = Annotated[int, in_range(ezd6.DIFFICULTY_MIN, ezd6.DIFFICULTY_MAX)]
ExtraDice = Annotated[int, in_range(0, ezd6.MAX_EXTRA_DICE)]


class Ezd6Action(Roll, name="ezd6_action", label=translatable("EZD6 roll")):
    """A task or an attack: the roll, the GM's choices after it, and (for a hit) where
    the strikes go."""

    kind: Literal["task", "attack"] = "task"
    difficulty: Difficulty = 3
    boons: ExtraDice = 0
    banes: ExtraDice = 0
    helpers: tuple[Id, ...] = ()
    """Combatants who help (each adds a die like a boon and loses their next action)."""
    hero: Annotated[int, in_range(0, 9)] = 0
    """Hero dice spent: each rerolls the die that shows the kept 1 (the roll is read
    again with the same keep rule)."""
    karma: Annotated[int, in_range(0, 5)] = 0
    """Karma on the kept die (+1 each)."""
    chain_karma: tuple[Annotated[int, in_range(0, 5)], ...] = ()
    """Karma spent on each critical chain die, in order (0: none)."""
    target_cid: Id | None = Field(None, validation_alias=AliasChoices("target_cid", "target"))
    """Who is attacked (attacks only; ``target``, its name in journals before typed
    operations, is read too)."""
    spill_target: Id | None = None
    save_hero: tuple[Annotated[int, in_range(0, 99)], ...] = ()
    """The attacked player character's hero dice: the armour save die each rerolls (a 1)."""
    save_karma: tuple[Annotated[int, in_range(0, 5)], ...] = ()
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
        actor = character_of(party, self.cid)
        shoots = self.kind == "attack" and actor.attacks_at_range and actor.ammo is not None
        if shoots:
            left_or_refuse(actor, actor.ammo, "attack")
        warnings = action_warnings(party, ctx.adapter, self)
        resolution = resolve_action(party, self, ctx.dice)
        ctx.rolled(resolution.roll)
        for warning in warnings:
            ctx.log(t("GM's call: {warning}", warning=warning))
        for line in resolution_lines(party, resolution):
            ctx.log(line)
        if shoots:
            ctx.log(spend_one(ctx, ctx.character(self.cid), actor.ammo))
        if resolution.karma_spent:
            before = actor.karma
            after = before - resolution.karma_spent
            ctx.update_character(self.cid, karma=after)
            ctx.log(_karma_line(name_of(party, self.cid), before, after))
        if self.hero:
            before = character_of(party, self.cid).hero_dice
            ctx.update_character(self.cid, hero_dice=before - self.hero)
            ctx.log(_hero_line(name_of(party, self.cid), before, before - self.hero))
        for hit in resolution.hits:
            ctx.update_character(hit.target, strikes=hit.after)
            if hit.saves.save is not None:
                ctx.rolled(hit.saves, by=hit.target)  # its armour save: its own roll
        if self.target_cid is not None and (self.save_hero or self.save_karma):
            victim_name = name_of(party, self.target_cid)
            if self.save_hero:
                before = ctx.character_as(self.target_cid, Ezd6Character).hero_dice
                after = before - len(self.save_hero)
                ctx.update_character(self.target_cid, hero_dice=after)
                ctx.log(_hero_line(victim_name, before, after))
            if self.save_karma:
                before = ctx.character_as(self.target_cid, Ezd6Character).karma
                after = before - sum(self.save_karma)
                ctx.update_character(self.target_cid, karma=after)
                ctx.log(_karma_line(victim_name, before, after))
        if _in_fight(ctx, self.cid) is not None:
            spend(ctx, self.cid, action=True)
        for helper in self.helpers:
            if _in_fight(ctx, helper) is not None:
                change(ctx, helper, loses_next_action=True)


def drinkable(character: Ezd6Character) -> None:
    """A potion is refused (by the panel before the roll, too) when it would heal nothing
    or the character's potions counter is empty."""
    if character.strikes >= character.strikes_max:
        raise OpError(t("{name} has all strikes", name=plain(character.name)))
    left_or_refuse(character, character.potions, "potion")


def buyable(party: Ezd6Party, character: Ezd6Character) -> int:
    """The karma left after buying a hero die; refused (by the panel before the roll,
    too) when the house option is off, karma is short or the character has 9."""
    if not party.options.hero_die_for_karma:
        raise OpError(t("buying hero dice with karma is off in this party's options"))
    left = ezd6.buy_hero_die(character.karma)
    if character.hero_dice >= 9:
        raise OpError(t("hero dice are at most 9"))
    return left


def left_or_refuse(
    character: Ezd6Character, counter_name: str | None, use: Literal["attack", "potion"]
) -> None:
    """Refused (before any die is rolled, and in the panel before the roll) when the
    counter ``counter_name`` that an attack at range or a potion spends is empty."""
    counter = character.counter_named(counter_name)
    if counter is not None and counter.value <= counter.min:
        cannot = t("cannot attack at range") if use == "attack" else t("cannot drink a potion")
        raise OpError(
            t(
                "no {counter} left: {name} {cannot} (the sidebar refills {counter})",
                counter=counter.name,
                name=character.name,
                cannot=cannot,
            )
        )


def _karma_line(name: str, before: int, after: int) -> str:
    return t("{name}: karma {before} -> {after}", name=name, before=before, after=after)


def _hero_line(name: str, before: int, after: int) -> str:
    return t("{name}: hero dice {before} -> {after}", name=name, before=before, after=after)


def _strikes_line(name: str, before: int, after: int) -> str:
    return t("{name}: strikes {before} -> {after}", name=name, before=before, after=after)


def _in_fight(ctx: OpContext, cid: str) -> Combatant | None:
    return ctx.party.encounter.combatant(cid)


# --- What the GM is warned about (the table decides; the log says it was allowed) -------


def out_of_turn(party: Ezd6Party, cid: str, name: str) -> list[str]:
    """The panel's note when ``cid`` rolls in the fight on someone else's turn: the roll
    is its action of the round (play-test 14: Aldric's `T` task cost his action, said only
    on his turn). A group's member on the group's turn is in turn; nothing is out of turn
    while no turn runs."""
    holder, actor = party.encounter.holder, fighter(party, cid)
    if holder is None or actor is None or holder.id == actor.id:
        return []
    if holder.group is not None and holder.group == actor.group:
        return []
    return [t("{name} acts out of turn: this is the action of the round", name=name)]


def action_warnings(
    party: Ezd6Party, adapter: SystemRules, op: Ezd6Action | Ezd6Potion
) -> list[str]:
    """What the GM should see before allowing this: acting again this round or after
    losing the action, an actor who is down, and whom an attack is against when it is a
    strange choice (the shared rule, gmconsole.state.targets: an ally, someone down or
    dead, out of the fight or out of reach)."""
    name = name_of(party, op.cid)
    actor = fighter(party, op.cid)
    warnings = []
    if actor is not None:
        state = down_or_dead(party, op.cid)
        if state:  # "acts while down": not the save's verdict (play-test 23)
            warnings.append(t("{name} acts while {state}", name=name, state=t(state)))
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


class Ezd6MiraculousSave(Roll, name="ezd6_miraculous_save", label=translatable("miraculous save")):
    """A save against harm armour does not stop, or against death (life-threatening); a
    player character may spend hero dice on a 1 and karma (not on a 1)."""

    life_threatening: bool = False
    harm: Annotated[int, in_range(1, 20)] = 1
    """Strikes lost when a normal save fails."""
    karma: Annotated[int, in_range(0, 5)] = 0
    hero: Annotated[int, in_range(0, 9)] = 0

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        character = character_of(party, self.cid)
        name = name_of(party, self.cid)
        save = resolve_save(party, self, ctx.dice)
        ctx.log(f"{name}: {save.explanation}")
        if self.hero:
            before = character.hero_dice
            ctx.update_character(self.cid, hero_dice=before - self.hero)
            ctx.log(_hero_line(name, before, before - self.hero))
        if self.karma:
            before = character.karma
            ctx.update_character(self.cid, karma=before - self.karma)
            ctx.log(_karma_line(name, before, before - self.karma))
        combatant = _in_fight(ctx, self.cid)
        if self.life_threatening:
            before, after = character.strikes, 1 if save.passed else 0
            ctx.update_character(self.cid, strikes=after)
            if after != before:  # logged as any change of strikes (play-test 10)
                ctx.log(_strikes_line(name, before, after))
            # Passed: up at 1 strike. Failed: down by having no strikes. Either way a down
            # mark of the GM's goes, so a potion or h that gives a strike back brings the
            # hero up (play-test 23: healed to 1 strike, still DOWN); dead is the GM's F.
            if combatant is not None:
                ctx.update_combatant(self.cid, down=False)
            return
        if not save.passed:
            before = character.strikes
            after = ezd6.apply_strikes(before, self.harm)
            ctx.update_character(self.cid, strikes=after)
            ctx.log(_strikes_line(name, before, after))


class Ezd6Potion(Roll, name="ezd6_potion", label=translatable("potion")):
    """A potion: heals by its amount and takes the free action."""

    amount: Annotated[int, in_range(1, 20)] = 1

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        character = character_of(party, self.cid)
        name = name_of(party, self.cid)
        drinkable(character)
        value = ezd6.heal_strikes(character.strikes, character.strikes_max, self.amount)
        for warning in action_warnings(party, ctx.adapter, self):
            ctx.log(t("GM's call: {warning}", warning=warning))
        words = t(
            "{name} drinks a potion: strikes {before} -> {after}",
            name=name,
            before=character.strikes,
            after=value,
        )
        ctx.log(words + up_again(character.strikes, value))
        ctx.update_character(self.cid, strikes=value)
        if spent := spend_one(ctx, ctx.character(self.cid), character.potions):
            ctx.log(spent)
        if (combatant := _in_fight(ctx, self.cid)) is not None:
            spend(ctx, self.cid, free=True)
            if combatant.down:  # a strike back: up, as h brings a hero up
                ctx.update_combatant(self.cid, down=False)


class Ezd6BuyHeroDie(
    OnCombatant, name="ezd6_buy_hero_die", label=translatable("hero die bought with karma")
):
    """A hero die for 5 karma (house option)."""

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, Ezd6Party)
        character = character_of(party, self.cid)
        left = buyable(party, character)
        ctx.update_character(self.cid, karma=left, hero_dice=character.hero_dice + 1)
        ctx.log(
            t(
                "{name} buys a hero die for {price} karma ({left} karma left)",
                name=name_of(party, self.cid),
                price=ezd6.HERO_DIE_KARMA_PRICE,
                left=left,
            )
        )
