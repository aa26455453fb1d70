"""A key a number field refuses (a letter) is said, and the enter after it does not
confirm the value on screen unseen: ``d x enter`` used to deal the default 1."""

from textual.widgets import Static

from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.state.context import character_index
from tests.conftest import told
from tests.live import live
from tests.pilot_keys import press, running

SIZE = (80, 24)


def _error(dialog: FormDialog) -> str:
    return str(dialog.query_one("#error", Static).render())


async def test_a_letter_in_the_damage_is_said_and_enter_asks_again(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        cid = app.screen.tracker.selected_id
        hp = character_index(party)[cid].hp
        await press(pilot, "d", "x")
        dialog = app.screen
        assert isinstance(dialog, FormDialog)
        assert "'x' is not a number" in _error(dialog)
        await press(pilot, "enter")
        assert app.screen is dialog, "the enter right after the refused key confirmed"
        assert "enter again keeps 1" in _error(dialog)
        assert character_index(party)[cid].hp == hp
        await press(pilot, "enter")  # the GM means it
        assert app.screen is not dialog
        assert character_index(party)[cid].hp < hp


async def test_a_refused_key_in_an_empty_field_says_why_and_what_enter_does(make_app, lang):
    """Play-test (80x24): ``d``, the 1 erased, ``x`` enter said "a key was refused; enter
    again to confirm (empty)": neither why, nor that an empty damage is not confirmed."""
    refused, then = {
        "en": ("'x' is not a number: type a whole number 1 to 999 in digits", "escape cancels"),
        "es": (
            "'x' no es un número: escribe un número entero de 1 a 999 en cifras",
            "escape cancela",
        ),
    }[lang]
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        await press(pilot, "d", "backspace", "x", "enter")
        dialog = app.screen
        assert isinstance(dialog, FormDialog)
        assert refused in _error(dialog) and then in _error(dialog), _error(dialog)


async def test_the_form_footer_a_correction_at_once_and_a_full_field(make_app):
    """The dialog's footer says what enter does (it used to say only "esc Cancel": enter
    is the fields' own key and Textual does not show it); a correction after a refused key
    confirms at once; a digit past the field's length says the field is full (it was
    refused as "'9' cannot be typed here")."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        cid = app.screen.tracker.selected_id
        hp = character_index(party)[cid].hp
        await press(pilot, "d")
        dialog = app.screen
        assert isinstance(dialog, FormDialog)
        footer = str(dialog.query_one("KeysFooter").render())
        assert "⏎ Confirm" in footer and "esc Cancel" in footer
        await press(pilot, "x", "backspace", "3", "enter")
        assert not isinstance(app.screen, FormDialog)
        assert character_index(party)[cid].hp == hp - 3
        await press(pilot, "d", "backspace", *"123456789")
        dialog = app.screen
        assert isinstance(dialog, FormDialog)
        assert "the field is full" in _error(dialog)


async def test_an_empty_condition_name_is_refused_in_the_gms_words(make_app):
    """Playtest: ``c`` then Enter on an empty name showed pydantic's "String should have at
    least 1 character"; the refusal says the name must not be empty."""
    async with running(make_app("fids"), size=(80, 24)) as (app, pilot):
        before = len(app.engine.party.log)
        await press(pilot, "c", "enter")
        await press(pilot, "enter")
        shown = told(app)
        assert any("must not be empty" in m for m in shown), shown
        assert not any("String should have" in m for m in shown), shown
        assert len(app.engine.party.log) == before
