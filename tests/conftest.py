import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import textual._wait
import textual.screen
from hypothesis import settings

import tests.systems as _systems
from tests.budget import LONG_FLAG

# Where PYTHONDONTWRITEBYTECODE is set (this machine sets it), every run, in every xdist
# worker, compiled the app again and rewrote every test module's asserts: about 8 s of CPU
# per worker. The suite keeps its compiled files (in the ignored __pycache__/ folders).
sys.dont_write_bytecode = False

# Pilot's pace. Every key ``pilot.press`` sends is followed by two ``wait_for_idle`` calls
# (textual/_wait.py), each sleeping in 1/50 s slices until a slice passes with almost no CPU
# used; 1/50 s is just over one frame at 60 fps, so an idle slice always held a frame. The
# Pilot tests spent about as long asleep in those slices as working (measured with
# /proc/<pid>/schedstat over tests/ui: 190 s asleep beside 168 s on a CPU, 4 workers), and
# that sleep is what kept the default run near 3 minutes on an idle 2-core machine. Here
# the slices are 1/200 s and the screens draw up to 500 frames a second, so a quiet slice
# still holds two frame ticks (what was dirty is drawn before a slice can count as idle)
# and the same checks run, the same frames drawn: asleep 63 s, on a CPU 156 s, same tests
# green. Both names are Textual's private module constants, read when used (the update
# timer's period when a screen makes it). The app itself keeps 60 fps: the real-terminal
# tests (tests/hardening/terminal.py) run it as shipped.
textual._wait.SLEEP_GRANULARITY = 1 / 200
textual._wait.SLEEP_IDLE = textual._wait.SLEEP_GRANULARITY / 20
textual.screen.UPDATE_PERIOD = 1 / 500

# Tests never assert on wall time: hypothesis's per-example deadline would make a loaded
# machine (2 cores, xdist) fail tests that are correct.
settings.register_profile("gmconsole", deadline=None)
settings.load_profile("gmconsole")

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "sample_parties"
"""The samples that ship with the console: only tests about the shipped files read them."""
SAMPLES = Path(__file__).resolve().parent / "fixtures" / "parties"
"""The tests' own copies of the samples (tests/fixtures/README.md says how to refresh them).
Tests copy these into a temp folder; nothing depends on the working tree's samples."""
SYSTEMS = _systems.SYSTEMS
"""Every registered system's id (tests/systems/<id>.py holds what the shared tests need
of each one)."""


def run_fresh(script: str, tmp_path: Path, system: str, *args: str) -> Any:
    """Run ``script`` in a fresh interpreter on a copy of ``system``'s fixture party (its
    path the first argument, then ``args``), with a private home and config, and return
    the JSON its last output line prints."""
    path = tmp_path / f"{system}.toml"
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "LANG": "C.UTF-8",
    }
    done = subprocess.run(
        [sys.executable, "-c", script, str(path), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture
def spanish():
    """The console and the rules in Spanish for one test, English again after it."""
    from gmconsole import i18n
    from rules import language

    i18n.set_language("es")
    language.set_language("es")
    yield
    i18n.set_language("en")
    language.set_language("en")


@pytest.fixture
def short_preview(monkeypatch):
    """The fight preview (P) stops at 10,000 simulated fights, not 20,000: the same
    figures, refinements, keys and layout (the count has as many digits), at half the
    CPU that its worker thread took from the other tests."""
    from gmconsole.widgets import fight_preview

    monkeypatch.setattr(fight_preview, "MAX_FIGHTS", 10_000)


@pytest.fixture
def sample_copy(tmp_path):
    """Copy a fixture party into a temp folder and return its path."""

    def copy(system: str) -> Path:
        target = tmp_path / f"{system}.toml"
        target.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
        return target

    return copy


@pytest.fixture(scope="session", autouse=True)
def private_data_home(tmp_path_factory):
    """Recent files and sample copies of every test go to a temp folder, never the
    user's (tests/ui gives each test its own; this covers the rest, per xdist worker)."""
    patch = pytest.MonkeyPatch()
    patch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data-home")))
    # The suite reads English unless a test asks for Spanish: neither the developer's
    # locale nor a saved language (config.toml) nor a keymap may change what it sees.
    patch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config-home")))
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        patch.setenv(name, "C.UTF-8")
    yield
    patch.undo()


def _shipped_state() -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(SHIPPED.iterdir())
        if p.is_file()
    }


@pytest.fixture(scope="session", autouse=True)
def shipped_samples_untouched():
    """No test writes inside sample_parties/: no rewrite, no .bak, no journal, no temp file.

    (A person editing the samples while the suite runs also trips this; run it again.)
    """
    before = _shipped_state() if SHIPPED.is_dir() else {}
    yield
    after = _shipped_state() if SHIPPED.is_dir() else {}
    assert after == before, (
        "sample_parties/ changed during the test run: "
        f"{sorted(set(after.items()) ^ set(before.items()))}"
    )


def pytest_addoption(parser):
    parser.addoption(
        "--long",
        action="store_true",
        default=False,
        help=(
            "heavier tests run their full amount (key presses, kills, examples, "
            "simulated fights: tests/budget.py)"
        ),
    )


def pytest_configure(config):
    # Read by tests/budget.py when the test modules are imported (xdist workers get the
    # same options, so each sets it for itself).
    os.environ[LONG_FLAG] = "1" if config.getoption("--long") else "0"


@pytest.fixture
def long_run(request) -> bool:
    return bool(request.config.getoption("--long"))


def pytest_collection_finish(session):
    """Python's cycle collector tuned for the suite's processes (no check changes: the
    same code runs, only when the collector walks the heap). Once the test modules are
    imported, what is there (modules, classes, hypothesis, Textual) stays for the whole
    run: frozen, so no full collection walks it again. The Pilot tests make objects at
    a great rate (strips, segments, styles for every frame), and CPython's default
    thresholds (700, 10, 10) ran a collection every few hundred of them: measured on the
    panel and tracker flows, 25% of their CPU (62.8 -> 47.0 s) for about 20 MB more
    memory per process. The app itself does the same after its first frame
    (gmconsole/launch_collector.py)."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)


@pytest.fixture(autouse=True)
def notifications_told(monkeypatch):
    """Every notification an app is asked to show in a test, as text, for ``told(app)``
    (Textual keeps them in a private list)."""
    from textual.app import App

    real = App.notify

    def notify(self, message, *args, **kwargs):
        self.__dict__.setdefault("told_texts", []).append(str(message))
        return real(self, message, *args, **kwargs)

    monkeypatch.setattr(App, "notify", notify)


def told(app) -> list[str]:
    """What ``app`` was asked to notify the GM of so far, oldest first."""
    return list(app.__dict__.get("told_texts", []))
