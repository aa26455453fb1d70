"""Keys typed in one burst all land, in a real terminal: the console runs in tmux and each
burst goes in as one ``send-keys`` (one write, as a paste or a fast typist sends it).

The Pilot posts a key and waits for the app to go idle before the next, so it cannot show
a key lost to a race; only a real terminal delivers many keys before the first is handled.
Each burst is checked on the screen as the GM reads it: the turn marker, the round, a hit
point line, a counter, a group's row, the log.

One console per language and size: English at 80x24 and Spanish at 120x36 by default,
both languages at both sizes with ``--long``.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from gmconsole.i18n import translate
from tests.budget import is_long
from tests.conftest import SAMPLES
from tests.hardening.terminal import Screen, TmuxConsole

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

RUNS = [("en", (80, 24)), ("es", (120, 36))]
if is_long():
    RUNS += [("es", (80, 24)), ("en", (120, 36))]


def _start(tmp_path: Path, args: list[str], lang: str, size: tuple[int, int]) -> TmuxConsole:
    env = {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    console = TmuxConsole(f"bursts-{os.getpid()}-{lang}-{size[0]}", tmp_path)
    console.start(["--lang", lang, *args], env, size, seed=7)
    return console


def _turn_row(screen: Screen) -> str:
    """The tracker's row with the turn marker."""
    rows = [line for line in screen.lines if "▶" in line]
    assert rows, "no turn marker on screen:\n" + screen.text
    return rows[0]


def _round(screen: Screen, lang: str) -> int:
    word = translate("round {number}", lang, number=0).split()[0]
    found = re.search(rf"{word} (\d+)", screen.text)
    assert found, f"no '{word} N' on screen:\n" + screen.text
    return int(found.group(1))


@pytest.mark.parametrize(("lang", "size"), RUNS, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in RUNS])
def test_every_key_of_a_burst_lands(tmp_path, lang, size):
    party = tmp_path / "ryf.toml"
    party.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    console = _start(tmp_path, [str(party)], lang, size)
    try:
        screen = console.settle()
        assert "Ruiseñor" in _turn_row(screen)

        # A damage on the second row: the cursor moves, the dialog opens, takes 3, closes.
        console.send(["Home", "Down", "d", "3", "Enter"])
        screen = console.settle()
        assert any("Fred" in line and "33/36" in line for line in screen.lines), screen.text

        # The sidebar: three down, then two up, on Fred's Balas (6 of 6).
        console.send(["Tab", "Down", "Down", "Down", "Down", "-", "-", "-"])
        assert "Balas: 3" in console.settle().text
        console.send(["+", "+", "BTab"])
        assert "Balas: 5" in console.settle().text

        # Three bandits as a group: the first of the list, a count, "as a group".
        console.send(["a", "Enter", "BSpace", "3", "Enter", "2", "Enter"])
        screen = console.settle()
        assert any("Bandido ×3" in line for line in screen.lines), screen.text

        # The group's turn (the eighth), then its second member attacks and the result
        # is applied, all in one burst.
        console.send(["n"] * 7 + ["t", "2", "Enter", "r", "Enter"])
        screen = console.settle()
        assert "Bandido ×3" in _turn_row(screen)
        console.send(["l"])  # the whole log: at 80x24 the box holds two lines
        assert "Bandido 4" in console.settle().text, "the second member's attack is not logged"

        # Escape closes the log and fifty turns follow at once, in one write: the terminal
        # sends Escape and n as the bytes of alt+n (play-test 10: both were lost). Eight
        # turns a round, from the group's turn (the eighth).
        console.tmux("send-keys", "-t", console.session, "Escape", "n")
        console.settle()
        console.send(["n"] * 49)
        screen = console.settle()
        assert _round(screen, lang) == 8  # 7 + 50 = 57 turns = 7 rounds and 1 turn
        assert "Fred" in _turn_row(screen)
    finally:
        console.stop()


def test_down_enter_on_the_start_screen_opens_the_second_party(tmp_path):
    console = _start(tmp_path, [], "en", (80, 24))
    try:
        console.settle()
        console.send(["Down", "Enter"])
        screen = console.settle()
        assert "RyF" in screen.lines[0], screen.text
        assert "Ruiseñor" in _turn_row(screen)
    finally:
        console.stop()
