"""The tracker's rows: one a combatant, except a group of enemies (gmconsole.state.groups),
which is one row ("Bandido ×4 · 3 up") that opens to its members, each a row of its own.

The group's row stands where its leader stands in the order: the member whose turn it is,
else its first member up, else its first. Its members (a fallen one sunk to the end of
the order too) are listed under it when the GM opens it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import NamedTuple

from rich.cells import cell_len, set_cell_size

from gmconsole.i18n import t
from gmconsole.model.characters import CharacterBase
from gmconsole.model.display import Health
from gmconsole.model.party import Combatant
from gmconsole.state.groups import group_name
from gmconsole.text import shorten
from gmconsole.widgets.tracker_columns import BAR_WIDTH

GROUP_KEY = "group:"
"""A group row's key: ``group:<id>`` (an id never holds a colon)."""


class Row(NamedTuple):
    """One tracker row: a combatant, a group, or a member under its open group (a named
    tuple: the rows are built again for every party value, ~2.5x faster than a frozen
    dataclass at 500 combatants)."""

    key: str
    """What the selection keeps: the combatant's id, or ``group:<id>``."""
    combatant: Combatant
    """The combatant shown (a group's row: its leader, the panel's default actor)."""
    group: str | None = None
    """A group's own row: the group's id."""
    member: bool = False
    """A member's row, under its open group (drawn indented)."""


class RowsMadeFor(NamedTuple):
    """What the tracker's rows were built from (they are built again when it changes)."""

    everyone: list[Combatant]
    holder: Combatant | None
    view: tuple[object, ...]
    grouped: bool
    """There were groups: their leaders (the first member up) depend on the sheets."""
    sheets: dict[str, CharacterBase]


def group_key(group: str) -> str:
    return GROUP_KEY + group


def leader(members: list[Combatant], out: Callable[[Combatant], bool], holder: object) -> Combatant:
    """Who stands for the group: the turn holder, else its first member up, else its first."""
    for combatant in members:
        if combatant is holder:
            return combatant
    return next((c for c in members if not out(c)), members[0])


def build_rows(
    everyone: list[Combatant],
    shown: list[Combatant],
    expanded: Collection[str],
    out: Callable[[Combatant], bool],
    holder: object,
) -> list[Row]:
    """The rows for the combatants ``shown`` (the order, less the fallen the GM hid);
    ``everyone`` is the whole order, ``expanded`` the groups opened."""
    groups: dict[str, list[Combatant]] = {}
    for combatant in everyone:
        if combatant.group is not None:
            groups.setdefault(combatant.group, []).append(combatant)
    visible = {id(c) for c in shown}
    rows: list[Row] = []
    for combatant in shown:
        group = combatant.group
        if group is None or len(groups[group]) < 2:
            rows.append(Row(combatant.id, combatant))
            continue
        members = [c for c in groups[group] if id(c) in visible]
        first = leader(members, out, holder)
        if first is not combatant:
            continue
        rows.append(Row(group_key(group), first, group=group))
        if group in expanded:
            rows.extend(Row(c.id, c, member=True) for c in members)
    return rows


def group_title(names: list[str], up: int, width: int = 10_000) -> str:
    """``Bandido ×4 · 3 up`` (Spanish: ``Bandido ×4 · 3 en pie``) in ``width`` cells: the
    name is cut before the count is."""
    counts = t("×{count} · {up} up", count=len(names), up=up)
    name = group_name(names)
    room = width - cell_len(counts) - 1
    if cell_len(name) <= room:
        return f"{name} {counts}"
    if room >= 2:
        return f"{shorten(name, room)} {counts}"
    return shorten(counts, width)


def health_bar(health: Health, width: int = BAR_WIDTH) -> str:
    if health.current is None or not health.maximum:
        return ""
    filled = max(0, min(width, round(width * health.current / health.maximum)))
    return "█" * filled + "░" * (width - filled)


def pad(text: str, width: int) -> str:
    return set_cell_size(text, width) if cell_len(text) != width else text
