"""How a tracker row shares its width, and what its last cell (flags and conditions) says.

The budget, in order: the marker, the initiative and the HP numbers (or the system's
value) always; then the name, as wide as the longest name (up to ``NAME_MAX``); then the
HP bar when the status cell keeps ``STATUS_MIN`` cells beside it; the status cell gets the
rest. The columns depend only on the width, the names and the system, never on who has a
condition or a flag, so nothing moves when someone goes down, acts or is stunned.

The status cell holds the conditions from its left edge and the flags (DOWN, acted ...)
against its right edge; when both do not fit, the conditions are abbreviated and counted
(``Aturdido +1``), never the name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.cells import cell_len, set_cell_size

from gmconsole.model.party import AnyParty, Condition
from gmconsole.state.duration_words import short_duration
from gmconsole.text import plain

NAME_MAX = 24
"""The widest the name column gets; longer names end in an ellipsis."""
NAME_MIN = 6
BAR_WIDTH = 8
VALUE_WIDTH = 23
"""The value column of systems without HP (FIDS Energy, Eclipse Phase's Daño and
Heridas), with its space: room for ``Daño 12/40 Heridas 1/5``."""
STATUS_MIN = 12
"""The status cell the HP bar and a wide value column leave: ``Aturdido +1``."""
STATUS_FLOOR = 7
"""What even the longest name leaves for the status cell: ``MUERTO``, ``Atu… +1``."""
STATUS_MAX = 56
"""Wider than this, the flags would sit far from the row they describe."""
INITIATIVE_WIDTH = 5
ZONE_WIDTH = 6
HEALTH_NUMBER = 7


def shorten(text: str, width: int) -> str:
    """One line cut to ``width`` terminal cells with an ellipsis (a wide character counts
    two, so a row of wide names keeps its columns)."""
    text = plain(text)
    if cell_len(text) <= width:
        return text
    if width <= 0:
        return ""
    return set_cell_size(text, width - 1).rstrip() + "…"


def shorten_keeping_number(text: str, width: int) -> str:
    """Like ``shorten``, but a trailing number (``Guardia del puerto 2``) stays, so cut
    copies of one enemy still differ: ``Guardia del… 2``."""
    text = plain(text)
    if cell_len(text) <= width:
        return text
    head, _, tail = text.rpartition(" ")
    if not head or not any(c.isdigit() for c in tail) or cell_len(tail) + 3 > width:
        return shorten(text, width)
    return set_cell_size(head, width - cell_len(tail) - 2).rstrip() + "… " + tail


@dataclass(frozen=True)
class Columns:
    """The cells of a row, left to right (the marker's two cells come first)."""

    name: int
    initiative: int = INITIATIVE_WIDTH
    health: int = 0
    """HP numbers (7 cells), plus the bar (``BAR_WIDTH``) when there is room."""
    value: int = 0
    """Systems without HP or strikes: the system's tracker value (FIDS Energy, a counter)."""
    zone: int = 0
    status: int = 0
    """Flags and conditions, with a space before them."""

    @property
    def bar(self) -> bool:
        return self.health > HEALTH_NUMBER


def fit_columns(
    width: int,
    name_need: int,
    *,
    health: bool,
    zone: bool,
    value_need: Callable[[], int] = lambda: VALUE_WIDTH,
) -> Columns:
    """The columns for a row ``width`` cells wide; ``name_need`` is the longest name's
    width; ``value_need`` (asked only when room is short) the widest value's."""
    zone_width = ZONE_WIDTH if zone else 0
    fixed = 2 + INITIATIVE_WIDTH + zone_width + (HEALTH_NUMBER if health else 0)
    wanted = max(NAME_MIN, min(name_need, NAME_MAX))
    value = 0
    if not health:
        value = VALUE_WIDTH
        if width - fixed - wanted - value < STATUS_MIN:
            value = max(8, min(VALUE_WIDTH, value_need() + 1))
    fixed += value
    name = max(NAME_MIN, min(wanted, width - fixed - STATUS_FLOOR))
    bar = health and width - fixed - name - BAR_WIDTH >= STATUS_MIN
    used = fixed + name + (BAR_WIDTH if bar else 0)
    return Columns(
        name=name,
        health=(HEALTH_NUMBER + (BAR_WIDTH if bar else 0)) if health else 0,
        value=value,
        zone=zone_width,
        status=max(0, min(STATUS_MAX, width - used)),
    )


def conditions_cell(party: AnyParty, conditions: Sequence[Condition], width: int) -> str:
    """The conditions in ``width`` cells, the best that fits of: each with what is left
    (``Aturdido 2 rounds, Derribado``); their names (``Aturdido, Derribado``); the first
    and how many more (``Aturdido +1``); the first cut (``Atu… +1``)."""
    if not conditions or width <= 0:
        return ""
    parts = [(c.name, short_duration(party, c)) for c in conditions]
    ladder = [
        ", ".join(f"{name} {left}".rstrip() for name, left in parts),
        ", ".join(name for name, _ in parts),
    ]
    more = f" +{len(parts) - 1}" if len(parts) > 1 else ""
    ladder.append(parts[0][0] + more)
    for text in ladder:
        if cell_len(text) <= width:
            return text
    room = width - cell_len(more)
    if room >= 2:
        return shorten(parts[0][0], room) + more
    return shorten(f"+{len(parts)}", width)


def status_cell(
    party: AnyParty, conditions: Sequence[Condition], flags: Sequence[str], width: int
) -> tuple[str, str]:
    """(conditions, flags) for a status cell ``width`` cells wide, with its leading space:
    the flags whole when they fit beside a few cells of conditions, else both cut."""
    room = width - 1
    if room <= 0:
        return "", ""
    flag_text = " ".join(flags)
    if not conditions:
        return "", shorten(flag_text, room)
    if not flag_text:
        return conditions_cell(party, conditions, room), ""
    flags_width = cell_len(flag_text)
    if room - flags_width - 1 < 4:  # both must show: each gets half
        flags_width = min(flags_width, max(1, room // 2))
        flag_text = shorten(flag_text, flags_width)
    return conditions_cell(party, conditions, room - flags_width - 1), flag_text
