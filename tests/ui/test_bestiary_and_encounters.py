"""Before the fight (issue 23): the bestiary shared by every party of a system, added from
with `a` in one filterable list with the roster; prepared encounters started with `A` as
one undo step; enemies saved into the bestiary with `B`. Per system, keys only."""

import re
from pathlib import Path

import pytest

from gmconsole.bestiary import bestiary_path, entry_data, load_bestiary, store_entries
from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.fight_odds import why_none
from gmconsole.model.party import PreparedEncounter, PreparedEntry
from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from gmconsole.state.encounter_ops import AddCreature, StartPrepared
from gmconsole.storage import load_party, save_party
from gmconsole.systems import SYSTEMS
from tests.budget import each_system
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import type_text

SIZE = (80, 24)
GRIFFIN = "Zzgrifo"


def fill_bestiary(system: str, party) -> list[str]:
    """Seven creatures made from the party's first roster entry (so that with the roster
    the list is long enough to filter), then one broken entry at the end."""
    template = party.roster[0]
    names = [GRIFFIN, *(f"Criatura {n}" for n in range(6))]
    items = [entry_data(template, f"bestia-{n}", name) for n, name in enumerate(names)]
    store_entries(system, items)
    path = bestiary_path(system)
    path.write_text(
        path.read_text("utf-8") + '\n[[roster]]\nid = "roto"\nname = "Roto"\ncount = 0\n',
        "utf-8",
    )
    return [item["id"] for item in items]


def enemies(app) -> list[str]:
    index = character_index(app.engine.party)
    return [index[c.id].name for c in app.engine.party.encounter.combatants if c.side == "enemy"]


@each_system(sorted(SYSTEMS))
async def test_add_from_the_bestiary_by_filtering_undo_save_reload(system, make_app):
    app = make_app(system)
    fill_bestiary(system, load_party(app.path))
    bestiary = load_bestiary(system)
    assert len(bestiary.entries) == 7  # the broken entry is reported, the rest load
    assert bestiary.problems and all(
        line.startswith(f"bestiary/{system}.toml: roster[7]") for line in bestiary.problems
    )
    before = bestiary_path(system).read_bytes()
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "a")
        await type_text(pilot, "zzgr")
        await press(pilot, "enter")
        await press(pilot, "enter")  # count 1 (and no typed initiative)
        assert isinstance(app.screen, MainScreen)
        assert GRIFFIN in enemies(app)
        assert isinstance(app.engine.history.top.op, AddCreature)
        await pilot.press("ctrl+z")
        assert GRIFFIN not in enemies(app)
        await pilot.press("ctrl+y")
        assert GRIFFIN in enemies(app)
        await press(pilot, "ctrl+s")
        assert load_party(app.path) == app.engine.party
    assert bestiary_path(system).read_bytes() == before  # never rewritten by a load


def prepare(path: Path, system: str) -> None:
    """Three entries: two roster creatures (one twice) and a bestiary creature, placed
    far and shown to the players."""
    party = load_party(path)
    roster = party.roster
    prepared = PreparedEncounter(
        name="Emboscada en el paso",
        notes="De noche",
        entries=[
            PreparedEntry(creature=roster[0].id, count=2),
            PreparedEntry(creature="bestia-0", zone="far", hidden=False),
            PreparedEntry(creature=roster[1].id),
        ],
    )
    party = party.model_copy(update={"encounters": [prepared]})
    save_party(party, path)


@each_system(sorted(SYSTEMS))
async def test_start_a_prepared_encounter_in_two_keys_undo_redo_save(system, make_app, tmp_path):
    app = make_app(system)
    fill_bestiary(system, load_party(app.path))
    prepare(app.path, system)
    async with running(make_app(system), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        before = enemies(app)
        steps = len(app.engine.history)
        await press(pilot, "A", "1", "enter")
        added = [name for name in enemies(app) if name not in before]
        assert len(added) == 4 and GRIFFIN in added
        assert len(app.engine.history) == steps + 1
        assert isinstance(app.engine.history.top.op, StartPrepared)
        index = live(lambda: character_index(party))
        newcomers = [c for c in party.encounter.combatants if index[c.id].name in added]
        griffin = next(c for c in newcomers if index[c.id].name == GRIFFIN)
        assert not griffin.hidden and all(c.hidden for c in newcomers if c is not griffin)
        if app.engine.adapter.has_zones:
            assert griffin.extra.zone == "far"
        if app.engine.adapter.initiative_by_order():
            sides = [c.side for c in party.encounter.combatants]
            assert sides == sorted(sides, key=lambda side: side != "party")
        else:
            assert all(c.initiative is not None for c in newcomers)
        await pilot.press("ctrl+z")
        assert enemies(app) == before
        await pilot.press("ctrl+y")
        assert len(enemies(app)) == len(before) + 4
        await press(pilot, "ctrl+s")
        assert load_party(app.path) == party
        assert load_party(app.path).encounters[0].entries[1].zone == "far"


@each_system(sorted(SYSTEMS))
async def test_save_the_fight_as_a_prepared_encounter(system, make_app):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await press(pilot, "q")
        await type_text(pilot, "Trasgo 2")
        await press(pilot, "enter", "enter", "enter")
        in_fight = len(party.encounter.enemies)
        await press(pilot, "A")
        await press(pilot, str(len(party.encounters) + 1), "enter")  # the last option: save
        await type_text(pilot, "Otra vez")
        await press(pilot, "enter")
        saved = party.encounters[-1]
        assert saved.name == "Otra vez"
        assert sum(e.count for e in saved.entries) == in_fight
        roster_ids = {r.id for r in party.roster}
        assert {e.creature for e in saved.entries} <= roster_ids
        assert "trasgo" in roster_ids  # the quick-added enemy got a roster entry
        await pilot.press("ctrl+z")
        assert party.encounters == [] and "trasgo" not in {r.id for r in party.roster}
        await press(pilot, "ctrl+y", "ctrl+s")
        assert load_party(app.path) == party
        # Starting it brings the same creatures back.
        await press(pilot, "E", "y")
        await press(pilot, "A", "1", "enter")
        assert len(party.encounter.enemies) == in_fight


@each_system(sorted(SYSTEMS))
async def test_save_an_enemy_into_the_bestiary_asks_before_replacing(system, make_app):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        enemy = next(c for c in party.encounter.combatants if c.side == "enemy")
        app.screen.tracker.select_id(enemy.id)
        character = live(lambda: character_index(party)[enemy.id])
        await press(pilot, "B", "1", "enter")  # the selected enemy comes first
        await press(pilot, "enter")  # its id and name as offered
        saved = load_bestiary(system).entries
        head, _, number = enemy.id.rpartition("-")
        assert len(saved) == 1 and saved[0].id == (head if number.isdigit() else enemy.id)
        head, _, number = character.name.rpartition(" ")
        assert saved[0].name == (head if number.isdigit() else character.name)
        await press(pilot, "B", "1", "enter")
        await pilot.press("tab", "end")  # to the end of the name
        await type_text(pilot, " viejo")
        await press(pilot, "enter")
        await press(pilot, "n")  # do not replace
        assert load_bestiary(system).entries[0].name == saved[0].name
        await press(pilot, "B", "1", "enter")
        await pilot.press("tab", "end")  # to the end of the name
        await type_text(pilot, " viejo")
        await press(pilot, "enter")
        await press(pilot, "y")
        entries = load_bestiary(system).entries
        assert len(entries) == 1 and entries[0].name == saved[0].name + " viejo"


@pytest.mark.parametrize("system", [s for s in sorted(SYSTEMS) if why_none(s) is None])
async def test_the_list_shows_each_prepared_encounters_chance(system, make_app):
    """Issue 26: the party's chance against each prepared encounter, from its state now
    (the preview's model), beside the encounter in the list; it changes nothing."""
    app = make_app(system)
    fill_bestiary(system, load_party(app.path))
    prepare(app.path, system)
    async with running(make_app(system), size=SIZE) as (app, pilot):
        before = app.engine.party.model_dump(mode="json")
        await pilot.press("A")
        for _ in range(100):
            if isinstance(app.screen, ChoiceDialog):
                break
            await pilot.pause(0.05)
        label = app.screen.options[0][1]
        assert label.startswith("Emboscada en el paso") and "party wins " in label
        assert re.search(r"party wins \d+(\.\d)?% ±\d+(\.\d)?, about \d+ rounds?$", label), label
        await pilot.press("escape")
        assert app.engine.party.model_dump(mode="json") == before


@pytest.mark.parametrize("system", [s for s in sorted(SYSTEMS) if why_none(s) is not None])
async def test_no_chance_is_shown_where_the_system_has_no_preview(system, make_app):
    app = make_app(system)
    fill_bestiary(system, load_party(app.path))
    prepare(app.path, system)
    async with running(make_app(system), size=SIZE) as (app, pilot):
        await pilot.press("A")
        for _ in range(100):
            if isinstance(app.screen, ChoiceDialog):
                break
            await pilot.pause(0.05)
        assert "party wins" not in app.screen.options[0][1]
