"""The shape every system adapter has, and the parts they share (generic counters).

Generic code (main screen, tracker, sidebar, generic operations) asks the adapter and
never compares a system's name; each system's package subclasses ``SystemAdapter``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Generic, Literal, TypeVar, cast

from gmconsole.i18n import t, translatable
from gmconsole.lazy import load_modules
from gmconsole.model.characters import CharacterBase, Counter
from gmconsole.model.display import Health, Resource
from gmconsole.model.party import Combatant, PartyBase
from gmconsole.preview_seam import FightPreview
from gmconsole.state.context import OpContext, OpError, SystemRules
from gmconsole.state.initiative import placed_by_initiative
from gmconsole.systems.players_view import PlayersView

PartyT = TypeVar("PartyT", bound=PartyBase)
"""The system's party file model."""
CharT = TypeVar("CharT", bound=CharacterBase)
"""The system's character model (members and enemies alike)."""


def folded(names: tuple[str, ...]) -> tuple[str, ...]:
    """Counter names as they are compared: case and surrounding spaces ignored."""
    return tuple(name.strip().casefold() for name in names)


def by_flags(combatant: Combatant, unit: str = "") -> Health:
    """Health as the GM's flags alone say it (dead, down, else ok), with no numbers."""
    state: Literal["ok", "wounded", "down", "dead"] = "ok"
    if combatant.dead:
        state = "dead"
    elif combatant.down:
        state = "down"
    return Health(None, None, unit, state)


class SystemAdapter(ABC, Generic[PartyT, CharT]):
    """Base adapter: generic counters, notes and the GM's down/dead flags. A system's
    adapter names its models (``SystemAdapter[RyfParty, RyfCharacter]``), so its methods
    take them, not any party or character.

    What a system must give is abstract (``system``, ``title``, ``health``,
    ``quick_character``): an adapter without one of them cannot be made (a TypeError
    naming it, when the registry first loads the system). Every other member is a hook
    with a default."""

    @property
    @abstractmethod
    def system(self) -> str:
        """The system's id, as party files write it (``system = "ryf"``)."""

    @property
    @abstractmethod
    def title(self) -> str:
        """The system's name as the console shows it."""

    has_health_track = False
    """The tracker shows HP or strikes with a bar (else the adapter's tracker value)."""
    has_zones = False
    """Combatants stand in zones (the tracker shows a zone column)."""
    zones: tuple[str, ...] = ()
    """The zones, the default (where a newcomer stands) first."""
    has_initiative = True
    """Turns follow an initiative roll (else the initiative keys are hidden)."""
    system_actions: frozenset[str] = frozenset()
    """The main screen's system-specific actions this system has (others are hidden)."""
    common_conditions: tuple[str, ...] = ()
    """Conditions the system's texts name, offered when the GM adds one: English, each
    ``translatable(...)``, shown in the console's language."""
    cannot_act_conditions: tuple[str, ...] = ("Stunned", "Unconscious")
    """Conditions that take the bearer's turn (English, as the file keeps them): on its
    group's turn a member bearing one is offered after those who can act."""

    # Texts a system translates when they are shown (properties: the language is chosen
    # at launch, after the classes are defined).
    @property
    def health_unit(self) -> str:
        """What d and h change (HP, strikes); empty where harm is a counter."""
        return ""

    @property
    def quick_value(self) -> tuple[str, int]:
        """What quick-add's number sets (``quick_character``'s ``value``), and its most."""
        return self.health_unit or t("Harm track (0 = default)"), 99

    @property
    def rulings_summary(self) -> tuple[str, ...]:
        """The system's rulings in a few lines, for the help."""
        return ()

    @property
    def rest_prompt(self) -> str:
        """The question before the system's rest / new day / new session (long_rest)."""
        return ""

    # --- the system's own modules, loaded when first needed ---------------------------
    operation_modules: tuple[str, ...] = ("operations",)
    """The package's modules that register operations (imported before a replay)."""

    def as_rules(self) -> SystemRules:
        """This adapter as the domain sees it (``SystemRules``, whose hooks take any
        character): the domain hands it only its own party's characters, which are this
        system's (the registry picks the adapter by ``party.system``)."""
        return cast("SystemRules", self)

    def load_operations(self) -> None:
        """Import the system's operations so they are registered (for replay too).

        By module name, so the adapter imports nothing of its operations (which use it)."""
        package = type(self).__module__.rsplit(".", 1)[0]
        load_modules(*(f"{package}.{module}" for module in self.operation_modules))

    def creation_warnings(self, party: PartyT) -> list[str]:
        """Character-creation limits the members exceed (``gmconsole check --creation``)."""
        return []

    # --- showing --------------------------------------------------------------------
    @abstractmethod
    def health(self, character: CharT, combatant: Combatant) -> Health:
        """How hurt the character is (HP or strikes and their maximum, or none; its state):
        the tracker, the sidebar, the fallen sink and the players' view read it. The GM's
        flags win over the system's numbers (``by_flags``)."""

    def tracker_value(self, character: CharT) -> str:
        """A short resource for the tracker row of systems without HP or strikes, so the
        GM sees it at a glance: the character's harm (every harm and wound counter, e.g.
        ``Daño 12/40 Heridas 1/5``), else its first counter."""
        names = folded((*self.harm_counter_names, *self.wound_counter_names))
        harm = [c for c in character.counters if c.name.strip().casefold() in names]
        shown = harm or character.counters[:1]
        return " ".join(f"{c.name} {c.value}/{c.max}" for c in shown)

    def key_values(self, party: PartyT, character: CharT) -> list[tuple[str, str]]:
        return []

    def reach_warning(self, party: PartyT, actor: str, target: str) -> str:
        """Why ``target`` is out of ``actor``'s reach ("" when in reach or no such rule)."""
        return ""

    def combatant_lines(self, combatant: Combatant) -> list[str]:
        """Extra lines about a combatant's place in the fight (EZD6: zone, actions used)."""
        return []

    def zone_word(self, zone: str) -> str:
        """A combatant's zone as the tracker's zone column shows it (at most 5 cells), for
        systems with zones."""
        return zone

    def tracker_flags(self, combatant: Combatant, acted: bool = False) -> list[str]:
        """Short system flags for the tracker row (EZD6: the round's used actions);
        ``acted``: the row reads "acted" (or "passed") already."""
        return []

    def action_spent(self, combatant: Combatant) -> bool:
        """Whether the combatant's action this round is spent (EZD6 counts it): the turn
        holder's row then reads "acted" before its turn ends."""
        return False

    # --- the system's own state (``Combatant.extra``, ``Encounter.extra``) -----------
    # The generic operations call these hooks; a hook changes state only through ctx's
    # updates (each a new party value), so undo, redo and the recovery journal stay exact.
    def zone_of(self, combatant: Combatant) -> str | None:
        """Where the combatant stands, for systems with zones (else None)."""
        return None

    def in_zone(self, combatant: Combatant, zone: str) -> Combatant:
        """A newcomer placed in ``zone`` (a prepared encounter's entry), for systems with
        zones; the others keep it as it is."""
        return combatant

    def on_round_start(self, ctx: OpContext) -> None:
        """A new round begins: the system's own resets (after the common ones)."""

    def on_turn_start(self, ctx: OpContext, combatant: Combatant) -> None:
        """``combatant``'s turn begins (after its conditions that end or tick then)."""

    def on_delay(self, ctx: OpContext, combatant: Combatant) -> str:
        """What delaying costs in this system; returns a note for the log (or "")."""
        return ""

    def on_leave(self, ctx: OpContext, cid: str) -> None:
        """``cid`` left the fight: forget the fight's state about it."""

    def place_risen(
        self, ctx: OpContext, order: list[Combatant], combatant: Combatant
    ) -> list[Combatant]:
        """``order`` with ``combatant``, back up after being down, where the system's order
        puts it: by initiative, ties by the tiebreak (the others keep their order)."""
        return placed_by_initiative(order, combatant)

    def fight_preview(self) -> FightPreview:
        """The fight preview (``P``, the prepared encounters' odds): its ``preview.py``
        subclass of ``FightPreview``, or none (the default, with the reason)."""
        return FightPreview()

    def players_view(self) -> PlayersView[PartyT, CharT]:
        """What the players' page shows of this system (its ``public.py`` subclass of
        ``PlayersView``, or the defaults)."""
        return PlayersView(self)

    def resources(self, party: PartyT, character: CharT) -> list[Resource]:
        return [
            Resource(
                f"counter:{i}",
                c.name,
                f"{c.value}/{c.max}"  # as Energy 5/6 and the tracker's Daño 3/10
                if c.min == 0
                else t("{value} ({low} to {high})", value=c.value, low=c.min, high=c.max),
            )
            for i, c in enumerate(character.counters)
        ]

    @staticmethod
    def is_member(party: PartyBase, character: CharacterBase) -> bool:
        """A party member (a player's character), as opposed to an enemy the GM plays:
        some resources (XP, wealth) are the players' alone."""
        return any(member.id == character.id for member in party.members)

    player_resources: dict[str, str] = {}
    """The players' resources (RyF token and XP, EZD6 karma, hero dice and wealth, FIDS
    Energy), by resource key: the character's field whose value says an enemy's entry
    in the file has it."""

    def has_resource(self, party: PartyBase, character: CharT, key: str) -> bool:
        """Whether ``character`` has the resource ``key``: the one rule every path asks
        (sidebar, combat box, tracker, panels' options, changes). Players' resources are
        a party member's, and an enemy's only when its entry in the file has them (a
        value other than the default, which the file never writes)."""
        field = self.player_resources.get(key)
        if field is None or self.is_member(party, character):
            return True
        info = type(character).model_fields.get(field)
        default = info.get_default(call_default_factory=True) if info is not None else None
        return info is not None and getattr(character, field) != default

    def require_resource(self, party: PartyBase, character: CharT, key: str) -> None:
        """Refuse a change to a resource the character does not have."""
        if not self.has_resource(party, character, key):
            raise OpError(
                t("{name} is not a player character: no {key}", name=character.name, key=key)
            )

    def party_resources(self, party: PartyT) -> list[Resource]:
        return []

    # --- changing -------------------------------------------------------------------
    def adjust(self, ctx: OpContext, character: CharT, key: str, delta: int) -> str:
        """Change a resource; returns the log line."""
        if key.startswith("counter:"):
            index = int(key.split(":", 1)[1])
            if not 0 <= index < len(character.counters):
                raise OpError(t("no counter #{index}", index=index))
            counter: Counter = character.counters[index]
            value = max(counter.min, min(counter.max, counter.value + delta))
            if value == counter.value:
                raise OpError(
                    t(
                        "{name} is already {value} ({low} to {high})",
                        name=counter.name,
                        value=counter.value,
                        low=counter.min,
                        high=counter.max,
                    )
                )
            new = counter.model_copy(update={"value": value})
            counters = list(character.counters)
            counters[index] = new
            ctx.update_character(character.id, counters=counters)
            return f"{character.name}: {counter.name} {counter.value} -> {value}"
        raise OpError(t("unknown resource {key}", key=repr(key)))

    def adjust_party(self, ctx: OpContext, key: str, delta: int) -> str:
        raise OpError(t("unknown party resource {key}", key=repr(key)))

    # Systems whose harm is a counter (Eclipse Phase's Daño, a FIDS character's harm)
    # name it: d and h change that counter. HP and strikes systems name none and
    # override damage and heal.
    harm_counter_names: tuple[str, ...] = ()
    """The system's harm counter: the names its files give it, case and spacing ignored,
    in order of preference (the spellings older files use included). It holds the new
    counter's name in every language, so a party saved in English and opened in Spanish
    (or the reverse) still finds its harm counter."""
    new_harm_counter_name = translatable("Damage")
    """The name of the harm counter the console creates (d on a character that has none, a
    quick-added creature), in the language shown ("Daño" in Spanish); a counter the file
    already has keeps its file's name."""
    new_harm_counter_max = 10
    """The maximum of the harm counter d creates."""
    wound_counter_names: tuple[str, ...] = ()
    """The system's wound counter, if it has one (Eclipse Phase's Heridas): its names, as
    ``harm_counter_names``; the tracker shows it beside the harm counter."""

    def harm_counter(self, character: CharT) -> int | None:
        """The index of the character's harm counter, if it has one."""
        names = [c.name.strip().casefold() for c in character.counters]
        for wanted in folded(self.harm_counter_names):
            if wanted in names:
                return names.index(wanted)
        return None

    def _new_harm_counter(self) -> Counter:
        """The harm counter d creates on a character that has none."""
        if not self.harm_counter_names:
            raise OpError(t("{system} has no harm counter", system=self.title))
        name = t(self.new_harm_counter_name)
        return Counter(name=name, value=0, max=self.new_harm_counter_max)

    def harm_label(self, character: CharT) -> str:
        """What d and h will change, for the dialog (e.g. ``Daño 12/40``)."""
        if self.health_unit:
            return self.health_unit
        index = self.harm_counter(character)
        if index is None:
            new = self._new_harm_counter()
            return t("{name} 0/{maximum}, a new counter", name=new.name, maximum=new.max)
        counter = character.counters[index]
        return f"{counter.name} {counter.value}/{counter.max}"

    def damage(self, ctx: OpContext, character: CharT, combatant: Combatant, amount: int) -> str:
        return self._change_harm(ctx, character, amount)

    def heal(self, ctx: OpContext, character: CharT, combatant: Combatant, amount: int) -> str:
        return self._change_harm(ctx, character, -amount)

    def _change_harm(self, ctx: OpContext, character: CharT, delta: int) -> str:
        counters = list(character.counters)
        index = self.harm_counter(character)
        if index is None:
            if delta < 0:
                raise OpError(t("{name} has taken no harm", name=character.name))
            counters.append(self._new_harm_counter())
            index = len(counters) - 1
        counter = counters[index]
        value = max(counter.min, min(counter.max, counter.value + delta))
        if value == counter.value:
            raise OpError(
                t(
                    "{counter} of {name} is already {value} ({low} to {high})",
                    counter=counter.name,
                    name=character.name,
                    value=counter.value,
                    low=counter.min,
                    high=counter.max,
                )
            )
        counters[index] = counter.model_copy(update={"value": value})
        ctx.update_character(character.id, counters=counters)
        return f"{character.name}: {counter.name} {counter.value} -> {value}"

    def roll_initiative(self, ctx: OpContext, character: CharT) -> tuple[int, int, str]:
        """(initiative, tiebreak, explanation) for one character."""
        raise OpError(t("{system} has no initiative roll", system=self.title))

    def initiative_by_order(self) -> bool:
        """True when the turn order is set by hand (EZD6), not by initiative values."""
        return False

    def rolls_initiative(self, party: PartyT) -> bool:
        """Whether the console rolls initiative here (else the GM types it with ``e``)."""
        return self.has_initiative and not self.initiative_by_order()

    @abstractmethod
    def quick_character(self, cid: str, name: str, value: int) -> dict[str, object]:
        """A minimal stat block for a quick-added enemy (``q``), as the party file writes
        it; ``value`` is HP, strikes or the harm counter's maximum."""

    def new_character(self, cid: str, name: str) -> dict[str, object]:
        """A new sheet's start in the sheet editor (a member or a creature the GM fills
        in): by default the quick-add stat block."""
        return self.quick_character(cid, name, 0)

    def long_rest(self, ctx: OpContext) -> str:
        raise OpError(t("{system} has no new-day action", system=self.title))


# A harm counter that reaches its maximum marks the combatant down (the third-pass ruling
# for Eclipse Phase; FIDS, whose text is silent, reads its harm counter the same way): a
# log line says it, and harm past the maximum is logged, never dropped silently.
class HarmAtMaximum(SystemAdapter[PartyT, CharT]):
    """Down at the harm counter's maximum, with the log's notes."""

    def health(self, character: CharT, combatant: Combatant) -> Health:
        """A harm counter at its maximum (Daño at the morph's Durability) is down."""
        health = by_flags(combatant, self.health_unit)
        if health.state == "ok" and (index := self.harm_counter(character)) is not None:
            counter = character.counters[index]
            if counter.value >= counter.max:
                return Health(None, None, self.health_unit, "down")
        return health

    def _change_harm(self, ctx: OpContext, character: CharT, delta: int) -> str:
        before = self._harm(character)
        line = super()._change_harm(ctx, character, delta)
        return line + self._harm_note(
            ctx.character_as(character.id, type(character)), before, delta
        )

    def adjust(self, ctx: OpContext, character: CharT, key: str, delta: int) -> str:
        index = self.harm_counter(character)
        before = self._harm(character) if key == f"counter:{index}" else None
        line = super().adjust(ctx, character, key, delta)
        if before is None:
            return line
        return line + self._harm_note(
            ctx.character_as(character.id, type(character)), before, delta
        )

    def _harm(self, character: CharT) -> tuple[int, int] | None:
        index = self.harm_counter(character)
        if index is None:
            return None
        counter = character.counters[index]
        return counter.value, counter.max

    def _harm_note(self, character: CharT, before: tuple[int, int] | None, delta: int) -> str:
        """What the counter alone would not say: harm past the maximum (never dropped
        silently) and the combatant going down at the maximum."""
        after = self._harm(character)
        if after is None or delta <= 0:
            return ""
        value, maximum = after
        start = before[0] if before is not None else 0
        notes = []
        if (past := start + delta - maximum) > 0:
            notes.append(t("{amount} past the maximum", amount=past))
        if value >= maximum and start < maximum:
            notes.append(t("down: harm at its maximum"))
        return f" ({'; '.join(notes)})" if notes else ""


def spend_one(ctx: OpContext, character: CharacterBase, counter_name: str | None) -> str:
    """One of what the counter ``counter_name`` holds is spent (a shot's ammunition, a
    potion): the log line, or "" when no counter is named. OpError when the character has
    no such counter or none is left (checked before any die is rolled is the caller's)."""
    if not counter_name:
        return ""
    counter = character.counter_named(counter_name)
    if counter is None:
        raise OpError(
            t("{name} has no counter named {counter}", name=character.name, counter=counter_name)
        )
    if counter.value <= counter.min:
        raise OpError(t("{name}: no {counter} left", name=character.name, counter=counter.name))
    index = character.counters.index(counter)
    counters = list(character.counters)
    counters[index] = counter.model_copy(update={"value": counter.value - 1})
    ctx.update_character(character.id, counters=counters)
    return t(
        "{name}: {ammo} {before} -> {after}",
        name=character.name,
        ammo=counter.name,
        before=counter.value,
        after=counter.value - 1,
    )
