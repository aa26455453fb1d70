"""Write screenshots/ryf-preview.svg and screenshots/ezd6-preview-es.svg: the fight
preview (P) after its 20,000 fights, in English (RyF) and in Spanish (EZD6).

    uv run python scripts/preview_screenshots.py ryf
    uv run python scripts/preview_screenshots.py ezd6 --lang es

Nothing in sample_parties/ is changed: each run works on a temp copy.
"""

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
SIZE = (120, 40)


async def shoot(system: str, folder: Path, suffix: str) -> Path:
    from gmconsole.app import GMConsole  # after the language is set
    from gmconsole.widgets.fight_preview import MAX_FIGHTS, FightPreview

    path = folder / f"{system}.toml"
    shutil.copy(ROOT / "sample_parties" / f"{system}.toml", path)
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(11))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("P")
        for _ in range(2000):
            await pilot.pause(0.05)
            estimate = app.screen.query_one(FightPreview).estimate
            if estimate is not None and estimate.fights >= MAX_FIGHTS:
                break
        await pilot.pause()
        out = ROOT / "screenshots" / f"{system}-preview{suffix}.svg"
        out.write_text(app.export_screenshot(title=f"gmconsole: {system} preview"), "utf-8")
    return out


async def main(system: str, spanish: bool) -> None:
    if spanish:
        from gmconsole.cli import _use_language

        _use_language("es")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_DATA_HOME"] = folder
        print(await shoot(system, Path(folder), "-es" if spanish else ""))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2:] == ["--lang", "es"]))
