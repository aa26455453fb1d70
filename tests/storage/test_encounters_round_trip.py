"""Prepared encounters (``[[encounters]]``) save and load back the same whatever the GM
typed, and the operations that use them survive recovery: a journal replayed in a fresh
interpreter rebuilds the same fight (the bestiary's stat blocks travel in the journal, so
a bestiary changed or gone since does not change the replay)."""

import subprocess
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmconsole.bestiary import entry_data
from gmconsole.model.party import PreparedEncounter, PreparedEntry
from gmconsole.recovery import Journal, find_recovery
from gmconsole.state.encounter_ops import AddCreature, SavePrepared, Spawn, StartPrepared
from gmconsole.state.engine import Engine
from gmconsole.storage import dump_party, load_party, parse_party, save_party
from rules.dice import RandomDice
from tests.budget import amount
from tests.conftest import SAMPLES, SYSTEMS
from tests.edit import edit
from tests.storage.test_toml_format import TEXT, whole_file_equals_chunks

ENTRY = st.builds(
    PreparedEntry,
    creature=st.from_regex(r"[A-Za-z0-9_-]{1,64}", fullmatch=True),
    count=st.integers(1, 50),
    zone=st.sampled_from([None, "near", "far", "out"]),
    hidden=st.booleans(),
    group=st.booleans(),
)
PREPARED = st.builds(
    PreparedEncounter,
    name=TEXT.filter(bool),
    notes=TEXT,
    entries=st.lists(ENTRY, max_size=4),
)


EXAMPLES = amount(40, 150)


@settings(max_examples=EXAMPLES, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(system=st.sampled_from(SYSTEMS), encounters=st.lists(PREPARED, max_size=3))
def test_prepared_encounters_survive_save_and_load(system, encounters, sample_copy):
    path = sample_copy(system)
    party = load_party(path)
    party = edit(party, "encounters", encounters)
    whole_file_equals_chunks(party)
    assert parse_party(dump_party(party)) == party
    save_party(party, path)
    assert load_party(path) == party


def _ops(party):
    creature = entry_data(party.roster[0], "bestia", "Bestia del bestiario", 2)
    roster_entry = party.roster[-1].model_dump(mode="json", exclude_none=True)
    return [
        AddCreature(creature=creature, count=2),
        StartPrepared(
            name="Emboscada",
            spawns=(
                Spawn(creature=creature, count=1, zone="far", hidden=False),
                Spawn(creature=roster_entry, count=3),
            ),
        ),
        SavePrepared(
            encounter={"name": "Guardada", "entries": [{"creature": "bestia-nueva"}]},
            new_roster=(entry_data(party.roster[0], "bestia-nueva", "Nueva"),),
        ),
    ]


REPLAY = """
import json, sys
from pathlib import Path
from gmconsole.recovery import find_recovery
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.edit import edit, edits

path = Path(sys.argv[1])
assert "gmconsole.state.encounter_ops" not in sys.modules
engine = Engine(load_party(path), RandomDice(99))
pending = find_recovery(path)
engine.restore(pending)
print(json.dumps(engine.party.model_dump(mode="json")))
"""


def test_bestiary_and_prepared_operations_replay_in_a_fresh_process(tmp_path):
    import json

    for system in SYSTEMS:
        path = tmp_path / f"{system}.toml"
        path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
        engine = Engine(load_party(path), RandomDice(5), Journal(path))
        for op in _ops(engine.party):
            engine.execute(op)
        engine.undo()
        engine.redo()
        at_kill = engine.party.model_dump(mode="json")
        assert engine.party.encounters[-1].name == "Guardada"
        engine.journal.close()
        done = subprocess.run(
            [sys.executable, "-c", REPLAY, str(path)], capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout) == at_kill, system
        # The same in this process, through the console's own restart path.
        again = Engine(load_party(path), RandomDice(0), Journal(path))
        again.restore(find_recovery(path))
        assert again.party.model_dump(mode="json") == at_kill


def test_undo_of_a_prepared_encounter_is_one_step(tmp_path):
    for system in SYSTEMS:
        party = load_party(SAMPLES / f"{system}.toml")
        engine = Engine(party, RandomDice(3))
        before = party.model_dump(mode="json")
        engine.execute(_ops(party)[1])
        assert len(engine.history) == 1
        assert len(engine.party.encounter.enemies) > len(before["encounter"].get("enemies", []))
        engine.undo()
        assert engine.party.model_dump(mode="json") == before
