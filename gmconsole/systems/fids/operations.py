"""FIDS operations: a test, with the optional force, as one confirmed action.

``resolve_test`` is shared by the panel (to show the roll and the forcing choices) and
the operation (replaying the same dice to apply Energy and Misfortune).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from gmconsole.model.fields import ranged
from gmconsole.state.context import OpContext, find_character
from gmconsole.state.operations import OnCombatant
from gmconsole.systems.fids.model import FidsCharacter, FidsParty
from gmconsole.text import plain
from rules import fids
from rules.dice import DiceSource, describe

Attribute = Literal[
    "strength", "agility", "wit", "wisdom", "charisma", "insight", "precision", "technique"
]
"""The eight attributes of ``fids.ATTRIBUTES`` (a test checks they agree)."""
Stance = Literal["favorable", "neutral", "unfavorable"]


class Force(BaseModel):
    """Forcing a result after the roll: a lower die (neutral/unfavorable) or the favorable
    reroll; paid with Energy, or with 1 Misfortune to the GM."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)
    die: ranged(1, 6) | None = None
    """The lower die to take (neutral or unfavorable)."""
    reroll: bool = False
    """The favorable reroll of all three dice."""
    misfortune: bool = False
    """Paid by handing the GM 1 Misfortune instead of Energy."""

    @model_validator(mode="after")
    def _one_kind(self) -> Force:
        if (self.die is None) == (not self.reroll):
            raise ValueError("a force is exactly one of: a lower die (die) or the favorable reroll")
        return self


@dataclass(frozen=True)
class FidsResolution:
    test: fids.TestResult
    force: fids.ForceResult | None

    @property
    def final(self) -> fids.TestResult:
        return self.force.after if self.force else self.test


def resolve_test(
    character: FidsCharacter,
    attribute: str,
    stance: str,
    dice: DiceSource,
    force: Force | None = None,
) -> FidsResolution:
    """Roll 3d6 (and, for a favorable force, 3d6 more); apply the chosen force."""
    value = getattr(character.attributes, attribute)
    describe(dice, "the test (3d6)")
    test = fids.test(value, stance, dice, fids.ATTRIBUTE_NAMES_ES[attribute])
    if not force:
        return FidsResolution(test, None)
    if force.reroll or force.die is None:
        describe(dice, "the favorable reroll (3d6)")
        result = fids.reroll_favorable(test, dice, character.energy, force.misfortune)
    else:
        result = fids.force_lower(test, force.die, character.energy, force.misfortune)
    return FidsResolution(test, result)


class FidsTest(OnCombatant, name="fids_test"):
    """A FIDS test, with the force the GM chose after seeing the dice."""

    attribute: Attribute
    stance: Stance
    force: Force | None = None

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        assert isinstance(party, FidsParty)
        _apply_test(ctx, party, self)


def _apply_test(ctx: OpContext, party: FidsParty, op: FidsTest) -> None:
    character = find_character(party, op.cid)
    resolution = resolve_test(character, op.attribute, op.stance, ctx.dice, op.force)
    name = plain(character.name)
    ctx.log(f"{name}: {resolution.test.explanation}")
    energy = character.energy
    if resolution.force is not None:
        ctx.log(f"{name}: {resolution.force.explanation}")
        energy = resolution.force.energy_after
        if resolution.force.energy_lost_unpaid:
            ctx.log(
                f"{name}: {resolution.force.energy_lost_unpaid} Energy could not be paid "
                "(Energy stops at 0)"
            )
        if resolution.force.misfortune_paid:
            pool = fids.add_misfortune(party.pools.misfortune, 1)
            ctx.set(party.pools, "misfortune", pool)
            ctx.log(f"GM Misfortune -> {pool}")
    gain = resolution.final.energy_gain
    if gain:
        energy = fids.gain_energy(energy, character.energy_max, gain)
        ctx.log(f"{name}: critical recovers {gain} Energy (max {character.energy_max})")
    if energy != character.energy:
        ctx.log(f"{name}: Energy {character.energy} -> {energy}")
        ctx.set(character, "energy", energy)
