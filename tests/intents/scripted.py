"""A ``ScriptedTable``: what the main screen is to the intents (gmconsole/intents/table.py),
with no Textual and no screen. The fight is a real engine on a fixture party; the
selection, the marks and the selected group's row are set by the test; each question
asked is recorded and answered from the script (a question not in the script fails the
test); what the GM was told is kept, by kind."""

from __future__ import annotations

from pathlib import Path

from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import build
from rules.dice import ScriptedDice


class ScriptedTable:
    """The intents' table with scripted answers."""

    def __init__(
        self, engine: Engine, selection: str | None = "ruisenor", path: Path | None = None
    ) -> None:
        self.engine = engine
        self.selection = selection
        self.party_path = path
        self.marked: list[str] = []
        self.group: str | None = None
        """The group whose row is selected (a group's row, not a member's)."""
        self.last_condition: dict[str, object] | None = None
        self.answers: list[object] = []
        self.asked: list[object] = []
        self.warned: list[str] = []
        self.failed: list[str] = []
        self.told: list[str] = []
        self.lasting: list[str] = []
        """What was shown longer than a brief notice (warn long, tell not briefly)."""
        self.dice: list[int] = []
        self.ran: list[object] = []
        """Every operation that ran (refused ones are not)."""
        self.marks_cleared = 0

    @property
    def party(self):
        return self.engine.party

    @property
    def adapter(self):
        return self.engine.adapter

    def selected(self, quiet=False):
        if self.selection is None and not quiet:
            self.warned.append("nobody selected")
        return self.selection

    def targets(self):
        return self.marked or ([self.selection] if self.selection else [])

    def selected_group(self):
        return None if self.marked else self.group

    def clear_marks(self):
        if self.marked:
            self.marked = []
            self.marks_cleared += 1

    async def ask(self, question):
        self.asked.append(question)
        assert self.answers, f"unexpected question: {question}"
        return self.answers.pop(0)

    def warn(self, text, long=False, replacing=False):
        self.warned.append(text)
        if long:
            self.lasting.append(text)

    def fail(self, text):
        self.failed.append(text)

    def tell(self, text, briefly=True, replacing=False):
        self.told.append(text)
        if not briefly:
            self.lasting.append(text)

    def note(self, text):
        self.told.append(text)

    def run(self, op, dice=None, follow=False):
        if op is None:
            return False
        try:
            self.engine.execute(op, dice or ScriptedDice(list(self.dice)))
        except ActionRefused as refusal:
            self.warned.append(str(refusal))
            return False
        self.ran.append(op)
        if follow:
            self.select_turn()
        return True

    def make(self, cls, **args):
        return build(cls, **args)

    def select_turn(self):
        encounter = self.party.encounter
        self.selection = encounter.combatants[encounter.turn].id


def with_party(table: ScriptedTable, **changes: object) -> ScriptedTable:
    """The table on the same party with ``changes`` (roster, encounters...)."""
    table.engine = Engine(table.party.model_copy(update=changes), ScriptedDice([]))
    return table
