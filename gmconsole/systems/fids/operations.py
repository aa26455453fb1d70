"""FIDS operations: a test, with the optional force, as one confirmed action.

``resolve_test`` is shared by the panel (to show the roll, the forcing choices and what
would apply) and the operation (replaying the same dice to apply Energy and Misfortune),
so the panel and the log say the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, ValidationInfo, field_validator, model_validator

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import Id, in_range
from gmconsole.state.context import (
    OpContext,
    OpError,
    SystemRules,
    find_character,
    name_of,
    updated,
)
from gmconsole.state.operation import Roll
from gmconsole.state.targets import is_enemy, target_warning
from gmconsole.systems.fids.model import FidsCharacter, FidsParty, attribute_name
from gmconsole.text import plain
from rules import fids
from rules.dice import DiceSource, describe
from rules.errors import RulesError

Attribute = Literal[
    "strength", "agility", "wit", "wisdom", "charisma", "insight", "precision", "technique"
]
"""The eight attributes of ``fids.ATTRIBUTES`` (a test checks they agree)."""
Stance = Literal["favorable", "neutral", "unfavorable"]


class Force(BaseModel):
    """Forcing a result after the roll: a lower die (neutral/unfavorable) or the favorable
    reroll; paid with Energy, or with 1 Misfortune to the GM."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)
    die: Annotated[int, in_range(1, 6)] | None = None
    """The lower die to take (neutral or unfavorable)."""
    reroll: bool = False
    """The favorable reroll of all three dice."""
    misfortune: bool = False
    """Paid by handing the GM 1 Misfortune instead of Energy."""

    @model_validator(mode="after")
    def _one_kind(self) -> Force:
        if (self.die is None) == (not self.reroll):
            raise ValueError(
                t("a force is exactly one of: a lower die (die) or the favorable reroll")
            )
        return self


@dataclass(frozen=True)
class FidsResolution:
    """A test as it would apply: the roll, the force, Energy step by step, the GM's pool."""

    test: fids.TestResult
    force: fids.ForceResult | None
    energy: fids.EnergyChange
    misfortune: tuple[int, int] | None = None
    """The GM's pool before and after a force paid with Misfortune."""
    cap: int | None = fids.MISFORTUNE_CAP

    @property
    def final(self) -> fids.TestResult:
        return self.force.after if self.force else self.test

    @property
    def lines(self) -> list[str]:
        """What applied to the character, one step a line (shown in the panel, logged)."""
        lines = [self.test.explanation]
        if self.force is not None:
            lines.append(self.force.explanation)
            lines.append(t("after the force: {decision}", decision=self.final.decision))
        energy = self.energy
        if energy.steps:
            lines.append(t("Energy: {steps}", steps=energy.explanation))
        if self.final.energy_gain and not energy.maximum:
            lines.append(t("critical: no Energy to gain (it has none)"))
        elif self.final.energy_gain and not energy.gain:
            lines.append(
                t(
                    "critical +{gain} Energy: already at the maximum {maximum}",
                    gain=fids.CRITICAL_ENERGY_GAIN,
                    maximum=energy.maximum,
                )
            )
        return lines

    @property
    def pool_line(self) -> str:
        """The GM's pool after a force paid with Misfortune, or ""."""
        if self.misfortune is None:
            return ""
        before, after = self.misfortune
        return t(
            "GM Misfortune {before} -> {after} ({cap})",
            before=before,
            after=after,
            cap=cap_words(self.cap),
        )


def cap_words(cap: int | None) -> str:
    """The house option's state in words, for the panel and the log."""
    if cap is None:
        return t("no cap: house option Misfortune cap 15 is off")
    return t("at most {cap}: house option Misfortune cap {cap}", cap=cap)


def misfortune_refusal(party: FidsParty, cid: str) -> str:
    """Why this character cannot pay a force with Misfortune now, or "" when it can."""
    if is_enemy(party, cid):
        return t(
            "{name} is an enemy: the GM does not pay himself with Misfortune "
            "(an enemy forces with its Energy)",
            name=name_of(party, cid),
        )
    try:
        fids.add_misfortune(party.pools.misfortune, 1, party.misfortune_cap)
    except RulesError as full:
        return str(full)
    return ""


def resolve_test(
    party: FidsParty,
    character: FidsCharacter,
    attribute: str,
    stance: str,
    dice: DiceSource,
    force: Force | None = None,
) -> FidsResolution:
    """Roll 3d6 (and, for a favorable force, 3d6 more); apply the chosen force; settle
    Energy (the force paid first, then a critical's +2) and the GM's pool.

    A force paid with Misfortune that cannot be (an enemy, a full pool) is refused before
    anything rolls.
    """
    if force is not None and force.misfortune and (why := misfortune_refusal(party, character.id)):
        raise OpError(t("cannot pay with Misfortune: {why}", why=why))
    value = getattr(character.attributes, attribute)
    describe(dice, t("the test (3d6)"))
    test = fids.test(value, stance, dice, attribute_name(attribute))
    result: fids.ForceResult | None = None
    if force is not None:
        if force.reroll or force.die is None:
            describe(dice, t("the favorable reroll (3d6)"))
            result = fids.reroll_favorable(test, dice, character.energy, force.misfortune)
        else:
            result = fids.force_lower(test, force.die, character.energy, force.misfortune)
    energy = fids.settle_energy(character.energy, character.energy_max, test, result)
    misfortune = None
    cap = party.misfortune_cap
    if result is not None and result.misfortune_paid:
        pool = party.pools.misfortune
        misfortune = (pool, fids.add_misfortune(pool, 1, cap))
    return FidsResolution(test, result, energy, misfortune, cap)


def test_heading(
    party: FidsParty, adapter: SystemRules, cid: str, against: str | None, applied: bool = True
) -> str:
    """Who tests, as a test's first log line names them (and a roll not applied too): the
    actor, whom the test is against when anyone, and on an ``applied`` test a strange
    choice as the GM's call (the panel warned before the roll; closed unapplied, the GM
    decided nothing)."""
    name = name_of(party, cid)
    if against is None:
        return name
    warning = target_warning(party, adapter, cid, against) if applied else ""
    call = t(" (the GM's call: {warning})", warning=warning) if warning else ""
    return t("{name}, against {target}{call}", name=name, target=name_of(party, against), call=call)


class FidsTest(Roll, name="fids_test", label=translatable("FIDS test roll")):
    """A FIDS test, with the force the GM chose after seeing the dice."""

    attribute: Attribute
    stance: Stance
    force: Force | None = None
    against: Id | None = None
    """Whom the test acts against (an attack, a trick), when anyone: the log names them and
    the console remembers them as the target."""

    @field_validator("against")
    @classmethod
    def _not_against_itself(cls, against: str | None, info: ValidationInfo) -> str | None:
        if against is not None and against == info.data.get("cid"):
            raise ValueError(t("a combatant's test is not against itself (leave it empty)"))
        return against

    @property
    def target(self) -> str | None:
        return self.against if self.against is not None else self.cid

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, FidsParty)
        character = find_character(party, self.cid)
        if self.against is not None:
            find_character(party, self.against)
        resolution = resolve_test(
            party, character, self.attribute, self.stance, ctx.dice, self.force
        )
        ctx.rolled(resolution.final)
        name = plain(character.name)
        first = test_heading(party, ctx.adapter, self.cid, self.against)
        for number, line in enumerate(resolution.lines):
            ctx.log(f"{first if number == 0 else name}: {line}")
        if resolution.pool_line:
            ctx.log(resolution.pool_line)
        if resolution.misfortune is not None:
            ctx.update_party(pools=updated(party.pools, misfortune=resolution.misfortune[1]))
        if resolution.energy.after != character.energy:
            ctx.update_character(character.id, energy=resolution.energy.after)
