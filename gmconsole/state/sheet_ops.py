"""Characters' sheets as operations: edit one (a member, a roster creature, an enemy in the
fight), add a member or a creature, remove one; and the party's house options.

Each carries the whole sheet as the GM applied it (the journal stores it, a replay
validates it again) and is refused whole, with the checks' first line, when the sheet or
the party would not load: a refused edit changes nothing. An enemy or member edited in the
fight keeps its place in the order, its conditions and its history: only the sheet (the
character the combatant points to) is replaced.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ValidationError

from gmconsole.i18n import t, translatable
from gmconsole.model.characters import CharacterBase
from gmconsole.model.fields import Id
from gmconsole.model.party import AnyParty
from gmconsole.sheet_fields import field_label, row_label
from gmconsole.sheets import Problems, model_problems, to_form
from gmconsole.state.context import OpContext, OpError
from gmconsole.state.encounter_ops import id_from_name, unique_id
from gmconsole.state.operation import Operation
from gmconsole.text import plain
from gmconsole.validation_messages import validation_lines

Where = Literal["members", "roster", "enemies"]
"""Which list a character is in: the party's members, its roster, the fight's enemies."""
Kept = Literal["members", "roster"]
"""The lists the GM adds to and removes from here (the fight's own keys add enemies)."""
WarningsOf = Callable[[AnyParty], list[str]]
"""The system's creation warnings for a party (its adapter's ``creation_warnings``)."""


def model_for(party: AnyParty, where: Where) -> type[CharacterBase]:
    """The system's model of a character in that list."""
    cls = type(party)
    if where == "members":
        return cls.member_model()
    if where == "roster":
        return cls.roster_model()
    return cls.enemy_model()


def _owner(party: AnyParty, where: Where) -> BaseModel:
    return party.encounter if where == "enemies" else party


def characters_in(party: AnyParty, where: Where) -> list[CharacterBase]:
    return list(getattr(_owner(party, where), where))


def with_character(
    party: AnyParty, where: Where, character: CharacterBase, index: int | None
) -> AnyParty:
    """The party with ``character`` at ``index`` of the list (None: added at its end), as
    a new value (the party given is untouched)."""
    items = characters_in(party, where)
    if index is None:
        items.append(character)
    else:
        items[index] = character
    if where == "enemies":
        encounter = party.encounter.model_copy(update={"enemies": items})
        return party.model_copy(update={"encounter": encounter})
    return party.model_copy(update={where: items})


def party_checks(
    party: AnyParty, where: Where, index: int | None, warnings_of: WarningsOf
) -> Callable[[BaseModel], Problems]:
    """The checks after the model's: the party's own (``gmconsole check``'s cross-field
    lines, e.g. RyF's charisma without the house option), then the creation limits a
    member exceeds, as warnings."""

    def check(character: BaseModel) -> Problems:
        assert isinstance(character, CharacterBase)
        candidate = with_character(party, where, character, index)
        errors: list[tuple[tuple[str | int, ...] | None, str]] = [
            (None, in_rows(candidate, line)) for line in candidate.problems()
        ]
        warnings: list[str] = []
        if where == "members":
            place = index if index is not None else len(candidate.members) - 1
            prefix = f"members[{place}] "
            found = [w for w in warnings_of(candidate) if w.startswith(prefix)]
            warnings = [in_rows(candidate, w) for w in found]
        return Problems(errors, warnings)

    return check


_PARTY_PATH = re.compile(
    r"^(members|roster|encounter\.enemies)\[(\d+)\](?:\.([\w.]+))?(?: \('(?:[^'\\]|\\.)*'\))?: "
)


def in_rows(party: AnyParty, line: str) -> str:
    """A party check's line as the editor's rows say it, "Ruiseñor · Carisma: ...", for
    the file's "members[0].attributes.charisma: ..." (``gmconsole check``'s words; play-test
    24 read those in the editor)."""
    match = _PARTY_PATH.match(line)
    if match is None:
        return line
    group, index, path = match.groups()
    where: Where = "members" if group == "members" else "roster" if group == "roster" else "enemies"
    items = characters_in(party, where)
    if int(index) >= len(items):
        return line
    rest = line[match.end() :]
    if path is None and (inner := _FIELD_PATH.match(rest)):
        # A creation warning names its field after the character ("members[0] ('Fred'):
        # skills.search: 9, ..."): by its row's label too (play-test 30).
        path, rest = inner[1], rest[inner.end() :]
    return _said(plain(items[int(index)].name), path or "", rest)


_FIELD_PATH = re.compile(r"^([\w.]+): ")


def entry_in_rows(name: str, line: str) -> str:
    """A bestiary entry's check line ("attributes.charisma: ...", ``entry_problems``) as
    the editor's rows say it: "Bandido · charisma: ..."."""
    match = _FIELD_PATH.match(line)
    return line if match is None else _said(name, match[1], line[match.end() :])


def _said(name: str, path: str, rest: str) -> str:
    """Whose, the field's row label (the last key of ``path``), then what is wrong."""
    parts = path.split(".") if path else []
    words = [name]
    if parts:
        words.append(row_label(parts[-1], within=parts[-2] if len(parts) > 1 else ""))
    return " · ".join(words) + ": " + rest


def sheet_refusal(
    party: AnyParty, where: Where, index: int | None, sheet: dict[str, object], cid: str
) -> str:
    """The first reason a sheet cannot be applied ("" when it can)."""
    model = model_for(party, where)
    try:
        character = model.model_validate({**sheet, "id": cid})
    except ValidationError as error:
        return model_problems(model, to_form(model, dict(sheet)), error)[0][1]
    problems = party_checks(party, where, index, lambda _: [])(character)
    return problems.errors[0][1] if problems.errors else ""


def _index(ctx: OpContext, where: Where, cid: str) -> int:
    for i, character in enumerate(characters_in(ctx.party, where)):
        if character.id == cid:
            return i
    raise OpError(t("no character with id {id}", id=repr(cid)))


def _refuse(name: str, reason: str) -> OpError:
    return OpError(t("{name}: not applied: {reason}", name=name, reason=reason))


class EditSheet(Operation, name="edit_sheet", label=translatable("sheet edited")):
    """A character's sheet, replaced by the one the GM applied (its id stays).

    Its line, and those of a roster creature made or removed, are not on the players'
    page unless the sheet is a member's: the roster and the enemies are the GM's
    (play-test 22: "New creature in the roster: Bandido" while the bandits were hidden)."""

    where: Where
    character: Id
    sheet: dict[str, object]
    """The character's data without its id, as the party file writes it."""

    def apply(self, ctx: OpContext) -> None:
        index = _index(ctx, self.where, self.character)
        old = characters_in(ctx.party, self.where)[index]
        reason = sheet_refusal(ctx.party, self.where, index, self.sheet, self.character)
        if reason:
            raise _refuse(plain(old.name), reason)
        new = model_for(ctx.party, self.where).model_validate({**self.sheet, "id": self.character})
        before, after = old.model_dump(mode="json"), new.model_dump(mode="json")
        changed = [key for key in after if before.get(key) != after.get(key)]
        if not changed:
            raise OpError(t("{name}: the sheet is unchanged", name=plain(old.name)))
        ctx.party = with_character(ctx.party, self.where, new, index)
        ctx.log(
            t(
                "{name}: sheet edited ({fields})",
                name=plain(new.name),
                fields=", ".join(field_label(key) for key in changed),
            ),
            players=None if self.where == "members" else "",  # "": not on the players' page
        )


class AddSheet(Operation, name="add_sheet", label=translatable("new character")):
    """A new party member or roster creature (its id made from its name)."""

    where: Kept
    sheet: dict[str, object]

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        used = {c.id for c in [*party.members, *party.roster, *party.encounter.enemies]}
        name = self.sheet.get("name")
        cid = unique_id(id_from_name(name if isinstance(name, str) else ""), used)
        reason = sheet_refusal(party, self.where, None, self.sheet, cid)
        if reason:
            raise _refuse(repr(name), reason)
        new = model_for(party, self.where).model_validate({**self.sheet, "id": cid})
        ctx.party = with_character(party, self.where, new, None)
        if self.where == "members":
            ctx.log(t("New party member: {name}", name=plain(new.name)))
        else:
            ctx.log(t("New creature in the roster: {name}", name=plain(new.name)), players="")


class RemoveSheet(Operation, name="remove_sheet", label=translatable("character removed")):
    """A party member (not in the fight) or a roster creature leaves the party file."""

    where: Kept
    character: Id

    def apply(self, ctx: OpContext) -> None:
        party = ctx.party
        index = _index(ctx, self.where, self.character)
        name = plain(characters_in(party, self.where)[index].name)
        if any(c.id == self.character for c in party.encounter.combatants):
            raise OpError(
                t("{name} is in the fight: take them out of it first (delete)", name=name)
            )
        for encounter in party.encounters:
            if any(entry.creature == self.character for entry in encounter.entries):
                raise OpError(
                    t(
                        "{name} is in the prepared encounter {encounter}: not removed",
                        name=name,
                        encounter=plain(encounter.name),
                    )
                )
        kept = [c for c in characters_in(party, self.where) if c.id != self.character]
        ctx.update_party(**{self.where: kept})
        if self.where == "members":
            ctx.log(t("Party member removed: {name}", name=name))
        else:
            ctx.log(t("Creature removed from the roster: {name}", name=name), players="")


class EditOptions(Operation, name="edit_options", label=translatable("house options edited")):
    """The party's house options (RyF's charisma, FIDS's Misfortune cap ...), replaced by
    those the GM applied; refused whole when the party would not load with them (a member
    with charisma once charisma is off)."""

    options: dict[str, object]

    def apply(self, ctx: OpContext) -> None:
        old = ctx.party.options
        try:
            new = type(old).model_validate(self.options)
        except ValidationError as error:
            raise OpError(validation_lines(error)[0]) from None
        changed = [key for key in type(old).model_fields if getattr(old, key) != getattr(new, key)]
        if not changed:
            raise OpError(t("The house options are unchanged"))
        ctx.update_party(options=new)
        if problems := ctx.party.problems():
            raise OpError(problems[0])
        said = [_option_words(key, getattr(new, key)) for key in changed]
        # The GM's preparation: not on the players' page ("" is no line there).
        ctx.log(t("House options: {changes}", changes=", ".join(said)), players="")


def _option_words(key: str, value: object) -> str:
    """An option as the log says it: "charisma: on" (a yes/no), else with its value."""
    if isinstance(value, bool):
        words = translatable("{option}: on") if value else translatable("{option}: off")
        return t(words, option=field_label(key))
    return f"{field_label(key)}: {value}"
