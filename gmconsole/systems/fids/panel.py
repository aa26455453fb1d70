"""FIDS panel: a test with attribute, stance and whom it is against, then forcing with
Energy or (a player's force only, while the pool can take the point) Misfortune."""

from __future__ import annotations

from fractions import Fraction

from textual.binding import Binding

from gmconsole.dialogs.key_hints import KeyHint
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.dialogs.panel_values import Choice, Preview
from gmconsole.i18n import lazy_t, percent, t, translatable
from gmconsole.state.context import OpError, character_index
from gmconsole.state.operation import Operation, build
from gmconsole.state.targets import is_enemy, target_warning
from gmconsole.systems.fids.model import FidsCharacter, FidsParty, attribute_name
from gmconsole.systems.fids.operations import (
    FidsTest,
    Force,
    cap_words,
    misfortune_refusal,
    resolve_test,
    test_heading,
)
from rules import fids
from rules.dice import ScriptedDice


def _energy_only() -> list[tuple[object, str]]:
    return [(False, t("Energy"))]


def _energy_or_misfortune() -> list[tuple[object, str]]:
    return [(False, t("Energy")), (True, t("1 Misfortune to the GM"))]


def _stances() -> list[tuple[object, str]]:
    return [(s, fids.stance_words(s)) for s in fids.STANCES]


class FidsPanel(PanelScreen[FidsParty, FidsCharacter]):
    title_text = lazy_t("FIDS test")
    TARGET_OPTION = "o"
    SYSTEM_KEYS = {
        "f": ("force_reroll", translatable("force: reroll all three")),
        "1": ("force_1", translatable("force: option 1")),
        "2": ("force_2", translatable("force: option 2")),
        "3": ("force_3", translatable("force: option 3")),
    }
    OPTION_NAMES = {
        "a": "actor",
        "s": "attribute",
        "t": "stance",
        "o": "against",
        "m": "pay_with",
    }
    KIND_OPTIONS = frozenset("s")
    # The stance (how the situation favours the test) and whom it is against: a test's
    # opponent starts at nobody (RULINGS), unless pinned.
    SITUATIONAL_OPTIONS = frozenset("to")

    def setup(self) -> None:
        self.force: Force | None = None
        self._last_test: fids.TestResult | None = None
        """The roll before any force (what the forcing options are worked out from)."""
        self.options: list[fids.ForceOption] = []
        """The forcing options of the last roll (neutral or unfavorable)."""
        self.choices = [
            Choice("a", t("Character"), self.combatant_values()),
            Choice("s", t("Attribute"), [(a, attribute_name(a)) for a in fids.ATTRIBUTES]),
            Choice("t", t("Stance"), _stances(), index=1),
            Choice("o", t("Against"), []),
            Choice("m", t("Pay a force with"), _energy_or_misfortune(), after_roll=True),
        ]
        self.choice("a").select(self.cid)
        self.on_choice_changed(self.choice("a"))

    def default_target(self, actor: str) -> str | None:
        """Nobody: a FIDS test is against someone only when the GM picks them (the o key,
        or options the GM pinned)."""
        return None

    @property
    def fids_party(self) -> FidsParty:
        return self.party

    @property
    def character(self) -> FidsCharacter:
        cid = self.choice("a").text
        found = character_index(self.party).get(cid)
        if isinstance(found, FidsCharacter):
            return found
        raise OpError(t("no character with id {id}", id=repr(cid)))

    @property
    def has_energy(self) -> bool:
        return self.adapter.has_resource(self.party, self.character, "energy")

    @property
    def nothing_to_pay(self) -> bool:
        """An enemy with no Energy in the file: it never pays with Misfortune (RULINGS),
        so it cannot force at all; the panel says so without naming Energy it lacks."""
        return not self.has_energy and bool(self.misfortune_refusal)

    def can_pay(self, cost: int) -> bool:
        """Whether the actor can pay a force of ``cost`` Energy now: with Misfortune
        chosen, or with enough Energy (issue 36: a force it cannot pay has no key)."""
        return bool(self.choice("m").value) or cost <= self.character.energy

    def short_of_energy(self, reroll: bool = False) -> str:
        """What an option the actor cannot pay says instead of its key."""
        if self.misfortune_refusal:
            return t(" (needs 2 Energy)") if reroll else t(" (not enough Energy)")
        if reroll:
            return t(" (needs 2 Energy: m pays with Misfortune)")
        return t(" (not enough Energy: m pays with Misfortune)")

    @property
    def misfortune_refusal(self) -> str:
        """Why the actor cannot pay with Misfortune now ("" when they can)."""
        return misfortune_refusal(self.fids_party, self.choice("a").text)

    def on_choice_changed(self, choice: Choice) -> None:
        if choice.key != "a":
            return
        actor = self.choice("a").text
        against = self.choice("o")
        # A test is against nobody until the GM picks someone with o (RULINGS, FIDS): not
        # the selected combatant, not the last target; a pick that a new actor makes
        # strange (the actor, an ally, someone down) goes back to nobody.
        current = against.text_or_none if against.values else None
        against.values = [(None, t("nobody")), *self.opponent_values(actor)]
        if current == actor or self.warning_for(current):
            current = None
        against.select(current)
        pay = self.choice("m")
        pay.values = _energy_only() if self.misfortune_refusal else _energy_or_misfortune()
        pay.index = 0
        # Energy is the players' (third-pass ruling): a guard without any is not offered it.
        pay.visible = self.has_energy or not self.misfortune_refusal

    def warning_for(self, target: str | None) -> str:
        return target_warning(self.party, self.adapter.as_rules(), self.choice("a").text, target)

    def against(self) -> str | None:
        return self.choice("o").text_or_none

    def warnings(self) -> list[str]:
        """A test against a strange target (an ally, down, dead): allowed, after this line."""
        if warning := self.warning_for(self.choice("o").text_or_none):
            return [
                t("Warning: {warning}: allowed, but check it is whom you mean", warning=warning)
            ]
        return []

    def plan(self) -> tuple[list[str], Fraction | None]:
        character = self.character
        attribute = self.choice("s").text
        stance = self.choice("t").text
        value = getattr(character.attributes, attribute)
        odds = fids.outcome_odds(value, stance)
        keep = {
            "favorable": t("3d6, keep the lowest die, {attribute} {value} or less"),
            "neutral": t("3d6, keep the middle die, {attribute} {value} or less"),
            "unfavorable": t("3d6, keep the highest die, {attribute} {value} or less"),
        }[stance]
        party = self.fids_party
        odds_words = ", ".join(
            f"{fids.Outcome(name).words} {percent(p)}" for name, p in odds.items()
        )
        pools = []
        if self.has_energy:
            energy, maximum = character.energy, character.energy_max
            pools.append(t("Energy {value}/{maximum}", value=energy, maximum=maximum))
        if not is_enemy(party, character.id):  # an enemy never pays with it (RULINGS)
            pool, cap = party.pools.misfortune, cap_words(party.misfortune_cap)
            pools.append(t("GM Misfortune {pool} ({cap})", pool=pool, cap=cap))
        # Each outcome's odds help choose before the roll, the pools a force; past them
        # they only push the result and its keys off an 80x24 panel (play-test 31).
        lines = [
            keep.format(attribute=attribute_name(attribute), value=value),
            *([" · ".join(pools)] if pools and self.force is None else []),
            *([] if self.rolled else [t("Odds: {odds}", odds=odds_words)]),
        ]
        if (why := self.misfortune_refusal) and self.has_energy:
            lines.append(t("Pay with Misfortune: not offered: {why}", why=why))
        return lines, fids.success_odds(value, stance)

    def resolve(self, dice: ScriptedDice) -> Preview:
        character = self.character
        resolution = resolve_test(
            self.fids_party,
            character,
            self.choice("s").text,
            self.choice("t").text,
            dice,
            self.force,
        )
        test = resolution.test
        self._last_test = test
        outcome = resolution.final.outcome
        lines = list(resolution.lines)
        if outcome.meaning != outcome.words:  # a failure says nothing more than its name
            lines.append(t("Meaning: {meaning}", meaning=outcome.meaning))
        if resolution.pool_line:
            lines.append(resolution.pool_line)
        if resolution.force is not None:
            return Preview(lines)
        offers: list[str] = []
        misfortune = self.choice("m").value
        if not worth_forcing(test):
            # Never after a complete success or a critical (third pass): nothing to offer.
            self.options = []
            offers.append(t("  nothing to force: a complete success or better stands"))
        elif self.nothing_to_pay:
            self.options = []
            name = self.character.name
            offers.append(t("  no force: {name} has nothing to pay one with", name=name))
        elif test.stance != "favorable":
            options = improving_options(test)
            self.options = options
            for number, option in enumerate(options, start=1):
                cost = t("1 Misfortune") if misfortune else t("{cost} Energy", cost=option.cost)
                words = {"die": option.die, "cost": cost, "outcome": option.outcome.words}
                if self.can_pay(option.cost):
                    line = t(
                        "  {number}: force to {die} for {cost} -> {outcome}", number=number, **words
                    )
                else:  # shown, with no key
                    line = t("  force to {die} for {cost} -> {outcome}", **words)
                    line += self.short_of_energy()
                offers.append(line)
        elif misfortune and self.can_pay(fids.REROLL_BASE_COST):  # its price, as a force's
            offers.append(t("  f: reroll all three once for 1 Misfortune (the new result stands)"))
        elif self.can_pay(fids.REROLL_BASE_COST):
            offers.append(t("  f: reroll all three once (2 + difference; the new result stands)"))
        else:
            offers.append(
                t("  reroll all three once (2 + difference; the new result stands)")
                + self.short_of_energy(reroll=True)
            )
        return Preview(lines, offers=offers)

    def extra_key(self, key: str) -> bool:
        if not self.rolled or self.force is not None or self.preview is None:
            return False
        if self.values and not self.options and self.choice("t").value != "favorable":
            return False
        if key == "f" and not self._reroll_offered():
            return False
        misfortune = bool(self.choice("m").value)
        if key.isdigit() and key != "0" and self.choice("t").value != "favorable":
            options = self.options
            index = int(key) - 1
            if index < len(options) and self.can_pay(options[index].cost):
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

    def option_offered(self, choice: Choice) -> bool:
        """Paying with Misfortune is offered while a force is still open, the pool can
        take the point and it is not chosen already (the key line and the footer said it
        after it was chosen); ``m`` still switches back to Energy."""
        if choice.key != "m":
            return True
        test = self._last_test
        open_force = self.force is None and test is not None and worth_forcing(test)
        if test is not None and test.stance != "favorable" and not self.options:
            open_force = False
        return open_force and not self.misfortune_refusal and not choice.value

    def _reroll_offered(self) -> bool:
        """Favorable: the reroll only after a failure or a tight success, when it can be
        paid (2 Energy, or Misfortune)."""
        test = self._last_test
        return test is not None and worth_forcing(test) and self.can_pay(fids.REROLL_BASE_COST)

    def key_hints(self) -> list[KeyHint]:
        """Only the forcing keys this roll allows."""
        if self.force is not None:
            return [KeyHint(t("forced already"))]
        if self._last_test is not None and not worth_forcing(self._last_test):
            return [KeyHint(t("nothing to force"))]
        if self.nothing_to_pay:
            return [KeyHint(t("no force: nothing to pay one with"))]
        offered = self.option_offered(self.choice("m"))
        pay = [self.key_hint("m", t("pay with Misfortune"))] if offered else []

        if self.choice("t").value == "favorable":
            if not self._reroll_offered():
                return [KeyHint(t("not enough Energy to force")), *pay]
            return [self.key_hint("f", t("reroll all three (force)")), *pay]
        if not self.options:
            test = self._last_test
            if test is not None and fids.force_options(test):  # lower, but no better
                return [KeyHint(t("forcing cannot help: no lower die does better"))]
            return [KeyHint(t("no lower die to force to"))]
        numbered = enumerate(self.options, start=1)
        keys = [str(number) for number, option in numbered if self.can_pay(option.cost)]
        if not keys:
            return [KeyHint(t("not enough Energy to force")), *pay]
        return [self.key_hint(keys, t("force to that die")), *pay]

    def footer_label(self, binding: Binding) -> str | None:
        """A forcing key says the die it forces to, as the key line does ("1 force to 2"
        on dice 3 2 4), not the option's place ("force to die 1" read as the first die)."""
        label = super().footer_label(binding)
        for number, option in enumerate(self.options, start=1):
            if label is not None and binding.id == f"panel.force_{number}":
                return t("force to {die}", die=option.die)
        return label

    def heading(self) -> str:
        """The actor and whom the test is against, as the applied test's line says (no
        GM's call: the roll is not applied)."""
        return test_heading(
            self.party,
            self.adapter.as_rules(),
            self.choice("a").text,
            self.choice("o").text_or_none,
            applied=False,
        )

    def operation(self) -> Operation:
        return build(
            FidsTest,
            cid=self.choice("a").text,
            attribute=self.choice("s").value,
            stance=self.choice("t").value,
            force=self.force,
            against=self.choice("o").text_or_none,
        )


_RANK = {
    fids.Outcome.FAILURE: 0,
    fids.Outcome.TIGHT: 1,
    fids.Outcome.COMPLETE: 2,
    fids.Outcome.CRITICAL: 3,
}


def worth_forcing(test: fids.TestResult) -> bool:
    """Forcing is offered only where it can improve the outcome: after a failure or a
    tight success, never after a complete success or a critical (third-pass ruling)."""
    return test.outcome in (fids.Outcome.FAILURE, fids.Outcome.TIGHT)


def improving_options(test: fids.TestResult) -> list[fids.ForceOption]:
    """The lower dice that turn a failure into a success or a tight success into a
    complete one (an option that still fails, or changes nothing, is not offered), and
    of those only the cheapest for its outcome (forcing further costs more for nothing)."""
    if not worth_forcing(test):
        return []
    now = _RANK[test.outcome]
    floor = 1 if test.outcome is fids.Outcome.FAILURE else 2
    better = [
        option
        for option in fids.force_options(test)
        if _RANK[option.outcome] > now and _RANK[option.outcome] >= floor
    ]
    return [
        option
        for option in better
        if not any(
            other.cost < option.cost and _RANK[other.outcome] >= _RANK[option.outcome]
            for other in better
        )
    ]
