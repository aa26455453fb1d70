"""Players' resources stay the players' (third-pass ruling), on every path: a RyF bandit
shows no token in the sidebar or the combat box and its panel offers no token options;
a FIDS guard shows no Energy and its test offers no Energy to pay a force."""

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.widgets.keys_footer import KeysFooter
from gmconsole.widgets.resource_sidebar import ResourceSidebar
from tests.pilot_keys import press, running

SIZE = (80, 24)


def _sidebar_keys(app) -> set[str]:
    return {item.key for item in app.screen.query_one(ResourceSidebar).items}


async def _panel(pilot) -> PanelScreen:
    await press(pilot, "T")
    assert isinstance(pilot.app.screen, PanelScreen)
    return pilot.app.screen


async def test_a_ryf_bandit_has_no_token(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "home")
        assert "token" in _sidebar_keys(app)  # Ruiseñor, a player character
        for _ in range(5):  # Bandido 1
            await pilot.press("down")
        await pilot.pause()
        assert app.screen.selected() == "bandido-1"
        assert "token" not in _sidebar_keys(app)
        assert "specialization_used" not in _sidebar_keys(app)  # it has none (issue 36)
        panel = await _panel(pilot)
        assert not panel.choice("p").visible
        assert not panel.choice("k").visible and not panel.choice("g").visible
        footer = {entry.key for entry in panel.query_one(KeysFooter).entries()[0]}
        assert not {"k", "g"} & footer
        await press(pilot, "k", "m", "m", "m")  # k does nothing; opposed roll
        assert panel.choice("m").value == "opposed"
        assert panel.choice("k").value is False
        await press(pilot, "escape", "t", "m", "m", "m")  # Ruiseñor (the turn) vs Bandido 1
        panel = pilot.app.screen
        assert panel.choice("a").value == "ruisenor"
        assert panel.choice("t").value == "bandido-1"
        opponent = {value for value, _ in panel.choice("x").values}
        assert opponent == {"none"}  # no token, no specialization to spend


async def test_a_fids_guard_has_no_energy(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "home", "down", "down", "down", "down")  # guardia-1
        assert app.screen.selected() == "guardia-1"
        assert "energy" not in _sidebar_keys(app)
        panel = await _panel(pilot)
        assert not panel.choice("m").visible
        plan = str(panel.query_one("#plan").render())
        assert "Energy" not in plan, plan
        await press(pilot, "escape", "up")  # Rakum, a player character
        assert "energy" in _sidebar_keys(app)
