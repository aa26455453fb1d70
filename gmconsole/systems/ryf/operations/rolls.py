"""RyF's rolls: skill, attribute and opposed rolls, and the level options every RyF roll
has (the token handed or returned, the specialization).

Each ``resolve_*`` function is pure (state and operation in, result out) and is used
twice: by the panel to show the result before the GM confirms, and by the operation,
replaying the same dice, to apply it. So what is shown is exactly what is applied.
``attack`` builds on these (an attack is a skill roll with a weapon).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import ValidationInfo, field_validator

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import Id, in_range
from gmconsole.state.context import OpContext, OpError, find_character, name_of
from gmconsole.state.operation import Roll
from gmconsole.state.targets import gm_call
from gmconsole.systems.ryf.model import (
    RyfCharacter,
    RyfParty,
    SkillId,
    attribute_letter,
    attribute_name,
    skill_name,
)
from rules import ryf
from rules.dice import DiceSource, describe

AttributeId = Literal[
    "strength", "resistance", "dexterity", "intelligence", "perception", "charisma"
]
Difficulty = Annotated[int, in_range(0, 100)]
OpponentOption = Literal["none", "token", "specialization", "token_returned"]


@dataclass(frozen=True)
class LevelOptions:
    """What the GM and player chose before the roll."""

    token: bool = False
    specialization: bool = False
    token_returned: bool = False


class RyfRoll(Roll):
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
    party: RyfParty, character: RyfCharacter, skill: SkillId | None, options: LevelOptions
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


def apply_level_costs(ctx: OpContext, character: RyfCharacter, options: LevelOptions) -> None:
    """What the level options cost: the token changes hands, the specialization is used."""
    if options.token:
        ctx.update_character(character.id, token="gm")
    if options.token_returned:
        ctx.update_character(character.id, token="player")
    if options.specialization:
        ctx.update_character(character.id, specialization_used=True)


def ryf_character(ctx: OpContext, cid: str) -> RyfCharacter:
    """The RyF character ``cid`` (OpError when the party's character is not one)."""
    character = ctx.character(cid)
    if not isinstance(character, RyfCharacter):
        raise OpError(t("not a RyF character"))
    return character


def ryf_party(ctx: OpContext) -> RyfParty:
    """The open party, a RyF one (these operations are registered for RyF parties only)."""
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
    named: str = ""
    """The label without the roller's numbers ("El Tuerto Notice"): the players' page's
    when the roller is not a party member."""

    def odds(self) -> Fraction:
        if self.attribute_roll:
            return ryf.attribute_success_odds(self.bonus // 2, self.difficulty, self.level.level)
        return ryf.success_odds(self.bonus, self.difficulty, self.level.level)


def plan_skill(
    party: RyfParty, cid: str, skill: SkillId, difficulty: int, options: LevelOptions
) -> SkillPlan:
    character = find_character(party, cid)
    attribute = ryf.SKILLS[skill][0]
    value = character.skill(skill)
    bonus = getattr(character.attributes, attribute) + value
    short = attribute_letter(attribute)
    named = f"{name_of(party, cid)} {skill_name(skill)}"
    level = level_for(party, character, skill, options)
    return SkillPlan(
        f"{named} ({short} + {value})",
        bonus,
        difficulty,
        level,
        who=name_of(party, cid),
        named=named,
    )


def plan_attribute(
    party: RyfParty, cid: str, attribute: str, difficulty: int, options: LevelOptions
) -> SkillPlan:
    character = find_character(party, cid)
    value = getattr(character.attributes, attribute, None)
    if value is None:
        raise OpError(
            t("{name} has no {attribute}", name=name_of(party, cid), attribute=t(attribute))
        )
    named = f"{name_of(party, cid)} {attribute_name(attribute)}"
    level = level_for(party, character, None, options)
    return SkillPlan(f"{named} x 2", value * 2, difficulty, level, True, name_of(party, cid), named)


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


def _roll_text(plan: SkillPlan, result: ryf.RollResult, for_players: bool = False) -> str:
    """The roll's log line; ``for_players``: the players' wording of one who is not a party
    member (shown only in the open), without its numbers: its dice, the difficulty the GM
    set and the outcome (the review: "El Tuerto Notice (P + 3): ... + 9 = 12 vs 15")."""
    if for_players:  # no level's why either: "unskilled" tells a skill of 0 (the review)
        return replace(result, label=plan.named).explanation_without_bonus
    level = t(" [level: {level}]", level=plan.level.explanation) if plan.level.steps else ""
    return result.explanation + level


class RyfSkill(RyfRoll, name="ryf_skill", label=translatable("skill roll")):
    """A skill roll against a difficulty."""

    skill: SkillId
    difficulty: Difficulty

    def plan(self, party: RyfParty) -> SkillPlan:
        return plan_skill(party, self.cid, self.skill, self.difficulty, self.levels)

    def apply(self, ctx: OpContext) -> None:
        _roll(ctx, self, self.plan(ryf_party(ctx)))


class RyfAttribute(RyfRoll, name="ryf_attribute", label=translatable("attribute roll")):
    """An attribute roll (attribute x 2 + the target die) against a difficulty."""

    attribute: AttributeId
    difficulty: Difficulty

    def plan(self, party: RyfParty) -> SkillPlan:
        return plan_attribute(party, self.cid, self.attribute, self.difficulty, self.levels)

    def apply(self, ctx: OpContext) -> None:
        _roll(ctx, self, self.plan(ryf_party(ctx)))


def _roll(ctx: OpContext, op: RyfRoll, plan: SkillPlan) -> None:
    """A skill or attribute roll: roll, pay the token/specialization, log."""
    result = resolve_plan(plan, ctx.dice)
    ctx.rolled(result)
    apply_level_costs(ctx, ryf_character(ctx, op.cid), op.levels)
    member = any(member.id == op.cid for member in ctx.party.members)
    ctx.log(_roll_text(plan, result), None if member else _roll_text(plan, result, True))


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
        before = ryf_party(ctx)
        call = gm_call(before, ctx.adapter, self.cid, self.other)
        plan = self.plan(before)
        result = resolve_opposed(plan, ctx.dice)
        ctx.rolled(result.a)
        ctx.rolled(result.b, by=self.other)
        apply_level_costs(ctx, ryf_character(ctx, self.cid), plan.a_options)
        apply_level_costs(ctx, ryf_character(ctx, self.other), plan.b_options)
        party = ryf_party(ctx)
        if call:
            ctx.log(call)
        ctx.log(opposed_text(plan, result), players_text(party, self.cid, self.other, plan, result))


def players_text(
    party: RyfParty, a: str, b: str, plan: OpposedPlan, result: ryf.OpposedResult
) -> str | None:
    """The players' page's wording of an opposed roll that is not between two party
    members (None: the GM's wording): by names only, from the member's side with the
    member's roll (so it is the member's line whoever rolled first), and nothing of the
    other side's roll (RULINGS: a party member's roll is shown whoever it targets; an
    enemy's only in the open, and never its numbers)."""
    members = {member.id for member in party.members}
    if a in members and b in members:
        return None
    mine = "b" if b in members and a not in members else "a"
    names = {"name": name_of(party, a if mine == "a" else b)}
    names["other"] = name_of(party, b if mine == "a" else a)
    if result.winner is None:
        verdict = t("{name} against {other}: a tie", **names)
    elif result.winner == mine:
        verdict = t("{name} wins the opposed roll against {other}", **names)
    else:
        verdict = t("{name} loses the opposed roll against {other}", **names)
    if a not in members and b not in members:
        return verdict
    side = _side_texts(plan, result)[0 if mine == "a" else 1]
    return f"{side}: {verdict}"


def resolve_opposed(plan: OpposedPlan, dice: DiceSource) -> ryf.OpposedResult:
    describe(dice, t("A's throws, then B's (3d10 each; a 10 explodes)"))
    return ryf.opposed_roll(
        plan.a.bonus, plan.b.bonus, dice, plan.a.level.level, plan.b.level.level
    )


def _side_texts(plan: OpposedPlan, result: ryf.OpposedResult) -> list[str]:
    """Each side's roll as the log says it (A, then B)."""
    return [
        f"{side.label} {' + '.join(map(str, roll.throws))} + {side.bonus} = {roll.total}"
        + (t(" [level: {level}]", level=side.level.explanation) if side.level.steps else "")
        for side, roll in ((plan.a, result.a), (plan.b, result.b))
    ]


def opposed_text(plan: OpposedPlan, result: ryf.OpposedResult) -> str:
    sides = _side_texts(plan, result)
    if result.winner is None:
        verdict = t("tie (roll again, or the GM accepts it)")
    else:
        label = plan.a.label if result.winner == "a" else plan.b.label
        verdict = t("{name} wins", name=label)
    return t(
        "Opposed: {a} vs {b}: {verdict}{note}",
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
            return t(" ({name}'s fumble loses whatever the totals)", name=side.who)
        return t(" ({name}'s natural 1 loses whatever the totals)", name=side.who)
    return ""
