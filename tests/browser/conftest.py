"""Real-browser tests of the players' view: Debian's Chromium driven by Playwright.

The console runs under Pilot and its aiohttp server runs in the test's own asyncio loop,
so Playwright's async API shares that loop (no threads). One Chromium per module; each
test opens its own contexts. Playwright's own browser download is not used: the tests
launch ``/usr/bin/chromium`` (or ``$GMCONSOLE_CHROMIUM``) and skip, saying why, when it
or Playwright is missing.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import pytest_asyncio

from tests.conftest import SAMPLES

CHROMIUM = os.environ.get("GMCONSOLE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
    # p0.localhost, p1.localhost... all reach 127.0.0.1 (Chromium resolves *.localhost
    # itself, and the view's Host check accepts them): Chromium opens at most 6
    # connections per host, and each page's event stream holds one, so many pages need
    # many names.
]
SIZE = (80, 24)


def browser_missing() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    try:
        import playwright.async_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (uv sync installs the dev group)"
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        return f"Chromium not found at {CHROMIUM} (apt-get install chromium; .ci/run does)"
    return None


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path, monkeypatch):
    """Recent files go to a temp folder, never the user's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def browser():
    reason = browser_missing()
    if reason:
        pytest.skip(reason)
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        chromium = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            await chromium.close()


@pytest.fixture
def make_console(tmp_path):
    """A console on a temp copy of a sample party that starts the players' view."""
    from gmconsole.app import GMConsole
    from gmconsole.storage import load_party
    from rules.dice import RandomDice

    def make(system: str = "ryf", players: str = "127.0.0.1:0") -> Any:
        path = tmp_path / f"{system}.toml"
        if not path.exists():
            shutil.copyfile(SAMPLES / f"{system}.toml", path)
        return GMConsole(
            path=Path(path), party=load_party(path), dice=RandomDice(1), players=players
        )

    return make


async def until(pilot, check: Callable[[], Any], timeout: float = 5.0) -> bool:
    """Let the console run until ``check()`` holds (async checks allowed)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = check()
        if hasattr(result, "__await__"):
            result = await result
        if result:
            return True
        await pilot.pause(0.02)
    return False


async def shown(page: Any, condition: str, timeout: float = 5.0) -> None:
    """Wait until the JS expression ``condition`` holds on the page. The page's CSP
    forbids Playwright's string predicates (``wait_for_function`` passed only when the
    first look held: a slower run failed), so this asks the page again and again."""
    async with asyncio.timeout(timeout):
        while not await page.evaluate("() => " + condition):
            await asyncio.sleep(0.05)


async def view_url(pilot, app) -> str:
    """Wait for the view started with ``--players`` and return its URL."""
    assert await until(pilot, lambda: app.players is not None and app.players.running)
    return app.players.service.url


def port_of(url: str) -> int:
    return int(url.split("//", 1)[1].split("/", 1)[0].rsplit(":", 1)[1])


def local(url: str) -> str:
    """The same URL on 127.0.0.1 (a LAN-mode URL carries the laptop's address)."""
    rest = url.split("//", 1)[1].split("/", 1)
    return f"http://127.0.0.1:{port_of(url)}/" + (rest[1] if len(rest) > 1 else "")


def page_urls(url: str, count: int) -> list[str]:
    """``count`` addresses of the same view, each on its own host name (see above)."""
    rest = local(url).split("//", 1)[1].split(":", 1)[1]
    return [f"http://p{i}.localhost:{rest}" for i in range(count)]


def port_is_open(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(1)
        return probe.connect_ex(("127.0.0.1", port)) == 0


class EventTap:
    """Reads a page's event stream (``/events``) like a browser does and keeps every
    ``data:`` payload, so a test can search all that was ever sent."""

    def __init__(self, url: str) -> None:
        base, _, query = url.partition("?")
        self.url = base.rstrip("/") + "/events" + (f"?{query}" if query else "")
        self.data: list[str] = []
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> EventTap:
        self._session = aiohttp.ClientSession()
        self._task = asyncio.create_task(self._read())
        while not self.data:
            await asyncio.sleep(0.01)
        return self

    async def _read(self) -> None:
        async with self._session.get(self.url) as response:
            async for line in response.content:
                if line.startswith(b"data: "):
                    self.data.append(line[6:].decode().rstrip("\n"))

    async def __aexit__(self, *_: object) -> None:
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, aiohttp.ClientError):
                pass
        await self._session.close()


_WATCH = """() => {
  const check = () => (%s);
  window.__gmSeen = new Promise((resolve) => {
    if (check()) { resolve(-1); return; }
    const observer = new MutationObserver(() => {
      if (check()) { observer.disconnect(); resolve(Date.now()); }
    });
    observer.observe(document.body,
      { subtree: true, childList: true, characterData: true, attributes: true });
  });
}"""


async def watch(pages: list[Any], condition: str) -> None:
    """Arm each page to note the moment (its own clock, ms) the DOM first makes the JS
    expression ``condition`` true. The page's own render path is timed: no polling."""
    await asyncio.gather(*(page.evaluate(_WATCH % condition) for page in pages))


async def seen_after(pages: list[Any], start: float, timeout: float = 10.0) -> list[float]:
    """Seconds from ``start`` (``time.time()``) until each armed page showed the change."""

    async def one(page: Any) -> float:
        at = await asyncio.wait_for(page.evaluate("() => window.__gmSeen"), timeout)
        assert at != -1, "the page showed the change before the action"
        return at / 1000 - start

    return list(await asyncio.gather(*(one(page) for page in pages)))
