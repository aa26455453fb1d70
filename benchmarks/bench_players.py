"""The players' view under load: update latency in a real browser and the console's CPU.

1. Update latency: the GM presses ``n`` (Pilot) and each open page (headless Debian
   Chromium through Playwright, all in the console's own asyncio loop) notes, with a
   MutationObserver in the page, the moment its DOM shows the new turn. Per action the
   figure is the last page to show it; the median of 20 actions is printed, with 1 and
   with 32 pages open.
2. Console CPU per action: ``time.process_time`` around ``n`` and the repaint and stream
   writes it causes, with 32 pages open next to none (the view running, no page; measured
   before and after the 32, the mean is the baseline); their ratio (goal <= 1.2x).

    uv run python benchmarks/bench_players.py

Prints ``name: value unit`` lines. Needs /usr/bin/chromium (apt-get install chromium) and
Playwright (the dev group). On a shared or busy machine the figures swing: run it twice.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    browser_missing,
    page_urls,
    seen_after,
    watch,
)

ACTIONS = 20
WARMUP = 3
PAGES = 32
CURRENT = "document.querySelector('.row.current .name')?.textContent"


async def latency(app, pilot, pages) -> list[float]:
    """Seconds from the key press to the last page showing the new turn, per action."""
    figures = []
    for i in range(WARMUP + ACTIONS):
        shown = await pages[0].evaluate(f"() => {CURRENT}")
        await watch(pages, f"{CURRENT} !== {shown!r}")
        start = time.time()
        await pilot.press("n")
        delays = await seen_after(pages, start)
        if i >= WARMUP:
            figures.append(max(delays))
    return figures


async def cpu_per_action(pilot) -> list[float]:
    figures = []
    for i in range(WARMUP + ACTIONS):
        start = time.process_time()
        await pilot.press("n")
        await pilot.pause()
        await asyncio.sleep(0.02)  # the stream writes the change caused
        if i >= WARMUP:
            figures.append(time.process_time() - start)
    return figures


async def wait_viewers(app, pilot, count: int) -> None:
    for _ in range(600):
        if app.players.service.viewers == count:
            return
        await pilot.pause(0.05)
    raise SystemExit(f"expected {count} open pages, got {app.players.service.viewers}")


async def main() -> None:
    reason = browser_missing()
    if reason:
        raise SystemExit(reason)
    from playwright.async_api import async_playwright

    from gmconsole.app import GMConsole
    from gmconsole.storage import load_party
    from rules.dice import RandomDice

    folder = Path(tempfile.mkdtemp(prefix="bench-players-"))
    os.environ["XDG_DATA_HOME"] = str(folder / "data")
    path = folder / "ryf.toml"
    shutil.copyfile(ROOT / "tests" / "fixtures" / "parties" / "ryf.toml", path)
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(1), players="127.0.0.1:0")
    out: list[str] = []
    try:
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            async with app.run_test(size=(120, 40)) as pilot:
                for _ in range(200):
                    if app.players is not None and app.players.running:
                        break
                    await pilot.pause(0.05)
                url = app.players.service.url
                urls = page_urls(url, PAGES)

                idle_before = await cpu_per_action(pilot)

                context = await browser.new_context()
                one = await context.new_page()
                await one.goto(urls[0])
                await wait_viewers(app, pilot, 1)
                lat1 = await latency(app, pilot, [one])

                pages = [one] + list(await asyncio.gather(*(context.new_page() for _ in urls[1:])))
                await asyncio.gather(*(p.goto(u) for p, u in zip(pages[1:], urls[1:], strict=True)))
                await wait_viewers(app, pilot, PAGES)
                lat32 = await latency(app, pilot, pages)
                busy = await cpu_per_action(pilot)
                await context.close()
                await wait_viewers(app, pilot, 0)

                idle_after = await cpu_per_action(pilot)
            await browser.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    ms = 1000
    base = (statistics.median(idle_before) + statistics.median(idle_after)) / 2
    loaded = statistics.median(busy)
    out.append(f"players.latency_1_page_median: {statistics.median(lat1) * ms:.1f} ms")
    out.append(f"players.latency_1_page_max: {max(lat1) * ms:.1f} ms")
    out.append(f"players.latency_32_pages_median: {statistics.median(lat32) * ms:.1f} ms")
    out.append(f"players.latency_32_pages_max: {max(lat32) * ms:.1f} ms")
    out.append(f"players.cpu_per_action_0_pages: {base * ms:.2f} ms")
    out.append(f"players.cpu_per_action_32_pages: {loaded * ms:.2f} ms")
    out.append(f"players.cpu_ratio_32_vs_0: {loaded / base:.2f} x (goal <= 1.2)")
    print("\n".join(out))


if __name__ == "__main__":
    asyncio.run(main())
