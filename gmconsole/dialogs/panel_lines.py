"""The lines a panel draws: its options, the plan and its exact odds, the result, and
the key line, as Textual ``Content`` (user text literally, never markup).

Pure functions of what the panel knows now; ``PanelScreen.redraw`` puts them in place.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable
from fractions import Fraction

from textual.content import Content

from gmconsole.dialogs.key_hints import Shown
from gmconsole.dialogs.panel_values import LIST_MARK, Choice, Preview
from gmconsole.i18n import percent, t
from gmconsole.text import plain

NO_BREAK_SPACE = "\u00a0"
_UNIT = re.compile(r"(?<=\d) (?=%|m\b)")
"""The space between a number and its unit: "72,2 %", "35/60/120 m"."""
_ITEM_ENDS = (re.compile(r"(?<= ·) "), re.compile(r"(?<=,) "))
"""The space after an item's separator: " · " where a line has one (its commas may be in
a name, "El Tuerto, cabecilla"), else ", "."""
_BRACKETED = re.compile(r"\[[^\]]*\]")
"""A list of modifiers ("[minor severity +10, difficult -10]"): each stays whole."""
_ITEM_SPACE = re.compile(r"(?<!,) ")


def keep_percent(text: str, width: int) -> str:
    """``text`` wrapped to ``width`` cells where it is too long, between its items (the
    parts between " · ", else ", ": an outcome and its odds, "dead (HP -20 or less): 0.0%",
    a bracketed modifier "[minor severity +10]") rather than inside one that fits a line,
    and never between a number and its unit: the terminal's wrap (which breaks at any
    space, a no-break one too) left Spanish "%" alone on the next line at 80 columns, and
    "muerto (PV -20 o / menos)" apart. ``textwrap`` does not break at a no-break space; the
    lines it makes fit, so the terminal keeps them whole. A short text, an unknown width
    (0), or one the terminal's wrap keeps whole is left to the terminal."""
    if width <= 0 or len(text) <= width:
        return text
    return "\n".join(_wrapped_whole(line, width) for line in text.split("\n"))


def _wrapped_whole(line: str, width: int) -> str:
    item_end = _ITEM_ENDS[0] if " · " in line else _ITEM_ENDS[1]
    line = _BRACKETED.sub(lambda found: _ITEM_SPACE.sub(NO_BREAK_SPACE, found[0]), line)
    parts = item_end.split(_UNIT.sub(NO_BREAK_SPACE, line))
    # An item and the separator after it ("failure 72.2%,") are one word where they fit.
    glued = " ".join(
        part.replace(" ", NO_BREAK_SPACE) if len(part) <= width else part for part in parts
    )
    wrapped = textwrap.wrap(glued, width, break_on_hyphens=False, replace_whitespace=False)
    lines = [part.replace(NO_BREAK_SPACE, " ") for part in wrapped]
    # Where the terminal's own wrap (at every space) keeps the items whole, it wraps.
    if lines == textwrap.wrap(line, width, break_on_hyphens=False):
        return line
    return "\n".join(lines)


def option_line(choice: Choice, key: str, locked: bool) -> Content:
    """``[s] Skill: Athletics``: the key dimmed once the roll fixed the option; an option
    with one value cannot change, so it shows no key (a key that does nothing); one whose
    key opens a list is marked ``[s…]``."""
    if len(choice.values) < 2:
        shown_key = Content(" " * (len(key) + 2))
    else:
        mark = LIST_MARK if choice.opens_list else ""
        shown_key = Content.styled(f"[{key}{mark}]", "dim" if locked else "bold $accent")
    return Content.assemble(shown_key, f" {choice.label}: ", (plain(choice.shown), "bold"))


def memory_lines(
    brought_back: Iterable[tuple[str, str]], pinned: list[tuple[str, str]] | None, pin: str
) -> list[Content]:
    """What came back from the actor's last roll (label, value), and the situational
    options the GM pinned (None: not pinned; ``pin`` unpins them)."""
    lines: list[Content] = []
    if shown := _items(brought_back):
        lines.append(Content.assemble((t("Remembered: "), "italic $text-muted"), shown))
    if pinned is not None:
        lines.append(
            Content.assemble(
                (t("Pinned for next time ({key} unpins): ", key=pin), "bold $warning"),
                _items(pinned) or t("nothing in this mode"),
            )
        )
    return lines


def _items(items: Iterable[tuple[str, str]]) -> str:
    return t(" · ").join(f"{plain(label)}: {plain(value)}" for label, value in items)


def text_lines(lines: Iterable[str], width: int) -> list[Content]:
    """Lines of the plan or the result, wrapped to the panel so a percent stays whole."""
    return [Content(keep_percent(plain(line), width)) for line in lines]


def warning_lines(lines: Iterable[str]) -> list[Content]:
    """A strange choice called out (an ally, someone down, out of reach)."""
    return [Content.styled(f"⚠ {plain(line)}", "bold $warning") for line in lines]


def odds_line(odds: Fraction) -> Content:
    """The exact chance of success, as a percent and as the fraction."""
    return Content.assemble(
        (t("Chance of success: "), "bold"),
        (f"{percent(odds)}", "bold $success"),
        t("  (exactly {fraction})", fraction=f"{odds.numerator}/{odds.denominator}"),
    )


def result_lines(preview: Preview | None, hint: str, error: str, width: int) -> list[Content]:
    """The result (its lines and what it waits for), then why something failed."""
    result: list[Content] = []
    if preview is not None:
        result.append(Content.styled(t("Result"), "bold $accent"))
        result += text_lines([*preview.lines, *preview.offers], width)
        if hint:
            result.append(Content.styled(hint, "italic $warning"))
    if error:
        result.append(Content.styled(error, "bold $error"))
    return result


def rolled_keys(shown: Shown, offered: str) -> str:
    """The key line after the roll: apply or close, then what the result offers."""
    line = t(
        "{apply}: apply · {close}: close without applying (logged)",
        apply=shown("panel.apply", "enter"),
        close=shown("panel.close", "escape"),
    )
    return t(" · ").join(filter(None, [line, offered]))


def keys_before_roll(shown: Shown, pin: bool) -> str:
    """The key line before the roll (``pin``: the panel has modifiers to pin)."""
    line = t(
        "{roll}: roll · {dice}: enter the table's dice · {close}: close without rolling"
        " · lowercase key: next value, uppercase: previous; a key with {mark} opens a list"
        " (type to filter) · {reset}: forget this actor's last options",
        roll=shown("panel.roll", "r"),
        dice=shown("panel.enter_dice", "e"),
        close=shown("panel.close", "escape"),
        reset=shown("panel.reset_options", "backspace"),
        mark=LIST_MARK,
    )
    if not pin:
        return line
    pinning = t(
        "{pin}: pin the modifiers for next time (else they start fresh)",
        pin=shown("panel.pin", "j"),
    )
    return t(" · ").join([line, pinning])
