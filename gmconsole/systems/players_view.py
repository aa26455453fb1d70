"""What the players' page shows of a system: one typed interface, part of the system's
domain side, that its adapter gives out (``SystemAdapter.players_view()``).

``PlayersView`` answers with the defaults every system shares; a system that shows more
subclasses it in its ``public.py`` (``class RyfPlayersView(PlayersView[RyfParty,
RyfCharacter])``) and returns it from its adapter's ``players_view``. The answers:

- ``health_word(character, combatant)``: the page's health word (default: the adapter's
  ``health``, the one answer the tracker shows too, in the page's words);
- ``zone_of(combatant)``: where one stands (default: the adapter's ``zone_of``);
- ``bar(character, page)``: the bar the page draws and the counter it shows;
- ``resources(character, page)``: the character's own resources (its counters are added
  by the view);
- ``pools(party, page)``: the party's pools the players know of.

A subclass may define only these answers (and private names): a misspelt answer is a
``TypeError`` when its class is made, not a default shown in silence.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from gmconsole.model.characters import CharacterBase, Counter
from gmconsole.model.display import HealthWord
from gmconsole.model.party import PartyBase

if TYPE_CHECKING:
    from gmconsole.model.display import Health
    from gmconsole.model.party import Combatant

PartyT = TypeVar("PartyT", bound=PartyBase)
CharT = TypeVar("CharT", bound=CharacterBase)
CharIn = TypeVar("CharIn", bound=CharacterBase, contravariant=True)


Entry = dict[str, object]
"""One JSON object of the view: a bar, a resource or a pool (``label``, ``value``, ``max``)."""


@dataclass(frozen=True)
class Page:
    """The page an answer is for."""

    lang: str
    """Its language ("es" or "en"): a system's own words are ``translate(text, lang)``."""
    labels: Mapping[str, str]
    """The page's shared words in that language (``gmconsole.players.labels``)."""


def first_counter(character: CharacterBase, names: Iterable[str]) -> Counter | None:
    """The character's first counter with one of these names (case and spacing ignored)."""
    wanted = frozenset(name.strip().casefold() for name in names)
    return next((c for c in character.counters if c.name.strip().casefold() in wanted), None)


def harm_of(adapter: ShowsHealth[CharIn], character: CharIn) -> Counter | None:
    """The character's harm counter, the one its system names (``harm_counter_names``)."""
    index = adapter.harm_counter(character)
    return character.counters[index] if index is not None else None


def harm_bar(counter: Counter | None) -> tuple[Entry | None, Counter | None]:
    """A bar drawn from a harm counter (empty is healthy), and that counter."""
    if counter is None:
        return None, None
    shown = {"label": " ".join(counter.name.split()), "value": counter.value - counter.min}
    return {**shown, "max": counter.max - counter.min, "kind": "harm"}, counter


class ShowsHealth(Protocol[CharIn]):
    """What the default answers ask of the system's adapter (``SystemAdapter``)."""

    @property
    def wound_counter_names(self) -> tuple[str, ...]: ...
    def health(self, character: CharIn, combatant: Combatant) -> Health: ...
    def harm_counter(self, character: CharIn) -> int | None: ...
    def zone_of(self, combatant: Combatant) -> str | None: ...


class PlayersView(Generic[PartyT, CharT]):
    """A system's answers for the players' page; these are the defaults."""

    def __init__(self, adapter: ShowsHealth[CharT]) -> None:
        self.adapter = adapter
        """The system's adapter (the default health word and zone are its answers)."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        unknown = sorted(name for name in vars(cls) if not name.startswith("_"))
        unknown = [name for name in unknown if name not in ANSWERS]
        if unknown:
            raise TypeError(
                f"{cls.__module__}.{cls.__qualname__} defines {', '.join(unknown)}, which "
                f"the players' view never asks (its answers: {', '.join(sorted(ANSWERS))}; "
                "a helper is a module function or a _private name)"
            )

    def _fallen(self, character: CharT, combatant: Combatant | None) -> HealthWord | None:
        """ "down" or "dead" as the tracker says it (the GM's flags, or the system's numbers:
        a harm counter at its maximum is down), else None. Play-test 5: a guard at Daño
        10/10 read "badly hurt" and "next" on the page while the tracker said down."""
        if combatant is None:
            return None
        state = self.adapter.health(character, combatant).state
        return state if state == "down" or state == "dead" else None

    def health_word(self, character: CharT, combatant: Combatant | None) -> HealthWord:
        """The page's word for ``character`` (``combatant``: its place in the fight, if
        any)."""
        if combatant is None:
            return "unhurt"  # a member out of the fight: the page shows no harm
        fallen = self._fallen(character, combatant)
        if fallen is not None:
            return fallen
        health = self.adapter.health(character, combatant)
        if health.state == "wounded":
            return "badly_hurt"
        current, maximum = health.current, health.maximum
        hurt = current is not None and maximum is not None and current < maximum
        return "hurt" if hurt else "unhurt"

    def zone_of(self, combatant: Combatant) -> str | None:
        """Where ``combatant`` stands (None where the system has no zones)."""
        return self.adapter.zone_of(combatant)

    def bar(self, character: CharT, page: Page) -> tuple[Entry | None, Counter | None]:
        """The bar the page draws for ``character``, and the counter it shows (that
        counter is then not listed again among the resources)."""
        return None, None

    def resources(self, character: CharT, page: Page) -> list[Entry]:
        """The character's own resources (``{label, value, max}``)."""
        return []

    def pools(self, party: PartyT, page: Page) -> list[Entry]:
        """The party's pools the players know of (``{label, value, max}``)."""
        return []


ANSWERS = frozenset(name for name in vars(PlayersView) if not name.startswith("_"))
"""What the players' view asks of a system."""
