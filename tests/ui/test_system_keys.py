"""Keys for what the open system does not have are not offered: EZD6 has no initiative
(the sides take turns), so i, I, e and s are not in its footer, help or palette and do
nothing (playtest: s logged "sorted by initiative" and added an undo step)."""

SIZE = (120, 40)
INITIATIVE = {"roll_initiative", "reroll_initiative", "edit_initiative", "sort"}


async def test_ezd6_offers_no_initiative_keys(make_app):
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert not INITIATIVE & {action for _, action, *_ in screen.keys_here()}
        assert not INITIATIVE & {action for _, action in screen.palette_actions()}
        log = len(app.engine.party.log)
        top = app.engine.history.top
        await pilot.press("i", "I", "s")
        await pilot.pause()
        assert len(app.engine.party.log) == log and app.engine.history.top is top


async def test_a_system_with_initiative_still_offers_them(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert INITIATIVE <= {action for _, action, *_ in app.screen.keys_here()}
