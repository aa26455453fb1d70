"""A yes/no question's answer keys are bindings of its class, built once (issue 21): the
footer names them with this question's words, and no binding map is edited."""

from textual.app import App

from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.widgets.keys_footer import KeysFooter
from tests.pilot_keys import press, running


def _map(bindings_map) -> dict[str, list[tuple[str | None, str]]]:
    """A binding map as plain data (Textual's own maps, read only by this test)."""
    return {
        key: [(b.id, b.description) for b in bindings]
        for key, bindings in bindings_map.key_to_bindings.items()
    }


async def test_the_footer_names_this_questions_answers_and_no_map_is_edited():
    answers: list[bool | None] = []
    async with running(App(), size=(100, 20)) as (app, pilot):
        before = _map(ConfirmDialog._merged_bindings)
        dialog = ConfirmDialog("Remove Lia?", yes="Remove", no="Keep", escape=False)
        app.push_screen(dialog, answers.append)
        await pilot.pause()
        footer = {entry.key: entry.description for entry in dialog.query_one(KeysFooter).drawn}
        assert footer["y"] == "Remove"
        assert footer["n"] == "Keep"
        assert footer["escape"] == "Keep"  # escape gives the safe answer, here "no"
        assert _map(dialog._bindings) == before
        assert _map(ConfirmDialog._merged_bindings) == before
        await press(pilot, "y")
    assert answers == [True]


async def test_escape_is_named_by_the_answer_it_gives():
    async with running(App(), size=(100, 20)) as (app, pilot):
        dialog = ConfirmDialog("Quit without saving?", yes="Stay", no="Quit", escape=True)
        app.push_screen(dialog)
        await pilot.pause()
        footer = {entry.key: entry.description for entry in dialog.query_one(KeysFooter).drawn}
        assert footer["escape"] == "Stay"
