"""Eclipse Phase operations: success tests with every modifier, and opposed tests."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmconsole.model.party import Retry
from gmconsole.state.context import OpContext, OpError, find_character
from gmconsole.state.engine import operation
from gmconsole.systems.eclipse_phase.model import EclipsePhaseCharacter, EclipsePhaseParty
from gmconsole.text import plain
from rules import eclipse_phase as ep
from rules.dice import DiceSource, describe


@dataclass(frozen=True)
class TestSpec:
    """What a success test uses: a skill, or aptitudes; and every modifier chosen."""

    skill: str | None = None
    aptitude: str | None = None
    multiplier: int = 1
    second_aptitude: str | None = None
    related_skill: str | None = None
    """Default to this related skill at -30 (the skill itself is untrained)."""
    difficulty: str = "average"
    severity: str | None = None
    severity_positive: bool = False
    extra: int = 0
    helpers: int = 0
    time_steps: int = 0

    @classmethod
    def from_args(cls, args: dict[str, Any]) -> TestSpec:
        known = set(cls.__dataclass_fields__)
        unknown = set(args) - known
        if unknown:
            raise OpError(f"unknown test options: {', '.join(sorted(unknown))}")
        return cls(**args)


@dataclass(frozen=True)
class TestPlan:
    label: str
    base: int
    modifiers: list[tuple[str, int]] = field(default_factory=list)
    taking_time: bool = False
    retry_key: str = ""

    @property
    def capped(self) -> ep.Modifiers:
        return ep.cap_modifiers([value for _, value in self.modifiers])

    @property
    def target(self) -> int:
        return self.base + self.capped.applied

    def odds(self) -> Any:
        return ep.success_odds(self.target, self.taking_time)


def retry_failures(party: EclipsePhaseParty, cid: str, key: str) -> int:
    for retry in party.encounter.retries:
        if retry.combatant == cid and retry.skill == key:
            return retry.failures
    return 0


def plan_test(party: EclipsePhaseParty, cid: str, spec: TestSpec) -> TestPlan:
    character: EclipsePhaseCharacter = find_character(party, cid)
    name = plain(character.name)
    mods: list[tuple[str, int]] = []
    if spec.skill is not None:
        skill = character.skills.get(spec.skill)
        if skill is None:
            raise OpError(f"{name} has no skill {spec.skill!r} in the party file")
        key = spec.skill
        if skill.value:
            base, label = skill.value, f"{name} {plain(spec.skill)} {skill.value}"
        elif spec.related_skill is not None:
            related = character.skills.get(spec.related_skill)
            if related is None or not related.value:
                raise OpError(f"{name} has no trained skill {spec.related_skill!r}")
            default = ep.default_target(spec.skill, skill.can_default, related_skill=related.value)
            base = default.target
            label = f"{name} {plain(spec.skill)} via {plain(spec.related_skill)} {related.value}"
            mods.append(("related skill", default.modifier))
        else:
            aptitude = character.aptitudes.get(skill.aptitude)
            default = ep.default_target(spec.skill, skill.can_default, aptitude=aptitude)
            base = default.target
            label = (
                f"{name} {plain(spec.skill)} defaults to "
                f"{ep.APTITUDE_ABBREVIATIONS[skill.aptitude]} {aptitude}"
            )
    elif spec.aptitude is not None:
        if spec.aptitude not in ep.APTITUDES:
            raise OpError(f"unknown aptitude {spec.aptitude!r}")
        first = character.aptitudes.get(spec.aptitude)
        abbreviation = ep.APTITUDE_ABBREVIATIONS[spec.aptitude]
        if spec.second_aptitude:
            second = character.aptitudes.get(spec.second_aptitude)
            base = ep.aptitude_target(first, second=second)
            label = f"{name} {abbreviation} + {ep.APTITUDE_ABBREVIATIONS[spec.second_aptitude]}"
        else:
            base = ep.aptitude_target(first, spec.multiplier)
            label = f"{name} {abbreviation} x{spec.multiplier}"
        key = f"aptitude:{spec.aptitude}"
    else:
        raise OpError("choose a skill or an aptitude")
    if spec.difficulty != "average":
        mods.append((spec.difficulty, ep.difficulty_modifier(spec.difficulty)))
    if spec.severity:
        mods.append(
            (
                f"{spec.severity} severity",
                ep.severity_modifier(spec.severity, spec.severity_positive),
            )
        )
    if spec.extra:
        mods.append(("other", spec.extra))
    if spec.helpers:
        mods.append((f"{spec.helpers} helper(s)", ep.teamwork_modifier(spec.helpers)))
    failures = retry_failures(party, cid, key)
    if failures:
        mods.append((f"retry after {failures} failure(s)", ep.retry_modifier(failures)))
    if spec.time_steps:
        mods.append(("taking time", ep.taking_time_modifier(spec.time_steps)))
    ep.cap_modifiers(value for _, value in mods)  # refuses a modifier that is not in tens
    return TestPlan(label, base, mods, spec.time_steps > 0, key)


def resolve_test(plan: TestPlan, dice: DiceSource) -> ep.TestResult:
    describe(dice, f"{plan.label}: d100 (tens die, then units die; 10 reads 0)")
    return ep.success_test(
        plan.base, dice, [v for _, v in plan.modifiers], plan.taking_time, plan.label
    )


def _explain(plan: TestPlan, result: ep.TestResult) -> str:
    detail = ", ".join(f"{name} {value:+d}" for name, value in plan.modifiers)
    return result.explanation + (f" [{detail}]" if detail else "")


def _track_retry(ctx: OpContext, cid: str, key: str, success: bool) -> None:
    encounter = ctx.party.encounter
    others = [r for r in encounter.retries if not (r.combatant == cid and r.skill == key)]
    failures = retry_failures(ctx.party, cid, key)  # type: ignore[arg-type]
    if success:
        if failures:
            ctx.set(encounter, "retries", others)
        return
    if not any(c.id == cid for c in encounter.combatants):
        return
    ctx.set(encounter, "retries", [*others, Retry(combatant=cid, skill=key, failures=failures + 1)])


@operation("ep_test")
def ep_test(ctx: OpContext, cid: str, spec: dict[str, Any]) -> None:
    party = ctx.party
    assert isinstance(party, EclipsePhaseParty)
    plan = plan_test(party, cid, TestSpec.from_args(spec))
    result = resolve_test(plan, ctx.dice)
    ctx.log(_explain(plan, result))
    if not result.automatic:
        _track_retry(ctx, cid, plan.retry_key, result.success)
        if not result.success:
            failures = retry_failures(party, cid, plan.retry_key)
            ctx.log(f"retrying costs {ep.retry_modifier(failures)} ({failures} failed tries)")


@operation("ep_opposed")
def ep_opposed(
    ctx: OpContext, cid: str, spec: dict[str, Any], other: str, other_spec: dict[str, Any]
) -> None:
    party = ctx.party
    assert isinstance(party, EclipsePhaseParty)
    a = plan_test(party, cid, TestSpec.from_args(spec))
    b = plan_test(party, other, TestSpec.from_args(other_spec))
    result_a = resolve_test(a, ctx.dice)
    result_b = resolve_test(b, ctx.dice)
    ctx.log(f"opposed, A: {_explain(a, result_a)}")
    ctx.log(f"opposed, B: {_explain(b, result_b)}")
    if result_a.roll is None or result_b.roll is None:
        raise OpError("an opposed test cannot be taken with time to spare: both must roll")
    winner = ep.opposed_winner(result_a.roll, result_a.target, result_b.roll, result_b.target)
    verdict = {"a": f"{a.label} wins", "b": f"{b.label} wins", None: "deadlock"}[winner]
    ctx.log(f"opposed: {verdict}")
