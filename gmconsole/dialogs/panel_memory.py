"""What a panel remembers per actor within a fight (fourth-pass ruling): the next panel
of the same actor opens with the kind of roll the actor last made on their own turn (an
attack's weapon and target, a test's skill), never with a save, a potion or a roll made
out of turn (a defence, a reaction). Situational modifiers (difficulty, boons, banes,
cover) start fresh at every opening unless the GM pinned them (``panel.pin``).

Each system's panel declares which of its options are of which sort
(``KIND_OPTIONS``, ``SITUATIONAL_OPTIONS``) and which rolls are repeatable
(``repeatable``); an option in neither set is never remembered. The screen keeps the
memory, the recovery journal saves it.

What comes back is what can still be used: an option used up since (a specialization
used today, a token already handed back) falls back to its default (third-pass ruling),
and a remembered target who is now down, gone or out of reach gives way to the default
target; a strange choice is never carried over.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from gmconsole.state.groups import mates
from gmconsole.state.targets import target_warning

if TYPE_CHECKING:
    from gmconsole.dialogs.panel_screen import PanelScreen
    from gmconsole.model.party import PartyBase

KIND = "kind"
"""An actor's entry: the options of the last repeatable roll made on their own turn."""
PINNED = "pinned"
"""An actor's entry: the situational options the GM pinned (absent: not pinned)."""


def _part(entry: Mapping[str, object], name: str) -> dict[str, object]:
    part = entry.get(name)
    return dict(part) if isinstance(part, dict) else {}


def is_pinned(entry: Mapping[str, object]) -> bool:
    """Whether the GM pinned this actor's situational options."""
    return isinstance(entry.get(PINNED), dict)


def own_turn(party: PartyBase, actor: str) -> bool:
    """Whether ``actor`` holds the turn (or is in the group that does); outside a fight
    every roll is the actor's own."""
    encounter = party.encounter
    if not encounter.active or not 0 <= encounter.turn < len(encounter.combatants):
        return True
    holder = encounter.combatants[encounter.turn]
    return any(c.id == actor for c in mates(encounter.combatants, holder))


def shown_options(panel: PanelScreen, keys: Iterable[str]) -> dict[str, object]:
    """The values of the options ``keys`` that this roll shows (set before the roll)."""
    wanted = set(keys)
    return {
        c.key: c.value
        for c in panel.choices
        if c.key in wanted and c.visible and c.values and not c.after_roll
    }


def remembered(panel: PanelScreen, entry: Mapping[str, object]) -> dict[str, object]:
    """The actor's entry once this roll is applied: the roll's kind when it is one ``t``
    brings back (over the kinds of other rolls: an attack's weapon stays remembered
    after a task), the pinned options when the GM pinned them."""
    kind = _part(entry, KIND)
    if panel.repeatable() and own_turn(panel.party, panel.acting()):
        kind.update(shown_options(panel, panel.KIND_OPTIONS))
    updated: dict[str, object] = {KIND: kind} if kind else {}
    if panel.pinned:
        pinned = _part(entry, PINNED)
        pinned.update(shown_options(panel, panel.SITUATIONAL_OPTIONS))
        updated[PINNED] = pinned
    return updated


def restore(panel: PanelScreen, entry: Mapping[str, object], target_chosen: bool) -> list[str]:
    """Select the remembered options of ``entry`` in ``panel`` (each change through the
    panel's ``on_choice_changed``, which may show other options), and return the kind
    options that came back and show, by key. ``target_chosen``: the GM selected someone
    before opening, so the target follows that selection."""
    values = {k: v for k, v in _part(entry, KIND).items() if k in panel.KIND_OPTIONS}
    values.update({k: v for k, v in _part(entry, PINNED).items() if k in panel.SITUATIONAL_OPTIONS})
    # In the panel's order: a mode is chosen before the options it shows.
    for choice in panel.choices:
        if choice.key not in values or choice.after_roll or not choice.values:
            continue
        if target_chosen and choice.key == panel.TARGET_OPTION:
            continue
        before = choice.index
        choice.select(values[choice.key])
        if choice.index != before:
            panel.on_choice_changed(choice)
    for key in panel.used_up_options():
        choice = panel.choice(key)
        if choice.index:
            choice.index = 0
            panel.on_choice_changed(choice)
    target = next((c for c in panel.choices if c.key == panel.TARGET_OPTION), None)
    actor = panel.acting()
    if target is not None and target.value is not None:
        if target_warning(panel.party, panel.adapter, actor, target.text):
            target.select(panel.default_target(actor))
            panel.on_choice_changed(target)
    return [
        c.key
        for c in panel.choices
        if c.key in panel.KIND_OPTIONS
        and c.key in values
        and c.visible
        and c.values
        and c.value == values[c.key]
        and not (target_chosen and c.key == panel.TARGET_OPTION)
    ]
