"""Intents about whose turn it is and the initiative order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import t, tn, translatable
from gmconsole.intents.questions import Choose, Confirm, Field, Form
from gmconsole.state import operations as ops
from gmconsole.state.context import name_of
from gmconsole.state.groups import blocks, unit_name
from gmconsole.state.initiative import fight_under_way
from gmconsole.state.operation import operation_label
from gmconsole.state.order_ops import TURN_OPS

if TYPE_CHECKING:
    from gmconsole.intents.table import Table
    from gmconsole.state.history import Step


def next_turn(table: Table) -> None:
    table.run(ops.NextTurn(), follow=True)


def previous_turn(table: Table) -> None:
    """Right after n, undo it exactly (expired conditions come back); otherwise move the
    marker back (conditions already ticked stay as they are)."""
    top = table.engine.history.top
    if top is not None and isinstance(top.op, ops.NextTurn):
        table.engine.undo()
        table.select_turn()
        table.tell(t("Back one turn: the last n undone exactly"))
        return
    table.run(ops.PreviousTurn(), follow=True)


def give_turn(table: Table) -> None:
    if (cid := table.selected()) is not None:
        table.run(ops.SetTurn(cid=cid))


async def roll_initiative(table: Table) -> None:
    """Everyone's initiative; once a round has started, only after asking (a stray i
    re-rolled a fight in progress)."""
    if fight_under_way(table.party):
        question = t("The round has started: re-roll everyone's initiative and start over?")
        if not await table.ask(Confirm(question)):
            return
    table.run(ops.RollInitiative(), follow=True)


def reroll_initiative(table: Table) -> None:
    if (cid := table.selected()) is not None:
        table.run(ops.RollInitiative(cid=cid))


async def edit_initiative(table: Table) -> None:
    if (cid := table.selected()) is None:
        return
    current = next(c for c in table.party.encounter.combatants if c.id == cid).initiative
    default = str(current if current is not None else "")
    field = Field("value", t("Initiative"), default, "int", -99, 999)
    title = t("Initiative of {name}", name=name_of(table.party, cid))
    values = await table.ask(Form(title, [field]))
    if values:
        table.run(table.make(ops.SetInitiative, cid=cid, value=values["value"]))


def sort(table: Table) -> None:
    table.run(ops.SortByInitiative())


def move(table: Table, delta: int) -> None:
    if (cid := table.selected()) is not None:
        table.run(table.make(ops.Move, cid=cid, delta=delta))


def delay(table: Table) -> None:
    holder = table.party.encounter.holder
    if holder is not None:
        table.run(ops.Delay(cid=holder.id), follow=True)


async def return_now(table: Table) -> None:
    delayed = [c for c in table.party.encounter.combatants if c.delayed]
    if not delayed:
        table.warn(t("Nobody is delaying."))
        return
    units = [block[0] for block in blocks(delayed)]  # a group once: it acts as one
    cid: object = delayed[0].id
    if len(units) > 1:
        options: list[tuple[object, str]] = [(c.id, unit_name(table.party, c)) for c in units]
        cid = await table.ask(Choose(t("Who acts now?"), options))
    if isinstance(cid, str) and cid:
        table.run(ops.ReturnNow(cid=cid), follow=True)


def undo(table: Table) -> None:
    _history(table, table.engine.undo(), t("Nothing to undo."), translatable("Undone: {what}"))


def redo(table: Table) -> None:
    _history(table, table.engine.redo(), t("Nothing to redo."), translatable("Redone: {what}"))


def _history(table: Table, step: Step | None, nothing: str, done: str) -> None:
    """Say which step undo or redo took back or did again on the log's edge (or that
    there was none, in place of the messages shown): a burst of undos leaves one, the
    latest."""
    if step is None:
        table.warn(nothing, replacing=True)
        return
    table.note(t(done, what=step_words(step)))
    if step.op.op_name in TURN_OPS:
        # The turn moved back (or on again): the cursor with it, as the key's own did (n,
        # p, g, w, b; play-test 20: after n and its undo the cursor stayed on the next
        # one). A re-roll's undo keeps the cursor on its combatant (issue 11).
        table.select_turn()


def step_words(step: Step) -> str:
    """What a step did, in the words the log has ("Bandido 1: hidden from the players":
    its first line and how many more, or its last: ``Operation.said_last``), else the
    operation's name. A group's damage undone said "Bandido 3: HP 20 -> 19" alone, as if
    Bandido 4 and 5 had kept theirs."""
    before, after = step.before.log, step.after.log
    added = after[len(before) :] if len(after) > len(before) else []
    if not added:
        return operation_label(step.op.op_name)
    if step.op.said_last or len(added) == 1:
        return added[-1].text
    more = len(added) - 1
    return tn("{what} (and {n} more)", "{what} (and {n} more)", more, what=added[0].text)
