"""A yes/no question's answer keys are bindings of its class, built once (issue 21): the
footer names them with this question's words, never an earlier question's."""

from textual.app import App

from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.widgets.keys_footer import KeysFooter
from tests.pilot_keys import press, running


def footer(dialog: ConfirmDialog) -> dict[str, str]:
    return {entry.key: entry.description for entry in dialog.query_one(KeysFooter).drawn}


async def test_the_footer_names_this_questions_answers_and_escape_by_the_one_it_gives():
    answers: list[bool | None] = []
    async with running(App(), size=(100, 20)) as (app, pilot):
        dialog = ConfirmDialog("Remove Lia?", yes="Remove", no="Keep", escape=False)
        app.push_screen(dialog, answers.append)
        await pilot.pause()
        # escape gives the safe answer, here "no"
        assert footer(dialog).items() >= {("y", "Remove"), ("n", "Keep"), ("escape", "Keep")}
        await press(pilot, "y")
        assert answers == [True]
        dialog = ConfirmDialog("Quit without saving?", yes="Stay", no="Quit", escape=True)
        app.push_screen(dialog, answers.append)
        await pilot.pause()
        assert footer(dialog).items() >= {("y", "Stay"), ("n", "Quit"), ("escape", "Stay")}
        await press(pilot, "escape")
    assert answers == [True, True]
