"""The players' page over HTTP: an aiohttp server inside the console's asyncio loop.

Routes (GET and HEAD only; other methods get 405, unknown paths 404):
- ``/``            the page (``page.html``, package data; no outside assets);
- ``/view.json``   the current public view (``null`` before the first publish);
- ``/events``      server-sent events: the current view at once, then each ``publish``;
  a comment line every ``keepalive`` seconds keeps proxies and phones from closing it.

In LAN mode every route needs ``?token=<token>`` (403 without it). A slow or vanished
viewer never slows the console: ``publish`` serialises the view once and leaves it in
each viewer's one-slot mailbox (a newer view replaces an unsent one), and a viewer whose
write stalls for ``SEND_TIMEOUT`` seconds is dropped. At most ``max_viewers`` event
streams are open; one more gets 503 and a "too many viewers" page.

Bad requests cost the console little: headers over 8 KiB get 400, unknown paths 404, a
page whose browser went away frees its slot at once (its handler is cancelled), a
connection that sends nothing is closed after ``IDLE_TIMEOUT`` seconds, and one address
holds at most ``max_per_address`` open connections (one more is answered 429 and
closed before any parsing).
"""

from __future__ import annotations

import asyncio
import base64
import errno
import hashlib
import hmac
import json
import logging
import re
import socket
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

from aiohttp import web

from gmconsole.i18n import t
from gmconsole.players.addresses import DEFAULT_HOST, DEFAULT_PORT, PlayersServerError
from gmconsole.players.labels import labels_for

MAX_VIEWERS = 32
KEEPALIVE = 15.0
SEND_TIMEOUT = 10.0
SHUTDOWN_TIMEOUT = 1.0
IDLE_TIMEOUT = 15.0
"""Seconds a connection may sit without a request (before the first or between two)."""
MAX_PER_ADDRESS = 2 * MAX_VIEWERS + 16
"""Open connections one address may hold: a browser tab keeps its event stream and,
for a while, the connection that loaded the page; a TV or one laptop may open many."""

log = logging.getLogger("gmconsole.players")
log.addHandler(logging.NullHandler())

TOO_MANY = {
    "es": "Demasiados espectadores: hay {n} páginas abiertas. Cierra alguna y recarga.",
    "en": "Too many viewers: {n} pages are open. Close one and reload.",
}
FORBIDDEN = {
    "es": "Prohibido: abre el enlace completo que muestra la consola del DJ (con su token).",
    "en": "Forbidden: open the full link the GM's console shows (with its token).",
}


def load_page() -> str:
    """The page's HTML (package data)."""
    return resources.files("gmconsole.players").joinpath("page.html").read_text("utf-8")


def _script_hashes(page: str) -> str:
    """CSP source list for the page's inline scripts (so no other script can run)."""
    found = re.findall(r"<script>(.*?)</script>", page, flags=re.S)
    return " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(s.encode()).digest()).decode() + "'"
        for s in found
    )


_BUSY_TEXT = b"Too many connections from your address: close some and retry.\n"
TOO_BUSY = (
    b"HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain; charset=utf-8\r\n"
    b"Connection: close\r\nRetry-After: 10\r\n"
    + f"Content-Length: {len(_BUSY_TEXT)}\r\n\r\n".encode()
    + _BUSY_TEXT
)
"""The whole answer to a connection over the per-address limit (written, then closed)."""


class _Gate(asyncio.Protocol):
    """One connection, counted per peer address before aiohttp sees it: over the limit
    it is answered 429 and closed; otherwise everything goes to aiohttp's handler."""

    def __init__(self, counts: dict[str, int], limit: int, make: Callable[[], Any]) -> None:
        self.counts = counts
        self.limit = limit
        self.make = make
        self.inner: Any = None
        self.peer: str | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self.peer = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if self.counts.get(self.peer, 0) >= self.limit:
            self.peer = None
            if isinstance(transport, asyncio.WriteTransport):
                transport.write(TOO_BUSY)
            transport.close()
            return
        self.counts[self.peer] = self.counts.get(self.peer, 0) + 1
        self.inner = self.make()
        self.inner.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.peer is not None:
            left = self.counts.get(self.peer, 1) - 1
            if left > 0:
                self.counts[self.peer] = left
            else:
                self.counts.pop(self.peer, None)
            self.peer = None
        if self.inner is not None:
            self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()


class _GatedSite(web.TCPSite):
    """A TCP site whose connections pass through a per-address ``_Gate``."""

    def __init__(self, runner: web.AppRunner, host: str, port: int, limit: int) -> None:
        super().__init__(runner, host, port)
        self.limit = limit
        self.counts: dict[str, int] = {}

    async def start(self) -> None:
        await web.BaseSite.start(self)
        server = self._runner.server
        assert server is not None
        counts, limit = self.counts, self.limit
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: _Gate(counts, limit, server), self._host, self._port, backlog=self._backlog
        )
        sockets = self._server.sockets
        self._bound_port = sockets[0].getsockname()[1] if sockets else self._port


def _sse(data: str) -> bytes:
    return f"data: {data}\n\n".encode()


class _Viewer:
    """One open event stream: a one-slot mailbox holding the newest unsent view."""

    def __init__(self) -> None:
        self.pending: bytes | None = None
        self.closing = False
        self.wake = asyncio.Event()

    def offer(self, message: bytes) -> None:
        self.pending = message
        self.wake.set()

    def close(self) -> None:
        self.closing = True
        self.wake.set()


class PlayersServer:
    """The HTTP side of the players' view. ``start``/``stop`` run in the caller's loop."""

    def __init__(
        self,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        *,
        token: str | None = None,
        lang: str = "es",
        max_viewers: int = MAX_VIEWERS,
        keepalive: float = KEEPALIVE,
        max_per_address: int = MAX_PER_ADDRESS,
    ) -> None:
        self.host = host
        self.port = port
        self.token = token
        self.lang = lang if lang in ("es", "en") else "en"
        self.max_viewers = max_viewers
        self.keepalive = keepalive
        self.max_per_address = max_per_address
        self._site: _GatedSite | None = None
        self._viewers: set[_Viewer] = set()
        self._current: str = "null"
        self._runner: web.AppRunner | None = None
        page = load_page().replace("{{LANG}}", self.lang)
        self._page_head, _, self._page_tail = page.encode().partition(b"{{VIEW}}")
        self._csp = (
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
            f"script-src {_script_hashes(page)}; connect-src 'self'; base-uri 'none'; "
            "form-action 'none'; frame-ancestors 'none'"
        )

    # --- the console's side -----------------------------------------------------------
    @property
    def viewers(self) -> int:
        """How many event streams are open."""
        return len(self._viewers)

    @property
    def bound_port(self) -> int:
        """The port actually listened on (differs from ``port`` when that was 0)."""
        if self._runner is not None:
            for address in self._runner.addresses:
                if isinstance(address, tuple) and len(address) >= 2:
                    return int(address[1])
        return self.port

    def publish(self, view: dict[str, Any] | None) -> None:
        """Make ``view`` the current one and push it to every open page (never waits)."""
        self._current = json.dumps(view, ensure_ascii=False, separators=(",", ":"))
        message = _sse(self._current)
        for viewer in self._viewers:
            viewer.offer(message)

    def make_app(self) -> web.Application:
        """The aiohttp application (tests drive it with aiohttp's test client)."""
        app = web.Application(middlewares=[self._guard])
        app.router.add_get("/", self._page_handler)
        app.router.add_get("/view.json", self._view_handler)
        app.router.add_get("/events", self._events_handler)
        app.on_shutdown.append(self._on_shutdown)
        return app

    async def start(self) -> None:
        """Listen on host:port; raises PlayersServerError (not a traceback) when it can't."""
        if self._runner is not None:
            return
        runner = web.AppRunner(
            self.make_app(),
            handle_signals=False,
            access_log=None,
            shutdown_timeout=SHUTDOWN_TIMEOUT,
            logger=log,
            # A viewer that went away frees its slot now, not at the next write.
            handler_cancellation=True,
            keepalive_timeout=IDLE_TIMEOUT,
        )
        await runner.setup()
        site = _GatedSite(runner, self.host, self.port, self.max_per_address)
        try:
            await site.start()
        except OSError as error:
            await runner.cleanup()
            raise PlayersServerError(self._explain(error)) from None
        self._runner = runner
        self._site = site

    def connections(self, address: str = "127.0.0.1") -> int:
        """How many connections ``address`` holds open now (the per-address limit)."""
        return self._site.counts.get(address, 0) if self._site is not None else 0

    async def stop(self) -> None:
        """Close every stream and the port (at once; safe to call twice)."""
        runner, self._runner, self._site = self._runner, None, None
        for viewer in list(self._viewers):
            viewer.close()
        if runner is not None:
            await runner.cleanup()

    def _explain(self, error: OSError) -> str:
        # For the GM, in the console's language (the players' page has its own labels).
        where = f"{self.host}:{self.port}"
        if error.errno == errno.EADDRINUSE:
            return t(
                "Port {port} is already in use on {host} (another program, or another "
                "console): choose another port, e.g. --players {next}",
                port=self.port,
                host=self.host,
                next=self.port + 1,
            )
        if error.errno == errno.EACCES:
            return t(
                "Not allowed to listen on {where}: ports below 1024 need privileges", where=where
            )
        if error.errno == errno.EADDRNOTAVAIL:
            return t(
                "{host} is not an address of this machine: use 0.0.0.0 for the LAN",
                host=self.host,
            )
        if isinstance(error, socket.gaierror):
            return t(
                "Unknown host {host}: give an address such as 127.0.0.1 or 0.0.0.0",
                host=repr(self.host),
            )
        return t("Cannot listen on {where}: {reason}", where=where, reason=error.strerror or error)

    # --- the browsers' side -----------------------------------------------------------
    @web.middleware
    async def _guard(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if self.token is not None:
            given = request.query.get("token", "")
            if not hmac.compare_digest(given.encode(), self.token.encode()):
                return web.Response(
                    status=403, text=FORBIDDEN[self.lang] + "\n", headers=self._headers()
                )
        if request.method not in ("GET", "HEAD"):
            raise web.HTTPMethodNotAllowed(request.method, ["GET", "HEAD"])
        response = await handler(request)
        return response

    def _headers(self, **extra: str) -> dict[str, str]:
        return {
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            **extra,
        }

    async def _page_handler(self, request: web.Request) -> web.StreamResponse:
        if len(self._viewers) >= self.max_viewers:
            return self._too_many(html=True)
        # The current view rides along, so the first paint needs no second request. In a
        # script element of type JSON, "<" is escaped so no name can close the element.
        view = self._current.replace("<", "\\u003c").replace(">", "\\u003e")
        view = view.replace("&", "\\u0026")
        return web.Response(
            body=self._page_head + view.encode() + self._page_tail,
            content_type="text/html",
            charset="utf-8",
            headers=self._headers(**{"Content-Security-Policy": self._csp}),
        )

    def _too_many(self, *, html: bool) -> web.Response:
        text = TOO_MANY[self.lang].format(n=self.max_viewers)
        if not html:
            return web.Response(status=503, text=text + "\n", headers=self._headers())
        title = labels_for(self.lang)["title"]
        body = (
            f'<!doctype html><html lang="{self.lang}"><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{title}</title>"
            '<body style="font:1.6rem system-ui,sans-serif;margin:2rem;background:#111;'
            f'color:#eee"><h1>{title}</h1><p>{text}</p></body></html>'
        )
        return web.Response(
            status=503,
            text=body,
            content_type="text/html",
            headers=self._headers(**{"Retry-After": "10"}),
        )

    async def _view_handler(self, request: web.Request) -> web.StreamResponse:
        return web.Response(
            text=self._current, content_type="application/json", headers=self._headers()
        )

    async def _events_handler(self, request: web.Request) -> web.StreamResponse:
        if len(self._viewers) >= self.max_viewers:
            return self._too_many(html=False)
        response = web.StreamResponse(
            headers=self._headers(
                **{"Content-Type": "text/event-stream", "X-Accel-Buffering": "no"}
            )
        )
        await response.prepare(request)
        if request.method == "HEAD":
            return response
        viewer = _Viewer()
        self._viewers.add(viewer)
        viewer.offer(b"retry: 2000\n\n" + _sse(self._current))
        try:
            while not viewer.closing:
                try:
                    await asyncio.wait_for(viewer.wake.wait(), self.keepalive)
                except TimeoutError:
                    message: bytes | None = b": keep-alive\n\n"
                else:
                    viewer.wake.clear()
                    message, viewer.pending = viewer.pending, None
                if message is not None and not viewer.closing:
                    await asyncio.wait_for(response.write(message), SEND_TIMEOUT)
        except (ConnectionError, TimeoutError, RuntimeError):
            pass  # the viewer left or stalled: drop it
        finally:
            self._viewers.discard(viewer)
        return response

    async def _on_shutdown(self, app: web.Application) -> None:
        for viewer in list(self._viewers):
            viewer.close()
