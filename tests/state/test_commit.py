"""The party is a value: an operation gives a new party and leaves the old one as it was;
what the operation did not touch is shared between the two (gmconsole.state.commit)."""

from __future__ import annotations

import shutil
from typing import Any

import pytest
from pydantic import BaseModel

from gmconsole.state import operations as ops
from gmconsole.state.commit import commit
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.patch import Recorder
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES
from tests.systems import SYSTEMS


class Leaf(BaseModel):
    value: int = 0


class Branch(BaseModel):
    leaves: list[Leaf]
    other: Leaf


class Root(BaseModel):
    branches: list[Branch]
    spare: Leaf


def tree() -> Root:
    return Root(
        branches=[Branch(leaves=[Leaf(), Leaf()], other=Leaf()) for _ in range(3)],
        spare=Leaf(),
    )


def test_a_changed_leaf_copies_its_branch_and_the_root_only():
    root = tree()
    before = root.model_dump()
    rec = Recorder()
    leaf = root.branches[1].leaves[0]
    rec.set(leaf, "value", 7)
    new = commit(root, rec.changes)
    assert root.model_dump() == before  # the old value is as it was
    assert leaf.value == 0
    assert new.branches[1].leaves[0].value == 7
    assert new is not root and new.branches[1] is not root.branches[1]
    assert new.branches[0] is root.branches[0] and new.branches[2] is root.branches[2]
    assert new.branches[1].leaves[1] is root.branches[1].leaves[1]
    assert new.branches[1].other is root.branches[1].other
    assert new.spare is root.spare


def test_an_object_changed_then_moved_is_copied_where_it_now_is():
    """A new list holding a changed object holds its copy, not the original."""
    root = tree()
    rec = Recorder()
    moved = root.branches[0].leaves[1]
    rec.set(moved, "value", 3)
    rec.set(root.branches[2], "leaves", [*root.branches[2].leaves, moved])
    rec.set(root.branches[0], "leaves", root.branches[0].leaves[:1])
    new = commit(root, rec.changes)
    assert [leaf.value for leaf in new.branches[2].leaves] == [0, 0, 3]
    assert len(new.branches[0].leaves) == 1
    assert moved.value == 0 and len(root.branches[0].leaves) == 2


def test_no_changes_is_the_same_value():
    root = tree()
    assert commit(root, []) is root


class Shelf(BaseModel):
    """Models held in a tuple and a dict (no party field is one today; commit is generic)."""

    row: tuple[Leaf, ...]
    labelled: dict[str, Leaf]


def test_a_changed_model_in_a_tuple_or_a_dict_is_copied_there_and_the_rest_shared():
    shelf = Shelf(row=(Leaf(), Leaf()), labelled={"a": Leaf(), "b": Leaf()})
    rec = Recorder()
    rec.set(shelf.row[1], "value", 4)
    new = commit(shelf, rec.changes)
    assert type(new.row) is tuple and [leaf.value for leaf in new.row] == [0, 4]
    assert new.row[0] is shelf.row[0] and shelf.row[1].value == 0
    assert new.labelled is shelf.labelled  # nothing in it changed: the same dict
    rec = Recorder()
    rec.set(shelf.labelled["b"], "value", 5)
    new = commit(shelf, rec.changes)
    assert new.row is shelf.row
    assert {key: leaf.value for key, leaf in new.labelled.items()} == {"a": 0, "b": 5}
    assert new.labelled["a"] is shelf.labelled["a"] and shelf.labelled["b"].value == 0


def test_a_changed_model_in_an_untyped_field_is_copied_there():
    """A field typed ``Any`` or ``object`` may hold any model: commit follows it. The
    classes are made here, after import, as a system loaded late makes its own."""

    class Note(BaseModel):
        value: int = 0

    class Loose(BaseModel):
        anything: Any
        thing: object
        fixed: Note

    loose = Loose(anything=Note(), thing=Note(), fixed=Note())
    rec = Recorder()
    rec.set(loose.anything, "value", 1)
    rec.set(loose.thing, "value", 2)
    new = commit(loose, rec.changes)
    assert (new.anything.value, new.thing.value, new.fixed.value) == (1, 2, 0)
    assert new.fixed is loose.fixed
    assert (loose.anything.value, loose.thing.value) == (0, 0)


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_step_keeps_the_value_before_and_shares_the_rest(tmp_path, system):
    path = tmp_path / f"{system}.toml"
    shutil.copy(SAMPLES / f"{system}.toml", path)
    engine = Engine(load_party(path), RandomDice(11))
    dumps = [engine.party.model_dump(mode="json")]
    for n in range(3):
        first = engine.party.encounter.combatants[0].id
        note = ops.SetNotes(cid=first, text=f"note {n}")
        for op in (ops.NextTurn(), ops.Damage(cid=first, amount=1), note):
            before = engine.party
            outcome = engine.execute(op)
            assert outcome.step is not None and outcome.step.before is before
            assert before.model_dump(mode="json") == dumps[-1]  # untouched by the step
            dumps.append(engine.party.model_dump(mode="json"))
            untouched = [m for m in before.members if m.id != first]
            assert all(any(m is o for o in engine.party.members) for m in untouched)
    for expected in reversed(dumps[:-1]):
        engine.undo()
        assert engine.party.model_dump(mode="json") == expected


def test_a_refusal_keeps_the_very_same_party(tmp_path):
    path = tmp_path / "ryf.toml"
    shutil.copy(SAMPLES / "ryf.toml", path)
    engine = Engine(load_party(path), RandomDice(1))
    party = engine.party
    with pytest.raises(ActionRefused):
        engine.execute(ops.Damage(cid="nobody", amount=1))
    assert engine.party is party


class Grid(BaseModel):
    """Models in a list of lists (no party field is one today; commit is generic)."""

    rows: list[list[Leaf]]
    spare: Leaf


def test_a_changed_model_in_a_list_inside_a_list_is_copied_there():
    """The inner list is an item of the outer one: it is followed, not passed over."""
    grid = Grid(rows=[[Leaf(), Leaf()], [Leaf()]], spare=Leaf())
    rec = Recorder()
    rec.set(grid.rows[0][1], "value", 3)
    new = commit(grid, rec.changes)
    assert [[leaf.value for leaf in row] for row in new.rows] == [[0, 3], [0]]
    assert new.rows[1] is grid.rows[1] and new.rows[0][0] is grid.rows[0][0]
    assert grid.rows[0][1].value == 0


def test_plain_values_in_a_list_of_an_untyped_field_are_kept_as_they_are():
    """A list under ``Any`` is followed when anything changed; its strings, numbers and
    None hold no model and are passed over (the same list comes back)."""

    class Bag(BaseModel):
        anything: Any
        fixed: Leaf

    bag = Bag(anything=["a", 1, 2.5, True, None, b"x"], fixed=Leaf())
    rec = Recorder()
    rec.set(bag.fixed, "value", 1)
    new = commit(bag, rec.changes)
    assert new.fixed.value == 1 and new.anything is bag.anything
