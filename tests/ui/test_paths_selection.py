"""After each key that reorders the fight, the highlight stays on the same combatant and
the tracker, the combat box and the resource sidebar name that combatant (issue 11): the
monkey's invariant, on a known sequence rather than random keys."""

import pytest

from gmconsole.screens.main_screen import MainScreen
from tests.hardening.invariants import check_selection_agrees
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


async def test_the_selection_follows_the_combatant_through_every_reorder(make_app):
    async with running(make_app("fids", seed=3), size=SIZE) as (app, pilot):
        tracker = app.screen.tracker
        await pilot.press("down", "down")
        chosen = tracker.selected_id
        order = [c.id for c in app.engine.party.encounter.combatants]
        assert order.index(chosen) == 2
        steps = [
            ["right_square_bracket"],
            ["left_square_bracket", "left_square_bracket"],
            ["i"],
            ["ctrl+z"],
            ["ctrl+y"],
            ["s"],
        ]
        for keys in steps:
            await press(pilot, *keys)
            assert tracker.selected_id == chosen, f"after {keys}"
            check_selection_agrees(app)
        await pilot.press("e")
        await answer(pilot, "999")
        await press(pilot, "s")
        assert app.engine.party.encounter.combatants[0].id == chosen
        assert tracker.selected_id == chosen and tracker.cursor == 0
        check_selection_agrees(app)
        await press(pilot, "delete", "y")  # the selected one leaves: the next is selected
        assert chosen not in [c.id for c in app.engine.party.encounter.combatants]
        check_selection_agrees(app)
        await press(pilot, "ctrl+z", "n", "n")
        encounter = live(lambda: app.engine.party.encounter)
        assert tracker.selected_id == encounter.combatants[encounter.turn].id
        check_selection_agrees(app)


async def test_the_check_sees_a_combat_box_left_behind(make_app, monkeypatch):
    """The invariant can fail: a combat box that is not told about a new selection."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        check_selection_agrees(app)
        monkeypatch.setattr(MainScreen, "show_selected", lambda self: None)
        await press(pilot, "down")
        with pytest.raises(AssertionError, match="combat box shows"):
            check_selection_agrees(app)
