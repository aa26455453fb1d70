"""The EZD6 panel keeps one height whatever its mode (issue 36: the box jumped as the GM
went through attack, task, saves, potion with m), at 80x24 and 100x30."""

import pytest
from textual.containers import VerticalScroll

from gmconsole.systems.ezd6.panel import MODES, Ezd6Panel


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_panel_box_stays_put_through_the_modes(make_app, size):
    app = make_app("ezd6")
    async with app.run_test(size=size) as pilot:
        await pilot.press("t")
        await pilot.pause()
        seen = {}
        for _ in MODES:
            assert isinstance(app.screen, Ezd6Panel)
            region = app.screen.query_one(VerticalScroll).region
            seen[app.screen.mode] = (region.y, region.height)
            await pilot.press("m")
            await pilot.pause()
        assert len(seen) == len(MODES)
        assert len(set(seen.values())) == 1, seen
