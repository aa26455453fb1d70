"""A roll the GM closed without applying: it leaves one log line, never vanishes.

Dice thrown at the table stay on the record (third-pass ruling "Escape never applies");
the line names the actor, so the players' view treats it as it would the roll."""

from __future__ import annotations

from collections.abc import Sequence

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import Id, Notes
from gmconsole.state.context import OpContext, OpError
from gmconsole.state.operation import Operation
from gmconsole.text import plain


class RollNotApplied(Operation, name="roll_not_applied", label=translatable("roll not applied")):
    """One log line: who rolled, the dice and the outcome; nothing else changes. Undo
    never takes it back (fourth pass: no roll vanishes)."""

    kept_by_undo = True
    text: Notes
    cid: Id | None = None
    """Whose roll it was: the players' copy of the recap keeps it or not as it would the
    roll (an enemy's roll is the GM's secret)."""

    @property
    def actor(self) -> str | None:
        return self.cid

    def apply(self, ctx: OpContext) -> None:
        if not self.text.strip():
            raise OpError(t("a roll not applied needs its text"))
        ctx.log(t("roll not applied: {what}", what=plain(self.text)))


def unapplied_text(name: str, lines: list[str], dice: Sequence[object]) -> str:
    """``Donny: <outcome> · dice 3 5``: the line's body, one line, cut to fit the log."""
    outcome = " · ".join(plain(line).strip() for line in lines if line.strip())
    thrown = " ".join(str(value) for value in dice)
    parts = [part for part in (outcome, t("dice {dice}", dice=thrown) if dice else "") if part]
    body = " · ".join(parts) or t("no dice")
    # The actor once: a roll's outcome often starts with its name already.
    text = body if outcome.startswith(plain(name)) else f"{plain(name)}: {body}"
    return text[:1000]
