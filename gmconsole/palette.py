"""Command palette (ctrl+p): every main-screen action by name; commands only call actions."""

from __future__ import annotations

from functools import partial

from textual.command import CommandPalette, DiscoveryHit, Hit, Hits, Provider


class ActionsProvider(Provider):
    def _actions(self) -> list[tuple[str, str]]:
        """The actions the screen offers (it leaves out those its system does not have)."""
        actions = getattr(self.screen, "palette_actions", None)
        return actions() if callable(actions) else []

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

    def _action_command_list(self, action: str) -> None:
        try:
            super()._action_command_list(action)
        except KeyError:
            return
