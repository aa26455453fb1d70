"""The players' page over HTTP: an aiohttp server inside the console's asyncio loop.

Routes (GET and HEAD only; other methods get 405, unknown paths 404):
- ``/``            the page (``page.html``, package data; no outside assets);
- ``/view.json``   the current public view (``null`` before the first publish);
- ``/events``      server-sent events: the current view at once, then each ``publish``;
  a comment line every ``keepalive`` seconds keeps proxies and phones from closing it.

In LAN mode every route needs ``?token=<token>`` (403 without it); in this-laptop mode
(no token) the ``Host`` header must name this machine (``localhost``, ``*.localhost`` or a
loopback address), so a page on another site that rebinds its name to 127.0.0.1 is
refused (403).

A slow or vanished viewer never slows the console: ``publish`` serialises the view once
and leaves it in each viewer's one-slot mailbox (a newer view replaces an unsent one).
At most ``max_viewers`` event streams are open; one more gets 503 and a "too many
viewers" page. Slots are given back on time, not on bytes:

- every connection's writes have a deadline: bytes the socket has not taken for
  ``write_deadline`` seconds (the client stopped reading) close the connection, and each
  socket's send buffer is small (``SEND_BUFFER``), so that happens after a few tens of KB,
  not megabytes; a whole answer (page, view.json) has ``response_deadline`` seconds;
- an event stream is renewed every ``lease`` seconds: the server sends a ``renew`` event
  and closes it, the page reconnects at once (no "connection lost"), a client that does
  not read or has vanished does not, so its slot is free again;
- a phone that vanishes without closing (no FIN, no RST) is noticed by the kernel: the
  stream sends a comment every ``keepalive`` seconds and the socket's user timeout
  (``players.connection_gate``) closes it. Its slot is free within keepalive +
  USER_TIMEOUT = 30 s (Linux), and within the lease elsewhere.

Bad requests cost the console little: a line over 8 KiB gets 400, unknown paths 404, a
page whose browser went away frees its slot at once (its handler is cancelled), and a
connection that sends nothing is closed after ``IDLE_TIMEOUT`` seconds. What is refused
before aiohttp reads a byte (too many connections from one address, headers too large,
a client that stops reading) is ``players.connection_gate``'s.
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

from aiohttp import web

from gmconsole.i18n import t
from gmconsole.players.addresses import (
    DEFAULT_HOST,
    DEFAULT_PORT,
    PlayersServerError,
    is_loopback,
)
from gmconsole.players.connection_gate import GatedSite, reset
from gmconsole.players.labels import labels_for

MAX_VIEWERS = 32
KEEPALIVE = 10.0
"""Seconds between two comment lines on an idle event stream."""
WRITE_DEADLINE = 5.0
"""Seconds a connection may leave bytes unsent (the client does not read) before it is
closed; also how long an event stream may take to accept one update."""
RESPONSE_DEADLINE = 10.0
"""Seconds a whole answer (the page, view.json, an error) may take to write."""
LEASE = 60.0
"""Seconds an event stream lasts before the page is told to reconnect (slot given back)."""
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
WRONG_HOST = {
    "es": "Prohibido: esta vista solo responde a las direcciones de este portátil "
    "(localhost, 127.0.0.1).",
    "en": "Forbidden: this view answers only to this laptop's addresses (localhost, 127.0.0.1).",
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
        write_deadline: float = WRITE_DEADLINE,
        response_deadline: float = RESPONSE_DEADLINE,
        lease: float = LEASE,
    ) -> None:
        self.host = host
        self.port = port
        self.token = token
        self.max_viewers = max_viewers
        self.keepalive = keepalive
        self.max_per_address = max_per_address
        self.write_deadline = write_deadline
        self.response_deadline = response_deadline
        self.lease = lease
        self._site: GatedSite | None = None
        self._viewers: set[_Viewer] = set()
        self._current: str = "null"
        self._runner: web.AppRunner | None = None
        self.lang = ""
        self.set_lang(lang)

    def set_lang(self, lang: str) -> None:
        """The language of the page's own words and of the server's refusals."""
        lang = lang if lang in ("es", "en") else "en"
        if lang == self.lang:
            return
        self.lang = lang
        page = load_page().replace("{{LANG}}", lang)
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

    def publish(self, view: dict[str, object] | None) -> None:
        """Make ``view`` the current one and push it to every open page (never waits).
        The page and the refusals follow the view's language (the console's)."""
        lang = view.get("lang") if isinstance(view, dict) else None
        if isinstance(lang, str):
            self.set_lang(lang)
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
        site = GatedSite(runner, self.host, self.port, self.max_per_address, self.write_deadline)
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
        runner, site = self._runner, self._site
        self._runner = self._site = None
        for viewer in list(self._viewers):
            viewer.close()
        if site is not None:
            site.abort_all()
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
        response = await self._answer(request, handler)
        if response.prepared:
            return response  # an event stream: its writes have their own deadlines
        # The whole answer is written here, within its deadline (aiohttp would wait on
        # a client that does not read for as long as the client likes).
        try:
            async with asyncio.timeout(self.response_deadline):
                await response.prepare(request)
                await response.write_eof()
        except TimeoutError:
            reset(request.transport)
        return response

    async def _answer(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if self.token is not None:
            given = request.query.get("token", "")
            if not hmac.compare_digest(given.encode(), self.token.encode()):
                return self._forbidden(FORBIDDEN)
        elif not self._host_allowed(request.host):
            return self._forbidden(WRONG_HOST)
        try:
            if request.method not in ("GET", "HEAD"):
                raise web.HTTPMethodNotAllowed(request.method, ["GET", "HEAD"])
            return await handler(request)
        except web.HTTPException as refusal:  # 404, 405: answered within the deadline too
            return web.Response(
                status=refusal.status,
                text=refusal.text,
                headers={
                    **self._headers(),
                    **{k: v for k, v in refusal.headers.items() if k in ("Allow",)},
                },
            )

    def _forbidden(self, texts: dict[str, str]) -> web.Response:
        return web.Response(status=403, text=texts[self.lang] + "\n", headers=self._headers())

    def _host_allowed(self, host: str) -> bool:
        """In this-laptop mode: whether the ``Host`` header names this machine."""
        name = host.strip().lower()
        if name.startswith("["):
            name = name[1:].split("]", 1)[0]
        elif name.count(":") == 1:
            name = name.split(":", 1)[0]
        name = name.rstrip(".")
        if name == "localhost" or name.endswith(".localhost") or name == self.host.lower():
            return True
        return is_loopback(name) and name != "localhost"

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
        loop = asyncio.get_running_loop()
        ends = loop.time() + self.lease
        renewed = False
        try:
            while not viewer.closing:
                wait = min(self.keepalive, ends - loop.time())
                try:
                    if wait <= 0:
                        raise TimeoutError
                    await asyncio.wait_for(viewer.wake.wait(), wait)
                except TimeoutError:
                    message: bytes | None = b": keep-alive\n\n"
                    if loop.time() >= ends:
                        message, renewed = b"event: renew\ndata: \n\n", True
                else:
                    viewer.wake.clear()
                    message, viewer.pending = viewer.pending, None
                if message is not None and not viewer.closing:
                    await asyncio.wait_for(response.write(message), self.write_deadline)
                if renewed:
                    break  # the lease is over: the page reconnects, the slot is free
        except (ConnectionError, TimeoutError, RuntimeError):
            # The viewer left or stalled: drop it, and its connection (no bytes kept).
            reset(request.transport)
        finally:
            self._viewers.discard(viewer)
        response.force_close()
        return response

    async def _on_shutdown(self, app: web.Application) -> None:
        for viewer in list(self._viewers):
            viewer.close()
