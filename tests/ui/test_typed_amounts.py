"""A typed change in the sidebar (tab, enter, -1): the dialog names whose resource it is
before the GM types (playtest), and the change is one operation and one undo step."""

from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.state.context import character_index
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (120, 40)


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
