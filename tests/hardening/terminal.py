"""The console in a real terminal: tmux runs it, sends it keys and reads the screen back.

Used by test_terminal_monkey.py. Run as a script, this module is the console itself
(``gmconsole.cli.main``) with seeded dice, since the command line has no seed option::

    python tests/hardening/terminal.py SEED [gmconsole arguments...]
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SETTLE_POLL = 0.1
"""Seconds between two looks at the pane while waiting for the app to settle."""
SETTLE_QUIET = 0.5
"""The pane is settled when neither its text nor the app's CPU time changed for this long."""
SETTLE_TIMEOUT = 30.0
"""A loaded machine may be slow; a pane still changing after this long is reported."""
SETTLE_CPU_TICKS = 3
"""At most this much CPU time (1/100 s ticks) used by a settled app over SETTLE_QUIET."""
ESCAPE_GAP = 0.25
"""Textual reads ESC followed within ESCAPE_DELAY (0.1 s) by a key as alt+key, as any
terminal program does; an escape is sent on its own and followed by this pause (the
terminal's input is read by a thread of its own, however busy the app)."""


# --- the screen as text, and its colours ----------------------------------------------
_SGR = re.compile(r"\x1b\[([0-9;:]*)m")
_OTHER_ESCAPE = re.compile(r"\x1b(\[[0-9;?]*[A-Za-z]|\][^\x07]*\x07|[()][A-Z0-9]|.)")


@dataclass
class Screen:
    """One capture of the pane: ``lines[r][c]`` is a cell's character, ``bgs[r][c]`` its
    background (the SGR parameters that set it, "" for the terminal default)."""

    lines: list[str]
    bgs: list[list[str]]

    @property
    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.lines)

    def char(self, row: int, col: int) -> str:
        if 0 <= row < len(self.lines) and 0 <= col < len(self.lines[row]):
            return self.lines[row][col]
        return " "


def parse_capture(raw: str, width: int) -> Screen:
    """Split ``tmux capture-pane -e`` output into cells; the background state carries over
    from one line to the next, as tmux writes only the changes."""
    lines: list[str] = []
    bgs: list[list[str]] = []
    bg = ""
    rows = raw.split("\n")
    if raw.endswith("\n"):
        rows.pop()  # capture-pane ends its last row with a newline too
    for raw_line in rows:
        chars: list[str] = []
        cell_bgs: list[str] = []
        pos = 0
        while pos < len(raw_line):
            if raw_line[pos] == "\x1b":
                match = _SGR.match(raw_line, pos)
                if match:
                    bg = _apply_sgr(bg, match.group(1))
                    pos = match.end()
                    continue
                other = _OTHER_ESCAPE.match(raw_line, pos)
                pos = other.end() if other else pos + 1
                continue
            chars.append(raw_line[pos])
            cell_bgs.append(bg)
            pos += 1
        line = "".join(chars).ljust(width)
        cell_bgs.extend([bg] * (len(line) - len(cell_bgs)))
        lines.append(line)
        bgs.append(cell_bgs)
    return Screen(lines, bgs)


def _apply_sgr(bg: str, params: str) -> str:
    parts = [p for p in re.split("[;:]", params)] if params else ["0"]
    i = 0
    while i < len(parts):
        p = parts[i]
        if p in ("", "0", "49"):
            bg = ""
        elif p in ("38", "48"):
            # 38;5;N / 38;2;R;G;B (foreground skipped, background kept)
            if i + 1 < len(parts) and parts[i + 1] == "5":
                value, i = ";".join(parts[i : i + 3]), i + 2
            elif i + 1 < len(parts) and parts[i + 1] == "2":
                value, i = ";".join(parts[i : i + 5]), i + 4
            else:
                value = p
            if p == "48":
                bg = value
        elif p.isdigit() and (40 <= int(p) <= 47 or 100 <= int(p) <= 107):
            bg = p
        i += 1
    return bg


@dataclass
class Box:
    """A complete round box ╭─ title ─╮ ... ╰──╯ on the screen."""

    top: int
    left: int
    bottom: int
    right: int
    title: str

    def interior(self, screen: Screen) -> list[str]:
        return [
            screen.lines[r][self.left + 1 : self.right] for r in range(self.top + 1, self.bottom)
        ]


def find_boxes(screen: Screen) -> list[Box]:
    """Every box whose four borders are intact (a dialog drawn over a border breaks it)."""
    boxes = []
    for top, line in enumerate(screen.lines):
        for left, char in enumerate(line):
            if char != "╭":
                continue
            right = line.find("╮", left + 1)
            if right < 0 or "╭" in line[left + 1 : right]:
                continue
            bottom = top + 1
            while bottom < len(screen.lines) and screen.char(bottom, left) == "│":
                bottom += 1
            if screen.char(bottom, left) != "╰" or screen.char(bottom, right) != "╯":
                continue
            if any(screen.char(r, right) != "│" for r in range(top + 1, bottom)):
                continue
            edge = screen.lines[bottom][left + 1 : right]
            if not (edge.startswith("─") and edge.endswith("─")):
                continue
            title = line[left + 1 : right].strip("─ ")
            boxes.append(Box(top, left, bottom, right, title))
    return boxes


# --- tmux ---------------------------------------------------------------------------------
class TmuxConsole:
    """The console running in a pane of a private tmux server (its own socket)."""

    def __init__(self, socket: str, workdir: Path) -> None:
        self.socket = socket
        self.workdir = workdir
        self.session = "gm"
        self.width = 0
        self.height = 0

    def tmux(self, *args: str, check: bool = True) -> str:
        result = subprocess.run(
            ["tmux", "-L", self.socket, *args],
            capture_output=True,
            text=True,
            timeout=30,
        )
        if check and result.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)}: {result.stderr.strip()}")
        return result.stdout

    def start(self, args: list[str], env: dict[str, str], size: tuple[int, int], seed: int):
        self.width, self.height = size
        command = [sys.executable, str(Path(__file__).resolve()), str(seed), *args]
        # A clean environment: nothing of the test run's (COLUMNS and LINES would fix
        # Textual's idea of the terminal's size, TEXTUAL_* its behaviour).
        kept = {k: os.environ[k] for k in ("PATH", "HOME") if k in os.environ}
        environment = " ".join(f"{k}={shlex.quote(v)}" for k, v in {**kept, **env}.items())
        shell = f"cd {shlex.quote(str(self.workdir))} && exec env -i {environment} " + " ".join(
            shlex.quote(part) for part in command
        )
        # -f /dev/null: no user tmux.conf; remain-on-exit keeps a crashed app's last words.
        self.tmux(
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-s",
            self.session,
            "-x",
            str(self.width),
            "-y",
            str(self.height),
            shell,
        )
        self.tmux("set-option", "-t", self.session, "remain-on-exit", "on")
        self.tmux("set-option", "-t", self.session, "status", "off")
        self.tmux("set-option", "-t", self.session, "escape-time", "0")

    def stop(self) -> None:
        socket = self.tmux("display-message", "-p", "#{socket_path}", check=False).strip()
        self.tmux("kill-server", check=False)
        if socket:
            Path(socket).unlink(missing_ok=True)  # tmux leaves it behind

    # the pane -----------------------------------------------------------------------------
    def pane(self, fmt: str) -> str:
        return self.tmux("display-message", "-p", "-t", self.session, fmt).strip()

    @property
    def dead(self) -> bool:
        return self.pane("#{pane_dead}") == "1"

    @property
    def exit_status(self) -> str:
        """The exit status once tmux has it (it can lag a moment behind pane_dead)."""
        deadline = time.monotonic() + 5
        status = self.pane("#{pane_dead_status}")
        while not status and time.monotonic() < deadline:
            time.sleep(0.05)
            status = self.pane("#{pane_dead_status}")
        return status

    def pid(self) -> int:
        return int(self.pane("#{pane_pid}"))

    def cpu_ticks(self) -> int | None:
        """The app's CPU time so far (all threads), None once it has gone."""
        try:
            fields = Path(f"/proc/{self.pid()}/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, ValueError, RuntimeError):
            return None
        return int(fields[11]) + int(fields[12])

    def capture(self) -> Screen:
        raw = self.tmux("capture-pane", "-p", "-e", "-N", "-t", self.session)
        return parse_capture(raw, self.width)

    def resize(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.tmux("resize-window", "-t", self.session, "-x", str(width), "-y", str(height))

    # keys -----------------------------------------------------------------------------------
    def send(self, keys: list[str]) -> None:
        """Send keys as a fast typist would: every run of keys without an escape in one
        ``send-keys`` (one write, as a paste), each escape alone with a short pause."""
        run: list[str] = []
        for key in keys:
            if key == "Escape":
                if run:
                    self.tmux("send-keys", "-t", self.session, *run)
                    run = []
                self.tmux("send-keys", "-t", self.session, "Escape")
                time.sleep(ESCAPE_GAP)
            else:
                run.append(key)
        if run:
            self.tmux("send-keys", "-t", self.session, *run)

    def settle(self, timeout: float = SETTLE_TIMEOUT) -> Screen:
        """Wait until the screen and the app's CPU time stay still for SETTLE_QUIET."""
        deadline = time.monotonic() + timeout
        last_text = None
        still_since = time.monotonic()
        cpu_then = self.cpu_ticks()
        while True:
            time.sleep(SETTLE_POLL)
            raw = self.tmux("capture-pane", "-p", "-e", "-N", "-t", self.session)
            # The text, not the colours: a text field's cursor blinks.
            text = _SGR.sub("", raw)
            cpu = self.cpu_ticks()
            now = time.monotonic()
            if text != last_text:
                still_since, cpu_then = now, cpu
            last_text = text
            if now - still_since >= SETTLE_QUIET:
                # Still busy (the blink costs a tick now and then): wait some more.
                if cpu is None or cpu_then is None or cpu - cpu_then <= SETTLE_CPU_TICKS:
                    return parse_capture(raw, self.width)
                still_since, cpu_then = now, cpu
            if now > deadline:
                raise AssertionError(
                    f"the console did not settle within {timeout:.0f} s:\n"
                    + parse_capture(raw, self.width).text
                )


def _run_console(argv: list[str]) -> int:
    """The console as ``gmconsole ARGS`` starts it, with RandomDice seeded by argv[0].

    Only rules.dice is imported before the CLI: the CLI picks the language before any
    screen is imported (Textual builds the footer's words when a screen is defined)."""
    seed = int(argv[0])
    import rules.dice

    original = rules.dice.RandomDice.__init__

    def seeded(self, seed_: int | None = None) -> None:
        original(self, seed if seed_ is None else seed_)

    rules.dice.RandomDice.__init__ = seeded  # type: ignore[method-assign]
    from gmconsole.cli import main

    return main(argv[1:])


if __name__ == "__main__":
    sys.path[0] = str(ROOT)  # the repository, not this folder
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    sys.exit(_run_console(sys.argv[1:]))
