"""A save killed with SIGKILL at any moment leaves the old or the new file, never a broken
one; the next save removes the temp files it left.

Deterministic first: the saving child stops just before each file-system call of a save
(link, replace, fsync, chmod, open, close, unlink: every step of backup and atomic write),
tells the parent through a pipe, and is killed there; before the final replace the file
is the old version, from it on the new. Then kills at random moments, started by a
handshake (the child says it is saving), for what the list of calls could miss.
"""

import io
import os
import random
import select
import signal
import time
from contextlib import contextmanager

import pytest

from gmconsole.storage import load_party, save_party
from gmconsole.systems.ryf.model import RyfParty

HOOKED = ("link", "replace", "unlink", "fsync", "chmod", "open", "close")
"""The os calls a save makes: the child can be stopped just before any of them."""


def big_party(name: str, count: int = 60) -> RyfParty:
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


@contextmanager
def os_calls(on_call):
    """Call ``on_call(name, args)`` before each hooked os call (in this process only)."""
    originals = {name: getattr(os, name) for name in HOOKED}

    def hook(name):
        def call(*args, **kwargs):
            on_call(name, args)
            return originals[name](*args, **kwargs)

        return call

    for name in HOOKED:
        setattr(os, name, hook(name))
    try:
        yield
    finally:
        for name, original in originals.items():
            setattr(os, name, original)


def calls_of_a_save(party, path) -> list[str]:
    calls: list[str] = []
    with os_calls(lambda name, args: calls.append(name)):
        save_party(party, path)
    return calls


def save_in_child_stopped_at(party, path, stop_at: int) -> bool:
    """Fork a child that saves ``party`` and stops just before its os call number
    ``stop_at``; kill it there. False when the save made fewer calls (it finished)."""
    ready_r, ready_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        try:
            os.close(ready_r)
            count = 0
            write, sleep = os.write, time.sleep

            def on_call(name, args):
                nonlocal count
                if count == stop_at:
                    write(ready_w, b"s")
                    while True:
                        sleep(60)  # the parent kills us here
                count += 1

            with os_calls(on_call):
                save_party(party, path)
            os.write(ready_w, b"d")
        finally:
            os._exit(0)
    os.close(ready_w)
    readable, _, _ = select.select([ready_r], [], [], 60)
    assert readable, "the saving child never answered"
    said = os.read(ready_r, 1)
    os.close(ready_r)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return said == b"s"


def leftovers(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def two_saves(folder, party) -> "os.PathLike":
    """A folder where ``party`` was saved twice (so a .bak exists): every kill starts here."""
    folder.mkdir()
    path = folder / "party.toml"
    save_party(party, path)
    save_party(party, path)
    return path


@pytest.mark.parametrize("count", [1, 60], ids=["small", "larger-than-write-buffer"])
def test_sigkill_before_each_step_of_a_save(tmp_path, count):
    old, new = big_party("old", count), big_party("new", count)
    first = two_saves(tmp_path / "count", old)
    assert (first.stat().st_size > io.DEFAULT_BUFFER_SIZE) == (count > 1)
    calls = calls_of_a_save(old, first)
    final_replace = max(i for i, name in enumerate(calls) if name == "replace")
    # The temp file is written and synced, gets its mode, replaces the file, then the
    # folder is synced: a kill anywhere before the replace keeps the old file whole.
    assert calls[final_replace - 3 :] == [
        "open",
        "fsync",
        "chmod",
        "replace",
        "open",
        "fsync",
        "close",
    ]
    for stop_at in range(len(calls) + 1):
        path = two_saves(tmp_path / f"kill-{stop_at}", old)
        stopped = save_in_child_stopped_at(new, path, stop_at)
        assert stopped == (stop_at < len(calls))
        where = f"killed before call {stop_at} {calls[stop_at : stop_at + 1]}"
        assert load_party(path) == (old if stop_at <= final_replace else new), where
        assert load_party(path.with_name("party.toml.bak")) == old, where
        save_party(new, path)  # the next save works and keeps the previous version
        assert load_party(path) == new, where
        assert load_party(path.with_name("party.toml.bak")) in (old, new), where
        assert leftovers(path.parent) == [], where


def test_sigkill_at_random_moments(tmp_path, long_run):
    path = tmp_path / "party.toml"
    versions = [big_party("old"), big_party("new")]
    save_party(versions[0], path)
    rng = random.Random(20261129)
    kills = 500 if long_run else 50
    for kill in range(kills):
        ready_r, ready_w = os.pipe()
        pid = os.fork()
        if pid == 0:  # child: save the two versions in turn until killed
            try:
                os.close(ready_r)
                os.write(ready_w, b"s")
                i = kill
                while True:
                    save_party(versions[i % 2], path)
                    i += 1
            finally:
                os._exit(0)
        os.close(ready_w)
        assert select.select([ready_r], [], [], 60)[0], "the saving child never started"
        os.read(ready_r, 1)
        os.close(ready_r)
        time.sleep(rng.uniform(0, 0.05))  # where it lands varies; what must hold does not
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        assert load_party(path) in versions
    save_party(versions[0], path)
    assert leftovers(tmp_path) == []
    assert load_party(path.with_name("party.toml.bak")) in versions
