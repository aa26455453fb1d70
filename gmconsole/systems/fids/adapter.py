"""FIDS in the console: attributes, Energy per character, the GM's Misfortune pool."""

from __future__ import annotations

from gmconsole.i18n import t, tn, translatable
from gmconsole.preview_seam import FightPreview
from gmconsole.state.context import OpContext, OpError, updated
from gmconsole.systems.base import HarmAtMaximum, Resource
from gmconsole.systems.fids.model import FidsCharacter, FidsParty, attribute_name
from gmconsole.systems.fids.preview import FidsPreview
from gmconsole.systems.fids.public import FidsPlayersView
from gmconsole.systems.players_view import PlayersView
from rules import fids


class FidsAdapter(HarmAtMaximum[FidsParty, FidsCharacter]):
    system = "fids"
    title = "FIDS"
    common_conditions = (
        translatable("Stunned"),
        translatable("Prone"),
        translatable("Blinded"),
        translatable("Grappled"),
        translatable("Frightened"),
        translatable("Poisoned"),
    )
    """The conditions offered first when the GM adds one (c)."""
    system_actions = frozenset({"long_rest"})
    player_resources = {"energy": "energy_max", "energy_max": "energy_max"}
    harm_counter_names = ("Daño", "Dano", "Damage", "Harm")
    """The text has no harm rule: harm is the console's Damage counter, Daño in Spanish
    (older files also name it Dano or Harm)."""

    def fight_preview(self) -> FightPreview:
        return FidsPreview()

    def players_view(self) -> PlayersView[FidsParty, FidsCharacter]:
        return FidsPlayersView(self)

    @property
    def rest_prompt(self) -> str:
        return t(
            "Start a new session (Misfortune = 2 per player, at most 15 while the house option "
            "Misfortune cap 15 is on)?"
        )

    @property
    def rulings_summary(self) -> tuple[str, ...]:
        return (
            t("3d6: favorable keeps the lowest die, neutral the middle, unfavorable the highest."),
            t("Success when the kept die is the attribute (1 to 5) or less."),
            t("Critical: three equal dice, always a success, +2 Energy (not above maximum)."),
            t(
                "Complete: kept < attribute. Tight (apretado): kept == attribute, with a "
                "complication."
            ),
            t(
                "Forcing (neutral/unfavorable): take a lower die of the roll; costs the kept "
                "die minus the chosen one in Energy."
            ),
            t(
                "Forcing (favorable): one reroll of all three; costs 2 plus the difference "
                "between the old kept die and the new; the new result stands; needs 2 Energy; "
                "Energy stops at 0."
            ),
            t(
                "A critical's +2 Energy comes after the force that produced it is paid "
                "(Energy 5, reroll costing 5, a triple: 5 -> 0 -> 2); the log shows both steps."
            ),
            t(
                "The log states the comparison that decided: a triple reads 'triple 6: critical "
                "success', never '6 <= 3'."
            ),
            t(
                "Instead of Energy, a player's force can be paid by giving the GM 1 Misfortune; "
                "never an enemy's (the GM does not pay himself); an enemy with Energy forces with "
                "it."
            ),
            t(
                "Misfortune cap 15 (house option, on by default): a point the pool cannot hold is "
                "refused, not lost; off, the pool has no cap."
            ),
            t("New session (house option): Misfortune = 2 per player (at most the cap)."),
            t(
                "A test is against nobody until the GM picks someone (o); an ally, a downed or "
                "dead one is allowed after a warning line, and the log says so."
            ),
            t("No initiative rule: order by hand, or roll 1d6 each (highest first)."),
            t(
                "Harm: d adds to the Damage counter (a new one holds 10); at its maximum the "
                "combatant is down, with a log line. The text has no harm rule: this is the "
                "console's reading, as in Eclipse Phase."
            ),
        )

    def tracker_value(self, character: FidsCharacter) -> str:
        """Energy is what a FIDS player spends in a fight (enemies often have none); harm
        taken comes first, so a hurt member's shows too (``Daño 3/10 Energy 4/4``)."""
        if not character.energy_max:
            return super().tracker_value(character)
        index = self.harm_counter(character)
        harm = character.counters[index] if index is not None else None
        energy = t("Energy {value}/{maximum}", value=character.energy, maximum=character.energy_max)
        if harm is None or not harm.value:
            return energy
        return f"{harm.name} {harm.value}/{harm.max} {energy}"

    def key_values(self, party: FidsParty, character: FidsCharacter) -> list[tuple[str, str]]:
        values = [
            (attribute_name(name), str(getattr(character.attributes, name)))
            for name in fids.ATTRIBUTES
        ]
        if self.has_resource(party, character, "energy"):
            values.append((t("Energy"), f"{character.energy}/{character.energy_max}"))
        if character.skills:
            values.append((t("Skills"), ", ".join(character.skills)))
        return values

    def resources(self, party: FidsParty, character: FidsCharacter) -> list[Resource]:
        energy = [
            Resource("energy", t("Energy"), f"{character.energy}/{character.energy_max}"),
            Resource("energy_max", t("Energy max"), str(character.energy_max)),
        ]
        return [
            *(energy if self.has_resource(party, character, "energy") else []),
            *super().resources(party, character),
        ]

    def party_resources(self, party: FidsParty) -> list[Resource]:
        assert isinstance(party, FidsParty)
        cap = party.misfortune_cap
        shown = f"/{cap}" if cap is not None else t(" (no cap)")
        return [
            Resource(
                "misfortune",
                t("Misfortune (GM)"),
                f"{party.pools.misfortune}{shown}",
                "number",
                owner="party",
            )
        ]

    def adjust(self, ctx: OpContext, character: FidsCharacter, key: str, delta: int) -> str:
        self.require_resource(ctx.party, character, key)
        if key == "energy":
            value = fids.gain_energy(character.energy, character.energy_max, delta)
            if value == character.energy:
                raise OpError(
                    t(
                        "Energy is {value} (0 to {maximum})",
                        value=character.energy,
                        maximum=character.energy_max,
                    )
                )
            before = character.energy
            ctx.update_character(character.id, energy=value)
            return t(
                "{name}: Energy {before} -> {after}",
                name=character.name,
                before=before,
                after=value,
            )
        if key == "energy_max":
            value = max(0, min(99, character.energy_max + delta))
            if value == character.energy_max:
                raise OpError(t("Energy max must be 0 to 99"))
            ctx.update_character(character.id, energy_max=value)
            if character.energy > value:
                ctx.update_character(character.id, energy=value)
            return t("{name}: Energy max -> {value}", name=character.name, value=value)
        return super().adjust(ctx, character, key, delta)

    def adjust_party(self, ctx: OpContext, key: str, delta: int) -> str:
        party = ctx.party
        assert isinstance(party, FidsParty)
        if key != "misfortune":
            return super().adjust_party(ctx, key, delta)
        before = party.pools.misfortune
        value = fids.add_misfortune(before, delta, party.misfortune_cap)
        if value == before:
            raise OpError(t("Misfortune is {value}", value=value))
        ctx.update_party(pools=updated(party.pools, misfortune=value))
        return t("GM Misfortune {before} -> {after}", before=before, after=value)

    def roll_initiative(self, ctx: OpContext, character: FidsCharacter) -> tuple[int, int, str]:
        value = fids.initiative(ctx.dice)
        return (
            value,
            0,
            t(
                "{name}: initiative 1d6 = {value} (convenience roll)",
                name=character.name,
                value=value,
            ),
        )

    @property
    def quick_value(self) -> tuple[str, int]:
        """Quick-add's number is every attribute (play-test 34: "harm track" set them)."""
        return t("Attributes, each 1 to 5 (0 = 3)"), 5

    def quick_character(self, cid: str, name: str, value: int) -> dict[str, object]:
        return {
            "id": cid,
            "name": name,
            "attributes": dict.fromkeys(fids.ATTRIBUTES, max(1, min(5, value or 3))),
        }

    def long_rest(self, ctx: OpContext) -> str:
        party = ctx.party
        assert isinstance(party, FidsParty)
        if not party.options.misfortune_session_reset:
            raise OpError(t("the new-session Misfortune reset is off in this party's options"))
        cap = party.misfortune_cap
        value = fids.new_session_misfortune(len(party.members), cap)
        ctx.update_party(pools=updated(party.pools, misfortune=value))
        limit = t("at most {cap}", cap=cap) if cap is not None else t("no cap")
        return t(
            "New session: GM Misfortune = 2 x {players}, {limit} -> {value}",
            players=tn("{n} player", "{n} players", len(party.members)),
            limit=limit,
            value=value,
        )
