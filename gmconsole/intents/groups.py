"""Intents about a group of enemies (gmconsole.state.groups):

- damage, healing, a condition, its repeat or a removal (d, h, c, C, delete) on a group's
  row: to one member (the next one up first, so enter picks it) or to all of them, as one
  operation (one undo step); the amount of damage or healing is asked before whom;
- the panel's actor when a group has the turn (t) or its row is selected (T): the member
  the GM picks, by default the least hurt one up who can act and has not rolled (t), or
  the one selected (T);
- adding several of a creature (a): one by one, or as a group.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from gmconsole.i18n import t
from gmconsole.intents.questions import Choose, Field, Form
from gmconsole.model.display import HEALTH_WORDS
from gmconsole.state.context import character_index, name_of
from gmconsole.state.groups import describe, mates

if TYPE_CHECKING:
    from gmconsole.intents.table import Table
    from gmconsole.model.party import Combatant

ALL = "*"


def _up_and_fallen(table: Table, group: str) -> tuple[list[Combatant], list[Combatant]]:
    party = table.party
    index = character_index(party)
    members = [c for c in party.encounter.combatants if c.group == group and c.id in index]
    up = [c for c in members if not table.adapter.health(index[c.id], c).out_of_fight]
    return up, [c for c in members if c not in up]


def _cannot_act(table: Table, combatant: Combatant) -> bool:
    """Whether a condition on ``combatant`` takes its turn (Stunned...; by its English
    name, or as typed in the console's language)."""
    names = table.adapter.cannot_act_conditions
    words = {word.casefold() for name in names for word in (name, t(name))}
    return any(condition.name.casefold() in words for condition in combatant.conditions)


def _member_label(table: Table, combatant: Combatant, fallen: bool) -> str:
    character = character_index(table.party)[combatant.id]
    health = table.adapter.health(character, combatant)
    shown = f" · {health.current}/{health.maximum}" if health.current is not None else ""
    # Its conditions, as its row says them (play-test 28: a stunned member offered first).
    shown += "".join(f" · {t(condition.name)}" for condition in combatant.conditions)
    return name_of(table.party, combatant.id) + shown + (t(" · down") if fallen else "")


async def targets(
    table: Table,
    what: Literal["damage", "heal", "condition", "remove", "down", "dead"],
    amount: str = "",
) -> list[str]:
    """Who d, h, c, C, f, F or delete act on: the marked, else the selected; on a group's row,
    the member or members the GM picks (damage goes to those up; the others to all).
    ``amount``: what d or h asked first (on a group's row they ask it before whom)."""
    group = table.selected_group()
    if group is None:
        return table.targets()
    up, fallen = _up_and_fallen(table, group)
    everyone = up if what == "damage" else up + fallen
    options: list[tuple[object, str]] = [(c.id, _member_label(table, c, False)) for c in up]
    if what != "damage":
        options += [(c.id, _member_label(table, c, True)) for c in fallen]
    if len(everyone) > 1:
        options.append((ALL, t("All of them ({count})", count=len(everyone))))
    if not options:
        return table.targets()
    title = {
        "damage": t("Damage {amount} to whom in {group}?"),
        "heal": t("Healing {amount} to whom in {group}?"),
        "condition": t("A condition on whom in {group}?"),
        "remove": t("Remove whom in {group} from the fight?"),
        "down": t("Mark whom in {group} down or up?"),
        "dead": t("Mark whom in {group} dead or alive?"),
    }[what]
    title = title.format(group=describe(table.party, group), amount=amount)
    chosen = await table.ask(Choose(title, options))
    if not isinstance(chosen, str) or not chosen:
        return []
    return [c.id for c in everyone] if chosen == ALL else [chosen]


async def amount_and_targets(
    table: Table, what: Literal["damage", "heal"], label: str, title: str
) -> tuple[list[str], int] | None:
    """d and h: who and how much; None when cancelled. On a group's row the amount comes
    first, so ``d 5 enter`` types the 5 into the amount as on any row (asked second, the
    5 picked the list's fifth choice, "all of them", and enter applied the default 1)."""
    group = table.selected_group()
    if group is None:
        chosen = table.targets()
        if not chosen:
            return None
        names = ", ".join(name_of(table.party, cid) for cid in chosen)
        amount = await _ask_amount(table, label, title.format(names=names), chosen)
        return None if amount is None else (chosen, amount)
    members = [c.id for c in table.party.encounter.combatants if c.group == group]
    heading = title.format(names=describe(table.party, group))
    amount = await _ask_amount(table, label, heading, members)
    if amount is None:
        return None
    chosen = await targets(table, what, amount=str(amount))
    return (chosen, amount) if chosen else None


async def _ask_amount(table: Table, label: str, title: str, cids: list[str]) -> int | None:
    """The amount for ``cids``; the field names what changes, with its value for one
    (several: each has its own, and the first's "Daño 0/50" read as everyone's, play-test
    20)."""
    unit = table.adapter.health_unit
    if len(cids) == 1:
        unit = table.adapter.harm_label(character_index(table.party)[cids[0]])
    # "Daño 12/40" under "Daño" reads once: the counter is named what the field asks.
    if not unit or unit.casefold().startswith(label.casefold() + " "):
        said = unit or label
    else:
        said = f"{label} ({unit})"
    values = await table.ask(Form(title, [Field("amount", said, "1", "int", 1, 999)]))
    if not values:
        return None
    amount = values["amount"]
    assert isinstance(amount, int)  # an "int" field's value
    return amount


async def actor(table: Table, cid: str, turn: bool = False) -> str | None:
    """The panel's actor for ``cid``: itself, or, when it stands in a group with a member
    up, the member the GM picks (``cid`` first); None when cancelled. On the group's
    ``turn`` (t) the least hurt member up who has not rolled this turn and can act comes
    first (as the players' page words it; the first in the order among equals), else
    ``cid``: the one who can fight best, not a bandit barely standing (play-test 10: FIDS
    offered a hurt hound before an unhurt one), nor one who already acted (play-test
    27). A member who cannot act (stunned) goes after those who can: the GM may still
    pick it."""
    combatant = table.party.encounter.combatant(cid)
    if combatant is None or combatant.group is None:
        return cid
    up, fallen = _up_and_fallen(table, combatant.group)
    if not up or len(up) + len(fallen) < 2:
        return cid
    if len(up) == 1 and not turn and up[0].id != cid:
        return cid  # T on a fallen member's own row: that member
    # One member up still asks (a list of one: enter takes it), so the README's t, enter,
    # r, enter on a group's turn types the same keys however many stand (play-test 10:
    # with one up the first enter reached the panel and said "Roll first").
    group = mates(table.party.encounter.combatants, combatant)
    index, view = character_index(table.party), table.adapter.players_view()

    def hurt(member: Combatant) -> int:
        return HEALTH_WORDS.index(view.health_word(index[member.id], member))

    idle = {c.id for c in up if _cannot_act(table, c)}  # offered after those who can act
    lead = min(up, key=lambda c: (c.rolled, c.id in idle, hurt(c))) if turn else combatant
    rest = [c for c in up if c.id != lead.id]
    first = [c for c in up if c.id == lead.id] + sorted(rest, key=lambda c: c.id in idle)
    options: list[tuple[object, str]] = [(c.id, _member_label(table, c, False)) for c in first]
    title = t("Who acts for {group}?", group=describe(table.party, group[0].group or ""))
    chosen = await table.ask(Choose(title, options))
    return chosen if isinstance(chosen, str) and chosen else None


async def as_group(table: Table, name: str, count: int) -> bool | None:
    """Several of a creature come in one by one or as a group; None when cancelled."""
    if count < 2:
        return False
    if table.adapter.has_initiative:
        each = t("One by one: {count} rows, each its own initiative", count=count)
        group = t("As a group: one row, one initiative, one turn")
    else:  # EZD6: the sides take turns (play-test 22 read "initiative" there)
        each = t("One by one: {count} rows, each its own turn", count=count)
        group = t("As a group: one row, one turn")
    options: list[tuple[object, str]] = [("each", each), ("group", group)]
    chosen = await table.ask(Choose(t("{count} × {name}", count=count, name=name), options))
    return None if not chosen else chosen == "group"
