"""A panel's roll: roll or type in the table's dice, resolve, then apply or close.

The generic half of every system panel that knows nothing of its options: who acts,
the fight it opened on (a panel closes when that changed under it), the dice rolled or
typed so far, the preview of the resolution. ``PanelScreen`` adds the options, the
keys and the drawing; a system's panel says how to ``plan``, ``resolve`` and build the
``operation``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Generic, TypeVar

from pydantic import ValidationError

from gmconsole.dialogs.dice_entry import (
    as_typed,
    nothing_typed,
    prompt_for,
    read_dice,
    too_many,
)
from gmconsole.dialogs.form_dialog import Field, FormDialog
from gmconsole.dialogs.once import DismissOnce
from gmconsole.dialogs.panel_values import Planned, Preview
from gmconsole.i18n import t
from gmconsole.keymap import keymap_of, shown_key
from gmconsole.model.characters import CharacterBase
from gmconsole.model.party import PartyBase
from gmconsole.state.context import OpError, name_of
from gmconsole.state.not_applied import RollNotApplied, unapplied_text
from gmconsole.state.operation import Operation
from gmconsole.state.targets import (
    after_in_turn,
    default_target,
    side_of,
    state_of,
)
from gmconsole.toasts import clear_stale_toasts
from rules.dice import DiceExhausted, DiceSource, ScriptedDice
from rules.errors import RulesError

if TYPE_CHECKING:
    from gmconsole.systems.base import SystemAdapter

PartyT = TypeVar("PartyT", bound=PartyBase)
"""The system's party model (``SystemAdapter``'s)."""
CharT = TypeVar("CharT", bound=CharacterBase)
"""The system's character model."""


class PanelRoll(DismissOnce[Planned | None], Generic[PartyT, CharT]):
    """The roll of a panel, from the first die to the planned operation it dismisses
    with (or a "roll not applied" line)."""

    def __init__(
        self,
        party: PartyT,
        adapter: SystemAdapter[PartyT, CharT],
        dice: DiceSource,
        cid: str,
        target: str | None = None,
    ) -> None:
        super().__init__()
        self.party = party
        self.adapter = adapter
        self.dice = dice
        self.cid = cid
        self.target = target
        self.values: list[int] = []
        self.step_start = 0
        """How many of ``values`` the roll had when it last resolved: the dice after them
        are this step's (an EZD6 armour save after its attack), what "typed so far" says."""
        self.rolled = False
        self.dice_missing = False
        """The GM closed the entry of dice this roll still needs (a damage die, armour
        saves ...): ``e`` asks for them again, escape closes without applying."""
        self.preview: Preview | None = None
        self.error = ""
        self.fight = self._fight_now()

    _typed = False
    """The dice of this roll are typed (the table's), not rolled."""

    # --- for subclasses ------------------------------------------------------------------
    def plan(self) -> tuple[list[str], Fraction | None]:
        """Lines describing what will be rolled, and the exact odds of success."""
        return [], None

    def resolve(self, dice: ScriptedDice) -> Preview:
        """Resolve with these dice (raise DiceExhausted to ask for more)."""
        raise NotImplementedError

    def operation(self) -> Operation:
        """The operation (its arguments validated) that applies the result."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Draw the panel again (``PanelScreen``)."""

    def result_hint(self) -> str:
        """What the result still waits for, and the keys it offers (``PanelScreen``)."""
        return ""

    def remember(self) -> None:
        """Keep the options for the actor's next panel (``PanelScreen``)."""

    # --- helpers -------------------------------------------------------------------------
    def who(self, cid: str | None) -> str:
        return "-" if cid is None else name_of(self.party, cid)

    def acting(self) -> str:
        """Who rolls: the actor the panel opened for (``PanelScreen``: or the one the GM
        picked instead)."""
        return self.cid

    def against(self) -> str | None:
        """Whom the roll is against, when anyone (a system's panel says)."""
        return None

    def heading(self) -> str:
        """Who rolls, as the roll's first log line would name them (a roll not applied
        says the same): the actor; a system adds whom the roll is against when its
        outcome lines do not say it (FIDS)."""
        return self.who(self.acting())

    def default_target(self, actor: str) -> str | None:
        """The given target if it is an opponent who is up (and in reach), else the next
        such opponent in the turn order (``gmconsole.state.targets``)."""
        return default_target(self.party, self.adapter.as_rules(), actor, self.target)

    def combatant_values(self, exclude: str | None = None) -> list[tuple[str, str]]:
        """Everyone in the fight but ``exclude``, in the order, the enemies hidden from the
        players last and said so (a member's roll against one tells the players there is
        an unseen enemy: the GM picks it knowingly)."""
        combatants = [c for c in self.party.encounter.combatants if c.id != exclude]
        return [
            (c.id, self.side_label(c.id, c.side, c.hidden))
            for c in sorted(combatants, key=lambda c: c.hidden)
        ]

    def opponent_values(self, actor: str) -> list[tuple[str, str]]:
        """Whom the actor may act against, from the default on: opponents first (those up
        before the fallen, hidden or not: play-test 31 stepped over two fallen guards to
        reach the hidden one standing; among each, the seen before the enemies hidden from
        the players, then the turn order after the actor), allies last, so cycling reaches
        the other enemy before the actor's own side (play-test 6)."""
        rules, place = self.adapter.as_rules(), after_in_turn(self.party, actor)

        def order(cid: str) -> tuple[bool, bool, bool, int]:
            ally = side_of(self.party, cid) == side_of(self.party, actor)
            hidden = bool((c := self.party.encounter.combatant(cid)) and c.hidden)
            fallen = state_of(self.party, rules, cid) in ("down", "dead")
            return ally, fallen, hidden, place.index(cid) if cid in place else len(place)

        return sorted(self.combatant_values(exclude=actor), key=lambda value: order(value[0]))

    def side_label(self, cid: str, side: str, hidden: bool) -> str:
        """``Bandido 2 (enemy, hidden)``; one who is down or dead says so (play-test 17:
        a downed guard was offered as a target like one up)."""
        # Spanish "del grupo": a party member, never a group of enemies ("bloque").
        words = [t("party") if side == "party" else t("enemy")]
        words += [t("hidden")] if hidden and side != "party" else []
        state = state_of(self.party, self.adapter.as_rules(), cid)
        words += [t(state)] if state in ("down", "dead") else []
        return f"{self.who(cid)} ({', '.join(words)})"

    def shown_key(self, binding_id: str, default: str) -> str:
        """The key the GM presses for a binding (``keymap.shown_key``)."""
        return shown_key(keymap_of(self.app), binding_id, default)

    def follow_party(self, party: PartyT) -> None:
        """The party changed while the panel is open (a dialog's late answer): the next
        key sees it (``fight_changed``)."""
        self.party = party

    def _fight_now(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.party.encounter.combatants)

    def fight_changed(self) -> bool:
        """Close the panel (and say so) when the fight changed under it.

        A modal panel freezes the fight, but a dialog's answer can land just after the panel
        was built (keys typed ahead, e.g. enter on "Remove?" then t): its choices may then
        name a combatant who is gone. Found by the monkey at 50,000 keys.
        """
        if self.closing or self._fight_now() == self.fight:
            return False
        self.app.notify(
            t("The fight changed while the panel opened; nothing was applied. Press t again."),
            severity="warning",
        )
        self.dismiss(None)
        return True

    # --- rolling -------------------------------------------------------------------------
    def action_roll(self) -> None:
        if self.rolled or self.fight_changed():
            return
        self.start(typed=False)

    def action_enter_dice(self) -> None:
        if self.fight_changed():
            return
        if self.rolled:
            if self.dice_missing:
                self.dice_missing = False
                self.advance(typed=True)
            return
        self.start(typed=True)

    def start(self, typed: bool) -> None:
        try:
            self.plan()
            self.operation()  # the arguments are valid before anything rolls
        except ValidationError as problem:
            why = "; ".join(
                f"{'.'.join(map(str, e['loc']))}: {e['msg']}"
                for e in problem.errors(include_url=False)
            )
            self.cannot_roll(why)
            return
        except (OpError, RulesError) as problem:
            self.cannot_roll(str(problem))
            return
        # What was said before the roll ("press again to roll anyway", "roll first") is
        # answered by it, and at 80x24 its toast would stand over the result lines.
        clear_stale_toasts(self.app)
        self._typed = typed
        self.values = []
        self.step_start = 0
        self.rolled = True
        self.advance(typed)

    def cannot_roll(self, why: str) -> None:
        """The roll key cannot act: say why, in the panel and as a notice (the panel's
        result may be below the fold on a small terminal)."""
        self.redraw()
        self.error = why
        self.show_error(why)
        self.app.notify(why, severity="warning", markup=False)

    def show_error(self, why: str) -> None:
        """Show why the roll cannot start where the result goes (``PanelScreen``)."""

    def advance(self, typed: bool) -> None:
        """Resolve; on running out of dice, roll the next one (or ask for it) and retry."""
        while True:
            try:
                self.preview = self.resolve(ScriptedDice(self.values))
                self.step_start = len(self.values)
                self.error = ""
                self.dice_missing = False
                break
            except DiceExhausted as need:
                if typed:
                    self.ask_dice(need)
                    return
                self.values.append(self.dice.roll(need.sides))
            except (OpError, RulesError) as problem:
                self.error = str(problem)
                break
        self.redraw()

    def ask_dice(self, need: DiceExhausted, text: str = "", why: str = "") -> None:
        """Ask the GM for the table's dice: the next die, or several at once
        (``dice_entry``). A wrong entry comes back with the text as typed and why it was
        refused."""
        prompt = prompt_for(need)
        step = self.values[self.step_start :]
        so_far = (
            t(" · typed so far: {dice}", dice=" ".join(as_typed(step, prompt.d100))) if step else ""
        )

        def refused(raw: str, reason: str) -> None:
            self.app.notify(reason, severity="warning", markup=False)
            self.ask_dice(need, raw, reason)

        def typed(values: dict[str, object] | None) -> None:
            if values is None:
                if not self.values:
                    self.rolled = False
                    self.preview = None
                else:
                    # Dice are typed already: the roll waits for the rest, it is not lost.
                    self.dice_missing = True
                    self.app.notify(self.missing_dice_help(), severity="warning", markup=False)
                self.redraw()
                return
            raw = str(values["dice"])
            if not raw.strip():  # say what the roll takes, not that "" is no number
                refused(raw, nothing_typed(self._dice_needed(), prompt, more=bool(step)))
                return
            dice = read_dice(raw, prompt)
            if isinstance(dice, str):
                refused(raw, dice)
                return
            if (taken := self._dice_taken(dice)) is not None:
                refused(raw, too_many(taken[0], prompt.d100, why=taken[1], more=bool(step)))
                return
            clear_stale_toasts(self.app)  # a refusal just said is answered
            self.values.extend(dice)
            self.advance(typed=True)

        title = t("Enter the dice{so_far}", so_far=so_far) + "\n" + prompt.asked
        hint = "\n".join(filter(None, [why, prompt.hint]))
        dialog = FormDialog(title, [Field("dice", prompt.label, text)], hint=hint)
        self.app.push_screen(dialog, typed)

    def _dice_needed(self) -> int | None:
        """The fewest more dice the roll takes (each a 1: nothing chains, explodes or
        passes a save that asks for the next); None when that is not known."""
        trial = ScriptedDice([*self.values, *[1] * 20])
        try:
            self.resolve(trial)
        except (DiceExhausted, OpError, RulesError):
            return None
        return 20 - trial.remaining

    def _dice_taken(self, dice: list[int]) -> tuple[int, str] | None:
        """How many of ``dice`` the roll takes when that is fewer than typed, and why
        the rules ended there ("" when they do not say); None when it takes them all (or
        needs more)."""
        trial = ScriptedDice([*self.values, *dice])
        try:
            self.resolve(trial)
        except (DiceExhausted, OpError, RulesError):
            return None
        return (len(dice) - trial.remaining, trial.ended) if trial.remaining else None

    def missing_dice_help(self) -> str:
        return t(
            "Dice still missing: {dice} types them, {close} closes without applying",
            dice=self.shown_key("panel.enter_dice", "e"),
            close=self.shown_key("panel.close", "escape"),
        )

    # --- applying or closing -------------------------------------------------------------
    def action_apply(self) -> None:
        if self.closing or self.fight_changed():
            return  # a second enter typed before the panel closed: apply once only
        if self.dice_missing:
            self.app.notify(self.missing_dice_help(), severity="warning", markup=False)
            return
        if not self.rolled and self.error:
            # Refused before any roll (a potion at full strikes): "roll first" sent the GM
            # back to an r that had just said no (play-test 3); say the reason again.
            why = t("Nothing to apply: {why}", why=self.error)
            self.app.notify(why, severity="warning", markup=False)
            return
        if not self.rolled or self.preview is None:
            self.app.notify(t("Roll first (r), or type the table's dice (e)."), timeout=2)
            return
        if not self.preview.complete:
            self.app.notify(
                self.preview.needed or self.result_hint() or t("A choice is still open."),
                severity="warning",
                markup=False,
            )
            return
        try:
            operation = self.operation()
        except ValidationError as problem:
            self.error = str(problem.errors(include_url=False)[0]["msg"])
            self.redraw()
            return
        except OpError as problem:  # an option changed after the roll that build refuses
            self.error = str(problem)
            self.redraw()
            return
        self.remember()
        self.dismiss(Planned(operation, tuple(self.values)))

    def dice_words(self, values: list[int]) -> list[str]:
        """The dice rolled, as the log says them (a system reads them its own way)."""
        return [str(value) for value in values]

    def action_close(self) -> None:
        """Escape never applies (third-pass ruling). Dice already rolled or typed leave
        one log line "roll not applied: ..." (the actor, the outcome so far, the dice):
        no roll vanishes. Nothing rolled: the panel just closes."""
        if self.closing:
            return
        if not self.rolled or not self.values:
            self.dismiss(None)
            return
        lines = self.preview.lines if self.preview is not None and not self.dice_missing else []
        # The roll is whoever rolls it (play-test: the GM picked Nerea on a bandit's turn,
        # and her line was the bandit's, kept from the players' copy and page).
        actor = self.acting()
        dice, who, heading = self.dice_words(self.values), self.who(actor), self.heading()
        text = unapplied_text(who, lines, dice, heading)
        # The players' page's wording of the lines (RyF: no enemy's defence), if its own.
        told = self.preview.players if self.preview is not None and lines else None
        players = unapplied_text(who, told, dice, heading) if told is not None else None
        rolled_in = self.party.encounter.log_round
        undone = RollNotApplied(text=text, players=players, cid=actor, round=rolled_in)
        self.dismiss(Planned(undone, ()))
