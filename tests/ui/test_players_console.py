"""The players' view driven from the console: started with a key or --players, fed a
public snapshot after every change, hidden combatants kept out, stopped on request."""

import json

import aiohttp

from gmconsole.screens.players_screen import PlayersScreen
from tests.pilot_keys import press, running

SIZE = (80, 24)


async def fetch_view(url: str) -> dict:
    """The view as a browser gets it (the server runs in the app's own loop)."""
    base = url.split("?")[0].rstrip("/")
    async with aiohttp.ClientSession() as session, session.get(base + "/view.json") as answer:
        return await answer.json()


async def shows(url: str, text: str) -> bool:
    return text in json.dumps(await fetch_view(url), ensure_ascii=False)


async def wait_for(pilot, check, tries: int = 60):
    """Poll an async or plain check until it holds (the page updates within 1 s)."""
    for _ in range(tries):
        await pilot.pause(0.05)
        result = check()
        if hasattr(result, "__await__"):
            result = await result
        if result:
            return True
    return False


async def test_v_starts_the_view_and_a_change_reaches_it(make_app):
    app = make_app("ryf")
    app.players_address = "127.0.0.1:0"  # any free port
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("v")
        assert await wait_for(pilot, lambda: isinstance(app.screen, PlayersScreen))
        url = app.players.service.url
        assert url.startswith("http://127.0.0.1:")
        before = await fetch_view(url)
        await pilot.press("escape", "i")  # roll initiative: the fight starts, turn 1

        async def changed() -> bool:
            view = await fetch_view(url)
            return view["active"] and view["turn"] != before["turn"]

        assert await wait_for(pilot, changed)
        await pilot.press("v", "x")
        assert await wait_for(pilot, lambda: not app.players.running)


async def test_hidden_combatants_never_reach_the_view(make_app):
    app = make_app("ryf")
    app.players_address = "127.0.0.1:0"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("v")
        assert await wait_for(pilot, lambda: isinstance(app.screen, PlayersScreen))
        url = app.players.service.url
        await pilot.press("escape")
        cid = app.screen.tracker.selected_id
        name = next(m.name for m in app.engine.party.members if m.id == cid)
        assert await shows(url, name)
        await pilot.press("u")  # hide the selected combatant
        assert next(c for c in app.screen.party.encounter.combatants if c.id == cid).hidden

        async def gone() -> bool:
            return not await shows(url, name)

        assert await wait_for(pilot, gone)
        await pilot.press("u")
        assert await wait_for(pilot, lambda: shows(url, name))


async def test_enemies_from_the_roster_start_hidden(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        before = {c.id for c in app.engine.party.encounter.combatants}
        await press(pilot, "a", "enter")  # the first roster entry
        await press(pilot, "enter", "enter")  # its count, then no typed initiative
        new = [c for c in app.engine.party.encounter.combatants if c.id not in before]
        assert new and all(c.hidden for c in new)


async def test_the_views_keys_show_beside_the_qr_code_at_80x24(make_app, lang):
    """Playtest: at 80x24 `v` showed the address and the QR code, but its keys (l, o, x)
    were below them, scrolled out of sight."""
    from textual.containers import VerticalScroll
    from textual.widgets import Static

    app = make_app("ryf")
    app.players_address = "127.0.0.1:0"
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        assert await wait_for(pilot, lambda: isinstance(app.screen, PlayersScreen))
        await pilot.pause()
        keys = next(s for s in app.screen.query(Static) if "x: " in str(s.render()))
        box = app.screen.query_one(VerticalScroll)
        assert box.content_region.contains_region(keys.region), (box.region, keys.region)
        text = str(keys.render())
        for key in ("l: ", "o: ", "x: ", "escape: "):
            assert key in text
        assert app.screen.query_one("#qr").region.height >= 10
        await pilot.press("x")
        assert await wait_for(pilot, lambda: not app.players.running)


async def attack_and_fail_a_save(pilot, row: str) -> None:
    """The turn holder attacks ``row`` (typed: a hit, no chain); its armour save fails."""
    from tests.ui.conftest import answer
    from tests.ui.test_groups import select_row

    await select_row(pilot, row)
    await press(pilot, "t", "e")
    await answer(pilot, "4")  # a hit against 3
    await press(pilot, "s")
    await answer(pilot, "1")  # the save fails: down
    await press(pilot, "enter")


async def test_open_rolls_show_a_visible_enemys_save_from_when_they_are_turned_on(make_app, lang):
    """Play-test (EZD6): with `v` `o`, Esqueleto 1's armour save was not on the page. A
    GM's roll shows from when `o` is pressed (one made before stays secret), with no
    enemy's numbers; the panel's key says what it does."""
    app = make_app("ezd6")
    app.players_address = "127.0.0.1:0"
    async with app.run_test(size=SIZE) as pilot:
        await attack_and_fail_a_save(pilot, "esqueleto-1")  # Brunhilda, rolls closed
        await press(pilot, "n", "v")
        assert await wait_for(pilot, lambda: isinstance(app.screen, PlayersScreen))
        keys = {"en": "o: show the GM's rolls too", "es": "o: mostrar también las tiradas del DJ"}
        assert keys[lang] in str(app.screen.query_one("#keys").render())
        await press(pilot, "o")
        assert await wait_for(pilot, lambda: isinstance(app.screen, PlayersScreen))
        keys = {"en": "o: show only the party's rolls", "es": "o: mostrar solo las tiradas"}
        assert keys[lang] in str(app.screen.query_one("#keys").render())
        await press(pilot, "escape")
        await attack_and_fail_a_save(pilot, "esqueleto-2")  # Sor Elena, rolls open
        log = [line["text"] for line in app.players.view(app.engine.party)["log"]]
        await press(pilot, "v", "o", "escape")  # closed again: what they saw stays
        closed = [line["text"] for line in app.players.view(app.engine.party)["log"]]
        await press(pilot, "v", "x")
    save = {
        "en": "{}: armour save 6+: 1✗ -> 0 negated, 1 taken (down)",
        "es": "{}: tirada de armadura 6+: 1✗ -> 0 anulados, 1 recibido (caído)",
    }[lang]
    assert save.format("Esqueleto 2") in log, log
    assert closed == log  # play-test 32: `o` off took the rolls they had seen away
    assert not any(line.startswith("Esqueleto 1") for line in log), "rolled in secret"
    assert not any(" -> 0 (" in line or "1 -> 0" in line for line in log), log
