"""Enemies added with `a` (play-test 3): a creature that comes alone keeps its own name
whatever list it came from."""

from gmconsole.screens.main_screen import MainScreen
from tests.pilot_keys import press
from tests.ui.conftest import type_text

SIZE = (120, 40)


def enemy_names(app) -> list[str]:
    return [e.name for e in app.engine.party.encounter.enemies]


async def test_a_creature_added_alone_from_the_roster_keeps_its_own_name(make_app, lang):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "E", "y")  # the sample's fight ends: nobody is left
        await press(pilot, "a")
        await type_text(pilot, "mas")
        await press(pilot, "enter")
        await type_text(pilot, "1")  # one mastiff (the roster says two)
        await press(pilot, "enter", "enter")
        assert isinstance(app.screen, MainScreen)
        assert "Mastín" in enemy_names(app)
        assert "Mastín 1" not in enemy_names(app)
        await press(pilot, "a")
        await type_text(pilot, "mas")
        await press(pilot, "enter")
        await type_text(pilot, "1")
        await press(pilot, "enter", "enter")
        assert enemy_names(app)[-1] == "Mastín 2"  # a second one is numbered
