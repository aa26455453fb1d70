"""Every Textual private name the console uses is listed, with its reason, in
docs/textual-internals.md, and nothing listed there is gone from the code."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "textual-internals.md"

PRIVATE = re.compile(
    r"textual\._time\.get_time|from textual\._time import get_time"
    r"|\._bindings\b|\b_merge_bindings\b|\b_merged_bindings\b"
    r"|\b_on_delivery_complete\b|\b_on_delivery_failed\b"
    r"|app\._running\b|app\._exit\b|\b_action_command_list\b"
    r"|\b_(?:start|stop)_no_matches_countdown\b|\b_NO_MATCHES\w*|\b_list_visible\b"
    r"|from textual\._\w+ import|import textual\._"
)
"""The private names of Textual in use, and any import from a private Textual module."""


def used() -> set[tuple[str, str]]:
    found = set()
    for path in sorted((ROOT / "gmconsole").rglob("*.py")):
        for match in PRIVATE.finditer(path.read_text(encoding="utf-8")):
            name = match.group(0)
            name = "textual._time.get_time" if "get_time" in name else name
            name = name.removeprefix("app.").removeprefix(".")
            found.add((path.relative_to(ROOT).as_posix(), name))
    return found


def listed() -> set[tuple[str, str]]:
    pairs = set()
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`gmconsole/"):
            for name in re.findall(r"`([^`]+)`", cells[1]):
                pairs.add((cells[0].strip("`"), name))
    return pairs


def test_every_private_textual_name_in_use_is_listed_with_its_reason():
    assert used() - listed() == set(), "add these to docs/textual-internals.md, with why"


def test_nothing_listed_is_gone_from_the_code():
    assert listed() - used() == set(), "remove these from docs/textual-internals.md"
