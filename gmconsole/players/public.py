"""What the players' view asks of a system, with the defaults for what a system leaves
out: each system may have ``gmconsole/systems/<id>/public.py`` defining

- ``health_word(character, combatant) -> HealthWord`` (default: the adapter's ``health``,
  the one answer the tracker shows too, in the page's words),
- ``bar(character, labels) -> (bar dict or None, the counter it shows)``,
- ``resources(character, labels) -> list of {label, value, max}`` (its own resources;
  the character's counters are added by the view),
- ``pools(party, labels) -> list of {label, value, max}`` (the party's pools),
- ``HAS_ZONES = True`` when combatants stand in zones, and ``zone_of(combatant)``, where
  one stands (its system's state, ``combatant.extra``).

It is imported only when the view is built (the console's start-up does not pay for it).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from types import ModuleType
from typing import TYPE_CHECKING, TypeGuard

from gmconsole.players.health import HEALTH_WORDS, HealthWord, flagged, is_named
from gmconsole.registry import adapter_for

if TYPE_CHECKING:
    from gmconsole.model.characters import CharacterBase, Counter
    from gmconsole.model.party import AnyParty, Combatant
    from gmconsole.systems.base import SystemAdapter

Entry = dict[str, object]
"""One JSON object of the view: a bar, a resource or a pool (``label``, ``value``, ``max``)."""


def is_health_word(value: object) -> TypeGuard[HealthWord]:
    return value in HEALTH_WORDS


def first_counter(character: CharacterBase, names: Iterable[str]) -> Counter | None:
    """The character's first counter with one of these names (case ignored)."""
    wanted = frozenset(names)
    for counter in getattr(character, "counters", None) or []:
        if is_named(counter.name, wanted):
            return counter
    return None


def harm_bar(character: CharacterBase, names: Iterable[str]) -> tuple[Entry | None, Counter | None]:
    """A bar drawn from a harm counter (empty is healthy), and that counter."""
    counter = first_counter(character, names)
    if counter is None:
        return None, None
    shown = {"label": " ".join(counter.name.split()), "value": counter.value - counter.min}
    return {**shown, "max": counter.max - counter.min, "kind": "harm"}, counter


class SystemView:
    """One system's answers for the players' view (its ``public`` module, or defaults)."""

    def __init__(self, system: str) -> None:
        module: ModuleType | None
        try:
            module = importlib.import_module(f"gmconsole.systems.{system}.public")
        except ModuleNotFoundError:
            module = None
        self.module = module
        self.system = system
        self._adapter: SystemAdapter | None = None
        """The system's adapter, for the default health word (made on first use)."""
        self.has_zones = bool(getattr(module, "HAS_ZONES", False))

    def health_word(self, character: CharacterBase, combatant: Combatant | None) -> HealthWord:
        if self.module is not None and hasattr(self.module, "health_word"):
            word = self.module.health_word(character, combatant)
            if not is_health_word(word):
                raise TypeError(f"{self.module.__name__}.health_word gave {word!r}")
            return word
        if combatant is None:
            return "unhurt"  # a member out of the fight: the page shows no harm
        word = flagged(combatant.down, combatant.dead)
        if word is not None:
            return word
        if self._adapter is None:
            self._adapter = adapter_for(self.system)
        health = self._adapter.health(character, combatant)
        if health.state == "down" or health.state == "dead":
            return health.state
        if health.state == "wounded":
            return "badly_hurt"
        current, maximum = health.current, health.maximum
        return (
            "hurt"
            if current is not None and maximum is not None and current < maximum
            else "unhurt"
        )

    def zone_of(self, combatant: Combatant) -> str | None:
        if self.has_zones and self.module is not None and hasattr(self.module, "zone_of"):
            zone = self.module.zone_of(combatant)
            return zone if isinstance(zone, str) else None
        return None

    def bar(
        self, character: CharacterBase, labels: dict[str, str]
    ) -> tuple[Entry | None, Counter | None]:
        """The bar the page draws for ``character``, and the counter it shows (that
        counter is then not listed again among the resources)."""
        if self.module is not None and hasattr(self.module, "bar"):
            bar, counter = self.module.bar(character, labels)
            return (bar if isinstance(bar, dict) else None), counter
        return None, None

    def resources(self, character: CharacterBase, labels: dict[str, str]) -> list[Entry]:
        if self.module is not None and hasattr(self.module, "resources"):
            return list(self.module.resources(character, labels))
        return []

    def pools(self, party: AnyParty, labels: dict[str, str]) -> list[Entry]:
        if self.module is not None and hasattr(self.module, "pools"):
            return list(self.module.pools(party, labels))
        return []
