"""The players' server with aiohttp's test client, and the service on real ports."""

import asyncio
import json
import socket

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from gmconsole.players.addresses import PlayersServerError, is_loopback, parse_address
from gmconsole.players.server import PlayersServer, _Viewer
from gmconsole.players.service import PlayersService

VIEW = {"party": "<script>alert(1)</script> [/]", "order": [], "n": 1}


async def client_for(server: PlayersServer) -> TestClient:
    client = TestClient(TestServer(server.make_app()))
    await client.start_server()
    return client


async def next_data(response, timeout=2.0) -> str:
    """The next ``data:`` line of an event stream."""
    while True:
        line = await asyncio.wait_for(response.content.readline(), timeout)
        assert line, "the stream ended"
        if line.startswith(b"data: "):
            return line[6:].decode().rstrip("\n")


async def test_page_is_served_with_a_strict_policy():
    client = await client_for(PlayersServer(lang="en"))
    try:
        response = await client.get("/")
        assert response.status == 200
        assert response.content_type == "text/html"
        page = await response.text()
        assert '<html lang="en">' in page
        policy = response.headers["Content-Security-Policy"]
        assert "script-src 'sha256-" in policy and "unsafe-inline'; connect" not in policy
        assert "connect-src 'self'" in policy
        assert response.headers["Cache-Control"] == "no-store"
    finally:
        await client.close()


def test_page_never_writes_html_from_data():
    from gmconsole.players.server import load_page

    page = load_page()
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
        assert sink not in page
    assert "textContent" in page
    assert "http://" not in page and "https://" not in page  # no outside assets


async def test_view_json_is_the_last_published_view():
    server = PlayersServer()
    client = await client_for(server)
    try:
        assert await (await client.get("/view.json")).json() is None
        server.publish(VIEW)
        response = await client.get("/view.json")
        assert response.content_type == "application/json"
        assert await response.json() == VIEW
    finally:
        await client.close()


async def test_events_send_the_current_view_then_each_publish():
    server = PlayersServer()
    server.publish(VIEW)
    client = await client_for(server)
    try:
        first = await client.get("/events")
        assert first.headers["Content-Type"].startswith("text/event-stream")
        assert json.loads(await next_data(first)) == VIEW
        second = await client.get("/events")
        assert json.loads(await next_data(second)) == VIEW
        assert server.viewers == 2
        server.publish({**VIEW, "n": 2})
        assert json.loads(await next_data(first))["n"] == 2
        assert json.loads(await next_data(second))["n"] == 2
        second.close()
        for _ in range(50):  # the server notices the closed stream on its next write
            server.publish({**VIEW, "n": 3})
            await asyncio.sleep(0.02)
            if server.viewers == 1:
                break
        assert server.viewers == 1
        first.close()
    finally:
        await client.close()


async def test_events_send_keep_alive_comments():
    client = await client_for(PlayersServer(keepalive=0.05))
    try:
        response = await client.get("/events")
        lines = [await asyncio.wait_for(response.content.readline(), 2) for _ in range(6)]
        assert b": keep-alive\n" in lines
        response.close()
    finally:
        await client.close()


def test_a_viewer_keeps_only_the_newest_unsent_view():
    viewer = _Viewer()
    for n in range(1000):
        viewer.offer(str(n).encode())
    assert viewer.pending == b"999"


async def test_lan_mode_needs_the_token_everywhere():
    server = PlayersServer(token="s3cret-token")
    server.publish(VIEW)
    client = await client_for(server)
    try:
        for path in ("/", "/view.json", "/events", "/nothing"):
            assert (await client.get(path)).status == 403
            assert (await client.get(path + "?token=wrong")).status == 403
        assert (await client.get("/?token=s3cret-token")).status == 200
        assert await (await client.get("/view.json?token=s3cret-token")).json() == VIEW
        events = await client.get("/events?token=s3cret-token")
        assert json.loads(await next_data(events)) == VIEW
        events.close()
    finally:
        await client.close()


async def test_localhost_needs_no_token_and_only_reads():
    client = await client_for(PlayersServer())
    try:
        assert (await client.get("/")).status == 200
        assert (await client.post("/")).status == 405
        assert (await client.put("/view.json")).status == 405
        assert (await client.delete("/events")).status == 405
        assert (await client.get("/admin")).status == 404
        assert (await client.head("/")).status == 200
    finally:
        await client.close()


async def test_one_viewer_too_many_gets_a_clear_page():
    server = PlayersServer(max_viewers=2, lang="es")
    client = await client_for(server)
    try:
        streams = [await client.get("/events") for _ in range(2)]
        for stream in streams:
            await next_data(stream)
        assert server.viewers == 2
        extra = await client.get("/events")
        assert extra.status == 503
        page = await client.get("/")
        assert page.status == 503
        assert "Demasiados espectadores" in await page.text()
        for stream in streams:
            stream.close()
    finally:
        await client.close()


def test_addresses():
    assert parse_address(None) == ("127.0.0.1", 8000)
    assert parse_address("9000") == ("127.0.0.1", 9000)
    assert parse_address("0.0.0.0:8080") == ("0.0.0.0", 8080)
    assert parse_address(":8080") == ("127.0.0.1", 8080)
    assert parse_address("[::1]:8001") == ("::1", 8001)
    for bad in ("eighty", "1.2.3.4:99999", "::1:80", "host:"):
        with pytest.raises(ValueError):
            parse_address(bad)
    assert is_loopback("127.0.0.1") and is_loopback("localhost") and is_loopback("::1")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.9")


async def test_port_in_use_is_a_message_not_a_traceback():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        service = PlayersService("127.0.0.1", port)
        with pytest.raises(PlayersServerError) as caught:
            await service.start()
        assert f"Port {port} is already in use" in str(caught.value)
        assert f"--players {port + 1}" in str(caught.value)
        assert not service.running and service.url is None


async def test_service_serves_then_closes_the_port():
    service = PlayersService("127.0.0.1", 0, lang="en")
    service.publish(VIEW)  # before start: kept and served once it starts
    url = await service.start()
    assert url.startswith("http://127.0.0.1:") and url.endswith("/")
    assert service.token is None
    async with aiohttp.ClientSession() as session:
        async with session.get(url + "view.json") as response:
            assert await response.json() == VIEW
        async with session.get(url + "events") as events:
            assert json.loads(await next_data(events)) == VIEW
            service.publish({**VIEW, "n": 5})
            assert json.loads(await next_data(events))["n"] == 5
            await asyncio.wait_for(service.stop(), 3)  # an open stream does not hold it up
    port = int(url.rsplit(":", 1)[1].strip("/"))
    with socket.socket() as probe, pytest.raises(ConnectionRefusedError):
        probe.connect(("127.0.0.1", port))
    assert service.url is None and service.qr_lines() == []
    await service.stop()  # twice is fine


async def test_lan_service_puts_a_token_in_the_url():
    service = PlayersService.from_address("127.0.0.1:0", lan=True)
    assert service.host == "0.0.0.0" and service.lan
    url = await service.start()
    try:
        assert service.token and len(service.token) >= 32
        assert url.endswith(f"/?token={service.token}")
        assert not url.startswith("http://0.0.0.0")
        port = int(url.split(":")[2].split("/")[0])
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/") as response:
                assert response.status == 403
            async with session.get(f"http://127.0.0.1:{port}/?token={service.token}") as response:
                assert response.status == 200
        lines = service.qr_lines()
        assert 15 <= len(lines) <= 30
    finally:
        await service.stop()


def test_two_services_have_different_tokens():
    first, second = PlayersService(lan=True), PlayersService(lan=True)
    assert first.token != second.token


async def test_page_carries_the_current_view_escaped():
    server = PlayersServer()
    server.publish({**VIEW, "party": "</script><script>alert(1)</script> & <!--"})
    client = await client_for(server)
    try:
        page = await (await client.get("/")).text()
        assert "alert(1)</script>" not in page and "<!--" not in page
        start = page.index('<script type="application/json" id="initial">') + 45
        embedded = json.loads(page[start : page.index("</script>", start)])
        assert embedded["party"] == "</script><script>alert(1)</script> & <!--"
    finally:
        await client.close()
