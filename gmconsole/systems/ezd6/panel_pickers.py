"""Whom the EZD6 panel offers to pick: helpers before the roll (own side, up, not the
target; each loses their next action) and where a critical chain's strikes left go
(up, in reach, not the attacker or the target; the attacker's foes first).
"""

from __future__ import annotations

from gmconsole.i18n import t
from gmconsole.systems.ezd6.checks import down_or_dead, fighter, helper_problem, reach_problem
from gmconsole.systems.ezd6.model import Ezd6Party
from gmconsole.systems.ezd6.operations import Ezd6Action

Options = list[tuple[str, str]]
"""(combatant id, label) as the panel lists combatants (``combatant_values``)."""


def helper_options(
    party: Ezd6Party, actor: str, target: str | None, helpers: list[str], combatants: Options
) -> Options:
    """Clear all, then each combatant who may help (to add) or helps now (to remove)."""
    options: Options = [("", t("clear all helpers"))]
    options += [
        (
            cid,
            t("remove: {name}", name=label) if cid in helpers else t("add: {name}", name=label),
        )
        for cid, label in combatants
        if cid in helpers or helper_problem(party, actor, target, cid) is None
    ]
    return options


def toggled(helpers: list[str], cid: str) -> list[str]:
    """The helpers after picking ``cid`` in ``helper_options`` ("" clears them all)."""
    if cid == "":
        return []
    return [h for h in helpers if h != cid] if cid in helpers else [*helpers, cid]


def spill_options(party: Ezd6Party, args: Ezd6Action, combatants: Options) -> Options:
    """Who may take the chain strikes left: another of the attacker's opponents who is up
    and in reach (RULINGS: spill reaches one other opponent; a play-test found the party's
    own members offered). ``combatants``: everyone but the attacker."""
    attacker = fighter(party, args.cid)
    return [
        (cid, label)
        for cid, label in combatants
        if cid != args.target_cid
        and (found := fighter(party, cid)) is not None
        and (attacker is None or found.side != attacker.side)
        and down_or_dead(party, cid) is None
        and reach_problem(party, args.cid, cid) is None
    ]
