"""A typed change in the sidebar (tab, enter, -1): the dialog names whose resource it is
before the GM types (playtest), and the change is one operation and one undo step."""

from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.state.context import character_index
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


async def test_the_amount_dialog_names_the_combatant_and_applies_once(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.pause()
        cid = app.screen.tracker.selected_id
        name = character_index(app.engine.party)[cid].name
        await press(pilot, "tab", "enter")
        assert isinstance(app.screen, FormDialog)
        assert app.screen.title_text.startswith(f"{name} · Energy")
        top = app.engine.history.top
        await answer(pilot, "-1")
        assert app.engine.history.top is not top
        await pilot.press("ctrl+z")
        assert app.engine.history.top is top


async def test_a_typed_value_past_the_range_says_where_it_stopped(make_app):
    """Play-test 23: Energy =9 on a maximum of 6 became 6 with no word but the log's,
    beside a Misfortune of 20 refused with its reason."""
    from tests.conftest import told

    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "tab", "enter")  # Donny's Energy, 5/6
        await answer(pilot, "=9")
        assert character_index(app.engine.party)["donny"].energy == 6
        assert told(app)[-1] == "Energy: 6, not 9: its range ends there"
        await press(pilot, "enter")
        await answer(pilot, "-2")  # within its range: nothing more said
        assert character_index(app.engine.party)["donny"].energy == 4
        assert told(app)[-1] == "Energy: 6, not 9: its range ends there"
