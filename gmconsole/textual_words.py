"""Textual's own notifications in the console's language.

Textual writes a few notifications itself, in English and with no hook for their text:
ctrl+c's hint on how to quit, and the screenshot's "saved" or "failed". These handlers
say the same in the console's language; a screenshot's handler stops the event there, so
Textual's English one does not run as well.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events

from gmconsole.i18n import t

if TYPE_CHECKING:
    from textual.app import App

    _Base = App[None]
else:
    _Base = object


class TextualWords(_Base):
    """Mixed into the App, before ``App`` in the bases."""

    def action_help_quit(self) -> None:
        """Bound to ctrl+c by Textual: say which key quits (it no longer is ctrl+c)."""
        for active in self.active_bindings.values():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(
                    t("Press {key} to quit", key=self.get_key_display(active.binding)),
                    title=t("Do you want to quit?"),
                    markup=False,
                )
                return

    def _on_delivery_complete(self, event: events.DeliveryComplete) -> None:
        if event.name != "screenshot":
            return
        event.prevent_default()
        if event.path is None:
            self.notify(t("Saved screenshot"), title=t("Screenshot"), markup=False)
        else:
            self.notify(
                t("Saved screenshot to {path}", path=event.path),
                title=t("Screenshot"),
                markup=False,
            )

    def _on_delivery_failed(self, event: events.DeliveryFailed) -> None:  # type: ignore[override]
        # (Textual 8.2 annotates its own handler with DeliveryComplete by mistake.)
        if event.name != "screenshot":
            return
        event.prevent_default()
        self.notify(
            t("Failed to save screenshot"), title=t("Screenshot"), severity="error", markup=False
        )
