"""The combat panel: the selected combatant's key values (the system panels add actions).

A box of lines (``ContentLines``): a sheet longer than the box scrolls.
"""

from __future__ import annotations

from textual.content import Content

from gmconsole.i18n import t
from gmconsole.text import plain
from gmconsole.widgets.content_lines import ContentLines


class CombatPanel(ContentLines, can_focus=False):
    DEFAULT_CSS = """
    CombatPanel {
        height: 1fr;
        border: round $primary 50%;
        padding: 0 1;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.border_title = t("Combat")
        self.shown_name: str | None = None
        """Whose values the box shows (None when it shows nobody)."""

    def show(
        self, name: str, side: str, values: list[tuple[str, str]], hint: str, extra: list[str]
    ) -> None:
        someone_else = name != self.shown_name
        self.shown_name = name
        title = Content.styled(plain(name), "bold $success" if side == "party" else "bold $error")
        lines = [title]
        lines.extend(
            Content.assemble((f"{plain(label)}: ", "$text-muted"), plain(value))
            for label, value in values
        )
        lines.extend(Content(plain(line)) for line in extra)
        lines.append(Content.styled(hint, "italic $text-muted"))
        self.set_lines(lines, to_top=someone_else)

    def clear(self, hint: str) -> None:
        self.shown_name = None
        self.set_lines([Content.styled(hint, "italic $text-muted")], to_top=True)
