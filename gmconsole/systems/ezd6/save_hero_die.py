"""EZD6: a hero die spent on an armour save die, as the panel gets it.

The operation replays an attack's dice in one order: the roll, its hero dice, the critical
chain, then each armour save die followed by the hero dice spent on it (``_strike``). The
GM spends a hero die after the saves are rolled, so its die must go in that order's place
among the dice the panel holds, never at the end (where it would be read as the next save
die, and the next save die as the hero die). The die is rolled from the panel's source or,
when the GM types the table's dice, asked for on its own: never one typed earlier.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gmconsole.dialogs.form_dialog import Field, FormDialog
from gmconsole.i18n import t, tn
from gmconsole.systems.ezd6.model import Ezd6Party
from gmconsole.systems.ezd6.operations import Ezd6Action, resolve_action
from rules.dice import ScriptedDice

_INTS = re.compile(r"-?\d+")


def hero_die_position(party: Ezd6Party, action: Ezd6Action, values: list[int], index: int) -> int:
    """Where among ``values`` a new hero die on armour save die ``index`` (0-based) goes:
    right after that save die and the hero dice already spent on it (the order
    ``resolve_action`` reads them in)."""
    trial = ScriptedDice(values)
    resolve_action(party, action, trial, resolve_strikes=False)
    before_saves = len(values) - trial.remaining
    hero_before = sum(1 for spent in action.save_hero if spent <= index)
    return before_saves + index + 1 + hero_before


def ask_hero_die(screen: object, purpose: str, place: Callable[[int], None]) -> None:
    """Ask the GM for the one d6 a hero die shows (``purpose`` names it); ``place`` gets
    it. Anything but one whole number 1..6 is refused and asked again; escape spends
    nothing."""
    from textual.screen import Screen

    assert isinstance(screen, Screen)

    def ask(text: str = "", why: str = "") -> None:
        title = (
            t("Enter the dice{so_far}", so_far="")
            + "\n"
            + t("d6 for {purpose} (one die)", purpose=purpose)
        )
        label = t("d{sides} (1..{sides})", sides=6)
        dialog = FormDialog(title, [Field("dice", label, text)], hint=why)
        screen.app.push_screen(dialog, answered)

    def answered(values: dict[str, str] | None) -> None:
        if values is None:
            return
        raw = values["dice"]
        numbers = [int(n) for n in _INTS.findall(raw)]
        if not numbers or any(not 1 <= n <= 6 for n in numbers):
            bad = [n for n in numbers if not 1 <= n <= 6]
            reason = t("Dice must be whole numbers 1..{sides}", sides=6) + (
                t(" (got {value})", value=bad[0]) if bad else ""
            )
        elif len(numbers) > 1:
            reason = tn("this roll takes {n} die", "this roll takes {n} dice", 1)
        else:
            place(numbers[0])
            return
        screen.app.notify(reason, severity="warning", markup=False)
        ask(raw, reason)

    ask()
