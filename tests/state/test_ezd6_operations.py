"""EZD6 operations on a plain engine (no UI): what each does, what it refuses, undo/redo
and the journal round trip."""

import pytest
from pydantic import ValidationError

from gmconsole.state.context import OpError, character_index
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import build, from_json
from gmconsole.storage import load_party
from gmconsole.systems.ezd6.operations import (
    Ezd6Action,
    Ezd6BuyHeroDie,
    Ezd6MiraculousSave,
    Ezd6Potion,
)
from gmconsole.systems.ezd6.order import SetZone, Surprise
from rules.dice import ScriptedDice
from tests.edit import edit, edit_character
from tests.state.support import engine_for, fighter, run, who


@pytest.fixture
def engine():
    return engine_for("ezd6")


def refused(engine, op, *dice, match=""):
    before = engine.party.model_dump()
    with pytest.raises(ActionRefused, match=match):
        run(engine, op, *dice)
    assert engine.party.model_dump() == before


def attack(cid="pip", target="ghoul-1", **more):
    return Ezd6Action(cid=cid, kind="attack", target_cid=target, **more)


# --- what each operation does ------------------------------------------------------------


def test_a_hit_deals_the_weapon_strikes_and_takes_the_action(engine):
    outcome = run(engine, attack(), 4)
    assert who(engine, "ghoul-1").strikes == 1
    assert fighter(engine, "pip").extra.used.action
    assert outcome.log == [
        "Pip Cuchillos attacks Ghoul 1: 1d6: 4 vs 3: hit",
        "1 strike dealt",
        "Ghoul 1: no armour: 1 strike taken: strikes 2 -> 1",
        "Pip Cuchillos: Flechas 10 -> 9",  # an attack at range spends an arrow
    ]


def test_a_miss_changes_no_strikes(engine):
    outcome = run(engine, attack(), 2)
    assert who(engine, "ghoul-1").strikes == 2
    assert outcome.log == [
        "Pip Cuchillos attacks Ghoul 1: 1d6: 2 vs 3: failure",
        "Pip Cuchillos: Flechas 10 -> 9",  # spent on a miss too
    ]


def test_miraculous_saves(engine):
    run(engine, Ezd6MiraculousSave(cid="brunhilda", harm=2), 3)
    assert who(engine, "brunhilda").strikes == 3
    run(engine, Ezd6MiraculousSave(cid="brunhilda", life_threatening=True), 6)
    assert who(engine, "brunhilda").strikes == 1
    run(engine, Ezd6MiraculousSave(cid="pip", life_threatening=True), 2)
    assert who(engine, "pip").strikes == 0  # failed: down, no strikes left
    assert engine.adapter.health(who(engine, "pip"), fighter(engine, "pip")).state == "down"


def test_potion_heals_and_takes_the_free_action(engine):
    run(engine, Ezd6Potion(cid="sor-elena", amount=3))
    assert who(engine, "sor-elena").strikes == 4
    assert fighter(engine, "sor-elena").extra.used.free
    assert engine.party.log[-1].text == "Sor Elena drinks a potion: strikes 3 -> 4"


def test_buy_hero_die(sample_copy):
    party = load_party(sample_copy("ezd6"))
    party = edit_character(party, "pip", karma=7)
    engine = Engine(party, ScriptedDice([]))
    run(engine, Ezd6BuyHeroDie(cid="pip"))
    assert (who(engine, "pip").karma, who(engine, "pip").hero_dice) == (2, 2)
    assert engine.party.log[-1].text == "Pip Cuchillos buys a hero die for 5 karma (2 karma left)"


def test_set_zone_is_a_dash(engine):
    run(engine, SetZone(cid="brunhilda", zone="far"))
    assert fighter(engine, "brunhilda").extra.zone == "far"
    assert (
        fighter(engine, "brunhilda").extra.used.dash
        and fighter(engine, "brunhilda").extra.used.action
    )
    assert engine.party.log[-1].text == "Brunhilda dashes to Far: takes the action"


def test_out_of_their_turn_a_zone_is_set_for_free(engine):
    """Issue 36: placing a combatant before the fight or out of its turn costs nothing."""
    run(engine, SetZone(cid="pip", zone="near"))  # Brunhilda's turn
    assert fighter(engine, "pip").extra.zone == "near"
    assert not fighter(engine, "pip").extra.used.dash
    assert not fighter(engine, "pip").extra.used.action
    assert engine.party.log[-1].text == "Pip Cuchillos is placed in Near (out of their turn: free)"


def test_surprise_puts_its_side_first(engine):
    run(engine, Surprise(side="enemies"))
    order = [c.id for c in engine.party.encounter.combatants]
    assert order[:3] == ["esqueleto-1", "esqueleto-2", "ghoul-1"]
    assert engine.party.encounter.surprise == "enemies"
    run(engine, Surprise(side=None))
    assert engine.party.encounter.combatants[0].id == "brunhilda"


# --- second-pass rulings ----------------------------------------------------------------


def test_the_gm_allowed_warnings_are_logged(engine):
    outcome = run(engine, attack(cid="brunhilda", target="ghoul-1"), 2)
    assert outcome.log[0] == (
        "GM's call: Ghoul 1 is out of reach: a melee attacker in Near reaches only targets in "
        "Near (the target is in Far)"
    )
    outcome = run(engine, attack(cid="brunhilda", target="sor-elena"), 2)
    assert outcome.log[:2] == [
        "GM's call: Brunhilda already used the action this round",
        "GM's call: Sor Elena is on Brunhilda's side",
    ]


def test_acting_after_the_turn_passed_is_the_gms_call(engine):
    from gmconsole.state.operations import NextTurn

    run(engine, NextTurn())  # Brunhilda's turn ends without an action
    outcome = run(engine, Ezd6Action(cid="brunhilda"), 4)
    assert outcome.log[0] == "GM's call: Brunhilda's turn already passed this round"


def test_acting_after_helping_is_the_gms_call(engine):
    run(engine, Ezd6Action(cid="brunhilda", helpers=("sor-elena",)), 3, 4)
    outcome = run(engine, Ezd6Action(cid="sor-elena"), 4)
    assert outcome.log[0] == "GM's call: Sor Elena lost this action by helping"


def test_a_second_hero_die_on_a_one_still_kept(engine):
    run(engine, Ezd6Action(cid="sor-elena", hero=2), 1, 1, 4)
    assert who(engine, "sor-elena").hero_dice == 0
    assert engine.party.log[-2].text == (
        "Sor Elena task: 1d6: 1, hero die rerolls the 1 -> 1, hero die rerolls the 1 -> 4 "
        "vs 3: success"
    )


def test_only_chain_strikes_spill_and_only_in_reach(engine):
    engine.party = edit_character(engine.party, "brunhilda", weapon_strikes=2)
    outcome = run(engine, attack(cid="brunhilda", target="esqueleto-1"), 5, 3)
    assert outcome.log[-1] == (
        "1 weapon strike beyond what downs the target is lost (only critical chain strikes go on"
        " to another target)"
    )
    op = attack(cid="sor-elena", target="esqueleto-1", spill_target="ghoul-1")
    refused(engine, op, 6, 2, match="another target: Ghoul 1 is out of reach")


def test_helpers_are_own_side_up_and_not_the_target(engine):
    helped = Ezd6Action(cid="brunhilda", helpers=("esqueleto-2",))
    refused(engine, helped, 3, 4, match="helpers: Esqueleto 2 is on the other side")
    engine.party = edit_character(engine.party, "pip", strikes=0)
    refused(engine, Ezd6Action(cid="brunhilda", helpers=("pip",)), 3, 4, match="is down")
    with pytest.raises(OpError, match="target cannot help"):
        build(Ezd6Action, cid="pip", kind="attack", target_cid="aldric", helpers=("aldric",))


def test_enemies_have_no_karma_or_hero_dice_on_saves(engine):
    refused(engine, Ezd6MiraculousSave(cid="ghoul-1", karma=1), 3, match="Ghoul 1 has no karma")
    op = attack(cid="brunhilda", target="esqueleto-1", save_karma=(1,))
    refused(engine, op, 4, 5, match="Esqueleto 1 has no karma")
    op = attack(cid="brunhilda", target="esqueleto-1", save_hero=(0,))
    refused(engine, op, 4, 1, match="Esqueleto 1 has no hero dice")


def test_an_enemy_whose_entry_has_karma_spends_it_on_a_save(engine):
    """The players' things rule (adapter.has_resource): an enemy's entry with karma."""
    engine.party = edit_character(engine.party, "ghoul-1", karma=2)
    run(engine, Ezd6MiraculousSave(cid="ghoul-1", karma=1), 5)
    assert character_index(engine.party)["ghoul-1"].karma == 1


# --- refusals leave everything as it was -------------------------------------------------


def test_refusals_change_nothing(engine, sample_copy):
    refused(engine, attack(cid="pip", target="pip"), 4, match="cannot attack itself")
    refused(engine, Ezd6Action(cid="brunhilda", karma=1), 1, match="karma")
    refused(engine, Ezd6Action(cid="aldric", hero=1), 2, match="hero die")
    refused(engine, attack(chain_karma=(1,)), 2, match="chain")
    refused(engine, attack(target="nobody"), 5, match="nobody")
    refused(engine, Ezd6Potion(cid="brunhilda"), match="all strikes")
    refused(engine, Ezd6BuyHeroDie(cid="brunhilda"), match="5 karma")
    refused(engine, SetZone(cid="pip", zone="far"), match="already")
    run(engine, Ezd6Action(cid="brunhilda", hero=1), 1, 1)
    refused(engine, Ezd6Action(cid="brunhilda", hero=1), 1, 1, match="hero dice")


def test_buying_is_refused_with_the_house_option_off(sample_copy):
    party = load_party(sample_copy("ezd6"))
    party = edit(party, "options.hero_die_for_karma", False)
    party = edit_character(party, "pip", karma=7)
    engine = Engine(party, ScriptedDice([]))
    refused(engine, Ezd6BuyHeroDie(cid="pip"), match="off")


@pytest.mark.parametrize(
    ("cls", "args", "field"),
    [
        (Ezd6Action, {"cid": "brunhilda", "dificulty": 3}, "dificulty"),
        (Ezd6Action, {"cid": "brunhilda", "difficulty": 7}, "difficulty"),
        (Ezd6Action, {"cid": "brunhilda", "boons": -1}, "boons"),
        (Ezd6Action, {"cid": "brunhilda", "kind": "atack"}, "kind"),
        (Ezd6Action, {"cid": "brunhilda", "difficulty": "3"}, "difficulty"),
        (Ezd6Action, {"cid": "brunhilda", "karma": 9}, "karma"),
        (Ezd6Action, {"cid": "brunhilda", "chain_karma": (7,)}, "chain_karma"),
        (Ezd6Action, {"cid": "brunhilda", "helpers": ("x y",)}, "helpers"),
        (Ezd6Action, {"cid": "brunhilda", "kind": "attack"}, "target_cid"),
        (Ezd6Action, {"cid": "brunhilda", "hero": True}, "hero"),
        (Ezd6Action, {"cid": "brunhilda", "save_karma": (1,)}, "task has no"),
        (Ezd6MiraculousSave, {"cid": "pip", "karma": 6}, "karma"),
        (Ezd6MiraculousSave, {"cid": "pip", "harm": 0}, "harm"),
        (Ezd6Potion, {"cid": "pip", "amount": 21}, "amount"),
        (Ezd6BuyHeroDie, {"cid": "pip", "count": 1}, "count"),
        (SetZone, {"cid": "pip", "zone": "lejos"}, "zone"),
    ],
)
def test_bad_arguments_are_refused_naming_the_field(cls, args, field):
    with pytest.raises(OpError, match=field):
        build(cls, **args)
    with pytest.raises(ValidationError):
        cls(**args)
    with pytest.raises(OpError, match=field):
        from_json(cls.op_name, {k: list(v) if isinstance(v, tuple) else v for k, v in args.items()})


def test_inconsistent_actions_are_refused_before_rolling():
    with pytest.raises(OpError, match="cannot help itself"):
        build(Ezd6Action, cid="pip", helpers=("pip",))
    with pytest.raises(OpError, match="task has no target"):
        build(Ezd6Action, cid="pip", target_cid="ghoul-1")


# --- undo, redo and the journal ----------------------------------------------------------

OPERATIONS = [
    (attack(cid="brunhilda", target="esqueleto-1", spill_target="esqueleto-2"), (6, 6, 2, 3, 6)),
    (Ezd6Action(cid="sor-elena", difficulty=5, helpers=("brunhilda",), karma=1), (3, 4)),
    (Ezd6Action(cid="brunhilda", hero=1), (1, 5)),
    (Ezd6MiraculousSave(cid="aldric", harm=2), (1,)),
    (attack(cid="esqueleto-2", target="sor-elena", save_hero=(0,), save_karma=(1,)), (5, 1, 3)),
    (Ezd6MiraculousSave(cid="sor-elena", hero=1, karma=1), (1, 4)),
    (Ezd6MiraculousSave(cid="pip", life_threatening=True), (5,)),
    (Ezd6Potion(cid="aldric", amount=1), ()),
    (SetZone(cid="brunhilda", zone="out"), ()),
    (Surprise(side="players"), ()),
]


def test_undo_and_redo_restore_exactly(engine):
    states = [engine.party.model_dump()]
    for op, dice in OPERATIONS:
        assert run(engine, op, *dice).step is not None
        states.append(engine.party.model_dump())
    for state in reversed(states[:-1]):
        engine.undo()
        assert engine.party.model_dump() == state
    for state in states[1:]:
        engine.redo()
        assert engine.party.model_dump() == state


@pytest.mark.parametrize("op", [op for op, _ in OPERATIONS] + [Ezd6BuyHeroDie(cid="pip")])
def test_journal_round_trip(op):
    entry = op.to_json()
    assert from_json(entry["op"], entry["args"]) == op


def test_journals_before_typed_operations_name_the_target_target():
    op = from_json("ezd6_action", {"cid": "pip", "kind": "attack", "target": "ghoul-1"})
    assert op.target_cid == "ghoul-1" and op.target == "ghoul-1"


# --- Spanish (issue 14): the log, the combat box and the warnings in the text's words ---


def test_the_gms_call_and_an_attack_are_logged_in_spanish(engine, spanish):
    outcome = run(engine, attack(cid="brunhilda", target="ghoul-1"), 2)
    assert outcome.log == [
        "Decisión del DJ: Ghoul 1 está fuera de alcance: un atacante cuerpo a cuerpo en Cerca "
        "solo alcanza objetivos en Cerca (el objetivo está en Lejos)",
        "Brunhilda ataca a Ghoul 1: 1d6: 2 contra 3: fallo",
    ]
    run(engine, SetZone(cid="pip", zone="near"))
    assert (
        engine.party.log[-1].text == "Pip Cuchillos se coloca en Cerca (fuera de su turno: gratis)"
    )


def test_the_combat_box_in_spanish(engine, spanish):
    from gmconsole.systems.ezd6.adapter import Ezd6Adapter

    values = dict(Ezd6Adapter().key_values(engine.party, who(engine, "brunhilda")))
    assert values["Riqueza"] == "Pobre"
    assert values["Tirada de armadura"] == "4+"
    assert values["Salvada milagrosa"] == "6+"
    assert Ezd6Adapter().rulings_summary[0] == (
        "Tira 1d6 contra una dificultad de 1 a 6; iguálala o supérala."
    )
