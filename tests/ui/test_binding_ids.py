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
