"""What an intent needs from whoever runs it: the fight, the GM's selection, a way to ask
and to tell, and the one door operations go through.

The main screen is the table at play; ``tests/intents`` use a scripted one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, overload

if TYPE_CHECKING:
    from pathlib import Path

    from gmconsole.intents.questions import Choose, Confirm, Form, Sheet
    from gmconsole.model.party import AnyParty
    from gmconsole.state.engine import Engine
    from gmconsole.state.operation import Operation
    from gmconsole.systems.base import SystemAdapter
    from rules.dice import DiceSource


class Table(Protocol):
    engine: Engine
    last_condition: dict[str, object] | None
    """The last condition added (name and duration), for C to repeat."""

    @property
    def party(self) -> AnyParty: ...

    @property
    def adapter(self) -> SystemAdapter: ...

    @property
    def party_path(self) -> Path | None:
        """The party file (None: a party not read from one)."""

    def selected(self, quiet: bool = False) -> str | None:
        """The selected combatant's id; None (and the GM is told, unless ``quiet``) when
        nobody is."""

    def targets(self) -> list[str]:
        """The marked combatants, else the selected one."""

    def selected_group(self) -> str | None:
        """The group whose row is selected, when no combatant is marked (else None)."""

    def clear_marks(self) -> None:
        """Unmark the marked combatants (an operation on them ran)."""

    @overload
    async def ask(self, question: Confirm) -> bool: ...
    @overload
    async def ask(self, question: Choose) -> object | None: ...
    @overload
    async def ask(self, question: Form) -> dict[str, object] | None: ...
    @overload
    async def ask(self, question: Sheet) -> dict[str, object] | None: ...
    @overload
    async def ask(self, question: object) -> Any:
        """A screen of the UI's own (a system's panel), shown as it is; the answer is
        what it closes with."""

    def warn(self, text: str, *, long: bool = False, replacing: bool = False) -> None:
        """Tell the GM something went wrong (shown literally; ``long``: several lines to
        read, shown longer; ``replacing``: in place of the messages shown, as ``tell``)."""

    def fail(self, text: str) -> None:
        """Tell the GM an action failed (a file not written), shown literally."""

    def tell(self, text: str, *, briefly: bool = True, replacing: bool = False) -> None:
        """Tell the GM what happened (shown literally; briefly, unless it is worth
        reading: a path). ``replacing``: the messages shown go, so a burst of the same
        key (ctrl+z held down) leaves one message, the latest."""

    def note(self, text: str) -> None:
        """Tell the GM what happened to the log, beside its lines, never over them (an
        undo's "Undone: ..."; play-test: its toast hid the very lines it took back)."""

    def run(
        self, op: Operation | None, dice: DiceSource | None = None, follow: bool = False
    ) -> bool:
        """Run an operation; a refusal is shown, never raised. ``follow``: the selection
        moves to whose turn it is."""

    def make(self, cls: type[Operation], **args: object) -> Operation | None:
        """An operation from typed values; a bad value is shown, naming the field."""

    def select_turn(self) -> None:
        """Select whose turn it is."""
