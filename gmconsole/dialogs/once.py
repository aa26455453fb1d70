"""Dismissing a modal screen exactly once.

Keys typed fast (a double enter) can reach a modal screen after it asked to close; a
second dismiss would close the screen under it, or apply a result twice.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from textual.await_complete import AwaitComplete
from textual.binding import ActiveBinding
from textual.screen import ModalScreen

from gmconsole.textual_words import bindings_in_language

T = TypeVar("T")


class DismissOnce(ModalScreen[T], Generic[T]):
    _dismissed = False

    @property
    def closing(self) -> bool:
        return self._dismissed

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Its keys' words in the language of the moment (``bindings_in_language``)."""
        return bindings_in_language(super().active_bindings)

    def dismiss(self, result: T | None = None) -> AwaitComplete:
        if self._dismissed or not self.is_active:
            return AwaitComplete()  # nothing to wait for: the screen is gone or going
        self._dismissed = True
        return super().dismiss(result)
