"""FIDS: a full Damage (Daño) counter downs the combatant (the console's reading, as Eclipse
Phase's ruling; the FIDS text has no harm rule), with a log line; it sinks and shows
down in the tracker."""

from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


def _row(app, cid: str) -> str:
    tracker = app.screen.tracker
    row = [c.id for c in tracker.combatants].index(cid)
    return "".join(segment.text for segment in tracker.render_line(row))


async def test_full_harm_downs_a_guard(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "home", "down", "down", "down", "down")  # Guardia del puerto 1
        assert app.screen.tracker.selected_id == "guardia-1"
        await press(pilot, "d")
        await answer(pilot, "12")
        line = app.engine.party.log[-1].text
        assert line == (
            "Guardia del puerto 1: Damage 0 -> 10 (2 past the maximum; down: harm at its maximum)"
        ), line
        encounter = live(lambda: app.engine.party.encounter)
        assert encounter.combatants[-1].id == "guardia-1"  # down: sinks
        assert "DOWN" in _row(app, "guardia-1")
        await press(pilot, "h")
        await answer(pilot, "1")  # back up: returns to its initiative place (3)
        ids = [c.id for c in encounter.combatants]
        assert ids.index("guardia-1") == ids.index("rakum") + 1, ids


async def test_a_hurt_member_s_row_shows_the_harm_beside_the_energy(make_app):
    """Donny has Energy: her row shows the Damage she took too (play-test: it showed only
    the Energy, so a member's harm was nowhere in the tracker)."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "home")
        assert app.screen.tracker.selected_id == "donny"
        assert "Damage" not in _row(app, "donny")
        await press(pilot, "d")
        await answer(pilot, "3")
        row = _row(app, "donny")
        assert "Damage 3/10" in row and "Energy" in row, row
