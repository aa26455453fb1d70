"""Eclipse Phase operations: success tests with every modifier, and opposed tests.

``TestSpec`` is what one side of a test uses (a skill or aptitudes, and every modifier),
validated once as a frozen model. ``plan_test`` turns it into a target number with each
modifier named; the panel shows that plan and the operation applies it with the same
dice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, ValidationInfo, field_validator, model_validator
from pydantic_core import PydanticCustomError

from gmconsole.i18n import t, tn, translatable
from gmconsole.model.fields import Id, Name, in_range
from gmconsole.state.context import OpContext, OpError, find_character, name_of, updated
from gmconsole.state.operation import Roll
from gmconsole.state.targets import gm_call
from gmconsole.systems.eclipse_phase.model import (
    AptitudeId,
    EclipsePhaseCharacter,
    EclipsePhaseParty,
    Retry,
)
from gmconsole.systems.eclipse_phase.words import (
    aptitude_short,
    difficulty_words,
    severity_words,
    tries,
)
from gmconsole.text import plain
from rules import eclipse_phase as ep
from rules.dice import DiceSource, describe

Difficulty = Literal["effortless", "simple", "easy", "average", "difficult", "challenging", "hard"]
"""The names of ``ep.DIFFICULTIES`` (a test checks they agree)."""
Severity = Literal["minor", "moderate", "major"]
"""The names of ``ep.SEVERITIES``."""


class TestSpec(BaseModel):
    """One side of a test: a skill (or the aptitudes) and every modifier the GM chose."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)
    skill: Name | None = None
    """A skill from the character's sheet (untrained: defaults to its aptitude)."""
    aptitude: AptitudeId | None = None
    """An aptitude test instead of a skill."""
    multiplier: Literal[1, 2, 3] = 1
    """The aptitude x1, x2 or x3."""
    second_aptitude: AptitudeId | None = None
    """Two aptitudes summed (no multiplier)."""
    related_skill: Name | None = None
    """Default to this related skill at -30 (the skill itself is untrained)."""
    difficulty: Difficulty = "average"
    severity: Severity | None = None
    severity_positive: bool = False
    """The severity helps (+) instead of hindering (-)."""
    extra: Annotated[int, in_range(-60, 60)] = 0
    """Other modifiers, in tens."""
    helpers: Annotated[int, in_range(0, 6)] = 0
    """Teamwork: +10 per helper."""
    time_steps: Annotated[int, in_range(0, 6)] = 0
    """Taking time: +10 per step; removes critical failures."""
    failed_tries: Annotated[int, in_range(0, 6)] = 0
    """The GM marks this test as a retry of the same action after this many failed tries:
    -10 each (to -60). Never applied unasked (RULINGS, second pass)."""

    @field_validator("extra")
    @classmethod
    def _tens(cls, value: int) -> int:
        if value % 10:
            raise PydanticCustomError("tens", t("must be a multiple of 10"))
        return value

    @field_validator("aptitude")
    @classmethod
    def _one_of(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is not None and info.data.get("skill") is not None:
            raise PydanticCustomError("skill_or_aptitude", t("a skill or an aptitude, not both"))
        return value

    @field_validator("second_aptitude")
    @classmethod
    def _second(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return value
        if info.data.get("aptitude") is None:
            raise PydanticCustomError("second_aptitude", t("needs a first aptitude"))
        if info.data.get("multiplier", 1) != 1:
            raise PydanticCustomError(
                "second_aptitude", t("two summed aptitudes take no multiplier")
            )
        return value

    @field_validator("related_skill")
    @classmethod
    def _related(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is not None and info.data.get("skill") is None:
            raise PydanticCustomError(
                "related_skill", t("defaulting needs the skill it stands for")
            )
        return value

    @model_validator(mode="after")
    def _something(self) -> TestSpec:
        if self.skill is None and self.aptitude is None:
            raise PydanticCustomError("skill_or_aptitude", t("choose a skill or an aptitude"))
        return self


@dataclass(frozen=True)
class TestPlan:
    """A test ready to roll: who and what, the base number and each named modifier."""

    label: str
    base: int
    modifiers: list[tuple[str, int]] = field(default_factory=list)
    taking_time: bool = False
    retry_key: str = ""
    """What a retry must repeat: the skill, or ``aptitude:<name>``."""
    failed_tries: int = 0
    """Earlier failed tries the GM marked (the rules add their -10 each)."""

    @property
    def named_modifiers(self) -> list[tuple[str, int]]:
        """Every modifier with its name, the retry penalty included."""
        if not self.failed_tries:
            return self.modifiers
        retry = (
            t("retry after {tries}", tries=tries(self.failed_tries)),
            ep.retry_modifier(self.failed_tries),
        )
        return [*self.modifiers, retry]

    @property
    def capped(self) -> ep.Modifiers:
        return ep.cap_modifiers([value for _, value in self.named_modifiers])

    @property
    def target(self) -> int:
        return self.base + self.capped.applied

    def odds(self) -> Fraction:
        return ep.success_odds(self.target, self.taking_time)


def suggested_retry(party: EclipsePhaseParty, cid: str, key: str) -> int:
    """Failed tries so far when this combatant's last test was this one and failed (the
    panel suggests marking a retry; 0 otherwise). Only a suggestion: never applied."""
    for retry in party.encounter.extra.retries:
        if retry.combatant == cid and retry.skill == key:
            return retry.failures
    return 0


def _base(character: EclipsePhaseCharacter, spec: TestSpec) -> tuple[str, int, str, list]:
    """(label, base number, retry key, modifiers defaulting adds) of a spec."""
    name = plain(character.name)
    if spec.skill is not None:
        skill = character.skills.get(spec.skill)
        if skill is None:
            raise OpError(
                t("{name} has no skill '{skill}' in the party file", name=name, skill=spec.skill)
            )
        if skill.value:
            return f"{name} {plain(spec.skill)} {skill.value}", skill.value, spec.skill, []
        if spec.related_skill is not None:
            related = character.skills.get(spec.related_skill)
            if related is None or not related.value:
                raise OpError(
                    t("{name} has no trained skill '{skill}'", name=name, skill=spec.related_skill)
                )
            default = ep.default_target(spec.skill, skill.can_default, related_skill=related.value)
            label = t(
                "{name} {skill} via {related} {value}",
                name=name,
                skill=plain(spec.skill),
                related=plain(spec.related_skill),
                value=related.value,
            )
            return label, default.target, spec.skill, [(t("related skill"), default.modifier)]
        aptitude = character.aptitudes.get(skill.aptitude)
        default = ep.default_target(spec.skill, skill.can_default, aptitude=aptitude)
        label = t(
            "{name} {skill} defaults to {aptitude} {value}",
            name=name,
            skill=plain(spec.skill),
            aptitude=aptitude_short(skill.aptitude),
            value=aptitude,
        )
        return label, default.target, spec.skill, []
    assert spec.aptitude is not None  # the model requires a skill or an aptitude
    first = character.aptitudes.get(spec.aptitude)
    abbreviation = aptitude_short(spec.aptitude)
    key = f"aptitude:{spec.aptitude}"
    if spec.second_aptitude:
        second = character.aptitudes.get(spec.second_aptitude)
        label = f"{name} {abbreviation} + {aptitude_short(spec.second_aptitude)}"
        return label, ep.aptitude_target(first, second=second), key, []
    label = f"{name} {abbreviation} x{spec.multiplier}"
    return label, ep.aptitude_target(first, spec.multiplier), key, []


def plan_test(party: EclipsePhaseParty, cid: str, spec: TestSpec) -> TestPlan:
    """The TN and its named modifiers (OpError/RulesError when the sheet cannot do it)."""
    character: EclipsePhaseCharacter = find_character(party, cid)
    label, base, key, mods = _base(character, spec)
    if spec.difficulty != "average":
        mods.append((difficulty_words(spec.difficulty), ep.difficulty_modifier(spec.difficulty)))
    if spec.severity:
        mods.append(
            (
                t("{severity} severity", severity=severity_words(spec.severity)),
                ep.severity_modifier(spec.severity, spec.severity_positive),
            )
        )
    if spec.extra:
        mods.append((t("other"), spec.extra))
    if spec.helpers:
        count = spec.helpers
        helpers = tn("{n} helper", "{n} helpers", count)
        mods.append((helpers, ep.teamwork_modifier(spec.helpers)))
    if spec.time_steps:
        mods.append((t("taking time"), ep.taking_time_modifier(spec.time_steps)))
    return TestPlan(label, base, mods, spec.time_steps > 0, key, spec.failed_tries)


def resolve_test(plan: TestPlan, dice: DiceSource) -> ep.TestResult:
    # "(d100)" at the end: the dice dialog asks for one number 00..99 (tens, then units).
    describe(dice, t("{label} (d100)", label=plan.label))
    return ep.success_test(
        plan.base,
        dice,
        [v for _, v in plan.modifiers],
        plan.taking_time,
        plan.label,
        failed_tries=plan.failed_tries,
        names=[name for name, _ in plan.modifiers],
    )


def opposed_verdict(party: EclipsePhaseParty, a: str, b: str, result: ep.OpposedResult) -> str:
    """Who won, by name: the skill and its number are in each side's line (a roll not
    applied shows the players no enemy's number, play-test 15)."""
    return {
        "a": t("{label} wins", label=name_of(party, a)),
        "b": t("{label} wins", label=name_of(party, b)),
        None: t("deadlock"),
    }[result.winner]


def opposed_lines(
    party: EclipsePhaseParty,
    a: str,
    b: str,
    result: ep.OpposedResult,
) -> list[str]:
    """The GM's lines of an opposed test, as the log and a roll not applied say them: each
    side's roll naming the other side (never "A:"/"B:", play-test 9), then the verdict."""
    sides = [
        t(
            "{explanation} (opposed test against {other})",
            explanation=side.explanation,
            other=name_of(party, other),
        )
        for side, other in ((result.a, b), (result.b, a))
    ]
    return [*sides, t("Opposed: {verdict}", verdict=opposed_verdict(party, a, b, result))]


def players_lines(
    party: EclipsePhaseParty, a: str, b: str, result: ep.OpposedResult
) -> tuple[str | None, str | None, str | None]:
    """The players' page's wording of an opposed test's three lines when one side is a
    party member and the other is not (None: the GM's wording). Each side's line starts
    with its name, so the member's roll is the member's whoever rolled first, and the
    other side's is the GM's (shown only with open rolls, never while hidden); the verdict
    is the member's, with names only (RULINGS: a party member's roll is shown whoever
    it targets; a hidden enemy is "an unseen enemy", its values unsaid)."""
    members = {member.id for member in party.members}
    if (a in members) == (b in members):
        return None, None, None
    member, other = (a, b) if a in members else (b, a)
    names = {"name": name_of(party, member), "other": name_of(party, other)}
    winner = {"a": a, "b": b, None: None}[result.winner]
    if winner is None:
        verdict = t("{name} against {other}: deadlock", **names)
    elif winner == member:
        verdict = t("{name} wins the opposed test against {other}", **names)
    else:
        verdict = t("{name} loses the opposed test against {other}", **names)
    sides = [
        t(
            "{explanation} (opposed test against {other})",
            explanation=side.explanation,
            other=name_of(party, b if cid == a else a),
        )
        for cid, side in ((a, result.a), (b, result.b))
    ]
    return sides[0], sides[1], verdict


def _remember_last_test(
    ctx: OpContext, party: EclipsePhaseParty, cid: str, key: str = "", failures: int = 0
) -> None:
    """Keep only this combatant's last test, when it failed (what the panel may suggest
    retrying); any other test, an opposed test or a success forgets it."""
    encounter = party.encounter
    fight = encounter.extra
    kept = [r for r in fight.retries if r.combatant != cid]
    if failures and any(c.id == cid for c in encounter.combatants):
        kept.append(Retry(combatant=cid, skill=key, failures=failures))
    ctx.update_encounter(extra=updated(fight, retries=kept))


def _party(ctx: OpContext) -> EclipsePhaseParty:
    party = ctx.party
    if not isinstance(party, EclipsePhaseParty):
        raise OpError(t("an Eclipse Phase test needs an Eclipse Phase party"))
    return party


class EpTest(Roll, name="ep_test", label=translatable("success test")):
    """A success test of one combatant."""

    spec: TestSpec

    @property
    def target(self) -> str | None:
        return None  # a test has no opponent: the screen keeps the last one

    def apply(self, ctx: OpContext) -> None:
        party = _party(ctx)
        plan = plan_test(party, self.cid, self.spec)
        result = resolve_test(plan, ctx.dice)
        ctx.rolled(result)
        ctx.log(result.explanation)
        failures = 0 if result.success else min(6, plan.failed_tries + 1)
        # The panel suggests the retry when the same test is opened again; no log line:
        # a GM's hint is not a record, and the players' page showed it (play-test).
        _remember_last_test(ctx, party, self.cid, plan.retry_key, failures)


class EpOpposed(Roll, name="ep_opposed", label=translatable("opposed test")):
    """An opposed test: the actor (A, rolls first) against ``other`` (B)."""

    spec: TestSpec
    other: Id
    other_spec: TestSpec

    @field_validator("spec", "other_spec")
    @classmethod
    def _both_roll(cls, value: TestSpec) -> TestSpec:
        if value.time_steps:
            raise PydanticCustomError(
                "opposed_time", t("an opposed test cannot be taken with time: both sides roll")
            )
        if value.failed_tries:
            raise PydanticCustomError("opposed_retry", t("an opposed test is never a retry"))
        return value

    @property
    def target(self) -> str | None:
        return self.other

    def apply(self, ctx: OpContext) -> None:
        party = _party(ctx)
        if self.other == self.cid:
            raise OpError(
                t(
                    "{name} cannot oppose themselves: choose another",
                    name=name_of(party, self.cid),
                )
            )
        a = plan_test(party, self.cid, self.spec)
        b = plan_test(party, self.other, self.other_spec)
        result = ep.OpposedResult(resolve_test(a, ctx.dice), resolve_test(b, ctx.dice))
        ctx.rolled(result.a)
        ctx.rolled(result.b, by=self.other)
        if call := gm_call(party, ctx.adapter, self.cid, self.other):
            ctx.log(call)
        told = players_lines(party, self.cid, self.other, result)
        lines = opposed_lines(party, self.cid, self.other, result)
        for line, players in zip(lines, told, strict=True):
            ctx.log(line, players)
        _remember_last_test(ctx, party, self.cid)
        _remember_last_test(ctx, party, self.other)
