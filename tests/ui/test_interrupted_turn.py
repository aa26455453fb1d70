"""Who keeps their turn when a delayed combatant comes back in (issue 36): the one
interrupted gets its turn back after, unless it had already rolled this turn: then it keeps
"acted" and the turn moves past it. A roll also makes `i` ask before re-rolling everyone."""

import pytest

from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from tests.ui.conftest import answer, turn_holder

SIZE = (120, 40)


def acted(app, cid) -> bool:
    return next(c for c in app.engine.party.encounter.combatants if c.id == cid).acted


@pytest.mark.parametrize("rolled", [True, False])
async def test_an_interrupted_combatant_who_rolled_keeps_acted(make_app, rolled):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("w")  # Donny delays: the Capitana's turn
        await pilot.pause()
        assert turn_holder(app) == "capitan-1"
        if rolled:
            await pilot.press("t", "e")
            await answer(pilot, "2 3 6")
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("b")  # Donny comes back in, interrupting her
        await pilot.pause()
        assert turn_holder(app) == "donny"
        assert acted(app, "capitan-1") is rolled
        await pilot.press("n")  # Donny's turn ends
        await pilot.pause()
        assert turn_holder(app) == ("lia" if rolled else "capitan-1")


async def test_i_asks_once_someone_has_rolled_even_before_n(make_app):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")  # nothing happened: no question
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmDialog)
        await pilot.press("t", "e")
        await answer(pilot, "2 3 6")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("i")  # the first combatant rolled: the fight is under way
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
