"""The party as it is now, read again at every use.

Each operation, undo or redo gives the engine a new party value (the old one stays as it
was, for the history), so a test that watches the fight over several keys must not keep
the value it saw first: ``party = live(lambda: app.engine.party)`` reads the engine's
party at each attribute, item or iteration.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any


class Live:
    """Forwards every read to what ``now()`` returns at that moment."""

    def __init__(self, now: Callable[[], Any]) -> None:
        object.__setattr__(self, "_now", now)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._now(), name)

    def __getitem__(self, key: Any) -> Any:
        return self._now()[key]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._now())

    def __len__(self) -> int:
        return len(self._now())

    def __contains__(self, item: Any) -> bool:
        return item in self._now()

    def __eq__(self, other: object) -> bool:
        return bool(self._now() == other)

    def __repr__(self) -> str:
        return f"live({self._now()!r})"

    def get(self, key: Any, default: Any = None) -> Any:
        return self._now().get(key, default)


def live(now: Callable[[], Any]) -> Any:
    return Live(now)
