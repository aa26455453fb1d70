"""A system's fight preview, as the generic code asks for it (``gmconsole/fight_odds.py``):
the fight on the table and the party against enemies not yet in it, as fights the
simulation (``rules.preview``) runs, and the model in one line.

A system answers through its adapter's ``fight_preview()``, with a subclass from its own
``preview.py``; the default is no preview, with the reason shown to the GM. This module
loads nothing of the simulation: every adapter imports it, on the path to the first frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from gmconsole.i18n import translatable

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase
    from gmconsole.model.party import AnyParty
    from rules.preview import TargetRule
    from rules.preview.run import Fight


class FightPreview:
    """No preview by default: ``no_preview`` says why (a message id, translated when
    shown). A system with one sets ``no_preview`` to "" and answers the methods."""

    no_preview: str = translatable("This system has no fight preview.")
    assumptions: str = ""
    """The damage model in one line, a message id with ``{rule}`` (the target rule)."""

    def fight_of(self, party: AnyParty, rule: TargetRule) -> Fight | None:
        """The fight on the table, from whose turn it is (None: nothing to simulate)."""
        return None

    def fight_against(
        self,
        party: AnyParty,
        enemies: Sequence[CharacterBase],
        counts: Sequence[int] | None,
        zones: Sequence[str | None] | None,
        rule: TargetRule,
    ) -> Fight | None:
        """The party as it is now against ``counts[i]`` of ``enemies[i]`` in ``zones``."""
        return None


SheetT = TypeVar("SheetT")


def sheets_of(enemies: Sequence[object], model: type[SheetT]) -> list[SheetT]:
    """The enemies as the system's own sheets (a roster or bestiary entry of its party)."""
    sheets = [enemy for enemy in enemies if isinstance(enemy, model)]
    if len(sheets) != len(enemies):
        raise TypeError(f"the enemies are not all {model.__name__} sheets")
    return sheets
