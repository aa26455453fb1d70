"""The screen's side of what a system offers when a combatant goes down
(``gmconsole/intents/fallen.py``): the system UI builds the offers (questions and
panels), keys typed meanwhile wait for them, and they are asked in a worker because the
operation that downed someone ran in a key's handler. One place every operation run by
the main screen passes through."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.key_queue import asking
from gmconsole.lazy import lazy_module

if TYPE_CHECKING:
    from gmconsole.intents import fallen
    from gmconsole.screens.main_screen import MainScreen
    from gmconsole.state.operation import Operation
else:  # the questions are loaded when someone first falls, not on the way to the first frame
    fallen = lazy_module("gmconsole.intents.fallen")


def after(screen: MainScreen, op: Operation, fell: list[str]) -> None:
    """Ask the system's questions about whoever ``op`` took down (each with its panel)."""
    if not fell:
        return
    offers = screen.ui.fallen_offers(screen.party, op, fell, screen.console.dice)
    if offers:
        # Keys typed now answer the question, not the tracker.
        asking(screen, fallen.offer(screen, offers))
