"""A recovery replays the journal before the GM pressed any key, so before anything else
imported the operations (the main screen loads them on first use): the engine registers
them itself. Run in a fresh interpreter, where no other test imported them first."""

import subprocess
import sys

from tests.conftest import SAMPLES

SCRIPT = """
import sys
from pathlib import Path
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party
from rules.dice import RandomDice

assert "gmconsole.state.operations" not in sys.modules
engine = Engine(load_party(Path(sys.argv[1])), RandomDice(1))
before = engine.party.encounter.turn
applied = engine.replay([{"op": "next_turn", "args": {}}])
print(applied, engine.party.encounter.turn != before)
"""


def test_a_journal_replays_before_any_operation_was_imported(tmp_path):
    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["1", "True"]
