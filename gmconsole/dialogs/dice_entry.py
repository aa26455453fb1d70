"""Typing the table's dice: what the prompt asks for a die, and reading what the GM typed.

A d100 (two d10 read as tens then units: a purpose that ends in "(d100)") is typed as one
number 00..99 (0 is 00); a d10 takes 0 where the die shows 10. The prompt fits an
80-column terminal and its example uses values of the die asked. Pure functions: the
panel (``PanelRoll.ask_dice``) opens the form and feeds the dice to the roll.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gmconsole.i18n import t, tn
from rules.dice import DiceExhausted

_INTS = re.compile(r"-?\d+")


@dataclass(frozen=True)
class DicePrompt:
    """What the form asks for one die: its question (in the title, which wraps), the
    field's short label and a hint."""

    asked: str
    label: str
    hint: str
    d100: bool
    sides: int


def prompt_for(need: DiceExhausted) -> DicePrompt:
    """The prompt for the die the roll needs next: how many may be typed at once, in the
    rules' words when they give them (``DiceExhausted.reading``: EZD6's armour saves are
    read one per strike until the target is down), else "several at once"."""
    purpose = need.purpose or t("the roll")
    d100 = need.sides == 10 and purpose.endswith("(d100)")
    if d100:
        asked = t("{purpose}: one number 00 to 99", purpose=purpose)
        label = t("d100 (00 to 99)")
        hint = t("e.g. 36, 07 or 0 (= 00); several at once: 36 07")
    elif need.reading:  # the rules say how many this step takes and how they are read
        asked = t(
            "d{sides} for {purpose}: {reading}",
            sides=need.sides,
            purpose=purpose,
            reading=need.reading,
        )
        label = t("d{sides} (1 to {sides})", sides=need.sides)
        hint = t("a 0 reads 10, as the die shows it") if need.sides == 10 else ""
    elif need.sides >= 8:
        asked = t(
            "d{sides} for {purpose} (several at once: 4 8 3)",
            sides=need.sides,
            purpose=purpose,
        )
        label = t("d{sides} (1 to {sides})", sides=need.sides)
        hint = t("a 0 reads 10, as the die shows it") if need.sides == 10 else ""
    else:
        example = " ".join(str(value) for value in (max(1, need.sides * 2 // 3), 1, need.sides))
        asked = t(
            "d{sides} for {purpose} (several at once: {example})",
            sides=need.sides,
            purpose=purpose,
            example=example,
        )
        label = t("d{sides} (1 to {sides})", sides=need.sides)
        hint = ""
    return DicePrompt(asked, label, hint, d100, need.sides)


def read_dice(raw: str, prompt: DicePrompt) -> list[int] | str:
    """The dice typed (a d100 as its two d10, a 0 on a d10 as 10), or why they are
    refused."""
    numbers = [int(n) for n in _INTS.findall(raw)]
    if prompt.d100:
        bad = [n for n in numbers if not 0 <= n <= 99]
        if not numbers or bad:
            reason = t("A d100 is one number 00 to 99")
            return reason + (t(" (got {value})", value=bad[0]) if bad else "")
        # Tens then units, each a d10 whose 10 reads 0.
        return [die or 10 for n in numbers for die in divmod(n, 10)]
    low = 0 if prompt.sides == 10 else 1
    bad = [n for n in numbers if not low <= n <= prompt.sides]
    if not numbers or bad:
        reason = t("Dice must be whole numbers 1 to {sides}", sides=prompt.sides)
        return reason + (t(" (got {value})", value=bad[0]) if bad else "")
    return [n or 10 for n in numbers]  # only a d10 lets a 0 through


def too_many(taken: int, d100: bool, why: str = "", more: bool = False) -> str:
    """Why typed dice are refused when the roll takes only ``taken`` of them: a roll
    takes exactly the dice it needs, never keeps some for a later roll (third-pass
    ruling); ``why``: what ended it there, when the rules say (``rules.dice.describe_end``:
    the target already down); ``more``: dice of this roll were typed before (review:
    "takes 1 die" beside "typed so far: 4" read as the roll's whole count)."""
    count = taken // 2 if d100 else taken
    if more:
        taken_words = tn("this roll takes {n} more die", "this roll takes {n} more dice", count)
    else:
        taken_words = tn("this roll takes {n} die", "this roll takes {n} dice", count)
    return t("{taken}: {why}", taken=taken_words, why=why) if why else taken_words


def nothing_typed(needed: int | None, prompt: DicePrompt, more: bool = False) -> str:
    """Why an empty entry is refused, saying what the roll takes: at least ``needed``
    more dice (a chain, an explosion or a passed save may ask for more; None: not known);
    ``more``: dice of this roll were typed before, and the words say "more"."""
    if prompt.d100:
        return tn(
            "Nothing typed: this roll takes at least {n} d100, one number 00 to 99",
            "Nothing typed: this roll takes at least {n} d100, each a number 00 to 99",
            max(1, (needed or 2) // 2),
        )
    low = 0 if prompt.sides == 10 else 1
    # The count in the words of the refusal of too many ("this roll takes 2 dice"; a
    # play-test read "at least 2 d6" beside "takes 3 dice" and "up to 3 dice").
    if more:
        return tn(
            "Nothing typed: this roll takes at least {n} more die, a number {low} to {sides}",
            "Nothing typed: this roll takes at least {n} more dice, each {low} to {sides}",
            needed or 1,
            low=low,
            sides=prompt.sides,
        )
    return tn(
        "Nothing typed: this roll takes at least {n} die, a number {low} to {sides}",
        "Nothing typed: this roll takes at least {n} dice, each {low} to {sides}",
        needed or 1,
        low=low,
        sides=prompt.sides,
    )


def as_typed(values: list[int], d100: bool) -> list[str]:
    """The dice as the GM typed them: a d100 as one number (tens and units, a 10 read as
    0: 3 and 6 are 36), any other die as itself."""
    if not d100 or len(values) % 2:
        return [str(value) for value in values]
    pairs = zip(values[::2], values[1::2], strict=True)
    return [f"{tens % 10}{units % 10}" for tens, units in pairs]
