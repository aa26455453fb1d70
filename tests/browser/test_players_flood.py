"""Bad requests against the players' view while the console runs (no browser needed):
huge headers, unknown paths, a flood of connections from one address, silent
connections. Each gets an error answer or is closed, and the console keeps working."""

from __future__ import annotations

import asyncio
import json

import aiohttp

from gmconsole.players import server as server_module
from tests.browser.conftest import SIZE, port_of, until, view_url
from tests.pilot_keys import running


async def raw(port: int, request: bytes, timeout: float = 5.0) -> bytes:
    """Send bytes on a fresh connection and read the whole answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        await writer.drain()
        return await asyncio.wait_for(reader.read(), timeout)
    finally:
        writer.close()


def status(answer: bytes) -> bytes:
    """The status code of a raw HTTP answer."""
    return answer.split(b" ", 2)[1] if answer.startswith(b"HTTP/") else b""


async def view_turn(url: str) -> str:
    base = url.split("?")[0].rstrip("/")
    async with aiohttp.ClientSession() as session, session.get(base + "/view.json") as answer:
        assert answer.status == 200
        return json.loads(await answer.text())["turn"]["name"]


async def test_bad_requests_get_error_answers_and_the_console_goes_on(make_console):
    async with running(make_console("ryf"), size=SIZE) as (app, pilot):
        url = await view_url(pilot, app)
        port = port_of(url)
        huge = b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n"
        assert status(await raw(port, huge)) in (b"400", b"431")
        many = b"GET / HTTP/1.1\r\nHost: localhost\r\n" + b"X-A: b\r\n" * 5000 + b"\r\n"
        assert status(await raw(port, many)) in (b"400", b"431")
        for path in ("/nope", "/../../etc/passwd", "/view.json/x", "/events/../x", "/%00"):
            answer = await raw(
                port,
                f"GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".encode(),
            )
            assert status(answer) in (b"404", b"400"), (path, answer[:40])
        garbage = await raw(port, b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03" * 20)
        assert status(garbage) == b"400"
        post = await raw(
            port,
            b"POST /view.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
            b"Content-Length: 0\r\n\r\n",
        )
        assert status(post) == b"405"
        await pilot.press("n")

        async def moved_on() -> bool:
            return await view_turn(url) == "Fred"

        assert await until(pilot, moved_on)
        assert app.is_running


async def test_a_flood_of_connections_from_one_address_is_capped(make_console):
    async with running(make_console("ryf"), size=SIZE) as (app, pilot):
        url = await view_url(pilot, app)
        port = port_of(url)
        server = app.players.service._server
        limit = server.max_per_address
        flood = [await asyncio.open_connection("127.0.0.1", port) for _ in range(limit + 40)]
        try:
            assert await until(pilot, lambda: server.connections("127.0.0.1") == limit)
            # Every connection over the limit was answered 429 and closed.
            refused = 0
            for reader, _ in flood[limit:]:
                answer = await asyncio.wait_for(reader.read(), 5)
                refused += status(answer) == b"429"
            assert refused == 40
            answer = await raw(
                port, b"GET /view.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
            )
            assert status(answer) == b"429"
            # The GM's console is not slowed: the next turn goes on as ever.
            await pilot.press("n")
            assert app.engine.party.encounter.turn == 1
        finally:
            for _, writer in flood:
                writer.close()
        assert await until(pilot, lambda: server.connections("127.0.0.1") == 0)
        assert await view_turn(url) == "Fred"
        assert app.is_running


async def test_a_silent_connection_is_closed(make_console, monkeypatch):
    monkeypatch.setattr(server_module, "IDLE_TIMEOUT", 0.5)
    async with running(make_console("ryf"), size=SIZE) as (app, pilot):
        url = await view_url(pilot, app)
        reader, writer = await asyncio.open_connection("127.0.0.1", port_of(url))
        try:
            assert await asyncio.wait_for(reader.read(), 5) == b""
        finally:
            writer.close()
        assert app.players.service._server.connections() == 0


async def test_a_viewer_that_goes_away_frees_its_slot_at_once(make_console):
    async with running(make_console("ryf"), size=SIZE) as (app, pilot):
        url = await view_url(pilot, app)
        events = url.split("?")[0].rstrip("/") + "/events"
        async with aiohttp.ClientSession() as session:
            answer = await session.get(events)
            await answer.content.readline()
            assert app.players.service.viewers == 1
            answer.close()
        assert await until(pilot, lambda: app.players.service.viewers == 0, timeout=1)
