"""The fight preview's seam: which systems have one, the fight on the table as the
simulation's input, and the party's chance against enemies not yet in the fight.

Each system says it in its own ``gmconsole/systems/<id>/preview.py``: ``fight_of``,
``fight_against`` and ``ASSUMPTIONS`` where its texts give a damage model, or
``NO_PREVIEW`` (why there is none). Nothing here changes the party.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from gmconsole.i18n import language, number, t, translatable
from rules.preview import Estimate, TargetRule, estimate
from rules.preview.estimate import Figure
from rules.preview.run import Fight

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase
    from gmconsole.model.party import AnyParty

RULE_NAMES: dict[str, str] = {
    "weakest": translatable("weakest"),
    "dangerous": translatable("most dangerous"),
    "random": translatable("random"),
}
"""Each target rule's name as the panel says it (translated with ``t``)."""


def _module(system: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"gmconsole.systems.{system}.preview")
    except ModuleNotFoundError as error:
        if error.name != f"gmconsole.systems.{system}.preview":
            raise
        return None


def why_none(system: str) -> str | None:
    """Why the system has no preview (translated), or None when it has one."""
    module = _module(system)
    if module is None:
        return t("This system has no fight preview.")
    reason = getattr(module, "NO_PREVIEW", None)
    return t(reason) if reason else None


def assumptions(system: str, rule: str) -> str:
    """The model in one line, with the target rule's name."""
    module = _module(system)
    text = getattr(module, "ASSUMPTIONS", "")
    return t(text, rule=t(RULE_NAMES[rule])) if text else ""


def current_fight(party: AnyParty, rule: TargetRule) -> Fight | None:
    """The fight on the table as the simulation's input (None without a preview, or
    when nobody is in the fight)."""
    module = _module(party.system)
    if module is None or not hasattr(module, "fight_of"):
        return None
    if not party.encounter.combatants:
        return None
    return _checked(module.fight_of(party, rule), module)


def party_chance_against(
    party: AnyParty,
    enemies: Sequence[CharacterBase],
    *,
    counts: Sequence[int] | None = None,
    zones: Sequence[str | None] | None = None,
    rule: TargetRule = "weakest",
    fights: int = 2000,
    seed: int = 0,
) -> Estimate | None:
    """How the party, as it stands now, would fare against ``enemies`` (character models
    such as roster or bestiary entries), ``counts[i]`` of ``enemies[i]`` (default 1 each;
    a roster entry's own ``count`` is not read: a prepared entry says how many), standing
    in ``zones`` (EZD6; one per entry, None: the default): ``fights`` simulated fights, a
    fresh fight
    from its first round. None when the system has no preview. For the prepared-encounter
    list: ``estimate.party_wins`` and ``estimate.rounds`` ("83 % ± 1 %, about 4 rounds").
    2,000 fights take about a tenth of a second (benchmarks/bench_preview.py)."""
    module = _module(party.system)
    if module is None or not hasattr(module, "fight_against"):
        return None
    fight = _checked(module.fight_against(party, enemies, counts, zones, rule), module)
    return estimate(fight, fights, seed)


def _checked(fight: object, module: ModuleType) -> Fight:
    """A system's fight, checked to be one the simulation runs."""
    if not isinstance(fight, Fight):
        raise TypeError(f"{module.__name__} made {type(fight).__name__}, not a fight")
    return fight


def _digits(figure: Figure, scale: float) -> int:
    """One decimal when the interval is narrower than one unit, else none."""
    return 1 if figure.margin * scale < 0.95 else 0


def share(figure: Figure, compact: bool = False) -> str:
    """A chance with its 95% margin: ``62% ±2`` (``62 % ±2`` in Spanish), compact
    ``62±2%`` (``62±2 %``); a margin that rounds to nothing is left out (``100%``, ``0.4%``)."""
    digits = _digits(figure, 100)
    sign = " %" if language() == "es" else "%"
    if round(figure.margin * 100, 1) == 0:
        whole = round(figure.value * 100, 1) in (0, 100)
        return f"{number(figure.value * 100, 0 if whole else 1)}{sign}"
    value = number(figure.value * 100, digits)
    margin = number(figure.margin * 100, digits)
    return f"{value}±{margin}{sign}" if compact else f"{value}{sign} ±{margin}"
