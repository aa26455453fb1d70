"""EZD6: a hero die spent on an armour save die, as the panel gets it.

The operation replays an attack's dice in one order: the roll, its hero dice, the critical
chain, then each armour save die followed by the hero dice spent on it (``_strike``). The
GM spends a hero die after the saves are rolled, so its die must go in that order's place
among the dice the panel holds, never at the end (where it would be read as the next save
die, and the next save die as the hero die). The die is rolled from the panel's source or,
when the GM types the table's dice, asked for on its own: never one typed earlier.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App

from gmconsole.dialogs.dice_entry import DicePrompt, read_dice, too_many
from gmconsole.dialogs.form_dialog import Field, FormDialog
from gmconsole.i18n import t
from gmconsole.state.context import name_of
from gmconsole.systems.ezd6.model import Ezd6Party
from gmconsole.systems.ezd6.operations import Ezd6Action
from gmconsole.systems.ezd6.resolution import resolve_action
from rules.dice import DiceSource, ScriptedDice, roll_die


def hero_die_position(party: Ezd6Party, action: Ezd6Action, values: list[int], index: int) -> int:
    """Where among ``values`` a new hero die on armour save die ``index`` (0-based) goes:
    right after that save die and the hero dice already spent on it (the order
    ``resolve_action`` reads them in)."""
    trial = ScriptedDice(values)
    resolve_action(party, action, trial, resolve_strikes=False)
    before_saves = len(values) - trial.remaining
    hero_before = sum(1 for spent in action.save_hero if spent <= index)
    return before_saves + index + 1 + hero_before


def ask_hero_die(app: App[object], purpose: str, place: Callable[[int], None]) -> None:
    """Ask the GM for the one d6 a hero die shows (``purpose`` names it); ``place`` gets
    it. Anything but one whole number 1..6 is refused and asked again; escape spends
    nothing."""
    prompt = DicePrompt("", t("d{sides} (1 to {sides})", sides=6), "", d100=False, sides=6)

    def ask(text: str = "", why: str = "") -> None:
        title = (
            t("Enter the dice{so_far}", so_far="")
            + "\n"
            + t("d6 for {purpose} (one die)", purpose=purpose)
        )
        dialog = FormDialog(title, [Field("dice", prompt.label, text)], hint=why)
        app.push_screen(dialog, answered)

    def answered(values: dict[str, object] | None) -> None:
        if values is None:
            return
        raw = str(values["dice"])
        dice = read_dice(raw, prompt)
        if isinstance(dice, str):
            reason = dice
        elif len(dice) > 1:
            reason = too_many(1, d100=False)
        else:
            place(dice[0])
            return
        app.notify(reason, severity="warning", markup=False)
        ask(raw, reason)

    ask()


def hero_die_on_save(
    app: App[object],
    party: Ezd6Party,
    action: Ezd6Action,
    values: list[int],
    index: int,
    dice: DiceSource | None,
    place: Callable[[int, int], None],
) -> None:
    """The target's hero die on armour save die ``index``: its own die, rolled from
    ``dice`` or asked for when the GM types the dice (``dice`` None); ``place`` gets where
    among ``values`` the operation reads it, and the die."""
    position = hero_die_position(party, action, values, index)
    if dice is not None:
        place(position, roll_die(dice, 6))
        return
    victim = name_of(party, action.target_cid or "")
    purpose = t("{name}'s hero die on armour save #{number}", name=victim, number=index + 1)
    ask_hero_die(app, purpose, lambda die: place(position, die))
