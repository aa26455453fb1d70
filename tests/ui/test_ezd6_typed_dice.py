"""EZD6 typed dice (third-pass ruling): a roll takes exactly the dice it needs. A second
die typed with a one-die attack is refused at entry, never kept for the hero die of an
armour save, which asks for its own die."""

from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.dialogs.panel_screen import PanelScreen
from tests.ui.conftest import answer

SIZE = (120, 40)


async def test_an_extra_die_is_refused_and_the_hero_die_asks_for_its_own(make_app):
    app = make_app("ezd6")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("down", "down", "down", "down", "t")  # Brunhilda vs Esqueleto 1
        await pilot.press("e")
        await answer(pilot, "5 2")  # a 5 hits (no chain): the 2 is not this roll's
        assert isinstance(app.screen, FormDialog)
        assert any("this roll takes 1 die" in str(n.message) for n in app._notifications)
        await answer(pilot, "5")
        assert isinstance(app.screen, PanelScreen)
        assert app.screen.values == [5]
