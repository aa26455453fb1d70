"""EZD6: a hero left without strikes is offered the life-threatening miraculous save on
every path (``d``, a panel's attack); an enemy is not; the save's own failure asks
nothing more. A pass leaves the hero at 1 strike, up, back with the players."""

from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.state.context import character_index
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


def _order(app) -> list[str]:
    return [c.id for c in app.engine.party.encounter.combatants]


async def test_d_to_zero_strikes_offers_the_save_and_a_pass_leaves_one(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        elena = live(lambda: character_index(app.engine.party)["sor-elena"])
        await press(pilot, "down", "d")
        await answer(pilot, "3")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        question = app.screen.question
        assert question.startswith("Sor Elena has no strikes left. Roll a life-threatening")
        assert "(5+)" in question
        await press(pilot, "y")
        assert isinstance(app.screen, PanelScreen)
        assert app.screen.mode == "life" and app.screen.actor == "sor-elena"
        await press(pilot, "e")
        await answer(pilot, "5")
        await press(pilot, "enter")
        assert elena.strikes == 1
        assert _order(app)[:4] == ["brunhilda", "pip", "aldric", "sor-elena"]


async def test_a_failed_save_asks_nothing_more_no_leaves_her_down_and_enemies_never(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "d")
        await answer(pilot, "3")
        await press(pilot, "n")  # no save: she stays down
        assert not isinstance(app.screen, ConfirmDialog)
        assert _order(app)[-1] == "sor-elena"
        # Play-test 29: an n meant for the next turn declined it and the log said nothing.
        declined = "Sor Elena: no life-threatening miraculous save (the GM said no)"
        assert app.engine.party.log[-1].text == declined
        # Undo takes back the fall that raised it; what the GM said stays on the record.
        await press(pilot, "ctrl+z")
        assert character_index(app.engine.party)["sor-elena"].strikes == 3
        assert app.engine.party.log[-1].text == declined
        await press(pilot, "ctrl+y")
        assert character_index(app.engine.party)["sor-elena"].strikes == 0
        assert _order(app)[-1] == "sor-elena"
        await press(pilot, "h")
        await answer(pilot, "1")
        await press(pilot, "d")
        await answer(pilot, "1")
        await press(pilot, "y", "e")
        await answer(pilot, "2")  # the life-threatening save fails
        await press(pilot, "enter")
        assert not isinstance(app.screen, ConfirmDialog | PanelScreen)
        assert character_index(app.engine.party)["sor-elena"].strikes == 0
        assert _order(app)[-1] == "sor-elena"  # down
        # A potion gives her a strike: she is up again (play-test 23: still DOWN).
        app.screen.tracker.select_id("sor-elena")
        await press(pilot, "T", "M", "M", "r", "r", "enter")  # the potion; the GM allows it
        log = [entry.text for entry in app.engine.party.log[-2:]]
        assert log == [
            "GM's call: Sor Elena acts while down",
            "Sor Elena drinks a potion: strikes 0 -> 1 (up)",
        ]
        assert "sor-elena" in _order(app)[:4]  # back with the players, up
        await press(pilot, "d")
        await answer(pilot, "1")
        await press(pilot, "n")  # no save this time: down again
        # An enemy at zero strikes is not offered the save.
        app.screen.tracker.select_id("esqueleto-1")
        await press(pilot, "d")
        await answer(pilot, "1")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmDialog)
        assert _order(app)[-2:] == ["sor-elena", "esqueleto-1"]  # below those up and her


async def test_a_panel_attack_that_leaves_a_hero_without_strikes_offers_it(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "d")  # Sor Elena to 1 strike: still up, no question
        await answer(pilot, "2")
        assert not isinstance(app.screen, ConfirmDialog)
        await press(pilot, "home", "down", "down", "down", "down", "T")  # Esqueleto 1 acts
        panel = app.screen
        assert isinstance(panel, PanelScreen) and panel.actor == "esqueleto-1"
        while panel.choice("t").value != "sor-elena":
            await pilot.press("t")
        await press(pilot, "e")
        await answer(pilot, "5")  # a hit
        await press(pilot, "s")
        await answer(pilot, "1")  # her armour save fails: 0 strikes
        await press(pilot, "enter")
        assert isinstance(app.screen, ConfirmDialog)
        assert app.screen.question.startswith("Sor Elena has no strikes left.")


async def test_a_passed_life_threatening_save_logs_the_strikes_it_leaves(make_app, lang):
    """Play-test 10 (EZD6): `T` on Pip, `m m m`, `e 4`, `enter` wrote "left at 1 strike"
    but no "strikes 3 -> 1" line, as every other change of strikes has."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        pip = live(lambda: character_index(app.engine.party)["pip"])
        before = pip.strikes
        assert before > 1
        app.screen.tracker.select_id("pip")
        await press(pilot, "T", "m", "m", "m", "e")
        await answer(pilot, "6")
        await press(pilot, "enter")
        assert pip.strikes == 1
        texts = [entry.text for entry in app.engine.party.log]
        left = {"en": "passed: left at 1 strike", "es": "superada: queda a 1 strike"}[lang]
        assert texts[-2].endswith(left), texts  # the game's own word "strikes" in both
        assert texts[-1] == f"Pip Cuchillos: strikes {before} -> 1", texts


async def test_a_potion_brings_up_a_hero_the_gm_marked_down_as_h_does(make_app):
    """The review: a GM's down mark outlived a potion (h clears it)."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        app.screen.tracker.select_id("sor-elena")
        await press(pilot, "f")  # the GM's mark: down, with 3 strikes of 4
        assert _order(app)[-1] == "sor-elena"
        app.screen.tracker.select_id("sor-elena")
        await press(pilot, "T", "M", "M", "r", "r", "enter")  # a potion; the GM allows it
        assert "sor-elena" in _order(app)[:4]  # up, back with the players
        log = [entry.text for entry in app.engine.party.log]
        assert "Sor Elena drinks a potion: strikes 3 -> 4" in log
