"""The start screen and the GM's copies of the samples (issue 22): it says where the copies
live, offers a fresh copy of a sample once played (a new file; the played copy stays), and
marks a party whose session did not end cleanly with the unsaved actions to restore."""

import shutil

import pytest
from textual.widgets import OptionList

from gmconsole.app import GMConsole
from gmconsole.registry import SYSTEMS
from gmconsole.screens.main_screen import MainScreen
from gmconsole.screens.start_screen import StartScreen
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES, told
from tests.pilot_keys import press, running
from tests.ui.conftest import type_text, use_samples

SIZE = (80, 24)


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    folder = tmp_path / "shipped"
    shutil.copytree(SAMPLES, folder)
    use_samples(monkeypatch, folder)
    return folder


def options(app) -> list[str]:
    found = app.screen.query_one(OptionList)
    return [str(found.get_option_at_index(i).prompt) for i in range(found.option_count)]


def copies(tmp_path):
    return tmp_path / "data" / "gmconsole" / "parties"


async def test_the_copies_are_said_where_and_a_played_sample_is_offered_fresh(tmp_path, shipped):
    async with running(GMConsole(dice=RandomDice(1)), size=SIZE) as (app, pilot):
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        text = str(app.screen.query_one("#copies").render())
        assert f"Your copies of the samples are kept in {copies(tmp_path)}" in text
        assert not any("fresh copy" in line for line in options(app))  # none played yet
        await press(pilot, "down", "enter")  # RyF: the copy is made
        await press(pilot, "n", "ctrl+s", "ctrl+q")
    played = (copies(tmp_path) / "ryf.toml").read_bytes()
    again = GMConsole(dice=RandomDice(1))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = options(again)
        fresh = [i for i, line in enumerate(lines) if "fresh copy" in line]
        assert [lines[i] for i in fresh] == [
            "RyF sample party: start again in a fresh copy (ryf-2.toml)"
        ]
        again.screen.query_one(OptionList).highlighted = fresh[0]
        await press(pilot, "enter")
        assert isinstance(again.screen, MainScreen)
        assert again.path == copies(tmp_path) / "ryf-2.toml"
        assert again.engine.party == load_party(shipped / "ryf.toml")
    assert (copies(tmp_path) / "ryf.toml").read_bytes() == played  # the played copy stays


async def test_a_party_with_unsaved_actions_to_restore_is_marked(tmp_path, shipped):
    async with running(GMConsole(dice=RandomDice(1)), size=SIZE) as (app, pilot):
        await press(pilot, "down", "enter")  # RyF
        await press(pilot, "n", "n", "n", "ctrl+z")
    # killed: the next start shows it
    again = GMConsole(dice=RandomDice(1))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        ryf = next(line for line in options(again) if line.startswith("RyF sample party  ("))
        assert ryf.endswith("  · 2 unsaved actions to restore")
        assert not any("to restore" in line for line in options(again) if line != ryf)
        await press(pilot, "down", "enter")
        assert again.screen.__class__.__name__ == "ConfirmDialog"
        await press(pilot, "y")
        await press(pilot, "ctrl+z", "ctrl+z")  # back to the file: nothing left to restore
        assert not again.engine.dirty
    third = GMConsole(dice=RandomDice(1))
    async with third.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not any("to restore" in line for line in options(third))


async def test_a_new_party_says_the_whole_path_it_was_written_to(tmp_path, lang):
    """Play-test (80x24): ctrl+n took ``/tmp/x/nodir/lobos.txt``, made the folder and wrote
    ``lobos.txt.toml`` without a word on screen about where the file went."""
    said = {
        "en": "New party written to {path} (its folder was created)",
        "es": "Grupo nuevo escrito en {path} (se creó su carpeta)",
    }[lang]
    typed = tmp_path / "nodir" / "lobos.txt"
    async with running(GMConsole(dice=RandomDice(1)), size=(80, 24)) as (app, pilot):
        await press(pilot, "ctrl+n", str(list(SYSTEMS).index("ryf") + 1), "enter")
        await type_text(pilot, "Lobos")
        await press(pilot, "enter")
        await type_text(pilot, str(typed))  # over the folder shown, selected
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        written = tmp_path / "nodir" / "lobos.txt.toml"
        assert app.path == written and written.exists()
        assert said.format(path=written) in told(app), told(app)
