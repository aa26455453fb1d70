"""How much work the heavier property tests do: a default sized for the 3-minute suite,
and the full amount with ``--long`` (CI's nightly-style run, or before a release).

``tests/conftest.py`` sets ``GMCONSOLE_TESTS_LONG`` from the option before any test module
is imported, so module-level constants and ``@settings`` decorators can use it."""

from __future__ import annotations

import os

LONG_FLAG = "GMCONSOLE_TESTS_LONG"


def is_long() -> bool:
    return os.environ.get(LONG_FLAG) == "1"


def amount(default: int, long: int) -> int:
    """``default`` in the everyday run, ``long`` with ``--long``."""
    return long if is_long() else default
