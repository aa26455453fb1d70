"""What a panel and its system exchange: the options the GM cycles, the preview of a
resolution, and the planned operation a panel dismisses with.

Plain data, apart from the screen: a system's panel builds ``Choice`` values in its
``setup`` and returns a ``Preview`` from ``resolve``; the screen that opened the panel
receives a ``Planned``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from gmconsole.dialogs.key_hints import KeyHint
from gmconsole.i18n import t
from gmconsole.state.operation import Operation

LONG_CHOICE = 9
"""A choice with more values than this opens a list to type in instead of cycling: the
README's short list is nine or fewer, as a list's (``choice_dialog.LONG_LIST``)."""
LIST_MARK = "…"
"""Follows the key of an option that opens a list (``[x…]``, ``x…`` in the footer), so
a GM who means to step it five times sees that the first press opens a list."""


@dataclass(frozen=True)
class Planned:
    """What a panel returns: the operation to run and the dice to replay it with."""

    operation: Operation
    dice: tuple[int, ...]


def counts(low: int, high: int) -> list[tuple[object, str]]:
    """The whole numbers ``low``..``high`` as a choice's values (a scale: ``bounded``)."""
    return [(v, str(v)) for v in range(low, high + 1)]


@dataclass
class Choice:
    """An option the GM cycles with a key (lowercase forward, uppercase back)."""

    key: str
    label: str
    values: Sequence[tuple[object, str]]
    index: int = 0
    after_roll: bool = False
    """May change after the roll (a post-roll choice, like karma)."""
    visible: bool = True
    bounded: bool = False
    """A scale (a modifier, a count, a difficulty): a step stops at either end instead of
    wrapping round, so one press too many never turns -60 into +60 (play-test 31)."""

    @property
    def opens_list(self) -> bool:
        """Its key opens a list to pick from (a long choice) instead of stepping."""
        return len(self.values) > LONG_CHOICE

    @property
    def value(self) -> object:
        return self.values[self.index][0] if self.values else None

    # The value as the type the panel gave this option (a wrong one is a bug: TypeError).
    @property
    def text(self) -> str:
        """A text value (a mode, a combatant's id, a skill)."""
        value = self.value
        if isinstance(value, str):
            return value
        raise TypeError(f"option {self.key}: {value!r} is not a text")

    @property
    def text_or_none(self) -> str | None:
        """A text value, or None (no value, or "none" chosen)."""
        value = self.value
        return None if value is None else self.text

    @property
    def number(self) -> int:
        """A whole-number value (a difficulty, a count of boons)."""
        value = self.value
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise TypeError(f"option {self.key}: {value!r} is not a number")

    @property
    def number_or_none(self) -> int | None:
        value = self.value
        return None if value is None else self.number

    @property
    def mapping(self) -> dict[str, object] | None:
        """A value that describes something by parts (Eclipse Phase's test:
        ``{"skill": ...}``), or None."""
        value = self.value
        if value is None or isinstance(value, dict):
            return value
        raise TypeError(f"option {self.key}: {value!r} is not a mapping")

    @property
    def flag(self) -> bool:
        """A yes/no value."""
        value = self.value
        if isinstance(value, bool):
            return value
        raise TypeError(f"option {self.key}: {value!r} is not yes or no")

    @property
    def shown(self) -> str:
        return self.values[self.index][1] if self.values else "-"

    def step(self, step: int) -> bool:
        """Move ``step`` values on (round at the ends, unless ``bounded``); False: a bounded
        choice already at that end did not move."""
        index = self.index + step
        if self.bounded and not 0 <= index < len(self.values):
            return False
        self.index = index % len(self.values)
        return True

    @property
    def end_words(self) -> str:
        """Said when a step of a bounded choice meets its end."""
        return t("{option}: {value} is the end of the scale", option=self.label, value=self.shown)

    def select(self, value: object) -> None:
        for i, (v, _) in enumerate(self.values):
            if v == value:
                self.index = i
                return


@dataclass
class Preview:
    """What the panel shows about a resolution: lines, and whether it is finished."""

    lines: list[str]
    complete: bool = True
    offers: list[str] = field(default_factory=list)
    """What the GM may still do with it (a force, a reroll), shown under the lines: never
    part of the roll's record (a roll not applied said "force to 1 -> complete", play-test 8)."""
    hint: str = ""
    hints: list[KeyHint] = field(default_factory=list)
    """The keys the result offers (a karma point, a hero die ...), as data: shown after
    ``hint`` with the GM's keymap, and listed in the footer."""
    players: list[str] | None = None
    """``lines`` as the players' page says them, where the system words them otherwise
    (RyF: an attack on an enemy without its defence); None: as ``lines``. A roll not
    applied says them to the players."""
    needed: str = ""
    """Why enter applies nothing yet, when not ``complete`` (EZD6: "Roll the armour save
    first (s)."): the toast says it, not the key line again (play-test 32)."""
