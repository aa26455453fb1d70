"""What the initiative tracker shows, as pure functions of values: the party, the system's
adapter, the view (groups opened, the fallen hidden), the marks and the width.

The rows: one a combatant, except a group of enemies (gmconsole.state.groups), which is
one row (``▸ Bandido ×4 · 3 up``) that opens to its members, each a row of its own. The
group's row stands where its leader stands in the order: the member whose turn it is,
else its first member up, else its first.

A row's text is a list of cells, each with the tracker's component classes that colour it
(``tracker--party``...; initiative_tracker.py styles them). The columns, left to right: the
marker's two cells (``▶`` the turn, ``•`` marked), name, initiative, HP numbers and bar
(or the system's value), zone, status cell (``fit_columns`` shares the width); they depend
only on the width, names and system, never on a flag (nor does the tracker's: ``measure``).

The status cell holds the conditions from its left edge and the flags (DOWN, acted ...)
against its right edge, the most important (``hidden``) at the edge. When they do not fit,
the turn's and the system's flags go first, whole, before a condition loses its rounds
(``Aturdido 1r``, ``Aturdido 1r +1``); hidden and the health word (DOWN) stay, and hidden
is never cut. The tracker asks for one status cell for every row and every turn
(``status_room``: the system's widest condition as ``Derribado 2r`` beside ``hidden`` and
``DEAD``), so no flag or condition that appears widens it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from rich.cells import cell_len, set_cell_size

from gmconsole.i18n import t
from gmconsole.model.characters import CharacterBase
from gmconsole.model.display import Health
from gmconsole.model.party import AnyParty, Combatant, Condition
from gmconsole.state.context import character_index
from gmconsole.state.groups import group_name, members, turn_passed, turn_takers
from gmconsole.text import plain
from gmconsole.widgets.tracker_status import shorten, status_cell

NAME_MAX = 30
"""The widest a name wants; longer names end in an ellipsis."""
TITLE_MAX = 45
"""The widest a group's title wants: ``▸ Guardia del puerto ×3 · 3 en pie`` fits whole."""
NAME_MIN = 6
BAR_WIDTH = 8
VALUE_WIDTH = 23
"""The value column of systems without HP (FIDS Energy, Eclipse Phase's Daño and
Heridas), with its space: room for ``Daño 12/40 Heridas 1/5``."""
STATUS_MIN = 12  # the status cell a wide value column leaves: ``Aturdido +1``
STATUS_FLOOR = 13  # the status cell the tracker asks for at least: ``actuó oculto``
STATUS_LEAST = 7  # what a whole name leaves the status cell: its first flag, `` oculto``
STATUS_MAX = 56
"""Wider than this, the flags would sit far from the row they describe."""
INITIATIVE_WIDTH = 5
ZONE_WIDTH = 6
HEALTH_NUMBER = 7
GROUP_KEY = "group:"
"""A group row's key: ``group:<id>`` (an id never holds a colon)."""


class TrackerSystem(Protocol):
    """What the tracker asks of a game system (gmconsole.systems.base.SystemAdapter
    answers it; named here so that widgets need not import the systems)."""

    has_health_track: bool
    """Rows show HP or strikes with a bar, else the system's tracker value."""
    has_zones: bool
    has_initiative: bool
    """Turns follow an initiative roll (else the box is the order: EZD6's sides)."""
    common_conditions: tuple[str, ...]

    def health(self, character: CharacterBase, combatant: Combatant) -> Health: ...
    def tracker_value(self, character: CharacterBase) -> str: ...
    def tracker_flags(self, combatant: Combatant, acted: bool = False) -> list[str]: ...
    def action_spent(self, combatant: Combatant) -> bool: ...
    def zone_of(self, combatant: Combatant) -> str | None: ...
    def zone_word(self, zone: str) -> str: ...


# --- the rows ---------------------------------------------------------------------------
class Row(NamedTuple):
    """One tracker row: a combatant, a group, or a member under its open group."""

    key: str
    """What the selection keeps: the combatant's id, or ``group:<id>``."""
    combatant: Combatant
    """The combatant shown (a group's row: its leader, the panel's default actor)."""
    group: str | None = None
    """A group's own row: the group's id."""
    member: bool = False
    """A member's row, under its open group (drawn indented)."""


def group_key(group: str) -> str:
    return GROUP_KEY + group


def current_id(party: AnyParty) -> str | None:
    """Whose turn it is, while the fight runs: the row with the ``▶``."""
    holder = party.encounter.holder
    return holder.id if holder and party.encounter.active else None


def is_out(party: AnyParty, adapter: TrackerSystem, combatant: Combatant) -> bool:
    """Down, dead, or without a sheet."""
    character = character_index(party).get(combatant.id)
    return character is None or adapter.health(character, combatant).out_of_fight


def hidden_fallen(party: AnyParty, adapter: TrackerSystem) -> frozenset[str]:
    """The fallen (down or dead) a GM who hid them does not see: never whoever has the
    turn, and nobody when everyone fell (there would be nothing left to select)."""
    everyone = party.encounter.combatants
    current = current_id(party)
    index = character_index(party)
    fallen = frozenset(
        c.id
        for c in everyone
        if c.id != current and c.id in index and adapter.health(index[c.id], c).out_of_fight
    )
    return fallen if len(fallen) < len(everyone) else frozenset()


def leader(
    members: Sequence[Combatant], out: Callable[[Combatant], bool], holder_id: str | None
) -> Combatant:
    """Who stands for the group: the turn holder, else its first member up, else its first."""
    for combatant in members:
        if combatant.id == holder_id:
            return combatant
    return next((c for c in members if not out(c)), members[0])


def build_rows(
    party: AnyParty, adapter: TrackerSystem, expanded: Collection[str], hidden: Collection[str]
) -> tuple[Row, ...]:
    """The rows: the fight's order less the ``hidden``, each group of two or more in one
    row where its leader stands, its members under it when the group is ``expanded``."""
    everyone = party.encounter.combatants
    sizes: dict[str, int] = {}
    groups: dict[str, list[Combatant]] = {}
    for combatant in everyone:
        if combatant.group is not None:
            sizes[combatant.group] = sizes.get(combatant.group, 0) + 1
            if combatant.id not in hidden:
                groups.setdefault(combatant.group, []).append(combatant)
    holder_id = party.encounter.holder.id if party.encounter.holder else None
    rows: list[Row] = []
    for combatant in everyone:
        if combatant.id in hidden:
            continue
        group = combatant.group
        if group is None or sizes[group] < 2:
            rows.append(Row(combatant.id, combatant))
            continue
        members = groups[group]
        first = leader(members, lambda c: is_out(party, adapter, c), holder_id)
        if first is not combatant:
            continue
        rows.append(Row(group_key(group), first, group=group))
        if group in expanded:
            rows.extend(Row(c.id, c, member=True) for c in members)
    return tuple(rows)


# --- the columns ------------------------------------------------------------------------
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
    """The cells of a row, left to right (after the marker's two): ``health`` is the HP
    numbers and bar, ``value`` the tracker value of systems without HP (FIDS Energy), and
    ``status`` the flags and conditions, with a space before them."""

    name: int
    initiative: int = INITIATIVE_WIDTH
    health: int = 0
    value: int = 0
    zone: int = 0
    status: int = 0

    @property
    def bar(self) -> bool:
        return self.health > HEALTH_NUMBER


class Needs(NamedTuple):
    """How wide the rows' names and values are (the columns are fitted to them)."""

    name: int
    """The longest name (a group member's indented) or group title without its count of
    those up (``▸ Bandido ×4``)."""
    value: int = VALUE_WIDTH
    """The widest tracker value (systems without HP or strikes)."""
    status: int = STATUS_FLOOR
    """The status cell the tracker asks for, with its space (``status_room``)."""
    title: int = 0
    """The longest group title with its count of those up (``▸ Bandido ×4 · 3 up``), in
    systems with HP (the others show the count in the group's value cell): the name
    column widens to it where the row has room, else the count goes, the name stays."""


def fit_columns(width: int, needs: Needs, *, health: bool, zone: bool) -> Columns:
    """A row ``width`` cells wide: the values, the name as wide as it needs beside the HP bar
    (cut before the bar goes) and ``STATUS_LEAST`` (flags give way), then the value column."""
    fixed = 2 + INITIATIVE_WIDTH + (ZONE_WIDTH if zone else 0) + (HEALTH_NUMBER if health else 0)
    value = 0 if health else max(8, min(VALUE_WIDTH, needs.value + 1))
    room = width - fixed - value - STATUS_LEAST - (BAR_WIDTH if health else 0)
    name = max(NAME_MIN, min(needs.name, room))
    rest = width - fixed - value - name
    bar = health and rest - BAR_WIDTH >= STATUS_LEAST
    if not health and rest - (VALUE_WIDTH - value) >= max(STATUS_MIN, needs.status):
        value = VALUE_WIDTH
    if width - fixed - value - (BAR_WIDTH if bar else 0) - STATUS_LEAST >= needs.title > name:
        name = needs.title  # a group's title with its count of those up
    return Columns(
        name=name,
        health=(HEALTH_NUMBER + (BAR_WIDTH if bar else 0)) if health else 0,
        value=value,
        zone=ZONE_WIDTH if zone else 0,
        status=max(0, min(STATUS_MAX, width - fixed - value - name - (BAR_WIDTH if bar else 0))),
    )


def wanted_width(needs: Needs, *, health: bool, zone: bool, status: int = 0) -> int:
    """The narrowest row that shows every name whole, the HP bar or the widest value
    (``Daño 12/40 Heridas 1/5``: FIDS's Damage appears mid-fight) and the status cell
    (``status``: only that much of it)."""
    value = HEALTH_NUMBER + BAR_WIDTH if health else VALUE_WIDTH  # a value grows in a fight
    fixed = 2 + INITIATIVE_WIDTH + (ZONE_WIDTH if zone else 0) + value
    return fixed + (status or needs.status) + max(needs.name, needs.title)


def measure(
    party: AnyParty, adapter: TrackerSystem, rows: Sequence[Row], hidden: Collection[str]
) -> Needs:
    """The widths the shown rows need: every name not ``hidden`` (a member's indented, even
    in a closed group, so opening it moves no column), group title and tracker value."""
    index = character_index(party)
    sheets = [
        (c, index[c.id]) for c in party.encounter.combatants if c.id not in hidden and c.id in index
    ]
    groups = [r.group for r in rows if r.group]
    titles = [group_title(party, adapter, group, counted=False) for group in groups]
    # with HP the title says how many are up; else the group's value cell does
    counted = [group_title(party, adapter, group) for group in groups if adapter.has_health_track]
    name = max(
        [6]
        + [min(NAME_MAX, (2 if c.group else 0) + cell_len(s.name)) for c, s in sheets]
        + [min(TITLE_MAX, 2 + cell_len(title)) for title in titles]
    )
    title = max([min(TITLE_MAX, 2 + cell_len(title)) for title in counted], default=0)
    status = status_room(adapter)
    if adapter.has_health_track:
        return Needs(name, status=status, title=title)
    values = (cell_len(adapter.tracker_value(s)) for _, s in sheets)
    return Needs(name, max(values, default=0), status, title)


def status_room(adapter: TrackerSystem) -> int:
    """The status cell the tracker asks for, the same for every row and every turn (no
    flag or condition that appears widens the tracker): the system's widest condition with
    its rounds as a number (``Derribado 2r``) beside ``oculto`` and the widest word of
    the fallen (``MUERTO``), with its space. ``incapacitado``, ``actuó`` and the system's
    flags fit beside a shorter condition; beside the widest, all but hidden and the health
    word give way (``status_cell``)."""
    conditions = [f"{t(name)} {t('{n}r', n=2)}" for name in adapter.common_conditions]
    health = max(cell_len(w or "") for w in map(flag_word, ("down", "dead")))
    flags = cell_len(t("hidden")) + 1 + health
    widest = max((cell_len(text) for text in conditions), default=0)
    return max(STATUS_FLOOR, min(STATUS_MAX, 1 + widest + (1 if widest else 0) + flags))


# --- a row's text -----------------------------------------------------------------------
class Cell(NamedTuple):
    """Some of a row's text and the component classes that colour it."""

    text: str
    styles: tuple[str, ...] = ()


def health_bar(health: Health, width: int = BAR_WIDTH) -> str:
    if health.current is None or not health.maximum:
        return ""
    filled = max(0, min(width, round(width * health.current / health.maximum)))
    return "█" * filled + "░" * (width - filled)


def flag_word(state: str) -> str | None:
    """The flag a health state shows (translated when drawn, not at import)."""
    words = {"wounded": "wounded", "down": "DOWN", "dead": "DEAD"}
    return t(words[state]) if state in words else None


def status_cells(
    party: AnyParty,
    conditions: Sequence[Condition],
    flags: Sequence[str],
    columns: Columns,
    flag_style: str,
    keep: int = 0,
    spare: int = 0,
) -> list[Cell]:
    """The status cell: conditions from its left edge, flags against its right edge (so a
    flag that appears moves nothing); the first ``keep`` flags (hidden, DOWN) stay before
    the conditions' rounds. The ``spare`` empty cells before it (what a row's value leaves
    of its column) are the conditions' too: they reach left into them only as far as they
    need (play-tests 16-17: "Stunn… DOWN hidden" at 100x30 beside an empty value, and
    "Aturdido 2r" where the row had room for "Aturdido 2 rondas")."""
    if columns.status <= 1:
        return [Cell(" " * spare)] if spare else []
    total = columns.status + spare
    left, right = status_cell(party, conditions, flags, total, keep)
    need = 1 + cell_len(left) + (1 if left and right else 0) + cell_len(right)
    start = min(spare, total - need)
    gap = total - start - 1 - cell_len(left) - cell_len(right)
    return [Cell(" " * start + " " + left), Cell(" " * max(0, gap) + right, (flag_style,))]


def turn_flags(combatant: Combatant, spent: bool = False, passed: bool = False) -> list[str]:
    """The turn's words: acted, passed (ended with nothing done: ``turn_passed``), delay."""
    done = [t("passed") if passed else t("acted")] if combatant.acted or spent else []
    return done + ([t("delay")] if combatant.delayed else [])


def row_cells(
    party: AnyParty,
    adapter: TrackerSystem,
    row: Row,
    columns: Columns,
    marked: Collection[str],
    expanded: Collection[str],
) -> list[Cell]:
    """What a row says, cell by cell (empty for a combatant without a sheet)."""
    if row.group is not None:
        return _group_cells(party, adapter, row.group, columns, marked, expanded)
    combatant = row.combatant
    character = character_index(party).get(combatant.id)
    if character is None:
        return []
    return _combatant_cells(party, adapter, combatant, character, columns, marked, row.member)


def _side(combatant: Combatant) -> str:
    return "tracker--party" if combatant.side == "party" else "tracker--enemy"


def _combatant_cells(
    party: AnyParty,
    adapter: TrackerSystem,
    combatant: Combatant,
    character: CharacterBase,
    columns: Columns,
    marked: Collection[str],
    member: bool,
) -> list[Cell]:
    health = adapter.health(character, combatant)
    name_style = (_side(combatant),) + (("tracker--out",) if health.out_of_fight else ())
    indent = 2 if member else 0  # a member, under its group's row
    room = max(1, columns.name - indent)
    # A member's group takes one turn, whoever acts for it: the group's row has the marker.
    current = combatant.id == current_id(party) and not member
    cells = [
        Cell(
            ("▶" if current else " ") + ("•" if combatant.id in marked else " "),
            ("tracker--marker",),
        ),
        Cell(
            " " * indent + set_cell_size(shorten_keeping_number(character.name, room), room),
            name_style,
        ),
    ]
    initiative = "" if combatant.initiative is None else str(combatant.initiative)
    cells.append(Cell(initiative.rjust(columns.initiative - 1) + " ", ("tracker--dim",)))
    wounded = "tracker--wounded" if health.state != "ok" else ""
    if columns.health:
        number = f"{health.current}/{health.maximum}" if health.current is not None else ""
        cells.append(Cell(number.rjust(6) + " "))
        if columns.bar:
            cells.append(Cell(health_bar(health).ljust(BAR_WIDTH), (wounded or "tracker--bar",)))
    spare = 0  # what the value leaves of its column, when the status cell comes next
    if columns.value:
        value = shorten(adapter.tracker_value(character), columns.value - 1)
        if columns.zone:
            cells.append(Cell(set_cell_size(value, columns.value - 1) + " "))
        else:
            cells.append(Cell(value))
            spare = columns.value - cell_len(value)
    if columns.zone:
        zone = adapter.zone_word(adapter.zone_of(combatant) or "")  # Cerca...
        cells.append(Cell(set_cell_size(f" {zone}", columns.zone), ("tracker--dim",)))
    flags = row_flags(adapter, combatant, health, turn_takers(party))
    flag_style = wounded or "tracker--dim"
    keep = int(combatant.hidden) + int(flag_word(health.state) is not None)
    return cells + status_cells(
        party, combatant.conditions, flags, columns, flag_style, keep, spare
    )


def row_flags(
    adapter: TrackerSystem, combatant: Combatant, health: Health, now: Collection[str]
) -> list[str]:
    """Most important first (hidden, then down or dead), then the turn's (one whose turn
    it is, ``now``, who spent its action reads "acted" too) and the system's."""
    flags = [t("hidden")] if combatant.hidden else []
    if (word := flag_word(health.state)) is not None:
        flags.append(word)
    spent = combatant.id in now and adapter.action_spent(combatant)
    passed = turn_passed([combatant], adapter.action_spent)
    acted = combatant.acted or spent  # the turn's word says the action (play-test 32)
    return flags + turn_flags(combatant, spent, passed) + adapter.tracker_flags(combatant, acted)


def group_title(
    party: AnyParty, adapter: TrackerSystem, group: str, width: int = 10_000, counted: bool = True
) -> str:
    """``Bandido ×4 · 3 up`` (Spanish: ``Bandido ×4 · 3 en pie``; without ``counted``,
    ``Bandido ×4``) in ``width`` cells: the count of those up goes before the name is
    cut (play-test 14: a condition's rounds had given way to it)."""
    index = character_index(party)
    found = [c for c in members(party.encounter.combatants, group) if c.id in index]
    up = sum(1 for c in found if not adapter.health(index[c.id], c).out_of_fight)
    name = group_name([index[c.id].name for c in found])
    count = f"×{len(found)}"
    whole = t("×{count} · {up} up", count=len(found), up=up)
    for counts in (whole, count) if counted else (count,):
        if cell_len(name) + 1 + cell_len(counts) <= width:  # the name whole first
            return f"{name} {counts}"
    room = width - cell_len(count) - 1  # the name, cut if it must be, before the count
    if room >= min(cell_len(name), NAME_MIN):  # never cut to nothing (play-test 6)
        return f"{shorten(name, room)} {count}"
    return shorten(name, width)


def _group_cells(
    party: AnyParty,
    adapter: TrackerSystem,
    group: str,
    columns: Columns,
    marked: Collection[str],
    expanded: Collection[str],
) -> list[Cell]:
    """A group's row: ``▸ Bandido ×4 · 3 up``, its initiative, its members' health summed
    (a fallen member's below 0 counts as 0), their zone when they share one, and the
    flags they share."""
    index = character_index(party)
    them = [c for c in members(party.encounter.combatants, group) if c.id in index]
    healths = [adapter.health(index[c.id], c) for c in them]
    out = ("tracker--out",) if all(health.out_of_fight for health in healths) else ()
    name_style = (_side(them[0]), *out)
    room, current = max(1, columns.name - 2), current_id(party)
    turn = "▶" if any(c.id == current for c in them) else " "
    cells = [
        Cell(turn + ("•" if all(c.id in marked for c in them) else " "), ("tracker--marker",)),
        Cell(
            ("▾ " if group in expanded else "▸ ")
            + set_cell_size(group_title(party, adapter, group, room, not columns.value), room),
            name_style,
        ),
    ]
    first = leader(them, lambda c: is_out(party, adapter, c), None)  # the first up
    initiative = "" if first.initiative is None else str(first.initiative)
    cells.append(Cell(initiative.rjust(columns.initiative - 1) + " ", ("tracker--dim",)))
    if columns.health:
        counted = all(h.current is not None and h.maximum for h in healths)
        total = Health(
            sum(max(0, h.current or 0) for h in healths) if counted else None,
            sum(h.maximum or 0 for h in healths) if counted else None,
            healths[0].unit,
            "ok" if all(h.state == "ok" for h in healths) else "wounded",
        )
        cells.append(Cell((f"{total.current}/{total.maximum}" if counted else "").rjust(6) + " "))
        if columns.bar:
            style = "tracker--wounded" if total.state != "ok" else "tracker--bar"
            cells.append(Cell(health_bar(total).ljust(BAR_WIDTH), (style,)))
    if columns.value:  # systems without HP: how many are up, where a member's value is
        # After the initiative, "1 3 up" read as one run of numbers (play-test 26).
        up = t("· {up} up", up=sum(1 for health in healths if not health.out_of_fight))
        cells.append(Cell(set_cell_size(shorten(up, columns.value - 1), columns.value)))
    if columns.zone:
        zones = {adapter.zone_of(c) or "" for c in them}
        zone = adapter.zone_word(zones.pop()) if len(zones) == 1 else "…"
        cells.append(Cell(set_cell_size(f" {zone}", columns.zone), ("tracker--dim",)))
    flags = [t("hidden")] if all(c.hidden for c in them) else []
    if out:  # every member down or dead: the row says so, as a member's row does (28)
        flags.append(t("DEAD") if all(h.state == "dead" for h in healths) else t("DOWN"))
    keep = len(flags)  # hidden, DOWN: before the turn's
    flags += turn_flags(first, passed=turn_passed(them, adapter.action_spent))
    return cells + status_cells(party, [], flags, columns, "tracker--dim", keep)
