"""Many tabs of the view in one browser share one event stream (issue 25: a 7th tab of
the view once could not even load, the browser's 6 connections to the address being
held by the other tabs' streams)."""

from __future__ import annotations

import asyncio

import pytest

from tests.browser.conftest import local, until, view_url
from tests.pilot_keys import running

pytestmark = pytest.mark.asyncio(loop_scope="module")

TABS = 9
CURRENT = "() => document.querySelector('.row.current .name')?.textContent"


async def shows(page, name: str, timeout: float) -> None:
    """Wait until the page shows ``name`` as whose turn it is (the page's CSP forbids
    Playwright's string predicates, so this asks the page again and again)."""
    async with asyncio.timeout(timeout):
        while await page.evaluate(CURRENT) != name:
            await asyncio.sleep(0.05)


async def test_nine_tabs_of_one_browser_load_and_share_one_stream(browser, make_console):
    async with running(make_console("ryf"), size=(80, 24)) as (app, pilot):
        url = local(await view_url(pilot, app))
        context = await browser.new_context()
        try:
            pages = []
            for _ in range(TABS):  # every tab loads: one connection is a stream, not nine
                page = await context.new_page()
                await page.goto(url, timeout=5000)
                pages.append(page)
            assert await until(pilot, lambda: app.players.service.viewers == 1, timeout=5)
            await pilot.press("n")  # Ruiseñor's turn ends: Fred's begins
            for page in pages:
                await shows(page, "Fred", 5)
            # The tab holding the stream closes: another takes it over.
            await pages[0].close()
            await asyncio.sleep(0.3)
            await pilot.press("n")
            expected = app.players.view(app.engine.party)["turn"]["name"]
            for page in pages[1:]:
                await shows(page, expected, 8)
            assert await until(pilot, lambda: app.players.service.viewers == 1, timeout=5)
        finally:
            await context.close()
