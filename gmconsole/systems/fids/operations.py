"""FIDS operations: a test, with the optional force, as one confirmed action.

``resolve_test`` is shared by the panel (to show the roll and the forcing choices) and
the operation (replaying the same dice to apply Energy and Misfortune).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gmconsole.model.characters import FidsCharacter
from gmconsole.model.party import FidsParty
from gmconsole.state.context import OpContext, OpError, find_character
from gmconsole.state.engine import operation
from gmconsole.text import plain
from rules import fids
from rules.dice import DiceSource, describe


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
    force: dict[str, Any] | None = None,
) -> FidsResolution:
    """Roll 3d6 (and, for a favorable force, 3d6 more); apply the chosen force."""
    if attribute not in fids.ATTRIBUTES:
        raise OpError(f"unknown attribute {attribute!r}")
    value = getattr(character.attributes, attribute)
    describe(dice, "the test (3d6)")
    test = fids.test(value, stance, dice, fids.ATTRIBUTE_NAMES_ES[attribute])
    if not force:
        return FidsResolution(test, None)
    misfortune = bool(force.get("misfortune"))
    if force.get("reroll"):
        describe(dice, "the favorable reroll (3d6)")
        result = fids.reroll_favorable(test, dice, character.energy, misfortune)
    else:
        result = fids.force_lower(test, int(force["die"]), character.energy, misfortune)
    return FidsResolution(test, result)


@operation("fids_test")
def fids_test(
    ctx: OpContext, cid: str, attribute: str, stance: str, force: dict[str, Any] | None = None
) -> None:
    party = ctx.party
    assert isinstance(party, FidsParty)
    character = find_character(party, cid)
    resolution = resolve_test(character, attribute, stance, ctx.dice, force)
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
