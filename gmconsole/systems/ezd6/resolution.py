"""An EZD6 task or attack resolved from its dice: the roll, hero dice and karma, the
critical chain, armour saves strike by strike and the spill-over; and a miraculous
save. Shared by the panel and the operations: the panel stops at each choice (karma on
a chain die, rolling the armour saves) and the operation replays the same dice with the
same choices.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal, Protocol

from gmconsole.i18n import t, tn
from gmconsole.state.context import OpError, name_of
from gmconsole.systems.ezd6.checks import character_of, reach_problem, refuse_unheld
from gmconsole.systems.ezd6.model import Ezd6Party
from gmconsole.systems.ezd6.words import strikes as strikes_text
from rules import ezd6
from rules.dice import DiceSource, describe, describe_end


class ActionArgs(Protocol):
    """What resolving a task or an attack reads of it (``operations.Ezd6Action``)."""

    @property
    def cid(self) -> str: ...
    @property
    def kind(self) -> Literal["task", "attack"]: ...
    @property
    def difficulty(self) -> int: ...
    @property
    def boons(self) -> int: ...
    @property
    def banes(self) -> int: ...
    @property
    def helpers(self) -> tuple[str, ...]: ...
    @property
    def hero(self) -> int: ...
    @property
    def karma(self) -> int: ...
    @property
    def chain_karma(self) -> tuple[int, ...]: ...
    @property
    def target_cid(self) -> str | None: ...
    @property
    def spill_target(self) -> str | None: ...
    @property
    def save_hero(self) -> tuple[int, ...]: ...
    @property
    def save_karma(self) -> tuple[int, ...]: ...


class SaveArgs(Protocol):
    """What resolving a miraculous save reads of it (``operations.Ezd6MiraculousSave``)."""

    @property
    def cid(self) -> str: ...
    @property
    def life_threatening(self) -> bool: ...
    @property
    def hero(self) -> int: ...
    @property
    def karma(self) -> int: ...


@dataclass(frozen=True)
class StrikeOnTarget:
    target: str
    saves: ezd6.ArmourSaves
    before: int
    after: int


@dataclass
class ActionResolution:
    action: ActionArgs
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


def resolve_action(
    party: Ezd6Party, op: ActionArgs, dice: DiceSource, resolve_strikes: bool = True
) -> ActionResolution:
    """Roll (or replay) an action; ``resolve_strikes=False`` stops before the armour saves."""
    actor = character_of(party, op.cid)
    for helper in op.helpers:
        character_of(party, helper)
    count = ezd6.dice_count(op.boons, op.banes, len(op.helpers))
    attack = op.kind == "attack"
    describe(dice, t("the roll ({count}d6)", count=count), _roll_reading(count, attack))
    roll = ezd6.roll(op.difficulty, dice, op.boons, op.banes, len(op.helpers), attack)
    for spent in range(op.hero):
        describe(dice, t("hero die #{number}", number=spent + 1), _roll_reading(1, attack))
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
    character_of(party, op.target_cid)
    refuse_unheld(party, op.target_cid, karma=bool(op.save_karma), hero=bool(op.save_hero))
    strikes = actor.weapon_strikes
    if op.spill_target is not None:
        reach = reach_problem(party, op.cid, op.spill_target)
        if reach:
            raise OpError(
                t(
                    "another target: {name} is {reach}",
                    name=name_of(party, op.spill_target),
                    reach=reach,
                )
            )
    if roll.critical:
        chain = ezd6.CriticalChain()
        index = 0
        while chain.going:
            describe(
                dice,
                t("critical chain die #{number}", number=index + 1),
                t("in the order rolled, until a die is not a 6"),
            )
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


def _roll_reading(count: int, attack: bool) -> str:
    """How the typed dice of a roll (or of a hero die, ``count`` 1) are read: its dice
    thrown together, and for an attack the critical chain's after a kept 6."""
    if attack:
        return tn(
            "one die; after a kept 6, the critical chain's dice too, in order",
            "{n} dice at once; after a kept 6, the critical chain's dice too, in order",
            count,
        )
    return tn("{n} die", "{n} dice at once", count)


def _saves_reading(strikes: int, left: int) -> str:
    """How the armour save dice for ``strikes`` more strikes on a target with ``left``
    strikes are typed: one per strike, read in order; once it is down the strikes left
    roll no save, so a die typed after that is refused (play-test 29: two dice thrown
    together were refused with no word why)."""
    if strikes == 1:
        return t("one die")
    if left >= strikes:
        return tn("{n} die at once, one per strike", "{n} dice at once, one per strike", strikes)
    return tn(
        "up to {n} die, one per strike, in order until it is down",
        "up to {n} dice, one per strike, in order until it is down",
        strikes,
    )


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
    victim = character_of(party, victim_id)
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
        reading = _saves_reading(strikes - index, current)
        describe(dice, t("{name}'s armour save", name=name), reading)
        die = dice.roll(6)
        saves = replace(
            saves,
            dice=(*saves.dice, die),
            rolled=None if saves.rolled is None else (*saves.rolled, die),
        )
        for _ in range(save_hero.count(index)):
            describe(
                dice,
                t("{name}'s hero die on armour save #{number}", name=name, number=index + 1),
                t("one die"),
            )
            saves = ezd6.use_hero_die_on_armour(saves, index, dice, hero_left)
            hero_left -= 1
        points = save_karma[index] if index < len(save_karma) else 0
        if points:
            saves = ezd6.spend_karma_on_armour(saves, index, points, karma_left)
            karma_left -= points
        if saves.dice[index] < victim.armour_save:
            current -= 1
    if current == 0 and len(saves.dice) < strikes:
        describe_end(
            dice,
            tn(
                "{name} is down after {n} armour save: no save for the strikes left",
                "{name} is down after {n} armour saves: no save for the strikes left",
                len(saves.dice),
                name=name,
            ),
        )
    if max(save_hero, default=-1) >= len(saves.dice) or len(save_karma) > len(saves.dice):
        raise OpError(t("save_karma/save_hero: more armour save dice than were rolled"))
    if saves.dice:
        resolution.hits.append(StrikeOnTarget(victim.id, saves, victim.strikes, current))
    return len(saves.dice)


def resolution_lines(
    party: Ezd6Party, resolution: ActionResolution, spill_open: bool = False
) -> list[str]:
    """The log lines of an action, as the panel previews them and the log keeps them
    (``spill_open``: the panel still offers to send the chain's strikes left)."""
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
        lines.append(t("Helped by {names} (they lose their next action)", names=helpers))
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
    if share := _share_line(party, resolution):
        lines.append(share)
    lines += _lost_lines(party, resolution, spill_open)
    return lines


def _met(party: Ezd6Party, hit: StrikeOnTarget, count: int, spilled: bool) -> str:
    """``count`` strikes that went at one target, its armour dice and whether it fell:
    "2 at Bandido (2 armour dice, 1 saved; down)"."""
    if hit.saves.save is None:
        dice = t("no armour")
    else:
        rolled = tn("{n} armour die", "{n} armour dice", len(hit.saves.dice))
        dice = t("{rolled}, {saved} saved", rolled=rolled, saved=hit.saves.negated)
    if hit.after == 0:
        dice = t("{dice}; down", dice=dice)
    name = name_of(party, hit.target)
    if spilled:
        return tn(
            "{n} spills to {name} ({dice})",
            "{n} spill to {name} ({dice})",
            count,
            name=name,
            dice=dice,
        )
    return t("{n} at {name} ({dice})", n=count, name=name, dice=dice)


def _share_line(party: Ezd6Party, resolution: ActionResolution) -> str:
    """Where the strikes went when the target went down before meeting them all: they
    are saved one at a time, so it rolled fewer armour dice than the strikes dealt, and
    the rest spilled (or are lost: the next lines say why). "3 strikes, one at a time
    until the target is down: 2 at Bandido (2 armour dice, 1 saved; down), 1 spills to
    Esqueleto 2 (1 armour die, 0 saved)"; "" when every strike met the target."""
    if not resolution.hits or resolution.hits[0].target != resolution.action.target_cid:
        return ""
    first, *spilled = resolution.hits
    met = len(first.saves.dice)
    if resolution.strikes <= met:
        return ""
    parts = [_met(party, first, met, spilled=False)]
    if spilled:
        parts.append(_met(party, spilled[0], resolution.spillable, spilled=True))
    return t(
        "{strikes}, one at a time until the target is down: {parts}",
        strikes=strikes_text(resolution.strikes),
        parts=", ".join(parts),
    )


def _lost_lines(party: Ezd6Party, resolution: ActionResolution, spill_open: bool) -> list[str]:
    """The strikes that landed nowhere, each said once with why: the weapon's own strikes
    never spill; chain strikes are lost when not sent, or beyond what downs the spill
    target. ``spill_open``: the panel still offers to send them (its ``o`` hint says they
    are lost if not sent), so no line says they are lost yet (play-test 29)."""
    lines = []
    weapon = resolution.lost_weapon
    chain = resolution.wasted - weapon
    if weapon:
        lines.append(
            tn(
                "{n} weapon strike beyond what downs the target is lost (only critical"
                " chain strikes go on to another target)",
                "{n} weapon strikes beyond what downs the target are lost (only critical"
                " chain strikes go on to another target)",
                weapon,
            )
        )
    spill = resolution.action.spill_target
    if chain and spill is None and not spill_open:
        lines.append(
            tn(
                "{n} critical chain strike beyond what downs the target is lost (not sent"
                " to another target)",
                "{n} critical chain strikes beyond what downs the target are lost (not sent"
                " to another target)",
                chain,
            )
        )
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


def resolve_save(party: Ezd6Party, op: SaveArgs, dice: DiceSource) -> ezd6.MiraculousSave:
    """Roll (or replay) a miraculous save with its hero dice, then its karma."""
    character = character_of(party, op.cid)
    refuse_unheld(party, op.cid, karma=bool(op.karma), hero=bool(op.hero))
    describe(dice, t("the miraculous save"), t("one die"))
    save = ezd6.miraculous_save(character.miraculous_save, dice, op.life_threatening)
    for spent in range(op.hero):
        describe(dice, t("hero die #{number}", number=spent + 1), t("one die"))
        save = ezd6.use_hero_die_on_save(save, dice, character.hero_dice - spent)
    if op.karma:
        save = ezd6.spend_karma_on_save(save, op.karma, character.karma)
    return save
