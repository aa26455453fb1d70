"""How the tracker draws a combatant's row: marker, name, initiative, HP (or the system's
value), zone, then the status cell (conditions, and the flags against the right edge).
A mixin of ``InitiativeTracker``; the widths come from gmconsole.widgets.tracker_columns."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip

from gmconsole.i18n import t
from gmconsole.model.display import Health
from gmconsole.model.party import Combatant
from gmconsole.state.context import character_index
from gmconsole.widgets.tracker_columns import (
    BAR_WIDTH,
    Columns,
    fit_columns,
    shorten,
    shorten_keeping_number,
    status_cell,
)
from gmconsole.widgets.tracker_rows import health_bar, pad

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.geometry import Offset, Region

    from gmconsole.model.characters import CharacterBase
    from gmconsole.model.party import AnyParty
    from gmconsole.systems.base import SystemAdapter
    from gmconsole.widgets.tracker_rows import Row


def flag_word(state: str) -> str | None:
    """The flag a health state shows (translated when drawn, not at import)."""
    words = {"wounded": "wounded", "down": "DOWN", "dead": "DEAD"}
    return t(words[state]) if state in words else None


def _same_names(before: dict[str, CharacterBase], now: dict[str, CharacterBase]) -> bool:
    """Whether two indexes name everyone alike: the same ids, and each sheet that is a
    new value has the same name (a look at the few that changed, by identity)."""
    return now is before or (
        now.keys() == before.keys()
        and all(
            sheet.name == before[cid].name for cid, sheet in now.items() if before[cid] is not sheet
        )
    )


def _width(
    memo: dict[str, tuple[CharacterBase | None, int]],
    cid: str,
    index: dict[str, CharacterBase],
    text: Callable[[CharacterBase], str],
) -> int:
    """The width of ``text`` of a combatant's sheet, measured again only for a new sheet
    value (measuring all 500 after every action was ~0.5 ms); 0 without a sheet."""
    character = index.get(cid)
    known = memo.get(cid)
    if known is not None and known[0] is character:
        return known[1]
    width = cell_len(text(character)) if character is not None else 0
    memo[cid] = (character, width)
    return width


class RowDrawing:
    """The rows' drawing, and the column widths it measures."""

    if TYPE_CHECKING:  # the tracker's, which this mixes into
        party: AnyParty
        adapter: SystemAdapter
        marked: list[str]
        cursor: int
        has_focus: bool

        @property
        def rich_style(self) -> Style: ...

        _rows: list[Row]

        @property
        def combatants(self) -> list[Combatant]: ...
        @property
        def scroll_offset(self) -> Offset: ...
        @property
        def scrollable_content_region(self) -> Region: ...
        def get_component_rich_style(
            self, *names: str, partial: bool = False, default: Style | None = None
        ) -> Style: ...
        def _is_current(self, combatant: Combatant) -> bool: ...
        def _group_title(self, group: str, width: int = 10_000) -> str: ...
        def _group_segments(self, group: str, columns: Columns) -> list[Segment]: ...

    _name_need = 6
    _layout: tuple[int, int, Columns] | None = None
    _value_widths: dict[str, tuple[CharacterBase | None, int]]
    """Each combatant's tracker value's width (RyF: its HP), with the sheet value it was
    measured on."""
    _names_measured: (
        tuple[tuple[list[str], list[str | None]], dict[str, CharacterBase], int] | None
    ) = None
    """The rows (ids, groups) and sheets the names were last measured for, and the width
    they need."""

    def _measure_names(self) -> None:
        """How wide the name column needs to be: the longest name (a member's indented),
        a group's title; widths are fitted again when this changes."""
        index = character_index(self.party)
        shown = self.combatants
        rows = ([c.id for c in shown], [c.group for c in shown])
        last = self._names_measured
        if last is not None and last[0] == rows and _same_names(last[1], index):
            need = last[2]  # the same rows, no sheet renamed (a turn, a damage): ~0.4 ms at 500
        else:
            need = 6
            for combatant in shown:
                character = index.get(combatant.id)
                name = character.name if character is not None else ""
                indent = 2 if combatant.group is not None else 0  # a member's, indented
                need = max(need, indent + cell_len(name[:40]))
        self._names_measured = (rows, index, need)
        for row in self._rows:
            if row.group is not None:
                need = max(need, 2 + cell_len(self._group_title(row.group)))
        self._name_need = need
        self._layout = None

    def _widest_value(self) -> int:
        index = character_index(self.party)
        value = self.adapter.tracker_value
        return max(
            (_width(self._value_widths, c.id, index, value) for c in self.combatants),
            default=0,
        )

    def _columns(self, width: int) -> Columns:
        """The columns at ``width``, fitted once per width and set of names (asking for
        every combatant's value, about 1 ms at 500, only when room is short)."""
        layout = self._layout
        if layout is not None and layout[:2] == (width, self._name_need):
            return layout[2]
        columns = fit_columns(
            width,
            self._name_need,
            health=self.adapter.has_health_track,
            zone=self.adapter.has_zones,
            value_need=self._widest_value,
        )
        self._layout = (width, self._name_need, columns)
        return columns

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        row = y + self.scroll_offset.y
        base = self.rich_style
        if row >= len(self._rows):
            return Strip.blank(width, base)
        shown = self._rows[row]
        combatant = shown.combatant
        character = character_index(self.party).get(combatant.id)
        if character is None:
            return Strip.blank(width, base)
        columns = self._columns(width)
        if shown.group is not None:
            segments = self._group_segments(shown.group, columns)
        else:
            health = self.adapter.health(character, combatant)
            current = self._is_current(combatant)
            indent = 2 if shown.member else 0  # a member, under its group's row
            segments = self._row_segments(combatant, character, health, columns, current, indent)
        # The widget's style goes under every cell and the cursor over every cell, padding
        # included, so the row and its highlight span the tracker's whole width.
        strip = Strip(Segment.apply_style(segments, base)).crop_extend(0, width, base)
        if row == self.cursor:
            cursor = self.get_component_rich_style("tracker--cursor", partial=True)
            if not self.has_focus:
                cursor = cursor + Style(dim=True)
            strip = Strip(Segment.apply_style(strip, post_style=cursor), width)
        return strip

    def _flags(
        self, combatant: Combatant, character: CharacterBase | None, health: Health | None = None
    ) -> list[str]:
        """The row's flags: health state, acted, delay, hidden, the system's own."""
        if health is None:
            if character is None:
                return []
            health = self.adapter.health(character, combatant)
        flags = []
        word = flag_word(health.state)
        if word is not None:
            flags.append(word)
        if combatant.acted:
            flags.append(t("acted"))
        if combatant.delayed:
            flags.append(t("delay"))
        if combatant.hidden:
            flags.append(t("hidden"))
        flags.extend(self.adapter.tracker_flags(combatant))
        return flags

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(name, partial=True)

    def _status_segments(
        self, combatant: Combatant | None, flags: list[str], columns: Columns, flag_style: Style
    ) -> list[Segment]:
        """The status cell: conditions from its left edge, flags against its right edge
        (so a flag that appears moves nothing)."""
        if columns.status <= 1:
            return []
        conditions = combatant.conditions if combatant is not None else []
        left, right = status_cell(self.party, conditions, flags, columns.status)
        gap = columns.status - 1 - cell_len(left) - cell_len(right)
        return [
            Segment(" " + left, Style()),
            Segment(" " * max(0, gap) + right, flag_style),
        ]

    def _row_segments(
        self,
        combatant: Combatant,
        character: CharacterBase,
        health: Health,
        columns: Columns,
        current: bool,
        indent: int = 0,
    ) -> list[Segment]:
        name = character.name
        side = "tracker--party" if combatant.side == "party" else "tracker--enemy"
        name_style = self._style(side)
        if health.out_of_fight:
            name_style = name_style + self._style("tracker--out")
        dim = self._style("tracker--dim")
        room = max(1, columns.name - indent)
        segments = [
            Segment(
                ("▶" if current else " ") + ("•" if combatant.id in self.marked else " "),
                self._style("tracker--marker"),
            ),
            Segment(" " * indent + pad(shorten_keeping_number(name, room), room), name_style),
        ]
        initiative = "" if combatant.initiative is None else str(combatant.initiative)
        segments.append(Segment(initiative.rjust(columns.initiative - 1) + " ", dim))
        if columns.health:
            number = f"{health.current}/{health.maximum}" if health.current is not None else ""
            bar_style = self._style("tracker--wounded" if health.state != "ok" else "tracker--bar")
            segments.append(Segment(number.rjust(6) + " ", Style()))
            if columns.bar:
                segments.append(Segment(health_bar(health).ljust(BAR_WIDTH), bar_style))
        if columns.value:
            text = shorten(self.adapter.tracker_value(character), columns.value - 1)
            segments.append(Segment(pad(text, columns.value - 1) + " ", Style()))
        if columns.zone:
            zone = self.adapter.zone_word(self.adapter.zone_of(combatant) or "")  # Cerca...
            segments.append(Segment(pad(f" {zone}", columns.zone), dim))
        flags = self._flags(combatant, character, health)
        flag_style = self._style("tracker--wounded" if health.state != "ok" else "tracker--dim")
        segments.extend(self._status_segments(combatant, flags, columns, flag_style))
        return segments
