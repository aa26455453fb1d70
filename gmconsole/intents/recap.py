"""R: the session recap written next to the party file, the players' copy
(``NAME.recap.md``) or the GM's (``NAME.gm.recap.md``) as the GM chooses, asking before
it replaces one, and saying where it went."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.intents.questions import Choose, Confirm
from gmconsole.recap import recap_path, render
from gmconsole.recap_command import write_recap

if TYPE_CHECKING:
    from gmconsole.intents.table import Table


async def write_recap_file(table: Table) -> None:
    """Write the copy the GM picks (as ``gmconsole recap FILE [--gm]`` prints it)."""
    path = table.party_path
    if path is None:
        table.warn(t("No party file: the recap goes next to it."))
        return
    options: list[tuple[object, str]] = [
        ("players", t("The players' copy: what their page showed")),
        ("gm", t("The GM's copy: everything, the secret and the hidden too")),
    ]
    copy = await table.ask(Choose(t("Write which recap?"), options))
    if copy is None:
        return
    gm = copy == "gm"
    target = recap_path(path, gm=gm)
    if target.exists():
        question = t("{path} exists. Replace it with tonight's recap?", path=str(target))
        if not await table.ask(Confirm(question)):
            return
    try:
        written = write_recap(path, render(table.party, gm=gm), gm=gm)
    except OSError as error:
        problem = error.strerror or type(error).__name__
        table.fail(t("Recap not written: {problem}", problem=problem))
        return
    table.tell(t("Recap written: {path}", path=str(written)), briefly=False)
