"""Prepared encounters and creatures from the bestiary, on the plain engine: the fight kept
as a prepared encounter (one entry per creature, zone, visibility and group; a quick-added
enemy gets its own roster entry), a prepared encounter started (its log line names it
literally), a group's joining line with or without an initiative, and a newcomer the
party's checks reject refused with the first newcomer's own line. Written from the
survivors of a mutation sample of gmconsole/state (docs/mutation/state.md); the expected
entries and lines are written out from the fixture parties (tests/fixtures/parties)."""

import pytest

from gmconsole.registry import adapter_for
from gmconsole.state import operations as ops
from gmconsole.state.encounter_ops import (
    AddCreature,
    SavePrepared,
    Spawn,
    StartPrepared,
    prepared_from_fight,
)
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party
from rules.dice import ScriptedDice
from tests.conftest import SAMPLES
from tests.state.support import refused, run


def engine_for(system):
    return Engine(load_party(SAMPLES / f"{system}.toml"), ScriptedDice([]))


def roster_creature(engine, index=0):
    """A roster entry's stat block, as the bestiary list hands it to the operations."""
    return engine.party.roster[index].model_dump(mode="json", exclude_none=True)


def test_the_fight_as_a_prepared_encounter_one_entry_per_creature_zone_and_group():
    """EZD6 (zones): the fixture's two skeletons (near) make one entry of two, the ghoul
    (far) one of its own; a group of two joined from the roster stays one entry with
    ``group = true`` and keeps its hidden default; a quick-added enemy becomes a new
    roster entry named without its number."""
    engine = engine_for("ezd6")
    run(engine, ops.QuickAdd(name="Trasgo 2", value=5))
    run(engine, AddCreature(creature=roster_creature(engine), count=2, group=True))
    party = engine.party
    adapter = adapter_for("ezd6")
    encounter, new_roster = prepared_from_fight(party, set(), "Otra vez", "", adapter.zone_of)
    assert encounter == {
        "name": "Otra vez",
        "entries": [
            {"creature": "esqueleto", "count": 2, "hidden": False},
            {"creature": "ghoul", "zone": "far", "hidden": False},
            {"creature": "trasgo", "hidden": False},
            {"creature": "esqueleto", "count": 2, "group": True},
        ],
    }
    assert new_roster == [{"id": "trasgo", "name": "Trasgo", "strikes": 5, "strikes_max": 5}]
    # What it found saves as it is, and starts again the same creatures.
    run(engine, SavePrepared(encounter=encounter, new_roster=tuple(new_roster)))
    saved = engine.party.encounters[-1]
    assert (saved.name, [e.count for e in saved.entries]) == ("Otra vez", [2, 1, 1, 2])
    assert engine.party.roster[-1].id == "trasgo"


def test_the_fight_as_a_prepared_encounter_without_zones_with_notes_and_a_bestiary_id():
    """FIDS (no zones): an enemy numbered after a bestiary creature's id names that
    creature (no roster entry made); two quick-adds of one name get two roster entries;
    the notes are kept."""
    engine = engine_for("fids")
    bestiary_creature = roster_creature(engine) | {"id": "sicario", "name": "Sicario"}
    run(engine, AddCreature(creature=bestiary_creature, count=1, initiative=3))
    run(engine, ops.QuickAdd(name="Trasgo 2", value=5, initiative=2))
    run(engine, ops.QuickAdd(name="Trasgo 2", value=5, initiative=2))
    encounter, new_roster = prepared_from_fight(
        engine.party, {"sicario"}, "Muelle", "de noche", adapter_for("fids").zone_of
    )
    assert encounter == {
        "name": "Muelle",
        "entries": [
            {"creature": "capitan", "hidden": False},
            {"creature": "guardia", "count": 2, "hidden": False},
            {"creature": "sicario"},
            {"creature": "trasgo", "hidden": False},
            {"creature": "trasgo_2", "hidden": False},
        ],
        "notes": "de noche",
    }
    assert [(r["id"], r["name"]) for r in new_roster] == [
        ("trasgo", "Trasgo"),
        ("trasgo_2", "Trasgo"),
    ]


def test_a_prepared_encounter_logs_its_name_literally_and_who_came_in():
    engine = engine_for("ezd6")
    creature = roster_creature(engine)
    spawns = (Spawn(creature=creature, count=2, group=True), Spawn(creature=creature, zone="far"))
    outcome = run(engine, StartPrepared(name="Emboscada [b]x[/b]", spawns=spawns))
    assert outcome.log[-1] == (
        "Prepared encounter Emboscada [b]x[/b]: Esqueleto 3, Esqueleto 4, Esqueleto 5"
    )
    fighters = {c.id: c for c in engine.party.encounter.combatants}
    assert adapter_for("ezd6").zone_of(fighters["esqueleto-5"]) == "far"
    assert fighters["esqueleto-3"].group == fighters["esqueleto-4"].group == "esqueleto-group-1"
    assert fighters["esqueleto-5"].group is None


def test_a_group_joins_with_the_initiative_its_members_share():
    """FIDS, the order set: a typed initiative is the group's, said in one line."""
    engine = engine_for("fids")
    outcome = run(
        engine, AddCreature(creature=roster_creature(engine), count=3, group=True, initiative=7)
    )
    assert outcome.log == [
        "Guardia del puerto ×3 joins with initiative 7",
        "Joined the fight from the bestiary: Guardia del puerto 3, Guardia del puerto 4, "
        "Guardia del puerto 5",
    ]
    joined = [c for c in engine.party.encounter.combatants if c.group == "guardia-group-1"]
    assert [(c.id, c.initiative) for c in joined] == [
        ("guardia-3", 7),
        ("guardia-4", 7),
        ("guardia-5", 7),
    ]


def test_a_group_joins_without_an_initiative_while_the_order_is_not_set():
    """RyF's fixture has no initiatives yet: the group comes in unrolled, and says so."""
    engine = engine_for("ryf")
    outcome = run(engine, AddCreature(creature=roster_creature(engine), count=2, group=True))
    assert outcome.log == [
        "Bandido ×2 joins: no initiative yet (the order is not set)",
        "Joined the fight from the bestiary: Bandido 3, Bandido 4",
    ]


@pytest.mark.parametrize("group", [False, True])
def test_a_newcomer_the_checks_reject_is_refused_with_the_first_newcomer_s_line(group):
    """RyF without the charisma house option: two bandits with charisma, one by one or as a
    group; the refusal is the party check's own line and names the first of them (the
    fixture's fight has three enemies: ``enemies[3]``)."""
    engine = engine_for("ryf")
    assert not engine.party.options.charisma
    creature = roster_creature(engine)
    creature["attributes"]["charisma"] = 3
    spawns = (Spawn(creature=creature, count=2, group=group),)
    message = refused(engine, StartPrepared(name="X", spawns=spawns), 5, 6, 4, 3, 2, 7)  # 3d10 each
    assert message == (
        "encounter.enemies[3].attributes.charisma: needs options.charisma = true (got 3)"
    )


def test_a_stat_block_that_is_not_one_is_refused_naming_the_creature_and_the_field():
    engine = engine_for("fids")
    creature = roster_creature(engine) | {"name": "Orco"}
    creature["attributes"] = creature["attributes"] | {"strength": 99}
    assert refused(engine, AddCreature(creature=creature)) == (
        "cannot add 'Orco': attributes.strength: must be 1 to 5 (got 99)"
    )


def test_a_prepared_encounter_rolls_initiative_before_the_order_is_set():
    """RyF's fixture has no initiatives yet; a prepared encounter's enemies roll theirs
    (D + P + 1o3d10) as they come in, a group once for all; the fight starts (issue 36):
    everyone else without one rolls too, each placed by it, and the turn is the top's."""
    engine = engine_for("ryf")
    creature = roster_creature(engine)
    spawns = (Spawn(creature=creature, count=2, group=True), Spawn(creature=creature))
    rest = [4, 4, 4] * 7  # the 4 members and 3 enemies already there: 1o3d10 median 4
    outcome = run(engine, StartPrepared(name="Emboscada", spawns=spawns), 3, 5, 7, 2, 2, 9, *rest)
    assert outcome.log[:4] == [
        "Bandido ×2: initiative D 6 + P 5 + 1o3d10 median: (3,5,7)->5 + 11 = 16",
        "Bandido ×2 joins with initiative 16",
        "Bandido 5: initiative D 6 + P 5 + 1o3d10 median: (2,2,9)->2 + 11 = 13",
        "Prepared encounter Emboscada: Bandido 3, Bandido 4, Bandido 5",
    ]
    assert outcome.log[4].startswith("Ruiseñor: initiative D ")
    assert outcome.log[-1].startswith("Initiative order: ")
    encounter = engine.party.encounter
    rolled = {c.id: (c.initiative, c.tiebreak) for c in encounter.combatants}
    assert rolled["bandido-3"] == rolled["bandido-4"] == (16, 11)
    assert rolled["bandido-5"] == (13, 11)
    values = [c.initiative for c in encounter.combatants]
    assert None not in values and values == sorted(values, reverse=True)
    assert encounter.turn == 0


def test_a_group_of_two_moves_as_one_and_is_named_as_a_group():
    engine = engine_for("fids")
    run(engine, AddCreature(creature=roster_creature(engine), count=2, group=True, initiative=7))
    outcome = run(engine, ops.Move(cid="guardia-3", delta=1))
    # It joined above Donny, who has the turn; past him it is below the marker again.
    assert outcome.log == ["Guardia del puerto ×2 moved down to place 2: acts this round after all"]
    order = [c.id for c in engine.party.encounter.combatants]
    assert order[:4] == ["donny", "guardia-3", "guardia-4", "capitan-1"]


def test_quick_added_enemies_of_one_name_get_roster_ids_numbered_on():
    """Three quick-adds of ``Trasgo`` kept as a prepared encounter: ``trasgo``,
    ``trasgo_2``, ``trasgo_3`` (an id taken already is never reused)."""
    engine = engine_for("fids")
    for _ in range(3):
        run(engine, ops.QuickAdd(name="Trasgo", value=5, initiative=2))
    _, new_roster = prepared_from_fight(
        engine.party, set(), "Tres", "", adapter_for("fids").zone_of
    )
    assert [(r["id"], r["name"]) for r in new_roster] == [
        ("trasgo", "Trasgo"),
        ("trasgo_2", "Trasgo"),
        ("trasgo_3", "Trasgo"),
    ]


def test_a_prepared_encounter_on_an_empty_tracker_brings_the_party_in_too():
    """A party with nobody in the tracker (a new party, a file without its fight): the
    prepared encounter's start brings every member in, and everyone rolls (play-test)."""
    from rules.dice import RandomDice

    engine = Engine(load_party(SAMPLES / "fids.toml"), RandomDice(3))
    engine.party = engine.party.model_copy(update={"encounter": type(engine.party.encounter)()})
    creature = roster_creature(engine)
    engine.execute(StartPrepared(name="Emboscada", spawns=(Spawn(creature=creature),)))
    encounter = engine.party.encounter
    members = {m.id for m in engine.party.members}
    assert {c.id for c in encounter.combatants if c.side == "party"} == members
    assert None not in [c.initiative for c in encounter.combatants]
    assert encounter.turn == 0
    assert any(line.text.startswith("Joined the fight: ") for line in engine.party.log)
