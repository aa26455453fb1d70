"""The damage prompt reads cleanly in both languages: on a combatant with no harm counter
yet (a FIDS guard), no "Daño (Daño 0/10 (un contador nuevo))"; on one with a counter the
counter is named once."""

import pytest
from textual.widgets import Label

from gmconsole import i18n
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (120, 40)


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    i18n.set_language("en")


def _field_label(app) -> str:
    return str(app.screen.query(Label).first().render())


@pytest.mark.parametrize(
    ("language", "first", "again"),
    [
        ("en", "Damage (Daño 0/10, a new counter)", "Damage (Daño 3/10)"),
        ("es", "Daño 0/10, un contador nuevo", "Daño 3/10"),
    ],
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
        healing = "Healing (Daño 3/10)" if language == "en" else "Curación (Daño 3/10)"
        assert _field_label(app) == healing
