"""A screen of the console's own: reaches its app through one typed property."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

from textual.screen import Screen

if TYPE_CHECKING:
    from gmconsole.app import GMConsole
    from gmconsole.model.party import AnyParty


class ConsoleScreen(Screen[None]):
    """A full screen of the console (start, fight): ``console`` is the app, typed, so
    opening, saving, the dice and the keymap are typed calls, not ``getattr``."""

    @property
    def console(self) -> GMConsole:
        return cast("GMConsole", self.app)


@runtime_checkable
class FollowsTheParty(Protocol):
    """A screen over the fight that is told the new party (a panel: a dialog's late
    answer can change the fight while it is open)."""

    def follow_party(self, party: AnyParty) -> None: ...
