"""Python's cycle collector, paused from launch to the console's first frame."""

from __future__ import annotations

import gc
from types import TracebackType


class LaunchPause:
    """From launch to the first frame Python makes the objects it keeps for the whole
    session (modules, classes, the party, the widgets) and almost no garbage, yet its
    cycle collector ran ~140 times over them, once over the whole heap: ~45 ms of a
    ~400 ms start, where a bare Textual app pays ~20.

    Paused until the first frame. A second later (``GMConsole.on_ready``: the frame is
    on its way to the terminal meanwhile) one full collection clears what start-up did
    leave (~1,400 objects: parsed files, closed screens), and what remains is frozen
    (``gc.freeze``, CPython's advice for start-up objects), so the full collections of
    the session do not walk it again. ``resume`` turns it back on without freezing (the
    ``check`` command, which draws no frame); so does leaving the ``with`` block, whatever
    happened. A collector someone else had turned off stays off."""

    def __init__(self) -> None:
        self.paused = False

    def __enter__(self) -> LaunchPause:
        self.paused = gc.isenabled()
        gc.disable()
        return self

    def first_frame(self) -> None:
        if self.paused:
            gc.collect()
            gc.freeze()
            self.resume()

    def resume(self) -> None:
        if self.paused:
            gc.enable()
            self.paused = False

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.resume()
