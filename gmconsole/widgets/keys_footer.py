"""The footer of every screen: Textual's, redrawn only when the keys it shows change."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeysFooter(Footer):
    """Textual's Footer recomposes (every key a new widget, each styled anew) whenever
    the screen's bindings are refreshed: on every focus change, screen switch and action
    that refreshes them, though the keys shown are nearly always the same. This one
    recomposes only when what it would show differs from what it shows: the same
    footer at a fraction of the cost (it was ~15% of the CPU of a fight played in the
    tests)."""

    _shown: tuple[object, ...] | None = None
    """The signature of the keys the footer last composed (None: none yet)."""

    def _signature(self, screen: Screen) -> tuple[object, ...]:
        """Everything ``Footer.compose`` reads, in order: the keys shown, and the
        palette's key, which it shows whatever its ``show``."""
        app = self.app
        bindings = screen.active_bindings
        return (
            self.show_command_palette,
            app.ENABLE_COMMAND_PALETTE,
            bindings.get(app.COMMAND_PALETTE_BINDING),
            *(
                (key, b.action, b.description, app.get_key_display(b), enabled, tooltip, b.group)
                for key, (_, b, enabled, tooltip) in bindings.items()
                if b.show
            ),
        )

    def compose(self) -> ComposeResult:
        """Textual's keys, each given the footer's style before it is mounted: a key
        starts compact and is then bound to the footer's setting, and each of those two
        changes restyled it (two style passes per key, ~20 ms on the main screen's first
        frame).

        What is composed is remembered here, not when the redraw is asked for: a redraw
        asked for and lost on the way (a screen closing first) is asked for again."""
        if self._bindings_ready:
            self._shown = self._signature(self.screen)
        for widget in super().compose():
            # The palette's key is not bound to the setting: it stays as Textual makes it.
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    def bindings_changed(self, screen: Screen) -> None:
        if self.is_attached and screen is self.screen and self._signature(screen) == self._shown:
            return
        super().bindings_changed(screen)
