"""The initiative tracker: every combatant in turn order, drawn line by line.

What a row says is worked out by gmconsole.widgets.tracker_rows from values (the party,
the groups opened, the fallen hidden, the marks, the width); this widget keeps the view
(cursor, marks, groups opened, the fallen hidden), draws the rows on screen (Textual's
line API: only the visible rows are drawn) and colours them from its component classes.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from gmconsole.i18n import t, tn, translatable
from gmconsole.model.party import AnyParty, Combatant
from gmconsole.state.groups import members
from gmconsole.widgets.tracker_rows import (
    STATUS_LEAST,
    Cell,
    Columns,
    Needs,
    Row,
    TrackerSystem,
    build_rows,
    fit_columns,
    group_key,
    hidden_fallen,
    measure,
    row_cells,
    wanted_width,
)


def _given_when_made() -> AnyParty:
    raise RuntimeError("the tracker is given its party when it is made")


class InitiativeTracker(ScrollView, can_focus=True):
    """Turn order with a marker on whose turn it is; the cursor selects a combatant.

    It is told the party (``party``, a new value after every change) and whether it is
    saved (``unsaved``); it draws from them and holds no state of the fight.
    """

    party: reactive[AnyParty] = reactive(
        _given_when_made, always_update=True, init=False, repaint=False
    )
    """The party to draw: set by the screen after every change (each change is a new
    value, so every assignment redraws, without comparing two parties)."""
    unsaved: reactive[bool] = reactive(False, init=False, repaint=False)

    DEFAULT_CSS = """
    InitiativeTracker {
        overflow-x: hidden;  /* rows fit the width: no scrollbar row under them */
        /* The scrollbar's columns kept when it is not shown, so the flags end as far from
           the border at every size (at 120x36 they touched it: "acted││"; at 80x24, with
           more rows than fit, the scrollbar stood between). */
        scrollbar-gutter: stable;
        background: $surface;
        border: round $primary 50%;
        border-title-color: $text;
        &:focus { border: round $accent; }
    }
    InitiativeTracker > .tracker--cursor { background: $primary 60%; }
    InitiativeTracker > .tracker--party { color: $success; text-style: bold; }
    InitiativeTracker > .tracker--enemy { color: $error; }
    InitiativeTracker > .tracker--marker { color: $warning; text-style: bold; }
    InitiativeTracker > .tracker--out { color: $text-muted; text-style: strike; }
    InitiativeTracker > .tracker--wounded { color: $warning; }
    InitiativeTracker > .tracker--dim { color: $text-muted; }
    InitiativeTracker > .tracker--bar { color: $success; }
    """
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
    BINDINGS = [
        Binding("up", "cursor(-1)", translatable("Cursor up"), show=False),
        Binding("down", "cursor(1)", translatable("Cursor down"), show=False),
        Binding("pageup", "page(-1)", translatable("Page up"), show=False),
        Binding("pagedown", "page(1)", translatable("Page down"), show=False),
        Binding("home", "cursor_to(0)", translatable("First"), show=False),
        Binding("end", "cursor_to(-1)", translatable("Last"), show=False),
        Binding("space", "toggle_mark", translatable("Mark"), show=False, id="tracker.mark"),
        Binding(
            "right",
            "open_group(True)",
            translatable("Open group"),
            show=False,
            id="tracker.open_group",
        ),
        Binding(
            "left",
            "open_group(False)",
            translatable("Close group"),
            show=False,
            id="tracker.close_group",
        ),
    ]

    class Selected(Message):
        """The GM moved the cursor to another combatant."""

        def __init__(self, combatant_id: str | None) -> None:
            super().__init__()
            self.combatant_id = combatant_id

    class Marked(Message):
        """The set of marked combatants changed."""

    def __init__(
        self,
        party: AnyParty,
        adapter: TrackerSystem,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.set_reactive(InitiativeTracker.party, party)
        self.adapter = adapter
        self.cursor = 0
        self._selected: str | None = None
        """The selected row's key: the one source of truth; the cursor follows it."""
        self._fallen_member: str | None = None
        """A closed group's member who just fell, whom its row stands for until the cursor
        moves (``follow_fallen``; play-test 30: the box showed the next one up)."""
        self.marked: list[str] = []
        """Combatants marked with space, in marking order: d, h and c act on all of them."""
        self.hide_fallen = False
        """The GM hid the fallen (down or dead): their rows are left out until shown again."""
        self.expanded: set[str] = set()
        """The groups the GM opened (their members listed under them): a view setting."""
        self.hidden_ids: frozenset[str] = frozenset()
        """The fallen the GM hid, as of the last ``sync``."""
        self.rows: tuple[Row, ...] = build_rows(party, adapter, self.expanded, ())
        """The rows shown, top to bottom, as of the last ``sync``."""
        self._needs = Needs(0)
        self._drawn: dict[int, list[Cell]] = {}
        """The cells each row in sight was last drawn with (``_repaint_changed_rows``)."""
        self._drawn_with: Columns | None = None
        """The columns they were drawn in."""
        self._to_turn = False
        self.border_title = self._title()

    def _title(self) -> str:
        """The box's name: "Order" where turns follow no initiative (EZD6's sides take
        turns; play-test 22 read "Initiative" there)."""
        return t("Initiative") if self.adapter.has_initiative else t("Order")

    # --- what the screen asks ---------------------------------------------------------
    @property
    def combatants(self) -> list[Combatant]:
        """The fight's order, without the fallen when the GM hid them (whoever has the
        turn always shows)."""
        return [c for c in self.party.encounter.combatants if c.id not in self.hidden_ids]

    @property
    def selected_row(self) -> Row | None:
        """The row under the cursor."""
        rows = self.rows
        if not rows:
            return None
        index = self._row_of(self._selected) if self._selected is not None else None
        return rows[index if index is not None else min(self.cursor, len(rows) - 1)]

    @property
    def selected_id(self) -> str | None:
        """Who is selected, whom the keys act on (a group's row: its leader): kept by id,
        so a reorder moves the cursor with the combatant."""
        row = self.selected_row
        return row.combatant.id if row is not None else None

    @property
    def shown_id(self) -> str | None:
        """Whom the combat box shows: the selected, or on a closed group's row the member
        who just fell, until the cursor moves (``follow_fallen``). Only shown: the keys
        still act on the group (the review: ``enter`` gave the turn to the fallen)."""
        row = self.selected_row
        fallen = self._fallen_member
        if row is not None and row.group is not None:
            if fallen in {c.id for c in members(self.combatants, row.group)}:
                return fallen
        return self.selected_id

    @property
    def selected_group(self) -> str | None:
        """The group whose own row is selected (d, h and c then ask: a member or all)."""
        row = self.selected_row
        return row.group if row is not None else None

    def _row_of(self, key: str, rows: Sequence[Row] | None = None) -> int | None:
        """The row of a combatant (or ``group:<id>``) in ``rows`` (the rows now by
        default); a member of a closed group: the group's row."""
        keys = [row.key for row in (self.rows if rows is None else rows)]
        everyone = self.party.encounter.combatants
        group = next((c.group for c in everyone if c.id == key and c.group is not None), None)
        for wanted in (key, group_key(group) if group is not None else None):
            if wanted in keys:
                return keys.index(wanted)
        return None

    def follow_fallen(self, fell: Sequence[str], rows: Sequence[Row], selected: Row | None) -> None:
        """After a fall, whatever path downed them (``d``, a panel's attack, a group's
        damage, the sidebar, ``f``): the cursor on who fell, gone down with them to the end
        of the order; the selected one if it fell, else the first who did; a group's row
        that was selected stays when one of its members fell. With the fallen hidden
        (ctrl+f): the row the fallen left. ``rows`` and ``selected``: as before the fall
        (play-test: after a ``d`` the cursor went down with the fallen, after a panel's
        attack it stayed on the actor at the top)."""
        group = selected.group if selected is not None else None
        mates = {c.id for c in self.party.encounter.combatants if group and c.group == group}
        if selected is not None and group is not None and mates.intersection(fell):
            key = selected.key
        elif selected is not None and selected.combatant.id in fell:
            key = selected.combatant.id
        else:
            key = fell[0]
        index = self._row_of(key)
        if index is None:  # hidden: whoever now stands in the row it left
            before = self._row_of(key, rows)
            index = self.cursor if before is None else before
        self._move_to(index)
        group = self.rows[self.cursor].group if self.rows else None
        if group is not None:  # a group's row shows the member who fell, as the cursor went
            ids = {c.id for c in members(self.combatants, group)}
            self._fallen_member = next((cid for cid in fell if cid in ids), None)
            self.post_message(self.Selected(self.shown_id))

    def to_turn_on_sync(self) -> None:
        """The next redraw from a party puts the cursor on whose turn it is."""
        self._to_turn = True

    def select_id(self, cid: str) -> None:
        """Move the cursor to ``cid`` (or its closed group) without announcing it."""
        self._to_turn = False
        self.sync()  # the party may have changed since the last sync
        index = self._row_of(cid)
        if index is not None:
            self._move_to(index, announce=False)

    def watch_party(self) -> None:
        self.sync()

    def watch_unsaved(self) -> None:
        self._show_round()

    def _show_round(self) -> None:
        encounter = self.party.encounter
        # No round while no fight runs (after E, the round it ended in read as current).
        now = t("round {number}", number=encounter.round) if encounter.active else t("no fight")
        subtitle = now + (t(" · unsaved") if self.unsaved else "")
        if self.border_subtitle != subtitle:
            self.border_subtitle = subtitle

    def sync(self) -> None:
        """Work the rows out again from the party and the view, keep the cursor on the
        selected row, and repaint. The round and the saved state live in this widget's
        border, not the Header."""
        party, adapter = self.party, self.adapter
        self.hidden_ids = hidden_fallen(party, adapter) if self.hide_fallen else frozenset()
        title = self._title()
        if self.hidden_ids:
            title += tn(" · {n} fallen hidden", " · {n} fallen hidden", len(self.hidden_ids))
        if self.border_title != title:
            self.border_title = title
        self.rows = build_rows(party, adapter, self.expanded, self.hidden_ids)
        self._needs = measure(party, adapter, self.rows, self.hidden_ids)
        self.virtual_size = Size(self.size.width, len(self.rows))
        if self.marked:  # a combatant who left the fight is no longer marked
            present = {c.id for c in party.encounter.combatants}
            self.marked = [cid for cid in self.marked if cid in present]
        holder = party.encounter.holder
        if self._to_turn and holder is not None:
            self._selected = holder.id
            self._fallen_member = None
        self._to_turn = False
        was = self.cursor
        self._follow_selection()
        if self.cursor != was:
            self.scroll_to_region_row(self.cursor)
        self._show_round()
        self._repaint_changed_rows(was)

    def _repaint_changed_rows(self, cursor_was: int) -> None:
        """Repaint the rows in sight whose cells differ from those drawn, and the cursor's
        old and new rows; anything else changed (the columns, the rows in sight): the whole
        tracker. A turn changes two rows, a damage one: repainting every row cost, key to
        screen in tmux (`benchmarks/bench_key_to_screen.py 20 <baseline>`, medians, one
        run): `n` 17.8 -> 15.3 ms at 10 combatants, 23.5 -> 17.9 ms at 50; a damage's
        enter 25.6 -> 23.9 and 31.7 -> 25.6 ms."""
        columns = self._columns()
        top = self.scroll_offset.y
        in_sight = range(top, min(len(self.rows), top + self.scrollable_content_region.height))
        drawn, self._drawn = self._drawn, {}
        if columns != self._drawn_with or drawn.keys() != set(in_sight):
            self.refresh()
            return
        for index in in_sight:
            if self._cells(index, columns) != drawn[index]:
                self.refresh_line(index)
            else:
                self._drawn[index] = drawn[index]
        if self.cursor != cursor_was:
            self.refresh_line(cursor_was)
            self.refresh_line(self.cursor)

    def wanted_width(self, every_flag: bool = True) -> int:
        """How wide the tracker wants to be (its border and scrollbar gutter with the
        rows); not ``every_flag``: the names whole and each row's first flag."""
        adapter = self.adapter
        flags = 0 if every_flag else STATUS_LEAST
        return (
            2
            + self.styles.scrollbar_size_vertical
            + wanted_width(
                self._needs, health=adapter.has_health_track, zone=adapter.has_zones, status=flags
            )
        )

    def _follow_selection(self) -> None:
        """Put the cursor on the selected row; a member of a group just closed: the
        group's row; a combatant who left the fight: whoever now sits at the cursor's row."""
        rows = self.rows
        if not rows:
            self._selected = None
            self.cursor = 0
            return
        index = self._row_of(self._selected) if self._selected is not None else None
        self.cursor = index if index is not None else max(0, min(self.cursor, len(rows) - 1))
        self._selected = rows[self.cursor].key

    # --- keys ---------------------------------------------------------------------------
    def action_cursor(self, delta: int) -> None:
        self._move_to(self.cursor + delta)

    def action_page(self, direction: int) -> None:
        """The view moves by the rows in sight and the cursor with it, keeping its place
        on screen (play-test 19: 10 rows whatever the height, so at 80x24, which shows 7,
        a page passed rows never shown; play-test 21: moving the cursor alone left it a
        third of the way down, and the next page landed 2 rows past the first new one)."""
        rows = max(1, self.scrollable_content_region.height)
        self.scroll_to(y=self.scroll_offset.y + direction * rows, animate=False, immediate=True)
        self._move_to(self.cursor + direction * rows)

    def action_cursor_to(self, index: int) -> None:
        self._move_to(index if index >= 0 else len(self.rows) - 1)

    def _move_to(self, index: int, announce: bool = True) -> None:
        if not self.rows:
            return
        index = max(0, min(len(self.rows) - 1, index))
        self._fallen_member = None  # the cursor moves: a group's row is its leader again
        moved = self.rows[index].key != self._selected
        self._selected = self.rows[index].key
        if index != self.cursor or (moved and announce):
            self.refresh_line(self.cursor)
            self.cursor = index
            self.refresh_line(index)
            if announce:
                self.post_message(self.Selected(self.shown_id))
        self.scroll_to_region_row(index)

    def action_open_group(self, opening: bool) -> None:
        """Right opens the selected group (its members listed under it); left closes it,
        from its row or a member's."""
        row = self.selected_row
        if row is None:
            return
        group = row.group or (row.combatant.group if row.member else None)
        if group is None or (group in self.expanded) == opening:
            return
        was = self.selected_id
        if opening:
            self.expanded.add(group)
        else:
            self.expanded.discard(group)
            self._selected = group_key(group)
        self.sync()
        if opening:  # its members come into sight with it (the group's row stays)
            shown = sum(1 for r in self.rows if r.member and r.combatant.group == group)
            self.scroll_to_region(Region(0, self.cursor, 1, 1 + shown), animate=False)
        if self.selected_id != was:  # a member's row closed: the group's stands for it now
            self.post_message(self.Selected(self.shown_id))

    def action_toggle_mark(self) -> None:
        row = self.selected_row
        if row is None:
            return
        if row.group is not None:  # a group's row marks (or unmarks) all its members
            ids = [c.id for c in members(self.party.encounter.combatants, row.group)]
            if all(cid in self.marked for cid in ids):
                self.marked = [cid for cid in self.marked if cid not in ids]
            else:
                self.marked += [cid for cid in ids if cid not in self.marked]
        elif row.key in self.marked:
            self.marked.remove(row.key)
        else:
            self.marked.append(row.key)
        self.refresh()
        self.post_message(self.Marked())

    def clear_marks(self) -> None:
        if self.marked:
            self.marked = []
            self.refresh()
            self.post_message(self.Marked())

    def scroll_to_cursor(self) -> None:
        self.scroll_to_region_row(self.cursor)

    def scroll_to_region_row(self, index: int) -> None:
        """Keep the cursor visible; when it leaves the view, jump so it sits a third of
        the way down, showing who comes next (and repainting once, not every turn)."""
        top = self.scroll_offset.y
        height = self.scrollable_content_region.height
        if not top <= index < top + height:
            self.scroll_to(y=max(0, index - height // 3), animate=False)

    def on_click(self, event: events.Click) -> None:
        row = event.y + self.scroll_offset.y
        if 0 <= row < len(self.rows):
            self._move_to(row)

    def on_resize(self) -> None:
        self.sync()
        self.scroll_to_cursor()  # a smaller terminal: the selected row stays in sight

    def on_focus(self) -> None:
        self.refresh_line(self.cursor)  # the cursor's row: dimmed without the focus

    def on_blur(self) -> None:
        self.refresh_line(self.cursor)

    # --- drawing ------------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        index = y + self.scroll_offset.y
        base = self.rich_style
        if index >= len(self.rows):
            return Strip.blank(width, base)
        columns = self._columns()
        cells = self._drawn[index] = self._cells(index, columns)
        self._drawn_with = columns
        if not cells:
            return Strip.blank(width, base)
        segments = [Segment(cell.text, self._style(cell.styles)) for cell in cells]
        # The widget's style goes under every cell and the cursor over every cell, padding
        # included, so the row and its highlight span the tracker's whole width.
        strip = Strip(Segment.apply_style(segments, base)).crop_extend(0, width, base)
        if index == self.cursor:
            cursor = self.get_component_rich_style("tracker--cursor", partial=True)
            if not self.has_focus:
                cursor += Style(dim=True)
            strip = Strip(Segment.apply_style(strip, post_style=cursor), width)
        return strip

    def _columns(self) -> Columns:
        adapter = self.adapter
        return fit_columns(
            self.scrollable_content_region.width,
            self._needs,
            health=adapter.has_health_track,
            zone=adapter.has_zones,
        )

    def _cells(self, index: int, columns: Columns) -> list[Cell]:
        return row_cells(
            self.party, self.adapter, self.rows[index], columns, self.marked, self.expanded
        )

    def _style(self, names: tuple[str, ...]) -> Style:
        """The component classes' styles added up, in order (one call with all the names
        would replace the party's bold with the fallen's strike instead of adding it)."""
        return sum((self.get_component_rich_style(name, partial=True) for name in names), Style())
