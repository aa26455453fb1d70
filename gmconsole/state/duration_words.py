"""A condition's duration in words, as the tracker, the combat box, the log and the
players' view say it ("2 rounds", "until the end of Fred's next turn", "until removed").

A condition until the end of someone's turn lasts until the end of that one's *next* turn
(cast on its own turn, the current one does not count); once that turn has begun
(``started``), it is "its turn", the one under way."""

from __future__ import annotations

from collections.abc import Collection

from gmconsole import i18n
from gmconsole.i18n import t, tn
from gmconsole.model.party import AnyParty, Condition
from gmconsole.state.context import name_of


def rounds_word(count: int) -> str:
    """``1 round`` / ``2 rounds`` (plurals are words, never "(s)")."""
    return tn("{n} round", "{n} rounds", count)


def duration(party: AnyParty, condition: Condition) -> str:
    """What is left of a condition, in full words."""
    if condition.rounds is not None:
        if condition.ticks == "start":
            return t(
                "{rounds}, counted at the start of its turn", rounds=rounds_word(condition.rounds)
            )
        return rounds_word(condition.rounds)
    other = name_of(party, condition.of) if condition.of else ""
    if condition.until == "turn_end":
        if condition.started:
            return t("until the end of {other}'s turn", other=other)
        return t("until the end of {other}'s next turn", other=other)
    if condition.until == "turn_start":
        return t("until the start of {other}'s next turn", other=other)
    if condition.until == "round_end":
        return t("until the end of the round")
    return t("until removed")


def short_duration(party: AnyParty, condition: Condition) -> str:
    """What is left, short enough for a tracker row ("" for until removed)."""
    if condition.rounds is not None:
        return rounds_word(condition.rounds)
    other = name_of(party, condition.of) if condition.of else ""
    if condition.until == "turn_end":
        if condition.started:
            return t("till {other}'s turn ends", other=other)
        return t("till {other}'s next turn ends", other=other)
    if condition.until == "turn_start":
        return t("till {other}'s next turn", other=other)
    if condition.until == "round_end":
        return t("till round ends")
    return ""


def duration_for_players(
    party: AnyParty, condition: Condition, lang: str, hidden: Collection[str]
) -> str:
    """``duration`` in ``lang`` for the players' view: a hidden combatant whose turn
    ends it is not named."""
    before = i18n.language()
    i18n.set_language(lang if lang in i18n.LANGUAGES else "en")
    try:
        if condition.of is not None and condition.of in hidden:
            if condition.until == "turn_end":
                if condition.started:
                    return t("until the end of someone's turn")
                return t("until the end of someone's next turn")
            return t("until the start of someone's next turn")
        return duration(party, condition)
    finally:
        i18n.set_language(before)


def with_duration(party: AnyParty, condition: Condition) -> str:
    """``Stunned (until the end of Fred's next turn)``."""
    return t("{name} ({duration})", name=t(condition.name), duration=duration(party, condition))
