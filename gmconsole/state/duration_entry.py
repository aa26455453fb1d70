"""What the GM types for a condition's duration, read into the operation's arguments.

Few keys, Enter for the common case: ``2`` is two rounds (counted at the end of the
bearer's turn), ``2s`` two rounds counted at the start; ``e`` (or ``f``, fin) until the
end of the turn holder's next turn, ``s`` (or ``i``, inicio) until its start, each
optionally followed by the start of another combatant's name (``e fred``); ``r`` until
the end of the round; empty until removed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from gmconsole.i18n import t

_ROUNDS = re.compile(r"^(\d{1,6})\s*([si<]?)$")
_TURN = re.compile(r"^([efsi])(?:\s+(.*))?$")


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).strip()


def parse_duration(
    text: str, combatants: Sequence[tuple[str, str]], holder: str | None
) -> dict[str, str | int | None]:
    """The ``AddCondition`` arguments for ``text``; ValueError says what is allowed.

    ``combatants`` are (id, name) in the fight; ``holder`` whose turn it is.
    """
    raw = _fold(text)
    if not raw:
        return {"rounds": None}
    if raw == "r":
        return {"rounds": None, "until": "round_end"}
    match = _ROUNDS.match(raw)
    if match:
        rounds = int(match[1])
        if not 1 <= rounds <= 999:
            raise ValueError(t("rounds must be 1 to 999 (got {number})", number=rounds))
        return {"rounds": rounds, "ticks": "start" if match[2] else "end"}
    match = _TURN.match(raw)
    if match:
        until = "turn_end" if match[1] in "ef" else "turn_start"
        wanted = (match[2] or "").strip()
        if not wanted:
            if holder is None:
                raise ValueError(t("nobody has the turn: type whose turn (e NAME)"))
            return {"rounds": None, "until": until, "of": holder}
        found = [cid for cid, name in combatants if _fold(name).startswith(wanted)]
        if not found:
            found = [cid for cid, name in combatants if wanted in _fold(name)]
        if len(found) == 1:
            return {"rounds": None, "until": until, "of": found[0]}
        if not found:
            raise ValueError(t("nobody in the fight is called {name}", name=repr(wanted)))
        raise ValueError(t("{name} fits more than one combatant: type more", name=repr(wanted)))
    raise ValueError(
        t(
            "type a number of rounds (2, or 2s counted at the start), e or s (end or start "
            "of the turn holder's turn, or e NAME), r (end of round), or nothing (until removed)"
        )
    )
