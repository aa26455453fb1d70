"""Panels in general: what happens when the fight changes under an open panel."""

from gmconsole.state.operations import Remove
from tests.pilot_keys import press, running

SIZE = (80, 24)


async def test_panel_closes_when_the_fight_changes_under_it(make_app):
    """A dialog's late answer (remove a combatant) lands after the panel was built: the
    panel's next key closes it with a notice instead of using a combatant who is gone."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        main = app.screen
        await pilot.press("t")
        panel = app.screen
        assert panel.choice("t").value == "cabecilla-1"
        main.run(Remove(cid="cabecilla-1"))  # what the late callback does
        await press(pilot, "k")
        assert app.screen is main and app.is_running
        assert "cabecilla-1" not in [c.id for c in app.engine.party.encounter.combatants]
