"""A prepared encounter started before anything happened starts the fight (issue 36):
everyone comes into the order by the system's rule (party members roll their initiative,
EZD6's players first), the turn goes to the top, and `i` then asks nothing. Started once a
round is under way, its enemies join as reinforcements and the turn stays where it was."""

import pytest

from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.model.party import PreparedEncounter, PreparedEntry
from gmconsole.screens.main_screen import MainScreen
from gmconsole.storage import load_party, save_party
from gmconsole.systems import SYSTEMS
from tests.conftest import told
from tests.edit import edit
from tests.pilot_keys import press, running
from tests.ui.conftest import order_ids, turn_holder

SIZE = (80, 24)


def prepare(make_app, system: str):
    """The sample with one prepared encounter (two of its first roster entry)."""
    app = make_app(system)
    party = load_party(app.path)
    entry = PreparedEntry(creature=party.roster[0].id, count=2)
    party = party.model_copy(
        update={"encounters": [PreparedEncounter(name="Emboscada", entries=[entry])]}
    )
    save_party(party, app.path)
    return make_app(system, seed=7)


@pytest.mark.parametrize("system", sorted(SYSTEMS))
async def test_a_new_fight_from_a_prepared_encounter_starts_at_the_top(system, make_app):
    async with running(prepare(make_app, system), size=SIZE) as (app, pilot):
        await press(pilot, "E", "y")  # the last fight ends: members stay, unordered
        assert app.engine.party.encounter.combatants
        assert all(c.side == "party" for c in app.engine.party.encounter.combatants)
        await pilot.press("A")
        await pilot.pause(0.5)
        await press(pilot, "1", "enter")
        encounter = app.engine.party.encounter
        sides = [c.side for c in encounter.combatants]
        assert sides.count("enemy") == 2
        assert encounter.turn == 0 and encounter.round == 1
        if app.engine.adapter.initiative_by_order():  # EZD6: players first, then enemies
            assert sides == sorted(sides, key=lambda side: side != "party")
        else:
            values = [c.initiative for c in encounter.combatants]
            assert None not in values
            assert values == sorted(values, reverse=True)
            assert any(line.text.startswith("Initiative order:") for line in app.engine.party.log)
        top = order_ids(app)[0]
        assert turn_holder(app) == top
        if app.engine.adapter.has_initiative:
            before = [(c.id, c.initiative) for c in encounter.combatants]
            await press(pilot, "i")  # nothing happened yet: re-rolls without asking
            assert isinstance(app.screen, MainScreen)
            assert not isinstance(app.screen, ConfirmDialog)
            assert [(c.id, c.initiative) for c in app.engine.party.encounter.combatants] != before


async def test_a_prepared_encounter_mid_fight_joins_as_reinforcements(make_app):
    async with running(prepare(make_app, "ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "i", "n")
        holder = turn_holder(app)
        members = {c.id: c.initiative for c in app.engine.party.encounter.combatants}
        await pilot.press("A")
        await pilot.pause(0.5)
        await press(pilot, "1", "enter")
        assert turn_holder(app) == holder
        after = {c.id: c.initiative for c in app.engine.party.encounter.combatants}
        assert {cid: after[cid] for cid in members} == members
        assert len(after) == len(members) + 2


async def test_where_initiative_is_typed_the_encounter_starts_and_says_so(make_app):
    """Eclipse Phase with its house option initiative_roll off: nobody rolls (the start
    was refused whole before), the GM is told to type each initiative as `i` says."""
    app = prepare(make_app, "eclipse_phase")
    party = load_party(app.path)
    party = edit(party, "options.initiative_roll", False)
    save_party(party, app.path)
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("E", "y", "A")
        await pilot.pause(0.5)
        await press(pilot, "1", "enter")
        encounter = app.engine.party.encounter
        assert [c.side for c in encounter.combatants].count("enemy") == 2
        assert all(c.initiative is None for c in encounter.combatants)
        assert encounter.turn == 0
        assert any("with e" in text for text in told(app))
