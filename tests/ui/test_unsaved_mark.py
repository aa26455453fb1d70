"""The tracker's border says "unsaved" exactly when the party differs from its file: after
a restore that undid past the save (playtest), and across a resize (the tracker redrew
itself as saved)."""

from pathlib import Path

from gmconsole.app import GMConsole
from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.pilot_keys import press, running

SIZE = (80, 24)


def subtitle(app) -> str:
    return str(app.screen.tracker.border_subtitle)


async def test_a_resize_keeps_the_unsaved_mark(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "n")
        assert "unsaved" in subtitle(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert "unsaved" in subtitle(app)
        await press(pilot, "ctrl+s")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert "unsaved" not in subtitle(app)


async def test_a_restore_after_undoing_past_the_save_shows_unsaved(make_app, tmp_path):
    app = make_app("ezd6")
    path = Path(app.path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.press("ctrl+s")
        await pilot.press("n")
        await press(pilot, "ctrl+z", "ctrl+z")  # past the save: the file has the first n
        assert app.engine.dirty
        at_the_kill = app.engine.party.model_dump()
    # The console was never quit: its journal is still there, as after a kill.
    again = GMConsole(path=path, party=load_party(path), dice=RandomDice(1))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ConfirmDialog)
        await press(pilot, "y")
        assert again.engine.party.model_dump() == at_the_kill
        assert again.engine.dirty
        assert "unsaved" in subtitle(again)


async def test_after_the_fight_ends_the_border_says_no_fight_not_its_last_round(make_app):
    """Play-tests 25 and 26: after ``E`` the border still read "round 1 · unsaved", as if a
    fight ran."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        assert "round 1" in subtitle(app)
        await press(pilot, "E", "y")
        assert subtitle(app) == "no fight · unsaved"
        await press(pilot, "ctrl+z")
        assert subtitle(app).startswith("round 1")
