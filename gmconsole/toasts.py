"""The console's toasts: what was said before goes where it would cover, warnings stay.

A screen that opens over the toasts' corner (the sheet editor: its last lines are the
row's check and help) and a panel's roll (its result lines, at 80x24) drop what was said
before them, which is stale there (a new party's path, a refused key, "press again to
roll anyway"), but not a warning given longer than the default to be read (the
file's comments will not survive a save: 10 s; a keymap's problems: 15 s). Textual clears
all its notifications or one by a private name; ``Toasts`` keeps those warnings as they
are posted and posts the ones still showing again, with the time they had left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.notifications import Notification, Notify, SeverityLevel

if TYPE_CHECKING:
    from textual.app import App

    _Base = App[None]
else:
    _Base = object


def clear_stale_toasts(app: App[Any]) -> None:
    """What was said before goes from the screen; the console's long warnings stay."""
    if isinstance(app, Toasts):
        app.clear_stale_notifications()
    else:
        app.clear_notifications()


class Toasts(_Base):
    """Mixed into the App, before ``App`` in the bases."""

    warnings: list[Notification] = []
    """The warnings raised to be read at length, the expired dropped at each new one."""
    showing: list[Notification] = []
    """Every notification posted, the expired dropped at each new one (``notify``)."""

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """A toast, as Textual's, but not again while the same words show (play-test: a
        refusal said three times covered the panel's key hints three toasts high)."""
        self.showing = [n for n in self.showing if not n.has_expired]
        if any((n.message, n.severity) == (message, severity) for n in self.showing):
            return
        timeout = self.NOTIFICATION_TIMEOUT if timeout is None else timeout
        self.showing.append(Notification(message, title, severity, timeout, markup=markup))
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def on_notify(self, event: Notify) -> None:
        """Every notification as Textual takes it (``notify`` posts it); an error, and a
        warning given longer than the default, are kept for ``clear_stale_notifications``
        (a refused key's warning is not)."""
        notification = event.notification
        long_warning = notification.timeout > self.NOTIFICATION_TIMEOUT
        if notification.severity == "error" or (
            notification.severity == "warning" and long_warning
        ):
            self.warnings = [n for n in self.warnings if not n.has_expired] + [notification]

    def clear_notifications(self) -> None:
        super().clear_notifications()
        self.warnings = []
        self.showing = []

    def clear_stale_notifications(self) -> None:
        """Drop every toast but the errors and long warnings still showing, each with the
        time it had left."""
        kept = [n for n in self.warnings if not n.has_expired]
        self.clear_notifications()
        for n in kept:  # anew (a new identity: the one going may still be on the screen)
            self.notify(
                n.message, title=n.title, severity=n.severity, timeout=n.time_left, markup=n.markup
            )
