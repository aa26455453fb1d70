"""The session recap: a Markdown summary of each fight, computed from the party's fight
journal (the operations applied and what they changed), never from the log's text.

Per fight: its rounds, who took part, a table of damage dealt and taken, healing,
criticals and fumbles per combatant; who went down or died, in which round, by whose
hand; resources spent and gained (the net change over the fight); XP awarded; then the
log's lines grouped by round (lines written while no fight ran: before or after the
fight's rounds; a round the marker only moved into before the end: not a round). A
panel's roll is its actor's; the GM's own changes (damage typed with ``d``, a fall marked
with ``f``) are the GM's, credited to no combatant. A fight in which nothing happened (an
``E`` while preparing) is no fight: the others are numbered 1.. in order.

The players' copy (the default) holds what the players could see at the time: a hidden
combatant's name, turn, initiative and the rolls against it stay out until it is shown
(a party member's roll against it names "an unseen enemy", one in its turn goes under
"Turn: an unseen enemy"), and so do the GM's secret rolls; every other line stays. One
that fell unseen is listed among the fallen once shown (the page shows it down from then
on), in the round it was shown, by nobody's hand; an enemy downed by the GM's typed harm,
which their table does not count, by no named hand either.
``gm=True`` keeps everything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
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
from gmconsole.sight import Sight, players_text, unseen_turn_words

SUFFIX = ".recap.md"
GM_SUFFIX = ".gm.recap.md"
XP_KEYS = frozenset({"xp"})


def recap_path(party_path: Path, gm: bool = False) -> Path:
    """``NAME.recap.md`` next to ``NAME.toml`` (the GM's copy: ``NAME.gm.recap.md``)."""
    return party_path.with_name(party_path.stem + (GM_SUFFIX if gm else SUFFIX))


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
    """The combatant whose roll did it (its name), or empty."""
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


def compute(party: AnyParty, gm: bool = False) -> list[Fight]:
    """Every fight in the journal in which something happened, numbered 1.., as the
    players saw it unless ``gm``."""
    sight = None if gm else Sight()
    fights: dict[int, Fight] = {}
    for number, entry in zip(_fight_numbers(party.journal), party.journal, strict=True):
        fight = fights.get(number)
        if fight is None:
            fight = fights[number] = Fight(number, entry.round, entry.round)
            if sight is not None:
                sight.new_fight()
        if sight is not None:
            sight.follow(entry)
        _count(party, fight, entry, sight, early=number != entry.fight)
        # Once the fight is played, whoever the page shows counts as seen in it (one
        # shown after a turn and not in play since: play-test 27).
        if sight is not None and (is_play(entry) or fight.played):
            fight.seen_in_play.update(cid for cid in fight.lines if sight.sees(cid))
    played = [fights[n] for n in sorted(fights) if fights[n].played]
    if sight is not None:
        for fight in played:
            fight.lines = {
                cid: line
                for cid, line in fight.lines.items()
                if line.side == "party" or cid in fight.seen_in_play
            }
    for number, fight in enumerate(played, 1):
        fight.number = number
    return played


def _fight_numbers(journal: list[JournalEntry]) -> list[int]:
    """Each entry's fight as the recap tells it: what is done while no fight runs (after
    an end, before the next begins: members brought in with ``m``, a zone set) belongs to
    the fight that begins next (play-test: in neither copy, or in the fight before)."""
    numbers, coming = [entry.fight for entry in journal], None
    for i in reversed(range(len(journal))):
        preparing = not journal[i].active and (i == 0 or not journal[i - 1].active)
        if preparing and coming is not None:
            numbers[i] = coming
        elif not preparing:
            coming = journal[i].fight
    return numbers


def _count(
    party: AnyParty, fight: Fight, entry: JournalEntry, sight: Sight | None, early: bool
) -> None:
    """Add one journal entry to its fight; ``early``: done while no fight ran, before it
    (``_fight_numbers``): its lines are told before the fight's rounds, and an ``E`` of
    a fight never played (an earlier one) does not end it."""

    def seen(cid: str) -> bool:
        return sight is None or sight.sees(cid)

    fight.played = fight.played or is_play(entry)
    fight.reached = max(fight.reached, entry.round)
    secret = entry.secret and sight is not None
    if counts_for_rounds(entry):  # not the turn marker alone moving into a new round
        fight.first_round = min(fight.first_round, entry.round)
        fight.last_round = max(fight.last_round, entry.round)
    if entry.op == "end_fight" and not early:
        fight.ended = True
        fight.last_round = max(fight.last_round, entry.round)
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
    for effect in entry.effects:
        if effect.harm > 0 and hand and hand != effect.id:
            fight.lines[hand].dealt += effect.harm  # a roll the players saw, on anyone
        if not seen(effect.id):
            _unseen_fall(fight, entry, effect)
            continue
        # The GM's typed harm on an enemy is a number the players' page never shows (its
        # health is a word there): their copy counts it nowhere (play-test: "| 0 | 25").
        told = sight is None or hand is not None or effect.side == "party"
        if effect.harm > 0 and hand is None and told:
            fight.gm_dealt += effect.harm
        # An enemy's resources (a FIDS force's Energy) are the GM's: not in the players' copy.
        _apply(fight, entry, effect, hand, told, sight is None or effect.side == "party")
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
    unseen_turn = sight.unseen_turn(entry) if sight is not None else None
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
    fight: Fight, entry: JournalEntry, effect: Effect, hand: Hand, told: bool, resources: bool
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
            fall.by = fight.lines[hand].name
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


def _cell(text: str) -> str:
    """Text in a Markdown table cell: pipes escaped, on one line."""
    return " ".join(text.replace("|", "\\|").split())


def render(party: AnyParty, fight_number: int | None = None, gm: bool = False) -> str:
    """The recap as Markdown, in the console's language."""
    fights = compute(party, gm)
    if fight_number is not None:
        fights = [f for f in fights if f.number == fight_number]
        if not fights:
            raise ValueError(
                t(
                    "no fight {number} in the journal (fights: {count})",
                    number=fight_number,
                    count=len(compute(party, gm)),
                )
            )
    out = [f"# {t('Recap: {name}', name=_cell(party.name))}", ""]
    if gm:
        out += [t("_GM's copy: with secret rolls and hidden combatants._"), ""]
    if not fights:
        out += [t("No fights in the journal yet (it is written as operations are applied)."), ""]
    for fight in fights:
        out += _fight(fight, gm)
    return "\n".join(out).rstrip() + "\n"


def _rounds(fight: Fight) -> str:
    last = fight.last_round if fight.ended else max(fight.last_round, fight.reached)
    if fight.first_round == last:
        return t("round {number}", number=fight.first_round)
    return t("rounds {first} to {last}", first=fight.first_round, last=last)


def _fight(fight: Fight, gm: bool) -> list[str]:
    state = t("ended") if fight.ended else t("still running")
    out = [f"## {t('Fight {number}', number=fight.number)} ({_rounds(fight)}, {state})", ""]
    party_side = [line.name for line in fight.lines.values() if line.side == "party"]
    enemies = [line.name for line in fight.lines.values() if line.side == "enemy"]
    out += _listed(t("**Party:**"), party_side)
    out += _listed(t("**Enemies:**"), enemies)
    out += _table(fight, gm)
    if fight.falls:
        out += [f"### {t('Fallen')}", ""]
        out += [f"- {_fall(fall)}" for fall in fight.falls]
        out.append("")
    spent = _resources(fight, -1)
    moved = [(key, ends) for key, ends in fight.moved.items() if ends[0] != ends[1]]
    if spent or moved:
        out += [f"### {t('Resources spent')}", "", *spent]
        for (name, label), (before, after) in moved:
            out.append(f"- {_owner(name)}{label} {before} -> {after}")
        out.append("")
    gained = _resources(fight, 1)
    if gained:
        out += [f"### {t('Resources gained')}", "", *gained, ""]
    if fight.xp:
        out += [f"### {t('XP awarded')}", ""]
        out += [f"- {name}: +{amount}" for name, amount in fight.xp.items()]
        out.append("")
    out += _log(fight)
    return out


def _log(fight: Fight) -> list[str]:
    """The log's lines under their rounds' headings (none: no section)."""
    out: list[str] = []
    for number in sorted(fight.log):
        # A round the marker moved into and the fight ended before anything was played
        # in it is not one of the fight's rounds (its heading says "round 1"): its lines,
        # the end's among them, are the fight's end (play-test 20), and the marker's own
        # ("Round 4 begins", "Turn: Fred") are not told: that round never was.
        never = fight.ended and fight.last_round < number < AFTER
        skipped = fight.opened.get(number, set()) if never else set()
        lines = [text for i, text in enumerate(fight.log[number]) if i not in skipped]
        if number in (BEFORE, AFTER):
            heading = t("Before the fight") if number == BEFORE else t("After the fight")
        else:
            heading = t("End of the fight") if never else t("Round {number}", number=number)
        if lines:
            out += [f"#### {heading}", "", *(f"- {' '.join(text.split())}" for text in lines), ""]
    return [f"### {t('Log')}", "", *out] if out else []


def _listed(heading: str, names: list[str]) -> list[str]:
    """A heading and its names, one a line: a name may hold a comma ("El Tuerto,
    cabecilla", play-test 8), never a line break."""
    if not names:
        return [f"{heading} -", ""]
    return [heading, "", *(f"- {name}" for name in names), ""]


def _table(fight: Fight, gm: bool) -> list[str]:
    """The numbers per combatant; in the players' copy an enemy's damage taken is "-"
    (its health is a word on their page, never a number)."""
    header = [
        t("Combatant"),
        t("Damage dealt"),
        t("Damage taken"),
        t("Healed"),
        t("Criticals"),
        t("Fumbles"),
    ]
    out = ["| " + " | ".join(header) + " |"]
    out.append("|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|")
    for line in fight.lines.values():
        taken = "-" if line.side == "enemy" and not gm else str(line.taken)
        cells = [str(line.dealt), taken, *map(str, (line.healed, line.criticals, line.fumbles))]
        out.append("| " + " | ".join([_cell(line.name), *cells]) + " |")
    if fight.gm_dealt:
        gm_cells = [str(fight.gm_dealt), "-", "-", "-", "-"]
        out.append("| " + " | ".join([t("GM (typed)"), *gm_cells]) + " |")
    out.append("")
    return out


def _fall(fall: Fall) -> str:
    words = t("down") if fall.how == "down" else t("dead")
    if fall.unseen:
        return t(
            "{name}: {how} when shown to the players in round {number}",
            name=fall.name,
            how=words,
            number=fall.round,
        )
    text = t("{name}: {how} in round {number}", name=fall.name, how=words, number=fall.round)
    if fall.gm == "mark":
        return text + t(" (the GM's mark)")
    if fall.gm == "typed":
        return text + t(", by {name}", name=t("GM (typed)"))
    if fall.by:
        return text + t(", by {name}", name=fall.by)
    return text


def _owner(name: str) -> str:
    """``Fred: `` before a character's resource; nothing before the party's pools."""
    return f"{name}: " if name else ""


def _resources(fight: Fight, sign: int) -> list[str]:
    """One line per owner: the resources that went down (``sign`` -1) or up (1) over the
    fight, by how much, from what to what (``Fred: Balas 2 (6 -> 4)``)."""
    out = []
    for name, tallies in fight.resources.items():
        items = []
        for label, tally in tallies.items():
            if tally.change * sign <= 0:
                continue
            item = f"{label} {abs(tally.change)}"
            if tally.first and tally.last:
                item += f" ({tally.first} -> {tally.last})"
            items.append(item)
        if items:
            out.append(f"- {_owner(name)}{', '.join(items)}")
    return out
