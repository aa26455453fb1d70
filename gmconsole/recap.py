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
which their table does not count, by no named hand either. Harm on a member by one they
could not see is the row "An unseen enemy", as their page says such a hand, so the
member's damage taken adds up; a group's member their page never named is part of the
group's entry (``recap_groups``). ``gm=True`` keeps everything.
"""

from __future__ import annotations

from pathlib import Path

from gmconsole.i18n import t
from gmconsole.model.journal import JournalEntry, is_play
from gmconsole.model.party import AnyParty
from gmconsole.recap_groups import name_groups_as_the_page
from gmconsole.recap_tally import AFTER, BEFORE, Fall, Fight, Line, count_entry
from gmconsole.sight import Sight

SUFFIX = ".recap.md"
GM_SUFFIX = ".gm.recap.md"


def recap_path(party_path: Path, gm: bool = False) -> Path:
    """``NAME.recap.md`` next to ``NAME.toml`` (the GM's copy: ``NAME.gm.recap.md``)."""
    return party_path.with_name(party_path.stem + (GM_SUFFIX if gm else SUFFIX))


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
        count_entry(party, fight, entry, sight, early=number != entry.fight)
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
            name_groups_as_the_page(fight)
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
    party_side = [line.name for line in _in_order(fight) if line.side == "party"]
    enemies = [line.name for line in _in_order(fight) if line.side == "enemy"]
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


def _in_order(fight: Fight) -> list[Line]:
    """The fight's combatants as the recap lists them, in its lists and its table alike:
    the party first, then the others, each in order of appearance (play-test: a member
    brought back with ``m`` after the enemies came in had its row below theirs)."""
    return sorted(fight.lines.values(), key=lambda line: line.side != "party")


def _listed(heading: str, names: list[str]) -> list[str]:
    """A heading and its names, one a line: a name may hold a comma ("El Tuerto,
    cabecilla", play-test 8), never a line break."""
    if not names:
        return [f"{heading} -", ""]
    return [heading, "", *(f"- {name}" for name in names), ""]


def _table(fight: Fight, gm: bool) -> list[str]:
    """The numbers per combatant; in the players' copy an enemy's own numbers are "-":
    its damage taken and healing (its health is a word on their page, never a number),
    its criticals and fumbles (its rolls are the GM's: a 0 there would be false)."""
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
    for line in _in_order(fight):
        own = (line.taken, line.healed, line.criticals, line.fumbles)
        unknown = line.side == "enemy" and not gm
        cells = [str(line.dealt), *("-" if unknown else str(number) for number in own)]
        out.append("| " + " | ".join([_cell(line.name), *cells]) + " |")
    for hand, dealt in fight.unseen_dealt.items():
        words = t(hand)
        cells = [words[:1].upper() + words[1:], str(dealt), "-", "-", "-", "-"]
        out.append("| " + " | ".join(cells) + " |")
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
