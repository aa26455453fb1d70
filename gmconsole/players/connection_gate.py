"""The players' server's connections, seen before aiohttp sees them: the defences that
keep a slow, vanished or hostile client from costing the console anything.

- one address holds at most ``limit`` open connections: one more is answered 429 before
  any parsing (its request is read and dropped and the socket half-closed, so the client
  reads the answer, not a reset);
- a header block over ``MAX_HEADER_BYTES`` in total gets 431;
- each socket's send buffer is small (``SEND_BUFFER``) and, on Linux, ``TCP_USER_TIMEOUT``
  closes a socket whose data stays unacknowledged for ``USER_TIMEOUT`` seconds (a phone
  that vanished without FIN or RST);
- a connection whose bytes stay unsent for the write deadline (the client stopped
  reading) is reset, watched every ``WATCH_INTERVAL`` seconds;
- stopping aborts every connection at once.

Apart from ``players.server`` (routes, the page, the event streams) because these work on
sockets and asyncio transports, not on HTTP requests.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import struct
import time
from collections.abc import Callable

from aiohttp import web

USER_TIMEOUT = 20.0
"""Seconds sent data may stay unacknowledged before the kernel closes the socket."""
SEND_BUFFER = 32 * 1024
"""Each socket's kernel send buffer (bytes; the kernel doubles it): small, so a client
that stops reading is noticed after tens of KB instead of megabytes."""
MAX_HEADER_BYTES = 16 * 1024
"""Bytes one request's line and headers may take in total (more gets 431)."""
WATCH_INTERVAL = 0.5
"""Seconds between two looks at every connection's unsent bytes."""
LINGER = 2.0
"""Seconds a refused connection (429, 431) waits for its client to read the answer."""
MAX_LINGERING = 64
"""Refused connections that may wait at once; beyond, they are closed at once."""

log = logging.getLogger("gmconsole.players")


def _refusal(status: str, text: bytes) -> bytes:
    return (
        f"HTTP/1.1 {status}\r\nContent-Type: text/plain; charset=utf-8\r\n"
        f"Connection: close\r\nRetry-After: 10\r\nContent-Length: {len(text)}\r\n\r\n"
    ).encode() + text


TOO_BUSY = _refusal(
    "429 Too Many Requests", b"Too many connections from your address: close some and retry.\n"
)
"""The whole answer to a connection over the per-address limit (written, then closed)."""
TOO_LARGE = _refusal(
    "431 Request Header Fields Too Large",
    f"The request's headers are too large (at most {MAX_HEADER_BYTES} bytes).\n".encode(),
)
_END = b"\r\n\r\n"


def _tune(transport: asyncio.BaseTransport) -> None:
    """A small send buffer and, on Linux, the kernel's deadline for unacknowledged data."""
    sock = transport.get_extra_info("socket")
    if sock is None:
        return
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        if hasattr(socket, "TCP_USER_TIMEOUT"):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT, int(USER_TIMEOUT * 1000))
    except OSError:
        pass  # not a TCP socket (tests may use others): the watchdog still applies


def reset(transport: asyncio.Transport | None) -> None:
    """Close a connection now, dropping what it still had to send (a reset): a plain
    close would leave the kernel trying to deliver it to a client that does not read."""
    if transport is None:
        return
    sock = transport.get_extra_info("socket")
    if sock is not None:
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        except OSError:
            pass
    transport.abort()


class Gate(asyncio.Protocol):
    """One connection, seen before aiohttp sees it: counted per peer address (over the
    limit it is answered 429), its header blocks measured (over ``MAX_HEADER_BYTES``:
    431), and its unsent bytes watched (``watch``)."""

    def __init__(self, site: GatedSite, make: Callable[[], asyncio.Protocol]) -> None:
        self.site = site
        self.make = make
        self.inner: asyncio.Protocol | None = None
        self.peer: str | None = None
        self.transport: asyncio.Transport | None = None
        self.header_bytes = 0
        self.tail = b""
        self.refused = False
        self.lingers = False
        self.stalled_since: float | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        _tune(transport)
        self.site.gates.add(self)
        peer = transport.get_extra_info("peername")
        peer_address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        counts = self.site.counts
        if counts.get(peer_address, 0) >= self.site.limit:
            self._refuse(TOO_BUSY)
            return
        self.peer = peer_address
        counts[peer_address] = counts.get(peer_address, 0) + 1
        self.inner = self.make()
        self.inner.connection_made(transport)

    def _refuse(self, answer: bytes) -> None:
        """Answer, then read and drop what the client sends until it closes (or ``LINGER``
        seconds): closing with unread data would send a reset that can destroy the
        answer before the client reads it."""
        transport = self.transport
        assert transport is not None
        self.refused = True  # aiohttp hears no more (it learns of the end at the end)
        transport.write(answer)
        if self.site.lingering >= MAX_LINGERING or not transport.can_write_eof():
            transport.close()
            return
        self.site.lingering += 1
        self.lingers = True
        transport.write_eof()
        asyncio.get_running_loop().call_later(LINGER, reset, transport)

    def connection_lost(self, exc: Exception | None) -> None:
        self.site.gates.discard(self)
        if self.lingers:
            self.lingers = False
            self.site.lingering -= 1
        if self.peer is not None:
            counts = self.site.counts
            left = counts.get(self.peer, 1) - 1
            if left > 0:
                counts[self.peer] = left
            else:
                counts.pop(self.peer, None)
            self.peer = None
        inner, self.inner = self.inner, None
        if inner is not None:
            inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.inner is None or self.refused:
            return  # refused: the client's words are dropped
        joined = self.tail + data
        end = joined.rfind(_END)
        if end >= 0:
            self.header_bytes = len(joined) - end - len(_END)
        else:
            self.header_bytes += len(data)
        self.tail = joined[-3:]
        if self.header_bytes > MAX_HEADER_BYTES:
            self._refuse(TOO_LARGE)
            return
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        if self.inner is None or self.refused:
            return None  # the client read the answer and closed: close
        return self.inner.eof_received()

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    def watch(self, now: float, deadline: float) -> None:
        """Close the connection when it has had bytes unsent for ``deadline`` seconds."""
        transport = self.transport
        if transport is None or self.refused:
            return  # a refused connection is closed by its own timer
        if transport.get_write_buffer_size() == 0:
            self.stalled_since = None
        elif self.stalled_since is None:
            self.stalled_since = now
        elif now - self.stalled_since >= deadline:
            log.info("players: closing a connection that does not read")
            reset(transport)


class GatedSite(web.TCPSite):
    """A TCP site whose connections pass through a ``Gate`` (see there), watched for
    unsent bytes every ``WATCH_INTERVAL`` seconds."""

    def __init__(
        self, runner: web.AppRunner, host: str, port: int, limit: int, write_deadline: float
    ) -> None:
        super().__init__(runner, host, port)
        self.limit = limit
        self.write_deadline = write_deadline
        self.counts: dict[str, int] = {}
        self.gates: set[Gate] = set()
        self.lingering = 0
        self._watcher: asyncio.Task[None] | None = None

    async def start(self) -> None:
        await web.BaseSite.start(self)
        server = self._runner.server
        assert server is not None
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: Gate(self, server), self._host, self._port, backlog=self._backlog
        )
        sockets = self._server.sockets
        self._bound_port = sockets[0].getsockname()[1] if sockets else self._port
        self._watcher = asyncio.create_task(self._watch())

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(WATCH_INTERVAL)
            now = time.monotonic()
            for gate in list(self.gates):
                gate.watch(now, self.write_deadline)

    def abort_all(self) -> None:
        """Close every connection now: the listener stops, nothing is waited for."""
        if self._watcher is not None:
            self._watcher.cancel()
            self._watcher = None
        if self._server is not None:
            self._server.close()
        for gate in list(self.gates):
            reset(gate.transport)
