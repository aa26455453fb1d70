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
  the view shows the last turn the players saw, from the journal's record of the turns
  as they happened (``JournalEntry.turn``; play-test 11: the one sitting before it in the
  order may never have had that turn), as during its turn (not yet acted): no blank, no
  new turn. When that one is hidden now (the GM hid it since), or nobody visible has had
  the turn yet, no one's turn shows: anyone else would be a turn that is not happening.
  A file from before the record: the last one before it in the order who could have had
  a turn (not down, not dead). The round is the real round, and everyone else's "acted"
  is the real one. Next is whom the console's next turn reaches first among the visible
  (it skips who acted this round), shown as before its turn (at a round's end it acted
  in the round ending). A group's turn is never also "next";
- the party's pools the players know of (FIDS: the GM's Misfortune);
- the last public log lines (``public_log``).

How a log line is shown: ``gmconsole.sight`` (the one rule the players' copy of the
recap follows too). A line is **the party's** when a seen member's action wrote it or
it starts with a member's name (the longest name a line starts with wins, so an enemy
called "Fred's twin" is not the member "Fred"), or it gives the turn to a member ("Turn:
Fred", ``public_log.turn_line``); a GM's roll (an enemy's) shows only
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

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

from gmconsole.i18n import LANGUAGES, translations
from gmconsole.players.labels import health_label, labels_for
from gmconsole.players.public_log import LOG_LINES, plain_line, public_log
from gmconsole.registry import SYSTEMS, adapter_for
from gmconsole.sight import Sight
from gmconsole.state.duration_words import duration_for_players
from gmconsole.state.groups import group_name, turn_passed
from gmconsole.systems.players_view import Entry, HealthWord, Page, PlayersView

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase, Counter
    from gmconsole.model.party import AnyParty, Combatant

VIEW_VERSION = 1

ZONES = ("near", "far", "out")

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
                {"label": plain_line(counter.name), "value": counter.value, "max": counter.max}
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
            "name": plain_line(translations(lang if lang in LANGUAGES else "en").gettext(c.name)),
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
    opened: Sequence[tuple[int, int]] = (),
) -> Entry:
    """The public snapshot of ``party`` for the players' page (JSON-able).

    ``hidden`` holds the ids of combatants the players must not see; a combatant whose
    model has a true ``hidden`` field is hidden too. ``open_from``: the index of the
    first log line the open rolls apply to (the log's length when the GM turned them
    on: a roll made in secret stays secret); ``opened``: the lines rolled in the open
    before the GM closed them again (from, to), which stay shown.
    """
    system: str = party.system
    adapter = adapter_for(system)
    system_view = adapter.players_view()
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

    real_index = encounter.turn if 0 <= encounter.turn < len(fighting) else None
    round_shown = encounter.round if fighting else None
    current_index = real_index
    if real_index is not None and fighting[real_index].id in secret:
        turns = _turns(party, hidden)
        if turns is not None:  # the last turn the players saw, if they may still see it
            seen = next((cid for cid, saw in reversed(turns) if saw), None)
            shown = [i for i, c in enumerate(fighting) if c.id == seen and seen not in secret]
            current_index = shown[0] if shown else None
        else:  # a file from before the record: the last one before it who could have had it
            current_index, wrapped = _last_visible_holder(fighting, real_index, secret, word_of)
            if current_index is None or (wrapped and encounter.round <= 1):
                current_index = None  # nobody visible has had the turn yet: no turn
    current = fighting[current_index] if current_index is not None else None
    following = _next_up(fighting, real_index, secret, word_of)

    order: list[Entry] = []
    keys: dict[str, str] = {}
    enemy_count = 0
    groups = _groups(fighting, secret)
    shown_as: dict[str, str] = {}
    """A group member's name in the view: its group's (``Bandido ×4``)."""
    for members_of in groups.values():
        name = group_name([plain_line(characters[c.id].name) for c in members_of])
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
            "name": shown_as.get(combatant.id, plain_line(characters[combatant.id].name)),
            "side": side,
            "health": word,
            "health_label": health_label(word, lang),
            "current": holds,
            "next": (up_next := any(c is following for c in together)),
            # The holder as during its turn (not yet acted), whoever is next as before its
            # turn (at a round's end the next one acted this round: "Next · acted" at once
            # read wrong, play-test); everyone else as now.
            "acted": False if holds or up_next else combatant.acted,
            # Its turn ended with nothing done (play-test 30: a pass read "acted"); an
            # enemy's only while its rolls are open (its secret roll would show as "acted").
            "passed": not (holds or up_next)
            and (side != "enemy" or open_rolls)
            and turn_passed(together, adapter.action_spent),
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
        # Judged as the tracker judges it, in a fight or not (play-test 9: after `E`, a
        # member at the harm maximum read "badly hurt", the tracker "down"): its place in
        # the encounter (members stay, flags and all), else a fresh one.
        judged = standing or encounter.combatant(member.id)
        judged = judged or encounter.new_combatant(member.id, "party")
        word = system_view.health_word(member, judged)
        bar, bar_counter = system_view.bar(member, page)
        shown_members.append(
            {
                "key": f"m{i}",
                "name": plain_line(member.name),
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
        name = shown_as.get(combatant.id, plain_line(characters[combatant.id].name))
        return {"key": keys[combatant.id], "name": name}

    return {
        "version": VIEW_VERSION,
        "lang": page.lang,
        "labels": dict(labels),
        "party": plain_line(party.name),
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
            opened=opened,
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


def _turns(party: AnyParty, hidden: Collection[str]) -> list[tuple[str, bool]] | None:
    """The running fight's turns as they happened (the journal's record), each holder's
    id with whether the players could see it then; None when the journal has no record
    of them (a file from before it was kept). ``hidden`` ids not flagged in the party are
    hidden throughout."""
    journal = party.journal
    if not journal or not journal[-1].active:
        return None
    start = len(journal)
    while start > 0 and journal[start - 1].fight == journal[-1].fight:
        start -= 1
    flagged = {c.id for c in party.encounter.combatants if c.hidden}
    sight = Sight()
    turns: list[tuple[str, bool]] = []

    def seen(cid: str) -> bool:
        return sight.sees(cid) and (cid not in hidden or cid in flagged)

    for entry in journal[start:]:
        sight.follow(entry)
        if entry.turn is not None:
            turns.append((entry.turn, seen(entry.turn)))
        elif turns and not turns[-1][1] and seen(turns[-1][0]):
            turns[-1] = (turns[-1][0], True)  # shown during its turn (play-test 13)
    return turns or None


def _next_up(
    fighting: list[Combatant],
    current_index: int | None,
    secret: set[str],
    word_of: Callable[[str], HealthWord],
) -> Combatant | None:
    """Who the players will see act next: the turns the console's next turn gives from
    the current one (``turn_ops.advance``: skips the down, the dead, the delaying and who
    acted this round; a delaying one acts before the round ends; a new round clears the
    marks) until one the players may see."""
    if current_index is None:
        return None
    count = len(fighting)
    acted = {c.id for c in fighting if c.acted}
    delayed = {c.id for c in fighting if c.delayed}

    def take_turn(combatant: Combatant) -> None:  # a group takes one turn together
        acted.update(c.id for c in fighting if c is combatant or _mates(c, combatant))

    take_turn(fighting[current_index])
    index, wrapped = current_index, False
    for _ in range(4 * count + 2):
        index += 1
        if index >= count:
            waiting = [i for i, c in enumerate(fighting) if c.id in delayed and _up(c, word_of)]
            if waiting:
                index = waiting[0]
                if fighting[index].id not in secret:
                    return fighting[index]
                delayed.discard(fighting[index].id)
                take_turn(fighting[index])
                continue
            if wrapped:
                break
            index, wrapped = 0, True
            acted.clear()
            delayed.clear()
        candidate = fighting[index]
        if candidate.id in acted or candidate.id in delayed or not _up(candidate, word_of):
            continue
        if candidate.id not in secret:
            return candidate
        take_turn(candidate)
    return None


def _mates(one: Combatant, other: Combatant) -> bool:
    return one.group is not None and one.group == other.group


def _up(combatant: Combatant, word_of: Callable[[str], HealthWord]) -> bool:
    return word_of(combatant.id) not in ("down", "dead")
