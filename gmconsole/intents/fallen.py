"""What a system offers when a combatant goes down, whatever downed them (``d``, a
panel's attack, the sidebar): each offer is a yes/no question and a panel of the
system's (EZD6: a hero's life-threatening miraculous save) that a yes opens; the panel's
plan runs with the dice it rolled. The screen finds the offers (the system UI's
``fallen_offers``) after every operation it runs (``MainScreen.execute``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, Protocol

from gmconsole.intents.questions import Confirm
from rules.dice import ScriptedDice

if TYPE_CHECKING:
    from gmconsole.intents.table import Table
    from gmconsole.state.operation import Operation


class Planned(Protocol):
    """What a system's panel answers (``dialogs.panel_values.Planned``)."""

    @property
    def operation(self) -> Operation: ...

    @property
    def dice(self) -> tuple[int, ...]:
        """The dice it rolled, replayed when the operation runs."""


class Offer(NamedTuple):
    """A question about someone who fell, the panel a yes opens, and what a no records."""

    question: str
    panel: object
    """The system's panel (a ``PanelScreen``; the domain names no UI class)."""
    declined: Operation
    """Run on a no (``OfferDeclined``: one log line), so a save the GM declined, or that
    an ``n`` meant for the next turn declined, is on the record (play-test 29)."""


async def offer(table: Table, offers: Sequence[Offer]) -> None:
    """Ask each offer's question; a yes shows its panel (as it is), whose plan runs; a no
    runs its ``declined``."""
    for question, panel, declined in offers:
        # Raised by the key that downed them: an n typed behind it meant the next turn.
        if not await table.ask(Confirm(question, must_be_seen=True)):
            table.run(declined)
            continue
        planned: Planned | None = await table.ask(panel)
        if planned is not None:
            table.run(planned.operation, dice=ScriptedDice(list(planned.dice)))
