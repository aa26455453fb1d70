"""Keys for what the open system does not have are not offered: EZD6 has no initiative
(the sides take turns), so i, I, e and s are not in its footer, help or palette and do
nothing (playtest: s logged "sorted by initiative" and added an undo step)."""

from tests.pilot_keys import press, running

SIZE = (80, 24)
INITIATIVE = {"roll_initiative", "reroll_initiative", "edit_initiative", "sort"}


async def test_ezd6_offers_no_initiative_keys(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.pause()
        screen = app.screen
        assert not INITIATIVE & {action for _, action, *_ in screen.keys_here()}
        assert not INITIATIVE & {action for _, action in screen.palette_actions()}
        log = len(app.engine.party.log)
        top = app.engine.history.top
        await press(pilot, "i", "I", "s")
        assert len(app.engine.party.log) == log and app.engine.history.top is top


async def test_a_system_with_initiative_still_offers_them(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        assert INITIATIVE <= {action for _, action, *_ in app.screen.keys_here()}


async def test_a_key_this_system_lacks_says_so_in_the_language_of_the_moment(make_app, lang):
    """i in EZD6 (no initiative): a notice names the key's action, translated when the
    key is pressed (the key table keeps English ids until it is shown)."""
    from tests.ui.test_paths_files import recorded_notices

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.pause()
        notices = recorded_notices(app)
        await press(pilot, "i")
    expected = {
        "en": "EZD6 has no initiative roll (the sides take turns): this key does nothing here",
        "es": "EZD6 no tiene tirada de iniciativa (los bandos se turnan): "
        "esta tecla no hace nada aquí",
    }[lang]
    assert ("warning", expected) in notices
