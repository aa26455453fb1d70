"""The log is not a focus stop that silently freezes (issue 11): Tab moves between the
tracker and the sidebar only; it shows the newest line; scrolled back, the log says so,
new lines leave what the GM reads in place, and L returns to the newest lines."""

from gmconsole.widgets.initiative_tracker import InitiativeTracker
from gmconsole.widgets.log_view import LogView
from gmconsole.widgets.resource_sidebar import ResourceSidebar
from tests.pilot_keys import press, running
from tests.ui.conftest import drawn

SIZE = (80, 24)


async def test_tab_moves_between_tracker_and_sidebar_only(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        seen = []
        for _ in range(4):
            seen.append(type(app.focused))
            await pilot.press("tab")
        assert LogView not in seen
        assert set(seen) == {InitiativeTracker, ResourceSidebar}


async def test_a_scrolled_back_log_says_so_stays_put_and_l_follows(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        for _ in range(12):
            await pilot.press("n")
        log = app.screen.query_one(LogView)
        log.scroll_to(y=0, animate=False)
        await pilot.pause()
        assert log.scrolled_back and "L" in str(log.border_subtitle)
        before = drawn(log)
        await press(pilot, "n", "n")  # new lines leave the view where it is
        assert drawn(log) == before and log.scrolled_back
        await press(pilot, "L")
        assert not log.scrolled_back and not log.border_subtitle


async def test_the_log_shows_the_newest_line_at_80x24(make_app):
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        for _ in range(15):
            await pilot.press("n")
        await pilot.pause()
        log = app.screen.query_one(LogView)
        shown = " ".join(" ".join(drawn(log)).split())  # the rows, wrapped or not
        newest = " ".join(log.entries[-1].split())
        assert newest.startswith("R3 ") and shown.endswith(newest), (newest, shown)


async def test_undo_redo_and_a_resize_keep_the_log_on_the_newest_line(make_app):
    """Play-test 3: after ctrl+z ctrl+y (the log shown anew), and after a resize, new
    lines went on below a log that no longer followed them, and nothing said so."""
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        log = app.screen.query_one(LogView)

        def newest_shown() -> bool:
            shown = " ".join(" ".join(drawn(log)).split())
            return shown.endswith(" ".join(log.entries[-1].split()))

        for _ in range(15):
            await pilot.press("n")
        await press(pilot, "ctrl+z", "ctrl+y", "n", "n")
        assert newest_shown() and not log.scrolled_back
        await pilot.resize_terminal(100, 30)
        await press(pilot, "n")
        await pilot.resize_terminal(80, 24)
        await press(pilot, "n", "n")
        assert newest_shown() and not log.scrolled_back
