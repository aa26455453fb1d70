"""A group's members in the players' copy of the recap, named as their page named them.

The page shows a group of enemies as one entry (``Bandido ×3``, with each member's health
as a word and no member's name), and a member by its own name only where a line it
shows names it (a party member's attack on "Bandido 3"). A member the page never named
is part of its group's entry in the copy too: its numbers go to the group's row, its fall
reads "One of Bandido ×3: down ...", a fall by its hand "..., by one of Bandido ×3"
(play-test 29: "Bandido 5" in the copy's enemies and table, never on the page). One the
page named is named within its group's entry, "Bandido ×3 (Bandido 3)", its numbers in
that row too: one entry a group in the enemies and the table (play-test 31: "Exsurgente
3, Exsurgente 4, Exsurgente ×3" read as five enemies); its fall keeps its name. The
copy's own lines are the page's with the GM's rolls closed (``gmconsole.sight``), so
they say whom the page named.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from gmconsole.i18n import t
from gmconsole.recap_tally import Fight, Line
from gmconsole.state.groups import group_name


def name_groups_as_the_page(fight: Fight) -> None:
    """Fold a group's members into its group's one entry, naming in it those the copy's
    lines name ("Exsurgente ×3 (Exsurgente 3)"); a fall of one they never name is "One
    of Exsurgente ×3"."""
    told = [text for lines in fight.log.values() for text in lines]
    by_group: dict[str, list[str]] = {}
    for cid, line in fight.lines.items():
        group = fight.groups.get(cid)
        if group is not None and line.side != "party":
            by_group.setdefault(group, []).append(cid)
    row_of: dict[str, tuple[str, str]] = {}
    """A member folded: its group, and the group's row (its entry, the named members)."""
    entry_of: dict[str, str] = {}
    """A member the lines never name: the group's entry as the page names it."""
    for group, cids in by_group.items():
        if len(cids) < 2:
            continue  # one alone: the page shows it by its own name
        entry = f"{group_name([fight.lines[cid].name for cid in cids])} ×{len(cids)}"
        named = [fight.lines[cid].name for cid in cids if _named(fight.lines[cid].name, told)]
        # One entry a group, a member named in it, not beside it (play-test 31: "Exsurgente
        # 3, Exsurgente 4, Exsurgente ×3" read as five enemies).
        label = f"{entry} ({', '.join(named)})" if named else entry
        for cid in cids:
            row_of[cid] = (group, label)
            if fight.lines[cid].name not in named:
                entry_of[cid] = entry
    if not row_of:
        return
    lines: dict[str, Line] = {}
    for cid, line in fight.lines.items():
        if cid not in row_of:
            lines[cid] = line
            continue
        group, entry = row_of[cid]
        row = lines.setdefault(f"group:{group}", Line(entry, line.side))  # at the first's place
        row.dealt += line.dealt
        row.taken += line.taken
        row.healed += line.healed
        row.criticals += line.criticals
        row.fumbles += line.fumbles
    fight.lines = lines
    for fall in fight.falls:
        if fall.cid in entry_of:
            fall.name = t("One of {group}", group=entry_of[fall.cid])
        if fall.by_cid in entry_of:
            fall.by = t("one of {group}", group=entry_of[fall.by_cid])


def _named(name: str, lines: Iterable[str]) -> bool:
    """``name`` stands in one of ``lines`` as a whole name ("Bandido 3", not "Bandido 30")."""
    pattern = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)")
    return any(pattern.search(line) for line in lines)
