"""Write screenshots/ryf-encounters.svg (the prepared encounters list, `A`) and
screenshots/ryf-add.svg (the roster and the bestiary in one list, `a`) from a temp copy of
the RyF sample with a filled bestiary. Run: `uv run python scripts/encounter_screenshots.py`."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (120, 36)


async def main() -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        from gmconsole.app import GMConsole
        from gmconsole.bestiary import entry_data, store_entries
        from gmconsole.model.party import PreparedEncounter, PreparedEntry
        from gmconsole.storage import load_party, save_party
        from rules.dice import RandomDice

        path = folder / "ryf.toml"
        shutil.copy(ROOT / "sample_parties" / "ryf.toml", path)
        party = load_party(path)
        template = party.roster[0]
        store_entries(
            "ryf",
            [
                entry_data(template, "ogro", "Ogro de las cuevas"),
                entry_data(template, "sectario", "Sectario del Ojo", 3),
                entry_data(template, "guardia", "Guardia de la ciudad", 2),
            ],
        )
        encounters = [
            PreparedEncounter(
                name="Emboscada en el paso",
                notes="De noche",
                entries=[
                    PreparedEntry(creature="bandido", count=4),
                    PreparedEntry(creature="cabecilla", hidden=False),
                    PreparedEntry(creature="ogro"),
                ],
            ),
            PreparedEncounter(
                name="La cripta del Ojo",
                entries=[PreparedEntry(creature="sectario", count=3)],
            ),
            PreparedEncounter(
                name="Control en la puerta",
                entries=[PreparedEntry(creature="guardia", count=2)],
            ),
        ]
        party = party.model_copy(update={"encounters": encounters})  # a frozen value
        save_party(party, path)
        for keys, shot in ((["A"], "ryf-encounters"), (["a"], "ryf-add")):
            app = GMConsole(path=path, party=load_party(path), dice=RandomDice(11))
            async with app.run_test(size=SIZE) as pilot:
                await pilot.press(*keys)
                await pilot.pause()
                (ROOT / "screenshots" / f"{shot}.svg").write_text(
                    app.export_screenshot(title=f"gmconsole: {shot}"), encoding="utf-8"
                )
            print(f"screenshots/{shot}.svg")


if __name__ == "__main__":
    asyncio.run(main())
