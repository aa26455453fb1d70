"""Plurals are words (third-pass ruling): a condition for 1 round logs "1 round"."""

from tests.ui.conftest import type_text

SIZE = (120, 40)


async def test_a_condition_for_one_round_is_one_round(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await pilot.pause()
        await type_text(pilot, "Prone")
        await pilot.press("tab")
        await type_text(pilot, "1")
        await pilot.press("enter")
        await pilot.pause()
        last = app.engine.party.log[-1].text
        assert last.endswith("Prone, 1 round"), last
