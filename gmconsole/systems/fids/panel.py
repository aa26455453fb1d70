"""FIDS panel: a test with attribute and stance, then forcing with Energy or Misfortune."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from gmconsole.state.context import character_index
from gmconsole.state.operation import Operation
from gmconsole.systems.fids.model import FidsParty
from gmconsole.systems.fids.operations import FidsTest, Force, resolve_test
from gmconsole.widgets.panel_screen import Choice, PanelScreen, Preview
from rules import fids
from rules.dice import ScriptedDice
from rules.odds import percent


class FidsPanel(PanelScreen):
    title_text = "FIDS test"

    def setup(self) -> None:
        self.force: Force | None = None
        self.options: list[Any] = []
        """The forcing options of the last roll (neutral or unfavorable)."""
        self.choices = [
            Choice("a", "Character", self.combatant_values()),
            Choice("s", "Attribute", [(a, fids.ATTRIBUTE_NAMES_ES[a]) for a in fids.ATTRIBUTES]),
            Choice("t", "Stance", [(s, s) for s in fids.STANCES], index=1),
            Choice(
                "m",
                "Pay a force with",
                [(False, "Energy"), (True, "1 Misfortune to the GM")],
                after_roll=True,
            ),
        ]
        self.choice("a").select(self.cid)

    @property
    def character(self) -> Any:
        return character_index(self.party)[self.choice("a").value]

    def plan(self) -> tuple[list[str], Fraction | None]:
        character = self.character
        attribute = self.choice("s").value
        stance = self.choice("t").value
        value = getattr(character.attributes, attribute)
        odds = fids.outcome_odds(value, stance)
        keep = {"favorable": "lowest", "neutral": "middle", "unfavorable": "highest"}[stance]
        party = self.party
        assert isinstance(party, FidsParty)
        return [
            f"3d6, keep the {keep} die, <= {fids.ATTRIBUTE_NAMES_ES[attribute]} {value}",
            f"Energy {character.energy}/{character.energy_max} · GM Misfortune "
            f"{party.pools.misfortune}",
            "Odds: " + ", ".join(f"{name} {percent(p)}" for name, p in odds.items()),
        ], fids.success_odds(value, stance)

    def resolve(self, dice: ScriptedDice) -> Preview:
        character = self.character
        resolution = resolve_test(
            character, self.choice("s").value, self.choice("t").value, dice, self.force
        )
        test = resolution.test
        lines = [test.explanation, f"Meaning: {test.outcome.meaning}"]
        if resolution.force is not None:
            lines.append(resolution.force.explanation)
            lines.append(f"Meaning: {resolution.final.outcome.meaning}")
        elif test.stance != "favorable":
            options = fids.force_options(test)
            self.options = options
            misfortune = self.choice("m").value
            for number, option in enumerate(options, start=1):
                cost = "1 Misfortune" if misfortune else f"{option.cost} Energy"
                affordable = misfortune or option.cost <= character.energy
                lines.append(
                    f"  {number}: force to {option.die} for {cost} -> {option.outcome}"
                    + ("" if affordable else " (not enough Energy)")
                )
        elif not test.forced:
            can = self.choice("m").value or character.energy >= fids.REROLL_BASE_COST
            lines.append(
                "  f: reroll all three once (2 + difference; the new result stands)"
                + ("" if can else " (needs 2 Energy)")
            )
        if resolution.final.energy_gain:
            lines.append(f"Critical: {character.name} recovers 2 Energy")
        return Preview(lines)

    def extra_key(self, key: str) -> bool:
        if not self.rolled or self.force is not None or self.preview is None:
            return False
        misfortune = bool(self.choice("m").value)
        if key.isdigit() and key != "0" and self.choice("t").value != "favorable":
            options = self.options
            index = int(key) - 1
            if index < len(options):
                self.force = Force(die=options[index].die, misfortune=misfortune)
                self.advance(self._typed)
                if self.error:
                    self.force = None
                return True
        if key == "f" and self.choice("t").value == "favorable":
            self.force = Force(reroll=True, misfortune=misfortune)
            self.advance(self._typed)
            if self.error:
                self.force = None
            return True
        return False

    def key_help(self) -> str:
        """Only the forcing keys this roll allows."""
        if self.force is not None:
            return "forced"
        if self.choice("t").value == "favorable":
            return "f: reroll all three (force) · m: pay with Misfortune"
        count = len(self.options)
        if count == 0:
            return "no lower die to force to"
        keys = "1" if count == 1 else f"1-{count}"
        return f"{keys}: force to that die · m: pay with Misfortune"

    def operation(self) -> Operation:
        return FidsTest(
            cid=self.choice("a").value,
            attribute=self.choice("s").value,
            stance=self.choice("t").value,
            force=self.force,
        )
