"""Key descriptions are translated when they are shown, not when their class is defined:
the language chosen after every module was imported (as here: the test process imported
them in English) is the one the footer, the help, the palette and Textual's Keys panel
speak, and a change of language shows at the next refresh."""

import io

from rich.console import Console
from textual.widgets import KeyPanel

from gmconsole.dialogs.help_dialog import HelpDialog
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.i18n import set_language
from gmconsole.screens.main_screen import MainScreen
from gmconsole.widgets.keys_footer import KeysFooter
from tests.pilot_keys import press, running
from tests.ui.conftest import make_app, private_data_folder

__all__ = ["make_app", "private_data_folder"]  # the console's fixtures, used here too

SIZE = (160, 45)


def footer_words(screen) -> list[str]:
    return [entry.description for entry in screen.query_one(KeysFooter).drawn]


def keys_panel_text(screen) -> str:
    """What Textual's Keys panel (palette: Keys) draws, as plain text."""
    table = screen.query_one(KeyPanel).children[0].render()
    console = Console(width=120, record=True, color_system=None, file=io.StringIO())
    console.print(table)
    return console.export_text()


async def test_the_language_chosen_after_the_imports_is_the_one_shown(make_app):
    set_language("es")
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        main = app.screen
        assert isinstance(main, MainScreen)
        words = footer_words(main)
        assert "Ayuda" in words and "Help" not in words, words
        assert main.query_one(KeysFooter).drawn[-1].description == "paleta"

        app.action_show_help_panel()
        await pilot.pause()
        shown = keys_panel_text(main)
        assert "Ayuda" in shown and "Salir" in shown, shown
        assert "Abrir la paleta de órdenes" in shown  # a binding's tooltip
        app.action_hide_help_panel()
        await pilot.pause()

        await press(pilot, "f1")
        assert isinstance(app.screen, HelpDialog)
        assert footer_words(app.screen) == ["Cerrar"]
        await press(pilot, "escape")

        await press(pilot, "t")  # the combat panel
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        words = footer_words(panel)
        assert {"Ayuda", "Tirar", "Cerrar"} <= set(words) and "Roll" not in words, words
        palette = [text for text, _ in panel.palette_actions()]
        assert any(text.startswith("Tirar (") for text in palette), palette
        await press(pilot, "f1")
        help_text = str(app.screen.query_one("Static").render())
        assert "Tirar" in help_text and "Roll" not in help_text
        await press(pilot, "escape")

        # The language changes under the open screen: its next refresh shows it.
        set_language("en")
        panel.refresh_bindings()
        await pilot.pause()
        words = footer_words(panel)
        assert {"Help", "Roll", "Close"} <= set(words) and "Tirar" not in words, words


async def test_textual_own_keys_are_shown_in_the_language_of_the_moment(make_app):
    """Textual's own bindings (a scrolling box's, the screen's focus keys) were rewritten
    in Textual's classes at launch; they are now translated when shown, both ways."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "t")  # a panel: its scrolling box's keys are Textual's

        def described() -> set[str]:
            return {b.description for _, b, _, _ in app.screen.active_bindings.values()}

        assert {"Focus Next", "Scroll Up"} <= described()
        set_language("es")
        assert {"Siguiente elemento", "Desplazar arriba"} <= described()
        assert not {"Focus Next", "Scroll Up"} & described()
        set_language("en")
        assert {"Focus Next", "Scroll Up"} <= described()


def test_every_screen_of_the_console_shows_its_keys_in_the_language():
    """A screen class of the console's that read Textual's ``active_bindings`` directly
    would show its keys in English whatever the language: each one goes through
    ``bindings_in_language`` (``ConsoleScreen``, ``DismissOnce``)."""
    import importlib
    import inspect
    import pkgutil

    from textual.screen import Screen

    import gmconsole
    from gmconsole.textual_words import bindings_in_language

    for module in pkgutil.walk_packages(gmconsole.__path__, "gmconsole."):
        if module.name.rsplit(".", 1)[-1] != "__main__":
            importlib.import_module(module.name)

    def subclasses(cls: type) -> list[type]:
        return [cls, *(found for sub in cls.__subclasses__() for found in subclasses(sub))]

    ours = [cls for cls in subclasses(Screen) if cls.__module__.startswith("gmconsole.")]
    assert len(ours) > 10
    for cls in ours:
        getter = inspect.getattr_static(cls, "active_bindings").fget
        assert "bindings_in_language" in getter.__code__.co_names, cls
    assert bindings_in_language({}) == {}
