"""The console's seam for the players' view: start it, publish to it, stop it.

    from gmconsole.players.service import PlayersService, PlayersServerError
    from gmconsole.players.view import build_view

    service = PlayersService.from_address("0.0.0.0:8000", lang="es")  # ValueError if bad
    url = await service.start()          # PlayersServerError: a message for the GM
    service.qr_lines()                   # the URL as a QR code, lines of text
    service.publish(build_view(party, lang=service.lang, open_rolls=False, hidden=ids))
    await service.stop()                 # closes the port and every page's stream

``start`` and ``stop`` run in the caller's asyncio loop (Textual's): no threads. Call
``publish`` after every change (it never waits: a slow phone cannot slow the console).
This module does not import aiohttp: the server loads on the first ``start``.

Modes: a loopback host (the default 127.0.0.1:8000) needs no token; any other host, or
``lan=True`` (which binds 0.0.0.0), puts a random token in the URL and refuses (403)
every request without it. The URL then carries the laptop's LAN address.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Literal

from gmconsole.lazy import lazy_module
from gmconsole.players.addresses import (
    PlayersServerError,
    is_loopback,
    lan_address,
    parse_address,
)
from gmconsole.players.qr import qr_lines

if TYPE_CHECKING:
    from gmconsole.players import server as server_module
    from gmconsole.players.server import PlayersServer
else:  # aiohttp is loaded when the view starts, not with the console
    server_module = lazy_module("gmconsole.players.server")

__all__ = ["PlayersService", "PlayersServerError"]

DEFAULT_ADDRESS = "127.0.0.1:8000"
_ANY = ("0.0.0.0", "::", "")


class PlayersService:
    """One players' view: an aiohttp server in the running loop, fed public snapshots."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 8000,
        *,
        lan: bool = False,
        lang: str = "es",
        max_viewers: int = 32,
    ) -> None:
        if lan and is_loopback(host):
            host = "0.0.0.0"
        self.host = host
        self.port = port
        self.lang = lang if lang in ("es", "en") else "en"
        self.lan = not is_loopback(host)
        self.token: str | None = secrets.token_urlsafe(24) if self.lan else None
        """The access token (LAN mode), or None on localhost."""
        self.max_viewers = max_viewers
        self._server: PlayersServer | None = None
        self._view: dict[str, object] | None = None
        self._url: str | None = None

    @classmethod
    def from_address(
        cls, address: str | None = None, *, lan: bool = False, lang: str = "es"
    ) -> PlayersService:
        """From ``[HOST:]PORT`` as typed after ``--players``; ValueError says what's wrong."""
        host, port = parse_address(address)
        return cls(host, port, lan=lan, lang=lang)

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def url(self) -> str | None:
        """The address players open (with the token in LAN mode); None when stopped."""
        return self._url

    @property
    def viewers(self) -> int:
        """How many pages are open now."""
        return self._server.viewers if self._server else 0

    async def start(self) -> str:
        """Listen and return the URL. Raises PlayersServerError with a message."""
        if self._server is not None and self._url is not None:
            return self._url
        server = server_module.PlayersServer(
            self.host, self.port, token=self.token, lang=self.lang, max_viewers=self.max_viewers
        )
        if self._view is not None:
            server.publish(self._view)
        await server.start()
        self._server = server
        host = lan_address() if self.host in _ANY else self.host
        if ":" in host:
            host = f"[{host}]"
        query = f"?token={self.token}" if self.token else ""
        self._url = f"http://{host}:{server.bound_port}/{query}"
        return self._url

    def publish(self, view: dict[str, object]) -> None:
        """Make ``view`` (from ``build_view``) what every page shows; kept for a restart."""
        self._view = view
        if self._server is not None:
            self._server.publish(view)

    async def stop(self) -> None:
        """Close the port and every page's stream at once; safe when not running."""
        server, self._server, self._url = self._server, None, None
        if server is not None:
            await server.stop()

    def qr_lines(self, *, ink: Literal["dark", "light"] = "dark") -> list[str]:
        """The URL as a QR code (see ``qr.qr_lines``); empty when stopped."""
        return qr_lines(self._url, ink=ink) if self._url else []
