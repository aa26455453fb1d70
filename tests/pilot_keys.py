"""Waiting until every key typed ahead was handed on and handled.

``pilot.pause()`` waits for the message queues, not for the key queue: keys it holds back
(while a screen opens, while a key travels) go on one by one, so a check made right after a
pause can see the effect of a key typed long before the one it means."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App
    from textual.pilot import Pilot

QUIET_ROUNDS = 3
MAX_ROUNDS = 600


async def keys_handled(pilot) -> None:
    """Pause until the backlog is empty and nothing waits, ``QUIET_ROUNDS`` pauses in a row
    (a bound, not a timing assertion: a stuck backlog shows up in the test's own check)."""
    app = pilot.app
    quiet = 0
    for _ in range(MAX_ROUNDS):
        await pilot.pause(0.01)
        quiet = quiet + 1 if not app.keys_waiting else 0
        if quiet == QUIET_ROUNDS:
            return


async def burst(pilot, keys: list[str]) -> None:
    """Send every key to the app at once, as a terminal delivers a paste or a fast typist's
    keys, then wait until they were all handled."""
    from textual import events

    for key in keys:
        character = key if len(key) == 1 else {"space": " "}.get(key)
        pilot.app.post_message(events.Key(key, character))
    await keys_handled(pilot)


async def press(pilot, *keys: str) -> None:
    """Press ``keys`` (as ``pilot.press`` does), then let the messages they sent settle."""
    await pilot.press(*keys)
    await pilot.pause()


@asynccontextmanager
async def running(app: App, **options: Any) -> AsyncIterator[tuple[App, Pilot]]:
    """``app.run_test(**options)``, giving the app and its pilot: one line per test."""
    async with app.run_test(**options) as pilot:
        yield app, pilot
