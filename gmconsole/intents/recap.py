"""R: the session recap written next to the party file (``NAME.recap.md``), asking
before it replaces one, and saying where it went."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.intents.questions import Confirm
from gmconsole.recap import recap_path, render
from gmconsole.recap_command import write_recap

if TYPE_CHECKING:
    from gmconsole.intents.table import Table


async def write_recap_file(table: Table) -> None:
    """Write the players' recap (as ``gmconsole recap FILE`` prints it)."""
    path = table.party_path
    if path is None:
        table.warn(t("No party file: the recap goes next to it."))
        return
    target = recap_path(path)
    if target.exists():
        question = t("{path} exists. Replace it with tonight's recap?", path=str(target))
        if not await table.ask(Confirm(question)):
            return
    try:
        written = write_recap(path, render(table.party))
    except OSError as error:
        problem = error.strerror or type(error).__name__
        table.fail(t("Recap not written: {problem}", problem=problem))
        return
    table.tell(t("Recap written: {path}", path=str(written)), briefly=False)
