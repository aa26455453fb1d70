"""The sheet editor as a new GM meets it (play-test, RyF, 80x24): its help in plain
words, its refusals in the GM's words, and a new member's first weapon found where the
README says."""

from gmconsole.dialogs.sheet_editor import SheetEditor
from tests.conftest import ROOT
from tests.pilot_keys import press, running
from tests.ui.test_sheet_editor import SIZE, go_to, message, retype


async def test_the_help_of_a_field_has_no_backticks(make_app, lang):
    """The help line of RyF's hp read "the maximum is resistance x 4 (or ``max_hp``)";
    and HP above the maximum was refused naming the file's key ("or max_hp"), not the
    row the GM reads ("max hp", "PV máx.")."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        await go_to(pilot, ("hp",))
        help_line = str(app.screen.query_one("#help").render())
        said = {"en": "(or max hp, when it is set)", "es": "(o PV máx., si lo tiene)"}[lang]
        assert said in help_line, help_line
        assert [row.help for row in app.screen.rows if "`" in row.help] == []
        await retype(pilot, "40")  # Ruiseñor's maximum is 28 (resistance 7 x 4)
        said = {
            "en": "HP: must be <= the maximum (resistance x 4, or Max HP) = 28 (got 40)",
            "es": "PV: debe ser ≤ el máximo (Resistencia x 4, o PV máx.) = 28 (se escribió 40)",
        }[lang]
        assert message(app).startswith(said), message(app)


async def test_a_letter_in_an_attribute_is_refused_in_the_gms_words(make_app, lang):
    """``x7`` in strength said "must be an integer (got 'x7')", a programmer's words."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        await go_to(pilot, ("attributes", "strength"))
        await retype(pilot, "x7")
        said = {
            "en": "Strength: must be a whole number (got 'x7')",
            "es": "Fuerza: debe ser un número entero (se escribió 'x7')",
        }[lang]
        assert message(app).startswith(said), message(app)


async def test_the_first_weapon_of_a_new_member_as_the_readme_says(make_app):
    """Play-test: README said "RyF's weapons are three ctrl+down from the top"; on a new
    member, with no weapon, that lands on hp (an empty list's heading is not a stop). The
    README says how the first weapon comes, and the keys do what it says."""
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    said = "the first weapon comes with `ctrl+a`, which outside a list asks which list"
    assert said in readme and "enter takes weapons, the first offered" in readme
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "K", "enter")  # + New party member
        editor = app.screen
        assert isinstance(editor, SheetEditor)
        await press(pilot, "home", "ctrl+down", "ctrl+down", "ctrl+down")
        assert editor.focused_row.path == ("hp",)
        await press(pilot, "ctrl+a", "enter")
        assert app.screen is editor and editor.focused_row.path == ("weapons", 0, "name")
