"""Keys pressed for common table actions, before this round's changes and now.

    uv run python benchmarks/bench_keys.py

Each "now" sequence is played through the console (Pilot, scripted party copies) and its
effect checked, so the figure is what a GM really types. "Before" is what the same action
took in the previous console (no typed amounts, panels that forgot their options, long
choices cycled one key at a time), computed from the same party. One line per figure as
``name: value unit``. Goals (issue 13): any change of N in at most 3 keys plus the
digits; repeating the last attack in 3 keys; one of 22 RyF skills in at most 4 keys.
Issue 23: starting a prepared encounter of 3 entries in at most 3 keys plus the filter.
"""

from __future__ import annotations

import asyncio
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
PARTIES = ROOT / "tests" / "fixtures" / "parties"


def app_for(folder: Path, system: str):  # noqa: ANN201
    from gmconsole.app import GMConsole
    from gmconsole.storage import load_party
    from rules.dice import RandomDice

    path = folder / f"{system}.toml"
    shutil.copy(PARTIES / f"{system}.toml", path)
    return GMConsole(path=path, party=load_party(path), dice=RandomDice(7))


async def change_of_eight(folder: Path) -> tuple[int, int, int]:
    """Eclipse Phase: 8 damage on the selected combatant (its Daño counter)."""
    from gmconsole.state.context import character_index

    app = app_for(folder, "eclipse_phase")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        cid = next(c.id for c in app.engine.party.encounter.combatants if c.side == "party")
        screen.tracker.select_id(cid)
        screen.show_selected()
        character = character_index(app.engine.party)[cid]
        counter = next(c for c in character.counters if c.name == "Daño")
        lines = [r.key for r in screen.adapter.resources(app.engine.party, character)]
        line = lines.index(f"counter:{character.counters.index(counter)}")
        keys = ["d", "backspace", "8", "enter"]
        await pilot.press(*keys)
        await pilot.pause()
        after = next(c for c in character_index(app.engine.party)[cid].counters if c.name == "Daño")
        assert after.value == counter.value + 8, (counter.value, after.value)
        before = 1 + line + 8  # tab to the sidebar, down to the line, + eight times
        return before, len(keys) - 1, 1


def skill_keys(labels: list[str], default: int) -> list[tuple[int, int, list[str]]]:
    """For each skill: (keys before, keys now, the letters typed now). Now: the fewest
    letters that bring it to the top of the filtered list (the dialog's own ranking)."""
    from gmconsole.dialogs.choice_dialog import filtered, folded

    found = []
    for index, label in enumerate(labels):
        distance = (index - default) % len(labels)
        before = min(distance, len(labels) - distance)  # s forward or S back, one a step
        word = folded(label)
        candidates = sorted(
            {word[i:j] for i in range(len(word)) for j in range(i + 1, min(len(word), i + 4) + 1)},
            key=len,
        )
        letters = next(
            (c for c in candidates if c.strip() == c and filtered(labels, c)[:1] == [index]),
            word,
        )
        found.append((before, 2 + len(letters), list(letters)))
    return found


async def one_of_22_skills(folder: Path) -> tuple[int, int, float, float]:
    """RyF: pick a skill in the panel's skill roll mode; the worst skill is played."""
    app = app_for(folder, "ryf")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        panel = app.screen
        mode = panel.choice("m")
        while mode.value != "skill":
            await pilot.press("m")
        skill = panel.choice("s")
        labels = [label for _, label in skill.values]
        plans = skill_keys(labels, skill.index)
        worst = max(range(len(plans)), key=lambda i: plans[i][1])
        await pilot.press("s", *plans[worst][2], "enter")
        await pilot.pause()
        assert panel.choice("s").index == worst, (labels[worst], panel.choice("s").shown)
        before_max = max(p[0] for p in plans)
        now_max = max(p[1] for p in plans)
        return (
            before_max,
            now_max,
            sum(p[0] for p in plans) / len(plans),
            sum(p[1] for p in plans) / len(plans),
        )


async def repeat_last_attack(folder: Path) -> tuple[int, int]:
    """RyF: the actor attacks with its second weapon; on its next turn, t r enter repeats."""
    app = app_for(folder, "ryf")
    async with app.run_test(size=(120, 40)) as pilot:
        party = app.engine.party
        encounter = party.encounter
        actor = encounter.combatants[encounter.turn].id
        await pilot.press("t")
        await pilot.pause()
        panel = app.screen
        weapons = panel.choice("w")
        option_keys = 1 if len(weapons.values) > 1 else 0
        if option_keys:
            await pilot.press("w")
        chosen = (panel.choice("w").value, panel.choice("t").value)
        await pilot.press("r", "enter")
        await pilot.pause()
        for _ in range(len(encounter.combatants) * 2):
            if encounter.combatants[encounter.turn].id == actor:
                break
            await pilot.press("n")
            await pilot.pause()
        steps = len(app.engine.history._done)
        await pilot.press("t", "r", "enter")
        await pilot.pause()
        assert len(app.engine.history._done) == steps + 1
        last = app.engine.history.top.op
        assert (last.weapon, last.defender) == chosen, (last, chosen)
        return 3 + option_keys + 1, 3  # before: the options again (+1 to pick the target)


async def start_prepared_encounter(folder: Path, filtered: bool) -> tuple[int, int, int]:
    """RyF: start a prepared encounter of 3 entries (two roster creatures and one from the
    bestiary). ``filtered``: among 12 prepared encounters, so the list is filtered by
    typing. Returns (keys, letters typed, enemies that came in)."""
    import os

    from gmconsole.bestiary import entry_data, store_entries
    from gmconsole.model.party import PreparedEncounter, PreparedEntry
    from gmconsole.storage import load_party, save_party

    os.environ["XDG_DATA_HOME"] = str(folder / "data")
    path = folder / "ryf.toml"
    shutil.copy(PARTIES / "ryf.toml", path)
    party = load_party(path)
    store_entries("ryf", [entry_data(party.roster[0], "ogro", "Ogro")])
    entries = [
        PreparedEntry(creature=party.roster[0].id, count=3),
        PreparedEntry(creature=party.roster[1].id),
        PreparedEntry(creature="ogro"),
    ]
    names = ["Emboscada en el paso"]
    if filtered:
        names += [f"Patrulla {n}" for n in range(11)]
    party.encounters = [PreparedEncounter(name=name, entries=entries) for name in reversed(names)]
    save_party(party, path)
    from gmconsole.app import GMConsole
    from rules.dice import RandomDice

    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(7))
    async with app.run_test(size=(120, 40)) as pilot:
        before = len(app.engine.party.encounter.enemies)
        letters = list("embo") if filtered else []
        keys = ["A", *letters, "enter"] if filtered else ["A", str(len(names))]
        await pilot.press(*keys)
        await pilot.pause()
        came = len(app.engine.party.encounter.enemies) - before
        assert came == 5, came
        return len(keys) - len(letters), len(letters), came


async def main() -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        (folder / "a").mkdir()
        before, now, digits = await change_of_eight(folder / "a")
        print(f"change of 8 (Eclipse Phase damage) before: {before} keys")
        print(f"change of 8 (Eclipse Phase damage) now: {now} keys + {digits} digit")
        (folder / "b").mkdir()
        b_max, n_max, b_mean, n_mean = await one_of_22_skills(folder / "b")
        print(f"one of 22 RyF skills before, worst: {b_max} keys")
        print(f"one of 22 RyF skills now, worst: {n_max} keys")
        print(f"one of 22 RyF skills before, mean: {b_mean:.1f} keys")
        print(f"one of 22 RyF skills now, mean: {n_mean:.1f} keys")
        (folder / "c").mkdir()
        before, now = await repeat_last_attack(folder / "c")
        print(f"repeat the last attack before: {before} keys")
        print(f"repeat the last attack now: {now} keys")
        (folder / "d").mkdir()
        keys, letters, came = await start_prepared_encounter(folder / "d", filtered=False)
        print(f"start a prepared encounter of 3 entries ({came} enemies, 1 of 1): {keys} keys")
        (folder / "e").mkdir()
        keys, letters, came = await start_prepared_encounter(folder / "e", filtered=True)
        print(
            f"start a prepared encounter of 3 entries ({came} enemies, 1 of 12): "
            f"{keys} keys + {letters} letters of filter"
        )


if __name__ == "__main__":
    asyncio.run(main())
