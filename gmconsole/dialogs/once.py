"""Dismissing a modal screen exactly once.

Keys typed fast (a double enter) can reach a modal screen after it asked to close; a
second dismiss would close the screen under it, or apply a result twice.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from textual.screen import ModalScreen

T = TypeVar("T")


class DismissOnce(ModalScreen[T], Generic[T]):
    _dismissed = False

    @property
    def closing(self) -> bool:
        return self._dismissed

    def dismiss(self, result: Any = None) -> Any:
        if self._dismissed or not self.is_active:
            return None
        self._dismissed = True
        return super().dismiss(result)
