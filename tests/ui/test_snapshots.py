"""Snapshots of the main screen for each sample party (accept changes with
`uv run pytest --snapshot-update` after looking at them)."""

import pytest

from gmconsole.app import GMConsole
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES, SYSTEMS
from tests.pilot_keys import press


@pytest.mark.parametrize("system", SYSTEMS)
def test_main_screen(system, snap_compare, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / f"{system}.toml"
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(7))
    assert snap_compare(app, press=["n", "down"], terminal_size=(120, 36))


@pytest.mark.parametrize("system", SYSTEMS)
def test_panel(system, snap_compare, tmp_path, monkeypatch):
    """Each system's combat panel as it opens: options, what is rolled, the exact odds."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / f"{system}.toml"
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(7))
    assert snap_compare(app, press=["n", "t"], terminal_size=(120, 36))


@pytest.mark.parametrize("system", SYSTEMS)
def test_sheet_editor(system, snap_compare, tmp_path, monkeypatch):
    """Each system's sheet editor at 80x24 (k on whose turn it is): the rows its model
    gives, a problem under the form, and what the focused row takes."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / f"{system}.toml"
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(7))

    async def edit(pilot):
        await press(pilot, "k", "down", "down", "9", "9")
        pilot.app.screen.focused.cursor_blink = False  # the cursor steady, as drawn

    assert snap_compare(app, run_before=edit, terminal_size=(80, 24))
