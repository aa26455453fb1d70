"""ctrl+f hides the fallen (down or dead) from the tracker and shows them again; the
selection, the combat box and the sidebar keep naming the same combatant (issue 13)."""

from gmconsole.state.context import name_of
from tests.hardening.invariants import check_selection_agrees
from tests.live import live
from tests.pilot_keys import press, running

SIZE = (80, 24)


async def _down(pilot, app, cid: str) -> None:
    app.screen.tracker.select_id(cid)
    app.screen.show_selected()
    await press(pilot, "f")  # mark down


async def test_ctrl_f_hides_and_shows_the_fallen(make_app):
    async with running(make_app("fids"), size=SIZE, notifications=True) as (app, pilot):
        await pilot.pause()
        encounter = live(lambda: app.engine.party.encounter)
        tracker = app.screen.tracker
        current = encounter.combatants[encounter.turn].id
        fallen = next(c.id for c in encounter.combatants if c.id != current)
        await _down(pilot, app, fallen)
        assert encounter.combatants[-1].id == fallen  # sank to the end
        tracker.select_id(fallen)
        app.screen.show_selected()
        top = app.engine.history.top
        await press(pilot, "ctrl+f")
        assert fallen not in [c.id for c in tracker.combatants]
        assert fallen in [c.id for c in encounter.combatants], "hiding is only a view"
        assert tracker.selected_id != fallen, "a hidden row is not what the keys act on"
        check_selection_agrees(app)
        assert "1" in str(tracker.border_title)
        assert app.engine.history.top is top, "a view setting, not an undo step"
        await press(pilot, "ctrl+f")
        assert fallen in [c.id for c in tracker.combatants]
        check_selection_agrees(app)


async def test_the_current_combatant_shows_even_when_fallen_and_p_brings_it_back(make_app):
    """Hidden once its turn ends; p gives it the turn back and selects it (review: it was
    still 'hidden' when the cursor looked for it, so the keys stayed on someone else)."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.pause()
        encounter = live(lambda: app.engine.party.encounter)
        tracker = app.screen.tracker
        current = encounter.combatants[encounter.turn].id
        await _down(pilot, app, current)
        await press(pilot, "ctrl+f")
        assert current in [c.id for c in tracker.combatants], name_of(app.engine.party, current)
        await press(pilot, "n")  # its turn ends: now it is hidden
        assert current not in [c.id for c in tracker.combatants]
        check_selection_agrees(app)
        await press(pilot, "p")
        assert encounter.combatants[encounter.turn].id == current
        assert tracker.selected_id == current
        check_selection_agrees(app)


async def test_when_everyone_has_fallen_nobody_is_hidden(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.pause()
        encounter = live(lambda: app.engine.party.encounter)
        tracker = app.screen.tracker
        for combatant in list(encounter.combatants):
            await _down(pilot, app, combatant.id)
        await press(pilot, "ctrl+f")
        assert len(tracker.combatants) >= 1
        check_selection_agrees(app)
