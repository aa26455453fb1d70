"""The players' page's log: the last lines the players may see, each as the page shows
it (the one rule of ``gmconsole.sight``; ``gmconsole.players.view``'s doc says how)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING

from gmconsole.players.labels import LABELS, page_word
from gmconsole.sight import (
    Unseen,
    line_for_players,
    members_line,
    players_line,
    players_text,
    tells_a_value,
    without_values,
)
from gmconsole.systems.players_view import Entry

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase
    from gmconsole.model.party import AnyParty

LOG_LINES = 8
"""How many public log lines the view carries by default."""
LOG_SCAN = 200
"""How many of the newest log lines are searched for them (bounds the cost per change)."""

_BREAKS = re.compile(r"\s*[\r\n\t]+\s*")


def plain_line(text: str) -> str:
    """``text`` on one line."""
    return _BREAKS.sub(" ", text).strip()


# --- The public log ----------------------------------------------------------------------


def _names(items: Iterable[CharacterBase]) -> list[str]:
    return [n for n in (plain_line(item.name) for item in items) if n]


def _starts_with(text: str, name: str) -> bool:
    if not text.startswith(name):
        return False
    rest = text[len(name) :]
    return not rest or not (rest[0].isalnum() or rest[0] == "_")


def attribute_line(text: str, members: Collection[str], others: Collection[str]) -> str:
    """ "party" when ``text`` starts with a member's name, else "gm" (see the module doc)."""
    best, side = "", "gm"
    for name, who in [*((n, "party") for n in members), *((n, "gm") for n in others)]:
        if len(name) > len(best) and _starts_with(text, name):
            best, side = name, who
    return side


def line_is_public(
    text: str,
    *,
    members: Collection[str],
    enemies: Collection[str],
    open_rolls: bool,
    roster: Collection[str] | None = None,
    own: bool = False,
) -> bool:
    """Whether one log line written outside the fight journal (no operation says whose it
    is) may be shown to the players: with closed rolls a party member's line naming no
    roster entry, with open rolls any line that tells no value (the module doc).

    ``enemies`` are the names of the fight's enemies and of the roster's entries;
    ``roster`` those of the roster's entries alone (default: all of ``enemies``); ``own``:
    a seen member's line (``gmconsole.sight.members_line``)."""
    roster = enemies if roster is None else roster
    side = "party" if own else attribute_line(text, members, enemies)
    if open_rolls:
        return not tells_a_value(text, side == "party")
    return side == "party" and not any(name in text for name in roster)


def _written_by(
    party: AnyParty, first: int, hidden: Collection[str]
) -> tuple[set[int], set[int], set[int]]:
    """The indexes, from ``first`` on, of the log lines an operation wrote (the fight
    journal says whose each line is), of those a seen party member's own action wrote,
    and of those a panel's roll wrote (any actor's, or a GM's secret one)."""
    members = {m.id for m in party.members if m.id not in hidden}
    journaled: set[int] = set()
    by_members: set[int] = set()
    rolls: set[int] = set()
    for entry in reversed(party.journal):
        if entry.log + entry.lines <= first:
            break
        lines = range(entry.log, entry.log + entry.lines)
        journaled.update(lines)
        if entry.actor in members:
            by_members.update(lines)
        if entry.secret or entry.actor is not None:
            rolls.update(lines)
    return journaled, by_members, rolls


def _fights_of(party: AnyParty, first: int) -> dict[int, int]:
    """The fight (the journal's number) of each log line from ``first`` on that an
    operation of a fight wrote."""
    found: dict[int, int] = {}
    for entry in reversed(party.journal):
        if entry.log + entry.lines <= first:
            break
        found.update((index, entry.fight) for index in range(entry.log, entry.log + entry.lines))
    return found


def public_log(
    party: AnyParty,
    *,
    open_rolls: bool = False,
    hidden: Collection[str] = (),
    limit: int = LOG_LINES,
    lang: str = "es",
    open_from: int = 0,
) -> list[Entry]:
    """The last ``limit`` log lines the players may see, oldest first (among the last
    ``LOG_SCAN`` lines of the log), each as the page shows it: a party member's line
    about a hidden enemy names it "an unseen enemy" (in ``lang``), a place in the order
    counts what the page shows (``LogEntry.players``).

    Each is ``{"round": int, "text": str, "who": "party" | "gm", "new_fight": bool}``
    (``new_fight``: a fight other than the line before's begins with it: the page puts a
    heading there, play-test: one fight ran into the next); ``hidden`` holds ids.
    Open rolls apply to the lines from ``open_from`` on; a GM's line they show says no
    named number's change (``sight.without_values``).
    """
    characters = {c.id: c for c in [*party.members, *party.encounter.enemies]}
    enemy_ids = {e.id for e in party.encounter.enemies}
    unseen = [
        Unseen(plain_line(characters[cid].name), cid in enemy_ids)
        for cid in hidden
        if cid in characters
    ]
    unseen_word = page_word(LABELS["unseen_enemy"], lang)
    members = [plain_line(m.name) for m in party.members if m.id not in hidden]
    fight = _names(party.encounter.enemies)
    # Roster entries not (yet) in the fight stay the GM's: a line naming one stays out.
    roster = [n for n in _names(party.roster) if not any(n in known for known in fight)]
    enemies = [*fight, *_names(party.roster)]
    first = max(0, len(party.log) - LOG_SCAN)
    journaled, by_members, rolls = _written_by(party, first, hidden)
    fights = _fights_of(party, first)
    found: list[Entry] = []
    for index in range(len(party.log) - 1, first - 1, -1):
        if len(found) >= limit:
            break
        entry = party.log[index]
        open_now = open_rolls and index >= open_from
        said = plain_line(players_text(entry.text, entry.players, open_now))
        if not said:
            continue
        own = members_line(said, members, index in by_members, enemies)
        if index in journaled:  # the one rule the players' recap follows too
            text = players_line(
                said,
                unseen,
                members,
                unseen_word,
                own=own,
                gm_roll=index in rolls or entry.players == "",
                open_rolls=open_now,
                others=enemies,
            )
            if text and not open_now and not own and any(name in text for name in roster):
                continue  # a roster entry not in the fight is the GM's
        else:  # written by nothing the journal knows of: a doubtful line stays out
            text = line_for_players(said, unseen, members, unseen_word, own)
            if text and open_now and not own:
                text = without_values(text)
            if text and not line_is_public(
                text,
                members=members,
                enemies=enemies,
                open_rolls=open_now,
                roster=roster,
                own=own,
            ):
                continue
        if not text:
            continue
        who = "party" if own else attribute_line(text, members, enemies)
        found.append({"round": entry.round, "text": text, "who": who, "fight": fights.get(index)})
    found.reverse()
    before: object = None
    for line in found:
        number = line.pop("fight")
        line["new_fight"] = number is not None and before not in (None, number)
        before = number if number is not None else before
    return found
