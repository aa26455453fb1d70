"""The generic operations and the target rule at their edges: rolling initiative for
everyone, a newcomer placed on either side of whose turn it is, a fight that is not running,
a name too long once numbered, a combatant who helped losing its action, a retry that leaves
with its combatant, what an end of turn records, refusals in the console's words, and every
operation undone and redone exactly. Expected orders, values and log lines are written out
from the fixture parties (tests/fixtures/parties); a refusal leaves the party exactly as it
was and one undo restores it exactly."""

import pytest

from gmconsole.model.fields import MAX_NAME
from gmconsole.state.context import OpError, character_index
from gmconsole.state.operation import build
from gmconsole.state.operations import (
    AddCondition,
    AddFromRoster,
    AddMember,
    Adjust,
    AdjustParty,
    Damage,
    Delay,
    EndFight,
    Heal,
    Move,
    NextTurn,
    PreviousTurn,
    QuickAdd,
    Remove,
    RemoveCondition,
    ReturnNow,
    RollInitiative,
    SetInitiative,
    SetNotes,
    SetTurn,
    SortByInitiative,
    ToggleFlag,
)
from gmconsole.state.targets import default_target, state_of
from gmconsole.systems.eclipse_phase.model import Retry
from gmconsole.systems.ezd6.model import ActionsUsed
from gmconsole.systems.ezd6.operations import Ezd6Action
from tests.edit import edit, edit_combatant
from tests.state.support import (
    FIDS_ORDER,
    engine_for,
    fighter,
    order,
    refused,
    run,
    turn_id,
    undone,
)

# --- Rolling initiative for everyone ------------------------------------------------------


def test_roll_initiative_for_everyone_sorts_starts_at_the_top_and_undoes():
    e = engine_for("fids")
    run(e, SetTurn(cid="rakum"))
    e.party = edit(e.party, "encounter.active", False)  # as a file between fights can have it
    before = e.party.model_dump()
    # One d6 each, in the written order: donny 2, capitan-1 6, lia 2, rakum 5,
    # guardia-1 1, tomas 6, guardia-2 3. Ties keep the earlier place first.
    outcome = run(e, RollInitiative(), 2, 6, 2, 5, 1, 6, 3)
    assert order(e) == [
        "capitan-1", "tomas", "rakum", "guardia-2", "donny", "lia", "guardia-1"
    ]  # fmt: skip
    assert [c.initiative for c in e.party.encounter.combatants] == [6, 6, 5, 3, 2, 2, 1]
    assert e.party.encounter.turn == 0
    assert e.party.encounter.active is True
    assert len(outcome.log) == 8
    assert outcome.log[-1] == (
        "Initiative order: Capitana Arbeloa, Hermano Tomás, Rakum, Guardia del puerto 2, "
        "Donny, Lía Sombraverde, Guardia del puerto 1"
    )
    undone(e, before)


def test_roll_initiative_needs_one_die_per_combatant():
    e = engine_for("fids")
    refused(e, RollInitiative(), 2, 6, 2, 5, 1, 6)


# --- Where a newcomer goes, and whose turn it stays ----------------------------------------


@pytest.mark.parametrize(
    ("initiative", "place", "turn"),
    [
        (6, 1, 4),  # before rakum: the marker moves with rakum
        (5, 3, 4),  # exactly at rakum's place: rakum moves down one, so does the marker
        (4, 4, 3),  # right after rakum (ties go after): the marker stays
        (-99, 7, 3),  # last
    ],
)
def test_a_newcomer_never_takes_the_turn_from_the_current_combatant(initiative, place, turn):
    e = engine_for("fids")
    run(e, SetTurn(cid="rakum"))
    before = e.party.model_dump()
    run(e, QuickAdd(name="Rata", value=3, initiative=initiative))
    assert order(e).index("quick-1") == place
    assert e.party.encounter.turn == turn
    assert turn_id(e) == "rakum"
    undone(e, before)


def test_a_newcomer_added_last_at_the_first_turn_leaves_the_turn_alone():
    e = engine_for("fids")
    run(e, QuickAdd(name="Rata", value=3, initiative=-99))
    assert order(e) == [*FIDS_ORDER, "quick-1"]
    assert e.party.encounter.turn == 0


def test_the_first_combatant_of_an_empty_fight_has_the_turn():
    e = engine_for("fids")
    for cid in FIDS_ORDER:
        run(e, Remove(cid=cid))
    assert order(e) == [] and e.party.encounter.turn == 0
    run(e, QuickAdd(name="Rata", value=3))
    assert order(e) == ["quick-1"]
    assert e.party.encounter.turn == 0


# --- A fight that is not running; a name too long once numbered -----------------------------


@pytest.mark.parametrize(
    ("system", "op"),
    [
        ("fids", AddFromRoster(roster_id="perro", count=1)),
        ("ezd6", QuickAdd(name="Rata", value=2)),
    ],
)
def test_adding_an_enemy_after_the_fight_ended_starts_a_fight(system, op):
    e = engine_for(system)
    run(e, EndFight())
    assert e.party.encounter.active is False
    before = e.party.model_dump()
    run(e, op)
    assert e.party.encounter.active is True
    undone(e, before)
    assert e.party.encounter.active is False


def test_a_roster_name_that_is_too_long_once_numbered_is_refused():
    """The first enemy is named "<entry> 1": two characters more than the entry."""
    e = engine_for("fids")
    e.party = edit(e.party, "roster[0].name", "G" * (MAX_NAME - 1))
    message = refused(e, AddFromRoster(roster_id="guardia", count=1, initiative=3))
    assert "'" + "G" * 20 in message  # the name, quoted
    assert "ValidationError" in message


def test_a_roster_name_exactly_long_enough_once_numbered_joins():
    e = engine_for("fids")
    e.party = edit(e.party, "roster[0].name", "G" * (MAX_NAME - 2))
    run(e, AddFromRoster(roster_id="guardia", count=1, initiative=3))
    assert character_index(e.party)["guardia-3"].name == "G" * (MAX_NAME - 2) + " 3"


# --- Turns: everyone out, one who helped, what an end of turn records -----------------------


def test_next_turn_is_refused_when_everyone_is_down():
    e = engine_for("fids")
    for cid in FIDS_ORDER:
        run(e, ToggleFlag(cid=cid, flag="down"))
    message = refused(e, NextTurn())
    assert "nobody can act" in message


def test_one_who_helped_loses_the_action_when_its_turn_comes():
    e = engine_for("ezd6")
    run(e, Ezd6Action(cid="brunhilda", difficulty=5, helpers=("sor-elena",), karma=1), 3, 4)
    assert fighter(e, "sor-elena").extra.loses_next_action is True
    before = e.party.model_dump()
    outcome = run(e, NextTurn())
    assert turn_id(e) == "sor-elena"
    elena = fighter(e, "sor-elena")
    assert elena.extra.loses_next_action is False
    assert elena.extra.used.action is True
    assert elena.extra.used.dash is False
    assert any("Sor Elena" in line and "helped" in line for line in outcome.log)
    undone(e, before)


def test_a_turn_without_lost_action_keeps_the_action():
    e = engine_for("ezd6")
    run(e, NextTurn())
    assert turn_id(e) == "sor-elena"
    assert fighter(e, "sor-elena").extra.used.action is False


def changed_fields(step, cid):
    """The combatant's fields that differ between the party before and after the step."""
    [before] = [c for c in step.before.encounter.combatants if c.id == cid]
    [after] = [c for c in step.after.encounter.combatants if c.id == cid]
    return [
        name for name in type(after).model_fields if getattr(before, name) != getattr(after, name)
    ]


def test_an_end_of_turn_records_conditions_only_when_one_ticks():
    e = engine_for("fids")
    run(e, AddCondition(cid="donny", name="Cegado"))
    outcome = run(e, NextTurn())
    donny = fighter(e, "donny")
    assert [(c.name, c.rounds) for c in donny.conditions] == [("Cegado", None)]
    assert changed_fields(outcome.step, "donny") == ["acted"]
    run(e, SetTurn(cid="donny"))
    run(e, AddCondition(cid="donny", name="Aturdido", rounds=2))
    outcome = run(e, NextTurn())
    donny = fighter(e, "donny")
    assert [(c.name, c.rounds) for c in donny.conditions] == [("Cegado", None), ("Aturdido", 1)]
    # (donny had acted already: only the ticking condition is a change)
    assert changed_fields(outcome.step, "donny") == ["conditions"]


# --- Removing a combatant with a pending retry (Eclipse Phase) ------------------------------


def test_remove_drops_that_combatants_retries_only():
    e = engine_for("eclipse_phase")
    twitch = Retry(combatant="twitch", skill="Kinetic Weapons", failures=1)
    toljek = Retry(combatant="toljek", skill="Fray", failures=2)
    e.party = edit(e.party, "encounter.extra.retries", [twitch, toljek])
    before = e.party.model_dump()
    run(e, Remove(cid="twitch"))
    assert e.party.encounter.extra.retries == [toljek]
    undone(e, before)
    assert e.party.encounter.extra.retries == [twitch, toljek]
    run(e, Remove(cid="srit"))  # no retry of its own: the others stay
    assert e.party.encounter.extra.retries == [twitch, toljek]


# --- Refusals with their values ---------------------------------------------------------------


@pytest.mark.parametrize("value", [-99, 999])
def test_set_initiative_at_its_limits(value):
    e = engine_for("fids")
    run(e, build(SetInitiative, cid="tomas", value=value))
    assert fighter(e, "tomas").initiative == value


@pytest.mark.parametrize("value", [-100, 1000])
def test_set_initiative_one_past_its_limits_is_refused(value):
    with pytest.raises(OpError) as caught:
        build(SetInitiative, cid="tomas", value=value)
    assert "value" in str(caught.value) and str(value) in str(caught.value)
    # An operation built around validation (model_construct) is still refused by apply.
    e = engine_for("fids")
    message = refused(e, SetInitiative.model_construct(cid="tomas", value=value))
    assert str(value) in message


def test_unchanged_notes_are_refused_naming_the_character():
    e = engine_for("fids")
    notes = character_index(e.party)["donny"].notes
    message = refused(e, SetNotes(cid="donny", text=notes))
    assert "Donny" in message


# --- The target rule ----------------------------------------------------------------------------


def test_state_of_one_who_left_the_fight_is_ok():
    e = engine_for("fids")
    run(e, ToggleFlag(cid="lia", flag="down"))
    assert state_of(e.party, e.adapter, "lia") == "down"
    run(e, Remove(cid="lia"))
    assert state_of(e.party, e.adapter, "lia") == "ok"
    assert state_of(e.party, e.adapter, "nobody") == "ok"


# --- Found by the sample at the translated HEAD (second round) ---------------------------------


def test_a_new_round_gives_back_the_actions_used_and_undo_takes_them_again():
    e = engine_for("ezd6")
    run(e, Ezd6Action(cid="brunhilda", difficulty=5, helpers=("sor-elena",), karma=1), 3, 4)
    assert fighter(e, "brunhilda").extra.used.action is True
    for _ in range(6):
        run(e, NextTurn())
    assert e.party.encounter.round == 1
    before = e.party.model_dump()
    run(e, NextTurn())  # the last turn of round 1 ends: round 2 starts with brunhilda
    assert e.party.encounter.round == 2
    assert turn_id(e) == "brunhilda"
    assert fighter(e, "brunhilda").extra.used == ActionsUsed()
    # sor-elena helped: her next action (in round 1) was lost, round 2 gives it back
    assert fighter(e, "sor-elena").extra.used == ActionsUsed()
    undone(e, before)
    assert fighter(e, "brunhilda").extra.used.action is True


def test_previous_turn_is_refused_when_everyone_is_down_in_a_later_round():
    e = engine_for("fids")
    for _ in FIDS_ORDER:
        run(e, NextTurn())
    assert (e.party.encounter.round, turn_id(e)) == (2, "donny")
    for cid in FIDS_ORDER:
        run(e, ToggleFlag(cid=cid, flag="down"))
    message = refused(e, PreviousTurn())
    assert "nobody can act" in message


def test_ezd6_has_no_initiative_roll():
    e = engine_for("ezd6")
    message = refused(e, RollInitiative(), 6, 6, 6, 6, 6, 6, 6)
    assert message.startswith("EZD6 ")


# --- Found by the sample at the final HEAD (third round) ----------------------------------------


def test_move_to_the_first_and_to_the_last_place():
    """The ends themselves are places: the second moves up to first, the one before last
    down to last; one step past either end is refused (test_generic_operations)."""
    e = engine_for("fids")
    before = e.party.model_dump()
    run(e, Move(cid="capitan-1", delta=-1))
    assert order(e)[:2] == ["capitan-1", "donny"]
    undone(e, before)
    run(e, Move(cid="tomas", delta=1))
    assert order(e)[-2:] == ["guardia-2", "tomas"]
    undone(e, before)


def test_a_validators_own_refusal_reaches_the_gm_without_pydantics_prefix():
    with pytest.raises(OpError) as caught:
        build(Ezd6Action, cid="brunhilda", difficulty=5, helpers=("brunhilda",))
    # A whole-model check has no field ("arguments") and its input, a table, is not shown.
    assert str(caught.value) == "ezd6_action.arguments: a combatant cannot help itself"


# --- Undo and redo of every generic operation ------------------------------------------------

# (system, set-up operations with their dice, the operation, its dice)
EVERY_OPERATION = [
    ("fids", [], NextTurn(), ()),
    ("fids", [(NextTurn(), ())], PreviousTurn(), ()),
    ("fids", [], SetTurn(cid="rakum"), ()),
    ("fids", [], RollInitiative(), (2, 6, 2, 5, 1, 6, 3)),
    ("fids", [], RollInitiative(cid="tomas"), (6,)),
    ("fids", [], SetInitiative(cid="tomas", value=9), ()),
    ("fids", [(SetInitiative(cid="tomas", value=9), ())], SortByInitiative(), ()),
    ("ezd6", [(Move(cid="pip", delta=-1), ())], SortByInitiative(), ()),
    ("fids", [], Move(cid="lia", delta=-1), ()),
    ("fids", [], Delay(cid="donny"), ()),
    ("fids", [(Delay(cid="donny"), ())], ReturnNow(cid="donny"), ()),
    ("fids", [], AddFromRoster(roster_id="guardia", count=2), (4, 1)),
    ("fids", [], QuickAdd(name="Rata", value=3, initiative=4), ()),
    ("fids", [(Remove(cid="lia"), ())], AddMember(cid="lia", initiative=3), ()),
    ("fids", [], Remove(cid="capitan-1"), ()),
    ("fids", [], EndFight(), ()),
    ("fids", [], AddCondition(cid="lia", name="Cegada", rounds=2, also=("tomas",)), ()),
    (
        "fids",
        [(AddCondition(cid="lia", name="Cegada"), ())],
        RemoveCondition(cid="lia", index=0),
        (),
    ),
    ("fids", [], SetNotes(cid="lia", text="vigila la puerta"), ()),
    ("ezd6", [], Damage(cid="ghoul-1", amount=1, also=("esqueleto-1",)), ()),
    ("ezd6", [(Damage(cid="pip", amount=1), ())], Heal(cid="pip", amount=1), ()),
    ("fids", [], Adjust(cid="lia", key="counter:0", delta=-2), ()),
    ("fids", [], AdjustParty(key="misfortune", delta=-3), ()),
    ("fids", [], ToggleFlag(cid="rakum", flag="dead"), ()),
    ("fids", [], ToggleFlag(cid="guardia-1", flag="hidden"), ()),
]


@pytest.mark.parametrize(
    ("system", "setup", "op", "dice"), EVERY_OPERATION, ids=lambda v: getattr(v, "op_name", None)
)
def test_every_generic_operation_undoes_and_redoes_exactly(system, setup, op, dice):
    e = engine_for(system)
    for step, step_dice in setup:
        run(e, step, *step_dice)
    before = e.party.model_dump()
    steps = len(e.history)
    outcome = run(e, op, *dice)
    after = e.party.model_dump()
    assert after != before and outcome.step is not None and len(e.history) == steps + 1
    assert e.undo() is not None
    assert e.party.model_dump() == before
    assert e.redo() is not None
    assert e.party.model_dump() == after
    assert e.redo() is None


# --- Found by the hold-out sample (seed 17) --------------------------------------------------


def test_sort_by_initiative_with_nobody_in_the_fight():
    e = engine_for("fids")
    for cid in FIDS_ORDER:
        run(e, Remove(cid=cid))
    outcome = run(e, SortByInitiative())
    assert order(e) == [] and e.party.encounter.turn == 0
    assert outcome.log == ["Order sorted by initiative"]


def test_end_fight_keeps_the_members_notes_in_the_tracker():
    e = engine_for("fids")
    e.party = edit_combatant(e.party, "lia", notes="guarda la llave")
    run(e, EndFight())
    assert fighter(e, "lia").notes == "guarda la llave"


def test_set_notes_logs_whose_notes_changed():
    e = engine_for("fids")
    outcome = run(e, SetNotes(cid="lia", text="vigila la puerta"))
    assert character_index(e.party)["lia"].notes == "vigila la puerta"
    assert outcome.log == ["Lía Sombraverde: notes updated"]


def test_default_target_from_one_not_in_the_fight_starts_at_the_top():
    e = engine_for("fids")
    assert default_target(e.party, e.adapter, "nobody", None) == "donny"


def test_default_target_can_be_the_one_just_before_the_actor():
    """The last step of the search: every other party member is down, and the one left up
    is right before the actor (found after going round the whole order)."""
    e = engine_for("fids")
    for cid in ("lia", "rakum", "tomas"):
        e.party = edit_combatant(e.party, cid, down=True)  # as saved in a file (no sinking)
    assert default_target(e.party, e.adapter, "capitan-1", None) == "donny"
    e.party = edit_combatant(e.party, "donny", down=True)
    assert default_target(e.party, e.adapter, "capitan-1", None) is None


def test_next_turn_finds_who_can_act_in_the_new_round_after_the_turn_was_given_back():
    e = engine_for("ryf")
    for _ in range(6):
        run(e, NextTurn())  # everyone but bandido-2 has acted in round 1
    run(e, SetTurn(cid="ruisenor"))  # the GM gives the turn back to the top
    for cid in ("ruisenor", "fred", "bandido-2"):
        run(e, Adjust(cid=cid, key="hp", delta=-60))  # HP typed in: dead, not sunk
    outcome = run(e, NextTurn())
    assert e.party.encounter.round == 2
    assert turn_id(e) == "nerea"
    assert outcome.log[-1] == "Turn: Nerea la Sabia"


@pytest.mark.parametrize(
    ("op", "args", "english", "spanish"),
    [
        (
            Move,
            {"delta": 2},
            "move.delta: Input should be -1 or 1 (got 2)",
            "move.delta: debe ser -1 o 1 (se escribió 2)",
        ),
        (
            AddCondition,
            {"name": "X", "until": "never"},
            "add_condition.until: Input should be 'turn_start', 'turn_end' or 'round_end' "
            "(got 'never')",
            "add_condition.until: debe ser 'turn_start', 'turn_end' o 'round_end' "
            "(se escribió 'never')",
        ),
    ],
)
def test_a_choice_outside_the_allowed_values_is_refused_in_the_console_s_language(
    op, args, english, spanish
):
    """The allowed values are listed in the GM's language ("o", not "or"): the refusal
    is the console's own sentence, not pydantic's English (found by mutation testing)."""
    from gmconsole import i18n

    with pytest.raises(OpError) as refusal:
        build(op, cid="donny", **args)
    assert str(refusal.value) == english
    i18n.set_language("es")
    try:
        with pytest.raises(OpError) as refusal:
            build(op, cid="donny", **args)
    finally:
        i18n.set_language("en")
    assert str(refusal.value) == spanish


def test_a_condition_name_is_offered_again_once_whatever_its_spaces():
    engine = engine_for("fids")
    assert engine.party.conditions_used == []
    run(engine, AddCondition(cid="donny", name=" Cegado "))
    run(engine, AddCondition(cid="lia", name="Cegado"))
    run(engine, AddCondition(cid="lia", name="Aturdida"))
    assert engine.party.conditions_used == ["Cegado", "Aturdida"]


def test_an_action_reports_whom_it_took_down_and_only_them():
    engine = engine_for("fids")
    outcome = run(engine, Damage(cid="guardia-1", amount=99, also=("guardia-2",)))
    assert outcome.fell == ["guardia-1", "guardia-2"]  # in the order's sequence
    outcome = run(engine, Damage(cid="capitan-1", amount=1))
    assert outcome.fell == []
    outcome = run(engine, Heal(cid="guardia-1", amount=5))
    assert outcome.fell == []
    outcome = run(engine, Damage(cid="guardia-1", amount=5))  # down again
    assert outcome.fell == ["guardia-1"]


def test_the_fight_journal_keeps_the_gm_s_pool_spent():
    engine = engine_for("fids")
    run(engine, AdjustParty(key="misfortune", delta=-2))
    (entry,) = engine.party.journal
    assert [(r.key, r.label, r.change) for r in entry.party_resources] == [
        ("misfortune", "Misfortune (GM)", -2)
    ]


def test_ezd6_a_newcomer_with_no_one_of_its_side_in_the_fight_goes_last():
    """EZD6 places by side: the party first, the enemies after. With every enemy gone,
    a quick-added one joins at the end, after the party."""
    engine = engine_for("ezd6")
    for cid in ("esqueleto-1", "esqueleto-2", "ghoul-1"):
        run(engine, Remove(cid=cid))
    run(engine, QuickAdd(name="Trasgo", value=3))
    assert order(engine) == ["brunhilda", "sor-elena", "pip", "aldric", "quick-1"]


def test_an_empty_name_is_refused_in_the_console_s_words():
    with pytest.raises(OpError) as refusal:
        build(QuickAdd, name="")
    assert str(refusal.value) == "quick_add.name: must not be empty (got '')"


def test_a_combatant_flagged_dead_is_a_death_in_the_fight_journal():
    engine = engine_for("fids")
    outcome = run(engine, ToggleFlag(cid="guardia-1", flag="dead"))
    assert outcome.log == ["Guardia del puerto 1: now dead"]
    (entry,) = engine.party.journal
    assert [(e.id, e.fell) for e in entry.effects] == [("guardia-1", "dead")]


def test_initiative_for_everyone_rolls_once_for_a_group():
    """FIDS: eight units (a group of two counts once) roll eight d6; the group's members
    share their leader's roll and stay together; the dead stay last."""
    engine = engine_for("fids")
    run(engine, ToggleFlag(cid="guardia-1", flag="dead"))
    run(engine, AddFromRoster(roster_id="guardia", count=2, group=True, initiative=7))
    run(engine, RollInitiative(), 1, 2, 3, 4, 5, 6, 2, 3)
    assert [(c.id, c.initiative) for c in engine.party.encounter.combatants] == [
        ("tomas", 6),
        ("rakum", 5),
        ("lia", 4),
        ("capitan-1", 3),
        ("donny", 2),
        ("guardia-2", 2),
        ("guardia-3", 1),
        ("guardia-4", 1),
        ("guardia-1", 3),
    ]


def test_ezd6_a_member_with_no_one_of_the_party_in_the_fight_goes_first():
    engine = engine_for("ezd6")
    for cid in ("brunhilda", "sor-elena", "pip", "aldric"):
        run(engine, Remove(cid=cid))
    run(engine, AddMember(cid="pip"))
    assert order(engine) == ["pip", "esqueleto-1", "esqueleto-2", "ghoul-1"]
