"""Eclipse Phase harm at its maximum (third-pass ruling): the combatant goes down, with a
log line; harm past the maximum is logged, the counter stops at its maximum."""

from gmconsole.state.context import character_index
from tests.conftest import told
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


async def test_harm_past_the_maximum_is_logged_and_downs(make_app, lang):
    """Play-test: "Exsurgente 1: Daño 0 -> 40 (Exsurgente 1 is down (harm at its
    maximum))" named it twice, in parentheses within parentheses."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await press(pilot, "down")  # Twitch (not the turn holder)
        cid = app.screen.tracker.selected_id
        character = live(lambda: character_index(app.engine.party)[cid])
        harm = next(c for c in character.counters if c.name == "Daño")
        await pilot.press("d")
        await answer(pilot, str(harm.max - 20))
        await pilot.press("d")
        await answer(pilot, "25")  # 5 past the maximum
        harm = next(c for c in character.counters if c.name == "Daño")
        assert harm.value == harm.max
        line = app.engine.party.log[-1].text
        assert f"{harm.max - 20} -> {harm.max}" in line
        said = {
            "en": "(5 past the maximum; down: harm at its maximum)",
            "es": "(5 por encima del máximo; cae: daño en su máximo)",
        }[lang]
        assert line.endswith(said), line
        encounter = live(lambda: app.engine.party.encounter)
        assert encounter.combatants[-1].id == cid  # down: sinks, no longer a default target


async def test_g_in_eclipse_phase_says_there_is_no_rest(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE, notifications=True) as (app, pilot):
        await press(pilot, "g")
        messages = told(app)
        assert any("Eclipse Phase has no Rest/day" in m for m in messages), messages
        assert "g" not in {
            b.key
            for b in app.screen.active_bindings.values()
            if b.enabled and b.binding.action == "long_rest"
        }
