"""What a system asks when a combatant goes down, whatever downed them (``d``, a panel's
attack, the sidebar): the system UI's ``fallen_offers`` (EZD6: a hero's life-threatening
miraculous save). One place every operation run by the main screen passes through."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gmconsole.state.context import character_index

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen
    from gmconsole.state.operation import Operation


def out_now(screen: MainScreen) -> set[str]:
    """Who is down or dead now (asked before an operation runs)."""
    index = character_index(screen.party)
    adapter = screen.adapter
    return {
        c.id
        for c in screen.party.encounter.combatants
        if adapter.health(index[c.id], c).out_of_fight
    }


def after(screen: MainScreen, op: Operation, was_out: set[str]) -> None:
    """Ask the system's questions about whoever ``op`` took down (each with its panel)."""
    fell = [cid for cid in sorted(out_now(screen) - was_out)]
    if not fell:
        return
    order = [c.id for c in screen.party.encounter.combatants]
    fell.sort(key=order.index)
    offers = screen.ui.fallen_offers(screen.party, op, fell, screen.console.dice)
    if offers:
        screen.console.hold_keys()  # keys typed now answer the question, not the tracker
        screen.run_worker(_ask(screen, offers), group="dialogs")


async def _ask(screen: MainScreen, offers: list[tuple[str, Any]]) -> None:
    from gmconsole.dialogs.confirm_dialog import ConfirmDialog
    from rules.dice import ScriptedDice

    try:
        for question, panel in offers:
            if not await screen.ask(ConfirmDialog(question)):
                continue
            planned = await screen.ask(panel)
            if planned is not None:
                screen.run(planned.operation, dice=ScriptedDice(list(planned.dice)))
    finally:
        screen.console.release_keys()
