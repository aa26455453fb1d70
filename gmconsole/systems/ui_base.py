"""The UI half of a system's plugin: its combat panel and the dialogs of its own keys.

The domain half (``gmconsole.systems.base.SystemAdapter``) imports no ``textual``; what a
system shows on screen and asks in a dialog lives here, in each package's ``ui.py``, so the
generic domain code (operations, the engine, storage) never reaches the UI.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, TypeVar

from gmconsole.i18n import t
from gmconsole.model.party import AnyParty, PartyBase
from gmconsole.registry import SYSTEMS, adapter_for
from gmconsole.state.context import OpError

if TYPE_CHECKING:
    from textual.screen import Screen

    from gmconsole.dialogs.panel_screen import PanelScreen
    from gmconsole.intents.fallen import Offer
    from gmconsole.state.operation import Operation
    from gmconsole.systems.base import SystemAdapter
    from rules.dice import DiceSource


P = TypeVar("P", bound=PartyBase)
"""A system's party model."""


class SystemUi:
    """Base UI plugin: no panel and no system keys (a system overrides what it has)."""

    panel_classes: tuple[type[PanelScreen], ...] = ()
    """The panel screens it opens (the keymap file's check reads their keys)."""

    def __init__(self, adapter: SystemAdapter) -> None:
        self.adapter = adapter

    def panel(
        self, party: AnyParty, actor: str, target: str | None, dice: DiceSource
    ) -> PanelScreen:
        """The system's combat panel: a modal that dismisses with a planned operation."""
        raise OpError(t("{system} has no combat panel", system=self.adapter.title))

    def fallen_offers(
        self, party: AnyParty, op: Operation, fell: list[str], dice: DiceSource
    ) -> list[Offer]:
        """What to offer the GM when ``op`` took ``fell`` down (any path: ``d``, a panel,
        the sidebar): a yes/no question, the panel that a yes opens and what a no
        records. None by default."""
        return []

    def system_action(
        self, name: str, party: AnyParty, cid: str | None
    ) -> Screen[Operation | None] | Operation:
        """A system-specific action (zone, surprise, experience...): an operation to run,
        or a modal screen that dismisses with one (or None when cancelled)."""
        raise OpError(
            t("{system} has no action {name}", system=self.adapter.title, name=repr(name))
        )


def as_model(party: AnyParty, model: type[P]) -> P:
    """``party`` as its system's own model: a system's panels open only on that
    system's parties (the registry picks the UI by ``party.system``)."""
    if isinstance(party, model):
        return party
    raise TypeError(f"a {model.__name__} was expected, not a {type(party).__name__}")


def ui_for(system: str, adapter: SystemAdapter) -> SystemUi:
    """The UI half of a system's plugin (its ``ui.py``: panel, dialogs), loaded when the
    console first needs it so that the domain never imports it (KeyError for an unknown
    id). Its package, and so its catalog, is imported first."""
    if system not in SYSTEMS:
        raise KeyError(system)
    module = importlib.import_module(f"gmconsole.systems.{system}.ui")
    ui: SystemUi = module.Ui(adapter)
    return ui


def panel_classes(system: str) -> tuple[type[PanelScreen], ...]:
    """The system's panel screens, as its UI declares them (for the keymap's check)."""
    return ui_for(system, adapter_for(system)).panel_classes
