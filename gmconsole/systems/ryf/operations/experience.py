"""RyF's experience: XP awarded at the end of a session, and spent to raise a skill (the
new level costs that many XP). The dialog that asks for them is ``systems.ryf.experience``.
"""

from __future__ import annotations

from typing import Annotated

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import in_range
from gmconsole.state.context import OpContext, OpError, name_of
from gmconsole.state.operation import OnCombatant
from gmconsole.systems.ryf.model import SkillId, skill_name
from gmconsole.systems.ryf.operations.rolls import ryf_character
from rules import ryf

XP_MAX = 10_000


class RyfAwardXp(OnCombatant, name="ryf_award_xp", label=translatable("XP award")):
    """XP awarded at the end of a session (1..10)."""

    amount: Annotated[int, in_range(ryf.XP_AWARD_MIN, ryf.XP_AWARD_MAX)]

    def apply(self, ctx: OpContext) -> None:
        character = ryf_character(ctx, self.cid)
        if character.xp + self.amount > XP_MAX:
            raise OpError(t("XP is kept at most {max} (now {xp})", max=XP_MAX, xp=character.xp))
        ctx.update_character(character.id, xp=character.xp + self.amount)
        ctx.log(
            t(
                "{name} earns {amount} XP (now {xp})",
                name=name_of(ctx.party, self.cid),
                amount=self.amount,
                xp=character.xp + self.amount,
            )
        )


class RyfRaiseSkill(OnCombatant, name="ryf_raise_skill", label=translatable("skill raised")):
    """Raise one skill by one level; the new level costs that many XP."""

    skill: SkillId

    def apply(self, ctx: OpContext) -> None:
        character = ryf_character(ctx, self.cid)
        current = character.skill(self.skill)
        new, left = ryf.raise_skill(current, character.xp)
        ctx.update_character(character.id, skills={**character.skills, self.skill: new}, xp=left)
        ctx.log(
            t(
                "{name} raises {skill} {before} -> {after} for {after} XP ({left} left)",
                name=name_of(ctx.party, self.cid),
                skill=skill_name(self.skill),
                before=current,
                after=new,
                left=left,
            )
        )
