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

Functions of values: an actor's entry, the panel's options (``Choice``) and its sets of
options; the panel selects what comes back (``PanelScreen.use_memory``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from gmconsole.dialogs.panel_values import Choice
from gmconsole.state.groups import turn_takers

if TYPE_CHECKING:
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
    takers = turn_takers(party)
    return not takers or actor in takers


def shown_options(choices: Sequence[Choice], keys: Iterable[str]) -> dict[str, object]:
    """The values of the options ``keys`` that this roll shows (set before the roll)."""
    wanted = set(keys)
    return {
        c.key: c.value
        for c in choices
        if c.key in wanted and c.visible and c.values and not c.after_roll
    }


def remembered(
    entry: Mapping[str, object],
    choices: Sequence[Choice],
    kind: Iterable[str],
    pinned: Iterable[str] | None,
) -> dict[str, object]:
    """The actor's entry once this roll is applied: the options ``kind`` (the roll's kind
    when it is one ``t`` brings back, else none) over the kinds of other rolls (an
    attack's weapon stays remembered after a task), and the options ``pinned`` when the
    GM pinned them (None: not pinned)."""
    kind_values = _part(entry, KIND)
    kind_values.update(shown_options(choices, kind))
    updated: dict[str, object] = {KIND: kind_values} if kind_values else {}
    if pinned is not None:
        pinned_values = _part(entry, PINNED)
        pinned_values.update(shown_options(choices, pinned))
        updated[PINNED] = pinned_values
    return updated


def to_restore(
    entry: Mapping[str, object], kind: Iterable[str], situational: Iterable[str]
) -> dict[str, object]:
    """The values ``entry`` brings back, by option key: its ``kind`` options and, when
    pinned, its ``situational`` ones."""
    kind, situational = set(kind), set(situational)
    values = {k: v for k, v in _part(entry, KIND).items() if k in kind}
    values.update({k: v for k, v in _part(entry, PINNED).items() if k in situational})
    return values


def came_back(
    choices: Sequence[Choice], values: Mapping[str, object], kind: Iterable[str]
) -> list[tuple[str, str]]:
    """(label, value shown) of the ``kind`` options that came back with ``values`` and
    show in this mode (the panel's "remembered" line)."""
    kind = set(kind)
    return [
        (c.label, c.shown)
        for c in choices
        if c.key in kind and c.key in values and c.visible and c.values and c.value == values[c.key]
    ]


def memory_items(choices: Sequence[Choice], keys: Iterable[str]) -> list[tuple[str, str]]:
    """(label, value shown) of the options ``keys`` that this mode shows."""
    wanted = set(keys)
    return [(c.label, c.shown) for c in choices if c.key in wanted and c.visible]
