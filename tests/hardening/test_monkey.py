"""Seeded random key presses per sample party, dialogs, help, palette and resizes
included: no exception, and the invariants hold after every press (the party's ranges,
and the tracker, combat box and resource sidebar naming the same combatant).

150 presses per party by default (a fast run, kept under the 3-minute suite: every check
above still runs after every press); ``--long`` presses 50,000 (tests/budget.py).
"""

import random

from textual import events

from gmconsole.app import GMConsole
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.budget import amount, each_system
from tests.conftest import SAMPLES
from tests.hardening.invariants import (
    check_escape_applied_nothing,
    check_fallen_last,
    check_invariants,
    check_selection_agrees,
    party_less_log,
)
from tests.pilot_keys import keys_handled, press

KEYS = list("npthdcaiqwbrexofFzSgEXmksvlbuD0123456789") + [
    "enter",
    "escape",
    "tab",
    "up",
    "down",
    "home",
    "end",
    "pageup",
    "pagedown",
    "space",
    "backspace",
    "delete",
    "plus",
    "minus",
    "left_square_bracket",
    "right_square_bracket",
    "ctrl+z",
    "ctrl+y",
    "ctrl+s",
    "ctrl+f",
    "f1",
    "H",
    "T",
    "M",
    "A",
    "R",
]
SIZES = [(120, 40), (100, 30), (80, 24), (60, 20), (40, 12)]


async def press_fast(pilot, key: str) -> None:
    """Send one key as the terminal does (to the app's queue) and let the app handle it.

    The command palette (Textual's own screen) is left out of the random keys: it gathers
    commands in a worker, and keys sent faster than any hand can type race that worker
    inside Textual. It has its own test at a human pace (test_palette_runs_actions).
    """
    app = pilot.app
    event = events.Key(key, key if len(key) == 1 else (" " if key == "space" else None))
    app.post_message(event)
    await pilot.pause()


@each_system()
async def test_monkey(system, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / f"{system}.toml"
    path.write_bytes((SAMPLES / f"{system}.toml").read_bytes())
    rng = random.Random(f"monkey-{system}")
    quits = []
    # Quitting is a legitimate outcome of random keys (the palette has "Quit"); the monkey
    # keeps playing instead, and the quit flow has its own tests.
    monkeypatch.setattr(GMConsole, "exit", lambda self, *args, **kwargs: quits.append(args))
    # `v` starts the players' view: on any free port, not the GM's default 8000 (two
    # test workers, or a console the GM is running, would share it).
    monkeypatch.setattr("gmconsole.players.addresses.DEFAULT_PORT", 0, raising=False)
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(rng.randrange(10**6)))
    presses = amount(100, 50_000)
    history: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        for number in range(presses):
            if rng.random() < 0.01:
                await pilot.resize_terminal(*rng.choice(SIZES))
            key = rng.choice(KEYS)
            history.append(key)
            # Escape never applies. The keys typed before it are handled first: the
            # key queue can hold twenty keys back (each waits for its screen), and a
            # check made after a bare pause saw an Enter typed long before the escape.
            check_escape = key == "escape"
            if check_escape:
                await keys_handled(pilot)
                before = party_less_log(app.engine.party)
            await press_fast(pilot, key)
            if check_escape:
                await keys_handled(pilot)
                try:
                    check_escape_applied_nothing(before, party_less_log(app.engine.party))
                except AssertionError as error:
                    raise AssertionError(f"press {number}: {error}; keys {history[-15:]}") from None
            try:
                stack = str(app.screen_stack)
            except Exception as error:
                raise AssertionError(f"{error} at {number}: {history[-25:]}") from None
            if "MainScreen" not in stack:
                raise AssertionError(f"main screen gone at {number}: {history[-15:]} {stack}")
            assert app._exception is None, f"press {number}: {history[-15:]} {app.screen_stack}"
            assert app.is_running, f"the app stopped at press {number}"
            check_invariants(app.engine.party)
            check_fallen_last(app.engine.party)
            try:
                check_selection_agrees(app)
            except AssertionError:
                # Keys are sent without the Pilot's wait; the main screen may still hold
                # the tracker's Selected message when a dialog is on top. Only what the
                # GM would go on seeing counts: let the app settle, then check again.
                await pilot.pause()
                try:
                    check_selection_agrees(app)
                except AssertionError as error:
                    stack = [type(s).__name__ for s in app.screen_stack]
                    raise AssertionError(
                        f"press {number}: {error}; keys {history[-15:]}; screens {stack}"
                    ) from None
        await pilot.pause()


async def test_palette_runs_actions(tmp_path, monkeypatch):
    """The palette lists the console's actions by name and runs them."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(1))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await press(pilot, "ctrl+p")
            await pilot.press(*"next turn")
            await pilot.pause(0.3)
            await press(pilot, "pageup", "pagedown", "enter")
        assert app.engine.party.encounter.turn == 3
        check_invariants(app.engine.party)
