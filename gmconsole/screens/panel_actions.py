"""The system panel from the main screen: t (the actor is whose turn it is) and T (the
selected combatant acts). The panel is a screen of its own: it returns the planned
operation and its dice, which the main screen runs like any other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.intents import groups
from gmconsole.state.context import OpError
from gmconsole.state.targets import carried_over, target_warning
from rules.dice import ScriptedDice

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen


async def open_panel(screen: MainScreen, actor: str, target: str | None, chosen: bool) -> None:
    """The panel for ``actor`` against ``target``; ``chosen``: the GM picked this
    target (else it is this actor's last one)."""
    try:
        panel = screen.ui.panel(screen.party, actor, target, screen.console.dice)
    except OpError as problem:
        screen.warn(str(problem))
        return
    panel.use_memory(screen.panel_memory, target_chosen=chosen)
    planned = await screen.ask(panel)
    if planned is not None:
        screen.run(planned.operation, dice=ScriptedDice(list(planned.dice)))


async def test(screen: MainScreen) -> None:
    """The actor is whose turn it is, the target the selected combatant when it is an
    opponent who is up (out of reach: the panel warns before the roll, RULINGS; play-test
    10: the selected Obispo gave way to Ghoul 1), else this actor's last target."""
    if (selected := screen.selected()) is None:
        return
    encounter = screen.party.encounter
    holder = encounter.holder if encounter.active else None
    who = holder.id if holder is not None else selected
    if (actor := await groups.actor(screen, who, turn=holder is not None)) is None:  # a group
        return
    strange = target_warning(screen.party, screen.adapter, actor, selected, reach=False)
    chosen = selected != actor and not strange
    last = screen.last_target
    if last is not None and not carried_over(screen.party, screen.adapter, actor, last):
        last = None  # down, gone, out of reach or unseen since: the default rule picks
    await open_panel(screen, actor, selected if chosen else last, chosen)


async def test_selected(screen: MainScreen) -> None:
    """The selected combatant acts (a test out of turn, a reaction, a defence), with no
    target unless the GM picks one."""
    if (selected := screen.selected()) is None:
        return
    if (actor := await groups.actor(screen, selected)) is not None:  # a group
        await open_panel(screen, actor, None, chosen=True)
