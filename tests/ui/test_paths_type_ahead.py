"""What the type-ahead queue does when the machine is slow."""

import asyncio

from gmconsole.screens.main_screen import MainScreen
from gmconsole.type_ahead import BUBBLE_TIMEOUT

SIZE = (120, 40)


async def test_a_slow_settle_after_a_bound_key_does_not_stop_the_console(make_app, monkeypatch):
    async def slow(self, message) -> None:  # the screen is busy for a while
        await asyncio.sleep(BUBBLE_TIMEOUT * 6)

    monkeypatch.setattr(MainScreen, "on_initiative_tracker_selected", slow, raising=False)
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down")  # bound on the tracker, which posts Selected
        await pilot.pause(BUBBLE_TIMEOUT * 8)
        assert app._exception is None
        assert isinstance(app.screen, MainScreen)
        assert app.screen.tracker.cursor == 1
