"""How much work the heavier tests do: a default sized for the 3-minute suite, and the
full amount with ``--long`` (CI's nightly-style run, or before a release).

``tests/conftest.py`` sets ``GMCONSOLE_TESTS_LONG`` from the option before any test module
is imported, so module-level constants, ``@settings`` and ``@pytest.mark.parametrize``
decorators can use it. Two mechanisms, one flag:

- ``amount(default, long)``: how many examples, key presses, kills, simulated fights.
  ``@settings(max_examples=amount(40, 150))``, ``presses = amount(200, 50_000)``.
- ``@each_system()``: a UI behaviour that is the same code for every system (durations,
  groups, the bestiary, Escape...) runs for ONE system per test by default and for every
  system with ``--long``. Use it instead of ``@pytest.mark.parametrize("system", SYSTEMS)``::

      from tests.budget import each_system

      @each_system()
      async def test_something(make_app, system): ...

      @each_system(PREVIEWED)           # a subset of the systems (or any list of values)
      @each_system(SCENES, "scene")     # another argument name

  The system is chosen by rotation within the module (the n-th ``@each_system`` test of
  a file gets the (n + k)-th system, k taken from the file's name), so a file with as many
  such tests as there are systems covers every system by default, and the files start
  at different systems. The choice is deterministic (every xdist worker collects the
  same tests). Keep ``parametrize("system", SYSTEMS)`` for what differs per system
  (a system's own rules, file format, checks that read each sample): only the UI flows
  that are one generic code path go through ``each_system``.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import pytest

LONG_FLAG = "GMCONSOLE_TESTS_LONG"


def is_long() -> bool:
    return os.environ.get(LONG_FLAG) == "1"


def amount(default: int, long: int) -> int:
    """``default`` in the everyday run, ``long`` with ``--long``."""
    return long if is_long() else default


_seen: Counter[str] = Counter()
"""How many ``each_system`` tests each module has declared so far (the rotation)."""


def _start(module: str) -> int:
    return int.from_bytes(hashlib.sha256(module.encode()).digest()[:4], "big")


def each_system(values: Sequence[Any] | None = None, argname: str = "system") -> Callable:
    """``parametrize(argname, values)`` with every value under ``--long`` and one value,
    rotating per module, in the default run. ``values`` defaults to every registered
    system (tests/systems)."""
    if values is None:
        from tests.systems import SYSTEMS

        values = SYSTEMS
    values = list(values)

    def decorate(function: Callable) -> Callable:
        if is_long() or len(values) <= 1:
            chosen = values
        else:
            module = function.__module__
            index = (_start(module) + _seen[module]) % len(values)
            _seen[module] += 1
            chosen = [values[index]]
        return pytest.mark.parametrize(argname, chosen)(function)

    return decorate
