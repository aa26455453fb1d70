"""The tracker's columns share the width sensibly: at 100 to 105 columns the FIDS guards
showed as two identical "Guardia del p…" rows next to 30 empty columns (playtest)."""

import pytest

from tests.pilot_keys import running


@pytest.mark.parametrize("width", [100, 103, 106, 120])
async def test_full_names_when_the_value_column_has_room_to_give(make_app, width):
    async with running(make_app("fids"), size=(width, 32)) as (app, pilot):
        await pilot.pause()
        tracker = app.screen.tracker
        rows = [
            "".join(segment.text for segment in tracker.render_line(y))
            for y in range(len(tracker.combatants))
        ]
        assert any("Guardia del puerto 1" in row for row in rows), rows
        assert any("Guardia del puerto 2" in row for row in rows), rows
        assert any("Energy" in row for row in rows), "the value column still shows"


async def test_at_80x24_the_whole_ezd6_fight_shows(make_app):
    """Playtest: at 80x24 the tracker showed 5 of 7 combatants (a horizontal scrollbar
    took a row, and the log four)."""
    async with running(make_app("ezd6"), size=(80, 24)) as (app, pilot):
        await pilot.pause()
        tracker = app.screen.tracker
        assert not tracker.show_horizontal_scrollbar
        assert tracker.scrollable_content_region.height >= len(tracker.combatants) == 7
