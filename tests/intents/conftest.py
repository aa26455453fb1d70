"""Fixtures of the intents' tests: English, and a scripted table on a fixture party."""

from __future__ import annotations

import pytest

from gmconsole.i18n import set_language
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party
from rules.dice import ScriptedDice
from tests.conftest import SAMPLES
from tests.intents.scripted import ScriptedTable


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def own_bestiary(tmp_path, monkeypatch):
    """Each test its own data folder: the bestiary starts empty and stays the test's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


@pytest.fixture
def table_of(tmp_path):
    """A scripted table on a copy of a system's fixture party (its file in tmp_path)."""

    def make(system: str, selection: str | None = None) -> ScriptedTable:
        path = tmp_path / f"{system}.toml"
        path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
        party = load_party(path)
        first = party.encounter.combatants[0].id if party.encounter.combatants else None
        engine = Engine(party, ScriptedDice([]))
        return ScriptedTable(engine, selection or first, path)

    return make


@pytest.fixture
def table(table_of):
    return table_of("ryf", "ruisenor")
