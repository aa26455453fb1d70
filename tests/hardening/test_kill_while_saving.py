"""A save killed with SIGKILL at a random moment leaves the old or the new file, never a
broken one; the next save removes the temp files it left."""

import os
import random
import signal
import time

from gmconsole.storage import load_party, save_party
from gmconsole.systems.ryf.model import RyfParty


def big_party(name: str, count: int = 300) -> RyfParty:
    attributes = {
        "strength": 6,
        "resistance": 5,
        "dexterity": 6,
        "intelligence": 4,
        "perception": 5,
    }
    enemies = [
        {
            "id": f"e{i}",
            "name": f"{name} {i}",
            "hp": 20,
            "attributes": attributes,
            "notes": "x" * 200,
        }
        for i in range(count)
    ]
    return RyfParty.model_validate(
        {
            "system": "ryf",
            "name": name,
            "encounter": {
                "enemies": enemies,
                "combatants": [{"id": f"e{i}", "side": "enemy"} for i in range(count)],
            },
        }
    )


def test_sigkill_during_saves(tmp_path, long_run):
    path = tmp_path / "party.toml"
    versions = [big_party("old"), big_party("new")]
    save_party(versions[0], path)
    rng = random.Random(20261129)
    kills = 1000 if long_run else 100
    seen = set()
    for kill in range(kills):
        pid = os.fork()
        if pid == 0:  # child: save the two versions in turn until killed
            try:
                i = kill  # start with either version, so both are seen even on a slow machine
                while True:
                    save_party(versions[i % 2], path)
                    i += 1
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0, 0.15))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        party = load_party(path)
        assert party.name in ("old", "new")
        assert party in versions
        seen.add(party.name)
    assert seen == {"old", "new"}, "the kills should land at different moments"
    save_party(versions[0], path)
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]
    assert leftovers == []
    assert load_party(path.with_name("party.toml.bak")) in versions
