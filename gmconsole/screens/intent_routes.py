"""Keys to intents: each action of the main screen hands the screen (the intents'
``Table``) to one function of another module, imported when its key is first pressed.

``intent`` is for what runs at once (next turn); ``asking`` for what may ask the GM
questions (a worker: keys typed meanwhile wait for its dialog, see key_queue).
"""

from __future__ import annotations

from collections.abc import Callable

from gmconsole.key_queue import opens_screens
from gmconsole.lazy import lazy_module

TURNS = "gmconsole.intents.turns"
COMBATANTS = "gmconsole.intents.combatants"
HARM = "gmconsole.intents.harm"
ENCOUNTERS = "gmconsole.intents.encounters"
PREPARED = "gmconsole.intents.prepared"
BESTIARY_ENTRY = "gmconsole.intents.bestiary_entry"
CONDITIONS = "gmconsole.intents.conditions"
SHEETS = "gmconsole.intents.sheets"
SCREEN_ACTIONS = "gmconsole.screens.screen_actions"
PANEL = "gmconsole.screens.panel_actions"


def intent(module: str, name: str, *given: object) -> Callable[..., None]:
    """An action calling ``module.name(screen, *given, *parameters)``."""
    target = lazy_module(module)

    def action(self: object, *parameters: object) -> None:
        getattr(target, name)(self, *given, *parameters)

    action.__doc__ = f"{module}.{name}"
    return action


def asking(module: str, name: str, *given: object) -> Callable[..., None]:
    """An action awaiting ``module.name(screen, *given, *parameters)``, which may ask."""
    target = lazy_module(module)

    async def action(self: object, *parameters: object) -> None:
        await getattr(target, name)(self, *given, *parameters)

    action.__doc__ = f"{module}.{name}"
    action.__name__ = action.__qualname__ = name
    return opens_screens(action)
