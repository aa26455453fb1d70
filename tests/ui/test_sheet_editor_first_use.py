"""The sheet editor as a new GM meets it (play-test, RyF, 80x24): its help in plain
words, its refusals in the GM's words, and a new member's first weapon found where the
README says."""

import pytest

from tests.pilot_keys import press, running
from tests.ui.test_sheet_editor import SIZE, go_to, message, retype


@pytest.mark.parametrize("lang", ["en", "es"], indirect=True)
async def test_the_help_of_a_field_has_no_backticks(make_app, lang):
    """The help line of RyF's hp read "the maximum is resistance x 4 (or ``max_hp``)"."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        await go_to(pilot, ("hp",))
        help_line = str(app.screen.query_one("#help").render())
        said = {"en": "(or max hp, when it is set)", "es": "(o PV máx., si lo tiene)"}[lang]
        assert said in help_line, help_line
        assert [row.help for row in app.screen.rows if "`" in row.help] == []


@pytest.mark.parametrize("lang", ["en", "es"], indirect=True)
async def test_a_letter_in_an_attribute_is_refused_in_the_gms_words(make_app, lang):
    """``x7`` in strength said "must be an integer (got 'x7')", a programmer's words."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        await go_to(pilot, ("attributes", "strength"))
        await retype(pilot, "x7")
        said = {
            "en": "strength: must be a whole number (got 'x7')",
            "es": "Fuerza: debe ser un número entero (se escribió 'x7')",
        }[lang]
        assert message(app).startswith(said), message(app)
