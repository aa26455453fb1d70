"""The resource sidebar: the selected combatant's resources and the party's pools.

Up/down pick a line; + and - adjust it by one; enter asks for a typed change (-8, +3,
=12) of a number, or toggles or cycles the others. The sidebar only asks:
it posts Adjust, and the screen runs the operation through the history.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.content import Content
from textual.message import Message

from gmconsole.i18n import t, translatable
from gmconsole.model.display import Resource
from gmconsole.text import plain, shorten
from gmconsole.widgets.content_lines import ContentLines


class ResourceSidebar(ContentLines, can_focus=True):
    DEFAULT_CSS = """
    ResourceSidebar {
        height: 1fr;
        border: round $primary 50%;
        padding: 0 1;
        &:focus { border: round $accent; }
    }
    """
    BINDINGS = [
        Binding("up", "move(-1)", translatable("Cursor up"), show=False),
        Binding("down", "move(1)", translatable("Cursor down"), show=False),
        Binding("plus,equals_sign,right", "adjust(1)", "+1", id="resource.plus"),
        Binding("minus,left", "adjust(-1)", "-1", id="resource.minus"),
        Binding("enter", "type_amount", translatable("Amount"), id="resource.amount"),
        Binding("space", "adjust(1)", translatable("Toggle"), show=False),
    ]

    class Adjust(Message):
        def __init__(self, resource: Resource, delta: int) -> None:
            super().__init__()
            self.resource = resource
            self.delta = delta

    class TypeAmount(Message):
        """The GM wants to type a change (-8, +3, =12) for this resource."""

        def __init__(self, resource: Resource) -> None:
            super().__init__()
            self.resource = resource

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.items: list[Resource] = []
        self.cursor = 0
        self.title_name = ""
        self.border_title = t("Resources")

    def show(self, name: str, items: list[Resource]) -> None:
        if name == self.title_name and items == self.items:
            return
        if name != self.title_name:  # a new title redraws the whole box: only for a new name
            self.title_name = name
            self._show_title()
        self.items = items
        self.cursor = min(self.cursor, max(0, len(items) - 1))
        self._draw()

    def on_resize(self) -> None:
        self._show_title()

    def _show_title(self) -> None:
        """``Resources: El Tuerto, cabecilla`` when it fits the border; else the name alone
        on top and the word on the bottom border, neither cut (play-test 9: "Recurs…" at
        100x30); the name is cut only when it alone is wider than the box. A name is never
        markup: Content, not str (a str title is parsed as markup)."""
        name = plain(self.title_name)
        whole = t("Resources: {name}", name=name) if name else t("Resources")
        room = self.outer_size.width - 6  # "╭─ " and " ─╮"
        if not name or len(whole) <= room or not room:
            self.border_title = Content(whole)
            self.border_subtitle = ""
            return
        self.border_title = Content(name if len(name) <= room else shorten(name, room))
        self.border_subtitle = Content(t("Resources"))

    @property
    def current(self) -> Resource | None:
        return self.items[self.cursor] if self.items else None

    def action_move(self, delta: int) -> None:
        if self.items:
            self.cursor = max(0, min(len(self.items) - 1, self.cursor + delta))
            self._draw()

    def action_type_amount(self) -> None:
        current = self.current
        if current is None:
            return
        if current.kind == "number":
            self.post_message(self.TypeAmount(current))
        else:
            self.post_message(self.Adjust(current, 1))  # a toggle or a choice: next value

    def action_adjust(self, delta: int) -> None:
        if self.current is not None:
            self.post_message(self.Adjust(self.current, delta))

    def _draw(self, focused: bool | None = None) -> None:
        """Say the items; ``focused`` when the focus is changing (a focus or blur
        handler runs before ``has_focus`` changes)."""
        lines, cursor_line = self._lines_now(self.has_focus if focused is None else focused)
        self.set_lines(lines)
        self.keep_line_in_sight(cursor_line)

    def _lines_now(self, focused: bool) -> tuple[list[Content], int]:
        """The lines, and which of them is the cursor's."""
        if not self.items:
            return [Content(t("No combatant selected."))], 0
        lines = []
        cursor_line = 0
        previous_owner = None
        for i, item in enumerate(self.items):
            if item.owner != previous_owner and item.owner == "party":
                lines.append(Content.styled(t("Party"), "bold $text-muted"))
            previous_owner = item.owner
            marker = "›" if i == self.cursor and focused else " "
            line = Content.assemble(
                (f"{marker} ", "bold $accent"),
                (plain(item.label), "bold" if i == self.cursor else ""),
                ": ",
                plain(item.value),
            )
            if i == self.cursor:
                line = line.stylize("reverse" if focused else "underline")
                cursor_line = len(lines)
            lines.append(line)
        return lines, cursor_line

    def on_focus(self) -> None:
        self._draw(focused=True)

    def on_blur(self) -> None:
        self._draw(focused=False)
