"""B: an enemy of the fight or of the roster saved into the system's bestiary, under an
id and a name the GM confirms (asked before an entry of that id is replaced). The
bestiary file is written here directly: it is not the party's state, so it is not undone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from gmconsole.bestiary import (
    BestiaryError,
    default_count,
    entry_data,
    load_bestiary,
    save_entry,
    shown_name,
)
from gmconsole.i18n import t
from gmconsole.intents.questions import Choose, Confirm, Field, Form
from gmconsole.state import encounter_ops
from gmconsole.text import plain

if TYPE_CHECKING:
    from gmconsole.intents.table import Table

_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


async def save_to_bestiary(table: Table) -> None:
    party = table.party
    selected = table.selected(quiet=True)
    enemies = {e.id: e for e in party.encounter.enemies}
    order = [c.id for c in party.encounter.combatants if c.id in enemies]
    if selected is not None and selected in enemies:
        order.remove(selected)
        order.insert(0, selected)
    options: list[tuple[object, str]] = [
        (("fight", cid), t("{name} (in the fight)", name=enemies[cid].name)) for cid in order
    ]
    options += [
        (
            ("roster", r.id),
            t("{name} ({count} in the roster)", name=r.name, count=default_count(r)),
        )
        for r in party.roster
    ]
    if not options:
        table.warn(t("No enemy in the fight or the roster to save into the bestiary."))
        return
    chosen = await table.ask(Choose(t("Save into the bestiary"), options))
    if not isinstance(chosen, tuple):
        return
    source, cid = chosen
    if source == "fight":
        character = enemies[cid]
        base, _, number = cid.rpartition("-")
        default_id = base if number.isdigit() and base else cid
        default_name, count = encounter_ops._base_name(character.name), 1
    else:
        character = next(r for r in party.roster if r.id == cid)
        default_id, default_name, count = cid, character.name, default_count(character)
    fields = [
        Field("id", t("Id in the bestiary"), default_id),
        Field("name", t("Name"), default_name),
    ]
    values = await table.ask(Form(t("Save into the bestiary"), fields))
    if not values:
        return
    creature_id, name = str(values["id"]).strip(), str(values["name"]).strip()
    if not _ID.match(creature_id):
        table.warn(
            t("id: must be 1 to 64 letters, digits, '-' or '_' (an id, not a name)")
            + t(" (got {value})", value=repr(creature_id))
        )
        return
    if not name:
        table.warn(t("a name is needed"))
        return
    system = party.system
    existing = load_bestiary(system).find(creature_id)
    if existing is not None:
        question = t(
            "The bestiary has {name} under the id {id} already. Replace it?",
            name=plain(existing.name),
            id=creature_id,
        )
        if not await table.ask(Confirm(question)):
            return
    try:
        save_entry(system, entry_data(character, creature_id, name, count))
    except BestiaryError as error:
        table.fail("\n".join(error.lines))
        return
    except OSError as error:
        reason = error.strerror
        table.fail(t("{path}: cannot write ({reason})", path=shown_name(system), reason=reason))
        return
    table.tell(
        t("{name} saved in {path}", name=plain(name), path=shown_name(system)), briefly=False
    )
