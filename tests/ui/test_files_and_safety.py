"""Saving, quitting, recovery after a crash, hostile names, small terminals, bad files."""

import subprocess
import sys
from pathlib import Path

from textual.widgets import OptionList

from gmconsole.app import GMConsole
from gmconsole.recovery import find_recovery, journal_path
from gmconsole.screens.start_screen import StartScreen
from gmconsole.state.context import character_index
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES, SHIPPED, SYSTEMS
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, use_samples

SIZE = (80, 24)


async def test_save_writes_file_backup_and_keeps_the_history_journal(make_app):
    """The journal stays after a save (undo past the save survives a crash) and offers
    nothing to restore; quitting cleanly removes it."""
    app = make_app("ezd6")
    path = app.path
    original = path.read_bytes()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await answer(pilot, "2")
        assert journal_path(path).exists()
        await press(pilot, "ctrl+s")
        assert find_recovery(path).action_count == 0
        assert not app.engine.dirty
        await press(pilot, "ctrl+q")
        assert not journal_path(path).exists()
    assert path.with_name(path.name + ".bak").read_bytes() == original
    assert character_index(load_party(path))["brunhilda"].strikes == 3


async def test_recovery_after_a_crash(make_app, tmp_path):
    app = make_app("ryf", seed=9)
    path = app.path
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i", "n", "n", "d")
        await answer(pilot, "6")
        await pilot.press("ctrl+z", "n")
        expected = app.engine.party.model_dump()
    # The app ends without saving, like a crash: the party file is untouched.
    assert load_party(path).model_dump() != expected
    again = GMConsole(path=path, party=load_party(path), dice=RandomDice(0))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert again.screen.__class__.__name__ == "ConfirmDialog"
        await press(pilot, "y")
        assert again.engine.party.model_dump() == expected
        assert again.engine.dirty
        encounter = again.engine.party.encounter
        assert again.screen.tracker.selected_id == encounter.combatants[encounter.turn].id


async def test_recovery_declined_discards_journal(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.press("n")
    again = GMConsole(path=app.path, party=load_party(app.path), dice=RandomDice(0))
    async with again.run_test(size=SIZE) as pilot:
        await press(pilot, "n")
        assert again.engine.party.encounter.turn == 0
    assert not journal_path(app.path).exists()


async def test_small_terminals_do_not_crash(make_app):
    async with running(make_app("ezd6"), size=(80, 24)) as (app, pilot):
        await pilot.press("n", "t", "escape", "f1", "escape")
        assert app.screen.has_class("-narrow")
        for size in ((60, 20), (40, 12), (20, 6)):
            await pilot.resize_terminal(*size)
            await press(pilot, "n", "down", "tab")
        assert app.is_running


async def test_start_screen_lists_samples_and_opens_one(monkeypatch, tmp_path):
    use_samples(monkeypatch, SAMPLES)
    app = GMConsole(dice=RandomDice(1))
    opened = []
    monkeypatch.setattr(GMConsole, "open_party", lambda self, path: opened.append(path))
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, StartScreen)
        assert [p.name for p in app.screen.paths[: len(SYSTEMS)]] == [
            f"{system}.toml" for system in SYSTEMS
        ]
        await press(pilot, *["down"] * SYSTEMS.index("ryf"), "enter")
    # The GM plays a copy in the data folder; the shipped sample is never written to.
    copy = tmp_path / "data" / "gmconsole" / "parties" / "ryf.toml"
    assert opened and opened[0] == copy
    assert copy.read_bytes() == (SAMPLES / "ryf.toml").read_bytes()


async def test_a_sample_copy_keeps_the_fight_between_sessions(tmp_path, monkeypatch):
    from gmconsole.screens.start_screen import open_sample

    use_samples(monkeypatch, SAMPLES)
    copy = open_sample("ezd6")
    copy.write_text(copy.read_text(encoding="utf-8").replace("Brunhilda", "Brunilda"))
    assert open_sample("ezd6") == copy  # not copied again over the GM's fight
    assert "Brunilda" in copy.read_text(encoding="utf-8")
    app = GMConsole(dice=RandomDice(1))
    async with app.run_test(size=SIZE):
        options = app.screen.query_one(OptionList)
        ezd6, ryf = SYSTEMS.index("ezd6"), SYSTEMS.index("ryf")
        assert f"your copy: {copy}" in str(options.get_option_at_index(ezd6).prompt)
        assert "a new copy of ryf.toml" in str(options.get_option_at_index(ryf).prompt)


def test_check_command_passes_every_shipped_sample():
    """The shipped samples themselves (not the tests' copies) pass `gmconsole check`."""
    samples = sorted(str(p) for p in SHIPPED.glob("*.toml"))
    assert [Path(p).stem for p in samples] == sorted(SYSTEMS)
    result = subprocess.run(
        [sys.executable, "-m", "gmconsole.cli", "check", *samples],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    verdicts = [
        line.split(":")[0]
        for line in result.stdout.splitlines()
        if line.startswith(("OK ", "FAIL "))
    ]
    assert verdicts == [f"OK {p}" for p in samples]
