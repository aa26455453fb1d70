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
import weakref
from collections import deque
from collections.abc import Awaitable, Callable
from typing import (
    TYPE_CHECKING,
    Concatenate,
    Literal,
    ParamSpec,
    Protocol,
    TypeVar,
    overload,
    runtime_checkable,
)

from textual import events, work
from textual.await_complete import AwaitComplete
from textual.dom import DOMNode
from textual.screen import Screen, ScreenResultCallbackType, ScreenResultType

from gmconsole.i18n import t

if TYPE_CHECKING:
    from textual.app import App
    from textual.widget import AwaitMount

    _Base = App[None]
else:
    _Base = object

_TYPED_AT: weakref.WeakKeyDictionary[events.Key, float] = weakref.WeakKeyDictionary()
"""A replayed key's own time of arrival (the replay is a new event, made later)."""
_REPLAYED: weakref.WeakSet[events.Key] = weakref.WeakSet()
"""The keys the type-ahead handed on itself (from its backlog)."""


def typed_at(key: events.Key) -> float:
    """When the GM typed ``key`` (Textual's clock), for a key handed on later too."""
    return _TYPED_AT.get(key, key.time)


@runtime_checkable
class MustBeSeen(Protocol):
    """A question whose answer keys count only once it was drawn (``ConfirmDialog``
    with ``must_be_seen``): ``shown_at`` is None until then."""

    must_be_seen: bool
    shown_at: float | None


BUBBLE_TIMEOUT = 0.25
"""Seconds to wait for a bound key that a widget consumed instead of passing it up."""
HOLD_TIMEOUT = 3.0
"""Seconds after which keys go on even if the screen on top never said it was ready."""
SETTLE_ROUNDS = 3
"""How many times every widget's queue is drained after a bound key before the next."""


class TypeAhead(_Base):
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
    _told: weakref.WeakSet[Screen[object]]
    """Screens whose early keys the GM was told of (once each)."""

    # --- holding while a screen opens ---------------------------------------------------
    def hold_keys(self) -> None:
        """Hold keys until the screen this action opens is ready (or ``release_keys``)."""
        self._action_opening = True

    def release_keys(self) -> None:
        """The action ended (whether or not it opened a screen)."""
        self._action_opening = False
        self._next()

    if TYPE_CHECKING:  # Textual's own two forms, by ``wait_for_dismiss``

        @overload
        def push_screen(
            self,
            screen: Screen[ScreenResultType] | str,
            callback: ScreenResultCallbackType[ScreenResultType] | None = None,
            wait_for_dismiss: Literal[False] = False,
            *,
            mode: str | None = None,
        ) -> AwaitMount: ...

        @overload
        def push_screen(
            self,
            screen: Screen[ScreenResultType] | str,
            callback: ScreenResultCallbackType[ScreenResultType] | None = None,
            wait_for_dismiss: Literal[True] = True,
            *,
            mode: str | None = None,
        ) -> asyncio.Future[ScreenResultType]: ...

    def push_screen(
        self,
        screen: Screen[ScreenResultType] | str,
        callback: ScreenResultCallbackType[ScreenResultType] | None = None,
        wait_for_dismiss: bool = False,
        *,
        mode: str | None = None,
    ) -> AwaitMount | asyncio.Future[ScreenResultType]:
        self._action_opening = False
        result = (
            super().push_screen(screen, callback, True, mode=mode)
            if wait_for_dismiss
            else super().push_screen(screen, callback, False, mode=mode)
        )
        self._hold_until_ready()
        return result

    def switch_screen(self, screen: Screen[ScreenResultType] | str) -> AwaitComplete:
        """The start screen gives way to the fight: keys typed meanwhile are the fight's."""
        self._action_opening = False
        result = super().switch_screen(screen)
        self._hold_until_ready()
        return result

    def pop_screen(self) -> AwaitComplete:
        """Keys typed while a dialog closes belong to the screen under it."""
        result = super().pop_screen()
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
        self.call_after_refresh(self._screen_ready, change)
        self.set_timer(HOLD_TIMEOUT, functools.partial(self._screen_ready, change))

    def _screen_ready(self, change: int) -> None:
        if change == self._screen_changes and self._holding:
            self._holding = False
            self._next()

    # --- the keys -------------------------------------------------------------------------
    async def on_event(self, event: events.Event) -> None:
        if not isinstance(event, events.Key):
            await super().on_event(event)
            return
        if not self.screen_stack:
            return  # the app is closing: keys still waiting have nowhere to go
        if event.is_forwarded:
            # A key back from the focused widget: its bindings run now.
            await super().on_event(event)
            if self._awaiting is not None and event.key == self._awaiting.key:
                # What the binding started (a message, a dismiss) settles first.
                self._settle(self._awaiting)
            return
        event = self._as_meant(event)
        backlog = self._keys()
        if event in _REPLAYED:
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
        await super().on_event(event)
        if bound and event.is_forwarded:
            self._awaiting = event
            self.set_timer(BUBBLE_TIMEOUT, functools.partial(self._give_up_on, event))
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
        _TYPED_AT[enter] = typed_at(event)
        if event in _REPLAYED:
            _REPLAYED.add(enter)
        return enter

    def _seen_by_screen(self, event: events.Key) -> bool:
        """False for a key typed before a question that must be seen was drawn (the
        restore question after a crash: an ``n`` typed at launch discarded the journal).
        Such a screen has ``must_be_seen`` true and ``shown_at`` (None until drawn).
        The keys are dropped, and the GM told once."""
        screen = self.screen
        if not (isinstance(screen, MustBeSeen) and screen.must_be_seen):
            return True
        shown_at = screen.shown_at
        if shown_at is not None and typed_at(event) >= shown_at:
            return True
        if not hasattr(self, "_told"):
            self._told = weakref.WeakSet()
        if screen not in self._told:
            self._told.add(screen)
            self.notify(
                t("Keys typed before this question appeared were ignored: read it first."),
                severity="warning",
                markup=False,
            )
        return False

    def _bound(self, key: str) -> bool:
        """Whether a binding on the current screen may act on this key."""
        try:
            return key in self.screen.active_bindings
        except Exception:  # no screen yet, or the app is closing
            return False

    def _settle(self, key: events.Key) -> None:
        """Wait until every widget on screen has handled what was queued, SETTLE_ROUNDS
        times over (a message a binding posts can post another), then hand on the next."""
        _Settling(self, key).next_round()

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
        _REPLAYED.add(again)
        _TYPED_AT[again] = typed_at(waiting)
        self._in_flight = True
        self.post_message(again)


class _Settling:
    """One bound key's wait for the widgets: each node of the focus chain answers a
    callback, round after round, then the type-ahead gives up on the key and hands on the
    next.

    Plain callbacks and one timer handle per round, no task: a worker per key, a task per
    node and round, and ``call_later``'s ``partial`` (Textual looks up its signature on
    every call) cost about a fifth of an ``n``'s CPU
    (``benchmarks/bench_console.py``, the terminal figure)."""

    def __init__(self, app: TypeAhead, key: events.Key) -> None:
        self._app = app
        self._key = key
        self._rounds_left = SETTLE_ROUNDS
        self._waiting = 0
        self._timeout: asyncio.TimerHandle | None = None

    def next_round(self) -> None:
        if self._rounds_left == 0:
            self._finish()
            return
        self._rounds_left -= 1
        try:
            screen = self._app.screen
        except Exception:  # no screen: the app is closing
            self._finish()
            return
        # What a key's binding starts travels up the focus chain (a message bubbles from
        # the focused widget to the screen and the app): the widgets beside it are not
        # waited for (all eleven nodes, three rounds, were a tenth of an n's CPU).
        start: DOMNode = screen.focused or screen
        nodes = list(start.ancestors_with_self)
        self._waiting = sum(node.post_message(events.Callback(self.answered)) for node in nodes)
        if self._waiting == 0:
            self._finish()
            return
        # A busy widget (a long repaint) must not stop the console: past the time limit
        # the next key goes on anyway.
        self._timeout = asyncio.get_running_loop().call_later(BUBBLE_TIMEOUT * 4, self._finish)

    def answered(self) -> None:
        if self._timeout is None:
            return  # the round timed out: the next key went on already
        self._waiting -= 1
        if self._waiting == 0:
            self._timeout.cancel()
            self._timeout = None
            self.next_round()

    def _finish(self) -> None:
        self._rounds_left = 0
        self._timeout = None
        self._app._give_up_on(self._key)


def _still_shown(node: DOMNode) -> bool:
    """Whether the app is running and the screen is still on its stack (a node is no
    longer attached once the app was asked to exit)."""
    app = node.app
    return app.is_running and node.is_attached and node in app.screen_stack


def _type_ahead(node: DOMNode) -> TypeAhead:
    """The app, which holds and hands on the keys."""
    app = node.app
    if not isinstance(app, TypeAhead):
        raise TypeError(f"{type(app).__name__} does not hand on typed-ahead keys")
    return app


NodeT = TypeVar("NodeT", bound=DOMNode)
Params = ParamSpec("Params")


def opens_screens(
    method: Callable[Concatenate[NodeT, Params], Awaitable[None]],
) -> Callable[Concatenate[NodeT, Params], None]:
    """Make an async screen action a worker that may ask questions with
    ``push_screen_wait``; keys typed after it wait for its first screen (or its end)."""

    @work(group="dialogs")
    async def run(self: NodeT, *args: Params.args, **kwargs: Params.kwargs) -> None:
        try:
            await method(self, *args, **kwargs)
        except Exception:
            # The console closed (or this screen went) while a dialog was open: a dialog
            # pruned on the way out may still answer, and the screen's widgets are gone by
            # then. Nothing is left to act on, and a traceback on exit would be a lie.
            if _still_shown(self):
                raise
        finally:
            _type_ahead(self).release_keys()

    @functools.wraps(method)
    def action(self: NodeT, *args: Params.args, **kwargs: Params.kwargs) -> None:
        _type_ahead(self).hold_keys()
        run(self, *args, **kwargs)

    return action
