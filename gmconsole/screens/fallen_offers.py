"""What a system asks when a combatant goes down, whatever downed them (``d``, a panel's
attack, the sidebar): the system UI's ``fallen_offers`` (EZD6: a hero's life-threatening
miraculous save). One place every operation run by the main screen passes through."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gmconsole.state.context import character_index

if TYPE_CHECKING:
    from gmconsole.screens.main_screen import MainScreen
    from gmconsole.state.history import Step
    from gmconsole.state.operation import Operation


def fell(screen: MainScreen, step: Step) -> list[str]:
    """Who ``step`` took down, in the order's sequence. Only the combatants whose values
    the step changed are asked (the party is a value: an unchanged combatant is the very
    same object before and after), so a step costs the same at 10 combatants or 500."""
    adapter = screen.adapter
    before, after = step.before, step.after
    was = {c.id: c for c in before.encounter.combatants}
    before_index, after_index = character_index(before), character_index(after)
    down = []
    for combatant in after.encounter.combatants:
        character = after_index.get(combatant.id)
        old, old_character = was.get(combatant.id), before_index.get(combatant.id)
        if character is None or (old is combatant and old_character is character):
            continue
        if not adapter.health(character, combatant).out_of_fight:
            continue
        if old is not None and old_character is not None:
            if adapter.health(old_character, old).out_of_fight:
                continue
        down.append(combatant.id)
    return down


def after(screen: MainScreen, op: Operation, step: Step) -> None:
    """Ask the system's questions about whoever ``op`` took down (each with its panel)."""
    down = fell(screen, step)
    if not down:
        return
    offers = screen.ui.fallen_offers(screen.party, op, down, screen.console.dice)
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
