"""The session recap: a Markdown summary of each fight, computed from the party's fight
journal (the operations applied and what they changed), never from the log's text.

Per fight: its rounds, who took part, a table of damage dealt and taken, healing,
criticals and fumbles per combatant; who went down or died, in which round, by whose
hand; resources spent; XP awarded; then the log's lines grouped by round. The players'
recap (the default) leaves out hidden combatants and the GM's secret rolls (``gm=True``
keeps them).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from gmconsole.i18n import t
from gmconsole.model.journal import Effect, JournalEntry, ResourceChange
from gmconsole.model.party import AnyParty

SUFFIX = ".recap.md"
XP_KEYS = frozenset({"xp"})


def recap_path(party_path: Path) -> Path:
    """``NAME.recap.md`` next to ``NAME.toml``."""
    return party_path.with_name(party_path.stem + SUFFIX)


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
class Fight:
    """One fight's totals, as the recap shows them."""

    number: int
    first_round: int = 0
    last_round: int = 0
    ended: bool = False
    lines: dict[str, Line] = field(default_factory=dict)
    """By combatant id, in order of appearance."""
    falls: list[tuple[str, str, int, str]] = field(default_factory=list)
    """(name, "down" or "dead", round, by whose hand)."""
    spent: dict[str, dict[str, int]] = field(default_factory=dict)
    """Name -> resource label -> amount spent."""
    moved: list[tuple[str, str, str, str]] = field(default_factory=list)
    """(name, resource, before, after): a choice that changed hands (a RyF token)."""
    xp: dict[str, int] = field(default_factory=dict)
    log: dict[int, list[str]] = field(default_factory=dict)
    """Round -> log lines."""


def _hidden_ids(entries: list[JournalEntry]) -> set[str]:
    """Combatants hidden from the players when last seen in the journal."""
    state: dict[str, bool] = {}
    for entry in entries:
        for effect in [*entry.joined, *entry.effects]:
            state[effect.id] = effect.hidden
    return {cid for cid, hidden in state.items() if hidden}


def compute(party: AnyParty, gm: bool = False) -> list[Fight]:
    """Every fight in the journal, with the players' view unless ``gm``."""
    entries = list(party.journal)
    hidden = set() if gm else _hidden_ids(entries)
    fights: dict[int, Fight] = {}
    for entry in entries:
        fight = fights.get(entry.fight)
        if fight is None:
            fight = fights[entry.fight] = Fight(entry.fight, entry.round, entry.round)
        secret = entry.secret and not gm
        if entry.active:
            fight.first_round = min(fight.first_round, entry.round)
            fight.last_round = max(fight.last_round, entry.round)
        if entry.op == "end_fight":
            fight.ended = True
            fight.last_round = max(fight.last_round, entry.round)
        for effect in entry.joined:
            if effect.id not in hidden:
                _line(fight, effect.id, effect.name, effect.side)
        actor = entry.actor if entry.actor not in hidden else None
        if actor is not None and (entry.effects or entry.rolls):
            _line(fight, actor, entry.actor_name or actor, entry.actor_side)
        if actor is not None and not secret:
            line = fight.lines[actor] if actor in fight.lines else None
            if line is not None:
                line.criticals += entry.rolls.count("critical")
                line.fumbles += entry.rolls.count("fumble")
        for effect in entry.effects:
            if effect.id in hidden:
                continue
            _apply(fight, entry, effect, actor)
        for change in entry.party_resources:
            _resource(fight, t("the party"), change)
        if not secret:
            for offset in range(entry.lines):
                index = entry.log + offset
                if 0 <= index < len(party.log):
                    item = party.log[index]
                    fight.log.setdefault(item.round, []).append(item.text)
    return [fights[n] for n in sorted(fights)]


def _line(fight: Fight, cid: str, name: str, side: str | None) -> Line:
    line = fight.lines.get(cid)
    if line is None:
        line = fight.lines[cid] = Line(name, side)
    if side and not line.side:
        line.side = side
    return line


def _apply(fight: Fight, entry: JournalEntry, effect: Effect, actor: str | None) -> None:
    target = _line(fight, effect.id, effect.name, effect.side)
    if effect.harm > 0:
        target.taken += effect.harm
        if actor is not None and actor != effect.id:
            fight.lines[actor].dealt += effect.harm
    elif effect.harm < 0:
        target.healed -= effect.harm
    if effect.fell:
        hand = fight.lines[actor].name if actor is not None and actor != effect.id else ""
        fight.falls.append((effect.name, effect.fell, entry.round, hand))
    for change in effect.resources:
        if change.key in XP_KEYS:
            if change.change:
                fight.xp[effect.name] = fight.xp.get(effect.name, 0) + change.change
            continue
        _resource(fight, effect.name, change)


def _resource(fight: Fight, name: str, change: ResourceChange) -> None:
    if change.change is None:
        fight.moved.append((name, change.label, change.before, change.after))
    elif change.change < 0:
        spent = fight.spent.setdefault(name, {})
        spent[change.label] = spent.get(change.label, 0) - change.change


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
        out += _fight(fight)
    return "\n".join(out).rstrip() + "\n"


def _rounds(fight: Fight) -> str:
    if fight.first_round == fight.last_round:
        return t("round {number}", number=fight.first_round)
    return t("rounds {first} to {last}", first=fight.first_round, last=fight.last_round)


def _fight(fight: Fight) -> list[str]:
    state = t("ended") if fight.ended else t("still running")
    out = [f"## {t('Fight {number}', number=fight.number)} ({_rounds(fight)}, {state})", ""]
    party_side = [line.name for line in fight.lines.values() if line.side == "party"]
    enemies = [line.name for line in fight.lines.values() if line.side == "enemy"]
    out.append(t("**Party:** {names}", names=", ".join(party_side) or "-"))
    out.append("")
    out.append(t("**Enemies:** {names}", names=", ".join(enemies) or "-"))
    out.append("")
    header = [
        t("Combatant"),
        t("Damage dealt"),
        t("Damage taken"),
        t("Healed"),
        t("Criticals"),
        t("Fumbles"),
    ]
    out.append("| " + " | ".join(header) + " |")
    out.append("|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|")
    for line in fight.lines.values():
        cells = [line.dealt, line.taken, line.healed, line.criticals, line.fumbles]
        out.append("| " + " | ".join([_cell(line.name), *map(str, cells)]) + " |")
    out.append("")
    if fight.falls:
        out += [f"### {t('Fallen')}", ""]
        for name, how, number, hand in fight.falls:
            words = t("down") if how == "down" else t("dead")
            text = t("{name}: {how} in round {number}", name=name, how=words, number=number)
            if hand:
                text += t(", by {name}", name=hand)
            out.append(f"- {text}")
        out.append("")
    if fight.spent or fight.moved:
        out += [f"### {t('Resources spent')}", ""]
        for name, spent in fight.spent.items():
            items = ", ".join(f"{label} {amount}" for label, amount in spent.items())
            out.append(f"- {name}: {items}")
        for name, label, before, after in fight.moved:
            out.append(f"- {name}: {label} {before} -> {after}")
        out.append("")
    if fight.xp:
        out += [f"### {t('XP awarded')}", ""]
        out += [f"- {name}: +{amount}" for name, amount in fight.xp.items()]
        out.append("")
    if fight.log:
        out += [f"### {t('Log')}", ""]
        for number in sorted(fight.log):
            out += [f"#### {t('Round {number}', number=number)}", ""]
            out += [f"- {' '.join(text.split())}" for text in fight.log[number]]
            out.append("")
    return out


def totals(fights: list[Fight]) -> dict[str, defaultdict[str, int]]:
    """Per combatant name: dealt, taken, healed over all fights (for tests and checks)."""
    found: dict[str, defaultdict[str, int]] = {}
    for fight in fights:
        for line in fight.lines.values():
            row = found.setdefault(line.name, defaultdict(int))
            row["dealt"] += line.dealt
            row["taken"] += line.taken
            row["healed"] += line.healed
    return found
