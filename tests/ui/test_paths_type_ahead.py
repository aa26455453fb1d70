"""What the key queue does when the machine is slow, or a question is asked again."""

import asyncio

from gmconsole.screens.main_screen import MainScreen
from tests.live import live
from tests.pilot_keys import press, running

SIZE = (80, 24)
SLOW = 0.25
"""Seconds a busy screen takes over a message."""


async def test_a_slow_settle_after_a_bound_key_does_not_stop_the_console(make_app, monkeypatch):
    async def slow(self, message) -> None:  # the screen is busy for a while
        await asyncio.sleep(SLOW * 6)

    monkeypatch.setattr(MainScreen, "on_initiative_tracker_selected", slow, raising=False)
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.press("down")  # bound on the tracker, which posts Selected
        await pilot.pause(SLOW * 8)
        assert app._exception is None
        assert isinstance(app.screen, MainScreen)
        assert app.screen.tracker.cursor == 1


async def test_a_refused_entry_asked_again_does_not_hold_the_keyboard(make_app, monkeypatch):
    """A refused dice entry closes its dialog and at once opens the same question again:
    the keys typed next reach the new question (a hold for the closing one once kept the
    keyboard held for good)."""
    from textual.widgets import Input

    from gmconsole.dialogs.panel_screen import PanelScreen

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        for key in ["e", "8", "8", "enter"]:  # 88 is no d10: asked again, "88" kept
            await pilot.press(key)
        await pilot.pause()
        dialog = app.screen
        assert dialog is not panel
        await press(pilot, "5")
        assert dialog.query_one(Input).value.endswith("5"), "the key typed next never arrived"


async def test_a_refused_value_is_selected_so_the_correction_replaces_it(make_app):
    """A playtester typed 0, was told it must be 1 or more, typed 9 and got 09: the
    refused text now stays selected, so what is typed next replaces it."""
    from textual.widgets import Input

    from gmconsole.state.context import character_index

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        main = app.screen
        cid = main.tracker.selected_id
        character = live(lambda: character_index(app.engine.party)[cid])
        hp = character.hp
        await press(pilot, "d")
        dialog = app.screen
        field = dialog.query_one(Input)
        await press(pilot, "0", "enter")
        assert app.screen is dialog, "0 damage was accepted"
        await pilot.press("3")
        assert field.value == "3"
        await press(pilot, "enter")
        assert app.screen is main
        assert character.hp == hp - 3
