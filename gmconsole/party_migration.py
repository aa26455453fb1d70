"""Party files of the first format, where the generic combatant and fight carried some
systems' own state, loaded into today's shape (docs/party-format.md, "Older files").

Before, a combatant could hold ``used``, ``zone`` and ``loses_next_action`` (EZD6's) and
the encounter ``retries`` (Eclipse Phase's) as keys of their own. Now each system keeps
its state in ``extra``: ``[encounter.combatants.extra]`` and ``[encounter.extra]``. On
load such a key moves into ``extra`` when the file's system keeps it there; a system
that does not keep it drops it when it holds the old default (the console wrote none,
but a hand-made file may), and otherwise leaves it where it is, so that the file's
check names it as an unknown key. The next save writes the new shape.

Error lines name the key where the file has it (``encounter.combatants[0].zone``), not
where it moved.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel

from gmconsole.model.party import PartyBase

_OLD_COMBATANT_KEYS: dict[str, Callable[[object], bool]] = {
    "used": lambda value: isinstance(value, dict) and not any(value.values()),
    "zone": lambda value: value == "near",
    "loses_next_action": lambda value: value is False,
}
"""The first format's combatant keys that are a system's state now, and whether a value
is the old default (which a system without that state drops)."""

_OLD_ENCOUNTER_KEYS: dict[str, Callable[[object], bool]] = {
    "retries": lambda value: value == [],
}
"""The same for the encounter's keys."""


def migrate(raw: dict[str, object], model: type[PartyBase]) -> dict[str, str]:
    """Move the first format's keys of ``raw`` (a parsed file of ``model``'s system) into
    today's shape, in place; returns where each moved key is now -> where the file has it
    (as error lines write paths)."""
    encounter = raw.get("encounter")
    if not isinstance(encounter, dict):
        return {}
    combatant_state, fight_state = model.encounter_model().state_models()
    moved = _move(encounter, _OLD_ENCOUNTER_KEYS, fight_state, "encounter")
    combatants = encounter.get("combatants")
    if isinstance(combatants, list):
        for i, combatant in enumerate(combatants):
            if isinstance(combatant, dict):
                where = f"encounter.combatants[{i}]"
                moved |= _move(combatant, _OLD_COMBATANT_KEYS, combatant_state, where)
    return moved


def _move(
    table: dict[str, object],
    old_keys: dict[str, Callable[[object], bool]],
    state: type[BaseModel],
    where: str,
) -> dict[str, str]:
    moved: dict[str, str] = {}
    for key, is_default in old_keys.items():
        if key not in table:
            continue
        if key not in state.model_fields:
            if is_default(table[key]):
                del table[key]
            continue
        extra = table.setdefault("extra", {})
        if not isinstance(extra, dict) or key in extra:
            continue  # both shapes at once: the check names the old key as unknown
        extra[key] = table.pop(key)
        moved[f"{where}.extra.{key}"] = f"{where}.{key}"
    return moved


def old_paths(lines: list[str], moved: dict[str, str]) -> list[str]:
    """Error lines with each moved key's path written as the file has it."""
    if not moved:
        return lines
    result = []
    for line in lines:
        for new, old in moved.items():
            if line.startswith(new) and line[len(new) : len(new) + 1] in (":", ".", "["):
                line = old + line[len(new) :]
                break
        result.append(line)
    return result
