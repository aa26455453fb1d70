"""The characters by id (``state.context.character_index``): built again only when the
members' or the enemies' list is replaced, whatever else a new party value changed."""

import shutil

from gmconsole.state import operations as ops
from gmconsole.state.context import character_index
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES


def test_a_new_party_that_kept_both_lists_keeps_the_index(tmp_path):
    path = tmp_path / "ryf.toml"
    shutil.copy(SAMPLES / "ryf.toml", path)
    engine = Engine(load_party(path), RandomDice(1))
    before = character_index(engine.party)
    engine.execute(ops.NextTurn())  # the turn moves: no sheet changes
    assert character_index(engine.party) is before
    engine.execute(ops.Damage(cid="bandido-1", amount=3))  # a sheet changes: a new list
    after = character_index(engine.party)
    assert after is not before
    assert after["bandido-1"].hp == before["bandido-1"].hp - 3
    engine.undo()
    assert character_index(engine.party)["bandido-1"] is before["bandido-1"]
