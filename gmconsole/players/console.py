"""The console's side of the players' view: one service, started and stopped on the
GM's word, fed a public snapshot of the party after every change.

Nothing here is imported before the GM asks for the view (first paint does not pay for
it); the aiohttp server loads on the first start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import language
from gmconsole.players.service import PlayersServerError, PlayersService
from gmconsole.players.view import build_view

if TYPE_CHECKING:
    from gmconsole.model.party import AnyParty


class PlayersControl:
    """The players' view as the app drives it."""

    def __init__(self, address: str | None = None, lang: str | None = None) -> None:
        self.address = address
        self.fixed_lang = lang
        """A language for the page; None (the console's way): the console's language,
        read again at every change, so the page follows a switch."""
        self.open_rolls = False
        self.open_from = 0
        """The log's length when the GM turned the open rolls on: they apply from there
        (a roll made in secret stays secret)."""
        self.opened: tuple[tuple[int, int], ...] = ()
        """The log's lines rolled in the open before the GM closed the rolls again (from,
        to): a roll the players saw stays (play-test 32: `o` off took them away)."""
        self.service: PlayersService | None = None

    @property
    def lang(self) -> str:
        if self.fixed_lang is not None:
            return self.fixed_lang
        return language()

    @property
    def running(self) -> bool:
        return self.service is not None and self.service.running

    async def start(self, party: AnyParty, lan: bool = False) -> str:
        """Serve (again) and return the URL; PlayersServerError or ValueError says why not."""
        await self.stop()
        service = PlayersService.from_address(self.address, lan=lan, lang=self.lang)
        service.publish(self.view(party))
        await service.start()
        self.service = service
        return service.url or ""

    async def stop(self) -> None:
        if self.service is not None:
            await self.service.stop()
            self.service = None

    def publish(self, party: AnyParty) -> None:
        if self.running and self.service is not None:
            self.service.publish(self.view(party))

    def toggle_open_rolls(self, party: AnyParty | None) -> None:
        """Open rolls on (from the log's next line on) or off."""
        now = len(party.log) if party is not None else 0
        if self.open_rolls:
            self.opened = (*self.opened, (self.open_from, now))
        self.open_rolls = not self.open_rolls
        self.open_from = now
        if party is not None:
            self.publish(party)

    def view(self, party: AnyParty) -> dict[str, object]:
        return build_view(
            party,
            lang=self.lang,
            open_rolls=self.open_rolls,
            open_from=self.open_from,
            opened=self.opened,
        )


__all__ = ["PlayersControl", "PlayersServerError"]
