"""The operations on the fight every system has, in one namespace: importing this module
registers them all under their journal names (the recovery journal replays them).

Each is a frozen model of its arguments (see ``gmconsole.state.operation``); ``apply``
changes state only through ctx, logs what it did, and raises OpError (nothing changed)
when it cannot be done. What differs between systems is asked of ``ctx.adapter``. They
live by what they act on: ``turn_ops`` (turns and rounds), ``order_ops`` (initiative and
the order), ``join_ops`` (who is in the fight), ``combatant_ops`` (conditions, notes,
harm, resources, flags, rest); the screen and the tests reach them as ``ops.Damage``.
"""

from __future__ import annotations

from gmconsole.state.combatant_ops import (
    AddCondition,
    Adjust,
    AdjustParty,
    Damage,
    Heal,
    LongRest,
    RemoveCondition,
    SetNotes,
    ToggleFlag,
)
from gmconsole.state.join_ops import AddFromRoster, AddMember, EndFight, QuickAdd, Remove
from gmconsole.state.not_applied import OfferDeclined, RollNotApplied
from gmconsole.state.operation import OnCombatant, Operation
from gmconsole.state.order_ops import (
    Delay,
    Move,
    ReturnNow,
    RollInitiative,
    SetInitiative,
    SortByInitiative,
)
from gmconsole.state.sheet_ops import AddSheet, EditOptions, EditSheet, RemoveSheet
from gmconsole.state.turn_ops import NextTurn, PreviousTurn, SetTurn

__all__ = [
    "AddCondition",
    "AddFromRoster",
    "AddMember",
    "AddSheet",
    "Adjust",
    "AdjustParty",
    "Damage",
    "Delay",
    "EditOptions",
    "EditSheet",
    "EndFight",
    "Heal",
    "LongRest",
    "Move",
    "NextTurn",
    "OfferDeclined",
    "OnCombatant",
    "Operation",
    "PreviousTurn",
    "QuickAdd",
    "Remove",
    "RemoveCondition",
    "RemoveSheet",
    "ReturnNow",
    "RollInitiative",
    "RollNotApplied",
    "SetInitiative",
    "SetNotes",
    "SetTurn",
    "SortByInitiative",
    "ToggleFlag",
]
