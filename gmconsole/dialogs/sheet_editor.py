"""A character's sheet as a form: one row per field of its system's model (see
``gmconsole.sheets``), checked as it is typed.

Arrows move between rows (tab too); the form scrolls. A choice is completed as it is
typed (right arrow takes the suggestion). Under the rows: the focused
row's problem (or the sheet's first), in the words ``gmconsole check`` uses, or the
warnings that do not refuse (RyF's creation limits); then what the row takes. Enter or
ctrl+s applies the sheet when every check passes (else says why and goes to the row);
ctrl+n adds a row to a list (a weapon, a counter, a skill), ctrl+r removes the item the
cursor is in; escape closes without applying (asking first when something changed).
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.suggester import SuggestFromList
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, Static

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.dialogs.once import DismissOnce
from gmconsole.i18n import t, tn, translatable
from gmconsole.sheets import (
    FormPath,
    Problems,
    Row,
    SheetForm,
    from_form,
    list_rows,
    row_text,
    sheet_rows,
    value_at,
    with_new_item,
    with_text,
    with_value,
    without_item,
)
from gmconsole.widgets.keys_footer import KeysFooter

LABEL_WIDTH = 26


class SheetInput(Input):
    """A row's input: enter applies the sheet (it is shown so in the footer)."""

    BINDINGS = [Binding("enter", "submit", translatable("Apply"))]


class SheetEditor(DismissOnce[dict[str, object] | None]):
    DEFAULT_CSS = """
    SheetEditor { align: center middle; }
    SheetEditor > Vertical {
        width: 90; max-width: 100%; height: 100%; max-height: 40;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    SheetEditor #title { height: 1; text-style: bold; }
    SheetEditor #rows { height: 1fr; }
    SheetEditor .row { height: 1; }
    SheetEditor .row Label { width: 26; height: 1; }
    SheetEditor .heading { height: 1; text-style: bold; color: $text-primary; }
    SheetEditor Input { height: 1; border: none; padding: 0 1; width: 1fr; }
    SheetEditor Input:focus { border: none; background: $boost; }
    SheetEditor Input.-bad { color: $text-error; }
    SheetEditor Checkbox { height: 1; width: 1fr; border: none; padding: 0 1; }
    SheetEditor Checkbox:focus { border: none; background: $boost; }
    SheetEditor #message { height: auto; max-height: 3; color: $text-error; }
    SheetEditor #message.-warning { color: $text-warning; }
    SheetEditor #help { height: auto; max-height: 2; color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape", "cancel", translatable("Cancel"), id="sheet.cancel"),
        Binding("ctrl+s", "apply", translatable("Apply"), id="sheet.apply"),
        Binding("ctrl+n", "add_row", translatable("New row"), id="sheet.add_row"),
        Binding("ctrl+r", "remove_row", translatable("Remove row"), id="sheet.remove_row"),
        Binding("down", "move(1)", translatable("Next field"), show=False, priority=True),
        Binding("up", "move(-1)", translatable("Previous field"), show=False, priority=True),
    ]

    def __init__(self, title: str, form: SheetForm) -> None:
        super().__init__()
        self.title_text = title
        self.form = form
        self.data = form.data
        """The sheet as typed so far (the form's data)."""
        self.rows: list[Row] = sheet_rows(form.model, self.data)
        self.problems = Problems()
        self.refused = ""
        """Why the last apply was refused, shown until the sheet changes."""

    # --- drawing ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Content(self.title_text), id="title")
            with VerticalScroll(id="rows"):
                yield from self._row_widgets()
            yield Static("", id="message")
            yield Static("", id="help")
        yield KeysFooter()

    def _row_widgets(self) -> list[Widget]:
        widgets: list[Widget] = []
        for i, row in enumerate(self.rows):
            indent = "  " * row.depth
            if row.heading:
                widgets.append(Static(Content(indent + row.label), classes="heading"))
                continue
            label = Label(Content((indent + row.label)[: LABEL_WIDTH - 1]))
            field: Widget
            if row.shape.kind == "bool":
                value = bool(value_at(self.data, row.path))
                field = Checkbox(_yes_no(value), value, id=f"row-{i}")
            else:
                choices = row.shape.choices
                field = SheetInput(
                    row_text(self.data, row),
                    id=f"row-{i}",
                    max_length=2_000,
                    select_on_focus=True,
                    # A choice is completed as it is typed (right arrow takes it).
                    suggester=SuggestFromList(choices, case_sensitive=False) if choices else None,
                )
            widgets.append(Horizontal(label, field, classes="row"))
        return widgets

    def on_mount(self) -> None:
        self._check()
        first = next(iter(self._fields()), None)
        if first is not None:
            first.focus()

    def _fields(self) -> list[Widget]:
        return [w for w in self.query("#rows Input, #rows Checkbox") if w.id]

    def _row_of(self, widget: Widget | None) -> Row | None:
        if widget is None or not (widget.id or "").startswith("row-"):
            return None
        index = int((widget.id or "row--1")[4:])
        return self.rows[index] if 0 <= index < len(self.rows) else None

    @property
    def focused_row(self) -> Row | None:
        return self._row_of(self.focused)

    async def _redraw(self, focus: FormPath | None) -> None:
        """The rows again (a list grew or shrank), the cursor on ``focus``'s row."""
        self.rows = sheet_rows(self.form.model, self.data)
        rows = self.query_one("#rows", VerticalScroll)
        await rows.remove_children()
        await rows.mount_all(self._row_widgets())
        self._check()
        if focus is not None:
            self._focus_path(focus)

    def _focus_path(self, path: FormPath) -> None:
        """The first row at or under ``path``."""
        for i, row in enumerate(self.rows):
            if not row.heading and row.path[: len(path)] == path:
                self.query_one(f"#row-{i}").focus()
                return

    # --- typing -------------------------------------------------------------------------
    @on(Input.Changed)
    def _typed(self, event: Input.Changed) -> None:
        row = self._row_of(event.input)
        if row is None:
            return
        event.stop()
        if row_text(self.data, row) != event.value:
            self.data = with_text(self.data, row, event.value)
            self._check()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_apply()

    @on(Checkbox.Changed)
    def _switched(self, event: Checkbox.Changed) -> None:
        row = self._row_of(event.checkbox)
        if row is None:
            return
        event.stop()
        event.checkbox.label = _yes_no(event.value)
        self.data = with_value(self.data, row.path, event.value)
        self._check()

    def on_descendant_focus(self) -> None:
        self._show()

    def _check(self) -> None:
        self.refused = ""
        self.problems = self.form.check(self.data)
        bad = {path for path, _ in self.problems.errors if path is not None}
        for i, row in enumerate(self.rows):
            if not row.heading:
                self.query_one(f"#row-{i}").set_class(row.path in bad, "-bad")
        self._show()

    def _show(self) -> None:
        """The message and help lines for the focused row."""
        message = self.query_one("#message", Static)
        row = self.focused_row
        errors = self.problems.errors
        here = self.problems.at(row.path) if row is not None else ""
        text = here or (errors[0][1] if errors else "")
        if len(errors) > 1:
            text += "  " + tn("({n} problem)", "({n} problems)", len(errors))
        warning = not errors and bool(self.problems.warnings)
        if warning:
            text = t("Warning (not a refusal): ") + " · ".join(self.problems.warnings)
        if self.refused:
            text = t("Not applied: {problem}", problem=self.refused)
        message.update(Content(text))
        message.set_class(warning, "-warning")
        help_text = f"{row.label.strip()}: {row.help}" if row is not None else ""
        self.query_one("#help", Static).update(Content(help_text))

    # --- actions ------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        if step > 0:
            self.focus_next()
        else:
            self.focus_previous()

    def action_apply(self) -> None:
        self.problems = self.form.check(self.data)
        if self.problems.errors:
            self._check()
            path, self.refused = self.problems.errors[0]
            if path is not None:
                self._focus_path(path)
            self.app.bell()
            self._show()
            return
        self.dismiss(from_form(self.form.model, self.data))

    async def action_add_row(self) -> None:
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
        await self._add(heading)

    def _add_to(self, headings: list[Row], chosen: object) -> None:
        if isinstance(chosen, int):
            self.run_worker(self._add(headings[chosen]))

    async def _add(self, heading: Row) -> None:
        self.data, path = with_new_item(self.data, heading)
        await self._redraw(path)

    def _list_here(self, headings: list[Row]) -> Row | None:
        """The list the cursor is in (its innermost), if any."""
        row = self.focused_row
        if row is None:
            return None
        inside = [h for h in headings if row.path[: len(h.path)] == h.path]
        return max(inside, key=lambda h: len(h.path), default=None)

    async def action_remove_row(self) -> None:
        row = self.focused_row
        if row is None or row.item is None:
            self.app.bell()
            self.query_one("#message", Static).update(
                Content(t("ctrl+r removes a row of a list (a weapon, a counter): go to one first"))
            )
            return
        item = row.item
        self.data = without_item(self.data, item)
        remaining = value_at(self.data, item[:-1])
        count = len(remaining) if isinstance(remaining, list) else 0
        index = item[-1]
        if count and isinstance(index, int):
            focus: FormPath = (*item[:-1], min(index, count - 1))
        else:
            focus = item[:-1]
        await self._redraw(focus)
        if count == 0:
            self._focus_after(item[:-1])

    def _focus_after(self, path: FormPath) -> None:
        """The first field after the list at ``path`` (it has no rows left)."""
        start = next((i for i, r in enumerate(self.rows) if r.path == path), None)
        if start is None:
            return
        for i in range(start + 1, len(self.rows)):
            if not self.rows[i].heading:
                self.query_one(f"#row-{i}").focus()
                return

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


def _yes_no(value: bool) -> str:
    return t("yes") if value else t("no")
