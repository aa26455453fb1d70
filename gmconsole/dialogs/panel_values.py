"""What a panel and its system exchange: the options the GM cycles, the preview of a
resolution, and the planned operation a panel dismisses with.

Plain data, apart from the screen: a system's panel builds ``Choice`` values in its
``setup`` and returns a ``Preview`` from ``resolve``; the screen that opened the panel
receives a ``Planned``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmconsole.dialogs.key_hints import KeyHint
from gmconsole.state.operation import Operation

LONG_CHOICE = 8
"""A choice with more values than this opens a list to type in instead of cycling."""


@dataclass(frozen=True)
class Planned:
    """What a panel returns: the operation to run and the dice to replay it with."""

    operation: Operation
    dice: tuple[int, ...]


@dataclass
class Choice:
    """An option the GM cycles with a key (lowercase forward, uppercase back)."""

    key: str
    label: str
    values: list[tuple[Any, str]]
    index: int = 0
    after_roll: bool = False
    """May change after the roll (a post-roll choice, like karma)."""
    visible: bool = True

    @property
    def value(self) -> Any:
        return self.values[self.index][0] if self.values else None

    @property
    def shown(self) -> str:
        return self.values[self.index][1] if self.values else "-"

    def select(self, value: Any) -> None:
        for i, (v, _) in enumerate(self.values):
            if v == value:
                self.index = i
                return


@dataclass
class Preview:
    """What the panel shows about a resolution: lines, and whether it is finished."""

    lines: list[str]
    complete: bool = True
    hint: str = ""
    hints: list[KeyHint] = field(default_factory=list)
    """The keys the result offers (a karma point, a hero die ...), as data: shown after
    ``hint`` with the GM's keymap, and listed in the footer."""
