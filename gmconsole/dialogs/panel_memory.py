"""A panel's options remembered per actor within a fight: the next panel of the same
actor opens with them (the screen keeps the memory, the recovery journal saves it).

What comes back is what can still be used: an option used up since (a specialization
used today, a token already handed back) falls back to its default (third-pass ruling),
and a remembered target who is now down, gone or out of reach gives way to the default
target; a strange choice is never carried over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.state.targets import target_warning

if TYPE_CHECKING:
    from gmconsole.dialogs.panel_screen import PanelScreen


def remembered(panel: PanelScreen) -> dict[str, object]:
    """The options to remember: those set before the roll that have values."""
    return {c.key: c.value for c in panel.choices if not c.after_roll and c.values}


def restore(panel: PanelScreen, values: dict[str, object], target_chosen: bool) -> None:
    """Select the remembered ``values`` in ``panel`` (each change through the panel's
    ``on_choice_changed``, which may show other options). ``target_chosen``: the GM
    selected someone before opening, so the target follows that selection."""
    for key, value in values.items():
        if target_chosen and key == panel.TARGET_OPTION:
            continue
        for choice in panel.choices:
            if choice.key == key and not choice.after_roll and choice.values:
                before = choice.index
                choice.select(value)
                if choice.index != before:
                    panel.on_choice_changed(choice)
    for key in panel.used_up_options():
        choice = panel.choice(key)
        if choice.index:
            choice.index = 0
            panel.on_choice_changed(choice)
    target = next((c for c in panel.choices if c.key == panel.TARGET_OPTION), None)
    actor = next((c.text for c in panel.choices if c.key == "a"), panel.cid)
    if target is not None and target.value is not None:
        if target_warning(panel.party, panel.adapter, actor, target.text):
            target.select(panel.default_target(actor))
            panel.on_choice_changed(target)
