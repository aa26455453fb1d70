"""The public view of a party: only what the players may see, as a JSON-able dict.

``build_view(party, lang=..., open_rolls=..., hidden=...)`` is the one place that decides
what leaves the console's model. It reads the party by field names only (any of the four
party models), and it never copies a note, a roster entry, an internal id, an enemy's
number or a hidden combatant into the view:

- members (the players' own characters): name, HP or strikes with their maximum (a bar),
  Energy / karma / hero dice / token where the system has them, their counters,
  conditions with rounds left, EZD6 zone, and the health word;
- enemies: name, health as a word (``health.py``), zone and place in the turn order; a
  group of enemies (``gmconsole.state.groups``) is one entry, ``Bandido ×4``, with its
  visible members' health words (``members``) and no member's name;
- hidden combatants (``hidden`` ids, or a combatant's ``hidden`` flag): nowhere, not in
  the order, not as whose turn it is, not named in a log line. While one has the turn
  the view shows the last visible turn holder (the last one before it who could have had
  a turn: not down, not dead), as during its turn (not yet acted): no blank, no new turn.
  The round is the real round, and everyone else's "acted" is the real one, so whoever
  is next has not acted (RULINGS, fourth pass). When nobody visible has had the turn
  yet, the fight, its round and its visible order show with no one's turn, and next the
  first visible one to act. A group's turn is never also "next";
- the party's pools the players know of (FIDS: the GM's Misfortune);
- the last public log lines (``public_log``).

How a log line is shown: ``gmconsole.sight`` (the one rule the players' copy of the
recap follows too). A line is **the party's** when a seen member's action wrote it or
it starts with a member's name (the longest name a line starts with wins, so an enemy
called "Fred's twin" is not the member "Fred"); a GM's roll (an enemy's) shows only
with open rolls, from the line the log was at when the GM turned them on (a roll made
in secret stays secret); a named number's change that is not the party's own never
shows; a line naming a hidden combatant follows ``sight.line_for_players``. A line the
fight journal does not know (no operation wrote it) shows with closed rolls only when
it is a member's and names no roster entry. A place in the order is counted among what
the page shows (``LogEntry.players``).
Names are matched as plain substrings, so a doubtful line is dropped, not shown. An enemy
that left the fight and was not from the roster is no longer known by name: lines about
it are filtered like any other line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable
from typing import TYPE_CHECKING

from gmconsole.i18n import LANGUAGES, translations
from gmconsole.players.labels import LABELS, health_label, labels_for, page_word
from gmconsole.registry import SYSTEMS, adapter_for
from gmconsole.sight import (
    Unseen,
    line_for_players,
    members_line,
    players_line,
    players_text,
    tells_a_value,
    without_values,
)
from gmconsole.state.duration_words import duration_for_players
from gmconsole.state.groups import group_name
from gmconsole.systems.players_view import Entry, HealthWord, Page, PlayersView

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase, Counter
    from gmconsole.model.party import AnyParty, Combatant

VIEW_VERSION = 1
LOG_LINES = 8
"""How many public log lines the view carries by default."""
LOG_SCAN = 200
"""How many of the newest log lines are searched for them (bounds the cost per change)."""

ZONES = ("near", "far", "out")

_BREAKS = re.compile(r"\s*[\r\n\t]+\s*")


def _plain(text: str) -> str:
    return _BREAKS.sub(" ", text).strip()


# --- Per-system reading of the model: asked of the system's own package -------------


def _counters(character: CharacterBase) -> list[Counter]:
    return list(character.counters)


def _resources(
    system_view: PlayersView[AnyParty, CharacterBase],
    character: CharacterBase,
    shown_as_bar: Counter | None,
    page: Page,
) -> list[Entry]:
    found = system_view.resources(character, page)
    for counter in _counters(character):
        if counter is not shown_as_bar:
            found.append(
                {"label": _plain(counter.name), "value": counter.value, "max": counter.max}
            )
    return found


# --- The view ----------------------------------------------------------------------------


def _is_hidden(combatant: Combatant, hidden: Collection[str]) -> bool:
    return combatant.id in hidden or combatant.hidden


def _conditions(
    combatant: Combatant | None, party: AnyParty, lang: str, secret: Collection[str]
) -> list[Entry]:
    """Each condition with what is left in words (``left``), in the page's language."""
    if combatant is None:
        return []
    return [
        {
            "name": _plain(translations(lang if lang in LANGUAGES else "en").gettext(c.name)),
            "rounds": c.rounds,
            "left": duration_for_players(party, c, lang, secret),
        }
        for c in combatant.conditions
    ]


def _zone(
    system_view: PlayersView[AnyParty, CharacterBase],
    combatant: Combatant | None,
    labels: dict[str, str],
) -> dict[str, str | None]:
    zone = system_view.zone_of(combatant) if combatant is not None else None
    if zone is None or zone not in ZONES:
        return {"zone": None, "zone_label": None}
    return {"zone": zone, "zone_label": labels[zone]}


def build_view(
    party: AnyParty,
    *,
    lang: str = "es",
    open_rolls: bool = False,
    hidden: Collection[str] = (),
    log_lines: int = LOG_LINES,
    open_from: int = 0,
) -> Entry:
    """The public snapshot of ``party`` for the players' page (JSON-able).

    ``hidden`` holds the ids of combatants the players must not see; a combatant whose
    model has a true ``hidden`` field is hidden too. ``open_from``: the index of the
    first log line the open rolls apply to (the log's length when the GM turned them
    on: a roll made in secret stays secret).
    """
    system: str = party.system
    system_view = adapter_for(system).players_view()
    labels = labels_for(lang)
    page = Page("es" if lang == "es" else "en", labels)
    encounter = party.encounter
    members = list(party.members)
    member_ids = {m.id: i for i, m in enumerate(members)}
    characters: dict[str, CharacterBase] = {m.id: m for m in members}
    characters.update({e.id: e for e in encounter.enemies})
    fighting = list(encounter.combatants) if encounter.active else []
    secret = {c.id for c in fighting if _is_hidden(c, hidden) or c.id not in characters}
    secret |= set(hidden)
    place = {c.id: c for c in fighting}

    def word_of(cid: str) -> HealthWord:
        return system_view.health_word(characters[cid], place.get(cid))

    current_index = encounter.turn if 0 <= encounter.turn < len(fighting) else None
    round_shown = encounter.round if fighting else None
    following_from = current_index
    if current_index is not None and fighting[current_index].id in secret:
        current_index, wrapped = _last_visible_holder(fighting, current_index, secret, word_of)
        if current_index is None or (wrapped and encounter.round <= 1):
            current_index = None  # nobody visible has had the turn yet: the order, no turn
        else:
            following_from = current_index
    current = fighting[current_index] if current_index is not None else None
    following = _next_up(fighting, following_from, secret, word_of)

    order: list[Entry] = []
    keys: dict[str, str] = {}
    enemy_count = 0
    groups = _groups(fighting, secret)
    shown_as: dict[str, str] = {}
    """A group member's name in the view: its group's (``Bandido ×4``)."""
    for members_of in groups.values():
        name = group_name([_plain(characters[c.id].name) for c in members_of])
        shown_as.update((c.id, f"{name} ×{len(members_of)}") for c in members_of)
    for combatant in fighting:
        if combatant.id in secret:
            continue
        group = combatant.group
        if group in groups and combatant is not groups[group][0]:
            keys[combatant.id] = keys[groups[group][0].id]  # one entry for the group
            continue
        if combatant.id in member_ids:
            key = f"m{member_ids[combatant.id]}"
            side = "party"
        else:
            key = f"e{enemy_count}"
            enemy_count += 1
            side = "enemy"
        keys[combatant.id] = key
        word = word_of(combatant.id)
        together = groups.get(group, [combatant]) if group is not None else [combatant]
        words_of = [word_of(c.id) for c in together]
        if len(together) > 1:  # the group's word: its first member's who is up
            word = next((w for w in words_of if w not in ("down", "dead")), words_of[0])
        holds = any(c is current for c in together)
        entry: Entry = {
            "key": key,
            "name": shown_as.get(combatant.id, _plain(characters[combatant.id].name)),
            "side": side,
            "health": word,
            "health_label": health_label(word, lang),
            "current": holds,
            "next": (up_next := any(c is following for c in together)),
            # The holder as during its turn (not yet acted), whoever is next as before its
            # turn (at a round's end the next one acted this round: "Next · acted" at once
            # read wrong, play-test); everyone else as now.
            "acted": False if holds or up_next else combatant.acted,
            "delayed": combatant.delayed,
            **_zone(system_view, combatant, labels),
        }
        if len(together) > 1:
            entry["members"] = [
                {"health": w, "health_label": health_label(w, lang)} for w in words_of
            ]
        order.append(entry)

    shown_members: list[Entry] = []
    for i, member in enumerate(members):
        if member.id in secret:
            continue
        standing = place.get(member.id)
        word = system_view.health_word(member, standing)
        bar, bar_counter = system_view.bar(member, page)
        shown_members.append(
            {
                "key": f"m{i}",
                "name": _plain(member.name),
                "health": word,
                "health_label": health_label(word, lang),
                "bar": bar,
                "resources": _resources(system_view, member, bar_counter, page),
                "conditions": _conditions(standing, party, lang, secret),
                "in_fight": standing is not None,
                "current": standing is not None and standing is current,
                **_zone(system_view, standing, labels),
            }
        )

    def brief(combatant: Combatant | None) -> dict[str, str] | None:
        if combatant is None:
            return None
        name = shown_as.get(combatant.id, _plain(characters[combatant.id].name))
        return {"key": keys[combatant.id], "name": name}

    return {
        "version": VIEW_VERSION,
        "lang": page.lang,
        "labels": dict(labels),
        "party": _plain(party.name),
        "system": system,
        "system_title": SYSTEMS.get(system, system),
        "active": bool(fighting),
        "round": round_shown,
        "turn": brief(current),
        "next": brief(following),
        "order": order,
        "members": shown_members,
        "pools": system_view.pools(party, page),
        "open_rolls": open_rolls,
        "log": public_log(
            party,
            open_rolls=open_rolls,
            hidden=secret,
            limit=log_lines,
            lang=page.lang,
            open_from=open_from,
        ),
    }


def _groups(fighting: list[Combatant], secret: Collection[str]) -> dict[str, list[Combatant]]:
    """Each group with two visible members or more: its visible members, in the order."""
    found: dict[str, list[Combatant]] = {}
    for combatant in fighting:
        group = combatant.group
        if group is not None and combatant.id not in secret:
            found.setdefault(group, []).append(combatant)
    return {group: members for group, members in found.items() if len(members) > 1}


def _last_visible_holder(
    fighting: list[Combatant],
    hidden_index: int,
    secret: set[str],
    word_of: Callable[[str], HealthWord],
) -> tuple[int | None, bool]:
    """The index of the last combatant before ``hidden_index`` the players may see who
    could have had the turn (the next turn skips the down and the dead: a fallen enemy
    sunk to the end of the order never held it), and whether that was in the round
    before."""
    count = len(fighting)
    for step in range(1, count):
        index = hidden_index - step
        candidate = fighting[index % count]
        if candidate.id not in secret and word_of(candidate.id) not in ("down", "dead"):
            return index % count, index < 0
    return None, False


def _next_up(
    fighting: list[Combatant],
    current_index: int | None,
    secret: set[str],
    word_of: Callable[[str], HealthWord],
) -> Combatant | None:
    """Who acts after the current combatant, as the console's next-turn finds it (skips
    the down, the dead and the delaying), among those the players may see."""
    if current_index is None:
        return None
    count = len(fighting)
    group = fighting[current_index].group
    for step in range(1, count + 1):
        candidate = fighting[(current_index + step) % count]
        if candidate.id in secret or candidate.delayed:
            continue
        if group is not None and candidate.group == group:
            continue  # the rest of the group whose turn it is
        if word_of(candidate.id) in ("down", "dead"):
            continue
        return candidate
    return None


# --- The public log ----------------------------------------------------------------------


def _names(items: Iterable[CharacterBase]) -> list[str]:
    return [n for n in (_plain(item.name) for item in items) if n]


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
        Unseen(_plain(characters[cid].name), cid in enemy_ids)
        for cid in hidden
        if cid in characters
    ]
    unseen_word = page_word(LABELS["unseen_enemy"], lang)
    members = [_plain(m.name) for m in party.members if m.id not in hidden]
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
        said = _plain(players_text(entry.text, entry.players, open_now))
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
