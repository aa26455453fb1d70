"""RyF's rules read off a sheet, shared by the adapter, the operations and the preview
(none of them imports another for these): the defence, the HP floor, a health word."""

from __future__ import annotations

from gmconsole.i18n import t
from gmconsole.systems.ryf.model import RyfCharacter, RyfParty, SkillId
from rules import ryf

HP_FLOOR = -99
"""The lowest HP a sheet keeps (damage past it is not counted)."""


def defence_of(party: RyfParty, character: RyfCharacter, skill: SkillId) -> int:
    """The defence with one melee skill: against a weapon attack melee_weapons, against a
    brawl attack brawl (RULINGS, second pass), or the other one when the GM switches."""
    return ryf.defence(
        character.attributes.dexterity, character.skill(skill), party.options.hard_defence
    )


def state_name(state: ryf.HealthState) -> str:
    """A health state in words (wounded is the text's Incapacitado)."""
    return t(str(state))


def state_change_note(before: int, after: int) -> str:
    """What a log line adds when HP ``before -> after`` changes the health state: the new
    state's word in brackets, nothing when it stays; back to fine reads "(no wound penalty)"
    (a bare "(ok)" / "(bien)" read as garbled, play-test 10)."""
    state = ryf.health_state(after)
    if state == ryf.health_state(before):
        return ""
    if state == ryf.HealthState.OK:
        word = t("no wound penalty")
    else:
        word = state_name(state)
    return f" ({word})"
