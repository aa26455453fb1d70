"""The sheet editor's form is read from a system's model (gmconsole/sheets.py): every
character of every system's sample reads back the same through the form, a party file's
fields keep their words in the form's problems, and a model the console has never seen
(a fifth system's) gets rows from its types, bounds, choices and docstrings alone."""

from enum import Enum
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, Field

from gmconsole.model.characters import CharacterBase
from gmconsole.model.fields import STRICT, in_range
from gmconsole.registry import SYSTEMS
from gmconsole.sheets import (
    Problems,
    from_form,
    problems_of,
    sheet_rows,
    to_form,
    with_new_item,
    with_text,
)
from gmconsole.storage import load_party
from tests.conftest import SAMPLES


def no_more(_character: BaseModel) -> Problems:
    return Problems()


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_every_character_of_every_sample_reads_back_the_same_through_the_form(system):
    party = load_party(SAMPLES / f"{system}.toml")
    places = [
        (type(party).member_model(), party.members),
        (type(party).roster_model(), party.roster),
        (type(party).enemy_model(), party.encounter.enemies),
    ]
    for model, characters in places:
        for character in characters:
            data = character.model_dump(mode="json")
            data.pop("id")
            form = to_form(model, data)
            assert sheet_rows(model, form)  # rows from the model
            back, problems = problems_of(model, form, character.id, no_more)
            assert back == character and problems == Problems()


class Mood(Enum):
    CALM = "calm"
    ANGRY = "angry"


class Gear(BaseModel):
    model_config = STRICT
    label: str
    weight: int = Field(default=1, ge=0, le=9)


class FifthCharacter(CharacterBase):
    grit: Annotated[int, in_range(1, 6)]
    """Grit, the fifth system's one stat."""
    mood: Mood = Mood.CALM
    stance: Literal["low", "high"] = "low"
    lucky: bool = False
    gear: list[Gear] = []
    tags: dict[str, int] = {}


def test_a_fifth_systems_model_gets_its_form_from_its_types_alone():
    form = to_form(FifthCharacter, {"name": "Zed", "grit": 3})
    rows = {row.path: row for row in sheet_rows(FifthCharacter, form)}
    assert rows[("grit",)].shape.low == 1 and rows[("grit",)].shape.high == 6
    assert "Grit, the fifth system's one stat." in rows[("grit",)].help
    assert rows[("mood",)].shape.choices == ("calm", "angry")
    assert rows[("stance",)].shape.choices == ("low", "high")
    assert rows[("lucky",)].shape.kind == "bool"
    heading = rows[("gear",)]
    form, item = with_new_item(form, heading)
    form = with_text(form, rows[("grit",)], "9")
    rows = {row.path: row for row in sheet_rows(FifthCharacter, form)}
    assert rows[(*item, "weight")].shape.high == 9
    _, problems = problems_of(FifthCharacter, form, "zed", no_more)
    assert problems.at(("grit",)) == "Grit: must be 1 to 6 (got 9)"
    assert problems.at((*item, "label")) == ""  # an empty str is allowed by this model
    form = with_text(form, rows[("grit",)], "4")
    character, problems = problems_of(FifthCharacter, form, "zed", no_more)
    assert problems == Problems() and character is not None
    assert character.grit == 4 and character.gear[0].weight == 1
    assert from_form(FifthCharacter, to_form(FifthCharacter, character.model_dump(mode="json")))


def test_a_name_typed_twice_in_a_text_keyed_dict_is_refused_at_its_row():
    party = load_party(SAMPLES / "eclipse_phase.toml")
    model = type(party).member_model()
    character = party.members[0]
    data = character.model_dump(mode="json")
    data.pop("id")
    form = to_form(model, data)
    heading = next(r for r in sheet_rows(model, form) if r.path == ("skills",))
    form, item = with_new_item(form, heading)
    first = form["skills"][0]["key"]
    key_row = next(r for r in sheet_rows(model, form) if r.path == (*item, "key"))
    form = with_text(form, key_row, first)
    _, problems = problems_of(model, form, character.id, no_more)
    assert problems.at((*item, "key")) == f"skills: {first!r} is there twice"


HELP_WIDTH = 2 * 76
"""The editor's help: two lines of an 80-column terminal's dialog."""


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_every_rows_help_fits_two_lines_and_reads_in_spanish(system):
    """A choice of 22 skills says how to type one instead of listing them; a field's
    docstring is translated from the system's catalog."""
    from gmconsole import i18n

    party = load_party(SAMPLES / f"{system}.toml")
    helps: dict[str, list[str]] = {}
    for language in ("en", "es"):
        i18n.set_language(language)
        try:
            helps[language] = [
                f"{row.label.strip()}: {row.help}"
                for model, characters in (
                    (type(party).member_model(), party.members),
                    (type(party).roster_model(), party.roster),
                )
                for row in sheet_rows(model, to_form(model, characters[0].model_dump()))
            ]
        finally:
            i18n.set_language("en")
        assert all(len(line) <= HELP_WIDTH for line in helps[language]), helps[language]
    for english, spanish in zip(helps["en"], helps["es"], strict=True):
        if " · " in english:  # a field's description
            assert english.split(" · ")[1] != spanish.split(" · ")[1], spanish
