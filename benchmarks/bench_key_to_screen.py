"""Key to screen in a real terminal: the time from a key sent to the console in tmux to the
screen showing its result, read back from the pane, beside a bare Textual app that changes
a label on the same key (the floor: the terminal, tmux and Textual's own frame).

    uv run python benchmarks/bench_key_to_screen.py [REPS] [BASELINE_TREE ...]
    BENCH_ACTIONS="next turn,damage enter" uv run python benchmarks/bench_key_to_screen.py 31

With a baseline tree (`git worktree add /tmp/base <commit> && (cd /tmp/base && uv sync)`)
its console runs beside this tree's in the same run (more than one: each beside the
others), and each press alternates between them: on a loaded machine a run of one after
the other measured two loads, not two consoles.

Each figure is the median over REPS presses (default 15), each after ``PACE`` idle, with
the middle half of the presses (first to third quartile) beside it, the pane polled as
fast as tmux answers (a capture takes about 2 ms here, the same for both apps). Printed,
each beside the bare app's figure of the same run:
- next turn (`n`: the turn marker moves), at 10 and 50 combatants;
- damage (`d 1 enter` in one burst: the turn holder's hit points go down by one), and
  its last key alone (`enter` in the open, filled dialog: the dialog closes, the hit points
  go down);
- opening the panel (`t`: the panel's chance of success shows; escape closes it, unmeasured),
  and closing it (`escape`: the chance of success is gone);
- opening the fight preview on the RyF and EZD6 sample parties (`P`: its first figures show;
  `P` closes it, unmeasured): each opening simulates the fight anew;
- the bare apps (below): `n` (the label's number goes up), `t` (a modal the panel's size
  shows) and a damage dialog's `enter` (it closes, the number goes down): the floors.
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
SOCKET = os.environ.get("BENCH_TMUX_SOCKET", "bench-k2s")
"""The tmux server's name: one of its own per run (two runs at once)."""
SIZES = (10, 50)
SAMPLES = ("ryf", "ezd6")
"""The sample parties the fight preview is measured on."""
TIMEOUT = 5.0
PACE = 0.15
"""Seconds each app is left idle before a measured key: a GM's pace. Pressed back to back
(the key sent as soon as the last one showed), Textual holds a frame until 1/60 s after
the last one: the bare app's `n` measured 14-15 ms so, 6 ms at this pace (session 8)."""

sys.path.insert(0, str(HERE / "benchmarks"))
from bench_console import big_party  # noqa: E402

BARE_APP = """
import sys
from textual.app import App
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

PANEL = "\\n".join(f"option {i}: " + "y" * 60 for i in range(20)) + "\\nChance of success 55%"

class Panel(ModalScreen):
    DEFAULT_CSS = "Panel { align: center middle; } Panel > VerticalScroll { width: 96;"\\
        " height: auto; border: thick $primary; background: $surface; padding: 0 1; }"
    def compose(self):
        with VerticalScroll():
            yield Static(PANEL)
    def on_key(self, event):
        if event.key == "escape":
            self.dismiss()

class Damage(ModalScreen[int]):
    DEFAULT_CSS = "Damage { align: center middle; } Damage > Input { width: 40; }"
    def compose(self):
        yield Input()
    def on_input_submitted(self, event):
        self.dismiss(int(event.value))

class Bare(App):
    count = 0
    def compose(self):
        for row in range(int(sys.argv[1])):
            yield Static(f"row {row} " + "x" * 100)
        yield Label("count 0", id="count")
    def show(self, change=1):
        self.count += change
        self.query_one(Label).update(f"count {self.count}")
    def on_key(self, event):
        if len(self.screen_stack) > 1:
            return
        if event.key == "n":
            self.show()
        elif event.key == "t":
            self.push_screen(Panel())
        elif event.key == "d":
            self.push_screen(Damage(), lambda hit: self.show(-hit))

Bare().run()
"""
"""The floors: a bare app whose `n` changes a label (run with 0 rows above it: the issue's
floor; with 36 rows of text: a screen as full as the console's), whose `t` opens a modal
screen the panel's size (one Static of 21 lines, 96 wide) and whose `d` opens a one-field
dialog that `enter` closes, lowering the label's number. Each of the console's figures is
printed beside the one-label app's `n` and beside the full app doing the same thing."""


def tmux(*args: str) -> str:
    return subprocess.run(
        ["tmux", "-L", SOCKET, *args], capture_output=True, text=True, check=True
    ).stdout


SESSION = ["bench0"]
"""The session the app under measure runs in (each console has its own; ``use`` picks)."""


def screen() -> str:
    return tmux("capture-pane", "-pt", SESSION[0])


def start(command: list[str], ready: Callable[[str], bool], folder: Path = HERE) -> str:
    """A new session running ``command`` in ``folder``, once ``ready`` on its pane: its
    name. The folder matters: ``python -m gmconsole.cli`` imports the console from the
    folder it starts in before its venv's, so a baseline started here ran this tree's code
    (until session 9, every comparison was of one console with itself)."""
    SESSION[0] = f"bench{time.monotonic_ns()}"
    tmux(
        "new-session", "-d", "-s", SESSION[0], "-x", "120", "-y", "40", "-c", str(folder), *command
    )
    tmux("set-option", "-t", SESSION[0], "escape-time", "0")
    deadline = time.monotonic() + 30
    while not ready(screen()):
        if time.monotonic() > deadline:
            raise RuntimeError("never ready:\n" + screen())
        time.sleep(0.05)
    time.sleep(1.5)  # the first frame's after-work settles
    return SESSION[0]


def timed(keys: list[str], done: Callable[[str, str], bool]) -> float:
    """Milliseconds from ``keys`` sent, after ``PACE``, to ``done(before, now)`` on the
    pane."""
    time.sleep(PACE)
    before = screen()
    sent = time.perf_counter()
    tmux("send-keys", "-t", SESSION[0], *keys)
    deadline = sent + TIMEOUT
    while True:
        now = screen()
        if done(before, now):
            return (time.perf_counter() - sent) * 1000
        if time.perf_counter() > deadline:
            raise RuntimeError(f"{keys}: no result on screen:\n{now}")


def turn_row(text: str) -> str:
    return next((line for line in text.splitlines() if "▶" in line), "")


def holder_hp(text: str) -> int | None:
    """The turn holder's hit points (below 0 after many reps), None when not shown."""
    found = re.search(r"(-?\d+)/40", turn_row(text))
    return int(found.group(1)) if found else None


def hp_down(before: str, now: str) -> bool:
    was, hp = holder_hp(before), holder_hp(now)
    return was is not None and hp is not None and hp < was


def bare_count(text: str) -> int:
    found = re.search(r"count (\d+)", text)
    return int(found.group(1)) if found else -1


def next_turn() -> float:
    return timed(["n"], lambda b, n: turn_row(n) != turn_row(b) and "▶" in n)


def damage() -> float:
    return timed(["d", "1", "Enter"], hp_down)


def damage_enter() -> float:
    """The dialog open and filled: enter applies it."""
    timed(["d"], lambda b, n: n != b)
    time.sleep(0.2)
    tmux("send-keys", "-t", SESSION[0], "1")
    time.sleep(0.2)
    return timed(["Enter"], hp_down)


def open_panel() -> float:
    """``t``; escape closes it, unmeasured."""
    shown = timed(["t"], lambda b, n: "Chance of success" in n)
    tmux("send-keys", "-t", SESSION[0], "Escape")
    time.sleep(0.3)
    return shown


def close_panel() -> float:
    """``escape`` on an open panel until it is gone (``t`` opens it, unmeasured). Textual
    reports an Escape alone only when its input thread next wakes (every 0.1 s), so this
    figure is about 100 ms above the others in any Textual app: the full bare app's too.
    Setting ``ESCDELAY`` lower measured no change (118 vs 124 ms)."""
    timed(["t"], lambda b, n: "Chance of success" in n)
    time.sleep(0.2)
    return timed(["Escape"], lambda b, n: "Chance of success" not in n)


def fight_preview() -> float:
    """``P`` until the preview's first figures show; ``P`` closes it, unmeasured."""
    shown = timed(["P"], lambda b, n: "Party wins" in n)
    tmux("send-keys", "-t", SESSION[0], "P")
    time.sleep(0.3)
    return shown


ACTIONS = {
    "next turn": next_turn,
    "damage": damage,
    "damage enter": damage_enter,
    "open panel": open_panel,
    "close panel": close_panel,
}
SAMPLE_ACTIONS = {"fight preview": fight_preview}
"""Measured on the sample parties (a fight with both sides; the big parties have one)."""


ONLY = [name for name in os.environ.get("BENCH_ACTIONS", "").split(",") if name]
"""``BENCH_ACTIONS="next turn,damage enter"``: only those figures (and the bare apps),
for more presses of a few in the same time."""
if ONLY:
    ACTIONS = {name: press for name, press in ACTIONS.items() if name in ONLY}
    SAMPLES = tuple(s for s in SAMPLES if "fight preview" in ONLY)


def measure(reps: int, trees: dict[str, Path]) -> dict[str, list[float]]:
    """Each figure's times (ms), one per press. With more than one tree, their consoles
    run side by side and each press alternates between them (the machine's load, which
    changes by the second here, weighs on both alike)."""
    python = str(HERE / ".venv/bin/python")
    figures: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        bare = folder / "bare.py"
        bare.write_text(BARE_APP)
        start([python, str(bare), "0"], lambda text: "count 0" in text)
        figures["bare app n"] = [
            timed(["n"], lambda b, n: bare_count(n) > bare_count(b)) for _ in range(reps)
        ]
        start([python, str(bare), "36"], lambda text: "count 0" in text)
        for _ in range(reps):
            figures.setdefault("full bare app n", []).append(
                timed(["n"], lambda b, n: bare_count(n) > bare_count(b))
            )
            figures.setdefault("full bare app open panel", []).append(
                timed(["t"], lambda b, n: "Chance of success" in n)
            )
            time.sleep(0.2)
            figures.setdefault("full bare app close panel", []).append(
                timed(["Escape"], lambda b, n: "Chance of success" not in n)
            )
            time.sleep(0.1)
            timed(["d"], lambda b, n: n != b)
            time.sleep(0.2)
            tmux("send-keys", "-t", SESSION[0], "1")
            time.sleep(0.2)
            figures.setdefault("full bare app damage enter", []).append(
                timed(["Enter"], lambda b, n: bare_count(n) < bare_count(b))
            )
        for count in (*SIZES, *SAMPLES):
            sessions: dict[str, str] = {}
            for tree_name, tree in trees.items():
                party = folder / tree_name / f"party{count}.toml"
                party.parent.mkdir(exist_ok=True)
                if isinstance(count, int):
                    big_party(party, count)
                else:
                    shutil.copy(HERE / "sample_parties" / f"{count}.toml", party)
                data = folder / tree_name
                env = ["env", f"XDG_DATA_HOME={data / 'data'}", f"XDG_CONFIG_HOME={data}"]
                console = [*env, str(tree / ".venv/bin/python"), "-m", "gmconsole.cli"]
                sessions[tree_name] = start([*console, str(party)], lambda t: "▶" in t, tree)
            actions = ACTIONS if isinstance(count, int) else SAMPLE_ACTIONS
            for action, press in actions.items():
                for _ in range(reps):
                    for tree_name, session in sessions.items():
                        SESSION[0] = session
                        suffix = f" ({tree_name})" if len(trees) > 1 else ""
                        figures.setdefault(f"{action} {count}{suffix}", []).append(press())
            for session in sessions.values():
                subprocess.run(["tmux", "-L", SOCKET, "kill-session", "-t", session])
    subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)
    return figures


def main() -> None:
    reps = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    trees = {"this tree": HERE}
    for i, tree in enumerate(sys.argv[2:]):
        trees["baseline" if i == 0 else f"baseline {i + 1}"] = Path(tree).resolve()
    figures = measure(reps, trees)
    floor = statistics.median(figures["bare app n"])
    for name, times in figures.items():
        value = statistics.median(times)
        action = name.split(" (")[0].rsplit(" ", 1)[0].replace("next turn", "n")
        same = figures.get(f"full bare app {action}")
        versus = f"{value / floor:.2f}x the bare app's n"
        if same and "bare app" not in name:
            versus += f", {value / statistics.median(same):.2f}x the full bare app's {action}"
        print(f"{name} key to screen: {value:.1f} ms ({versus}; middle half {spread(times)})")


def spread(times: list[float]) -> str:
    """The middle half of the times: first to third quartile, in ms."""
    low, _, high = statistics.quantiles(times, n=4)
    return f"{low:.0f}-{high:.0f} ms"


if __name__ == "__main__":
    main()
