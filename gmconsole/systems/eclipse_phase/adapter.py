"""Eclipse Phase in the console: aptitudes, skills, counters for moxie and damage."""

from __future__ import annotations

from gmconsole.i18n import t, translatable
from gmconsole.preview_seam import FightPreview
from gmconsole.state.context import OpContext, OpError, updated
from gmconsole.systems.base import HarmAtMaximum
from gmconsole.systems.eclipse_phase.model import (
    EclipsePhaseCharacter,
    EclipsePhaseFight,
    EclipsePhaseParty,
)
from gmconsole.systems.eclipse_phase.preview import EclipsePhasePreview
from gmconsole.systems.eclipse_phase.public import EclipsePhasePlayersView
from gmconsole.systems.eclipse_phase.words import aptitude_short
from gmconsole.systems.players_view import PlayersView
from gmconsole.text import plain
from rules import eclipse_phase as ep
from rules.dice import describe


class EclipsePhaseAdapter(HarmAtMaximum[EclipsePhaseParty, EclipsePhaseCharacter]):
    """Harm is counters: Daño at its maximum is down (HarmAtMaximum)."""

    system = "eclipse_phase"
    title = "Eclipse Phase"
    common_conditions = (
        translatable("Stunned"),
        translatable("Blinded"),
        translatable("Confused"),
        translatable("Prone"),
        translatable("Deafened"),
        translatable("Restrained"),
        translatable("Immobilized"),
        translatable("Impaired"),
        translatable("Unconscious"),
    )
    """The conditions offered first when the GM adds one (c)."""
    # health_unit stays empty: harm is counters (Daño, Heridas) adjusted in the sidebar.
    harm_counter_names = ("Daño", "Dano", "Damage", "Harm")
    """Damage against the morph's Durability (older files also name it Dano, Damage or
    Harm)."""
    wound_counter_names = ("Heridas", "Herida", "Wounds", "Wound")
    has_health_track = False
    has_zones = False
    system_actions: frozenset[str] = frozenset()
    """No rest, zones, surprise or experience actions."""

    def fight_preview(self) -> FightPreview:
        return EclipsePhasePreview()

    def players_view(self) -> PlayersView[EclipsePhaseParty, EclipsePhaseCharacter]:
        return EclipsePhasePlayersView(self)

    @property
    def rulings_summary(self) -> tuple[str, ...]:
        return (
            t(
                "d100 (tens then units) reads 00 to 99; success when the roll is the TN (target "
                "number) or less. 00 always succeeds (critical), 99 always fails (critical)."
            ),
            t(
                "Doubles (11, 22, ...) are criticals: critical success if it succeeds, else "
                "failure."
            ),
            t(
                "TN = skill, or an aptitude x1/x2/x3 or two summed, plus modifiers in tens; the "
                "sum of modifiers is capped at +/-60."
            ),
            t(
                "Difficulty: effortless +30, simple +20, easy +10, average 0, difficult -10, "
                "challenging -20, hard -30. Severity: minor 10, moderate 20, major 30."
            ),
            t(
                "Defaulting: an untrained skill uses its aptitude; a related skill at -30; some "
                "skills cannot default."
            ),
            t(
                "Teamwork +10 per helper; taking time +10 per step, removes critical failure, TN "
                "above 99 = automatic success."
            ),
            t(
                "Retry: -10 per earlier failed try (to -60), only when the GM marks the test as a "
                "retry in the panel (y). After a failed test the panel suggests it for that same "
                "test; it is never applied unasked, nor carried to other tests, opposed tests or "
                "the next fight."
            ),
            t(
                "MoS = TN - roll; MoF = roll - TN. Opposed: one success wins; both succeed: "
                "higher roll wins; both fail or same roll: deadlock."
            ),
            t(
                "Opposed test against a combat skill (Armas ..., Combate ..., ... Weapons): the "
                "opponent defends with its best defence skill (Esquivar, Fray), else REF by "
                "defaulting; against any other test, with the same skill or its aptitude. The "
                "GM's choice (o) for an opponent is kept for the fight."
            ),
            t(
                "Initiative is not in the text. House option initiative_roll (party file "
                "[options], on by default): 1d10 + (INT + REF) / 5 rounded down; off: the GM "
                "types it (e)."
            ),
        )

    def key_values(
        self, party: EclipsePhaseParty, character: EclipsePhaseCharacter
    ) -> list[tuple[str, str]]:
        values = [
            (aptitude_short(name), str(character.aptitudes.get(name))) for name in ep.APTITUDES
        ]
        for name, skill in character.skills.items():
            shown = str(skill.value) if skill.value else t("untrained")
            if not skill.value and not skill.can_default:
                shown += t(", cannot default")
            values.append((name, f"{shown} ({aptitude_short(skill.aptitude)})"))
        return values

    def on_leave(self, ctx: OpContext, cid: str) -> None:
        """Its retry counter goes with it."""
        fight = ctx.party.encounter.extra
        if not isinstance(fight, EclipsePhaseFight):
            return
        kept = [r for r in fight.retries if r.combatant != cid]
        ctx.update_encounter(extra=updated(fight, retries=kept))

    def rolls_initiative(self, party: EclipsePhaseParty) -> bool:
        return party.options.initiative_roll

    def roll_initiative(
        self, ctx: OpContext, character: EclipsePhaseCharacter
    ) -> tuple[int, int, str]:
        party = ctx.party
        assert isinstance(party, EclipsePhaseParty)
        if not party.options.initiative_roll:
            raise OpError(
                t(
                    "Eclipse Phase's text has no initiative rule and this party's house option "
                    "initiative_roll is off: type each initiative (e)"
                )
            )
        base = (character.aptitudes.get("intuition") + character.aptitudes.get("reflexes")) // 5
        describe(ctx.dice, t("{name}'s initiative (1d10)", name=plain(character.name)))
        die = ctx.dice.roll(10)
        return (
            base + die,
            base,
            t(
                "{name}: initiative {total}: 1d10 rolled {die}, plus {base} for "
                "(INT + REF) / 5 (house option: not in the text)",
                name=character.name,
                die=die,
                base=base,
                total=base + die,
            ),
        )

    def quick_character(self, cid: str, name: str, value: int) -> dict[str, object]:
        return {
            "id": cid,
            "name": name,
            "aptitudes": dict.fromkeys(ep.APTITUDES, 15),
            "counters": [
                {
                    "name": t(self.new_harm_counter_name),
                    "value": 0,
                    "min": 0,
                    "max": max(1, value or 30),
                }
            ],
        }
