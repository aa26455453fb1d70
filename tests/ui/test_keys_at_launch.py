"""Keys typed at launch, before the first frame: an enter the terminal turned into a
line feed (ctrl+j) is an enter; a key typed before the restore question was drawn does
not answer it, and escape there keeps the actions (discarding them loses work)."""

from __future__ import annotations

from textual import events

from gmconsole.app import GMConsole
from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.pilot_keys import press, running
from tests.ui.test_paths_files import play_and_crash

SIZE = (100, 30)


def _typed(key: str, character: str | None, at: float) -> events.Key:
    event = events.Key(key, character)
    event.time = at
    return event


async def test_a_line_feed_typed_before_the_first_frame_is_an_enter(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        assert app.first_frame_at is not None
        cid = app.screen.tracker.selected_id
        hp = character_index(app.engine.party)[cid].hp
        await pilot.press("d", "5")
        assert isinstance(app.screen, FormDialog)
        app.post_message(_typed("ctrl+j", "\n", app.first_frame_at - 0.1))
        await pilot.pause()
        assert not isinstance(app.screen, FormDialog)
        assert character_index(app.engine.party)[cid].hp == hp - 5


async def test_a_line_feed_typed_later_is_not_an_enter(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "d", "5", "ctrl+j")
        assert isinstance(app.screen, FormDialog)


async def test_keys_typed_before_the_restore_question_do_not_answer_it(make_app):
    app, after = await play_and_crash(make_app, "fids", ["n", "n"])
    again = GMConsole(path=app.path, party=load_party(app.path), dice=RandomDice(0))
    notices: list[str] = []
    again.notify = lambda message, **_: notices.append(message)  # type: ignore[method-assign]
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        question = again.screen
        assert isinstance(question, ConfirmDialog)
        again.post_message(_typed("n", "n", 0.0))  # typed at launch: "discard"
        await pilot.pause()
        assert again.screen is question
        assert any("typed before this question" in notice for notice in notices)
        await press(pilot, "escape")  # the safe answer: restore
        assert isinstance(again.screen, MainScreen)
        assert again.engine.party.model_dump() == after


async def test_the_restore_question_names_its_answers_and_tab_moves_between_them(make_app):
    app, _ = await play_and_crash(make_app, "fids", ["n"])
    again = GMConsole(path=app.path, party=load_party(app.path), dice=RandomDice(0))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        question = again.screen
        assert isinstance(question, ConfirmDialog)
        footer = str(question.query_one("KeysFooter").render())
        assert "y Restore" in footer and "n Discard" in footer and "esc Restore" in footer
        seen = set()
        for _ in range(3):
            await pilot.press("tab")
            seen.add(getattr(question.focused, "id", None))
        assert {"yes", "no"} <= seen


async def test_a_lost_drawn_callback_does_not_leave_the_question_deaf(make_app, monkeypatch):
    """If the callback after the dialog's first refresh is lost, the question counts as
    seen a second later: keys answer it, instead of being dropped for good."""
    app, after = await play_and_crash(make_app, "fids", ["n"])
    monkeypatch.setattr(ConfirmDialog, "call_after_refresh", lambda self, *a, **k: True)
    again = GMConsole(path=app.path, party=load_party(app.path), dice=RandomDice(0))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ConfirmDialog)
        await pilot.pause(1.2)
        await press(pilot, "y")
        assert isinstance(again.screen, MainScreen)
        assert again.engine.party.model_dump() == after
