"""RyF operations: skill, attribute and opposed rolls, attacks with damage, XP.

Each operation is a frozen model of its arguments (a misspelt or out-of-range one is
refused when it is built, naming the field). Each ``resolve_*`` function is pure (state
and operation in, result out) and is used twice: by the panel to show the result before
the GM confirms, and by the operation, replaying the same dice, to apply it. So what is
shown is exactly what is applied.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from pydantic import AliasChoices, Field, ValidationInfo, field_validator

from gmconsole.i18n import t, translatable
from gmconsole.model.characters import Counter
from gmconsole.model.fields import Id, ranged
from gmconsole.state.context import OpContext, OpError, find_character, name_of
from gmconsole.state.operations import OnCombatant
from gmconsole.systems.ryf.adapter import HP_FLOOR, defence_of, state_name
from gmconsole.systems.ryf.model import RyfCharacter, RyfParty, SkillId, Weapon
from gmconsole.text import plain
from rules import ryf
from rules.dice import DiceSource, describe

UNARMED = Weapon(name="Puños", damage=ryf.BRAWL_DAMAGE, skill="brawl")

AttributeId = Literal[
    "strength", "resistance", "dexterity", "intelligence", "perception", "charisma"
]
Difficulty = ranged(0, 100)
XP_MAX = 10_000
Band = Literal["short", "medium", "long", "beyond"]
MeleeSkill = Literal["melee_weapons", "brawl"]
OpponentOption = Literal["none", "token", "specialization", "token_returned"]


@dataclass(frozen=True)
class LevelOptions:
    """What the GM and player chose before the roll."""

    token: bool = False
    specialization: bool = False
    token_returned: bool = False


class RyfRoll(OnCombatant):
    """A roll by combatant ``cid`` with the level options every RyF roll has (k, p, g)."""

    token: bool = False
    """The player hands the token to the GM: +1 level."""
    specialization: bool = False
    """The actor's specialization (this skill, once a day): high."""
    token_returned: bool = False
    """The GM returns the player's token: -1 level."""

    @field_validator("token_returned")
    @classmethod
    def _one_token_move(cls, value: bool, info: ValidationInfo) -> bool:
        if value and info.data.get("token"):
            raise ValueError(t("the token is handed to the GM or returned, not both"))
        return value

    @property
    def levels(self) -> LevelOptions:
        return LevelOptions(self.token, self.specialization, self.token_returned)


def level_for(
    party: RyfParty, character: RyfCharacter, skill: str | None, options: LevelOptions
) -> ryf.LevelChoice:
    """The target-die level by the rulings' order, refusing options that cannot apply.

    Tokens belong to players (RULINGS: each player has one), so the GM's characters have
    none to hand over or get back.
    """
    name = name_of(party, character.id)
    if (options.token or options.token_returned) and not any(
        member is character for member in party.members
    ):
        raise OpError(t("{name} is not a player character: no token", name=name))
    if options.token and character.token != "player":
        raise OpError(t("{name}'s token is with the GM", name=name))
    if options.token_returned and character.token != "gm":
        raise OpError(t("the GM does not hold {name}'s token", name=name))
    if options.specialization:
        if skill is None or character.specialization != skill:
            raise OpError(t("{name}'s specialization is not this skill", name=name))
        if character.specialization_used:
            raise OpError(t("the specialization was already used today (g: new day)"))
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
        raise OpError(t("not a RyF character"))
    return character


def _party(ctx: OpContext) -> RyfParty:
    party = ctx.party
    assert isinstance(party, RyfParty)
    return party


# --- Skill and attribute rolls ---------------------------------------------------------


@dataclass(frozen=True)
class SkillPlan:
    """What will be rolled: the bonus, difficulty and level, before any die."""

    label: str
    bonus: int
    difficulty: int
    level: ryf.LevelChoice
    attribute_roll: bool = False
    who: str = ""
    """The roller's name."""

    def odds(self) -> Fraction:
        if self.attribute_roll:
            return ryf.attribute_success_odds(self.bonus // 2, self.difficulty, self.level.level)
        return ryf.success_odds(self.bonus, self.difficulty, self.level.level)


def plan_skill(
    party: RyfParty, cid: str, skill: str, difficulty: int, options: LevelOptions
) -> SkillPlan:
    character = find_character(party, cid)
    attribute = ryf.SKILLS[skill][0]
    value = character.skill(skill)
    bonus = getattr(character.attributes, attribute) + value
    short = ryf.ATTRIBUTE_ABBREVIATIONS[attribute]
    label = f"{name_of(party, cid)} {ryf.SKILLS[skill][1]} ({short} + {value})"
    level = level_for(party, character, skill, options)
    return SkillPlan(label, bonus, difficulty, level, who=name_of(party, cid))


def plan_attribute(
    party: RyfParty, cid: str, attribute: str, difficulty: int, options: LevelOptions
) -> SkillPlan:
    character = find_character(party, cid)
    value = getattr(character.attributes, attribute, None)
    if value is None:
        raise OpError(
            t("{name} has no {attribute}", name=name_of(party, cid), attribute=t(attribute))
        )
    label = f"{name_of(party, cid)} {t(attribute)} x 2"
    level = level_for(party, character, None, options)
    return SkillPlan(label, value * 2, difficulty, level, True, name_of(party, cid))


def resolve_plan(plan: SkillPlan, dice: DiceSource) -> ryf.RollResult:
    describe(
        dice,
        t("the roll (3d10 a throw)")
        if plan.attribute_roll
        else t("the roll (3d10 a throw; a 10 explodes)"),
    )
    if plan.attribute_roll:
        return ryf.attribute_roll(
            plan.bonus // 2, plan.difficulty, dice, plan.level.level, plan.label
        )
    return ryf.skill_roll(plan.bonus, plan.difficulty, dice, plan.level.level, plan.label)


def _roll_text(plan: SkillPlan, result: ryf.RollResult) -> str:
    level = t(" [level: {level}]", level=plan.level.explanation) if plan.level.steps else ""
    return result.explanation + level


class RyfSkill(RyfRoll, name="ryf_skill", label=translatable("skill roll")):
    """A skill roll against a difficulty."""

    skill: SkillId
    difficulty: Difficulty

    def plan(self, party: RyfParty) -> SkillPlan:
        return plan_skill(party, self.cid, self.skill, self.difficulty, self.levels)

    def apply(self, ctx: OpContext) -> None:
        _roll(ctx, self, self.plan(_party(ctx)))


class RyfAttribute(RyfRoll, name="ryf_attribute", label=translatable("attribute roll")):
    """An attribute roll (attribute x 2 + the target die) against a difficulty."""

    attribute: AttributeId
    difficulty: Difficulty

    def plan(self, party: RyfParty) -> SkillPlan:
        return plan_attribute(party, self.cid, self.attribute, self.difficulty, self.levels)

    def apply(self, ctx: OpContext) -> None:
        _roll(ctx, self, self.plan(_party(ctx)))


def _roll(ctx: OpContext, op: RyfRoll, plan: SkillPlan) -> None:
    """A skill or attribute roll: roll, pay the token/specialization, log."""
    result = resolve_plan(plan, ctx.dice)
    ctx.rolled(result)
    _apply_level_costs(ctx, _ryf(ctx, op.cid), op.levels)
    ctx.log(_roll_text(plan, result))


# --- Opposed rolls -------------------------------------------------------------------------

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

    def odds(self) -> tuple[Fraction, Fraction, Fraction]:
        """Exact (A wins, B wins, tie)."""
        return ryf.opposed_odds(self.a.bonus, self.b.bonus, self.a.level.level, self.b.level.level)


class RyfOpposed(RyfRoll, name="ryf_opposed", label=translatable("opposed roll")):
    """An opposed roll: ``cid`` (A) with ``skill`` against ``other`` (B) with
    ``other_skill``; each side pays the token or specialization it chose."""

    skill: SkillId
    other: Id
    other_skill: SkillId
    other_option: OpponentOption = "none"

    @property
    def target(self) -> str | None:
        return self.other

    def plan(self, party: RyfParty) -> OpposedPlan:
        if self.other == self.cid:
            raise OpError(t("an opposed roll needs two different combatants"))
        b_options = OPPONENT_OPTIONS[self.other_option]
        a = plan_skill(party, self.cid, self.skill, 0, self.levels)
        b = plan_skill(party, self.other, self.other_skill, 0, b_options)
        return OpposedPlan(a, b, self.levels, b_options)

    def apply(self, ctx: OpContext) -> None:
        plan = self.plan(_party(ctx))
        result = resolve_opposed(plan, ctx.dice)
        ctx.rolled(result.a)
        ctx.rolled(result.b)
        _apply_level_costs(ctx, _ryf(ctx, self.cid), plan.a_options)
        _apply_level_costs(ctx, _ryf(ctx, self.other), plan.b_options)
        ctx.log(opposed_text(plan, result))


def resolve_opposed(plan: OpposedPlan, dice: DiceSource) -> ryf.OpposedResult:
    describe(dice, t("A's throws, then B's (3d10 each; a 10 explodes)"))
    return ryf.opposed_roll(
        plan.a.bonus, plan.b.bonus, dice, plan.a.level.level, plan.b.level.level
    )


def opposed_text(plan: OpposedPlan, result: ryf.OpposedResult) -> str:
    sides = [
        f"{side.label} {' + '.join(map(str, roll.throws))} + {side.bonus} = {roll.total}"
        + (t(" [level: {level}]", level=side.level.explanation) if side.level.steps else "")
        for side, roll in ((plan.a, result.a), (plan.b, result.b))
    ]
    if result.winner is None:
        verdict = t("tie (roll again, or the GM accepts it)")
    else:
        label = plan.a.label if result.winner == "a" else plan.b.label
        verdict = t("{name} wins", name=label)
    return t(
        "opposed: {a} vs {b}: {verdict}{note}",
        a=sides[0],
        b=sides[1],
        verdict=verdict,
        note=natural_one_note(plan, result),
    )


def natural_one_note(plan: OpposedPlan, result: ryf.OpposedResult) -> str:
    """Why a natural 1 decided, by name: it loses whatever the totals, unless both sides
    rolled one, then it is a tie (RULINGS, second pass)."""
    ones = [
        (side, roll) for side, roll in ((plan.a, result.a), (plan.b, result.b)) if roll.natural_one
    ]
    if len(ones) == 2:
        return t(" (both rolled a natural 1: a tie whatever the totals)")
    if ones:
        side, roll = ones[0]
        if roll.fumble:
            return t(" ({name}'s fumble (pifia) loses whatever the totals)", name=side.who)
        return t(" ({name}'s natural 1 loses whatever the totals)", name=side.who)
    return ""


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
    if not weapon.ammo:
        return None
    wanted = weapon.ammo.strip().casefold()
    return next((c for c in character.counters if c.name.strip().casefold() == wanted), None)


def _spend_ammo(ctx: OpContext, character: RyfCharacter, weapon: Weapon) -> str:
    """One shot: the ammunition counter down by one; returns the log line ("" when the
    weapon names no counter)."""
    counter = ammo_counter(character, weapon)
    if counter is None:
        return ""
    index = character.counters.index(counter)
    counters = list(character.counters)
    counters[index] = counter.model_copy(update={"value": counter.value - 1})
    ctx.set(character, "counters", counters)
    return t(
        "{name}: {ammo} {before} -> {after}",
        name=character.name,
        ammo=counter.name,
        before=counter.value,
        after=counter.value - 1,
    )


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
    weapon: ranged(0, 99) = 0
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
        party = _party(ctx)
        plan = self.plan(party)
        result = resolve_attack(plan, ctx.dice)
        ctx.rolled(result.roll)
        attacker = _ryf(ctx, plan.attacker)
        _apply_level_costs(ctx, attacker, self.levels)
        for line in attack_lines(party, result):
            ctx.log(line)
        if spent := _spend_ammo(ctx, attacker, plan.weapon):
            ctx.log(spent)
        if result.damage is not None and result.damage.total > 0:
            target = _ryf(ctx, plan.target)
            before = target.hp
            value = max(HP_FLOOR, before - result.damage.total)
            ctx.set(target, "hp", value)
            state = ryf.health_state(value)
            note = f" ({state_name(state)})" if state != ryf.health_state(before) else ""
            ctx.log(
                t(
                    "{name}: HP {before} -> {after}",
                    name=name_of(party, plan.target),
                    before=before,
                    after=value,
                )
                + note
            )


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
        matching = ryf.defence_skill(weapon.skill)
        skill_name = op.defence_skill or matching
        difficulty = defence_of(party, target, skill_name)
        bonus = ryf.melee_bonus(attacker.attributes.strength, skill_value, weapon.precision)
        plus = 6 if party.options.hard_defence else 5
        if skill_name != matching:
            against = t("switched by the GM")
        else:
            against = t("against brawl") if weapon.skill == "brawl" else t("against a weapon")
        why = t(
            "defence {against}: D {dexterity} + {skill} {value} + {plus}{hard} = {difficulty}",
            against=against,
            dexterity=target.attributes.dexterity,
            skill=ryf.SKILLS[skill_name][1],
            value=target.skill(skill_name),
            plus=plus,
            hard=t(" (hard)") if plus == 6 else "",
            difficulty=difficulty,
        )
    return AttackPlan(attacker.id, target.id, weapon, weapon.skill, bonus, difficulty, level, why)


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


def attack_lines(party: RyfParty, result: AttackResult) -> list[str]:
    plan = result.plan
    attacker, target = name_of(party, plan.attacker), name_of(party, plan.target)
    level = t(" [level: {level}]", level=plan.level.explanation) if plan.level.steps else ""
    weapon = plain(plan.weapon.name)
    lines = [
        t(
            "{attacker} attacks {target} with {weapon} ({why}): {roll}",
            attacker=attacker,
            target=target,
            weapon=weapon,
            why=plan.why,
            roll=result.roll.explanation,
        )
        + level
    ]
    if result.roll.fumble:
        lines.append(t("{name} fumbles (pifia): the GM narrates the mishap", name=attacker))
    elif result.roll.natural_one:
        lines.append(t("natural 1: the attack fails whatever the total"))
    if result.damage is not None:
        lines.append(t("{name} takes {damage}", name=target, damage=result.damage.explanation))
    return lines


# --- Experience ------------------------------------------------------------------------------


class RyfAwardXp(OnCombatant, name="ryf_award_xp", label=translatable("XP award")):
    """XP awarded at the end of a session (1..10)."""

    amount: ranged(ryf.XP_AWARD_MIN, ryf.XP_AWARD_MAX)

    def apply(self, ctx: OpContext) -> None:
        character = _ryf(ctx, self.cid)
        if character.xp + self.amount > XP_MAX:
            raise OpError(t("XP is kept at most {max} (now {xp})", max=XP_MAX, xp=character.xp))
        ctx.set(character, "xp", character.xp + self.amount)
        ctx.log(
            t(
                "{name} earns {amount} XP (now {xp})",
                name=name_of(ctx.party, self.cid),
                amount=self.amount,
                xp=character.xp,
            )
        )


class RyfRaiseSkill(OnCombatant, name="ryf_raise_skill", label=translatable("skill raised")):
    """Raise one skill by one level; the new level costs that many XP."""

    skill: SkillId

    def apply(self, ctx: OpContext) -> None:
        character = _ryf(ctx, self.cid)
        current = character.skill(self.skill)
        new, left = ryf.raise_skill(current, character.xp)
        ctx.set(character, "skills", {**character.skills, self.skill: new})
        ctx.set(character, "xp", left)
        ctx.log(
            t(
                "{name} raises {skill} {before} -> {after} for {after} XP ({left} left)",
                name=name_of(ctx.party, self.cid),
                skill=ryf.SKILLS[self.skill][1],
                before=current,
                after=new,
                left=left,
            )
        )
