"""Write screenshots/ryf-group.svg: a group of enemies in the tracker (issue 23), opened
to its members, one of them down, at 100x30. From a temp copy of the RyF sample with a
prepared encounter of four bandits as a group.
Run: `uv run python scripts/group_screenshots.py`."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (100, 30)


async def main() -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        from gmconsole.app import GMConsole
        from gmconsole.model.party import PreparedEncounter, PreparedEntry
        from gmconsole.storage import load_party, save_party
        from rules.dice import RandomDice

        path = folder / "ryf.toml"
        shutil.copy(ROOT / "sample_parties" / "ryf.toml", path)
        party = load_party(path)
        encounters = [
            PreparedEncounter(
                name="Emboscada en el paso",
                entries=[
                    PreparedEntry(creature="bandido", count=4, group=True),
                    PreparedEntry(creature="cabecilla", hidden=False),
                ],
            )
        ]
        party = party.model_copy(update={"encounters": encounters})  # a frozen value
        save_party(party, path)
        app = GMConsole(path=path, party=load_party(path), dice=RandomDice(11))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("A", "1", "enter")  # a digit highlights, enter picks
            await pilot.pause()
            tracker = app.screen.tracker
            row = next(i for i, r in enumerate(tracker.rows) if r.group is not None)
            await pilot.press("home", *["down"] * row)
            await pilot.press("d", "enter")  # the next one up
            await pilot.pause()
            await pilot.press("backspace", "2", "5", "enter")  # 25: down
            await pilot.pause()
            await pilot.press("d", "4", "enter")  # all of them (the three up)
            await pilot.pause()
            await pilot.press("backspace", "6", "enter")
            await pilot.pause()
            await pilot.press("right")
            await pilot.pause()
            (ROOT / "screenshots" / "ryf-group.svg").write_text(
                app.export_screenshot(title="gmconsole: ryf-group"), encoding="utf-8"
            )
        print("screenshots/ryf-group.svg")


if __name__ == "__main__":
    asyncio.run(main())
