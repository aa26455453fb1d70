"""Every key reaches what it was typed for, in order.

Textual hands a key to the focused widget at once; the key's bindings run only when it has
bubbled back up to the app, and a dialog that an action opens appears later still (a worker
pushes it, its field takes the focus once mounted). A key typed right behind ``d`` or behind
a dialog's ``enter`` would reach the widget that had the focus before: the tracker, or the
field of a dialog that is closing.

So the app hands Textual one key at a time, and the next only when the first has travelled:

- **the key's way up**: a callback to each node between the focused widget and the app,
  each posted once the node below answered, so it lands behind the key in every queue;
  when the app answers, the key's binding has run. Two more rounds over the focus chain
  let what the binding posted (a dialog's submit, its dismiss) be handled;
- **a screen that opens or closes** (Textual's ``screen_change_signal``): keys wait until
  the new top screen and each of its widgets answered twice (mounted, focused);
- **a question being asked** (``asking``): while an action that asks questions runs, keys
  typed on the screen it started from wait for its next question, or for its end.

Keys are Textual's own events, handed to ``App.on_event`` as they came; none is dropped,
made again or merged. A round that a node never answers (removed meanwhile) ends after
``SAFETY`` seconds, so the keyboard cannot stay held.
"""

from __future__ import annotations

import asyncio
import functools
from collections import Counter, deque
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Concatenate, ParamSpec, Protocol, TypeVar, runtime_checkable

from textual import events
from textual.dom import DOMNode
from textual.keys import key_to_character
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget

from gmconsole.i18n import t

if TYPE_CHECKING:
    from textual.app import App

    _Base = App[None]
else:
    _Base = object

SETTLE_ROUNDS = 3
"""Rounds over the focus chain after a key: its way up, then two for what it started."""
SAFETY = 2.0
"""Seconds after which a round nobody finished is given up (a node removed meanwhile)."""


def textual_clock() -> float:
    """Now, on the clock Textual stamps its events with (a new message's ``time``)."""
    return Message().time


@runtime_checkable
class MustBeSeen(Protocol):
    """A question whose answer keys count only once it was drawn (``ConfirmDialog`` with
    ``must_be_seen``): ``shown_at`` (``textual_clock``) is None until then."""

    must_be_seen: bool
    shown_at: float | None


def escape_apart(key: events.Key) -> list[events.Key]:
    """``key`` as typed: Escape and a key typed within about 0.1 s (Textual's input
    thread wakes that often) reach the app as one ``alt+`` key (a terminal sends the same
    bytes for both), so "escape, n" typed fast was lost twice over (play-test 10: the
    panel stayed open and ``n`` did nothing). The console binds no ``alt+`` key: it is
    Escape and the key. Escape with enter, space, tab, backspace or a ctrl+ key reaches
    Textual as that key alone (or ctrl+w): those cannot be told from the key typed alone
    (play-test 13: ``escape ctrl+y``)."""
    name = key.key.removeprefix("alt+")
    if name == key.key or name.startswith(("alt+", "ctrl+")):
        return [key]
    if name.startswith("shift+"):
        name = name.removeprefix("shift+").upper()
    character = key.character or key_to_character(name)
    if character is None or len(character) != 1 or not character.isprintable():
        return [key]
    keys = [events.Key("escape", "\x1b"), events.Key(name, character)]
    for made in keys:
        made.time = key.time
    return keys


class KeyQueue(_Base):
    """Mixed into the App, before ``App`` in the bases."""

    def __init__(self) -> None:
        super().__init__()
        self._keys: deque[events.Key] = deque()
        """Keys typed and not yet handed to Textual, oldest first."""
        self._travelling: _Rounds | None = None
        """The rounds of the key handed on last, until they end."""
        self._opening: _Rounds | None = None
        """The rounds of the last screen change, until the screen on top is ready."""
        self._asking: Counter[Widget] = Counter()
        """Screens whose keys wait: an action started there is asking questions."""
        self._told: set[int] = set()

    first_frame_at: float | None = None
    """When the first screen was drawn (``textual_clock``); None until then."""

    # --- what the app tells it ------------------------------------------------------------
    def follow_screens(self) -> None:
        """Hold keys whenever the screen on top changes (call once, when mounted)."""
        self.screen_change_signal.subscribe(self, self._screen_changed, immediate=True)
        self._screen_changed(self.screen)

    def hold_keys(self, screen: Widget) -> None:
        """Keys typed on ``screen`` wait until ``release_keys``: a question is coming."""
        self._asking[screen] += 1

    def release_keys(self, screen: Widget) -> None:
        self._asking[screen] -= 1
        if self._asking[screen] <= 0:
            del self._asking[screen]
        self._next()

    def pass_on(self, key: events.Key) -> None:
        """``key`` was typed for what comes after the screen that got it (a list closed by
        it): it goes on first, once that is ready, as typed (its copy: the event was spent
        where it landed)."""
        again = events.Key(key.key, key.character)
        again.time = key.time
        self._keys.appendleft(again)

    @property
    def keys_waiting(self) -> bool:
        """Whether a key typed is still on its way (tests wait until it is not)."""
        return bool(self._keys) or self._busy()

    # --- the keys -------------------------------------------------------------------------
    async def on_event(self, event: events.Event) -> None:
        if not isinstance(event, events.Key) or event.is_forwarded:
            await super().on_event(event)
            return
        if event.key == "ctrl+j" and (
            self.first_frame_at is None or event.time < self.first_frame_at
        ):
            # Enter typed before the first frame: the terminal was still in line mode and
            # made its carriage return a line feed (``d 5 enter`` at launch).
            enter = events.Key("enter", "\r")
            enter.time = event.time
            event = enter
        was_empty = not self._keys
        self._keys.extend(escape_apart(event))
        if was_empty and not self._busy():
            await self._hand_on()

    def _busy(self) -> bool:
        if self._travelling is not None or self._opening is not None:
            return True
        try:
            return self._asking[self.screen] > 0
        except Exception:  # no screen: the app is closing
            return False

    def _next(self) -> None:
        """Hand on the oldest waiting key, if nothing is on its way."""
        if self._keys and not self._busy():
            self.call_later(self._hand_on)

    async def _hand_on(self) -> None:
        if not self._keys or self._busy() or not self.screen_stack:
            return
        key = self._keys.popleft()
        if not self._seen(key):
            self._next()
            return
        start: DOMNode = self.focused or self.screen
        self._travelling = _Rounds(self, self._key_done)
        await super().on_event(key)  # a priority binding, or on to the focused widget
        first = start.ancestors_with_self if key.is_forwarded else [self]
        self._travelling.start(first, SETTLE_ROUNDS - 1, self._focus_chain)

    def _key_done(self) -> None:
        self._travelling = None
        self._next()

    def _focus_chain(self) -> Sequence[DOMNode]:
        try:
            return (self.focused or self.screen).ancestors_with_self
        except Exception:  # no screen: the app is closing
            return []

    def _screen_changed(self, screen: Screen[object]) -> None:
        if self._opening is not None:
            self._opening.cancel()
        self._opening = rounds = _Rounds(self, self._screen_ready)

        def every_node() -> Sequence[DOMNode]:
            return [*screen.walk_children(with_self=True), self] if screen.is_attached else []

        # First the screen (its widgets exist once it has answered), then everyone, twice.
        rounds.start([screen], 2, every_node, one_by_one=False)

    def _screen_ready(self) -> None:
        self._opening = None
        self._next()

    def _seen(self, key: events.Key) -> bool:
        """False for a key typed before a question that must be seen was drawn (the restore
        question after a crash: an ``n`` typed at launch discarded the journal). The key
        is dropped, and the GM told once."""
        screen = self.screen
        if not (isinstance(screen, MustBeSeen) and screen.must_be_seen):
            return True
        if screen.shown_at is not None and key.time >= screen.shown_at:
            return True
        if id(screen) not in self._told:
            self._told.add(id(screen))
            self.notify(
                t("Keys typed before this question appeared were ignored: read it first."),
                severity="warning",
                markup=False,
            )
        return False


class _Rounds:
    """Callbacks posted to nodes, round after round, then ``done``.

    ``one_by_one``: each node is posted to once the one before answered (a key's way up:
    the callback lands behind the key in each queue); otherwise all at once."""

    def __init__(self, app: KeyQueue, done: Callable[[], None]) -> None:
        self._app = app
        self._done = done
        self._left = 0
        self._nodes: list[DOMNode] = []
        self._more: Callable[[], Sequence[DOMNode]] = list
        self._one_by_one = True
        self._waiting = 0
        self._safety: asyncio.TimerHandle | None = None
        self._over = False

    def start(
        self,
        nodes: Sequence[DOMNode],
        more_rounds: int,
        more: Callable[[], Sequence[DOMNode]],
        one_by_one: bool = True,
    ) -> None:
        self._left, self._more, self._one_by_one = more_rounds, more, one_by_one
        self._safety = asyncio.get_running_loop().call_later(SAFETY, self._finish)
        self._round(nodes)

    def cancel(self) -> None:
        self._over = True
        if self._safety is not None:
            self._safety.cancel()

    def _round(self, nodes: Sequence[DOMNode]) -> None:
        self._nodes = list(nodes)
        if self._one_by_one:
            self._post_next()
            return
        self._waiting = sum(node.post_message(events.Callback(self._answered)) for node in nodes)
        if self._waiting == 0:
            self._round_over()

    def _post_next(self) -> None:
        while self._nodes:
            if self._nodes.pop(0).post_message(events.Callback(self._answered)):
                self._waiting = 1
                return
        self._round_over()

    def _answered(self) -> None:
        if self._over:
            return
        self._waiting -= 1
        if self._one_by_one:
            self._post_next()
        elif self._waiting == 0:
            self._round_over()

    def _round_over(self) -> None:
        if self._left > 0:
            self._left -= 1
            self._round(self._more())
        else:
            self._finish()

    def _finish(self) -> None:
        if not self._over:
            self.cancel()
            self._done()


def _key_queue(node: DOMNode) -> KeyQueue:
    app = node.app
    if not isinstance(app, KeyQueue):
        raise TypeError(f"{type(app).__name__} does not queue keys")
    return app


def _still_shown(node: DOMNode) -> bool:
    """Whether the app runs and the screen is still on its stack."""
    app = node.app
    return app.is_running and node.is_attached and node in app.screen_stack


def asking(screen: Widget, questions: Awaitable[None]) -> None:
    """Ask ``questions`` in a worker; keys typed on ``screen`` meanwhile wait for them."""
    queue = _key_queue(screen)
    queue.hold_keys(screen)

    async def ask() -> None:
        try:
            await questions
        except Exception:
            # The console closed (or this screen went) while a dialog was open: a dialog
            # pruned on the way out may still answer, and the screen's widgets are gone by
            # then. Nothing is left to act on, and a traceback on exit would be a lie.
            if _still_shown(screen):
                raise
        finally:
            queue.release_keys(screen)

    screen.run_worker(ask(), group="dialogs")


NodeT = TypeVar("NodeT", bound=Widget)
Params = ParamSpec("Params")


def opens_screens(
    method: Callable[Concatenate[NodeT, Params], Awaitable[None]],
) -> Callable[Concatenate[NodeT, Params], None]:
    """Make an async action of a screen (or a widget) one that may ask questions
    (``push_screen_wait``); keys typed on its screen meanwhile wait for them."""

    @functools.wraps(method)
    def action(self: NodeT, *args: Params.args, **kwargs: Params.kwargs) -> None:
        asking(self.screen, method(self, *args, **kwargs))

    return action
