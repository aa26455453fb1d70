"""The fallen get out of the way (issue 13): a combatant downed by damage moves to the end
of the order, whose turn it is stays the same combatant, and undo puts it back."""

import shutil

import pytest

from gmconsole.state import operations as ops
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES


def engine_for(tmp_path, system):
    path = tmp_path / f"{system}.toml"
    shutil.copy(SAMPLES / f"{system}.toml", path)
    return Engine(load_party(path), RandomDice(1))


def test_a_downed_enemy_sinks_to_the_end_and_undo_restores_the_order(tmp_path):
    engine = engine_for(tmp_path, "ezd6")
    encounter = engine.party.encounter
    order = [c.id for c in encounter.combatants]
    turn_id = order[encounter.turn]
    victim = next(c.id for c in encounter.combatants if c.id != turn_id and c.id != order[-1])
    engine.execute(ops.Damage(cid=victim, amount=99))
    after = engine.party.encounter
    now = [c.id for c in after.combatants]
    assert now[-1] == victim and now[:-1] == [cid for cid in order if cid != victim]
    assert after.combatants[after.turn].id == turn_id
    engine.undo()
    assert engine.party.encounter is encounter  # undo is the value before, exactly
    assert [c.id for c in engine.party.encounter.combatants] == order


def test_damage_that_does_not_down_keeps_the_place(tmp_path):
    engine = engine_for(tmp_path, "ryf")
    order = [c.id for c in engine.party.encounter.combatants]
    engine.execute(ops.Damage(cid=order[0], amount=1))
    assert [c.id for c in engine.party.encounter.combatants] == order


PASSED = (
    "Rakum has already been passed this round: will act next round (or give it the turn to act now)"
)


def test_moved_above_the_marker_before_acting_the_log_says_it_was_passed(tmp_path):
    """FIDS, Lía has the turn: Rakum (below her, not acted) moved up past her is told,
    once, that the round will not come back to him; Lía keeps the turn."""
    engine = engine_for(tmp_path, "fids")
    engine.execute(ops.NextTurn())
    engine.execute(ops.NextTurn())
    encounter = engine.party.encounter
    assert encounter.combatants[encounter.turn].id == "lia"
    outcome = engine.execute(ops.Move(cid="rakum", delta=-1))
    assert outcome.log == ["Rakum moved up to place 3", PASSED]
    encounter = engine.party.encounter
    assert [c.id for c in encounter.combatants][2:4] == ["rakum", "lia"]
    assert encounter.combatants[encounter.turn].id == "lia"
    outcome = engine.execute(ops.Move(cid="rakum", delta=-1))  # further up: said once
    assert outcome.log == ["Rakum moved up to place 2"]


def test_one_who_acted_moved_above_the_marker_is_not_told(tmp_path):
    engine = engine_for(tmp_path, "fids")
    for _ in range(3):  # Rakum's turn: Donny, the captain and Lía acted
        engine.execute(ops.NextTurn())
    outcome = engine.execute(ops.Move(cid="lia", delta=-1))
    assert outcome.log == ["Lía Sombraverde moved up to place 2"]


def test_after_an_undo_the_same_blow_downs_the_same_enemy_again_and_says_so(tmp_path):
    engine = engine_for(tmp_path, "ryf")
    victim = "bandido-1"
    assert engine.execute(ops.Damage(cid=victim, amount=99)).fell == [victim]
    engine.undo()
    assert engine.execute(ops.Damage(cid=victim, amount=99)).fell == [victim]
    assert engine.execute(ops.Damage(cid=victim, amount=1)).fell == []  # down already


def test_one_downed_above_the_turn_holder_sinks_and_the_holder_keeps_the_turn(tmp_path):
    """The holder keeps its place among those still up: one place higher, as the fallen
    one above it left for the end."""
    engine = engine_for(tmp_path, "ryf")
    engine.execute(ops.NextTurn())
    encounter = engine.party.encounter
    order = [c.id for c in encounter.combatants]
    assert encounter.turn == 1
    holder, victim = order[1], order[0]
    assert engine.execute(ops.Damage(cid=victim, amount=99)).fell == [victim]
    after = engine.party.encounter
    assert [c.id for c in after.combatants] == order[1:] + [victim]
    assert after.turn == 0 and after.combatants[0].id == holder


def test_a_down_flag_set_on_the_combatant_alone_says_it_fell(tmp_path):
    """Only the combatant changed (its sheet did not)."""
    engine = engine_for(tmp_path, "ryf")
    victim = "bandido-1"
    assert engine.execute(ops.ToggleFlag(cid=victim, flag="down")).fell == [victim]


def test_one_down_since_an_earlier_action_is_not_said_to_fall_again(tmp_path):
    """An action that left the fallen one alone still counts it down, so a later blow
    on it does not report it falling again."""
    engine = engine_for(tmp_path, "ryf")
    victim = "bandido-1"
    assert engine.execute(ops.Damage(cid=victim, amount=99)).fell == [victim]
    assert engine.execute(ops.Damage(cid="bruno", amount=1)).fell == []
    assert engine.execute(ops.Damage(cid=victim, amount=1)).fell == []


def test_an_action_beside_a_combatant_without_a_sheet_is_refused_naming_it(tmp_path):
    """A combatant whose character is gone: the sink cannot tell its health, so the
    action is refused with a message naming the id (not a traceback) and nothing changes."""
    engine = engine_for(tmp_path, "ryf")
    party = engine.party
    encounter = party.encounter
    gone = "bandido-2"
    enemies = [e for e in encounter.enemies if e.id != gone]
    party = party.model_copy(
        update={"encounter": encounter.model_copy(update={"enemies": enemies})}
    )
    engine = Engine(party, RandomDice(1))
    with pytest.raises(ActionRefused, match=f"'{gone}'"):
        engine.execute(ops.Damage(cid="bruno", amount=1))
    assert engine.party == party


def test_a_file_with_a_fallen_one_mid_order_is_sunk_by_the_first_action(tmp_path):
    """The sink skips its pass only after an action of its own: a party as loaded (a
    hand-edited file, a fallen bandit above those up) is put in order by any action."""
    engine = engine_for(tmp_path, "ryf")
    engine.execute(ops.Damage(cid="bandido-1", amount=99))
    encounter = engine.party.encounter
    ids = [c.id for c in encounter.combatants]
    assert ids[-1] == "bandido-1"
    middle = [*encounter.combatants[:2], encounter.combatants[-1], *encounter.combatants[2:-1]]
    edited = engine.party.model_copy(
        update={"encounter": encounter.model_copy(update={"combatants": middle})}
    )
    loaded = Engine(edited, RandomDice(1))
    loaded.execute(ops.Damage(cid="fred", amount=1))  # touches someone else
    assert [c.id for c in loaded.party.encounter.combatants][-1] == "bandido-1"
