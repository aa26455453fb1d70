"""A group's members in the players' copy of the recap, named as their page named them.

The page shows a group of enemies as one entry (``Bandido ×3``, with each member's health
as a word and no member's name), and a member by its own name only where a line it
shows names it (a party member's attack on "Bandido 3"). A member the page never named
is part of its group's entry in the copy too: its numbers go to the group's row, its fall
reads "One of Bandido ×3: down ...", a fall by its hand "..., by one of Bandido ×3"
(play-test 29: "Bandido 5" in the copy's enemies and table, never on the page). The
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
    """Fold into its group's entry each member of a group the copy's lines never name."""
    told = [text for lines in fight.log.values() for text in lines]
    by_group: dict[str, list[str]] = {}
    for cid, line in fight.lines.items():
        group = fight.groups.get(cid)
        if group is not None and line.side != "party":
            by_group.setdefault(group, []).append(cid)
    entry_of: dict[str, tuple[str, str]] = {}
    """A member folded: its group, and the group's entry as the page names it."""
    for group, cids in by_group.items():
        if len(cids) < 2:
            continue  # one alone: the page shows it by its own name
        entry = f"{group_name([fight.lines[cid].name for cid in cids])} ×{len(cids)}"
        for cid in cids:
            if not _named(fight.lines[cid].name, told):
                entry_of[cid] = (group, entry)
    if not entry_of:
        return
    lines: dict[str, Line] = {}
    for cid, line in fight.lines.items():
        if cid not in entry_of:
            lines[cid] = line
            continue
        group, entry = entry_of[cid]
        row = lines.setdefault(f"group:{group}", Line(entry, line.side))  # at the first's place
        row.dealt += line.dealt
        row.taken += line.taken
        row.healed += line.healed
        row.criticals += line.criticals
        row.fumbles += line.fumbles
    fight.lines = lines
    for fall in fight.falls:
        if fall.cid in entry_of:
            fall.name = t("One of {group}", group=entry_of[fall.cid][1])
        if fall.by_cid in entry_of:
            fall.by = t("one of {group}", group=entry_of[fall.by_cid][1])


def _named(name: str, lines: Iterable[str]) -> bool:
    """``name`` stands in one of ``lines`` as a whole name ("Bandido 3", not "Bandido 30")."""
    pattern = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)")
    return any(pattern.search(line) for line in lines)
