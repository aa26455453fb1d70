"""Closing the entry of dice a roll still needs (a damage die, armour saves) leaves the
panel waiting for them: ``e`` asks again, escape closes without applying, and no key is
dead meanwhile (a playtest found the EZD6 panel stuck until the console was quit)."""

from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from gmconsole.widgets.keys_footer import KeysFooter
from tests.conftest import told
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


def _shown(panel: PanelScreen) -> str:
    return str(panel.query_one("#keys").render())


def _enabled(panel: PanelScreen, key: str) -> bool:
    footer = panel.query_one(KeysFooter)
    return any(entry.key == key and entry.enabled for entry in footer.drawn)


async def _escape(pilot) -> None:
    await press(pilot, "escape")


async def test_ryf_damage_entry_closed_then_typed_again(make_app):
    async with running(make_app("ryf"), size=SIZE, notifications=True) as (app, pilot):
        party = live(lambda: app.engine.party)
        bandit = live(lambda: character_index(party)["bandido-1"])
        log_length = len(party.log)
        await pilot.press("down", "down", "down", "down", "down", "t")
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        await pilot.press("e")
        await answer(pilot, "7 10 10")
        await answer(pilot, "6 6 8")  # a hit: the damage die is asked
        assert app.screen is not panel
        await _escape(pilot)  # the GM closes the damage entry
        assert app.screen is panel and panel.dice_missing
        assert "Dice still missing" in _shown(panel)
        assert _enabled(panel, "e") and not _enabled(panel, "r")
        await press(pilot, "enter")  # nothing to apply yet: it says why
        assert app.screen is panel
        assert any("Dice still missing" in text for text in told(app))
        await press(pilot, "e")  # asked again, the attack dice kept
        assert app.screen is not panel
        await answer(pilot, "3")
        assert not panel.dice_missing
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        assert bandit.hp == 20 - 3
        assert len(party.log) > log_length


async def test_ryf_escape_while_dice_are_missing_applies_nothing(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        before = party.model_dump(exclude={"log", "journal"})
        log_length = len(party.log)
        await pilot.press("down", "down", "down", "down", "down", "t", "e")
        await answer(pilot, "7 10 10")
        await answer(pilot, "6 6 8")
        await _escape(pilot)
        await _escape(pilot)
        assert isinstance(app.screen, MainScreen)
        assert party.model_dump(exclude={"log", "journal"}) == before
        # The typed dice stay on the record (third-pass ruling), nothing else.
        assert len(party.log) == log_length + 1
        assert "Roll not applied" in party.log[-1].text and "7 10 10 6 6 8" in party.log[-1].text


async def test_ezd6_armour_saves_entry_closed_then_typed_again(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        index = live(lambda: character_index(party))
        await pilot.press("down", "down", "down", "down", "t")  # Brunhilda vs Esqueleto 1
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        await pilot.press("e")
        await answer(pilot, "4")  # a hit
        await press(pilot, "s")  # the armour saves are asked
        assert app.screen is not panel
        await _escape(pilot)
        assert app.screen is panel and panel.dice_missing
        await press(pilot, "e")
        assert app.screen is not panel, "e did not ask for the saves again"
        await answer(pilot, "3")  # the 6+ save fails
        assert not panel.dice_missing
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        assert index["esqueleto-1"].strikes == 0


async def test_dice_typed_beyond_the_roll_are_refused_at_entry(make_app):
    """Third pass: a roll takes exactly the dice it needs; extra dice are refused when
    typed ("this roll takes 4 more dice", after the attack's), never kept for a later roll."""
    async with running(make_app("ryf"), size=SIZE, notifications=True) as (app, pilot):
        log_length = len(app.engine.party.log)
        await pilot.press("down", "down", "down", "down", "down", "t", "e")
        await answer(pilot, "7 10 10")
        await answer(pilot, "6 6 8 3 9")  # the hit needs one damage die: 9 is extra
        assert isinstance(app.screen, FormDialog), "the extra die was taken"
        assert any("this roll takes 4 more dice" in text for text in told(app))
        assert len(app.engine.party.log) == log_length
        await answer(pilot, "6 6 8 3")  # the refused text is selected: typed over
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        assert len(app.engine.party.log) > log_length


async def test_after_some_dice_the_refusals_count_the_whole_roll(make_app):
    """Review: with one of the three dice typed, an empty entry said "this roll takes at
    least 2 dice" beside "typed so far: 4" (the dice still missing, read as the roll's
    whole count); after dice of the roll, the refusals say "more"."""
    async with running(make_app("ryf"), size=SIZE, notifications=True) as (app, pilot):
        await pilot.press("down", "down", "down", "down", "down", "t", "e")
        await answer(pilot, "4")  # one of the three attack dice
        assert isinstance(app.screen, FormDialog)
        await press(pilot, "enter")  # nothing more typed
        assert any("this roll takes at least 2 more dice" in text for text in told(app))
        await answer(pilot, "2 2 2 2")  # two attack dice and the hit's damage die
        assert any("this roll takes 3 more dice" in text for text in told(app))
