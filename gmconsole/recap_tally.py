"""What one journal entry adds to its fight's totals in the session recap
(``gmconsole.recap``): damage dealt and taken, healing, criticals and fumbles per
combatant, the falls and by whose hand, resources, XP and the log's lines as the copy
tells them (the players' copy through ``gmconsole.sight``, the one rule their page
follows)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from gmconsole.i18n import t
from gmconsole.model.journal import (
    FILE_OPS,
    Effect,
    JournalEntry,
    ResourceChange,
    counts_for_rounds,
    is_play,
)
from gmconsole.model.party import AnyParty
from gmconsole.sight import SOMEONE, UNSEEN, Sight, players_text, unseen_turn_words
from gmconsole.state.groups import group_name

XP_KEYS = frozenset({"xp"})


@dataclass
class Line:
    """One combatant's numbers in a fight."""

    name: str
    side: str | None = None
    dealt: int = 0
    taken: int = 0
    healed: int = 0
    criticals: int = 0
    fumbles: int = 0


@dataclass
class Fall:
    """A combatant that went down or died."""

    name: str
    how: Literal["down", "dead"]
    round: int
    by: str = ""
    """The combatant whose roll did it (its name; in the players' copy "an unseen enemy"
    for one they could not see), or empty."""
    by_cid: str = ""
    """Whose roll did it (its id), or empty."""
    gm: Literal["typed", "mark"] | None = None
    """The GM's hand: harm typed (``d``, a typed amount) that the table's row "GM
    (typed)" counts, or the down/dead mark (``f``)."""
    unseen: bool = False
    """It fell while hidden from the players (their copy): ``round`` is the round it was
    shown in, down, and nothing says how it fell."""
    cid: str = ""
    """Whose fall it is (the GM's mark taken back strikes it)."""


@dataclass
class Tally:
    """A number resource over a fight: its net change, its first and last values."""

    change: int = 0
    first: str = ""
    last: str = ""


@dataclass
class Fight:
    """One fight's totals, as the recap shows them."""

    number: int
    first_round: int = 0
    last_round: int = 0
    """The last round anything was played in (or the fight ended in)."""
    reached: int = 0
    """The round the turn marker has reached: a fight still running is in it, played in
    or not (play-test 25: "round 1, still running" as round 2 began)."""
    ended: bool = False
    played: bool = False
    """Something happened in it (``model.journal.is_play``)."""
    lines: dict[str, Line] = field(default_factory=dict)
    """By combatant id, in order of appearance."""
    gm_dealt: int = 0
    """Harm the GM typed (``d``, a typed amount), on anyone."""
    unseen_dealt: dict[str, int] = field(default_factory=dict)
    """The players' copy: harm on a party member by the roll of one they could not see
    (a hidden enemy's critical), by how their page names such a hand ("an unseen enemy",
    ``sight.UNSEEN``; ``sight.SOMEONE`` for one not an enemy): the member's damage taken
    adds up (play-test 29: "Damage taken 29", 16 of it credited nowhere)."""
    groups: dict[str, str] = field(default_factory=dict)
    """By combatant id: its group (``Effect.group``; an older file's by its name's stem),
    for those in one."""
    falls: list[Fall] = field(default_factory=list)
    resources: dict[str, dict[str, Tally]] = field(default_factory=dict)
    """Name ("": the party's pools) -> resource label -> its net change."""
    moved: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)
    """(name, resource, before, after): a choice that changed hands (a RyF token)."""
    xp: dict[str, int] = field(default_factory=dict)
    log: dict[int, list[str]] = field(default_factory=dict)
    """Round -> log lines (``BEFORE``, ``AFTER``: lines written while no fight ran)."""
    opened: dict[int, set[int]] = field(default_factory=dict)
    """Round -> which of its lines the turn marker wrote moving into it ("Round 4
    begins", "Turn: Fred"): of a round never played, not told."""
    unseen_told: int | None = None
    """The run of hidden turns whose heading the log has last (``Sight.unseen_turn``)."""
    seen_in_play: set[str] = field(default_factory=set)
    """Whom the players saw while something happened (the players' copy lists no one
    hidden before the first roll or turn and never shown: play-test 9)."""
    unseen_falls: dict[str, Fall] = field(default_factory=dict)
    """By combatant id: a fall the players did not see, told once it is shown (their page
    shows it down from then on: play-test 10), forgotten if it is healed before."""


BEFORE = 0
"""The log's key for lines written before the fight began (no round: ``LogEntry.round``)."""
AFTER = 100_000
"""The log's key for lines written after the fight ended (past any round)."""

Hand = str | Literal[False] | None
"""Whose hand an entry is: a combatant's id, None for the GM's, False for one the players
could not see."""


def count_entry(
    party: AnyParty, fight: Fight, entry: JournalEntry, sight: Sight | None, early: bool
) -> None:
    """Add one journal entry to its fight; ``early``: done while no fight ran, before it
    (``_fight_numbers``): its lines are told before the fight's rounds, and an ``E`` of
    a fight never played (an earlier one) does not end it."""

    def seen(cid: str) -> bool:
        return sight is None or sight.sees(cid)

    # Play while no fight runs (a roll after E on a fight never played) makes none played:
    # "a fight in which nothing happened is not a fight" (RULINGS; the review).
    fight.played = fight.played or (entry.active and is_play(entry))
    fight.reached = max(fight.reached, entry.round)
    secret = entry.secret and sight is not None
    if counts_for_rounds(entry):  # not the turn marker alone moving into a new round
        fight.first_round = min(fight.first_round, entry.round)
        fight.last_round = max(fight.last_round, entry.round)
    if entry.op == "end_fight" and not early:
        fight.ended = True
        fight.last_round = max(fight.last_round, entry.round)
    for effect in [*entry.joined, *entry.effects]:
        if effect.group is not None or effect.grouped:
            fight.groups[effect.id] = effect.group or "name:" + group_name([effect.name])
    for effect in entry.joined:
        if seen(effect.id):
            _line(fight, effect.id, effect.name, effect.side)
    hand: Hand = entry.actor
    if entry.actor is not None and not seen(entry.actor):
        hand = False
    if hand and (entry.effects or entry.rolls):
        line = _line(fight, hand, entry.actor_name or hand, entry.actor_side)
        if not secret:
            _rolled(line, entry.rolls)
    # A hidden hand is credited only in a turn the page headed "Turn: an unseen enemy":
    # a hidden enemy's T in a visible turn showed only the member's harm (the review: an
    # "An unseen enemy" row would tell the players of one they were never told of).
    unseen_turn = sight.unseen_turn(entry) if sight is not None else None
    unseen_hand = hand is False and unseen_turn is not None
    for effect in entry.effects:
        if effect.harm > 0 and hand and hand != effect.id:
            if _harm_shown(entry, effect, sight):
                fight.lines[hand].dealt += effect.harm
        elif unseen_hand and effect.harm > 0 and effect.side == "party" and seen(effect.id):
            # The member's harm shows on their page; whose hand it was does not: credited
            # as the page says a hidden one (the member's damage taken adds up).
            unseen = _unseen_hand(entry)
            fight.unseen_dealt[unseen] = fight.unseen_dealt.get(unseen, 0) + effect.harm
        if not seen(effect.id):
            _unseen_fall(fight, entry, effect)
            continue
        # The GM's typed harm on an enemy is a number the players' page never shows (its
        # health is a word there): their copy counts it nowhere (play-test: "| 0 | 25").
        told = sight is None or hand is not None or effect.side == "party"
        if effect.harm > 0 and hand is None and told:
            fight.gm_dealt += effect.harm
        # An enemy's resources (a FIDS force's Energy) are the GM's: not in the players' copy.
        resources = sight is None or effect.side == "party"
        _apply(fight, entry, effect, hand, told, resources, unseen_hand)
        # An enemy's own roll (a defence, a save) is a GM's roll: the players' copy, whose
        # rolls are closed, shows it nowhere and counts it nowhere; a seen member's is theirs.
        if sight is None or effect.side == "party":
            _rolled(fight.lines[effect.id], effect.rolls)
    for cid in [cid for cid in fight.unseen_falls if seen(cid)]:
        fall = fight.unseen_falls.pop(cid)
        fall.round = entry.round
        fight.falls.append(fall)
    for change in entry.party_resources:
        _resource(fight, "", change)
    # The GM's editing of the party file before anything was played (the party made, a
    # creature added to the roster) is no part of the fight's story; after, a sheet edited
    # mid-fight explains what it changed (the players' copy as their page says it).
    preparing = entry.op in FILE_OPS and not fight.played
    for offset in range(0 if preparing else entry.lines):
        index = entry.log + offset
        if 0 <= index < len(party.log):
            item = party.log[index]
            # The players' copy says a line as their page did with the GM's rolls closed
            # (the journal does not know when they were open): places among the seen, no
            # enemy's value, of a GM's roll only a visible member's own lines.
            text: str | None = item.text
            if sight is not None:
                said = players_text(item, open_rolls=False)
                own = sight.own(said, entry)
                gm_roll = secret or entry.actor is not None or item.gm_roll
                text = sight.line(said, own, gm_roll, hand is False, entry.lang) if said else None
            if text is None:
                continue
            # A line written while no fight ran has no round (the frame said "no fight").
            key = BEFORE if early else item.round or (AFTER if fight.ended else BEFORE)
            section = fight.log.setdefault(key, [])
            if unseen_turn is not None and fight.unseen_told != unseen_turn[0]:
                section.append(unseen_turn_words(unseen_turn[1], entry.lang))
                fight.unseen_told = unseen_turn[0]
            if entry.opens_round and item.round == entry.round:
                fight.opened.setdefault(key, set()).add(len(section))
            section.append(text)


def _harm_shown(entry: JournalEntry, effect: Effect, sight: Sight | None) -> bool:
    """Whether the players' page showed how much harm ``effect`` took (the players' copy
    credits its hand with no other: play-test, "Damage dealt 2" with one strike on a
    hidden enemy, and a 1 that told the result of an enemy's secret armour save). A seen
    member's harm shows (their numbers); an enemy's only when the roll was the players'
    to see and the enemy threw no dice of its own in it (an armour save, the GM's)."""
    if sight is None:
        return True
    if not sight.sees(effect.id):
        return False
    return effect.side == "party" or not (entry.secret or effect.threw)


def _unseen_hand(entry: JournalEntry) -> str:
    """How the players' page says the hand of ``entry``, one it could not see."""
    return UNSEEN if entry.actor_side == "enemy" else SOMEONE


def _unseen_fall(fight: Fight, entry: JournalEntry, effect: Effect) -> None:
    """A hidden combatant's fall, kept for when it is shown (the players' copy)."""
    if effect.fell:
        fall = Fall(effect.name, effect.fell, entry.round, unseen=True, cid=effect.id)
        fight.unseen_falls[effect.id] = fall
    elif effect.rose and entry.op == "toggle_flag":
        fight.unseen_falls.pop(effect.id, None)  # the GM's mark taken back: no fall
    elif effect.harm < 0 and effect.id in fight.unseen_falls:
        if fight.unseen_falls[effect.id].how == "down":
            del fight.unseen_falls[effect.id]  # healed: maybe up again before it was seen


def _rolled(line: Line, rolls: list[Literal["critical", "fumble"]]) -> None:
    line.criticals += rolls.count("critical")
    line.fumbles += rolls.count("fumble")


def _line(fight: Fight, cid: str, name: str, side: str | None) -> Line:
    line = fight.lines.get(cid)
    if line is None:
        line = fight.lines[cid] = Line(name, side)
    if side and not line.side:
        line.side = side
    return line


def _apply(
    fight: Fight,
    entry: JournalEntry,
    effect: Effect,
    hand: Hand,
    told: bool,
    resources: bool,
    unseen_hand: bool,
) -> None:
    target = _line(fight, effect.id, effect.name, effect.side)
    if effect.harm > 0 and told:
        target.taken += effect.harm
    elif effect.harm < 0 and told:
        target.healed -= effect.harm
    if effect.rose and entry.op == "toggle_flag":  # the GM's mark taken back: no fall
        mine = [fall for fall in fight.falls if fall.cid == effect.id]
        if mine:
            fight.falls.remove(mine[-1])
    if effect.fell:
        fall = Fall(effect.name, effect.fell, entry.round, cid=effect.id)
        if hand is None and entry.op == "toggle_flag":
            fall.gm = "mark"
        elif hand is None and told:
            # Credited to the table's "GM (typed)" row only where the copy has that row's
            # harm: the players' copy counts no typed harm on an enemy (play-test: "by
            # GM (typed)" under a table without the row).
            fall.gm = "typed"
        elif hand and hand != effect.id:
            fall.by, fall.by_cid = fight.lines[hand].name, hand
        elif unseen_hand and effect.side == "party":
            fall.by = t(_unseen_hand(entry))  # a member's harm, as their table credits it
        fight.falls.append(fall)
    for change in effect.resources if resources else ():
        if change.key in XP_KEYS:
            if change.change:
                fight.xp[effect.name] = fight.xp.get(effect.name, 0) + change.change
            continue
        _resource(fight, effect.name, change)


def _resource(fight: Fight, name: str, change: ResourceChange) -> None:
    """A change of ``name``'s resource ("": the party's pools): numbers add up to their
    net change over the fight; a choice that changed hands, from its first holder to its
    last (a RyF token handed to the GM and back is no change: play-test 11)."""
    if change.change is None:
        first, _ = fight.moved.get((name, change.label), (change.before, ""))
        fight.moved[(name, change.label)] = (first, change.after)
        return
    tally = fight.resources.setdefault(name, {}).setdefault(change.label, Tally())
    tally.change += change.change
    if not tally.first:
        tally.first = change.before
    tally.last = change.after
