"""Keys typed ahead reach the screen and the field they were meant for, in order.

A fast typist (or a paste) sends ``c Aturdida Tab 2 Enter`` before the condition dialog
exists. Textual forwards each key to the focused widget as soon as it arrives; a key's
bindings run only when it has bubbled back up to the app, and a dialog opened by a
binding appears later still. So the keys behind ``c`` reached the main screen (``i``
rolled initiative, ``d`` opened damage), and the ``2`` behind a Tab reached the field
the Tab was leaving.

The app therefore hands keys on one by one: after a key that has a binding on screen it
waits until the key came back up (its binding ran), and while a screen is opening it
waits until that screen is mounted and focused (or, when one closes, until the
screen under it is back). Keys that arrive meanwhile wait in
order. A key that never comes back (a widget handled it) releases the wait after a
short time.
"""

from __future__ import annotations

import asyncio
import functools
from collections import deque
from typing import Any

from textual import events, work

from gmconsole.i18n import t

_REPLAYED = "_gmconsole_replayed"
_TYPED_AT = "_gmconsole_typed_at"
"""A replayed key's own time of arrival (the replay is a new event, made later)."""


def typed_at(key: events.Key) -> float:
    """When the GM typed ``key`` (Textual's clock), for a key handed on later too."""
    return float(getattr(key, _TYPED_AT, key.time))


BUBBLE_TIMEOUT = 0.25
"""Seconds to wait for a bound key that a widget consumed instead of passing it up."""
HOLD_TIMEOUT = 3.0
"""Seconds after which keys go on even if the screen on top never said it was ready."""
SETTLE_ROUNDS = 3
"""How many times every widget's queue is drained after a bound key before the next."""


class TypeAhead:
    """Mixed into the App, before ``App`` in the bases."""

    _holding = False
    """A screen is opening or closing and the screen on top is not yet ready."""
    _screen_changes = 0
    """Screens pushed or popped so far; the hold ends when the last one is ready."""
    _action_opening = False
    """An action that will open a screen has started and not yet opened it."""
    _awaiting: events.Key | None = None
    """A bound key forwarded to the focused widget and not yet back at the app."""
    _backlog: deque[events.Key]
    _in_flight = False

    # --- holding while a screen opens ---------------------------------------------------
    def hold_keys(self) -> None:
        """Hold keys until the screen this action opens is ready (or ``release_keys``)."""
        self._action_opening = True

    def release_keys(self) -> None:
        """The action ended (whether or not it opened a screen)."""
        self._action_opening = False
        self._next()

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        self._action_opening = False
        result = super().push_screen(screen, *args, **kwargs)  # type: ignore[misc]
        self._hold_until_ready()
        return result

    def switch_screen(self, screen: Any) -> Any:
        """The start screen gives way to the fight: keys typed meanwhile are the fight's."""
        self._action_opening = False
        result = super().switch_screen(screen)  # type: ignore[misc]
        self._hold_until_ready()
        return result

    def pop_screen(self) -> Any:
        """Keys typed while a dialog closes belong to the screen under it."""
        result = super().pop_screen()  # type: ignore[misc]
        self._hold_until_ready()
        return result

    def _hold_until_ready(self) -> None:
        """Hold keys until the screen now on top has drawn itself.

        Only the last change counts. A callback after the refresh runs on the screen that
        is on top when Textual handles it; a dialog that closes and at once opens another
        (a refused entry asked again) leaves the first callback on the screen between
        them, which gets no message and so never runs it: counting each change kept the
        keyboard held for good. The last change's callback lands on the screen the GM
        sees. If even that one is lost, the keys go on after HOLD_TIMEOUT."""
        self._screen_changes += 1
        change = self._screen_changes
        self._holding = True
        self.call_after_refresh(self._screen_ready, change)  # type: ignore[attr-defined]
        self.set_timer(HOLD_TIMEOUT, functools.partial(self._screen_ready, change))  # type: ignore[attr-defined]

    def _screen_ready(self, change: int) -> None:
        if change == self._screen_changes and self._holding:
            self._holding = False
            self._next()

    # --- the keys -------------------------------------------------------------------------
    async def on_event(self, event: events.Event) -> None:
        if not isinstance(event, events.Key):
            await super().on_event(event)  # type: ignore[misc]
            return
        if not self.screen_stack:  # type: ignore[attr-defined]
            return  # the app is closing: keys still waiting have nowhere to go
        if event.is_forwarded:
            # A key back from the focused widget: its bindings run now.
            await super().on_event(event)  # type: ignore[misc]
            if self._awaiting is not None and event.key == self._awaiting.key:
                # What the binding started (a message, a dismiss) settles first.
                self.run_worker(self._settle(self._awaiting), group="type-ahead")  # type: ignore[attr-defined]
            return
        event = self._as_meant(event)
        backlog = self._keys()
        if getattr(event, _REPLAYED, False):
            self._in_flight = False
            if self._busy():  # something began since this key was handed on
                backlog.appendleft(event)
                return
        elif self._busy() or backlog:
            backlog.append(event)
            self._next()
            return
        if not self._seen_by_screen(event):
            self._next()
            return
        bound = self._bound(event.key)
        await super().on_event(event)  # type: ignore[misc]
        if bound and event.is_forwarded:
            self._awaiting = event
            self.set_timer(BUBBLE_TIMEOUT, functools.partial(self._give_up_on, event))  # type: ignore[attr-defined]
        self._next()

    first_frame_at: float | None = None
    """When the first screen was drawn (Textual's clock); None until then."""

    def _as_meant(self, event: events.Key) -> events.Key:
        """Enter typed before the first frame arrives as ctrl+j: the terminal was still
        in line mode and turned its carriage return into a line feed (a burst
        ``d 5 enter`` at launch left the damage dialog open)."""
        launching = self.first_frame_at is None or typed_at(event) < self.first_frame_at
        if event.key != "ctrl+j" or not launching:
            return event
        enter = events.Key("enter", "\r")
        setattr(enter, _TYPED_AT, typed_at(event))
        if getattr(event, _REPLAYED, False):
            setattr(enter, _REPLAYED, True)
        return enter

    def _seen_by_screen(self, event: events.Key) -> bool:
        """False for a key typed before a question that must be seen was drawn (the
        restore question after a crash: an ``n`` typed at launch discarded the journal).
        Such a screen has ``must_be_seen`` true and ``shown_at`` (None until drawn).
        The keys are dropped, and the GM told once."""
        screen = self.screen  # type: ignore[attr-defined]
        if not getattr(screen, "must_be_seen", False):
            return True
        shown_at = screen.shown_at
        if shown_at is not None and typed_at(event) >= shown_at:
            return True
        if not getattr(screen, "_told_of_early_keys", False):
            screen._told_of_early_keys = True
            self.notify(  # type: ignore[attr-defined]
                t("Keys typed before this question appeared were ignored: read it first."),
                severity="warning",
                markup=False,
            )
        return False

    def _bound(self, key: str) -> bool:
        """Whether a binding on the current screen may act on this key."""
        try:
            return key in self.screen.active_bindings  # type: ignore[attr-defined]
        except Exception:  # no screen yet, or the app is closing
            return False

    async def _settle(self, key: events.Key, rounds: int = SETTLE_ROUNDS) -> None:
        """Wait until every widget on screen has handled what was queued, ``rounds``
        times over (a message a binding posts can post another), then hand on the next."""
        for _ in range(rounds):
            try:
                nodes = [self, *self.screen.walk_children(with_self=True)]  # type: ignore[attr-defined]
            except Exception:
                break
            waits = []
            for node in nodes:
                event = asyncio.Event()
                if node.call_later(event.set):
                    waits.append(event.wait())
            if waits:
                # A busy widget (a long repaint) must not stop the console: past the
                # time limit the next key goes on anyway.
                _, pending = await asyncio.wait(
                    [asyncio.ensure_future(w) for w in waits], timeout=BUBBLE_TIMEOUT * 4
                )
                for task in pending:
                    task.cancel()
                if pending:
                    break
        self._give_up_on(key)

    def _give_up_on(self, key: events.Key) -> None:
        if self._awaiting is key:
            self._awaiting = None
            self._next()

    def _busy(self) -> bool:
        return bool(
            self._holding or self._action_opening or self._in_flight or self._awaiting is not None
        )

    def _keys(self) -> deque[events.Key]:
        if not hasattr(self, "_backlog"):
            self._backlog = deque()
        return self._backlog

    def _next(self) -> None:
        """Hand on the oldest waiting key when nothing is pending."""
        backlog = self._keys()
        if self._busy() or not backlog:
            return
        waiting = backlog.popleft()
        again = events.Key(waiting.key, waiting.character)
        setattr(again, _REPLAYED, True)
        setattr(again, _TYPED_AT, typed_at(waiting))
        self._in_flight = True
        self.post_message(again)  # type: ignore[attr-defined]


def _still_shown(screen: Any) -> bool:
    """Whether the app is running and the screen is still on its stack."""
    app = screen.app
    return bool(app._running and not app._exit and screen in app.screen_stack)


def opens_screens(method: Any) -> Any:
    """Make an async screen action a worker that may ask questions with
    ``push_screen_wait``; keys typed after it wait for its first screen (or its end)."""

    @work(group="dialogs")
    async def run(self: Any, *args: Any) -> None:
        try:
            await method(self, *args)
        except Exception:
            # The console closed (or this screen went) while a dialog was open: a dialog
            # pruned on the way out may still answer, and the screen's widgets are gone by
            # then. Nothing is left to act on, and a traceback on exit would be a lie.
            if _still_shown(self):
                raise
        finally:
            self.app.release_keys()

    @functools.wraps(method)
    def action(self: Any, *args: Any) -> None:
        self.app.hold_keys()
        run(self, *args)

    return action
