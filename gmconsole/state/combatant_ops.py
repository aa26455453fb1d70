"""What happens to one combatant (or several at once): conditions, notes, harm and
healing, resources, the GM's flags, and the party's long rest.

Harm, healing, resources and rest follow the system's rule (``ctx.adapter``); these
operations log what it did, as one undo step however many it touched.
"""

from __future__ import annotations

from typing import Annotated, Literal

from gmconsole.i18n import t, translatable
from gmconsole.model.fields import Id, Name, Notes, in_range
from gmconsole.model.party import Condition
from gmconsole.state import durations
from gmconsole.state.context import OpContext, OpError, name_of
from gmconsole.state.duration_words import duration
from gmconsole.state.groups import unit_name
from gmconsole.state.operation import OnCombatant, Operation
from gmconsole.text import plain


class AddCondition(OnCombatant, name="add_condition", label=translatable("add condition")):
    """A condition on one combatant, or on several at once (``also``), with its duration
    (``gmconsole.state.durations`` ends it): ``rounds`` ticking at the ``ticks`` of the
    bearer's turn, or ``until`` the start or end of ``of``'s turn or the round's end."""

    name: Name
    rounds: Annotated[int, in_range(1, 999)] | None = None
    also: tuple[Id, ...] = ()
    ticks: Literal["end", "start"] = "end"
    until: Literal["turn_start", "turn_end", "round_end"] | None = None
    of: Id | None = None

    def apply(self, ctx: OpContext) -> None:
        for cid in dict.fromkeys((self.cid, *self.also)):
            self._on(ctx, cid)
        name = self.name.strip()
        if name not in ctx.party.conditions_used:
            ctx.update_party(conditions_used=[*ctx.party.conditions_used, name])

    def _on(self, ctx: OpContext, cid: str) -> None:
        name = self.name.strip()
        if not name:
            raise OpError(t("a condition needs a name"))
        if self.of is not None:
            ctx.combatant(self.of)  # refused (nothing changes) when not in the fight
        if self.until is not None and self.rounds is not None:
            raise OpError(t("rounds and until cannot be used together: choose one"))
        if (self.until in durations.WAITING) != (self.of is not None):
            raise OpError(
                t("until the start or end of a turn needs whose turn (of), and only then")
            )
        condition = Condition(
            name=name, rounds=self.rounds, ticks=self.ticks, until=self.until, of=self.of
        )
        ctx.update_combatant(cid, conditions=[*ctx.combatant(cid).conditions, condition])
        ctx.log(
            t(
                "{name}: {condition}, {duration}",
                name=name_of(ctx.party, cid),
                condition=plain(t(name)),
                duration=duration(ctx.party, condition),
            )
        )


class RemoveCondition(OnCombatant, name="remove_condition", label=translatable("remove condition")):
    index: Annotated[int, in_range(0, 999)]

    def apply(self, ctx: OpContext) -> None:
        cid, index = self.cid, self.index
        combatant = ctx.combatant(cid)
        if not 0 <= index < len(combatant.conditions):
            raise OpError(
                t(
                    "{name} has no condition #{number}",
                    name=name_of(ctx.party, cid),
                    number=index + 1,
                )
            )
        condition = combatant.conditions[index]
        kept = [c for i, c in enumerate(combatant.conditions) if i != index]
        ctx.update_combatant(cid, conditions=kept)
        ctx.log(
            t(
                "{name}: {condition} removed",
                name=name_of(ctx.party, cid),
                condition=plain(t(condition.name)),
            )
        )


class SetNotes(OnCombatant, name="set_notes", label=translatable("notes")):
    """The character's notes (those of the party file), as the GM edits them."""

    text: Notes

    def apply(self, ctx: OpContext) -> None:
        character = ctx.character(self.cid)
        if character.notes == self.text:
            raise OpError(t("{name}: the notes are unchanged", name=name_of(ctx.party, self.cid)))
        ctx.update_character(self.cid, notes=self.text)
        ctx.log(t("{name}: notes updated", name=name_of(ctx.party, self.cid)))


class Damage(OnCombatant, name="damage", label=translatable("damage")):
    """Harm by the system's rule (HP, strikes, the harm counter), to one combatant or to
    several at once (``also``: a fireball, a volley), as one undo step."""

    amount: Annotated[int, in_range(1, 999)]
    also: tuple[Id, ...] = ()

    def apply(self, ctx: OpContext) -> None:
        for cid in dict.fromkeys((self.cid, *self.also)):
            ctx.log(
                plain(ctx.adapter.damage(ctx, ctx.character(cid), ctx.combatant(cid), self.amount))
            )
            # The fallen sink after the operation (gmconsole.state.fallen, run by the engine).


class Heal(OnCombatant, name="heal", label=translatable("healing")):
    """Healing by the system's rule, to one combatant or several (``also``). Of several,
    those already whole are left as they are (play-test 19: one member at full strikes
    refused the whole step, and the hurt ones were not healed); refused only when none
    can be healed, with the first one's reason."""

    amount: Annotated[int, in_range(1, 999)]
    also: tuple[Id, ...] = ()

    def apply(self, ctx: OpContext) -> None:
        refusals: list[OpError] = []
        targets = dict.fromkeys((self.cid, *self.also))
        for cid in targets:
            character, combatant = ctx.character(cid), ctx.combatant(cid)
            try:  # a system refuses before it changes anything
                ctx.log(plain(ctx.adapter.heal(ctx, character, combatant, self.amount)))
            except OpError as refusal:
                refusals.append(refusal)
        if len(refusals) == len(targets):
            raise refusals[0]


class Adjust(OnCombatant, name="adjust", label=translatable("resource change")):
    key: str
    delta: Annotated[int, in_range(-999, 999)]

    def apply(self, ctx: OpContext) -> None:
        cid, key, delta = self.cid, self.key, self.delta
        ctx.log(plain(ctx.adapter.adjust(ctx, ctx.character(cid), key, delta)))


class AdjustParty(Operation, name="adjust_party", label=translatable("party resource change")):
    key: str
    delta: Annotated[int, in_range(-999, 999)]

    def apply(self, ctx: OpContext) -> None:
        key, delta = self.key, self.delta
        ctx.log(plain(ctx.adapter.adjust_party(ctx, key, delta)))


class ToggleFlag(OnCombatant, name="toggle_flag", label=translatable("hidden, down or dead mark")):
    """The GM's flags: down, dead, and hidden from the players' view. ``also``: the rest
    of a group whose row the GM chose (they all take the combatant's new value)."""

    flag: Literal["down", "dead", "hidden"]
    also: tuple[Id, ...] = ()

    def apply(self, ctx: OpContext) -> None:
        combatant = ctx.combatant(self.cid)
        value = not getattr(combatant, self.flag)
        together = [ctx.combatant(cid) for cid in dict.fromkeys((self.cid, *self.also))]
        for one in together:
            ctx.update_combatant(one.id, **{self.flag: value})
        party = ctx.party
        name = unit_name(party, combatant) if len(together) > 1 else name_of(party, self.cid)
        lines = {
            ("hidden", True): t("{name}: hidden from the players"),
            ("hidden", False): t("{name}: shown to the players"),
            ("down", True): t("{name}: now down"),
            ("down", False): t("{name}: no longer down"),
            ("dead", True): t("{name}: now dead"),
            ("dead", False): t("{name}: no longer dead"),
        }
        # The players see one come into view, not the GM's flag (play-test 25).
        shown = self.flag == "hidden" and not value
        players = t("Now in view: {name}", name=name) if shown else None
        ctx.log(lines[self.flag, value].format(name=name), players=players)


class LongRest(Operation, name="long_rest", label=translatable("rest")):
    """Long rest."""

    def apply(self, ctx: OpContext) -> None:
        ctx.log(plain(ctx.adapter.long_rest(ctx)))
