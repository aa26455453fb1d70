"""What the shared tests need of each system: one module per system, tests/systems/<id>.py.

The systems are the registry's (``gmconsole.registry.SYSTEMS``) and each one's module is
found by its id, so a new system adds its module here and edits no shared test
(docs/adding-a-system.md). A system's module defines:

- ``FIGHT``: the ids of its fixture party's fight (``tests/fixtures/parties/<id>.toml``),
  in turn order: the ids its own UI tests rely on;
- ``actions(data, party, cid, other)``: the system's own operations as the journal stores
  them, ``(name, arguments)``, drawn with hypothesis's ``data`` against the party, acting
  ``cid`` (on ``other``), for the undo/redo property test (the console's generic
  operations are drawn for every system already);
- ``scramble_enemy(enemy, data)``: a copy of the enemy with every number changed that the
  players must never see (their view may change only the enemy's health word);
- ``check_invariants(party, character, combatant, health)``: what must hold of one
  combatant after every key press and action (the monkeys, the property test), beyond
  the ranges every party file checks;
- ``RULES_ARGUMENTS``: valid arguments for every public function, class and method of
  ``rules/<id>.py`` by name (``"roll"``, ``"Chain.add"`` with ``self``), which
  tests/rules/test_bad_arguments.py replaces one by one with bad values;

and may define ``RULES_NONE_ALLOWED`` (``(function, argument)`` pairs where None has a
meaning though it is not the default), ``TERMINAL_SIZES`` (the terminal monkey's two
sizes, default ``DEFAULT_TERMINAL_SIZES``) and ``PLAY_KEYS`` (key groups a GM presses in a
fight: the kill-while-playing test plays the systems that have them), and, for a system with
a fight preview, ``PREVIEW_SHOWS`` / ``PREVIEW_HIDES`` (texts its preview of the fixture
fight shows and does not show: tests/ui/test_fight_preview.py), and ``recap_table()``
(what tests/state/test_recap.py rolls on the sample party for the players' table).
"""

from __future__ import annotations

import importlib
from types import ModuleType

from gmconsole.registry import SYSTEMS as REGISTRY

SYSTEMS: tuple[str, ...] = tuple(REGISTRY)
"""Every registered system's id, in the registry's order."""

REQUIRED = ("FIGHT", "actions", "scramble_enemy", "check_invariants", "RULES_ARGUMENTS")
"""The names every system's test module defines (tests/systems/test_support.py checks)."""

DEFAULT_TERMINAL_SIZES = [(80, 24), (100, 30)]


def registry_words(text: str) -> str:
    """``text`` with the registry spelled out where an expected line names it, as the
    party-file errors write it: ``{systems}`` is ``fids, ryf, ...`` and ``{systems_toml}``
    is ``"fids" | "ryf" | ...`` (the broken-file corpus keeps these placeholders, so a new
    system changes no expected file)."""
    toml = " | ".join(f'"{system}"' for system in SYSTEMS)
    return text.replace("{systems_toml}", toml).replace("{systems}", ", ".join(SYSTEMS))


def support(system: str) -> ModuleType:
    """The system's test module, ``tests/systems/<id>.py``."""
    return importlib.import_module(f"tests.systems.{system}")
