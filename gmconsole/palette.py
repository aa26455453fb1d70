"""Command palette (ctrl+p): every main-screen action by name; commands only call actions."""

from __future__ import annotations

from functools import partial
from typing import Protocol, runtime_checkable

from rich.align import Align
from rich.text import Text
from textual.binding import ActiveBinding
from textual.command import CommandList, CommandPalette, DiscoveryHit, Hit, Hits, Provider
from textual.widgets.option_list import Option

from gmconsole.i18n import t
from gmconsole.textual_words import bindings_in_language


@runtime_checkable
class OffersActions(Protocol):
    """A screen whose actions the palette lists, as (text, action) pairs."""

    def palette_actions(self) -> list[tuple[str, str]]: ...


class ActionsProvider(Provider):
    def _actions(self) -> list[tuple[str, str]]:
        """The actions the screen offers (it leaves out those its system does not have)."""
        screen = self.screen
        return screen.palette_actions() if isinstance(screen, OffersActions) else []

    async def discover(self) -> Hits:
        for text, action in self._actions():
            yield DiscoveryHit(text, partial(self.screen.run_action, action))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, action in self._actions():
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text), partial(self.screen.run_action, action))


class SafeCommandPalette(CommandPalette):
    """Textual's palette, except that paging the list before it has been laid out (keys
    typed as the palette opens) is ignored instead of raising KeyError inside Textual 8.2
    (OptionList._move_page reads a line map that is still empty)."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Its keys' words in the language of the moment (``bindings_in_language``)."""
        return bindings_in_language(super().active_bindings)

    def _action_command_list(self, action: str) -> None:
        try:
            super()._action_command_list(action)
        except KeyError:
            return

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """Textual 8.2's own, with its "No matches found" in the console's language (it
        has no hook for the text; tests/i18n/test_palette_language.py checks it)."""
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(
                        Align.center(Text(t("No matches found"), style="not bold")),
                        disabled=True,
                        id=self._NO_MATCHES,
                    )
                )
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
