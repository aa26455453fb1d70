"""A keymap that breaks the console is refused with a message naming the file, the entry
and what is allowed (issue 22): a key given two meanings in one place, a key name Textual
does not know; and a moved key keeps its place in the footer."""

import shutil

from gmconsole.app import GMConsole
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.storage import load_party
from gmconsole.widgets.keys_footer import KeysFooter
from rules.dice import RandomDice
from tests.conftest import SAMPLES, told
from tests.pilot_keys import press


def _app(tmp_path, monkeypatch, keymap: str) -> GMConsole:
    config = tmp_path / "config"
    (config / "gmconsole").mkdir(parents=True, exist_ok=True)
    if keymap:
        (config / "gmconsole" / "keymap.toml").write_text(keymap, encoding="utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    path = tmp_path / "ryf.toml"
    shutil.copy(SAMPLES / "ryf.toml", path)
    return GMConsole(path=path, party=load_party(path), dice=RandomDice(1))


def _messages(app) -> list[str]:
    return told(app)


async def test_a_key_given_two_meanings_is_refused(tmp_path, monkeypatch):
    app = _app(tmp_path, monkeypatch, '"tracker.damage" = "t"\n')
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        (message,) = _messages(app)
        assert "keymap.toml" in message and "tracker.damage = 't'" in message
        assert "tracker.test" in message
        await press(pilot, "t")  # still the test panel
        assert isinstance(app.screen, PanelScreen)


async def test_a_key_textual_does_not_know_is_refused(tmp_path, monkeypatch):
    app = _app(tmp_path, monkeypatch, '"panel.roll" = "ctrl+shift+banana"\n')
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        (message,) = _messages(app)
        assert "keymap.toml: panel.roll = 'ctrl+shift+banana'" in message
        assert "is not a key Textual knows" in message and "f1..f24" in message
        await press(pilot, "t", "r")  # r still rolls
        assert app.screen.rolled


async def test_a_moved_key_keeps_its_place_in_the_footer(tmp_path, monkeypatch):
    default = _app(tmp_path / "a", monkeypatch, "")
    async with default.run_test(size=(110, 30)) as pilot:
        await pilot.pause()
        before = [entry.description for entry in default.screen.query_one(KeysFooter).drawn]
    moved = _app(tmp_path / "b", monkeypatch, '"tracker.next_turn" = "N"\n')
    async with moved.run_test(size=(110, 30)) as pilot:
        await pilot.pause()
        drawn = moved.screen.query_one(KeysFooter).drawn
        assert [entry.description for entry in drawn] == before
        assert ("N", "Next") in [(entry.key, entry.description) for entry in drawn]
