"""The players' page's log: the last lines the players may see, each as the page shows
it (the one rule of ``gmconsole.sight``; ``gmconsole.players.view``'s doc says how)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gmconsole.players.labels import LABELS, page_word
from gmconsole.sight import (
    Sight,
    Unseen,
    line_for_players,
    members_line,
    players_line,
    players_text,
    starts_with_name,
    tells_a_value,
    unseen_turn_words,
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


def turn_line(text: str, member: str, others: Collection[str]) -> bool:
    """Whether ``text``, written as the turn went to the party member ``member``, is that
    turn's line: it names the member and starts with nobody else's name ("Turn: Fred",
    "Turn given to Fred"; not "Round 2 begins", nor "Bandido 1: Stunned expired (end
    of Fred's turn)")."""
    named = re.search(r"(?<!\w)" + re.escape(member) + r"(?!\w)", text) is not None
    return named and not starts_with_name(text, others)


@dataclass(frozen=True)
class _Written:
    """What the fight journal knows of one log line: what the players could see when it
    was written (the players' copy of the recap asks the same, ``sight.Sight``)."""

    fight: int
    unseen: list[Unseen]
    members: list[str]
    by_member: bool
    """A seen party member's own action wrote it."""
    roll: bool
    """A panel's roll wrote it (any actor's, or a GM's secret one)."""
    by_unseen: bool
    """A hidden combatant's action wrote it."""
    lang: str | None
    """The language it was written in (None: not known)."""
    unseen_turn: tuple[int, bool] | None
    """Written in a hidden holder's turn: its run of hidden turns, and whether the
    holder is an enemy (``Sight.unseen_turn``)."""
    turn_to: str | None = None
    """The name of the seen party member it gave the turn to ("Turn: Fred")."""


def _written(
    party: AnyParty, first: int, hidden: Collection[str]
) -> tuple[dict[int, _Written], set[str]]:
    """The log lines from ``first`` on that an operation wrote, each with who was hidden
    when it was written, following the journal from the start of the first of their
    fights; and the names of everyone but the party in those fights. A combatant the
    journal does not know of, or one hidden from outside the party's file (``hidden``
    without its flag), is hidden throughout."""
    journal = party.journal
    start = len(journal)
    while start > 0 and journal[start - 1].log + journal[start - 1].lines > first:
        start -= 1
    while 0 < start < len(journal) and journal[start - 1].fight == journal[start].fight:
        start -= 1
    flagged = {c.id for c in party.encounter.combatants if c.hidden}
    names = {c.id: plain_line(c.name) for c in [*party.members, *party.encounter.enemies]}
    grouped = {c.id for c in party.encounter.combatants if c.group is not None}
    enemy_ids = {e.id for e in party.encounter.enemies}
    member_ids = {m.id for m in party.members}
    sight, known, fight = Sight(), set[str](), None
    found: dict[int, _Written] = {}
    for entry in journal[start:]:
        if entry.fight != fight:
            sight.new_fight()
            fight = entry.fight
        sight.follow(entry)
        known.update(effect.id for effect in [*entry.joined, *entry.effects])
        if entry.log + entry.lines <= first:
            continue
        always = [cid for cid in hidden if cid not in flagged or cid not in known]
        ids = {*sight.hidden, *always}
        unseen = [*sight.unseen()]
        unseen += [
            Unseen(names[cid], cid in enemy_ids, cid in grouped) for cid in always if cid in names
        ]
        members = [plain_line(m.name) for m in party.members if m.id not in ids]
        facts = _Written(
            entry.fight,
            unseen,
            members,
            entry.actor is not None and entry.actor_side == "party" and entry.actor not in ids,
            entry.secret or entry.actor is not None,
            entry.actor is not None and entry.actor in ids,
            entry.lang,
            sight.unseen_turn(entry),
            names.get(entry.turn) if entry.turn in member_ids and entry.turn not in ids else None,
        )
        found.update((index, facts) for index in range(entry.log, entry.log + entry.lines))
    return found, sight.others


def public_log(
    party: AnyParty,
    *,
    open_rolls: bool = False,
    hidden: Collection[str] = (),
    limit: int = LOG_LINES,
    lang: str = "es",
    open_from: int = 0,
    opened: Sequence[tuple[int, int]] = (),
) -> list[Entry]:
    """The last ``limit`` log lines the players may see, oldest first (among the last
    ``LOG_SCAN`` lines of the log), each as the page shows it: a party member's line
    about a hidden enemy names it "an unseen enemy" (in ``lang``), a place in the order
    counts what the page shows (``LogEntry.players``).

    Each is ``{"round": int, "text": str, "who": "party" | "gm", "new_fight": bool}``
    (``new_fight``: a fight other than the line before's begins with it: the page puts a
    heading there, play-test: one fight ran into the next); ``hidden`` holds ids.
    Open rolls apply to the lines from ``open_from`` on, and to those ``opened`` before
    (from, to: rolled in the open, then closed); a GM's line they show says no named
    number's change (``sight.without_values``).
    """
    characters = {c.id: c for c in [*party.members, *party.encounter.enemies]}
    enemy_ids = {e.id for e in party.encounter.enemies}
    grouped = {c.id for c in party.encounter.combatants if c.group is not None}
    unseen_now = [
        Unseen(plain_line(characters[cid].name), cid in enemy_ids, cid in grouped)
        for cid in hidden
        if cid in characters
    ]
    unseen_word = page_word(LABELS["unseen_enemy"], lang)
    members_now = [plain_line(m.name) for m in party.members if m.id not in hidden]
    fight = _names(party.encounter.enemies)
    # Roster entries not (yet) in the fight stay the GM's: a line naming one stays out.
    first = max(0, len(party.log) - LOG_SCAN)
    written, others = _written(party, first, hidden)
    # One who fought in these lines' fights is not a secret once the fight ends (play-test
    # 9: after E the page lost "Turn: Capitana Arbeloa").
    fought = [*fight, *(plain_line(name) for name in others)]
    roster = [n for n in _names(party.roster) if not any(n in known for known in fought)]
    enemies = [*fight, *_names(party.roster)]
    found: list[Entry] = []
    for index in range(len(party.log) - 1, first - 1, -1):
        if len(found) >= limit:
            break
        entry = party.log[index]
        open_now = (open_rolls and index >= open_from) or any(a <= index < b for a, b in opened)
        said = plain_line(players_text(entry, open_now))
        if not said:
            continue
        facts = written.get(index)
        if facts is not None:  # the one rule the players' recap follows too
            members = facts.members
            own = members_line(said, members, facts.by_member, enemies)
            text = players_line(
                said,
                facts.unseen,
                members,
                page_word(LABELS["unseen_enemy"], facts.lang or lang),  # the line's language
                own=own,
                gm_roll=facts.roll or entry.gm_roll,
                open_rolls=open_now,
                others=enemies,
                by_unseen=facts.by_unseen,
            )
            if text and not open_now and not own and any(name in text for name in roster):
                continue  # a roster entry not in the fight is the GM's
        else:  # written by nothing the journal knows of: a doubtful line stays out
            members = members_now
            own = members_line(said, members, False, enemies)
            text = line_for_players(said, unseen_now, members, unseen_word, own)
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
        if facts is not None and facts.turn_to and turn_line(text, facts.turn_to, enemies):
            who = "party"  # a member's turn in the party's colour (play-test 29: the GM's)
        fight_of = facts.fight if facts is not None else None
        line: Entry = {"round": entry.round, "text": text, "who": who, "fight": fight_of}
        if facts is not None and facts.unseen_turn is not None:
            stretch, enemy = facts.unseen_turn
            line["unseen_turn"] = (fight_of, stretch)
            line["heading"] = unseen_turn_words(enemy, facts.lang or lang)
        found.append(line)
    found = _under_unseen_turns(found[::-1], limit)
    before: object = None
    for line in found:
        number = line.pop("fight")
        line["new_fight"] = number is not None and before not in (None, number)
        before = number if number is not None else before
    return found


def _under_unseen_turns(lines: list[Entry], limit: int) -> list[Entry]:
    """``lines`` (oldest first) with "Turn: an unseen enemy" before the first of each run
    written in hidden turns (``sight.unseen_turn_words``: the players' copy has the same
    heading), the newest ``limit`` of them; a run whose heading does not fit starts with
    it (its oldest line gives way)."""
    out: list[tuple[Entry, Entry | None]] = []
    """Each line, with its run's heading (None: a heading, or a line in no run)."""
    run: object = None
    for line in lines:
        here = line.pop("unseen_turn", None)
        heading: Entry | None = None
        if here is not None:
            text = line.pop("heading")
            heading = {**line, "text": text, "who": "gm"}
            if here != run:
                out.append((heading, None))
        run = here
        out.append((line, heading))
    kept = out[-limit:] if limit > 0 else []
    if kept and kept[0][1] is not None:
        kept[0] = (kept[0][1], None)
    return [line for line, _ in kept]
