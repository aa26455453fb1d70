"""Lists a GM picks from at the table (issue 36): a value list opens on the value in use,
so enter keeps it; a filter finds an entry from the words a GM types of what they see."""

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.model.party import PreparedEncounter, PreparedEntry
from gmconsole.storage import load_party, save_party
from tests.pilot_keys import press, running
from tests.ui.conftest import type_text

SIZE = (80, 24)


async def test_a_value_list_opens_on_the_value_in_use(make_app):
    """Eclipse Phase's "Other modifiers" (a long list, -60..+60): `x enter` keeps +0; it
    opened on -60 and set it by accident."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "t", "x")
        assert isinstance(app.screen, ChoiceDialog)
        await press(pilot, "enter")
        assert app.screen.choice("x").value == 0
        await press(pilot, "x", "down", "enter")  # one step from the value in use: +10
        assert app.screen.choice("x").value == 10
        await press(pilot, "x", "enter")  # and it stays there
        assert app.screen.choice("x").value == 10


async def test_a_filter_finds_every_typed_word(make_app):
    """FIDS's "Against" with a group in the fight: `gua 2` and `gua3` find the guards
    by the words a GM sees ("Nothing matches" before)."""
    make_app("fids")
    path = make_app("fids").path
    party = load_party(path)
    guards = PreparedEntry(creature=party.roster[0].id, count=3, group=True)
    encounters = [PreparedEncounter(name="Muelle", entries=[guards])]
    save_party(party.model_copy(update={"encounters": encounters}), path)
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "A", "1", "enter", "t", "o")
        assert isinstance(app.screen, ChoiceDialog)
        await type_text(pilot, "gua 2")
        await press(pilot, "enter")
        assert app.screen.choice("o").shown == "Guardia del puerto 2 (enemy)"
        await press(pilot, "o")
        await type_text(pilot, "GUA3")
        await press(pilot, "enter")
        assert app.screen.choice("o").shown.startswith("Guardia del puerto 3")
