"""How the tracker draws a group of enemies: its row (``▸ Bandido ×4 · 3 up``, the
group's initiative, its members' health summed, the zone and flags they share). A mixin
of ``InitiativeTracker``, kept apart so the tracker's module stays about combatants."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.segment import Segment
from rich.style import Style

from gmconsole.i18n import t
from gmconsole.model.display import Health
from gmconsole.model.party import Combatant
from gmconsole.state.context import character_index
from gmconsole.widgets import tracker_rows
from gmconsole.widgets.tracker_columns import BAR_WIDTH, Columns
from gmconsole.widgets.tracker_rows import health_bar as bar
from gmconsole.widgets.tracker_rows import pad

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase
    from gmconsole.model.party import AnyParty
    from gmconsole.systems.base import SystemAdapter


class GroupRows:
    """The group rows' drawing (gmconsole.widgets.tracker_rows builds the rows)."""

    if TYPE_CHECKING:  # the tracker's, which this mixes into
        party: AnyParty
        adapter: SystemAdapter
        expanded: set[str]
        marked: list[str]

        def _style(self, name: str) -> Style: ...
        def _is_current(self, combatant: Combatant) -> bool: ...
        def _status_segments(
            self, combatant: Combatant | None, flags: list[str], columns: Columns, style: Style
        ) -> list[Segment]: ...

    def _members(self, group: str) -> list[Combatant]:
        return [c for c in self.party.encounter.combatants if c.group == group]

    def _group_healths(self, group: str) -> list[tuple[Combatant, CharacterBase, Health]]:
        index = character_index(self.party)
        return [
            (c, index[c.id], self.adapter.health(index[c.id], c))
            for c in self._members(group)
            if c.id in index
        ]

    def _group_title(self, group: str, width: int = 10_000) -> str:
        found = self._group_healths(group)
        up = sum(1 for _, _, health in found if not health.out_of_fight)
        names = [character.name for _, character, _ in found]
        return tracker_rows.group_title(names, up, width)

    def _group_has_turn(self, group: str) -> bool:
        return any(self._is_current(c) for c in self._members(group))

    def _group_signature(self, group: str) -> tuple[object, ...]:
        return tuple(
            (
                c.id,
                character.name,
                c.initiative,
                health,
                self.adapter.zone_of(c),
                c.acted,
                c.delayed,
                c.hidden,
                c.id in self.marked,
            )
            for c, character, health in self._group_healths(group)
        )

    def _group_segments(self, group: str, columns: Columns) -> list[Segment]:
        """A group's row: ``▸ Bandido ×4 · 3 up``, its initiative, its members' health
        summed (a fallen member's below 0 counts as 0), their zone when they share one,
        and the flags they share."""
        found = self._group_healths(group)
        members = [c for c, _, _ in found]
        everyone_out = all(health.out_of_fight for _, _, health in found)
        side = "tracker--enemy" if members[0].side == "enemy" else "tracker--party"
        name_style = self._style(side)
        if everyone_out:
            name_style = name_style + self._style("tracker--out")
        dim = self._style("tracker--dim")
        opened = "▾ " if group in self.expanded else "▸ "
        room = max(1, columns.name - 2)
        marked = all(c.id in self.marked for c in members)
        segments = [
            Segment(
                ("▶" if self._group_has_turn(group) else " ") + ("•" if marked else " "),
                self._style("tracker--marker"),
            ),
            Segment(
                opened + pad(self._group_title(group, room), room),
                name_style,
            ),
        ]
        fallen = {c.id for c, _, health in found if health.out_of_fight}
        first = tracker_rows.leader(members, lambda c: c.id in fallen, None)
        initiative = "" if first.initiative is None else str(first.initiative)
        segments.append(Segment(initiative.rjust(columns.initiative - 1) + " ", dim))
        healths = [health for _, _, health in found]
        if columns.health:
            counted = all(h.current is not None and h.maximum for h in healths)
            total = Health(
                sum(max(0, h.current or 0) for h in healths) if counted else None,
                sum(h.maximum or 0 for h in healths) if counted else None,
                healths[0].unit,
                "ok" if all(h.state == "ok" for h in healths) else "wounded",
            )
            number = f"{total.current}/{total.maximum}" if counted else ""
            style = self._style("tracker--wounded" if total.state != "ok" else "tracker--bar")
            segments.append(Segment(number.rjust(6) + " ", Style()))
            if columns.bar:
                segments.append(Segment(bar(total).ljust(BAR_WIDTH), style))
        if columns.value:
            segments.append(Segment(" " * columns.value, Style()))
        if columns.zone:
            zones = {self.adapter.zone_of(c) or "" for c in members}
            zone = self.adapter.zone_word(zones.pop()) if len(zones) == 1 else "…"
            segments.append(Segment(pad(f" {zone}", columns.zone), dim))
        flags = []
        if first.acted:
            flags.append(t("acted"))
        if first.delayed:
            flags.append(t("delay"))
        if all(c.hidden for c in members):
            flags.append(t("hidden"))
        segments.extend(self._status_segments(None, flags, columns, dim))
        return segments
