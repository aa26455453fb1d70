"""The players' view under hostile or careless clients (issue 25), on loopback only.

Each test reproduces one attack with raw sockets, bounded in count (a few sockets, a few
thousand requests at most) and in time (every wait has a deadline of a few seconds); the
server runs with short deadlines so that the tests stay quick. No test asserts on speed.
"""

from __future__ import annotations

import asyncio
import json
import socket
import sys
from collections.abc import Callable

import aiohttp
import pytest

from gmconsole import i18n
from gmconsole.players import connection_gate
from gmconsole.players import server as server_module
from gmconsole.players.server import PlayersServer, load_page

GET = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
EVENTS = b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


async def started(**options) -> PlayersServer:
    server = PlayersServer("127.0.0.1", 0, **options)
    await server.start()
    return server


async def raw(server: PlayersServer, send: bytes = b"") -> socket.socket:
    """A client socket that sends ``send`` and reads nothing (unless a test reads)."""
    sock = socket.socket()
    sock.setblocking(False)
    loop = asyncio.get_running_loop()
    await loop.sock_connect(sock, ("127.0.0.1", server.bound_port))
    if send:
        await loop.sock_sendall(sock, send)
    return sock


async def eventually(check: Callable[[], bool], seconds: float) -> bool:
    for _ in range(int(seconds / 0.05)):
        if check():
            return True
        await asyncio.sleep(0.05)
    return check()


async def read_to_end(sock: socket.socket, seconds: float = 3.0) -> tuple[bytes, bool]:
    """Everything the server sends until it closes: (bytes, whether it ended in a reset).
    Fails the test when the connection is still open after ``seconds``."""
    loop = asyncio.get_running_loop()
    got = bytearray()
    async with asyncio.timeout(seconds):
        while True:
            try:
                chunk = await loop.sock_recv(sock, 65536)
            except ConnectionResetError:
                return bytes(got), True
            if not chunk:
                return bytes(got), False
            got += chunk


def big_view(n: int) -> dict:
    """A view of about 20 KB (a party with long names and a long log)."""
    return {"n": n, "log": [{"text": f"line {i} " + "x" * 200} for i in range(100)]}


def url(server: PlayersServer, path: str = "/") -> str:
    return f"http://127.0.0.1:{server.bound_port}{path}"


# --- time, not bytes ------------------------------------------------------------------


async def test_a_pipelining_client_that_never_reads_is_cut_off():
    """6,000 pipelined GETs that are never read once held a connection (and megabytes)
    for as long as the client liked: now the write deadline closes it."""
    server = await started(write_deadline=0.5)
    loop = asyncio.get_running_loop()
    sock = await raw(server)
    sender = asyncio.create_task(loop.sock_sendall(sock, GET * 3000))
    try:
        assert await eventually(lambda: server.connections() == 1, 3)
        assert await eventually(lambda: server.connections() == 0, 8)
    finally:
        sender.cancel()
        sock.close()
        await server.stop()


async def test_a_whole_answer_has_a_deadline():
    """The page carries the current view: with a 2 MB view and a client that never reads,
    the answer cannot finish; it is cut at ``response_deadline`` (the write deadline is
    set far away here, so that this is the deadline that acts)."""
    server = await started(write_deadline=600, response_deadline=0.5)
    server.publish({"log": ["x" * 1000] * 2000})
    sock = await raw(server, GET)
    try:
        assert await eventually(lambda: server.connections() == 1, 3)
        assert await eventually(lambda: server.connections() == 0, 5)
    finally:
        sock.close()
        await server.stop()


async def test_never_read_streams_give_their_slots_back_on_time():
    """Streams that are never read (or whose phone vanished) once kept every slot for
    the whole session; the lease gives each slot back, with no update sent at all."""
    server = await started(max_viewers=3, lease=1.0, keepalive=0.3)
    socks = [await raw(server, EVENTS) for _ in range(3)]
    try:
        assert await eventually(lambda: server.viewers == 3, 3)
        async with aiohttp.ClientSession() as session:
            async with session.get(url(server, "/events")) as refused:
                assert refused.status == 503
            assert await eventually(lambda: server.viewers == 0, 5)
            async with session.get(url(server, "/events")) as phone:
                assert phone.status == 200
                line = await asyncio.wait_for(phone.content.readline(), 2)
                assert line.startswith(b"retry:")
    finally:
        for sock in socks:
            sock.close()
        await server.stop()


async def test_a_stream_that_does_not_accept_updates_is_dropped():
    """Updates not taken for ``write_deadline`` seconds drop the stream, long before the
    ~1.6 MB that once had to queue up (here 40 updates of 20 KB, with a long lease)."""
    server = await started(max_viewers=2, lease=600, write_deadline=0.5)
    socks = [await raw(server, EVENTS) for _ in range(2)]
    try:
        assert await eventually(lambda: server.viewers == 2, 3)
        for n in range(40):
            server.publish(big_view(n))
            await asyncio.sleep(0.02)
        assert await eventually(lambda: server.viewers == 0, 5)
        assert await eventually(lambda: server.connections() == 0, 3)
    finally:
        for sock in socks:
            sock.close()
        await server.stop()


async def test_a_reading_page_is_told_to_renew_and_can_come_back():
    server = await started(lease=0.3, keepalive=5)
    server.publish({"n": 1})
    try:
        async with aiohttp.ClientSession() as session:
            async with session.get(url(server, "/events")) as stream:
                body = await asyncio.wait_for(stream.content.read(), 3)  # it ends
            assert body.endswith(b"event: renew\ndata: \n\n")
            assert b'data: {"n":1}' in body
            async with session.get(url(server, "/events")) as again:
                assert again.status == 200
    finally:
        await server.stop()
    page = load_page()
    assert 'addEventListener("renew"' in page


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="TCP_USER_TIMEOUT is Linux's")
async def test_a_vanished_phone_is_noticed_by_the_kernel():
    """A phone that vanishes sends no FIN and no reset: the keep-alive comment (every
    10 s) meets TCP_USER_TIMEOUT (20 s), so its socket errors within 30 s; the lease
    (60 s) bounds it anyway. Loopback cannot lose packets, so the options are checked."""
    assert server_module.KEEPALIVE + connection_gate.USER_TIMEOUT <= 30
    assert server_module.LEASE <= 60
    server = await started()
    sock = await raw(server, EVENTS)
    try:
        assert await eventually(lambda: server.viewers == 1, 3)
        site = server._site
        assert site is not None
        (gate,) = site.gates
        accepted = gate.transport.get_extra_info("socket")
        timeout = accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT)
        assert timeout == connection_gate.USER_TIMEOUT * 1000
        buffer = accepted.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF)
        assert buffer <= 2 * connection_gate.SEND_BUFFER
    finally:
        sock.close()
        await server.stop()


ESTABLISHED = 1  # tcpi_state, the first byte of Linux's struct tcp_info


def tcp_state(sock: socket.socket) -> int:
    return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 1)[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux's TCP_INFO")
async def test_stopping_closes_every_connection_at_once():
    """After ``x`` the connections already open once stayed ESTABLISHED for 33 s and more
    (a close waited for clients that do not read to take what was queued). The clients
    here read nothing: each sees its connection end (reset or FIN) within a second."""
    server = await started()
    loop = asyncio.get_running_loop()
    idle = await raw(server, GET)  # answered, then kept alive
    half = await raw(server, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    silent = await raw(server)
    stream = await raw(server, EVENTS)
    flood = await raw(server)
    sender = asyncio.create_task(loop.sock_sendall(flood, GET * 2000))
    socks = [idle, half, silent, stream, flood]
    try:
        assert await eventually(lambda: server.viewers == 1, 3)
        assert await eventually(lambda: server.connections() == 5, 3)
        for n in range(30):  # the stream's queue fills too
            server.publish(big_view(n))
            await asyncio.sleep(0.01)
        await asyncio.wait_for(server.stop(), 2)
        assert await eventually(lambda: all(tcp_state(sock) != ESTABLISHED for sock in socks), 1), [
            tcp_state(sock) for sock in socks
        ]
    finally:
        sender.cancel()
        for sock in socks:
            sock.close()
        await server.stop()


# --- requests that ask too much ---------------------------------------------------------


async def test_a_huge_header_block_is_refused_as_a_whole():
    """100 headers of 8.1 KB each (810 KB) were accepted: the limit was per line."""
    server = await started()
    try:
        header = b"X-Big-%d: " + b"a" * 8100 + b"\r\n"
        request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        request += b"".join(header % i for i in range(100)) + b"\r\n"
        sock = await raw(server)
        sender = asyncio.create_task(asyncio.get_running_loop().sock_sendall(sock, request))
        answer, _ = await read_to_end(sock)
        sender.cancel()
        sock.close()
        assert answer.startswith(b"HTTP/1.1 431 ")
        # A few ordinary headers pass.
        ordinary = b"".join(b"X-Ok-%d: " % i + b"b" * 500 + b"\r\n" for i in range(10))
        sock = await raw(server, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + ordinary + b"\r\n")
        assert (await asyncio.get_running_loop().sock_recv(sock, 100)).startswith(b"HTTP/1.1 200 ")
        sock.close()
    finally:
        await server.stop()


async def test_over_the_per_address_limit_the_client_reads_429_not_a_reset():
    server = await started(max_per_address=1)
    holder = await raw(server)
    try:
        assert await eventually(lambda: server.connections() == 1, 3)
        for _ in range(20):
            sock = await raw(server, GET)
            answer, reset = await read_to_end(sock)
            sock.close()
            assert not reset
            assert answer.startswith(b"HTTP/1.1 429 ") and answer.endswith(b"retry.\n")
        site = server._site
        assert site is not None
        assert await eventually(lambda: site.lingering == 0, 3)  # none waits any longer
    finally:
        holder.close()
        await server.stop()


@pytest.mark.parametrize(
    ("host", "allowed"),
    [
        ("127.0.0.1", True),
        ("localhost", True),
        ("p3.localhost", True),
        ("[::1]", True),
        ("evil.example", False),
        ("192.168.1.9", False),
        ("127.0.0.1.evil.example", False),
    ],
)
async def test_this_laptop_mode_answers_only_to_this_laptops_names(host, allowed):
    """A page that rebinds its own name to 127.0.0.1 sends its own name as Host."""
    server = await started(lang="en")
    try:
        async with aiohttp.ClientSession() as session:
            port = server.bound_port
            for path in ("/", "/view.json", "/events"):
                async with session.get(
                    url(server, path), headers={"Host": f"{host}:{port}"}
                ) as answer:
                    assert (answer.status == 200) is allowed, (path, answer.status)
                    if not allowed:
                        assert "this laptop" in await answer.text()
    finally:
        await server.stop()


async def test_lan_mode_takes_any_host_with_the_token():
    server = await started(token="tok")
    try:
        async with aiohttp.ClientSession() as session:
            async with session.get(
                url(server, "/view.json?token=tok"), headers={"Host": "192.168.1.9:8000"}
            ) as answer:
                assert answer.status == 200
    finally:
        await server.stop()


# --- the page's language ------------------------------------------------------------------


@pytest.fixture
def console_language():
    was = i18n.language()
    yield i18n.set_language
    i18n.set_language(was)


async def test_the_page_speaks_the_consoles_language_and_follows_a_switch(
    console_language, sample_copy
):
    from gmconsole.players.console import PlayersControl
    from gmconsole.storage import load_party

    party = load_party(sample_copy("ryf"))
    console_language("en")
    control = PlayersControl("127.0.0.1:0")
    page_url = await control.start(party)
    try:
        async with aiohttp.ClientSession() as session:
            async with session.get(page_url) as page:
                text = await page.text()
            assert '<html lang="en">' in text
            assert (
                json.loads(text.split('id="initial">')[1].split("</script>")[0])["labels"]["round"]
                == "Round"
            )
            console_language("es")
            control.publish(party)
            async with session.get(page_url) as page:
                text = await page.text()
            assert '<html lang="es">' in text and '"round":"Ronda"' in text
    finally:
        await control.stop()


def test_the_page_says_why_a_seventh_tab_waits():
    page = load_page()
    assert "at most 6 connections" in page and "como mucho 6 conexiones" in page
