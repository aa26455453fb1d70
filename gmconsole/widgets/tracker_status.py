"""A tracker row's status cell as text, a pure function of values (the party, the
conditions, the flags and the width): the conditions from its left edge, whole with their
rounds left when they fit, else losing words before letters; the flags against its right
edge, the least important dropped first, whole. gmconsole.widgets.tracker_rows draws it.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len, set_cell_size

from gmconsole.i18n import t
from gmconsole.model.party import AnyParty, Condition
from gmconsole.state.duration_words import short_duration
from gmconsole.text import plain

CONDITIONS_MIN = 5
"""What the conditions keep beside the flags: ``Atur…``, ``+2``."""


def shorten(text: str, width: int) -> str:
    """One line cut to ``width`` terminal cells with an ellipsis (a wide character counts
    two, so a row of wide names keeps its columns)."""
    text = plain(text)
    if cell_len(text) <= width or width <= 0:
        return text if width > 0 else ""
    return set_cell_size(text, width - 1).rstrip() + "…"


def conditions_text(party: AnyParty, conditions: Sequence[Condition], brief: bool = False) -> str:
    """``Aturdido 2 rounds, Derribado``; ``brief``: the rounds as a number, ``Aturdido 2r``
    (a duration in turns left out: the combat box says it)."""
    left = [
        (t("{n}r", n=c.rounds) if c.rounds is not None else "")
        if brief
        else short_duration(party, c)
        for c in conditions
    ]
    return ", ".join(f"{t(c.name)} {x}".rstrip() for c, x in zip(conditions, left, strict=True))


def conditions_cell(
    party: AnyParty, conditions: Sequence[Condition], width: int, whole: bool = False
) -> str:
    """The conditions in ``width`` cells, the best that fits of: each with what is left
    (``Aturdido 2 rounds, Derribado``); the rounds as a number (``Aturdido 2r, Derribado``);
    their names; the first with its number and how many more (``Aturdido 2r +1``); its
    name (``Aturdido +1``); its name cut (``Atu… +1``): a word is cut last. ``whole``:
    only a form that keeps the first one's rounds, else nothing."""
    if not conditions or width <= 0:
        return ""
    first, more = t(conditions[0].name), f" +{len(conditions) - 1}" if conditions[1:] else ""
    counted = conditions_text(party, conditions[:1], brief=True) + more
    ladder = (
        conditions_text(party, conditions),
        conditions_text(party, conditions, brief=True),
        *(() if whole else (", ".join(t(c.name) for c in conditions),)),
        counted,
        *(() if whole else (first + more,)),
    )
    for text in ladder:
        if cell_len(text) <= width:
            return text
    room = width - cell_len(more)
    if whole:
        return ""
    return shorten(first, room) + more if room >= 2 else shorten(f"+{len(conditions)}", width)


def fitted_flags(flags: Sequence[str], room: int) -> str:
    """The ``flags`` (most important first) that fit in ``room`` cells, drawn with the most
    important last, against the cell's right edge: the least important go first, whole;
    a flag left alone is cut."""
    kept = list(flags)
    while len(kept) > 1 and cell_len(" ".join(kept)) > room:
        kept.pop()
    return shorten(" ".join(reversed(kept)), room)


def short_hidden(flags: Sequence[str], keep: int, room: int) -> list[str]:
    """``flags`` with ``hidden`` said short (``oc.``) where it and the health word (the
    kept flags) do not fit ``room`` whole: a GM always reads that the enemy is down and
    hidden (Spanish at 100x30 with the preview open: "+2 oculto", its CAÍDO gone). Two
    kept flags are hidden and the health word, in that order (``row_flags``)."""
    kept = list(flags)
    if keep >= 2 and cell_len(" ".join(kept[:keep])) > room:
        kept[0] = t("hid.")
    return kept


def status_cell(
    party: AnyParty,
    conditions: Sequence[Condition],
    flags: Sequence[str],
    width: int,
    keep: int = 0,
) -> tuple[str, str]:
    """(conditions, flags) for a status cell ``width`` cells wide, with its leading space.
    The flags after the first ``keep`` (hidden, DOWN: the turn's and the system's) give
    way, least important first, to the conditions with their rounds (``Aturdido 2r``);
    when even the kept flags leave them too little, the flags that fit whole beside a few
    cells of conditions, the kept ones (``hidden``, ``DOWN``) always, and the conditions in
    what is left (a word cut last)."""
    room = width - 1
    if room <= 0:
        return "", ""
    flags = short_hidden(flags, keep, room)
    if not conditions:
        return "", fitted_flags(flags, room)
    for count in range(len(flags), min(keep, len(flags)) - 1, -1):
        text = " ".join(reversed(flags[:count]))
        rest = room - cell_len(text) - (1 if text else 0)
        if shown := conditions_cell(party, conditions, rest, whole=True):
            return shown, text
    flag_room = room - 1 - CONDITIONS_MIN
    kept_count = min(keep, len(flags))
    # The kept flags (hidden, DOWN) stay whole: the conditions give way to them (play-test
    # 12: with the preview open a hidden enemy lost its DOWN).
    flag_room = max(flag_room, cell_len(" ".join(flags[:kept_count])))
    kept = list(flags)  # the others whole or not at all (``Derr… a…``: play-test 11)
    while len(kept) > kept_count and cell_len(" ".join(kept)) > flag_room:
        kept.pop()
    while len(kept) > 1 and cell_len(" ".join(kept)) > room:
        kept.pop()  # a cell too narrow for both: ``hidden`` alone, whole
    flag_text = shorten(" ".join(reversed(kept)), room)
    rest = room - cell_len(flag_text) - (1 if flag_text else 0)
    return (conditions_cell(party, conditions, rest) if rest >= 2 else ""), flag_text
