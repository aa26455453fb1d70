"""The palette's "Language: Español / English" saves the choice for the next start, and
the console's chrome (key names, Textual's own commands) reads as a person says it."""

import tomllib
from pathlib import Path

from textual.widgets import Static

from gmconsole import i18n
from gmconsole.app import GMConsole
from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.help_dialog import HelpDialog
from gmconsole.storage import load_party
from gmconsole.textual_words import key_name
from rules.dice import RandomDice
from tests.conftest import SAMPLES, told
from tests.pilot_keys import press, running


def make(tmp_path, system="fids") -> GMConsole:
    path = tmp_path / f"{system}.toml"
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    return GMConsole(path=Path(path), party=load_party(path), dice=RandomDice(1))


async def test_the_palette_command_writes_the_config_file(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    async with running(make(tmp_path), size=(80, 24), notifications=True) as (app, pilot):
        await press(pilot, "ctrl+p")
        for key in "Language":
            await pilot.press(key)
        await pilot.pause(0.3)
        await press(pilot, "enter")
        assert isinstance(app.screen, ChoiceDialog)
        assert [label for _, label in app.screen.options] == ["Español", "English"]
        await press(pilot, "1", "enter")
        messages = told(app)
    config = i18n.config_path()
    assert config.parent.parent == tmp_path / "config"
    assert tomllib.loads(config.read_text(encoding="utf-8")) == {"language": "es"}
    # It applies at the next start, and says so in both languages.
    assert i18n.language() == "en"
    said = "\n".join(messages)
    assert "It applies at the next start." in said
    assert "Se aplica la próxima vez que abras la consola." in said


async def test_help_names_keys_as_people_do(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    async with running(make(tmp_path), size=(80, 24)) as (app, pilot):
        await press(pilot, "f1")
        assert isinstance(app.screen, HelpDialog)
        text = str(app.screen.query_one(Static).render())
    assert "left_square_bracket" not in text and "right_square_bracket" not in text
    lines = text.splitlines()
    assert any(line.startswith("[ ") and "move the selected combatant up" in line for line in lines)
    assert any(line.startswith("space ") for line in lines)
    assert any(line.startswith("ctrl+s ") for line in lines)


def test_textual_commands_and_key_names_in_spanish(tmp_path):
    from textual.binding import Binding

    app = make(tmp_path)
    i18n.set_language("es")
    assert app.get_key_display(Binding("space", "x")) == "espacio"
    assert app.get_key_display(Binding("left_square_bracket", "x")) == "["
    assert key_name("delete") == "supr" and key_name("ctrl+s") == "ctrl+s"

    class FakeScreen:
        maximized = None
        focused = None

        def query(self, _):
            return []

    titles = [c.title for c in app.get_system_commands(FakeScreen())]  # type: ignore[arg-type]
    assert titles[:3] == ["Tema", "Salir", "Teclas"]
    assert "Captura" in titles and "Idioma: Español / English" in titles
