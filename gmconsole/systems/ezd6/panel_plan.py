"""What the EZD6 panel says before the roll: the dice and the exact odds, the actor's
karma, hero dice and strikes, and for an attack the target and the exact chance to
down it (karma and hero dice left out, as the panel says).
"""

from __future__ import annotations

from fractions import Fraction

from gmconsole.i18n import percent, t, translatable
from gmconsole.systems.ezd6.checks import character_of, holds_players_dice
from gmconsole.systems.ezd6.model import Ezd6Character, Ezd6Party
from gmconsole.systems.ezd6.operations import Ezd6Action, buyable, drinkable, left_or_refuse
from gmconsole.systems.ezd6.words import strikes as strikes_text
from gmconsole.text import plain
from rules import ezd6


def status_line(
    party: Ezd6Party, actor: Ezd6Character, karma_spent: int = 0, hero_spent: int = 0
) -> str:
    """The actor's karma, hero dice and strikes; an enemy's karma and hero dice only
    when its entry has some (players' resources stay the players', third pass). What the
    roll in the panel spends (``karma_spent``, ``hero_spent``) is taken off and said:
    "karma 1 (this roll spends 1 of 2)", what is left once it is applied (play-test 29:
    the line kept the values from before the roll)."""
    if holds_players_dice(party, actor):
        return t(
            "karma {karma} · hero dice {hero} · strikes {strikes}/{most}",
            karma=_left(actor.karma, karma_spent),
            hero=_left(actor.hero_dice, hero_spent),
            strikes=actor.strikes,
            most=actor.strikes_max,
        )
    return t("strikes {strikes}/{most}", strikes=actor.strikes, most=actor.strikes_max)


def _left(had: int, spent: int) -> str:
    """A resource as it will be once the roll is applied, and what the roll spends."""
    if not spent:
        return str(had)
    return t("{left} (this roll spends {spent} of {had})", left=had - spent, spent=spent, had=had)


_DICE_RULE = {
    "attack": translatable("{count}d6 {keep} vs {difficulty} (a 1 always fails, a 6 always hits)"),
    "task": translatable(
        "{count}d6 {keep} vs {difficulty} (a 1 always fails, a 6 always succeeds)"
    ),
}
"""The roll's line: an attack hits, a task succeeds."""


def roll_lines(args: Ezd6Action, helper_names: str, status: str) -> tuple[list[str], Fraction]:
    """A task's or attack's dice, helpers, the actor's status and the chance of a
    critical failure; with the exact chance of success."""
    helpers = len(args.helpers)
    count = ezd6.dice_count(args.boons, args.banes, helpers)
    net = args.boons + helpers - args.banes
    keep = t("keep highest") if net > 0 else t("keep lowest") if net < 0 else t("one die")
    lines = [
        t(_DICE_RULE[args.kind], count=count, keep=keep, difficulty=args.difficulty),
        t(
            "Helpers (h to add or remove; own side, up, not the target): {names}",
            names=helper_names,
        ),
        status,
    ]
    crit = ezd6.critical_failure_odds(args.boons, args.banes, helpers)
    lines.append(t("Critical failure (a kept 1): {odds}", odds=percent(crit)))
    lines.append(t("Odds without karma or hero dice"))  # the panel says so (third pass)
    odds = ezd6.success_odds(args.difficulty, args.boons, args.banes, helpers)
    return lines, odds


def down_lines(party: Ezd6Party, args: Ezd6Action, actor: Ezd6Character, name: str) -> list[str]:
    """The target (``name``), and the exact chance this attack downs it (karma left
    out)."""
    assert args.target_cid is not None
    target = character_of(party, args.target_cid)
    armour = f"{target.armour_save}+" if target.armour_save else t("none")
    lines = [
        t(
            "{name}: strikes {strikes}/{most}, armour {armour}; a hit deals {deals}",
            name=name,
            strikes=target.strikes,
            most=target.strikes_max,
            armour=armour,
            deals=strikes_text(actor.weapon_strikes),
        )
    ]
    if target.strikes == 0:
        return lines
    odds = ezd6.attack_odds(
        args.difficulty,
        target.strikes,
        args.boons,
        args.banes,
        len(args.helpers),
        actor.weapon_strikes,
        target.armour_save,
    )
    left = target.strikes
    landed = ", ".join(
        f"{n}{'+' if n == left else ''}: {percent(p)}" for n, p in odds.landed.items()
    )
    lines.append(
        t(
            "Strikes landing after armour (chain included, without karma or hero dice): {landed}",
            landed=landed,
        )
    )
    lines.append(
        t(
            "Chance to down {name}: {odds} (exactly {exact})",
            name=name,
            odds=percent(odds.down),
            exact=f"{odds.down.numerator}/{odds.down.denominator}",
        )
    )
    return lines


def other_plan(
    mode: str, actor: Ezd6Character, status: str, warnings: list[str], potion: int
) -> tuple[list[str], Fraction | None]:
    """The plan of the modes without a task or attack roll: a miraculous save (and its
    odds), a potion (it heals ``potion`` strikes), a hero die bought."""
    if mode in ("miraculous", "life"):
        number = actor.miraculous_save
        lines = [t("miraculous save: a d6, {number} or more (a 1 fails)", number=number)]
        return [*lines, status, *warnings], Fraction(7 - number, 6)
    if mode == "potion":
        lines = [t("heals {strikes}, takes the free action", strikes=strikes_text(potion))]
        return [*lines, status, *warnings], None
    return [t("hero die for {price} karma", price=ezd6.HERO_DIE_KARMA_PRICE), status], None


def other_line(mode: str, name: str, potion: int) -> str:
    """The result of the modes without a roll: a potion drunk (it heals ``potion``
    strikes), a hero die bought."""
    if mode == "potion":
        return t("{name} drinks a potion: +{strikes}", name=name, strikes=strikes_text(potion))
    return t("{name} buys a hero die for {price} karma", name=name, price=ezd6.HERO_DIE_KARMA_PRICE)


def supply_lines(party: Ezd6Party, mode: str, actor: Ezd6Character) -> list[str]:
    """What an attack at range or a potion spends (``Flechas: 10 (this spends one)``);
    the operation's refusal, shown by the panel before any roll, when none is left, a
    potion would heal nothing or a hero die cannot be bought."""
    if mode == "potion":
        drinkable(actor)
    elif mode == "buy":
        buyable(party, actor)
    spends = {"attack": actor.ammo if actor.attacks_at_range else None, "potion": actor.potions}
    counter = actor.counter_named(spends.get(mode))
    if counter is None and mode == "potion":  # the sheet does not count them: the GM does
        return [t("{name}'s sheet counts no potions: nothing is spent", name=plain(actor.name))]
    if counter is None:
        return []
    left_or_refuse(actor, counter.name, "attack" if mode == "attack" else "potion")
    return [t("{counter}: {value} (this spends one)", counter=counter.name, value=counter.value)]
