"""The log is not a focus stop that silently freezes (issue 11): Tab moves between the
tracker and the sidebar only; scrolled back, the log says so, and L returns to the
newest lines."""

from gmconsole.widgets.initiative_tracker import InitiativeTracker
from gmconsole.widgets.log_view import LogView
from gmconsole.widgets.resource_sidebar import ResourceSidebar

SIZE = (120, 40)


async def test_tab_moves_between_tracker_and_sidebar_only(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        seen = []
        for _ in range(4):
            seen.append(type(app.focused))
            await pilot.press("tab")
        assert LogView not in seen
        assert set(seen) == {InitiativeTracker, ResourceSidebar}


async def test_a_scrolled_back_log_says_so_and_l_follows(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(12):
            await pilot.press("n")
        log = app.screen.query_one(LogView)
        log.scroll_to(y=0, animate=False)
        await pilot.pause()
        assert log.scrolled_back and "L" in str(log.border_subtitle)
        await pilot.press("L")
        await pilot.pause()
        assert not log.scrolled_back and not log.border_subtitle
