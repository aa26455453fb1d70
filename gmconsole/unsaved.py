"""How far the party is from its file, counted in steps of the history: the net unsaved
change ("3 unsaved actions"), not the undos and redos that led there.

The history is a line of steps: the undo stack (``done``) then the redo stack
(``undone``). The saved state branches off that line at ``saved_at`` (a position on it)
and lies ``beyond`` steps further on another branch (0: on the line). Five actions and
two undos from a save: ``done`` 3, saved at 0, net 3. Undo back to the save: net 0.

The engine keeps one of these beside its history; the recovery journal's reader runs the
same arithmetic over the journal's lines (without replaying them) to say how many actions
a restore would bring back.
"""

from __future__ import annotations

from dataclasses import dataclass

HISTORY_LIMIT = 1000
"""Steps the undo history keeps (gmconsole.state.history uses this one)."""


@dataclass
class Position:
    done: int = 0
    """Steps on the undo stack (at most ``limit``)."""
    undone: int = 0
    """Steps on the redo stack."""
    saved_at: int = 0
    """Where on the line (``done`` + ``undone`` steps from its start) the saved state's
    branch leaves it."""
    beyond: int = 0
    """Steps from that point to the saved state off the line (0: the saved state is on
    the line)."""
    undone_beyond: int = 0
    """Of ``beyond``, the steps known to be undos: the saved state's steps that were taken
    back before a new step dropped them with the redo stack. The rest of ``beyond`` (the
    oldest steps fallen off the history, an older journal's checkpoint, a saved mark's
    count) are told as actions (review: an old journal's three actions read "3 undos")."""
    limit: int = HISTORY_LIMIT

    def push(self) -> None:
        """A new step: the redo stack is dropped; the oldest step falls off past ``limit``."""
        if self.saved_at > self.done:  # the saved state was on the dropped redo stack
            self.beyond += self.saved_at - self.done
            self.undone_beyond += self.saved_at - self.done
            self.saved_at = self.done
        self.done += 1
        self.undone = 0
        if self.done > self.limit:
            self.done -= 1
            if self.saved_at > 0:
                self.saved_at -= 1
            else:  # the line now starts one step past the branch point
                self.beyond += 1

    def undo(self) -> None:
        if self.done:
            self.done -= 1
            self.undone += 1

    def redo(self) -> None:
        if self.undone:
            self.undone -= 1
            self.done += 1

    def saved(self, beyond: int = 0) -> None:
        """The party was saved here (``beyond``: that many steps past this point)."""
        self.saved_at = self.done
        self.beyond = beyond
        self.undone_beyond = 0

    @property
    def net(self) -> int:
        """Undos, redos and new actions between the saved state and the current one."""
        return abs(self.done - self.saved_at) + self.beyond

    @property
    def undos(self) -> int:
        """Of ``net``, the steps that took back what the file holds (undos past the save),
        the rest being actions the file does not have."""
        return self.undone_beyond + max(0, self.saved_at - self.done)
