"""RyF operations: skill, attribute and opposed rolls, attacks with damage, XP.

Each ``resolve_*`` function is pure (state in, result out) and is used twice: by the panel
to show the result before the GM confirms, and by the operation, replaying the same dice,
to apply it. So what is shown is exactly what is applied.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gmconsole.state.context import OpContext, OpError, character_index, find_character
from gmconsole.state.engine import operation
from gmconsole.systems.ryf import HP_FLOOR, best_melee_skill, defence_of
from gmconsole.systems.ryf.model import RyfCharacter, RyfParty, Weapon
from gmconsole.text import plain
from rules import ryf
from rules.dice import DiceSource, describe

UNARMED = Weapon(name="Puños", damage=ryf.BRAWL_DAMAGE, skill="brawl")


@dataclass(frozen=True)
class LevelOptions:
    """What the GM and player chose before the roll."""

    token: bool = False
    specialization: bool = False
    token_returned: bool = False

    @classmethod
    def from_args(cls, args: dict[str, Any]) -> LevelOptions:
        return cls(
            bool(args.get("token")),
            bool(args.get("specialization")),
            bool(args.get("token_returned")),
        )


def level_for(
    party: RyfParty, character: RyfCharacter, skill: str | None, options: LevelOptions
) -> ryf.LevelChoice:
    """The target-die level by the rulings' order, refusing options that cannot apply.

    Tokens belong to players (RULINGS: each player has one), so the GM's characters have
    none to hand over or get back.
    """
    if (options.token or options.token_returned) and not any(
        member is character for member in party.members
    ):
        raise OpError(f"{plain(character.name)} is not a player character: no token")
    if options.token and character.token != "player":
        raise OpError(f"{plain(character.name)}'s token is with the GM")
    if options.token_returned and character.token != "gm":
        raise OpError(f"the GM does not hold {plain(character.name)}'s token")
    if options.specialization:
        if skill is None or character.specialization != skill:
            raise OpError(f"{plain(character.name)}'s specialization is not this skill")
        if character.specialization_used:
            raise OpError("the specialization was already used today (g: new day)")
    return ryf.resolve_level(
        skill=character.skill(skill) if skill else None,
        specialization=options.specialization,
        token=options.token,
        wounded=character.hp <= ryf.WOUNDED_AT,
        token_returned=options.token_returned,
    )


def _apply_level_costs(ctx: OpContext, character: RyfCharacter, options: LevelOptions) -> None:
    if options.token:
        ctx.set(character, "token", "gm")
    if options.token_returned:
        ctx.set(character, "token", "player")
    if options.specialization:
        ctx.set(character, "specialization_used", True)


def _ryf(ctx: OpContext, cid: str) -> RyfCharacter:
    character = ctx.character(cid)
    if not isinstance(character, RyfCharacter):
        raise OpError("not a RyF character")
    return character


# --- Skill and attribute rolls ---------------------------------------------------------


@dataclass(frozen=True)
class SkillPlan:
    """What will be rolled: the bonus, difficulty and level, before any die."""

    label: str
    bonus: int
    difficulty: int
    level: ryf.LevelChoice
    attribute_roll: bool = False

    def odds(self) -> Any:
        if self.attribute_roll:
            return ryf.attribute_success_odds(self.bonus // 2, self.difficulty, self.level.level)
        return ryf.success_odds(self.bonus, self.difficulty, self.level.level)


def plan_skill(
    party: RyfParty, cid: str, skill: str, difficulty: int, options: LevelOptions
) -> SkillPlan:
    character = find_character(party, cid)
    if skill not in ryf.SKILLS:
        raise OpError(f"unknown skill {skill!r}")
    attribute = ryf.SKILLS[skill][0]
    value = character.skill(skill)
    bonus = getattr(character.attributes, attribute) + value
    short = ryf.ATTRIBUTE_ABBREVIATIONS[attribute]
    label = f"{plain(character.name)} {ryf.SKILLS[skill][1]} ({short} + {value})"
    return SkillPlan(label, bonus, difficulty, level_for(party, character, skill, options))


def plan_attribute(
    party: RyfParty, cid: str, attribute: str, difficulty: int, options: LevelOptions
) -> SkillPlan:
    character = find_character(party, cid)
    value = getattr(character.attributes, attribute, None)
    if value is None:
        raise OpError(f"{plain(character.name)} has no {attribute}")
    label = f"{plain(character.name)} {attribute} x 2"
    return SkillPlan(label, value * 2, difficulty, level_for(party, character, None, options), True)


def resolve_plan(plan: SkillPlan, dice: DiceSource) -> ryf.RollResult:
    describe(dice, "the roll (3d10 a throw" + (")" if plan.attribute_roll else "; a 10 explodes)"))
    if plan.attribute_roll:
        return ryf.attribute_roll(
            plan.bonus // 2, plan.difficulty, dice, plan.level.level, plan.label
        )
    return ryf.skill_roll(plan.bonus, plan.difficulty, dice, plan.level.level, plan.label)


def _roll_text(plan: SkillPlan, result: ryf.RollResult) -> str:
    level = f" [level: {plan.level.explanation}]" if plan.level.steps else ""
    return result.explanation + level


@operation("ryf_skill")
def ryf_skill(ctx: OpContext, cid: str, skill: str, difficulty: int, **flags: Any) -> None:
    _roll(ctx, cid, plan_skill, skill, difficulty, flags)


@operation("ryf_attribute")
def ryf_attribute(ctx: OpContext, cid: str, attribute: str, difficulty: int, **flags: Any) -> None:
    _roll(ctx, cid, plan_attribute, attribute, difficulty, flags)


def _roll(
    ctx: OpContext, cid: str, planner: Any, what: str, difficulty: int, flags: dict[str, Any]
) -> None:
    """A skill or attribute roll: plan, roll, pay the token/specialization, log."""
    options = LevelOptions.from_args(flags)
    plan = planner(ctx.party, cid, what, difficulty, options)
    result = resolve_plan(plan, ctx.dice)
    _apply_level_costs(ctx, _ryf(ctx, cid), options)
    ctx.log(_roll_text(plan, result))


OPPONENT_OPTIONS: dict[str, LevelOptions] = {
    "none": LevelOptions(),
    "token": LevelOptions(token=True),
    "specialization": LevelOptions(specialization=True),
    "token_returned": LevelOptions(token_returned=True),
}
"""What the other side of an opposed roll may choose (one at a time)."""


@dataclass(frozen=True)
class OpposedPlan:
    """Both sides of an opposed roll and the choices each made."""

    a: SkillPlan
    b: SkillPlan
    a_options: LevelOptions
    b_options: LevelOptions

    def odds(self) -> tuple[Any, Any, Any]:
        """Exact (A wins, B wins, tie)."""
        return ryf.opposed_odds(self.a.bonus, self.b.bonus, self.a.level.level, self.b.level.level)


def plan_opposed(party: RyfParty, args: dict[str, Any]) -> OpposedPlan:
    option = args.get("other_option", "none")
    if option not in OPPONENT_OPTIONS:
        raise OpError(f"unknown option {option!r} (allowed: {', '.join(OPPONENT_OPTIONS)})")
    a_options, b_options = LevelOptions.from_args(args), OPPONENT_OPTIONS[option]
    if args["cid"] == args["other"]:
        raise OpError("an opposed roll needs two different combatants")
    a = plan_skill(party, args["cid"], args["skill"], 0, a_options)
    b = plan_skill(party, args["other"], args["other_skill"], 0, b_options)
    return OpposedPlan(a, b, a_options, b_options)


def resolve_opposed(plan: OpposedPlan, dice: DiceSource) -> ryf.OpposedResult:
    describe(dice, "A's throws, then B's (3d10 each; a 10 explodes)")
    return ryf.opposed_roll(
        plan.a.bonus, plan.b.bonus, dice, plan.a.level.level, plan.b.level.level
    )


def opposed_text(plan: OpposedPlan, result: ryf.OpposedResult) -> str:
    winner = {"a": plan.a.label, "b": plan.b.label, None: "tie (roll again, or the GM accepts it)"}
    sides = [
        f"{side.label} {' + '.join(map(str, roll.throws))} + {side.bonus} = {roll.total}"
        + (f" [level: {side.level.explanation}]" if side.level.steps else "")
        for side, roll in ((plan.a, result.a), (plan.b, result.b))
    ]
    verdict = winner[result.winner] + (" wins" if result.winner else "")
    return f"opposed: {sides[0]} vs {sides[1]}: {verdict}"


@operation("ryf_opposed")
def ryf_opposed(
    ctx: OpContext,
    cid: str,
    skill: str,
    other: str,
    other_skill: str,
    other_option: str = "none",
    **flags: Any,
) -> None:
    """Both sides roll; each pays the token or specialization it chose."""
    args = dict(
        cid=cid, skill=skill, other=other, other_skill=other_skill, other_option=other_option
    )
    plan = plan_opposed(ctx.party, {**args, **flags})  # type: ignore[arg-type]
    result = resolve_opposed(plan, ctx.dice)
    _apply_level_costs(ctx, _ryf(ctx, cid), plan.a_options)
    _apply_level_costs(ctx, _ryf(ctx, other), plan.b_options)
    ctx.log(opposed_text(plan, result))


# --- Attacks -------------------------------------------------------------------------------


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

    def odds(self) -> Any:
        return ryf.success_odds(self.bonus, self.difficulty, self.level.level)


def weapons_of(character: RyfCharacter) -> list[Weapon]:
    """The character's weapons, plus bare hands when it has no brawl weapon."""
    weapons = list(character.weapons)
    if not any(w.skill == "brawl" for w in weapons):
        weapons.append(UNARMED)
    return weapons


def plan_attack(party: RyfParty, args: dict[str, Any]) -> AttackPlan:
    index = character_index(party)
    attacker = index.get(args["cid"])
    target = index.get(args.get("target") or "")
    if attacker is None or target is None:
        raise OpError("choose an attacker and a target")
    if attacker is target:
        raise OpError("a combatant cannot attack itself")
    weapons = weapons_of(attacker)
    weapon_index = int(args.get("weapon", 0))
    if not 0 <= weapon_index < len(weapons):
        raise OpError(f"no weapon #{weapon_index + 1}")
    weapon = weapons[weapon_index]
    options = LevelOptions.from_args(args)
    level = level_for(party, attacker, weapon.skill, options)
    skill_value = attacker.skill(weapon.skill)
    if weapon.is_ranged:
        band = args.get("band", "short")
        if band == "beyond":
            raise OpError(f"beyond {weapon.name}'s long range it cannot harm")
        cover = bool(args.get("cover"))
        difficulty = ryf.ranged_difficulty(band, cover)
        bonus = ryf.ranged_bonus(attacker.attributes.dexterity, skill_value, weapon.precision)
        assert weapon.bands is not None
        bands = "/".join(map(str, weapon.bands))
        why = f"{band} range ({bands} m){' + cover' if cover else ''} = {difficulty}"
    else:
        difficulty = defence_of(party, target)
        skill_name, skill_level = best_melee_skill(target)
        bonus = ryf.melee_bonus(attacker.attributes.strength, skill_value, weapon.precision)
        plus = 6 if party.options.hard_defence else 5
        why = (
            f"defence D {target.attributes.dexterity} + {ryf.SKILLS[skill_name][1]} "
            f"{skill_level} + {plus}{' (hard)' if plus == 6 else ''} = {difficulty}"
        )
    return AttackPlan(attacker.id, target.id, weapon, weapon.skill, bonus, difficulty, level, why)


@dataclass(frozen=True)
class AttackResult:
    plan: AttackPlan
    roll: ryf.RollResult
    damage: ryf.DamageResult | None


def resolve_attack(plan: AttackPlan, dice: DiceSource) -> AttackResult:
    describe(dice, "the attack (3d10 a throw; a 10 explodes into another throw)")
    roll = ryf.skill_roll(plan.bonus, plan.difficulty, dice, plan.level.level)
    damage = None
    if roll.success:
        describe(dice, f"damage {plan.weapon.damage} (a maximum rolls again)")
        damage = ryf.damage_roll(plan.weapon.damage, dice, critical=roll.critical)
    return AttackResult(plan, roll, damage)


def attack_lines(party: RyfParty, result: AttackResult) -> list[str]:
    index = character_index(party)
    plan = result.plan
    attacker, target = plain(index[plan.attacker].name), plain(index[plan.target].name)
    level = f" [level: {plan.level.explanation}]" if plan.level.steps else ""
    lines = [
        f"{attacker} attacks {target} with {plain(plan.weapon.name)} ({plan.why}): "
        f"{result.roll.explanation}{level}"
    ]
    if result.roll.fumble:
        lines.append(f"{attacker} fumbles (pifia): the GM narrates the mishap")
    elif result.roll.natural_one:
        lines.append("natural 1: the attack fails whatever the total")
    if result.damage is not None:
        lines.append(f"{target} takes {result.damage.explanation}")
    return lines


@operation("ryf_attack")
def ryf_attack(ctx: OpContext, **args: Any) -> None:
    party = ctx.party
    assert isinstance(party, RyfParty)
    plan = plan_attack(party, args)
    result = resolve_attack(plan, ctx.dice)
    attacker = _ryf(ctx, plan.attacker)
    _apply_level_costs(ctx, attacker, LevelOptions.from_args(args))
    for line in attack_lines(party, result):
        ctx.log(line)
    if result.damage is not None and result.damage.total > 0:
        target = _ryf(ctx, plan.target)
        before = target.hp
        value = max(HP_FLOOR, before - result.damage.total)
        ctx.set(target, "hp", value)
        state = ryf.health_state(value)
        note = f" ({state})" if state != ryf.health_state(before) else ""
        ctx.log(f"{plain(target.name)}: HP {before} -> {value}{note}")


# --- Experience ------------------------------------------------------------------------------


@operation("ryf_award_xp")
def ryf_award_xp(ctx: OpContext, cid: str, amount: int) -> None:
    character = _ryf(ctx, cid)
    ryf.check_xp_award(amount)
    ctx.set(character, "xp", character.xp + amount)
    ctx.log(f"{plain(character.name)} earns {amount} XP (now {character.xp})")


@operation("ryf_raise_skill")
def ryf_raise_skill(ctx: OpContext, cid: str, skill: str) -> None:
    character = _ryf(ctx, cid)
    if skill not in ryf.SKILLS:
        raise OpError(f"unknown skill {skill!r}")
    current = character.skill(skill)
    new, left = ryf.raise_skill(current, character.xp)
    ctx.set(character, "skills", {**character.skills, skill: new})
    ctx.set(character, "xp", left)
    ctx.log(
        f"{plain(character.name)} raises {ryf.SKILLS[skill][1]} {current} -> {new} "
        f"for {new} XP ({left} left)"
    )
