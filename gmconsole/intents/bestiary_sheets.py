"""The bestiary's entries from ``K``'s list: edit one in the sheet editor (the same form
and checks as a roster creature's), duplicate it, remove it (asked first), or make one.

The bestiary is not the party's state: each change is written to the system's bestiary
file at once (atomically, through ``gmconsole.bestiary``, its ``.bak`` kept) and not
undone; the notification says what was saved where.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pydantic import BaseModel

from gmconsole.bestiary import (
    BestiaryError,
    bestiary_path,
    creature_model,
    default_count,
    entry_data,
    entry_problems,
    load_bestiary,
    remove_entry,
    save_entry,
    shown_name,
)
from gmconsole.i18n import t
from gmconsole.intents.encounters import bestiary_of
from gmconsole.intents.questions import Choose, Confirm, Sheet
from gmconsole.model.characters import CharacterBase
from gmconsole.sheet_fields import field_label
from gmconsole.sheets import Problems, SheetForm, to_form
from gmconsole.state.encounter_ops import id_from_name, unique_id
from gmconsole.state.sheet_ops import entry_in_rows
from gmconsole.storage import dropped_comments
from gmconsole.text import plain

if TYPE_CHECKING:
    from gmconsole.intents.table import Table

BESTIARY = "bestiary"
"""The first half of a bestiary entry's option in ``K``'s list."""
EDIT, DUPLICATE, REMOVE = "edit", "duplicate", "remove"
NEW_ID = "new-bestiary-entry"
"""A new entry's id while it is edited (it gets one from its name)."""


def players_only(table: Table, creature: CharacterBase) -> frozenset[str]:
    """The players' resources a creature's sheet does not offer (RyF token and XP, EZD6
    karma, hero dice and wealth, FIDS Energy): those its entry does not have, by the one
    rule every path asks (``has_resource``). Its values stay as they are."""
    adapter = table.adapter
    fields = type(creature).model_fields
    return frozenset(
        name
        for key, field in adapter.player_resources.items()
        if not adapter.has_resource(table.party, creature, key)
        for name in (key, field)
        if name in fields
    )


def _checks(system: str) -> Callable[[BaseModel], Problems]:
    """After the model's: the party's checks that concern one creature (``B`` and
    ``gmconsole bestiary list`` use the same)."""

    def check(character: BaseModel) -> Problems:
        assert isinstance(character, CharacterBase)
        lines = entry_problems(system, character)
        return Problems([(None, entry_in_rows(plain(character.name), line)) for line in lines])

    return check


async def _sheet(table: Table, title: str, entry: CharacterBase) -> CharacterBase | None:
    """The entry in the sheet editor; what the GM applied, as the model's (None: closed)."""
    system = table.party.system
    model = creature_model(system)
    data = {k: v for k, v in entry.model_dump(mode="json").items() if k != "id"}
    hidden = players_only(table, entry)
    form = SheetForm(model, entry.id, to_form(model, data), _checks(system), hidden)
    sheet = await table.ask(Sheet(title, form))
    if sheet is None:
        return None
    return model.model_validate({**sheet, "id": entry.id})


def _written(table: Table, write: Callable[[], object]) -> bool:
    """Run a write of the bestiary file; a failure is told (the file is left as it was)."""
    system = table.party.system
    try:
        write()
    except BestiaryError as error:
        table.fail("\n".join(error.lines))
        return False
    except OSError as error:
        reason = error.strerror
        table.fail(t("{path}: cannot write ({reason})", path=shown_name(system), reason=reason))
        return False
    return True


async def _may_rewrite(table: Table) -> bool:
    """Replacing or removing an entry writes the bestiary file again, without the
    comments a hand-written one has (adding one appends and keeps them): asked first, as
    a party file's first save asks."""
    system = table.party.system
    path = bestiary_path(system)
    lines = dropped_comments(path)
    if not lines:
        return True
    shown = ", ".join(str(n) for n in lines[:5]) + (", ..." if len(lines) > 5 else "")
    question = t(
        "{path} has comments (# ..., lines {lines}): saving writes the bestiary without "
        "them. {name}.bak keeps this version until the next save. For notes, use an "
        "entry's notes field. Save anyway?",
        path=shown_name(system),
        lines=shown,
        name=path.name,
    )
    return bool(await table.ask(Confirm(question)))


def _saved(system: str, entry: CharacterBase) -> Callable[[], object]:
    return lambda: save_entry(system, entry_data(entry, entry.id, entry.name, default_count(entry)))


async def edit(table: Table, entry: CharacterBase) -> None:
    """The entry's sheet, saved into the bestiary file under its id."""
    system = table.party.system
    title = t("Bestiary sheet of {name}", name=plain(entry.name))
    new = await _sheet(table, title, entry)
    if new is None:
        return
    before, after = entry.model_dump(mode="json"), new.model_dump(mode="json")
    changed = [key for key in after if before.get(key) != after.get(key)]
    if not changed:
        table.tell(t("{name}: the sheet is unchanged", name=plain(entry.name)))
        return
    if not await _may_rewrite(table):
        return
    if _written(table, _saved(system, new)):
        table.tell(
            t(
                "{name}: sheet saved in {path} ({fields})",
                name=plain(new.name),
                path=shown_name(system),
                fields=", ".join(field_label(key) for key in changed),
            ),
            briefly=False,
        )


async def duplicate(table: Table, entry: CharacterBase, used: set[str]) -> None:
    """A new entry from this one's sheet."""
    copy = entry.model_copy(update={"name": t("{name} (copy)", name=entry.name)})
    await _add(table, copy, t("New bestiary entry from {name}", name=plain(entry.name)), used)


async def new(table: Table) -> None:
    """A new entry: the system's new sheet to fill in."""
    system = table.party.system
    data = table.adapter.new_character(NEW_ID, t("New creature"))
    start = creature_model(system).model_validate(data)
    await _add(table, start, t("New bestiary entry"), load_bestiary(system).ids)


async def _add(table: Table, start: CharacterBase, title: str, used: set[str]) -> None:
    """``start`` in the editor, saved as a new entry under an id made from its name."""
    system = table.party.system
    new = await _sheet(table, title, start)
    if new is None:
        return
    cid = unique_id(id_from_name(new.name), used)
    new = new.model_copy(update={"id": cid})
    if _written(table, _saved(system, new)):
        table.tell(
            t(
                "New bestiary entry {name} (id {id}) saved in {path}",
                name=plain(new.name),
                id=cid,
                path=shown_name(system),
            ),
            briefly=False,
        )


async def remove(table: Table, entry: CharacterBase) -> None:
    """The entry taken out of the bestiary file, asked first (a prepared encounter of this
    party that uses it is named in the question)."""
    party = table.party
    system = party.system
    name = plain(entry.name)
    question = t("Remove {name} from {path}?", name=name, path=shown_name(system))
    if all(r.id != entry.id for r in party.roster):
        using = [
            plain(e.name)
            for e in party.encounters
            if any(x.creature == entry.id for x in e.entries)
        ]
        if using:
            question += " " + t(
                "The prepared encounter {encounter} uses it.", encounter=", ".join(using)
            )
    if not await table.ask(Confirm(question)) or not await _may_rewrite(table):
        return
    if _written(table, lambda: remove_entry(system, entry.id)):
        table.tell(
            t("{name} removed from {path}", name=name, path=shown_name(system)), briefly=False
        )


def options(table: Table) -> list[tuple[object, str]]:
    """The bestiary's entries as ``K`` lists them (its bad entries said, not offered)."""
    bestiary = bestiary_of(table)
    return [
        ((BESTIARY, entry.id), t("Bestiary: {name}", name=plain(entry.name)))
        for entry in bestiary.entries
    ]


async def entry_actions(table: Table, cid: str) -> None:
    """Edit, duplicate or remove the bestiary's entry ``cid``."""
    bestiary = load_bestiary(table.party.system)
    entry = bestiary.find(cid)
    if entry is None:
        table.warn(
            t("{path}: no entry with id {id}", path=shown_name(bestiary.system), id=repr(cid))
        )
        return
    actions: list[tuple[object, str]] = [
        (EDIT, t("Edit the sheet")),
        (DUPLICATE, t("Duplicate: a new one from this sheet")),
        (REMOVE, t("Remove from the bestiary file")),
    ]
    action = await table.ask(Choose(plain(entry.name), actions))
    if action == EDIT:
        await edit(table, entry)
    elif action == DUPLICATE:
        await duplicate(table, entry, bestiary.ids)
    elif action == REMOVE:
        await remove(table, entry)
