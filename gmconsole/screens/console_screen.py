"""A screen of the console's own: reaches its app through one typed property."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from textual.binding import ActiveBinding
from textual.screen import Screen

from gmconsole.textual_words import bindings_in_language

if TYPE_CHECKING:
    from collections.abc import Callable

    from gmconsole.model.party import AnyParty
    from rules.dice import DiceSource


@runtime_checkable
class Console(Protocol):
    """What the console's screens ask of their app (``GMConsole``): the app imports the
    screens, so the screens name what they need here instead of importing it back."""

    keymap: dict[str, str]
    dice: DiceSource
    path: Path | None

    def open_party(self, path: Path) -> None: ...

    def save_party(self) -> bool: ...

    def save_asking(self, then: Callable[[], object] | None = None) -> None: ...


class ConsoleScreen(Screen[None]):
    """A full screen of the console (start, fight): ``console`` is the app, typed, so
    opening, saving, the dice and the keymap are typed calls, not ``getattr``."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Its keys' words in the language of the moment (``bindings_in_language``)."""
        return bindings_in_language(super().active_bindings)

    @property
    def console(self) -> Console:
        app = self.app
        if not isinstance(app, Console):
            raise TypeError(f"{type(self).__name__} runs in the console, not {type(app).__name__}")
        return app


@runtime_checkable
class FollowsTheParty(Protocol):
    """A screen over the fight that is told the new party (a panel: a dialog's late
    answer can change the fight while it is open)."""

    def follow_party(self, party: AnyParty) -> None: ...
