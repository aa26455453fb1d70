"""l opens the whole log, to read back with the keyboard: the log box shows only its
last lines (two at 80x24) and scrolled back only with the mouse wheel."""

from textual.containers import VerticalScroll

from gmconsole.dialogs.log_dialog import LogDialog
from gmconsole.screens.main_screen import MainScreen
from tests.pilot_keys import press, running

SIZE = (80, 24)


async def test_the_whole_log_reads_back_with_the_keyboard(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        for _ in range(30):
            await pilot.press("n")
        await press(pilot, "l")
        dialog = app.screen
        assert isinstance(dialog, LogDialog)
        assert len(dialog.lines) == len(app.engine.party.log) >= 30
        assert dialog.lines[0].startswith("R1 ")
        scroll = dialog.query_one(VerticalScroll)
        assert scroll.has_focus
        await pilot.pause()
        assert scroll.scroll_y == scroll.max_scroll_y > 0, "opens on the newest lines"
        await press(pilot, "pageup")
        assert scroll.scroll_y < scroll.max_scroll_y
        await press(pilot, "home")
        assert scroll.scroll_y == 0
        footer = str(dialog.query_one("KeysFooter").render())
        assert "esc Close" in footer and "home Oldest" in footer and "end Newest" in footer
        await press(pilot, "escape")
        assert isinstance(app.screen, MainScreen)


async def test_a_hostile_line_is_shown_as_written(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "c", *"[/]", "enter", "enter")
        await press(pilot, "l")
        dialog = app.screen
        assert isinstance(dialog, LogDialog)
        assert any("[/]" in line for line in dialog.lines)
