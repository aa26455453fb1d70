"""The initiative tracker: every combatant in turn order, drawn line by line.

It renders only the rows on screen (Textual's line API), so a turn or a damage roll costs
the same with 10 combatants or 500.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView

from gmconsole.i18n import t, tn, translatable
from gmconsole.model.party import AnyParty, Combatant
from gmconsole.state.context import character_index
from gmconsole.widgets import tracker_rows
from gmconsole.widgets.tracker_drawing import RowDrawing
from gmconsole.widgets.tracker_groups import GroupRows
from gmconsole.widgets.tracker_rows import Row, RowsMadeFor

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase
    from gmconsole.systems.base import SystemAdapter


def _given_when_made() -> AnyParty:
    raise RuntimeError("the tracker is given its party when it is made")


class InitiativeTracker(RowDrawing, GroupRows, ScrollView, can_focus=True):
    """Turn order with a marker on whose turn it is; the cursor selects a combatant.

    It is told the party (``party``, a new value after every change) and whether it is
    saved (``unsaved``); it draws from them and holds no state of the fight.
    """

    party: reactive[AnyParty] = reactive(
        _given_when_made, always_update=True, init=False, repaint=False
    )
    """The party to draw: set by the screen after every change (each change is a new
    value, so every assignment redraws, without comparing two parties). Not a whole
    repaint: ``sync`` repaints the rows whose content changed."""
    unsaved: reactive[bool] = reactive(False, init=False, repaint=False)

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
        Binding("up", "cursor(-1)", translatable("Cursor up"), show=False),
        Binding("down", "cursor(1)", translatable("Cursor down"), show=False),
        Binding("pageup", "cursor(-10)", translatable("Page up"), show=False),
        Binding("pagedown", "cursor(10)", translatable("Page down"), show=False),
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
        self._contents: dict[str, tuple[Combatant, CharacterBase | None, tuple[object, ...]]] = {}
        """Each combatant's row content, with the combatant and sheet values it was for."""
        self._value_widths = {}
        self._view: tuple[int, ...] = ()
        self.hide_fallen = False
        """The GM hid the fallen (down or dead): their rows are left out until shown again."""
        self._fallen: frozenset[str] = frozenset()
        self.expanded: set[str] = set()
        """The groups the GM opened (their members listed under them): a view setting."""
        self._rows: list[Row] = []
        self._rows_for: RowsMadeFor | None = None
        self._to_turn = False
        """What ``_rows`` were built from: the party value and the view settings."""

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

    def to_turn_on_sync(self) -> None:
        """The next redraw from a party puts the cursor on whose turn it is (a turn that
        moves redraws the rows once, not for the party and again for the cursor)."""
        self._to_turn = True

    def select_id(self, cid: str) -> None:
        """Move the cursor to ``cid`` (or its closed group) without announcing it (the
        caller redraws)."""
        self._to_turn = False
        self._build_rows()  # the party may have changed since the last sync
        index = self._row_of(cid)
        if index is not None:
            self._move_to(index, announce=False)

    def _build_rows(self) -> None:
        """The rows, built again only when what they show changed: the order, the turn, a
        view setting, and (when there are groups, whose leader is the first member up) the
        sheets. An ``n`` asked twice (its sync, then the cursor's move to the turn); a
        damage at 500 rebuilt 500 rows that had not changed."""
        encounter = self.party.encounter
        everyone = encounter.combatants
        holder = everyone[encounter.turn] if 0 <= encounter.turn < len(everyone) else None
        index = character_index(self.party)
        view = (self.hide_fallen, self._fallen, frozenset(self.expanded))
        built = self._rows_for
        if (
            built is not None
            and built.everyone is everyone
            and built.holder is holder
            and built.view == view
            and (not built.grouped or built.sheets is index)
        ):
            return

        def out(combatant: Combatant) -> bool:
            character = index.get(combatant.id)
            return character is None or self.adapter.health(character, combatant).out_of_fight

        self._rows = tracker_rows.build_rows(everyone, self.combatants, self.expanded, out, holder)
        grouped = any(row.group is not None for row in self._rows)
        self._rows_for = RowsMadeFor(everyone, holder, view, grouped, index)

    def action_open_group(self, opening: bool) -> None:
        """Right opens the selected group (its members listed under it); left closes it,
        from its row or a member's."""
        row = self._selected_row()
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
            self._selected = tracker_rows.group_key(group)
        self.sync()
        if self.selected_id != was:  # a member's row closed: the group's stands for it now
            self.post_message(self.Selected(self.selected_id))

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
            title += tn(" · {n} fallen hidden", " · {n} fallen hidden", len(self._fallen))
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
        encounter = self.party.encounter
        if self._to_turn and 0 <= encounter.turn < len(encounter.combatants):
            self._selected = encounter.combatants[encounter.turn].id
        self._follow_selection()
        if self.cursor != row:
            self.scroll_to_region_row(self.cursor)
        self._measure_names()
        self._show_round()
        self._refresh_changed_rows()

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
        return (
            self._row_content(combatant, character),
            self._is_current(combatant),
            row == self.cursor,
            combatant.id in self.marked,
            self.has_focus,
            shown.member,
        )

    def _row_content(
        self, combatant: Combatant, character: CharacterBase | None
    ) -> tuple[object, ...]:
        """What a combatant's row says of it, asked of the system once per combatant and
        sheet value: both are values, so the same objects say the same (the rows are
        compared twice per ``n``, the visible ones each time)."""
        memo = self._contents.get(combatant.id)
        if memo is not None and memo[0] is combatant and memo[1] is character:
            return memo[2]
        health = self.adapter.health(character, combatant) if character is not None else None
        value = self.adapter.tracker_value(character) if character is not None else ""
        content = (
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
        )
        self._contents[combatant.id] = (combatant, character, content)
        return content

    def _refresh_changed_rows(self) -> None:
        top = self.scroll_offset.y
        height = self.scrollable_content_region.height
        key = (
            top,
            height,
            self.scrollable_content_region.width,
            self._name_need,
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
        if not self.marked:  # most syncs: nothing to look up among 500
            return
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
