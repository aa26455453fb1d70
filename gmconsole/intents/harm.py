"""d and h: how much damage or healing, then to whom (a group's row asks which
members); one operation, one undo step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from gmconsole.i18n import t
from gmconsole.intents import groups
from gmconsole.state import operations as ops

if TYPE_CHECKING:
    from gmconsole.intents.table import Table


async def _harm(table: Table, kind: Literal["damage", "heal"]) -> None:
    cls, label, title = (
        (ops.Damage, t("Damage"), t("Damage to {names}"))
        if kind == "damage"
        else (ops.Heal, t("Healing"), t("Healing to {names}"))
    )
    asked = await groups.amount_and_targets(table, kind, label, title)
    if asked is not None:
        chosen, amount = asked
        op = table.make(cls, cid=chosen[0], also=tuple(chosen[1:]), amount=amount)
        if table.run(op):
            table.clear_marks()


async def damage(table: Table) -> None:
    await _harm(table, "damage")


async def heal(table: Table) -> None:
    await _harm(table, "heal")
