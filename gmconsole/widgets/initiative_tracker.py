"""The initiative tracker: every combatant in turn order, drawn line by line.

It renders only the rows on screen (Textual's line API), so a turn or a damage roll costs
the same with 10 combatants or 500.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from gmconsole.i18n import t
from gmconsole.model.display import Health
from gmconsole.model.party import AnyParty, Combatant, Condition
from gmconsole.state.context import character_index
from gmconsole.state.duration_words import short_duration
from gmconsole.text import shorten, shorten_keeping_number
from gmconsole.widgets import tracker_rows
from gmconsole.widgets.tracker_groups import GroupRows
from gmconsole.widgets.tracker_rows import BAR_WIDTH, Columns, Row, health_bar
from gmconsole.widgets.tracker_rows import pad as _pad

if TYPE_CHECKING:
    from gmconsole.systems.base import SystemAdapter

FLAG_TEXT = {"wounded": t("wounded"), "down": t("DOWN"), "dead": t("DEAD")}

NAME_MAX = 24
NAME_FLOOR = 15
"""With conditions to show, names give way down to this (a trailing number stays)."""
"""The widest the name column gets; longer names end in an ellipsis."""
VALUE_WIDTH = 22
"""The tracker value column (FIDS Energy, Eclipse Phase's Daño and Heridas), with its
space: room for ``Daño 12/40 Heridas 1/5``."""


def _given_when_made() -> AnyParty:
    raise RuntimeError("the tracker is given its party when it is made")


class InitiativeTracker(GroupRows, ScrollView, can_focus=True):
    """Turn order with a marker on whose turn it is; the cursor selects a combatant.

    It is told the party (``party``, a new value after every change) and whether it is
    saved (``unsaved``); it draws from them and holds no state of the fight.
    """

    party: reactive[AnyParty] = reactive(_given_when_made, always_update=True, init=False)
    """The party to draw: set by the screen after every change (each change is a new
    value, so every assignment redraws, without comparing two parties)."""
    unsaved: reactive[bool] = reactive(False, init=False)

    DEFAULT_CSS = """
    InitiativeTracker {
        overflow-x: hidden;  /* rows fit the width: no scrollbar row under them */
        background: $surface;
        border: round $primary 50%;
        border-title-color: $text;
        &:focus { border: round $accent; }
    }
    """
    BINDINGS = [
        Binding("up", "cursor(-1)", t("Cursor up"), show=False),
        Binding("down", "cursor(1)", t("Cursor down"), show=False),
        Binding("pageup", "cursor(-10)", t("Page up"), show=False),
        Binding("pagedown", "cursor(10)", t("Page down"), show=False),
        Binding("home", "cursor_to(0)", t("First"), show=False),
        Binding("end", "cursor_to(-1)", t("Last"), show=False),
        Binding("space", "toggle_mark", t("Mark"), show=False, id="tracker.mark"),
        Binding("right", "open_group(True)", t("Open group"), show=False, id="tracker.open_group"),
        Binding(
            "left", "open_group(False)", t("Close group"), show=False, id="tracker.close_group"
        ),
    ]

    class Selected(Message):
        """The GM moved the cursor to another combatant."""

        def __init__(self, combatant_id: str | None) -> None:
            super().__init__()
            self.combatant_id = combatant_id

    def __init__(
        self,
        party: AnyParty,
        adapter: SystemAdapter,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.set_reactive(InitiativeTracker.party, party)
        self.adapter = adapter
        self.cursor = 0
        self._selected: str | None = None
        """The selected combatant's id: the one source of truth; the row follows it."""
        self.marked: list[str] = []
        """Combatants marked with space, in marking order: d, h and c act on all of them."""
        self.border_title = t("Initiative")
        self._signatures: dict[int, tuple[object, ...]] = {}
        self._view: tuple[int, ...] = ()
        self._name_need = NAME_MAX
        self._value_width = VALUE_WIDTH
        self._any_conditions = False
        self._flags_need = 13
        self._conditions_need = 0
        self.hide_fallen = False
        """The GM hid the fallen (down or dead): their rows are left out until shown again."""
        self._fallen: frozenset[str] = frozenset()
        self.expanded: set[str] = set()
        """The groups the GM opened (their members listed under them): a view setting."""
        self._rows: list[Row] = []

    # --- state ------------------------------------------------------------------------
    @property
    def combatants(self) -> list[Combatant]:
        """The rows: the fight's order, without the fallen when the GM hid them (whoever
        has the turn always shows)."""
        everyone = self.party.encounter.combatants
        if not self.hide_fallen or not self._fallen:
            return everyone
        return [c for c in everyone if c.id not in self._fallen or self._is_current(c)]

    @property
    def hidden_ids(self) -> frozenset[str]:
        """The fallen the GM hid, as of the last ``sync``."""
        return self._fallen

    def _find_fallen(self) -> frozenset[str]:
        encounter = self.party.encounter
        if not self.hide_fallen:
            return frozenset()
        index = character_index(self.party)
        fallen = frozenset(
            c.id
            for c in encounter.combatants
            if not self._is_current(c)
            and c.id in index
            and self.adapter.health(index[c.id], c).out_of_fight
        )
        # Hiding everyone would leave nothing to select: then nobody is hidden.
        return fallen if len(fallen) < len(encounter.combatants) else frozenset()

    def _is_current(self, combatant: Combatant) -> bool:
        encounter = self.party.encounter
        everyone = encounter.combatants
        return (
            encounter.active
            and 0 <= encounter.turn < len(everyone)
            and everyone[encounter.turn] is combatant
        )

    @property
    def selected_id(self) -> str | None:
        """Who is selected: kept by id, so a reorder moves the cursor with the combatant.

        Read without side effects (``sync`` moves the cursor after a change); a selected
        combatant who left the fight gives whoever sits at the cursor's row.
        """
        row = self._selected_row()
        return row.combatant.id if row is not None else None

    @property
    def selected_group(self) -> str | None:
        """The group whose own row is selected (d, h and c then ask: a member or all)."""
        row = self._selected_row()
        return row.group if row is not None else None

    def _selected_row(self) -> Row | None:
        rows = self._rows
        if not rows:
            return None
        if self._selected is not None:
            for row in rows:
                if row.key == self._selected:
                    return row
        return rows[min(self.cursor, len(rows) - 1)]

    def _row_of(self, key: str) -> int | None:
        """The row of a combatant (or ``group:<id>``); a member of a closed group: the
        group's row."""
        for i, row in enumerate(self._rows):
            if row.key == key:
                return i
        everyone = self.party.encounter.combatants
        group = next((c.group for c in everyone if c.id == key and c.group is not None), None)
        if group is not None:
            return self._row_of(tracker_rows.group_key(group))
        return None

    def select_id(self, cid: str) -> None:
        """Move the cursor to ``cid`` (or its closed group) without announcing it (the
        caller redraws)."""
        self._build_rows()  # the party may have changed since the last sync
        index = self._row_of(cid)
        if index is not None:
            self._move_to(index, announce=False)

    def _build_rows(self) -> None:
        encounter = self.party.encounter
        everyone = encounter.combatants
        holder = everyone[encounter.turn] if 0 <= encounter.turn < len(everyone) else None
        index = character_index(self.party)

        def out(combatant: Combatant) -> bool:
            character = index.get(combatant.id)
            return character is None or self.adapter.health(character, combatant).out_of_fight

        self._rows = tracker_rows.build_rows(everyone, self.combatants, self.expanded, out, holder)

    def action_open_group(self, opening: bool) -> None:
        """Right opens the selected group (its members listed under it); left closes it,
        from its row or a member's."""
        row = self._selected_row()
        if row is None:
            return
        group = row.group or (row.combatant.group if row.member else None)
        if group is None or (group in self.expanded) == opening:
            return
        if opening:
            self.expanded.add(group)
        else:
            self.expanded.discard(group)
            self._selected = tracker_rows.group_key(group)
        self.sync()

    def _follow_selection(self) -> None:
        """Put the cursor on the selected row; a member of a group just closed: the
        group's row; a combatant who left the fight: whoever now sits at the cursor's row."""
        rows = self._rows
        if not rows:
            self._selected = None
            self.cursor = 0
            return
        if self._selected is not None:
            index = self._row_of(self._selected)
            if index is not None:
                self.cursor = index
                self._selected = rows[index].key
                return
        self.cursor = max(0, min(self.cursor, len(rows) - 1))
        self._selected = rows[self.cursor].key

    def watch_party(self) -> None:
        self.sync()

    def watch_unsaved(self) -> None:
        self._show_round()

    def _show_round(self) -> None:
        subtitle = t("round {number}", number=self.party.encounter.round) + (
            t(" · unsaved") if self.unsaved else ""
        )
        if subtitle != self.border_subtitle:
            self.border_subtitle = subtitle

    def sync(self) -> None:
        """Redraw from the party (a new one, or a view setting changed): fit the size,
        keep the cursor, repaint what changed.

        The round and the saved state live in this widget's border, not the Header, so a
        change repaints the tracker only; and only the rows whose content changed are
        repainted, so the painting cost does not grow with the number of combatants (the
        name-width pass over everyone is ~0.2 ms at 500).
        """
        self._fallen = self._find_fallen()
        title = t("Initiative")
        if self._fallen:
            title += t(" · {count} fallen hidden", count=len(self._fallen))
        if title != self.border_title:
            self.border_title = title
        self._build_rows()
        count = len(self._rows)
        size = Size(self.size.width, count)
        if size != self.virtual_size:
            self.virtual_size = size
            self._signatures.clear()
        row = self.cursor
        self._drop_gone_marks()
        self._follow_selection()
        if self.cursor != row:
            self.scroll_to_region_row(self.cursor)
        self._measure_names()
        self._show_round()
        self._refresh_changed_rows()

    def _measure_names(self) -> None:
        """How wide the name column needs to be, and whether anyone has a condition, so
        short names are never cut to leave room for conditions nobody has."""
        index = character_index(self.party)
        need = 6
        self._any_conditions = False
        for combatant in self.combatants:
            name = getattr(index.get(combatant.id), "name", "")
            indent = 2 if combatant.group is not None else 0  # a member's row, indented
            need = max(need, indent + cell_len(name[: NAME_MAX + 1]))
            self._any_conditions = self._any_conditions or bool(combatant.conditions)
        for row in self._rows:
            if row.group is not None:
                need = max(need, 2 + cell_len(self._group_title(row.group)))
        self._name_need = min(NAME_MAX, need)
        # The flags column gives names what its widest flag does not use (at 100x30 an
        # EZD6 fight cut "Pip Cuchillas" beside an empty flags column).
        self._flags_need = 1 + max(
            (cell_len(" ".join(self._flags(c, index.get(c.id)))) for c in self.combatants),
            default=0,
        )
        self._conditions_need = 0
        if self._any_conditions:
            self._conditions_need = 1 + max(
                cell_len(conditions_cell(self.party, c.conditions, 10_000))
                for c in self.combatants
                if c.conditions
            )
        self._fit_value_column()

    def _fit_value_column(self) -> None:
        """When the names would be cut, the value column (FIDS Energy, a harm counter)
        gives up what its widest value does not use. Measured only then: it asks the
        adapter for every combatant's value (about 1 ms at 500)."""
        self._value_width = VALUE_WIDTH
        if self.adapter.has_health_track:
            return
        columns = self._columns(self.scrollable_content_region.width)
        if columns.name >= self._name_need and columns.conditions >= self._conditions_need:
            return
        index = character_index(self.party)
        widest = max(
            (
                cell_len(self.adapter.tracker_value(index[c.id]))
                for c in self.combatants
                if c.id in index
            ),
            default=0,
        )
        self._value_width = max(8, min(VALUE_WIDTH, widest + 1))

    def _row_signature(self, row: int) -> tuple[object, ...]:
        """Everything a row shows; a row is repainted only when this changes."""
        if row >= len(self._rows):
            return ()
        shown = self._rows[row]
        combatant = shown.combatant
        if shown.group is not None:
            return (
                shown.key,
                self._group_signature(shown.group),
                self._is_current(combatant) or self._group_has_turn(shown.group),
                row == self.cursor,
                shown.group in self.expanded,
                self.has_focus,
            )
        character = character_index(self.party).get(combatant.id)
        health = self.adapter.health(character, combatant) if character is not None else None
        value = self.adapter.tracker_value(character) if character is not None else ""
        current = self._is_current(combatant)
        return (
            combatant.id,
            getattr(character, "name", ""),
            combatant.initiative,
            health,
            value,
            combatant.extra,
            combatant.acted,
            combatant.delayed,
            combatant.hidden,
            tuple(combatant.conditions),
            tuple(self.adapter.tracker_flags(combatant)),
            current,
            row == self.cursor,
            combatant.id in self.marked,
            self.has_focus,
            shown.member,
        )

    def _refresh_changed_rows(self) -> None:
        top = self.scroll_offset.y
        height = self.scrollable_content_region.height
        key = (
            top,
            height,
            self.scrollable_content_region.width,
            self._name_need,
            self._value_width,
            self._any_conditions,
            self._flags_need,
            self._conditions_need,
        )
        if key != self._view:
            self._view = key
            self._signatures.clear()
            self.refresh()
        for row in range(top, top + height):
            signature = self._row_signature(row)
            if self._signatures.get(row) != signature:
                self._signatures[row] = signature
                self.refresh_lines(row)

    # --- marks --------------------------------------------------------------------------
    class Marked(Message):
        """The set of marked combatants changed."""

    def action_toggle_mark(self) -> None:
        row = self._selected_row()
        if row is None:
            return
        if row.group is not None:  # a group's row marks (or unmarks) all its members
            ids = [c.id for c in self._members(row.group)]
            if all(cid in self.marked for cid in ids):
                self.marked = [cid for cid in self.marked if cid not in ids]
            else:
                self.marked += [cid for cid in ids if cid not in self.marked]
        elif row.key in self.marked:
            self.marked.remove(row.key)
        else:
            self.marked.append(row.key)
        self._refresh_changed_rows()
        self.post_message(self.Marked())

    def clear_marks(self) -> None:
        if self.marked:
            self.marked = []
            self._refresh_changed_rows()
            self.post_message(self.Marked())

    def _drop_gone_marks(self) -> None:
        present = {c.id for c in self.party.encounter.combatants}  # hidden ones keep theirs
        self.marked = [cid for cid in self.marked if cid in present]

    # --- keys ---------------------------------------------------------------------------
    def action_cursor(self, delta: int) -> None:
        self._move_to(self.cursor + delta)

    def action_cursor_to(self, index: int) -> None:
        self._move_to(index if index >= 0 else len(self._rows) - 1)

    def _move_to(self, index: int, announce: bool = True) -> None:
        if not self._rows:
            return
        index = max(0, min(len(self._rows) - 1, index))
        moved = self._rows[index].key != self._selected
        self._selected = self._rows[index].key
        if index != self.cursor or (moved and announce):
            self.cursor = index
            self._refresh_changed_rows()
            if announce:
                self.post_message(self.Selected(self.selected_id))
        self.scroll_to_region_row(index)

    def scroll_to_cursor(self) -> None:
        self.scroll_to_region_row(self.cursor)

    def scroll_to_region_row(self, index: int) -> None:
        """Keep the cursor visible; when it leaves the view, jump so it sits a third of
        the way down, showing who comes next (and repainting once, not every turn)."""
        top = self.scroll_offset.y
        height = self.scrollable_content_region.height
        if top <= index < top + height:
            return
        self.scroll_to(y=max(0, index - height // 3), animate=False)

    def on_click(self, event: events.Click) -> None:
        row = event.y + self.scroll_offset.y
        if 0 <= row < len(self._rows):
            self._move_to(row)

    def on_resize(self) -> None:
        self.sync()

    def on_focus(self) -> None:
        self._refresh_changed_rows()

    def on_blur(self) -> None:
        self._refresh_changed_rows()

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self._refresh_changed_rows()

    # --- drawing ------------------------------------------------------------------------
    def _columns(self, width: int) -> Columns:
        has_health = self.adapter.has_health_track
        health = 7 + BAR_WIDTH if has_health else 0
        value = 0 if has_health else self._value_width
        zone = 6 if self.adapter.has_zones else 0
        columns = Columns(name=0, health=health, value=value, zone=zone)
        if zone:
            columns.flags = 16  # room for "delay used AFD"
        fixed = 2 + columns.initiative + health + value + zone + columns.flags
        rest = max(0, width - fixed)
        # Names first (as wide as the longest, up to NAME_MAX cells), then conditions get
        # what is left, keeping them at least 10 cells when someone has one. With
        # conditions, the flags column gives up what its widest flag does not use, the
        # health bar goes when names would be cut (the numbers stay), and names give way
        # down to NAME_FLOOR cells so a condition keeps its duration in words.
        reserve = 0
        gain = max(0, columns.flags - self._flags_need)
        columns.flags -= gain
        rest += gain
        if self._any_conditions:
            if health and rest - self._conditions_need < self._name_need:
                columns.health = health - BAR_WIDTH
                rest += BAR_WIDTH
            floor = min(self._name_need, NAME_FLOOR)
            reserve = max(10, min(self._conditions_need, rest - floor))
        columns.name = max(6, min(self._name_need, rest - reserve))
        columns.conditions = max(0, rest - columns.name)
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

    COMPONENT_CLASSES = {
        "tracker--cursor",
        "tracker--party",
        "tracker--enemy",
        "tracker--marker",
        "tracker--out",
        "tracker--wounded",
        "tracker--dim",
        "tracker--bar",
    }
    DEFAULT_CSS += """
    InitiativeTracker > .tracker--cursor { background: $primary 60%; }
    InitiativeTracker > .tracker--party { color: $success; text-style: bold; }
    InitiativeTracker > .tracker--enemy { color: $error; }
    InitiativeTracker > .tracker--marker { color: $warning; text-style: bold; }
    InitiativeTracker > .tracker--out { color: $text-muted; text-style: strike; }
    InitiativeTracker > .tracker--wounded { color: $warning; }
    InitiativeTracker > .tracker--dim { color: $text-muted; }
    InitiativeTracker > .tracker--bar { color: $success; }
    """

    def _flags(
        self, combatant: Combatant, character: Any, health: Health | None = None
    ) -> list[str]:
        """The row's flags: health state, acted, delay, hidden, the system's own."""
        if health is None:
            if character is None:
                return []
            health = self.adapter.health(character, combatant)
        flags = []
        if health.state in FLAG_TEXT:
            flags.append(FLAG_TEXT[health.state])
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

    def _row_segments(
        self,
        combatant: Combatant,
        character: Any,
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
        segments = [
            Segment(
                ("▶" if current else " ") + ("•" if combatant.id in self.marked else " "),
                self._style("tracker--marker"),
            ),
            Segment(
                " " * indent
                + _pad(shorten_keeping_number(name, columns.name - indent), columns.name - indent),
                name_style,
            ),
        ]
        initiative = "" if combatant.initiative is None else str(combatant.initiative)
        segments.append(Segment(initiative.rjust(columns.initiative - 1) + " ", dim))
        if columns.health:
            number = f"{health.current}/{health.maximum}" if health.current is not None else ""
            bar_style = self._style("tracker--wounded" if health.state != "ok" else "tracker--bar")
            segments.append(Segment(number.rjust(6) + " ", Style()))
            if columns.health > 7:
                segments.append(Segment(health_bar(health).ljust(BAR_WIDTH), bar_style))
        if columns.value:
            text = shorten(self.adapter.tracker_value(character), columns.value - 1)
            segments.append(Segment(_pad(text, columns.value - 1) + " ", Style()))
        if columns.zone:
            zone = self.adapter.zone_word(self.adapter.zone_of(combatant) or "")  # Cerca...
            segments.append(Segment(f" {zone:<4} "[: columns.zone], dim))
        flags = self._flags(combatant, character, health)
        segments.append(
            Segment(
                " " + _pad(" ".join(flags), columns.flags - 1),
                self._style("tracker--wounded" if health.state != "ok" else "tracker--dim"),
            )
        )
        if columns.conditions > 1 and combatant.conditions:
            text = conditions_cell(self.party, combatant.conditions, columns.conditions - 1)
            segments.append(Segment(" " + text, Style()))
        return segments


def conditions_cell(party: AnyParty, conditions: list[Condition], width: int) -> str:
    """The tracker's conditions, each with what is left (``Aturdido 2 rondas``), in
    ``width`` cells: a name is cut before its duration is, and what does not fit is
    counted (``+2``)."""
    parts = [(c.name, short_duration(party, c)) for c in conditions]
    text = ", ".join(f"{name} {left}".rstrip() for name, left in parts)
    if cell_len(text) <= width:
        return text
    name, left = parts[0]
    more = f" +{len(parts) - 1}" if len(parts) > 1 else ""
    tail = (f" {left}" if left else "") + more
    room = width - cell_len(tail)
    if room < 4:  # not even a short name: the duration goes first
        tail, room = more, width - cell_len(more)
    return shorten(name, max(1, room)) + tail
