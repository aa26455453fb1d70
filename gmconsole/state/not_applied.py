"""What the GM left undone, on the record: a roll closed without applying (one log line
that never vanishes), an offer the console made and the GM declined.

Dice thrown at the table stay on the record (third-pass ruling "Escape never applies");
the line names the actor, so the players' view treats it as it would the roll."""

from __future__ import annotations

import re
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
    players: Notes | None = None
    """``text`` as the players' page says it, where it differs (RyF: an attack on an
    enemy without its defence, ``LogEntry.players``)."""
    cid: Id | None = None
    """Whose roll it was: the players' copy of the recap keeps it or not as it would the
    roll (an enemy's roll is the GM's secret)."""
    round: int | None = None
    """The round it was rolled in: its line keeps it when undo applies it again on an
    earlier party (play-test 14: "R1" after undoing the step into round 2)."""

    @property
    def actor(self) -> str | None:
        return self.cid

    def apply(self, ctx: OpContext) -> None:
        if not self.text.strip():
            raise OpError(t("a roll not applied needs its text"))
        told = None if self.players is None else plain(self.players)
        ctx.log(
            t("Roll not applied: {what}", what=plain(self.text)),
            None if told is None else t("Roll not applied: {what}", what=told),
            round=self.round,
        )


class OfferDeclined(Operation, name="offer_declined", label=translatable("offer declined")):
    """One log line: the GM said no to what the console offered when someone fell (EZD6:
    a hero's life-threatening save); nothing else changes. Play-test 29: an ``n`` meant
    for the next turn declined a hero's save, and the log said nothing of it. Undo never
    takes it back (as a roll not applied): a ``ctrl+z`` right after it takes back the fall
    that raised the offer, and the record keeps what the GM said (the review: undo took
    back only this line, and the hero stayed down with nothing said). The GM's word, no
    one's roll: no actor."""

    kept_by_undo = True
    text: Notes
    cid: Id
    """Whom the offer was for."""

    def apply(self, ctx: OpContext) -> None:
        if not self.text.strip():
            raise OpError(t("a declined offer needs its text"))
        ctx.log(plain(self.text))


def unapplied_text(
    actor: str,
    lines: list[str],
    dice: Sequence[object],
    heading: str | None = None,
) -> str:
    """``Donny, against Rakum: <outcome> · dice 3 5``: the line's body, one line, cut to
    fit the log. ``heading`` is the applied line's (the actor, and whom the roll is
    against when the outcome does not say it; the actor's name by default); it is left
    out when the outcome's first line names the actor already (``Brunhilda attacks…``,
    ``A: Exsurgente 1 …``), so the actor is named once. No GM's call: closed unapplied,
    the roll decided nothing (an ally as the target is the GM's call only on an applied
    roll). The dice are said once: not again after an outcome that shows them all in
    order."""
    shown = [plain(line).strip() for line in lines if line.strip()]
    outcome = " · ".join(shown)
    thrown = " ".join(str(value) for value in dice)
    # said once: FIDS's "3d6 neutral: 1 2 5 -> …" has them all, in order, already
    said = len(dice) > 1 and re.search(rf"(?<!\d){re.escape(thrown)}(?!\d)", outcome)
    trailer = t("dice {dice}", dice=thrown) if dice and not said else ""
    parts = [part for part in (outcome, trailer) if part]
    body = " · ".join(parts) or t("no dice")
    named = shown and plain(actor) in shown[0]
    text = body if named else f"{plain(heading or actor)}: {body}"
    return text[:1000]
