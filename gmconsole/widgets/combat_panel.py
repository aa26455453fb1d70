"""The combat panel: the selected combatant's key values (the system panels add actions)."""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget

from gmconsole.i18n import t
from gmconsole.text import plain


class CombatPanel(Widget):
    DEFAULT_CSS = """
    CombatPanel {
        height: 1fr;
        border: round $primary 50%;
        padding: 0 1;
        overflow-y: auto;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.border_title = t("Combat")
        self._content = Content("")
        self.shown_name: str | None = None
        """Whose values the box shows (None when it shows nobody)."""

    def show(
        self, name: str, side: str, values: list[tuple[str, str]], hint: str, extra: list[str]
    ) -> None:
        self.shown_name = name
        title = Content.styled(plain(name), "bold $success" if side == "party" else "bold $error")
        parts = [title]
        parts.extend(
            Content.assemble((f"{plain(label)}: ", "$text-muted"), plain(value))
            for label, value in values
        )
        parts.extend(Content(plain(line)) for line in extra)
        parts.append(Content.styled(hint, "italic $text-muted"))
        self._set(Content("\n").join(parts))

    def clear(self, hint: str) -> None:
        self.shown_name = None
        self._set(Content.styled(hint, "italic $text-muted"))

    def _set(self, content: Content) -> None:
        # A fixed height: new content repaints this panel only, never the whole layout.
        if content != self._content:
            self._content = content
            self.refresh()

    def render(self) -> Content:
        return self._content
