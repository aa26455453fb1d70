"""Who keeps their turn when a delayed combatant comes back in (issue 36): the one
interrupted gets its turn back after, unless it had already rolled this turn: then it keeps
"acted" and the turn moves past it. A roll also makes `i` ask before re-rolling everyone."""

import pytest

from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, turn_holder

SIZE = (80, 24)


def acted(app, cid) -> bool:
    return next(c for c in app.engine.party.encounter.combatants if c.id == cid).acted


async def the_capitana_s_turn(app, pilot, rolled: bool) -> None:
    """Donny delays: the Capitana's turn, on which she rolls (applied) if ``rolled``."""
    await press(pilot, "w")
    assert turn_holder(app) == "capitan-1"
    if rolled:
        await pilot.press("t", "e")
        await answer(pilot, "2 3 6")
        await press(pilot, "enter")


@pytest.mark.parametrize("rolled", [True, False])
async def test_an_interrupted_combatant_who_rolled_keeps_acted(make_app, rolled):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await the_capitana_s_turn(app, pilot, rolled)
        await press(pilot, "b")  # Donny comes back in, interrupting her
        assert turn_holder(app) == "donny"
        assert acted(app, "capitan-1") is rolled
        await press(pilot, "n")  # Donny's turn ends
        assert turn_holder(app) == ("lia" if rolled else "capitan-1")


async def test_i_asks_once_someone_has_rolled_even_before_n(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "i")  # nothing happened: no question
        assert not isinstance(app.screen, ConfirmDialog)
        await pilot.press("t", "e")
        await answer(pilot, "2 3 6")
        await press(pilot, "enter")
        await press(pilot, "i")  # the first combatant rolled: the fight is under way
        assert isinstance(app.screen, ConfirmDialog)


@pytest.mark.parametrize("rolled", [True, False])
async def test_enter_giving_the_turn_away_ends_a_turn_played(make_app, rolled):
    """Play-test 32: Ruiseñor attacked (applied), the GM gave the turn to another row with
    enter, and her row never read "acted" (`n` would have said so). A turn played ends as
    `n` ends it; one not played (the enter puts a misplaced marker right) stays open."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await the_capitana_s_turn(app, pilot, rolled)
        tracker = app.screen.tracker
        index = next(i for i, row in enumerate(tracker.rows) if row.key == "lia")
        await press(pilot, "home", *["down"] * index, "enter")  # the turn to Lía
        assert turn_holder(app) == "lia"
        row = next(i for i, row in enumerate(tracker.rows) if row.key == "capitan-1")
        shown = tracker.render_line(row - tracker.scroll_offset.y).text
        assert ("acted" in shown.split()) is rolled, shown
