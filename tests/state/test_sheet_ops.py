"""A sheet operation is refused whole when the sheet or the party would not load: the
party stays the same value, nothing is journalled, the reason names the field."""

import pytest

from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.sheet_ops import AddSheet, EditSheet, RemoveSheet
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES


def ryf_engine() -> Engine:
    return Engine(load_party(SAMPLES / "ryf.toml"), RandomDice(1))


def sheet_of(engine: Engine, cid: str) -> dict[str, object]:
    character = next(m for m in engine.party.members if m.id == cid)
    data = character.model_dump(mode="json")
    data.pop("id")
    return data


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"hp": 40}, "HP: must be <= the maximum"),
        ({"weapons": [{"name": "Daga", "damage": "1d4", "skill": "stealth"}]}, "Skill: must be"),
        (
            {
                "attributes": {
                    "strength": 5,
                    "resistance": 9,
                    "dexterity": 5,
                    "intelligence": 5,
                    "perception": 5,
                    "charisma": 5,
                }
            },
            "needs options.charisma = true",
        ),
    ],
)
def test_an_edit_that_would_not_load_changes_nothing(change, reason):
    engine = ryf_engine()
    before = engine.party
    with pytest.raises(ActionRefused, match=reason):
        engine.execute(
            EditSheet(where="members", character="fred", sheet=sheet_of(engine, "fred") | change)
        )
    assert engine.party is before and engine.history.top is None


def test_add_edit_and_remove_are_one_undo_step_each():
    engine = ryf_engine()
    start = engine.party
    sheet = sheet_of(engine, "fred") | {"name": "Fred el Joven"}
    engine.execute(AddSheet(where="members", sheet=sheet))
    assert engine.party.members[-1].id == "fred-el-joven"
    engine.execute(RemoveSheet(where="members", character="fred-el-joven"))
    assert engine.party.members == start.members
    with pytest.raises(ActionRefused, match="is in the fight"):
        engine.execute(RemoveSheet(where="members", character="fred"))
    engine.undo()
    engine.undo()
    assert engine.party == start
