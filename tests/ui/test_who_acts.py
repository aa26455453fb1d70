"""Who acts (third-pass ruling): ``t`` opens the panel with whoever has the turn as the
actor and the selected combatant as the target; ``T`` with the selected combatant as the
actor (a test out of turn) and no target unless the GM picks one. A FIDS test is against
nobody unless the GM picks someone."""

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.screens.main_keys import KEYS
from tests.conftest import ROOT
from tests.pilot_keys import press, running

SIZE = (120, 40)


async def _open(pilot, *keys) -> PanelScreen:
    await press(pilot, *keys)
    assert isinstance(pilot.app.screen, PanelScreen)
    return pilot.app.screen


async def test_t_is_the_turn_holder_against_the_selected(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        # Donny has the turn; the capitan (an enemy) is selected.
        panel = await _open(pilot, "down", "t")
        assert panel.choice("a").value == "donny"
        assert panel.choice("o").value == "capitan-1"


async def test_capital_t_is_the_selected_out_of_turn_against_nobody(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        panel = await _open(pilot, "down", "down", "down", "T")  # Rakum, on Donny's turn
        assert panel.choice("a").value == "rakum"
        assert panel.choice("o").value is None


async def test_a_fids_test_is_against_nobody_unless_picked(make_app):
    """With an ally selected, t used to test against the first enemy (so no party roll
    reached the players' page)."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        panel = await _open(pilot, "down", "down", "t")  # Lia (an ally) selected
        assert panel.choice("a").value == "donny"
        assert panel.choice("o").value is None
        await pilot.press("escape")
        panel = await _open(pilot, "up", "t")  # the capitan picked, then a plain test
        assert panel.choice("o").value == "capitan-1"
        await press(pilot, "r", "enter")
        panel = await _open(pilot, "home", "t")  # Donny himself selected: his last pick
        assert panel.choice("o").value == "capitan-1"


def test_help_and_readme_say_who_acts():
    helps = {key: text for key, _, _, text, _ in KEYS}
    assert "whoever has the turn acts" in helps["t"]
    assert "selected combatant, out of turn" in helps["T"]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "`T` opens it with the **selected** combatant" in readme


async def test_the_help_says_an_ally_selected_is_not_the_default_target(make_app):
    """Playtest: the help said "the selected combatant is the target" while t with an ally
    selected tests against nobody (FIDS) or the next opponent: the help says so now, in
    both languages."""
    from textual.widgets import Static

    from gmconsole import i18n

    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "f1")
        text = "\n".join(str(s.render()) for s in app.screen.query(Static))
        assert "opponent who is up" in text and "never an ally" in text, text
        assert "the selected combatant is the target" not in text
    helps = {key: text for key, _, _, text, _ in KEYS}
    i18n.set_language("es")
    try:
        spanish = i18n.t(helps["t"])
    finally:
        i18n.set_language("en")
    assert "oponente en pie" in spanish and "nunca un aliado" in spanish, spanish
