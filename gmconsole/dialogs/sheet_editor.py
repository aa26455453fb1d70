"""A character's sheet as a form: one row per field of its system's model (see
``gmconsole.sheets``), checked as it is typed.

The rows are one list (its headings are not stops); the row under the cursor is edited
in the line below it, which keeps the keyboard: what is typed there shows in the row at
once. Up and down (tab too) move a row, PageUp/PageDown a page, Home/End to the first
and last row, ctrl+down/ctrl+up to the next or previous section (attributes, skills, a
weapon), ctrl+g to a field found by typing part of its name. A choice shows and takes
its name in the console's language and is completed as it is typed (right arrow takes
the suggestion); yes/no switches with space. Under the line: the row's problem (or the
sheet's first), in the words ``gmconsole check`` uses, or the warnings that do not
refuse (RyF's creation limits); then what the row takes. Enter or ctrl+s applies the
sheet when every check passes (else says why and goes to the row); ctrl+a adds a row to
a list (a weapon, a counter, a skill) and puts the cursor on it, ctrl+r removes the item
the cursor is in; escape closes without applying (asking first when something changed).

One list and one input whatever the sheet's length: a key redraws the lines that
changed, not a widget per field (47 RyF rows used to be 140 widgets, restyled and
repainted on every arrow).
"""

from __future__ import annotations

from pydantic import BaseModel
from textual import on
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.suggester import SuggestFromList
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, tn, translatable
from gmconsole.sheet_fields import choice_text, yes_no
from gmconsole.sheets import (
    FormPath,
    Row,
    SheetForm,
    from_form,
    list_rows,
    row_text,
    value_at,
    with_new_item,
    with_text,
    with_value,
    without_item,
)
from gmconsole.toasts import clear_stale_toasts
from gmconsole.widgets.keys_footer import KeysFooter

LABEL_WIDTH = 26
VALUE_WIDTH = 58
"""A value longer than this (a long note) is cut in its row; the edit line has it all."""


class SheetInput(Input):
    """The edit line: enter applies the sheet (it is shown so in the footer)."""

    BINDINGS = [Binding("enter", "submit", translatable("Apply"))]
    switches = False
    """A yes/no row is in it: space is the editor's (it switches), not a typed space."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        if key == "space" and self.switches:
            return False
        return super().check_consume_key(key, character)


class SheetRows(OptionList, can_focus=False):
    """The sheet's rows; the editor moves its cursor (the edit line keeps the focus)."""


class SheetEditor(DismissOnce[dict[str, object] | None]):
    DEFAULT_CSS = """
    SheetEditor { align: center middle; }
    SheetEditor > Vertical {
        width: 90; max-width: 100%; height: 100%; max-height: 40;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    /* The keys' hint wraps under a long name (it was cut: "Ficha de Mercenario de
       Direct Action  RePág/AvPág: página · Inicio/…" at 80 and 100 columns). */
    SheetEditor #title { height: auto; max-height: 2; }
    SheetEditor #rows { height: 1fr; border: none; padding: 0; background: $surface; }
    SheetEditor #rows > .option-list--option-disabled { color: $text-primary; text-style: bold; }
    SheetEditor #edit-line { height: 1; }
    SheetEditor #edit-label { width: 26; height: 1; text-style: bold; }
    SheetEditor Input { height: 1; border: none; padding: 0 1; width: 1fr; }
    SheetEditor Input:focus { border: none; background: $boost; }
    SheetEditor Input.-bad { color: $text-error; }
    SheetEditor #message { height: 2; color: $text-error; }
    SheetEditor #message.-warning { color: $text-warning; }
    SheetEditor #help { height: 2; color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape", "cancel", translatable("Cancel"), id="sheet.cancel"),
        Binding("ctrl+s", "apply", translatable("Apply"), show=False, id="sheet.apply"),
        # priority: the edit line's own ctrl+a (start of the text) gives way; ctrl+e ends.
        Binding("ctrl+a", "add_row", translatable("New row"), priority=True, id="sheet.add_row"),
        Binding("ctrl+r", "remove_row", translatable("Remove row"), id="sheet.remove_row"),
        Binding("ctrl+down", "section(1)", translatable("Next section"), id="sheet.section"),
        Binding("ctrl+up", "section(-1)", translatable("Previous section"), show=False),
        Binding("ctrl+g", "go_to", translatable("Go to"), id="sheet.go_to"),
        Binding("down,tab", "move('cursor_down')", show=False, priority=True),
        Binding("up,shift+tab", "move('cursor_up')", show=False, priority=True),
        Binding("pagedown", "move('page_down')", show=False, priority=True),
        Binding("pageup", "move('page_up')", show=False, priority=True),
        Binding("home", "move('first')", show=False, priority=True),
        Binding("end", "move('last')", show=False, priority=True),
        Binding("space", "switch", show=False, priority=True),
    ]

    def __init__(self, title: str, form: SheetForm) -> None:
        super().__init__()
        self.title_text = title
        self.form = form
        self.data = form.data
        """The sheet as typed so far (the form's data)."""
        self.rows: list[Row] = form.rows(self.data)
        self.character, self.problems = form.read(self.data)
        self.valid: BaseModel | None = self.character
        """The last character the form made (what a value that follows its maximum was)."""
        self.editing = -1
        """The row in the edit line."""
        self.shown: list[Content] = []
        """Each row's line as drawn (only a changed one is drawn again)."""
        self.refused = ""
        """Why the last apply was refused, shown until the sheet changes."""
        self.notice = ""
        """What the last change did besides (HP following its maximum)."""

    # --- drawing ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Vertical():
            hint = t("PgUp/PgDn: a page · Home/End · ctrl+↓/↑: a section")
            title = Content.assemble((self.title_text, "bold"), "  ", (hint, "$text-muted"))
            yield Static(title, id="title")
            yield SheetRows(*self._options(), id="rows")
            with Horizontal(id="edit-line"):
                yield Label("", id="edit-label")
                yield SheetInput("", id="edit", max_length=2_000, select_on_focus=False)
            yield Static("", id="message")
            yield Static("", id="help")
        yield KeysFooter()

    def _line(self, row: Row) -> Content:
        indent = "  " * row.depth
        if row.heading:
            return Content(indent + row.label)
        label = (indent + row.label)[: LABEL_WIDTH - 1].ljust(LABEL_WIDTH)
        value = " ".join(row_text(self.data, row).split())  # one line a row (notes)
        if len(value) > VALUE_WIDTH:
            value = value[: VALUE_WIDTH - 1] + "…"
        bad = self.problems.at(row.path) != ""
        return Content.assemble(label, (value, "$text-error") if bad else value)

    def _options(self) -> list[Option]:
        self.shown = [self._line(row) for row in self.rows]
        return [
            Option(line, disabled=row.heading)
            for row, line in zip(self.rows, self.shown, strict=True)
        ]

    @property
    def rows_list(self) -> SheetRows:
        return self.query_one(SheetRows)

    @property
    def edit_line(self) -> SheetInput:
        return self.query_one(SheetInput)

    def on_mount(self) -> None:
        # The editor's last lines (the row's check and help) are where toasts stand: what
        # was said before it opened goes (play-test: the new party's path covered them
        # for 8 s), but a warning still showing stays (the file's comments, 10 s); what
        # the editor says while open stays.
        clear_stale_toasts(self.app)
        self.rows_list.action_first()
        self._load()
        self.edit_line.focus()

    @property
    def focused_row(self) -> Row | None:
        """The row under the cursor (the one the edit line edits)."""
        return self.rows[self.editing] if 0 <= self.editing < len(self.rows) else None

    def _load(self) -> None:
        """The row under the cursor into the edit line, its text selected (typing
        replaces it)."""
        index = self.rows_list.highlighted
        if index is None or index == self.editing:
            return
        self.editing = index
        row = self.rows[index]
        field = self.edit_line
        choices = row.shape.choices
        words = [choice_text(c) for c in choices]
        if row.shape.kind == "bool":
            words = [yes_no(True), yes_no(False)]
        field.suggester = SuggestFromList(words, case_sensitive=False) if words else None
        field.switches = row.shape.kind == "bool"
        field.value = row_text(self.data, row)
        field.select_all()
        self.query_one("#edit-label", Label).update(Content((row.label.strip())[: LABEL_WIDTH - 1]))
        self._show()

    def _rebuild(self, focus: FormPath | None) -> None:
        """The rows again (a list grew or shrank), the cursor on ``focus``'s row."""
        self.rows = self.form.rows(self.data)
        self._read()
        self.rows_list.set_options(self._options())
        self.editing = -1
        if focus is not None:
            self._go_to(focus)
        if self.rows_list.highlighted is None:
            self.rows_list.action_first()
        self._load()

    def _go_to(self, path: FormPath) -> None:
        """The cursor on the first row at or under ``path``."""
        for i, row in enumerate(self.rows):
            if not row.heading and row.path[: len(path)] == path:
                self.rows_list.highlighted = i
                self._load()
                return

    # --- typing -------------------------------------------------------------------------
    @on(Input.Changed)
    def _typed(self, event: Input.Changed) -> None:
        event.stop()
        row = self.focused_row
        # A change from an earlier row (the cursor moved on since) is not this row's.
        if row is None or event.value != event.input.value:
            return
        if row_text(self.data, row) != event.value:
            self._change(with_text(self.data, row, event.value))

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_apply()

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._load()

    def _change(self, data: dict[str, object]) -> None:
        """The sheet as the GM changed it; a value that was at its maximum follows the
        maximum the change made (RyF's HP after resistance)."""
        self.data, followed = self.form.follow(self.valid, data)
        self.notice = " · ".join(followed)
        self._read()
        self._redraw()

    def _read(self) -> None:
        self.refused = ""
        self.character, self.problems = self.form.read(self.data)
        if self.character is not None:
            self.valid = self.character

    def _redraw(self) -> None:
        """The lines whose text or problem changed, and the edit line's mark."""
        for i, row in enumerate(self.rows):
            line = self._line(row)
            if line != self.shown[i]:
                self.shown[i] = line
                self.rows_list.replace_option_prompt_at_index(i, line)
        self._show()

    def _show(self) -> None:
        """The message and help lines for the row under the cursor."""
        row = self.focused_row
        errors = self.problems.errors
        here = self.problems.at(row.path) if row is not None else ""
        if here and row is not None and row.shape.kind == "choice":
            if value_at(self.data, row.path) not in row.shape.choices:
                # The choices by the names the form shows, not the file's ids.
                here = t(
                    "{label}: must be {allowed}",
                    label=row.label.strip(),
                    allowed=row.shape.allowed(),
                )
        self.edit_line.set_class(bool(here), "-bad")
        text = here or (errors[0][1] if errors else "")
        if len(errors) > 1:
            text += "  " + tn("({n} problem)", "({n} problems)", len(errors))
        warning = not errors and bool(self.problems.warnings or self.notice)
        if warning:
            lines = self.problems.warnings
            text = " · ".join(
                ([self.notice] if self.notice else [])
                + ([t("Warning (not a refusal): ") + " · ".join(lines)] if lines else [])
            )
        if self.refused:
            text = t("Not applied: {problem}", problem=self.refused)
        message = self.query_one("#message", Static)
        message.update(Content(text), layout=False)
        message.set_class(warning, "-warning")
        help_text = f"{row.label.strip()}: {row.help}" if row is not None else ""
        self.query_one("#help", Static).update(Content(help_text), layout=False)

    # --- moving -------------------------------------------------------------------------
    def action_move(self, how: str) -> None:
        """Up, down, a page, the first or last row (the list's own moves)."""
        getattr(self.rows_list, f"action_{how}")()
        self._load()

    def action_section(self, step: int) -> None:
        """The first row of the next section (a heading's), or of this one's start and
        then the previous one's."""
        here = self.editing
        firsts = [
            i + 1
            for i, row in enumerate(self.rows[:-1])
            if row.heading and not self.rows[i + 1].heading
        ]
        if step > 0:
            target = next((i for i in firsts if i > here), None)
        else:
            target = next((i for i in reversed(firsts) if i < here), None)
            target = 0 if target is None else target
        if target is None:
            self.app.bell()
            return
        self.rows_list.highlighted = target
        self._load()

    def action_go_to(self) -> None:
        """A field found by typing part of its name (a long list filters as typed):
        "pel", enter goes to RyF's Pelea from anywhere."""
        options: list[tuple[object, str]] = []
        headings: dict[int, str] = {}
        for i, row in enumerate(self.rows):
            if row.heading:
                headings[row.depth] = row.label.strip()
                continue
            within = [headings[d] for d in range(row.depth) if d in headings]
            options.append((i, " › ".join([*within, row.label.strip()])))

        def chosen(index: object) -> None:
            if isinstance(index, int):
                self.rows_list.highlighted = index
                self._load()

        self.app.push_screen(ChoiceDialog(t("Go to which field?"), options), chosen)

    def action_switch(self) -> None:
        """Space on a yes/no row switches it (elsewhere it is typed)."""
        row = self.focused_row
        if row is None or row.shape.kind != "bool":
            raise SkipAction()  # typed (the edit line keeps the key: ``switches``)
        value = value_at(self.data, row.path)
        self._change(with_value(self.data, row.path, value is not True))
        self.edit_line.value = row_text(self.data, row)
        self.edit_line.select_all()

    # --- actions ------------------------------------------------------------------------
    def action_apply(self) -> None:
        self._read()
        if self.problems.errors:
            self._redraw()
            path, self.refused = self.problems.errors[0]
            if path is not None:
                self._go_to(path)
            self.app.bell()
            self._show()
            return
        self.dismiss(from_form(self.form.model, self.data))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A form with no list (the house options) offers no rows to add or remove
        (play-test 24 read "^a New row  ^r Remove row" there)."""
        if action in ("add_row", "remove_row") and not list_rows(self.rows):
            return False
        return True

    def action_add_row(self) -> None:
        headings = list_rows(self.rows)
        if not headings:
            self.app.bell()
            return
        heading = self._list_here(headings)
        if heading is None and len(headings) == 1:
            heading = headings[0]
        if heading is None:
            options: list[tuple[object, str]] = [
                (i, h.label.strip()) for i, h in enumerate(headings)
            ]
            self.app.push_screen(
                ChoiceDialog(t("A new row in which list?"), options),
                lambda chosen: self._add_to(headings, chosen),
            )
            return
        self._add(heading)

    def _add_to(self, headings: list[Row], chosen: object) -> None:
        if isinstance(chosen, int):
            self._add(headings[chosen])

    def _add(self, heading: Row) -> None:
        self.data, path = with_new_item(self.data, heading)
        self._rebuild(path)

    def _list_here(self, headings: list[Row]) -> Row | None:
        """The list the cursor is in (its innermost), if any."""
        row = self.focused_row
        if row is None:
            return None
        inside = [h for h in headings if row.path[: len(h.path)] == h.path]
        return max(inside, key=lambda h: len(h.path), default=None)

    def action_remove_row(self) -> None:
        row = self.focused_row
        if row is None or row.item is None:
            self.app.bell()
            self.query_one("#message", Static).update(
                Content(t("ctrl+r removes a row of a list (a weapon, a counter): go to one first")),
                layout=False,
            )
            return
        item = row.item
        self.data = without_item(self.data, item)
        remaining = value_at(self.data, item[:-1])
        count = len(remaining) if isinstance(remaining, list) else 0
        index = item[-1]
        if count and isinstance(index, int):
            self._rebuild((*item[:-1], min(index, count - 1)))
            return
        self._rebuild(None)
        # The list has no rows left: the first row after its heading.
        start = next((i for i, r in enumerate(self.rows) if r.path == item[:-1]), None)
        after = [i for i, r in enumerate(self.rows) if start is not None and i > start]
        target = next((i for i in after if not self.rows[i].heading), None)
        if target is not None:
            self.rows_list.highlighted = target
            self._load()

    def action_cancel(self) -> None:
        if self.data == self.form.data:
            self.dismiss(None)
            return

        def answer(discard: bool | None) -> None:
            if discard:
                self.dismiss(None)

        self.app.push_screen(
            ConfirmDialog(
                t("Close the sheet without applying the changes?"),
                yes=t("Discard"),
                no=t("Keep editing"),
            ),
            answer,
        )
