"""The main screen's binding ids (what a keymap file names) are written out for the
actions with arguments, never cut out of the action's text (issue 21)."""

import re

from gmconsole.screens.main_keys import KEYS, NAMED_IDS, binding_id
from gmconsole.screens.main_screen import MainScreen

ID = re.compile(r"^tracker\.[a-z_]+$")


def test_every_main_screen_action_has_a_clean_id_and_each_id_is_one_action():
    actions = [action for _, action, *_ in KEYS if action]
    ids = [binding_id(action) for action in actions]
    assert all(ID.match(binding_id) for binding_id in ids), ids
    assert len(set(ids)) == len(set(actions))
    # An action with arguments (or another namespace) has its id written out.
    assert {a for a in actions if "(" in a or "." in a} <= set(NAMED_IDS)
    assert binding_id("toggle_flag('dead')") == "tracker.toggle_dead"
    assert {b.id for b in MainScreen.BINDINGS if not isinstance(b, tuple)} == set(ids)


async def test_f1_names_every_row_s_binding_id_the_tracker_s_and_sidebar_s_too(make_app, lang):
    """Play-test 10 (RyF): f1's rows for space and → had no binding id while the others
    did; a keymap file moves them (tracker.mark, tracker.open_group), so f1 names them."""
    from gmconsole.dialogs.help_dialog import HelpDialog
    from tests.pilot_keys import press, running

    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        await press(pilot, "f1")
        assert isinstance(app.screen, HelpDialog)
        ids = [text.rpartition("  ·  ")[2] for _, text in app.screen.keys]
        for ident in ("tracker.mark", "tracker.open_group", "resource.amount"):
            assert ident in ids, app.screen.keys
