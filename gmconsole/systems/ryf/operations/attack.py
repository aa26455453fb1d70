"""RyF's attacks: the weapon and its skill, the range band, the defence, ammunition, and
the damage applied with the state it leaves (HP floor, wounded, down).

As for the other rolls (``rolls``), ``plan_attack`` and ``resolve_attack`` are pure: the
panel shows the result with them, and the operation applies the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import AliasChoices, Field

from gmconsole.i18n import t, translatable
from gmconsole.model.characters import Counter
from gmconsole.model.fields import Id, in_range
from gmconsole.state.context import OpContext, OpError, find_character, name_of
from gmconsole.state.targets import gm_call
from gmconsole.systems.base import spend_one
from gmconsole.systems.ryf.model import RyfCharacter, RyfParty, Weapon, skill_name
from gmconsole.systems.ryf.operations.rolls import (
    RyfRoll,
    apply_level_costs,
    level_for,
    ryf_character,
    ryf_party,
)
from gmconsole.systems.ryf.sheet import HP_FLOOR, defence_of, state_change_note
from gmconsole.text import plain
from rules import ryf
from rules.dice import DiceSource, describe

UNARMED = Weapon(name="Puños", damage=ryf.BRAWL_DAMAGE, skill="brawl")
Band = Literal["short", "medium", "long", "beyond"]
MeleeSkill = Literal["melee_weapons", "brawl"]


@dataclass(frozen=True)
class AttackPlan:
    attacker: str
    target: str
    weapon: Weapon
    skill: str
    bonus: int
    difficulty: int
    level: ryf.LevelChoice
    why: str
    """How the difficulty was found (defence, or band and cover)."""
    defence: bool = False
    """The difficulty is the target's defence (a melee attack): numbers of its sheet."""

    def odds(self) -> Fraction:
        return ryf.success_odds(self.bonus, self.difficulty, self.level.level)

    def harm_odds(self, hp: int) -> ryf.AttackOdds:
        """Exact odds of what this attack does to a target with ``hp`` now: hit,
        critical, down (HP <= 0 after it), dead (HP <= -20), expected damage."""
        return ryf.attack_odds(
            self.bonus, self.difficulty, self.weapon.damage, hp, self.level.level
        )


def ammo_counter(character: RyfCharacter, weapon: Weapon) -> Counter | None:
    """The character's counter that holds the weapon's ammunition (``weapon.ammo``, its
    name, case ignored), or None when the weapon names none."""
    return character.counter_named(weapon.ammo)


def _spend_ammo(ctx: OpContext, character: RyfCharacter, weapon: Weapon) -> str:
    """One shot: the ammunition counter down by one; returns the log line ("" when the
    weapon names no counter)."""
    return spend_one(ctx, character, weapon.ammo)


def weapons_of(character: RyfCharacter) -> list[Weapon]:
    """The character's weapons, plus bare hands when it has no brawl weapon."""
    weapons = list(character.weapons)
    if not any(w.skill == "brawl" for w in weapons):
        weapons.append(UNARMED)
    return weapons


class RyfAttack(RyfRoll, name="ryf_attack", label=translatable("attack")):
    """An attack by ``cid`` on ``defender`` with weapon number ``weapon`` (0-based, bare
    hands last when the attacker has no brawl weapon); damage on a hit."""

    defender: Id = Field(validation_alias=AliasChoices("defender", "target"))
    """Who is attacked (``target``, its name in journals before typed operations, is read
    too)."""
    weapon: Annotated[int, in_range(0, 99)] = 0
    band: Band = "short"
    """The range band of a ranged attack (ignored in melee)."""
    cover: bool = False
    """The target has cover (+5 to a ranged attack's difficulty)."""
    defence_skill: MeleeSkill | None = None
    """The defender's skill for a melee defence: None is the one that matches the attack
    (melee_weapons against a weapon, brawl against brawl); the GM may switch it."""

    @property
    def target(self) -> str | None:
        return self.defender

    def plan(self, party: RyfParty) -> AttackPlan:
        return plan_attack(party, self)

    def apply(self, ctx: OpContext) -> None:
        party = ryf_party(ctx)
        plan = self.plan(party)
        result = resolve_attack(plan, ctx.dice)
        ctx.rolled(result.roll)
        attacker = ryf_character(ctx, plan.attacker)
        apply_level_costs(ctx, attacker, self.levels)
        if call := gm_call(party, ctx.adapter, self.cid, self.defender):
            ctx.log(call)
        told = attack_lines(party, result, for_players=True)
        for line, players in zip(attack_lines(party, result), told, strict=True):
            ctx.log(line, players if players != line else None)
        if spent := _spend_ammo(ctx, attacker, plan.weapon):
            ctx.log(spent)
        if result.damage is not None and result.damage.total > 0:
            line, value = harm_line(party, ryf_character(ctx, plan.target), result.damage.total)
            ctx.update_character(plan.target, hp=value)
            ctx.log(line)


def harm_line(party: RyfParty, target: RyfCharacter, damage: int) -> tuple[str, int]:
    """The log's line for an attack's ``damage`` on ``target`` ("Bandido 1: HP 20 -> 8
    (wounded)": the state's word when it changes), and the HP it leaves."""
    after = max(HP_FLOOR, target.hp - damage)
    line = t(
        "{name}: HP {before} -> {after}",
        name=name_of(party, target.id),
        before=target.hp,
        after=after,
    )
    return line + state_change_note(target.hp, after), after


def plan_attack(party: RyfParty, op: RyfAttack) -> AttackPlan:
    attacker = find_character(party, op.cid)
    target = find_character(party, op.defender)
    if attacker is target:
        raise OpError(t("a combatant cannot attack itself"))
    weapons = weapons_of(attacker)
    if not op.weapon < len(weapons):
        raise OpError(t("no weapon #{number}", number=op.weapon + 1))
    weapon = weapons[op.weapon]
    level = level_for(party, attacker, weapon.skill, op.levels)
    skill_value = attacker.skill(weapon.skill)
    if weapon.is_ranged:
        if op.defence_skill is not None:
            raise OpError(t("a ranged attack has no defence skill (band and cover decide)"))
        if op.band == "beyond":
            raise OpError(
                t("beyond {weapon}'s long range it cannot harm", weapon=plain(weapon.name))
            )
        if weapon.ammo:
            counter = ammo_counter(attacker, weapon)
            if counter is None:
                raise OpError(
                    t(
                        "{weapon} names the counter {ammo}, which {name} does not have",
                        weapon=plain(weapon.name),
                        ammo=weapon.ammo,
                        name=name_of(party, attacker.id),
                    )
                )
            if counter.value <= counter.min:
                raise OpError(
                    t(
                        "no {ammo} left: {weapon} cannot shoot (the sidebar refills {ammo})",
                        ammo=counter.name,
                        weapon=plain(weapon.name),
                    )
                )
        difficulty = ryf.ranged_difficulty(op.band, op.cover)
        bonus = ryf.ranged_bonus(attacker.attributes.dexterity, skill_value, weapon.precision)
        assert weapon.bands is not None
        bands = "/".join(map(str, weapon.bands))
        why = t(
            "{band} range ({bands} m){cover} = {difficulty}",
            band=t(op.band),
            bands=bands,
            cover=t(" + cover") if op.cover else "",
            difficulty=difficulty,
        )
    else:
        matching = ryf.defence_skill(weapon.skill)  # a melee weapon's own skill (checked)
        defence = op.defence_skill or weapon.skill
        difficulty = defence_of(party, target, defence)
        bonus = ryf.melee_bonus(attacker.attributes.strength, skill_value, weapon.precision)
        plus = 6 if party.options.hard_defence else 5
        if defence != matching:
            against = t("switched by the GM")
        else:
            against = t("against brawl") if weapon.skill == "brawl" else t("against a weapon")
        why = t(
            "defence {against}: D {dexterity} + {skill} {value} + {plus}{hard} = {difficulty}",
            against=against,
            dexterity=target.attributes.dexterity,
            skill=skill_name(defence),
            value=target.skill(defence),
            plus=plus,
            hard=t(" (hard)") if plus == 6 else "",
            difficulty=difficulty,
        )
    return AttackPlan(
        attacker.id,
        target.id,
        weapon,
        weapon.skill,
        bonus,
        difficulty,
        level,
        why,
        defence=not weapon.is_ranged,
    )


@dataclass(frozen=True)
class AttackResult:
    plan: AttackPlan
    roll: ryf.RollResult
    damage: ryf.DamageResult | None


def resolve_attack(plan: AttackPlan, dice: DiceSource) -> AttackResult:
    describe(dice, t("the attack (3d10 a throw; a 10 explodes into another throw)"))
    roll = ryf.skill_roll(plan.bonus, plan.difficulty, dice, plan.level.level)
    damage = None
    if roll.success:
        describe(dice, t("damage {damage} (a maximum rolls again)", damage=plan.weapon.damage))
        damage = ryf.damage_roll(plan.weapon.damage, dice, critical=roll.critical)
    return AttackResult(plan, roll, damage)


def attack_lines(party: RyfParty, result: AttackResult, for_players: bool = False) -> list[str]:
    """The attack's lines as the log says them; ``for_players``: as the players' page
    says them (``LogEntry.players``): an attack on one who is not a party member leaves
    out its defence, the numbers of an enemy's sheet, and the total it was compared with
    (README: enemies' numbers are never shown to the players; play-test 29 read "(defence
    against a weapon: D 7 + Melee weapons 6 + 5 = 18)" on the page). The roll and its
    outcome stay, as on an unseen enemy (``gmconsole.sight``). An attack by one who is
    not a party member (the GM's roll, shown in the open) leaves out its bonus and the
    total that tells it (the review: "(3,10,2)->3 + 15 = 18 vs 19"): its dice, the
    member's defence and the outcome stay. A ranged attack's difficulty comes from the
    range and cover, not from the target's sheet: it stays."""
    plan = result.plan
    attacker, target = name_of(party, plan.attacker), name_of(party, plan.target)
    level = t(" [level: {level}]", level=plan.level.explanation) if plan.level.steps else ""
    weapon = plain(plan.weapon.name)
    members = {member.id for member in party.members}
    hidden_defence = for_players and plan.defence and plan.target not in members
    hidden_bonus = for_players and plan.attacker not in members
    thrown = result.roll
    roll = {
        (False, False): thrown.explanation,
        (True, False): thrown.explanation_without_difficulty,
        (False, True): thrown.explanation_without_bonus,
        (True, True): thrown.explanation_without_numbers,
    }[hidden_defence, hidden_bonus]
    if hidden_defence:
        heading = t(
            "{attacker} attacks {target} with {weapon}: {roll}",
            attacker=attacker,
            target=target,
            weapon=weapon,
            roll=roll,
        )
    else:
        heading = t(
            "{attacker} attacks {target} with {weapon} ({why}): {roll}",
            attacker=attacker,
            target=target,
            weapon=weapon,
            why=plan.why,
            roll=roll,
        )
    lines = [heading + level]
    if result.roll.fumble:
        lines.append(t("{name} fumbles: the GM narrates the mishap", name=attacker))
    elif result.roll.natural_one:
        lines.append(t("natural 1: the attack fails whatever the total"))
    if result.damage is not None:
        # The attacker's roll, said as the attacker's (the players see a member's rolls)
        lines.append(
            t(
                "{attacker} hits {target}: {damage}",
                attacker=attacker,
                target=target,
                damage=result.damage.explanation,
            )
        )
    return lines
