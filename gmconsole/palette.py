"""Command palette (ctrl+p): every main-screen action by name; commands only call actions."""

from __future__ import annotations

from functools import partial
from typing import Protocol, runtime_checkable

from textual.binding import ActiveBinding, Binding
from textual.command import CommandList, CommandPalette, DiscoveryHit, Hit, Hits, Provider

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
    """Textual's palette, with its keys' words in the console's language, and two guards
    for keys typed fast, both on public API:

    - page up/down wait for the next frame and page only a list that is laid out: a
      list just filled or just shown has no lines yet, and Textual 8.2's
      ``OptionList`` raised KeyError paging it (it reads a line map that is still
      empty);
    - closing the palette stops its searches: a search started by a key handled just
      before the close (Textual cancels only the one running at the close) finished
      after the palette's timers were stopped, and its "No matches found" timer then
      asked the gone palette for its list ("No nodes match 'CommandList'", exit 1).

    Textual's own "No matches found" is left as Textual writes it, in English: it has
    no public hook for that text."""

    BINDINGS = [
        Binding("pagedown", "page('down')", "Next page", show=False),
        Binding("pageup", "page('up')", "Previous page", show=False),
    ]

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Its keys' words in the language of the moment (``bindings_in_language``)."""
        return bindings_in_language(super().active_bindings)

    def action_page(self, direction: str) -> None:
        """Page the list of commands, once it is drawn."""
        self.call_after_refresh(self._page, direction)

    def _page(self, direction: str) -> None:
        for commands in self.query(CommandList):  # none once the palette is closing
            if commands.scrollable_content_region:
                if direction == "down":
                    commands.action_page_down()
                else:
                    commands.action_page_up()

    def on_screen_suspend(self) -> None:
        """Closed (or covered): no search of this palette goes on."""
        self.workers.cancel_node(self)
