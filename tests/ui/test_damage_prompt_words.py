"""The damage prompt reads cleanly in both languages: on a combatant with no harm counter
yet (a FIDS guard), no "Daño (Daño 0/10 (un contador nuevo))"; on one with a counter the
counter is named once. The counter the console creates is named in the language shown
(not "Daño" in the English UI), and a party saved in one language finds it in the other."""

import pytest
from textual.widgets import Label

from gmconsole import i18n
from tests.budget import each_system
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    i18n.set_language("en")


def _field_label(app) -> str:
    return str(app.screen.query(Label).first().render())


@each_system(
    [
        ("en", "Damage 0/10, a new counter", "Damage 3/10"),
        ("es", "Daño 0/10, un contador nuevo", "Daño 3/10"),
    ],
    "language,first,again",
)
async def test_the_damage_prompt_on_a_guard(make_app, language, first, again):
    i18n.set_language(language)
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "home", "down", "down", "down", "down")  # Guardia del puerto 1
        assert app.screen.tracker.selected_id == "guardia-1"
        await press(pilot, "d")
        assert _field_label(app) == first
        await answer(pilot, "3")
        await press(pilot, "d")
        assert _field_label(app) == again
        await press(pilot, "escape")
        await press(pilot, "h")
        healing = "Healing (Damage 3/10)" if language == "en" else "Curación (Daño 3/10)"
        assert _field_label(app) == healing
        await press(pilot, "escape")
        if language == "en":
            assert app.engine.party.log[-1].text == "Guardia del puerto 1: Damage 0 -> 3"


async def test_a_harm_counter_made_in_english_is_found_in_spanish(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "home", "down", "down", "down", "down")  # Guardia del puerto 1
        await press(pilot, "d")
        await answer(pilot, "3")
        await press(pilot, "ctrl+s", "ctrl+q")  # saved in English, quit
    i18n.set_language("es")
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "home", "down", "down", "down", "down")
        await press(pilot, "d")
        assert _field_label(app) == "Daño (Damage 3/10)"  # the file's counter, its own name
        await answer(pilot, "2")
        assert app.engine.party.log[-1].text == "Guardia del puerto 1: Damage 3 -> 5"


async def test_the_prompt_for_several_shows_no_one_s_value(make_app):
    """Play-test 20: "Damage to Okonkwo-9, Exsurgente 2, Toljek" asked "Daño 0/50", the
    first one's counter, as if it were everyone's. For several the field names what
    changes; the title names whom."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "d")  # one: its own counter
        await answer(pilot, "3")
        await press(pilot, "space", "down", "space", "d")  # two marked
        assert _field_label(app) == "Damage"
        await answer(pilot, "1")  # applied; the marks are cleared
        await press(pilot, "space", "up", "space", "h")
        assert _field_label(app) == "Healing"
