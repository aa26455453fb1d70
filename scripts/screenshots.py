"""Write screenshots/<system>.svg (mid-fight) and screenshots/<system>-panel.svg (the combat
panel mid-exchange) for each sample party. Run: `uv run python scripts/screenshots.py`.
Nothing in sample_parties/ is changed: each run works on a temp copy."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from pathlib import Path

from gmconsole.app import GMConsole
from gmconsole.storage import load_party
from rules.dice import RandomDice

ROOT = Path(__file__).resolve().parent.parent
SIZE = (120, 36)
# Keys that bring each fight to an interesting moment, then open the panel.
FIGHTS = {
    "fids": (["n", "c", *"Empapado", "enter", "2", "enter", "n", "n"], ["t", "s", "t"]),
    "ryf": (["i", "n", "down", "down", "d", "1", "4", "enter", "n"], ["t"]),
    "eclipse_phase": (["n", "n", "down", "down", "down", "d", "1", "enter"], ["t", "d", "d", "h"]),
    "ezd6": (["w", "n", "down", "down", "down", "d", "1", "enter"], ["t", "b", "h", "2"]),
}


async def shoot(system: str, folder: Path) -> None:
    path = folder / f"{system}.toml"
    shutil.copy(ROOT / "sample_parties" / f"{system}.toml", path)
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(11))
    before, panel = FIGHTS[system]
    async with app.run_test(size=SIZE) as pilot:
        for key in before:
            await pilot.press(key)
        await pilot.pause()
        (ROOT / "screenshots" / f"{system}.svg").write_text(
            app.export_screenshot(title=f"gmconsole: {system}"), encoding="utf-8"
        )
        for key in panel:
            await pilot.press(key)
        await pilot.press("r")
        await pilot.pause()
        (ROOT / "screenshots" / f"{system}-panel.svg").write_text(
            app.export_screenshot(title=f"gmconsole: {system} panel"), encoding="utf-8"
        )


async def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_DATA_HOME"] = folder
        for system in FIGHTS:
            await shoot(system, Path(folder))
            print(f"screenshots/{system}.svg, screenshots/{system}-panel.svg")


if __name__ == "__main__":
    asyncio.run(main())
