"""The monkey in a real terminal: the console runs in tmux (its own server socket), random
bursts of keys go in as a fast typist or a paste sends them, and the screen is read back.

After every burst, from the screen text alone: the app still runs (no traceback, not an
empty screen, the main screen's frame is there), and the combatant named at the top of
the combat box is the one in the resource sidebar's title ("Resources: NAME" /
"Recursos: NAME") and the one on the tracker's highlighted row, whenever they are shown.
Every few bursts escape brings the main screen back, and then its four boxes must all be
there. At the end, ctrl+q and "quit without saving" end the app, and the party file is
byte for byte what it was (no key here saves).

As the Pilot monkey does, from the fight the console has (the party file with its
recovery journal replayed): after every burst every downed combatant is at the end of
the order, and an escape pressed on its own applies nothing (the journal gains at most
"roll not applied" lines).

One sample party by default (``tests/budget.py``'s ``each_system``: the checks are the
console's, the same code for every system; the Pilot monkey, tests/hardening/test_monkey.py,
still presses keys in every system's fight by default), each party with ``--long``; half
of a run at 100x30 and half at 80x24, 4 bursts by default (about 10 s), 400 with
``--long``. Skipped without tmux.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import time
import tomllib

import pytest

from gmconsole.i18n import LANGUAGES, translate
from gmconsole.recovery import find_recovery
from gmconsole.state.engine import Engine
from gmconsole.storage import load_party
from rules.dice import ScriptedDice
from tests.budget import each_system
from tests.conftest import SAMPLES
from tests.hardening.invariants import check_fallen_last
from tests.hardening.terminal import Box, Screen, TmuxConsole, find_boxes
from tests.systems import DEFAULT_TERMINAL_SIZES, support

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def _words(text: str, **values: str) -> set[str]:
    """``text`` as the screen may show it, in every language of the console."""
    return {translate(text, lang, **values) for lang in LANGUAGES}


TITLE_COMBAT = _words("Combat")
TITLE_TRACKER = _words("Initiative") | _words("Order")  # EZD6: "Order"
TITLE_LOG = _words("Log")
TITLE_RESOURCES = _words("Resources")
RESOURCES_PREFIXES = {words.split("\x00")[0] for words in _words("Resources: {name}", name="\x00")}
QUIT_WITHOUT_SAVING = _words("Quit without saving")

# --- the keys -------------------------------------------------------------------------------
NAVIGATION = ["Up", "Down", "Home", "End", "PPage", "NPage"]
SINGLE = ["n", "p", "a", "q", "m", "u", "Space", "Tab", "C-z", "C-y", "[", "]", "s", "I"]
NAMES = ["Goblin", "Orco", "Rata", "Lobo gris", "Cultista", "Bandida"]
CONDITIONS = ["Aturdida", "Stunned", "Prone", "Ciego"]


def _digits(rng: random.Random, most: int = 2) -> list[str]:
    return [str(rng.randrange(10)) for _ in range(rng.randint(1, most))]


def _action(rng: random.Random) -> list[str]:
    """One thing a GM does, as keys (a dialog's keys typed ahead of the dialog)."""
    kind = rng.choices(
        ["nav", "single", "test", "amount", "condition", "add", "escape", "stray"],
        weights=[25, 30, 12, 10, 5, 8, 6, 4],
    )[0]
    if kind == "nav":
        return [rng.choice(NAVIGATION)]
    if kind == "single":
        return [rng.choice(SINGLE)]
    if kind == "test":
        tail = rng.choice(
            [
                ["r", "Enter"],
                ["r"],
                ["e", *_digits(rng, 3), "Enter"],
                ["e", *_digits(rng, 3), "Enter", "Enter"],
                ["Enter"],
                ["Escape"],
                ["r", "Enter", "Escape"],
            ]
        )
        return ["t", *tail]
    if kind == "amount":
        end = rng.choice([["Enter"], ["Enter"], ["Escape"]])
        return [rng.choice("dh"), *_digits(rng), *end]
    if kind == "condition":
        word = rng.choice(CONDITIONS)
        return ["c", *word, "Tab", *_digits(rng, 1), "Enter"]
    if kind == "add":
        return rng.choice(
            [
                ["a", str(rng.randint(1, 4)), "Enter"],
                ["a", "Enter", *_digits(rng, 1), "Enter"],
                ["q", *rng.choice(NAMES), "Enter"],
                ["q", *rng.choice(NAMES), "Tab", *_digits(rng), "Enter"],
                ["m", str(rng.randint(1, 3))],
                ["m", "Enter"],
            ]
        )
    if kind == "escape":
        return ["Escape"]
    return [rng.choice(["Enter", "Enter", *"0123456789"])]


def burst(rng: random.Random) -> list[str]:
    keys: list[str] = []
    for _ in range(rng.randint(2, 6)):
        keys.extend(_action(rng))
    return keys


# --- what the screen must show ----------------------------------------------------------------
def _box(boxes: list[Box], titles: set[str]) -> Box | None:
    found = [b for b in boxes if b.title in titles]
    return found[0] if len(found) == 1 else None


def _resources(boxes: list[Box]) -> tuple[Box, str] | None:
    """The resource sidebar and the name in its title (None: not shown, or no name)."""
    for b in boxes:
        for prefix in RESOURCES_PREFIXES:
            if b.title.startswith(prefix) and len(b.title) > len(prefix):
                return b, b.title[len(prefix) :]
    return None


def _same_name(a: str, b: str) -> bool:
    """``a`` and ``b`` can be one name, either cut short by a narrow column (ending in …)."""
    a, b = a.strip(), b.strip()
    cut_a, cut_b = a.endswith("…"), b.endswith("…")
    a, b = a.rstrip("…").rstrip(), b.rstrip("…").rstrip()
    if not a or not b:
        return False
    if cut_a and cut_b:
        return a.startswith(b) or b.startswith(a)
    if cut_a:
        return b.startswith(a)
    if cut_b:
        return a.startswith(b)
    return a == b


def _cursor_row_name(screen: Screen, tracker: Box) -> str | None:
    """The name on the tracker's highlighted row: the one row whose background differs from
    the others' (the cursor spans the row). None when that is not clear-cut (the row
    scrolled away, a dialog over it)."""
    column = tracker.left + 1
    rows = range(tracker.top + 1, tracker.bottom)
    rows = [r for r in rows if screen.lines[r][column : tracker.right].strip()]
    if len(rows) < 2:
        return None
    backgrounds = [screen.bgs[r][column] for r in range(tracker.top + 1, tracker.bottom)]
    base = max(set(backgrounds), key=backgrounds.count)
    odd = [r for r in rows if screen.bgs[r][column] != base]
    if len(odd) != 1:
        return None
    text = screen.lines[odd[0]][column + 2 : tracker.right]
    return re.split(r"\s{2,}", text.strip())[0]


def check_screen(console: TmuxConsole, screen: Screen, party_name: str, where: str) -> None:
    """The app runs and its main screen is there, perhaps under a dialog."""
    text = screen.text
    assert not console.dead, f"{where}: the console ended ({console.exit_status}):\n{text}"
    assert "Traceback" not in text, f"{where}: a traceback on the screen:\n{text}"
    assert text.strip(), f"{where}: the screen is empty"
    # The main screen's header (the party's name) and the tracker's top-left corner stay
    # around a dialog; a panel may cover the whole screen, then its own frame is there.
    main = party_name[:12] in screen.lines[0] and screen.lines[1].startswith("╭")
    dialog = any("█▀▀▀" in line for line in screen.lines) and any(
        "█▄▄▄" in line for line in screen.lines
    )
    assert main or dialog, f"{where}: neither the main screen nor a dialog:\n{text}"


def check_main_frame(screen: Screen, where: str) -> None:
    """No dialog open: the tracker, combat box, sidebar and log are all whole."""
    boxes = find_boxes(screen)
    titles = [b.title for b in boxes]
    missing = [
        name
        for name, found in [
            ("tracker", _box(boxes, TITLE_TRACKER)),
            ("combat box", _box(boxes, TITLE_COMBAT)),
            ("log", _box(boxes, TITLE_LOG)),
            (
                "resource sidebar",
                _resources(boxes) or _box(boxes, TITLE_RESOURCES),
            ),
        ]
        if not found
    ]
    assert not missing, f"{where}: {missing} missing (boxes {titles}):\n{screen.text}"


def check_selection(screen: Screen, where: str) -> set[str]:
    """The combat box, the resource sidebar and the tracker's highlight name one combatant.
    Returns what could be compared ("box", "tracker")."""
    boxes = find_boxes(screen)
    combat = _box(boxes, TITLE_COMBAT)
    resources = _resources(boxes)
    if combat is None or resources is None:
        return set()
    _, name = resources
    cut = name.endswith("…")
    lines = [line.strip() for line in combat.interior(screen)]
    # A long name wraps in the combat box: read its first lines as one.
    top = " ".join(lines[:3])
    wanted = name.rstrip("…").rstrip() if cut else name
    assert top.startswith(wanted) and (cut or top[len(wanted) :][:1] in ("", " ")), (
        f"{where}: the sidebar names {name!r}, the combat box {lines[0]!r}:\n{screen.text}"
    )
    if not cut:
        assert lines[0] == name or name.startswith(lines[0]), (
            f"{where}: the sidebar names {name!r}, the combat box {lines[0]!r}:\n{screen.text}"
        )
    tracker = _box(boxes, TITLE_TRACKER)
    highlighted = _cursor_row_name(screen, tracker) if tracker is not None else None
    if highlighted is None:
        return {"box"}
    assert _same_name(highlighted, name), (
        f"{where}: the tracker highlights {highlighted!r}, the sidebar and combat "
        f"box name {name!r}:\n{screen.text}"
    )
    return {"box", "tracker"}


UNWIND = ["Escape", "Escape", "s", "4", "Enter", "Escape", "Enter", "Escape", "r", "Enter"]
"""Keys that close whatever is open: escape, and for a panel that will not close in the
middle of a roll (EZD6 armour saves, say), its keys to finish the roll (s, a die typed in
if the dice are typed, enter, r)."""


def back_to_main(console: TmuxConsole, where: str) -> Screen:
    """Close dialogs and panels until the main screen shows (a dialog may open another)."""
    screen = console.settle()
    for key in [*UNWIND, *UNWIND]:
        boxes = find_boxes(screen)
        if _box(boxes, TITLE_COMBAT) and _box(boxes, TITLE_LOG) and _box(boxes, TITLE_TRACKER):
            return screen
        console.send([key])
        screen = console.settle()
    check_main_frame(screen, f"{where}, after {UNWIND * 2}")
    return screen


def quit_without_saving(console: TmuxConsole, where: str) -> None:
    console.send(["C-q"])
    screen = console.settle()
    if not console.dead:
        choice = None
        for line in screen.lines:
            for words in QUIT_WITHOUT_SAVING:
                match = re.search(r"(\d)\.\s*" + re.escape(words), line)
                if match:
                    choice = match.group(1)
        assert choice, f"{where}: ctrl+q shows no 'quit without saving':\n{screen.text}"
        console.send([choice, "Enter"])
        deadline = time.monotonic() + 15
        while not console.dead and time.monotonic() < deadline:
            time.sleep(0.1)
    assert console.dead, f"{where}: the console still runs after quitting:\n{screen.text}"
    status = console.exit_status
    # tmux on a loaded machine sometimes reports a dead pane without its status (seen in
    # CI: pane_dead 1, pane_dead_status empty); a failure status is still caught.
    assert status in ("0", ""), f"{where}: exit status {status}:\n{console.capture().text}"


def journal_ops(path) -> list[str]:
    """The operations the console journalled beside ``path`` (it never saves here)."""
    recovery = find_recovery(path)
    return [] if recovery is None else [str(entry.get("op")) for entry in recovery.entries]


def fight_now(path):
    """The fight as the console has it: the party file with the journal replayed."""
    engine = Engine(load_party(path), ScriptedDice([]))
    if (recovery := find_recovery(path)) is not None:
        engine.replay(recovery.entries)
    return engine.party


def check_escape_alone(console: TmuxConsole, path, where: str) -> Screen:
    """Escape on its own (whatever is open) applies nothing: the journal gains at most
    "roll not applied" lines."""
    before = journal_ops(path)
    console.send(["Escape"])
    screen = console.settle()
    after = journal_ops(path)
    added = after[len(before) :]
    assert after[: len(before)] == before and set(added) <= {"roll_not_applied"}, (
        f"{where}: escape applied {added}"
    )
    return screen


# --- the test ---------------------------------------------------------------------------------
@each_system()
def test_terminal_monkey(system, tmp_path, long_run):
    bursts = 400 if long_run else 4  # the default run stays short; --long plays it out
    rng = random.Random(f"terminal-monkey-{system}")
    source = (SAMPLES / f"{system}.toml").read_bytes()
    party_name = tomllib.loads(source.decode())["name"]
    path = tmp_path / "play" / f"{system}.toml"
    path.parent.mkdir()
    path.write_bytes(source)
    env = {
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "LANG": "C.UTF-8",
        "TERM": "tmux-256color",
        "PYTHONPATH": os.pathsep.join(
            p for p in [str(SAMPLES.parents[2]), os.environ.get("PYTHONPATH", "")] if p
        ),
    }
    # The size each party starts at, then the other one half-way through.
    sizes = getattr(support(system), "TERMINAL_SIZES", DEFAULT_TERMINAL_SIZES)
    console = TmuxConsole(f"monkey-{os.getpid()}-{system}", tmp_path)
    history: list[list[str]] = []
    compared = {"box": 0, "tracker": 0}

    def selection(screen: Screen, where: str) -> None:
        for what in check_selection(screen, where):
            compared[what] += 1

    try:
        console.start(["--lang", "en", str(path)], env, sizes[0], rng.randrange(10**6))
        screen = console.settle()
        check_screen(console, screen, party_name, "at start")
        check_main_frame(screen, "at start")
        selection(screen, "at start")
        for number in range(bursts):
            if number == bursts // 2:
                console.resize(*sizes[1])
            keys = burst(rng)
            history.append(keys)
            where = f"burst {number} at {console.width}x{console.height}, keys {history[-4:]}"
            console.send(keys)
            screen = console.settle()
            check_screen(console, screen, party_name, where)
            selection(screen, where)
            try:
                check_fallen_last(fight_now(path))
            except AssertionError as error:
                raise AssertionError(f"{where}: {error}") from None
            screen = check_escape_alone(console, path, where)
            if rng.random() < 0.25:
                screen = back_to_main(console, where)
                check_main_frame(screen, where)
                selection(screen, where + ", back on the main screen")
        screen = back_to_main(console, "at the end")
        selection(screen, "at the end")
        # The checks above read the screen: make sure they found what they compare (a
        # renamed box title would otherwise pass silently).
        print(system, compared)
        assert compared["box"] >= bursts // 4, f"names compared too seldom: {compared}"
        assert compared["tracker"] >= bursts // 8, f"highlight compared too seldom: {compared}"
        quit_without_saving(console, "at the end")
        assert path.read_bytes() == source, "the party file changed, and no key saved it"
    finally:
        console.stop()


# --- the checks themselves, on a screen drawn by hand (no tmux needed) -------------------------
_SCREEN = """\
 ⭘                      Los Cuervos de Valdeluz · RyF
╭─ Initiative ─────────────────────╮╭─ Combat ────────────╮
│▶ Ruiseñor         28/28 ████     ││ {box:<19} │
│  Fred             36/36 ████     ││ F: 6                │
│  Nerea la Sabia   24/24 ████     │╰─────────────────────╯
│                                  │╭─ Resources: {side} ─╮
│                                  ││   HP: 28/28         │
╰──────────────────────── round 1 ─╯╰─────────────────────╯
╭─ Log ──────────────────────────────────────────────────╮
│                                                        │
╰────────────────────────────────────────────────────────╯
 n Next  p Prev"""


def _drawn(box: str, side: str, highlighted_row: int) -> Screen:
    lines = _SCREEN.format(box=box, side=side.ljust(6, "─")[:6]).split("\n")
    width = max(len(line) for line in lines)
    bgs = [["234"] * width for _ in lines]
    for col in range(1, 35):
        bgs[2 + highlighted_row][col] = "32"
    return Screen([line.ljust(width) for line in lines], bgs)


@pytest.mark.parametrize(
    ("box", "side", "row", "agree"),
    [
        ("Fred", "Fred", 1, True),
        ("Fred", "Nerea…", 1, False),  # the sidebar names someone else
        ("Nerea la Sabia", "Nerea…", 1, False),  # the tracker highlights someone else
        ("Nerea la Sabia", "Fred", 2, False),  # the combat box names someone else
        ("Fred", "Fred", 0, False),  # the highlight is on another row
    ],
)
def test_the_checks_see_a_disagreement(box, side, row, agree):
    screen = _drawn(box, side, row)
    check_main_frame(screen, "drawn")
    if agree:
        assert check_selection(screen, "drawn") == {"box", "tracker"}
    else:
        with pytest.raises(AssertionError):
            check_selection(screen, "drawn")


# --- the fight checks themselves, on a journal written by hand (no tmux needed) ----------------
def _journalled(tmp_path, change=None):
    from gmconsole.recovery import Journal

    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    journal = Journal(path)
    journal.start(path.read_bytes())
    party = load_party(path).model_dump(mode="json")
    if change is not None:
        change(party)
    journal.append({"op": "checkpoint", "party": party})
    journal.close()
    return path, journal


def test_the_fallen_check_reads_the_journal(tmp_path):
    def fred_down(party):
        party["encounter"]["combatants"][1]["down"] = True  # Fred, second, not last

    path, _ = _journalled(tmp_path, fred_down)
    with pytest.raises(AssertionError, match="fallen combatant above"):
        check_fallen_last(fight_now(path))
    (tmp_path / "ok").mkdir()
    check_fallen_last(fight_now(_journalled(tmp_path / "ok")[0]))  # the sample as it is


def test_the_escape_check_sees_an_applied_action(tmp_path):
    path, journal = _journalled(tmp_path)

    class Applies:
        """A console whose escape applies something (the journal gains an action)."""

        def send(self, keys):
            journal.resume()
            journal.append({"op": "damage", "args": {"cid": "fred", "amount": 3}})
            journal.close()

        def settle(self):
            return None

    with pytest.raises(AssertionError, match="escape applied"):
        check_escape_alone(Applies(), path, "by hand")  # type: ignore[arg-type]
