"""Write screenshots/<system>.svg (mid-fight) and screenshots/<system>-panel.svg (the combat
panel mid-exchange) for each sample party. Run: `uv run python scripts/screenshots.py`;
`--lang es` writes the Spanish ones, <system>-es.svg and <system>-panel-es.svg, for FIDS
and Eclipse Phase. Nothing in sample_parties/ is changed: each run works on a temp copy."""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

from gmconsole.storage import load_party
from rules.dice import RandomDice

ROOT = Path(__file__).resolve().parent.parent
SIZE = (120, 36)
# Keys that bring each fight to an interesting moment, then open the panel.
FIGHTS = {
    "fids": (["n", "c", *"Empapado", "enter", "2", "enter", "n", "n"], ["t", "s", "t"]),
    "ryf": (["i", "n", "down", "down", "d", "1", "4", "enter", "n"], ["t"]),
    "eclipse_phase": (["n", "n", "down", "down", "down", "d", "1", "enter"], ["t", "d", "d", "h"]),
    "ezd6": (["w", "n", "down", "down", "down", "d", "1", "enter"], ["t", "b", "h", "2", "enter"]),
}


SPANISH = ("fids", "eclipse_phase")


async def shoot(system: str, folder: Path, suffix: str) -> None:
    from gmconsole.app import GMConsole  # after the language is set (the footer's words)

    path = folder / f"{system}.toml"
    shutil.copy(ROOT / "sample_parties" / f"{system}.toml", path)
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(11))
    before, panel = FIGHTS[system]
    async with app.run_test(size=SIZE) as pilot:
        for key in before:
            await pilot.press(key)
        await pilot.pause()
        (ROOT / "screenshots" / f"{system}{suffix}.svg").write_text(
            app.export_screenshot(title=f"gmconsole: {system}"), encoding="utf-8"
        )
        for key in panel:
            await pilot.press(key)
        await pilot.press("r")
        await pilot.pause()
        (ROOT / "screenshots" / f"{system}-panel{suffix}.svg").write_text(
            app.export_screenshot(title=f"gmconsole: {system} panel"), encoding="utf-8"
        )


async def main(spanish: bool) -> None:
    suffix = "-es" if spanish else ""
    if spanish:
        from gmconsole.cli import _use_language

        _use_language("es")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_DATA_HOME"] = folder
        for system in SPANISH if spanish else FIGHTS:
            await shoot(system, Path(folder), suffix)
            print(f"screenshots/{system}{suffix}.svg, screenshots/{system}-panel{suffix}.svg")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:] == ["--lang", "es"]))
