"""Does our one-widget footer (gmconsole/widgets/keys_footer.py) still pay for itself?

Issue 21: "the custom footer stays only if its benchmark still shows it pays". The
same console is run with its ``KeysFooter`` on the main screen and with Textual's own
``Footer`` in its place, alternating, each run a fresh process, under ``run_test``
(120x40, the RyF sample party):

- open: CPU from creating the app to the main screen's first idle frame;
- next turn: CPU per ``n`` and its repaint;
- focus change: CPU per Tab (Textual's footer recomposes its key widgets when the
  focus moves, ours redraws one line).

Prints ``name: value unit`` (medians over the runs) and the ratio Textual/ours: above
1.0 our footer saves that much.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_RUNS = 7
KEYS = 30
FIGURES = ("open", "next turn", "focus change")


async def one_run(party: Path, footer: str) -> dict[str, float]:
    if footer == "textual":
        from textual.widgets import Footer

        import gmconsole.screens.main_screen as main_screen

        main_screen.KeysFooter = Footer  # type: ignore[misc,assignment]
    from gmconsole.app import GMConsole
    from gmconsole.storage import load_party
    from rules.dice import RandomDice

    start = time.process_time()
    app = GMConsole(path=party, party=load_party(party), dice=RandomDice(1))
    figures: dict[str, float] = {}
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        figures["open"] = time.process_time() - start
        for name, key in (("next turn", "n"), ("focus change", "tab")):
            start = time.process_time()
            for _ in range(KEYS):
                await pilot.press(key)
                await pilot.pause()
            figures[name] = (time.process_time() - start) / KEYS
    return {name: value * 1000 for name, value in figures.items()}


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--run":
        print(json.dumps(asyncio.run(one_run(Path(sys.argv[2]), sys.argv[3]))))
        return
    runs: dict[str, list[dict[str, float]]] = {"ours": [], "textual": []}
    with tempfile.TemporaryDirectory() as folder:
        party = Path(folder) / "ryf.toml"
        for _ in range(APP_RUNS):
            for footer in runs:
                shutil.copy(ROOT / "sample_parties" / "ryf.toml", party)
                output = subprocess.run(
                    [sys.executable, __file__, "--run", str(party), footer],
                    capture_output=True,
                    text=True,
                    check=True,
                    cwd=ROOT,
                ).stdout
                runs[footer].append(json.loads(output.splitlines()[-1]))
                party.with_name(party.name + ".recovery").unlink(missing_ok=True)
    for name in FIGURES:
        ours = statistics.median(run[name] for run in runs["ours"])
        theirs = statistics.median(run[name] for run in runs["textual"])
        print(f"{name} cpu, our footer: {ours:.1f} ms")
        print(f"{name} cpu, textual footer: {theirs:.1f} ms")
        print(f"{name} textual/ours: {theirs / ours:.2f} x")


if __name__ == "__main__":
    main()
