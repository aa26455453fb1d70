"""FIDS in the console: attributes, Energy per character, the GM's Misfortune pool."""

from __future__ import annotations

from typing import Any

from gmconsole.model.party import AnyParty
from gmconsole.state.context import OpContext, OpError
from gmconsole.systems.base import Resource, SystemAdapter
from gmconsole.systems.fids.model import FidsParty
from rules import fids


class FidsAdapter(SystemAdapter):
    system = "fids"
    title = "FIDS"
    system_actions = frozenset({"long_rest"})
    rest_prompt = (
        "Start a new session (Misfortune = 2 per player, at most 15 while the house option "
        "Misfortune cap 15 is on)?"
    )
    rulings_summary = (
        "3d6: favorable keeps the lowest die, neutral the middle, unfavorable the highest.",
        "Success when the kept die <= the attribute (1..5).",
        "Critical: three equal dice, always a success, +2 Energy (not above maximum).",
        "Complete: kept < attribute. Tight (apretado): kept == attribute, with a complication.",
        "Forcing (neutral/unfavorable): take a lower die of the roll; costs kept - chosen Energy.",
        "Forcing (favorable): one reroll of all three; costs 2 + |old - new|; the new result "
        "stands; needs 2 Energy; Energy stops at 0.",
        "A critical's +2 Energy comes after the force that produced it is paid "
        "(Energy 5, reroll costing 5, a triple: 5 -> 0 -> 2); the log shows both steps.",
        "The log states the comparison that decided: a triple reads 'triple 6: critical "
        "success', never '6 <= 3'.",
        "Instead of Energy, a player's force can be paid by giving the GM 1 Misfortune; never "
        "an enemy's (the GM does not pay himself); an enemy with Energy forces with it.",
        "Misfortune cap 15 (house option, on by default): a point the pool cannot hold is "
        "refused, not lost; off, the pool has no cap.",
        "New session (house option): Misfortune = 2 per player (at most the cap).",
        "A test may name whom it is against: by default an opponent who is up; an ally, a "
        "downed or dead one is allowed after a warning line, and the log says so.",
        "No initiative rule: order by hand, or roll 1d6 each (highest first).",
    )

    def load_operations(self) -> None:
        import gmconsole.systems.fids.operations  # noqa: F401

    def panel(self, party: Any, actor: str, target: str | None, dice: Any) -> Any:
        from gmconsole.systems.fids.panel import FidsPanel

        return FidsPanel(party, self, dice, actor, target)

    def tracker_value(self, character: Any) -> str:
        """Energy is what a FIDS player spends in a fight (enemies often have none)."""
        if character.energy_max:
            return f"Energy {character.energy}/{character.energy_max}"
        return super().tracker_value(character)

    def key_values(self, party: AnyParty, character: Any) -> list[tuple[str, str]]:
        values = [
            (fids.ATTRIBUTE_NAMES_ES[name], str(getattr(character.attributes, name)))
            for name in fids.ATTRIBUTES
        ]
        values.append(("Energía", f"{character.energy}/{character.energy_max}"))
        if character.skills:
            values.append(("Habilidades", ", ".join(character.skills)))
        return values

    def resources(self, party: AnyParty, character: Any) -> list[Resource]:
        return [
            Resource("energy", "Energy", f"{character.energy}/{character.energy_max}"),
            Resource("energy_max", "Energy max", str(character.energy_max)),
            *super().resources(party, character),
        ]

    def party_resources(self, party: AnyParty) -> list[Resource]:
        assert isinstance(party, FidsParty)
        cap = party.misfortune_cap
        shown = f"/{cap}" if cap is not None else " (no cap)"
        return [
            Resource(
                "misfortune",
                "Misfortune (GM)",
                f"{party.pools.misfortune}{shown}",
                "number",
                owner="party",
            )
        ]

    def adjust(self, ctx: OpContext, character: Any, key: str, delta: int) -> str:
        if key == "energy":
            value = fids.gain_energy(character.energy, character.energy_max, delta)
            if value == character.energy:
                raise OpError(f"Energy is {character.energy} (0..{character.energy_max})")
            before = character.energy
            ctx.set(character, "energy", value)
            return f"{character.name}: Energy {before} -> {value}"
        if key == "energy_max":
            value = max(0, min(99, character.energy_max + delta))
            if value == character.energy_max:
                raise OpError("Energy max must be 0..99")
            ctx.set(character, "energy_max", value)
            if character.energy > value:
                ctx.set(character, "energy", value)
            return f"{character.name}: Energy max -> {value}"
        return super().adjust(ctx, character, key, delta)

    def adjust_party(self, ctx: OpContext, key: str, delta: int) -> str:
        party = ctx.party
        assert isinstance(party, FidsParty)
        if key != "misfortune":
            return super().adjust_party(ctx, key, delta)
        before = party.pools.misfortune
        value = fids.add_misfortune(before, delta, party.misfortune_cap)
        if value == before:
            raise OpError(f"Misfortune is {value}")
        ctx.set(party.pools, "misfortune", value)
        return f"GM Misfortune {before} -> {value}"

    def roll_initiative(self, ctx: OpContext, character: Any) -> tuple[int, int, str]:
        value = fids.initiative(ctx.dice)
        return value, 0, f"{character.name}: initiative 1d6 = {value} (convenience roll)"

    def quick_character(self, cid: str, name: str, value: int) -> dict[str, Any]:
        return {
            "id": cid,
            "name": name,
            "attributes": dict.fromkeys(fids.ATTRIBUTES, max(1, min(5, value or 3))),
        }

    def long_rest(self, ctx: OpContext) -> str:
        party = ctx.party
        assert isinstance(party, FidsParty)
        if not party.options.misfortune_session_reset:
            raise OpError("the new-session Misfortune reset is off in this party's options")
        cap = party.misfortune_cap
        value = fids.new_session_misfortune(len(party.members), cap)
        ctx.set(party.pools, "misfortune", value)
        limit = f"at most {cap}" if cap is not None else "no cap"
        return f"New session: GM Misfortune = 2 x {len(party.members)} players, {limit} -> {value}"
