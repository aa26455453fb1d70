"""What one log line tells the players about the combatants they cannot see: the one rule
the players' page (``players.public_log``) and the players' copy of the recap (``recap``)
both follow (RULINGS, fourth pass, "The record" and "The players' view"). Both decide a
line with who was hidden when it was written (``Sight``, following the fight journal):
showing a combatant later does not rewrite what the page showed.

- A line that names no hidden combatant is as it is.
- A visible party member's line (it starts with the member's name, or the member's own
  action wrote it and it starts with nobody else's: ``members_line``) that names hidden
  enemies further on is the member's roll against them: it stays, each of them said as
  "an unseen enemy", with nothing of their sheet: no parenthesised breakdown (``(defence
  against a weapon: D 7 + Melee 6 + 5 = 18)``), nothing in parentheses after it (its
  armour dice and its fall: ``1 spills to an unseen enemy (1 armour die, 0 saved; down)``
  says ``1 spills to an unseen enemy``) and no number the roll was compared with
  (``19 vs 18: success`` says ``19: success``).
- A seen enemy's numbers never come into a line the players see: a system words such
  a line for them where it writes it (``LogEntry.players``: RyF's attack on an enemy says
  the roll and its outcome without the enemy's defence, as above, applied or not).
- A line that lists names after a colon (``Initiative order: A, B, C``) keeps the
  visible names and loses the hidden ones.
- Any other line that names a hidden combatant (its turn, its rolls, its harm, a roll
  against a hidden party member) stays out, and so does a line a hidden combatant's
  action wrote that is not a seen member's ("2 strikes dealt"), open rolls or not.
- A line that stays and was written in the turn of a combatant hidden when it got the
  turn, by its action (a member's armour save against a hidden group's attack) or as
  harm the GM typed on one they see (``d``), goes under "Turn: an unseen enemy"
  (``unseen_turn_words``; "someone unseen" for one not an enemy), once for a run of
  hidden turns in a round: no name, no count, and not under the last turn the players
  saw (``Sight.unseen_turn``).

- A GM's roll shows only while the GM rolls in the open (``players_line``): any line of a
  panel's roll that is not a seen member's (an enemy's attack, an enemy's armour save
  against a member's attack), an enemy's initiative. The GM's other lines (a turn, the
  initiative order, a combatant shown) are public.
- A named number's change that is not a party member's own is cut from its line, or from
  its part of a line joined with " · " (a roll not applied); a line that is nothing else
  stays out: an enemy's health is a word on the page.
- The GM's call (why the GM let a strange choice go ahead: an ally as the target, an
  actor who already acted) is the GM's note: cut from its line, and a line that is
  nothing else stays out, open rolls or not (``without_gm_calls``).
- A part of a roll not applied that is a GM's roll (it starts with an enemy's name: its
  armour save, its side of an opposed test) goes unless the GM rolls in the open, and
  always when the enemy is hidden; the dice thrown go with it (``without_gm_parts``).

Names are matched as whole words, a hidden combatant in a group also by its group's name
(``Guardia del puerto ×3``), so a visible group with the same name is dropped with it:
a doubtful line stays out. One alone is not matched by a group's name ("Guardia del
puerto 2" hidden alone leaves "Guardia del puerto ×2: shown to the players"); one of an
older file, which does not say, is taken as in a group.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from gmconsole.i18n import LANGUAGES, t, translatable, translate
from gmconsole.model.journal import Effect, JournalEntry
from gmconsole.model.party import LogEntry
from gmconsole.state.groups import group_name

_PARENTHESISED = re.compile(r" ?\((?:[^()]|\([^()]*\))*\)")
"""A parenthesised part, with one level of parentheses inside (RyF's range: "(short
range (20/50/100 m) = 15)")."""
_SUM = re.compile(r"\d.*[+=]")
"""What makes a parenthesised part a breakdown: a number, then a sum or an equal sign."""
_COMPARED = re.compile(r" (?:vs|contra) \d+(?!\w)")
"""The number a roll was compared with, as the rules write it (``rules.ryf``, ``rules.ezd6``:
" vs {difficulty}", in Spanish " contra {difficulty}")."""
_VALUE = re.compile(r"(?:: |, )?(?<!\S)[^\W\d_]+(?: [^\W\d_]+)* -?\d+ -> -?\d+")
"""A named number's change as the log writes it ("HP 20 -> 13", ": strikes 1 -> 0",
"GM Misfortune 3 -> 4"), with the separator before it."""


@dataclass(frozen=True)
class Unseen:
    """A combatant the players cannot see."""

    name: str
    enemy: bool
    grouped: bool = True
    """In a group, or not known to be alone: its group's name names it too."""


def tells_a_value(text: str, party_line: bool) -> bool:
    """Whether ``text`` tells a value the players' page never shows: a change of a named
    number that is not the party's own ("Bandido 1: HP 20 -> 13", "strikes 1 -> 0"; an
    enemy's health is a word there). A die read ("(3,10,2)->3", "1✗ -> 0 negated") is no
    value: a GM's roll in the open shows."""
    return not party_line and _VALUE.search(text) is not None


def without_values(text: str) -> str | None:
    """A GM's line as the page shows it with open rolls: without the changes of named
    numbers ("Esqueleto 1: armour save 6+: 1✗ -> 0 negated, 1 taken: strikes 1 -> 0
    (down)" says the save, not the strikes); None when the line is nothing but such a
    change ("Bandido 1: HP 20 -> 13 (wounded)")."""
    first = _VALUE.search(text)
    if first is None:
        return text
    if ": " not in text[: first.start()]:
        return None  # what is left names whose value it was, and no roll
    return _VALUE.sub("", text)


def without_breakdowns(text: str) -> str:
    """``text`` without its parenthesised breakdowns (``(defence against a weapon: D 7 +
    Melee 6 + 5 = 18)``, a ranged attack's difficulty: ``(short range (20/50/100 m) =
    15)``)."""
    return _PARENTHESISED.sub(lambda part: "" if _SUM.search(part[0]) else part[0], text)


def starts_with_name(text: str, names: Collection[str]) -> bool:
    """``text`` starts with one of ``names`` as a whole word."""
    return any(re.match(re.escape(name) + r"(?!\w)", text) for name in names if name)


def members_line(
    text: str, members: Collection[str], by_member: bool, others: Collection[str]
) -> bool:
    """Whether ``text`` is a seen party member's: it starts with one's name, or a seen
    member's own action wrote it and it starts with nobody else's (a chain's "critical
    chain: 6 6 2 -> +2 strikes", a defence roll's line; the damage a member's attack
    rolls starts with the attacker: "Fred hits Bandido 1: damage 1d10: 6 = 6"). A line
    of the member's action that starts with someone else's name is that one's roll (an
    enemy's armour save): the GM's. ``others``: everyone else's names."""
    return starts_with_name(text, members) or (by_member and not starts_with_name(text, others))


SEGMENTS = " · "
"""How a roll not applied joins the lines the roll would have written."""


def without_others_values(text: str, members: Collection[str]) -> str | None:
    """``text`` without the named numbers' changes that are not a party member's own
    (``without_values``), part by part of a line joined with " · " (a roll not applied:
    "… · El Tuerto: HP 26 -> 22 (fine) · dice 7 6 2 4" loses its middle part); None when
    nothing is left."""
    kept: list[str] = []
    for index, part in enumerate(text.split(SEGMENTS)):
        said = part if starts_with_name(part, members) else without_values(part)
        if said is None and index == 0:
            return None
        if said is not None:
            kept.append(said)
    return SEGMENTS.join(kept)


def players_line(
    text: str,
    hidden: Collection[Unseen],
    members: Collection[str],
    unseen: str,
    *,
    own: bool,
    gm_roll: bool,
    open_rolls: bool,
    others: Collection[str] = (),
    by_unseen: bool = False,
) -> str | None:
    """One log line as the players' page shows it, and so their copy of the recap: the
    one rule both follow (the module doc). ``gm_roll``: the line is a GM's roll unless it
    is a seen member's (``own``): a panel's roll wrote it, or it is an enemy's
    initiative; ``open_rolls``: the GM rolled in the open
    when it was written; ``others``: the names of everyone but the party's members;
    ``by_unseen``: a hidden combatant's action wrote it (a line of it that is not a seen
    member's stays out, open rolls or not: "2 strikes dealt" by an unseen attacker)."""
    said = line_for_players(text, hidden, members, unseen, own)
    if said is None or (not own and (by_unseen or (gm_roll and not open_rolls))):
        return None
    said = without_gm_parts(said, members, others, unseen, open_rolls)
    return without_others_values(said, members)


_DICE = re.compile(r"[^\W\d_]+(?: \d+)+ ?")
"""A roll not applied's last part, the dice thrown ("dice 5 6", "dados 88 55")."""


def without_gm_parts(
    text: str, members: Collection[str], others: Collection[str], unseen: str, open_rolls: bool
) -> str:
    """A line joined with " · " (a roll not applied) without the parts that are a GM's
    roll: one that starts with someone's name but a seen member's (an enemy's armour
    save, its side of an opposed test) unless the GM rolls in the open, one that starts
    with a hidden enemy's (said "an unseen enemy") never; when one goes, the dice thrown
    go too (some are its). A health change alone is left to ``without_others_values``."""
    parts = text.split(SEGMENTS)
    kept = parts[:1]
    cut = False
    for part in parts[1:]:
        gms = not starts_with_name(part, members) and starts_with_name(part, others)
        roll = without_values(part) is not None  # not a health change alone
        if part.startswith(unseen) or (gms and roll and not open_rolls):
            cut = True
        else:
            kept.append(part)
    if cut and len(kept) > 1 and _DICE.match(kept[-1]):
        kept[-1] = _DICE.sub("", kept[-1], count=1)
        kept = kept if kept[-1] else kept[:-1]
    return SEGMENTS.join(kept)


def line_for_players(
    text: str,
    hidden: Collection[Unseen],
    members: Collection[str],
    unseen: str,
    own: bool = False,
) -> str | None:
    """``text`` as the players may read it, or None when it stays out (the module doc).

    ``hidden``: whom they cannot see; ``members``: the names of the party members they
    see; ``unseen``: "an unseen enemy" in the page's or the recap's language; ``own``: a
    seen member's action wrote it (``members_line``)."""
    if not hidden:
        return text
    pattern = _pattern(hidden)
    found = list(pattern.finditer(text))
    if not found:
        return text
    enemies = _pattern(unseen for unseen in hidden if unseen.enemy)
    if (
        found[0].start() > 0
        and all(enemies.fullmatch(match[0]) for match in found)
        and (own or starts_with_name(text, members))
    ):
        said = pattern.sub(lambda _: unseen, text)
        said = re.sub(re.escape(unseen) + _PARENTHESISED.pattern, lambda _: unseen, said)
        return _COMPARED.sub("", without_breakdowns(said))
    return _unlisted(text, found)


def _unlisted(text: str, found: list[re.Match[str]]) -> str | None:
    """A line that lists names after a colon ("Initiative order: A, B, C"), without the
    hidden ones; None when a hidden name stands elsewhere or nothing else is listed."""
    cut: list[tuple[int, int]] = []
    for match in found:
        start, end = match.span()
        if not text[:start].endswith((": ", ", ")):
            return None  # said in a sentence, not listed
        if text.startswith(", ", end):
            cut.append((start, end + 2))
        elif text[:start].endswith(", ") and end == len(text):
            cut.append((start - 2, end))
        else:
            return None
    kept = text
    for start, end in sorted(cut, reverse=True):
        kept = kept[:start] + kept[end:]
    kept = kept.rstrip(", ")  # two hidden names last: the cuts overlap
    _, colon, listed = kept.partition(": ")
    return kept if colon and listed else None


def _pattern(unseen: Iterable[Unseen]) -> re.Pattern[str]:
    """The names of ``unseen`` as whole words, one in a group also as its group's name
    (``Bandido ×3``); a pattern that matches nothing when there are none."""
    found: set[str] = set()
    for one in unseen:
        found.add(re.escape(one.name))
        if one.grouped:
            found.add(re.escape(group_name([one.name])) + r" ×\d+")
    if not found:
        return re.compile(r"(?!)")
    ordered = sorted(found, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(ordered) + r")(?!\w)")


def players_text(line: LogEntry, open_rolls: bool) -> str:
    """What a log line says to the players before the rule above: its players' wording
    (``LogEntry.players``: a place in the order counted among those they see), or, for a
    GM's roll in the GM's own operation (``LogEntry.gm_roll``: an enemy's initiative),
    the line itself while the GM rolls in the open and nothing otherwise; never the GM's
    call (``without_gm_calls``)."""
    if line.gm_roll and not open_rolls:
        return ""
    return without_gm_calls(line.players if line.players is not None else line.text)


_CALLS = (translatable(" (the GM's call: {warning})"), translatable("GM's call: {warning}"))
"""How the log says the GM's call: after a roll's heading (FIDS; in older logs after a
roll not applied too), and as a line of its own before a roll or a dash (EZD6)."""


def without_gm_calls(text: str) -> str:
    """``text`` without the GM's call, in either language: why the GM let a strange choice
    go ahead (an ally as the target, an actor who already acted, out of reach), which the
    panel warned the GM of. It is the GM's note, not the roll: neither the page nor the
    players' copy says it (play-test 8: "(decisión del DJ: Okonkwo-9 está en el bando de
    Twitch)" in the players' copy). A line that is nothing else is ""."""
    for lang in LANGUAGES:
        suffix, line = (translate(call, lang).split("{warning}") for call in _CALLS)
        # a line of its own (written "decisión del DJ: ..." before log lines took capitals)
        if (text[:1].upper() + text[1:]).startswith(line[0]) and text.endswith(line[1]):
            return ""
        # it ends the line (a roll not applied) or the heading before ": " (FIDS)
        end = re.escape(suffix[1]) + r"(?=: |$)"
        text = re.sub(re.escape(suffix[0]) + r".*?" + end, "", text)
    return text


UNSEEN = translatable("an unseen enemy")
"""A hidden enemy as a seen member's line names it."""
SOMEONE = translatable("someone unseen")
"""A hidden combatant that is not an enemy, as a turn heading names it."""
TURN = translatable("Turn: {name}")
"""A turn as the log says it (``state.turn_ops``)."""


def unseen_turn_words(enemy: bool, lang: str | None = None) -> str:
    """The turn heading of a hidden holder's turn in which the players saw something
    ("Turn: an unseen enemy": their own armour saves against it), in ``lang`` (None: the
    console's): no name, no count (a run of hidden turns is one heading)."""
    who = UNSEEN if enemy else SOMEONE
    if lang is None:
        return t(TURN, name=t(who))
    return translate(TURN, lang, name=translate(who, lang))


class Sight:
    """What the players could see, entry after entry (the players' copy): who is hidden
    from them now, and the party members' names (a line that starts with one is that
    member's)."""

    def __init__(self) -> None:
        self.hidden: dict[str, Effect] = {}
        self.members: dict[str, str] = {}
        self.others: set[str] = set()
        """Everyone else's names seen so far (a line that starts with one is not a
        member's, whoever's action wrote it)."""
        self.holder: str | None = None
        """Whose turn it is (the journal's record of the turns)."""
        self.holder_unseen = False
        """The holder was hidden when it got the turn (one hidden since was seen having
        it: a heading then would name it)."""
        self.stretch = 0
        """Which run of hidden turns this is: a visible turn, a new round or a new fight
        begins another (one heading for the run, so that it counts nobody)."""
        self.round = 0

    def new_fight(self) -> None:
        self.hidden.clear()  # the fight's first entry says who came in, hidden or not
        self.holder = None

    def follow(self, entry: JournalEntry) -> None:
        """Who is hidden after ``entry``."""
        for effect in [*entry.joined, *entry.effects]:
            if effect.hidden:
                self.hidden[effect.id] = effect
            else:
                self.hidden.pop(effect.id, None)
            if effect.side == "party":
                self.members[effect.id] = effect.name
            else:
                self.others.add(effect.name)
        if entry.actor is not None and entry.actor_side == "party" and entry.actor_name:
            self.members.setdefault(entry.actor, entry.actor_name)
        if entry.turn is not None:
            unseen = not self.sees(entry.turn)
            if not (unseen and self._in_unseen_turn() and entry.round == self.round):
                self.stretch += 1
            self.holder, self.holder_unseen, self.round = entry.turn, unseen, entry.round

    def sees(self, cid: str) -> bool:
        return cid not in self.hidden

    def _in_unseen_turn(self) -> bool:
        return self.holder is not None and self.holder_unseen and not self.sees(self.holder)

    def unseen_turn(self, entry: JournalEntry) -> tuple[int, bool] | None:
        """When ``entry`` (followed last) was applied in the turn of a holder the players
        could not see, and did not pass the turn: the run of hidden turns it is in, and
        whether that holder is an enemy (``unseen_turn_words``); else None. A line of it
        the players see (a member's armour save against a hidden attacker) goes under
        that heading, not under the last turn they saw (play-test: the saves read as the
        previous visible combatant's turn). Only an action of a hidden combatant's own,
        or harm the GM typed on one they see (play-test 31: FIDS and Eclipse Phase type
        a hidden enemy's hit with ``d``; under the last visible turn it read as that
        one's): the GM's condition, heal or reveal in that turn stays under the last
        turn the players saw, as the page's turn box does (the review: a GM's ``c`` told
        them of a hidden enemy's turn)."""
        if entry.turn is not None or not self._in_unseen_turn() or self.holder is None:
            return None
        if entry.actor is None:
            if not any(effect.harm > 0 and self.sees(effect.id) for effect in entry.effects):
                return None
        elif self.sees(entry.actor):
            return None
        return self.stretch, self.hidden[self.holder].side == "enemy"

    def own(self, text: str, entry: JournalEntry) -> bool:
        """Whether ``text``, a line of ``entry``, is a seen party member's (``members_line``)."""
        by_member = entry.actor_side == "party" and entry.actor is not None
        return members_line(
            text, self.seen_members(), by_member and self.sees(entry.actor or ""), self.others
        )

    def unseen(self) -> list[Unseen]:
        """Whom the players cannot see now."""
        return [
            Unseen(e.name, e.side == "enemy", e.grouped is not False) for e in self.hidden.values()
        ]

    def line(
        self, text: str, own: bool, gm_roll: bool, by_unseen: bool, lang: str | None = None
    ) -> str | None:
        """``text`` as the players' page showed it with the GM's rolls closed (the one
        rule, ``players_line``), or None when it stays out; "an unseen enemy" in ``lang``,
        the language the line was written in (unknown: the recap's)."""
        return players_line(
            text,
            self.unseen(),
            self.seen_members(),
            translate(UNSEEN, lang) if lang else t(UNSEEN),
            own=own,
            gm_roll=gm_roll,
            open_rolls=False,
            others=self.others,
            by_unseen=by_unseen,
        )

    def seen_members(self) -> list[str]:
        return [name for cid, name in self.members.items() if cid not in self.hidden]
