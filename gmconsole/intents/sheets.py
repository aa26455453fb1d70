"""Characters' sheets from the console: edit the selected combatant's (``k``); the party,
its roster and the bestiary (``K``): edit, duplicate or remove a member, a creature or a
bestiary entry (``bestiary_sheets``), or make a new one; the party's house options.

Each sheet opens in the editor built from the system's model (``gmconsole.sheets``);
what the GM applies is one operation (``state/sheet_ops.py``): one undo step, journalled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import t
from gmconsole.intents import bestiary_sheets
from gmconsole.intents.questions import Choose, Confirm, Sheet
from gmconsole.sheets import Problems, SheetForm, to_form
from gmconsole.state.sheet_ops import (
    AddSheet,
    EditOptions,
    EditSheet,
    Kept,
    RemoveSheet,
    Where,
    characters_in,
    in_rows,
    model_for,
    party_checks,
)
from gmconsole.text import plain

if TYPE_CHECKING:
    from gmconsole.intents.table import Table

NEW = "new"
NEW_ID = "new-character-sheet"
"""A new sheet's id while it is edited (the operation gives it one from its name)."""
EDIT, DUPLICATE, REMOVE = "edit", "duplicate", "remove"
OPTIONS = "options"


def form_for(table: Table, where: Where, data: dict[str, object], index: int | None) -> SheetForm:
    """The editor's form of a character's data (``index``: its place; None: a new one)."""
    party = table.party
    model = model_for(party, where)
    checks = party_checks(party, where, index, table.adapter.creation_warnings)
    cid = str(data.get("id", NEW_ID))
    sheet = {key: value for key, value in data.items() if key != "id"}
    hidden = frozenset[str]()
    if where != "members":
        hidden = bestiary_sheets.players_only(table, model.model_validate({**sheet, "id": cid}))
    return SheetForm(model, cid, to_form(model, sheet), checks, hidden)


def _place(table: Table, cid: str) -> tuple[Where, int] | None:
    for where in ("members", "roster", "enemies"):
        for i, character in enumerate(characters_in(table.party, where)):
            if character.id == cid:
                return where, i
    return None


async def edit(table: Table, where: Where, cid: str) -> None:
    """The character's sheet in the editor; applied as one operation."""
    place = _place(table, cid)
    if place is None:
        return
    character = characters_in(table.party, where)[place[1]]
    form = form_for(table, where, character.model_dump(mode="json"), place[1])
    title = t("Sheet of {name}", name=plain(character.name))
    sheet = await table.ask(Sheet(title, form))
    if sheet is not None:
        table.run(table.make(EditSheet, where=where, character=cid, sheet=sheet))


async def edit_selected(table: Table) -> None:
    """k: the selected combatant's sheet (a member's or an enemy's)."""
    if (cid := table.selected()) is None:
        return
    place = _place(table, cid)
    if place is not None:
        await edit(table, place[0], cid)


async def new(table: Table, where: Kept, data: dict[str, object] | None = None) -> None:
    """A new member or creature: a sheet to fill in (``data``: a copy to start from)."""
    if data is None:
        name = t("New member") if where == "members" else t("New creature")
        data = table.adapter.new_character(NEW_ID, name)
        data = model_for(table.party, where).model_validate(data).model_dump(mode="json")
    form = form_for(table, where, {**data, "id": NEW_ID}, None)
    title = t("New party member") if where == "members" else t("New creature for the roster")
    sheet = await table.ask(Sheet(title, form))
    if sheet is not None:
        table.run(table.make(AddSheet, where=where, sheet=sheet))


async def party_and_roster(table: Table) -> None:
    """K: the party's members and roster creatures and the bestiary's entries, to edit,
    duplicate or remove, and a new one of each."""
    party = table.party
    # The new ones first, where `K enter` (a member) and typing "new" find them.
    options: list[tuple[object, str]] = [
        ((NEW, "members"), t("+ New party member")),
        ((NEW, "roster"), t("+ New creature for the roster")),
        ((NEW, bestiary_sheets.BESTIARY), t("+ New bestiary entry")),
        ((OPTIONS, ""), t("House options of the party")),
    ]
    for member in party.members:
        options.append((("members", member.id), t("Member: {name}", name=plain(member.name))))
    for creature in party.roster:
        options.append((("roster", creature.id), t("Creature: {name}", name=plain(creature.name))))
    options += bestiary_sheets.options(table)
    chosen = await table.ask(Choose(t("The party, its roster and the bestiary"), options))
    if not isinstance(chosen, tuple):
        return
    first, second = chosen
    if first == OPTIONS:
        await edit_options(table)
        return
    if first == bestiary_sheets.BESTIARY:
        await bestiary_sheets.entry_actions(table, second)
        return
    if first == NEW and second == bestiary_sheets.BESTIARY:
        await bestiary_sheets.new(table)
        return
    if first == NEW:
        await new(table, second)
        return
    where: Kept = first
    cid: str = second
    character = next(c for c in characters_in(party, where) if c.id == cid)
    name = plain(character.name)
    actions: list[tuple[object, str]] = [
        (EDIT, t("Edit the sheet")),
        (DUPLICATE, t("Duplicate: a new one from this sheet")),
        (REMOVE, t("Remove from the party file")),
    ]
    action = await table.ask(Choose(name, actions))
    if action == EDIT:
        await edit(table, where, cid)
    elif action == DUPLICATE:
        data = character.model_dump(mode="json")
        data["name"] = t("{name} (copy)", name=character.name)
        await new(table, where, data)
    elif action == REMOVE:
        if await table.ask(Confirm(t("Remove {name} from the party file?", name=name))):
            table.run(RemoveSheet(where=where, character=cid))


async def edit_options(table: Table) -> None:
    """The party's house options in the editor (yes/no rows; play-test 22 could not turn
    RyF's charisma on but in the file); applied as one operation, refused when the party
    would not load with them."""
    party = table.party
    model = type(party.options)

    def checks(options: object) -> Problems:
        candidate = party.model_copy(update={"options": options})
        return Problems([(None, in_rows(candidate, line)) for line in candidate.problems()])

    form = SheetForm(model, None, to_form(model, party.options.model_dump(mode="json")), checks)
    options = await table.ask(Sheet(t("House options of the party"), form))
    if options is not None:
        table.run(table.make(EditOptions, options=options))
