"""Textual's own notifications (ctrl+c's hint, the screenshot's) in the console's language."""

from pathlib import Path

import pytest
from textual import events
from textual.app import App
from textual.binding import Binding

from gmconsole import i18n
from gmconsole.app import GMConsole
from gmconsole.textual_words import TextualWords


class Small(TextualWords, App[None]):
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", priority=True)]

    def __init__(self) -> None:
        super().__init__()
        self.told: list[tuple[str, str]] = []

    def notify(self, message, *, title="", **options):
        self.told.append((title, message))
        super().notify(message, title=title, **options)


async def notifications(*events_to_post, keys=(), actions=()) -> list[tuple[str, str]]:
    app = Small()
    async with app.run_test(notifications=True) as pilot:
        for key in keys:
            await pilot.press(key)
        for event in events_to_post:
            app.post_message(event)
        for action in actions:
            await app.run_action(action)
        for _ in range(50):  # a screenshot is written in a thread
            await pilot.pause(0.02)
            if len(app.told) >= len(events_to_post) + len(actions) + len(keys):
                break
        return app.told


async def test_ctrl_c_says_how_to_quit_in_spanish():
    i18n.set_language("es")
    assert await notifications(keys=["ctrl+c"]) == [("¿Quieres salir?", "Pulsa ^q para salir")]


async def test_ctrl_c_in_english():
    assert await notifications(keys=["ctrl+c"]) == [("Do you want to quit?", "Press ^q to quit")]


async def test_the_screenshot_is_told_once_in_spanish(tmp_path):
    i18n.set_language("es")
    path = Path(tmp_path / "gm.svg")
    told = await notifications(
        events.DeliveryComplete(key="k", path=path, name="screenshot"),
        events.DeliveryFailed(key="k", exception=OSError("disk full"), name="screenshot"),
    )
    assert told == [
        ("Captura", f"Captura guardada en {path}"),
        ("Captura", "No se pudo guardar la captura"),
    ]


async def test_a_screenshot_taken_is_saved_and_told_in_spanish(tmp_path):
    """The screenshot action (the palette's "Captura") through Textual's delivery."""
    i18n.set_language("es")
    told = await notifications(actions=[f"screenshot('gm.svg', {str(tmp_path)!r})"])
    path = tmp_path / "gm.svg"
    assert path.read_text(encoding="utf-8").startswith("<svg")
    assert told == [("Captura", f"Captura guardada en {path}")]


def test_the_console_uses_textual_words():
    assert issubclass(GMConsole, TextualWords)


KEYS_SCRIPT = """
import asyncio, json, sys
from pathlib import Path

from gmconsole import cli
cli._use_language(sys.argv[2])  # what `gmconsole --lang` does before any import

from gmconsole.app import GMConsole
from gmconsole.storage import load_party
from rules.dice import RandomDice

async def main():
    path = Path(sys.argv[1])
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(1))
    async with app.run_test(size=(160, 45)) as pilot:
        await pilot.pause()
        bindings = list(app.screen.active_bindings.values())
        await pilot.press("t")  # a panel: its scrolling box's keys were Textual's English
        await pilot.pause()
        bindings += list(app.screen.active_bindings.values())
        print(json.dumps(sorted({b.description for _, b, _, _ in bindings if b.description})))

asyncio.run(main())
"""


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_keys_panel_lists_textual_bindings_in_the_language(tmp_path, lang):
    """The Keys panel shows the focused chain's bindings: Textual's own among them."""
    from tests.conftest import run_fresh

    described = set(run_fresh(KEYS_SCRIPT, tmp_path, "ryf", lang))
    spanish = {
        "Desplazar a la izquierda",
        "Siguiente elemento",
        "Copiar el texto seleccionado",
        "Ir al final",
    }
    english = {"Scroll Left", "Focus Next", "Copy selected text", "Scroll End", "Page Down"}
    shown, hidden = (spanish, english) if lang == "es" else (english, spanish)
    assert shown <= described and not hidden & described, described
