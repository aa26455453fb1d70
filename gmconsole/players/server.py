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

from gmconsole.players.addresses import DEFAULT_HOST, DEFAULT_PORT, PlayersServerError
from gmconsole.players.labels import labels_for

MAX_VIEWERS = 32
KEEPALIVE = 15.0
SEND_TIMEOUT = 10.0
SHUTDOWN_TIMEOUT = 1.0

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
    ) -> None:
        self.host = host
        self.port = port
        self.token = token
        self.lang = lang if lang in ("es", "en") else "en"
        self.max_viewers = max_viewers
        self.keepalive = keepalive
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
        )
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
        except OSError as error:
            await runner.cleanup()
            raise PlayersServerError(self._explain(error)) from None
        self._runner = runner

    async def stop(self) -> None:
        """Close every stream and the port (at once; safe to call twice)."""
        runner, self._runner = self._runner, None
        for viewer in list(self._viewers):
            viewer.close()
        if runner is not None:
            await runner.cleanup()

    def _explain(self, error: OSError) -> str:
        where = f"{self.host}:{self.port}"
        if error.errno == errno.EADDRINUSE:
            return (
                f"Port {self.port} is already in use on {self.host} (another program, or "
                f"another console): choose another port, e.g. --players {self.port + 1}"
            )
        if error.errno == errno.EACCES:
            return f"Not allowed to listen on {where}: ports below 1024 need privileges"
        if error.errno == errno.EADDRNOTAVAIL:
            return f"{self.host} is not an address of this machine: use 0.0.0.0 for the LAN"
        if isinstance(error, socket.gaierror):
            return f"Unknown host {self.host!r}: give an address such as 127.0.0.1 or 0.0.0.0"
        return f"Cannot listen on {where}: {error.strerror or error}"

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
