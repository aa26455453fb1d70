"""What a system asks when a combatant goes down, whatever downed them (``d``, a panel's
attack, the sidebar): the system UI's ``fallen_offers`` (EZD6: a hero's life-threatening
miraculous save). One place every operation run by the main screen passes through."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gmconsole.dialogs.panel_screen import PanelScreen
    from gmconsole.screens.main_screen import MainScreen
    from gmconsole.state.operation import Operation


def after(screen: MainScreen, op: Operation, fell: list[str]) -> None:
    """Ask the system's questions about whoever ``op`` took down (each with its panel)."""
    if not fell:
        return
    offers = screen.ui.fallen_offers(screen.party, op, fell, screen.console.dice)
    if offers:
        screen.console.hold_keys()  # keys typed now answer the question, not the tracker
        screen.run_worker(_ask(screen, offers), group="dialogs")


async def _ask(screen: MainScreen, offers: list[tuple[str, PanelScreen]]) -> None:
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
