"""Screenshots of the players' view at phone and TV widths, with headless Chromium.

    uv run python scripts/players_screenshots.py [--party sample_parties/ryf.toml] [--lang es]

Serves a sample party mid-fight with the real server (PlayersService, port 0) and points
Debian's ``chromium`` at it: screenshots/players-phone.png (390 x 844, a phone held
upright) and screenshots/players-tv.png (1920 x 1080). Needs ``apt-get install chromium``.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gmconsole.model.party import Condition, LogEntry  # noqa: E402
from gmconsole.players.service import PlayersService  # noqa: E402
from gmconsole.players.view import build_view  # noqa: E402
from gmconsole.storage import load_party  # noqa: E402

SIZES = {"phone": (390, 844), "tv": (1920, 1080)}


def set_scene(party: Any) -> Any:
    """Round 2, second in the order acts, some harm, a condition and a few log lines: the
    party as a new value (the models are frozen)."""
    encounter = party.encounter
    members = list(party.members)
    enemies = list(encounter.enemies)
    combatants = list(encounter.combatants)
    aturdido, bendecido = Condition(name="Aturdido", rounds=2), Condition(name="Bendecido")
    combatants[0] = combatants[0].model_copy(
        update={"acted": True, "conditions": [aturdido, bendecido]}
    )
    combatants[1] = combatants[1].model_copy(update={"delayed": False})
    if hasattr(members[0], "hp"):
        members[0] = members[0].model_copy(update={"hp": 19})
        members[2] = members[2].model_copy(update={"hp": 9})
        for index, hp in enumerate((25, 7, -25)[: len(enemies)]):
            enemies[index] = enemies[index].model_copy(update={"hp": hp})
    if hasattr(members[0], "strikes"):
        members[0] = members[0].model_copy(update={"strikes": 3})
        if enemies:
            combatants[-1] = combatants[-1].model_copy(update={"down": True})
    name = members[0].name
    lines = [
        f"{name} attacks {enemies[0].name}: hit",
        f"{enemies[0].name} takes 7 damage",
        f"{name}: Aturdido for 2 round(s)",
        "Round 2 begins",
        f"Turn: {members[1].name}",
    ]
    if hasattr(members[0], "hp"):
        lines[0] = f"{name} attacks {enemies[0].name} with Estoque: 1o3d10 [2, 7, 9] = 22: hit"
        lines[1] = f"{enemies[0].name} takes 1d10 [7] = 7 damage"
        lines.insert(2, f"{name}: HP 28 -> 19")
    encounter = encounter.model_copy(
        update={"round": 2, "turn": 1, "enemies": enemies, "combatants": combatants}
    )
    log = [*party.log, *(LogEntry(round=2, text=line) for line in lines)]
    return party.model_copy(update={"members": members, "encounter": encounter, "log": log})


async def shoot(url: str, out: Path, size: tuple[int, int], browser: str) -> None:
    process = await asyncio.create_subprocess_exec(
        browser,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--timeout=4000",
        f"--window-size={size[0]},{size[1]}",
        f"--screenshot={out}",
        url,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    await asyncio.wait_for(process.wait(), 60)
    if not out.exists():
        raise SystemExit(f"chromium wrote no {out}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--party", default=str(ROOT / "sample_parties" / "ryf.toml"))
    parser.add_argument("--lang", default="es", choices=("es", "en"))
    parser.add_argument("--open-rolls", action="store_true")
    parser.add_argument("--out", default=str(ROOT / "screenshots"))
    args = parser.parse_args()
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise SystemExit("no chromium: apt-get install -y chromium")
    party = load_party(args.party)
    party = set_scene(party)
    service = PlayersService("127.0.0.1", 0, lang=args.lang)
    service.publish(build_view(party, lang=args.lang, open_rolls=args.open_rolls))
    url = await service.start()
    try:
        for name, size in SIZES.items():
            out = Path(args.out) / f"players-{name}.png"
            out.unlink(missing_ok=True)
            await shoot(url, out, size, browser)
            print(out)
    finally:
        await service.stop()


if __name__ == "__main__":
    asyncio.run(main())
