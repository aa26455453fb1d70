"""A screen of the console's own: reaches its app through one typed property."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.screen import Screen

if TYPE_CHECKING:
    from gmconsole.app import GMConsole


class ConsoleScreen(Screen[None]):
    """A full screen of the console (start, fight): ``console`` is the app, typed, so
    opening, saving, the dice and the keymap are typed calls, not ``getattr``."""

    @property
    def console(self) -> GMConsole:
        return cast("GMConsole", self.app)
