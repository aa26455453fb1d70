"""The console is killed after N actions; restarted on the same file, the recovery offer
brings back all N."""

import asyncio
import json
import os
import random
import signal
import time

import pytest

from gmconsole.app import GMConsole
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES, SYSTEMS
from tests.pilot_keys import press
from tests.systems import support

PLAYED = [s for s in SYSTEMS if hasattr(support(s), "PLAY_KEYS")]
"""The systems whose test module gives key groups a GM presses in a fight (PLAY_KEYS)."""


async def play(path, keys, seed):
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(seed))
    async with app.run_test(size=(80, 24)) as pilot:
        for group in keys:
            await press(pilot, *group)
        return app.engine.party.model_dump(mode="json")


async def restore(path):
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.__class__.__name__ == "ConfirmDialog"
        await press(pilot, "y")
        return app.engine.party.model_dump(mode="json")


@pytest.mark.parametrize("system", PLAYED)
def test_killed_while_playing(system, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / f"{system}.toml"
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    original = path.read_bytes()
    rng = random.Random(7)
    keys = [rng.choice(support(system).PLAY_KEYS) for _ in range(12)]
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: play, report the state, then wait to be killed
        try:
            os.close(read)
            state = asyncio.run(play(path, keys, seed=3))
            os.write(write, json.dumps(state).encode())
            os.close(write)
            time.sleep(60)
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as stream:
        expected = json.loads(stream.read().decode())
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    assert path.read_bytes() == original, "nothing was saved: the file is untouched"
    assert asyncio.run(restore(path)) == expected
