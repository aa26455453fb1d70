"""A whole exchange per system through the combat panel, keys only, typed-in dice."""

from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from tests.ui.conftest import answer

SIZE = (120, 40)


async def test_ezd6_critical_chain_armour_saves_and_spill(make_app):
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        index = character_index(party)
        await pilot.press("down", "down", "down", "down", "t")  # Brunhilda vs Esqueleto 1
        await pilot.press("e")
        await answer(pilot, "6")  # kept 6: the critical chain starts
        await answer(pilot, "6")  # chain: one more strike
        await answer(pilot, "2")  # chain ends
        await pilot.press("s")
        await answer(pilot, "3")  # Esqueleto 1 fails its 6+ save: down, 2 strikes left
        await pilot.press("o", "1")  # extra strikes to the next enemy: Esqueleto 2
        await answer(pilot, "6")  # the second strike: Esqueleto 2's save passes
        await pilot.press("k")  # no effect after the saves: karma comes before them
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert index["esqueleto-1"].strikes == 0
        assert index["esqueleto-2"].strikes == 1
        texts = [e.text for e in party.log]
        assert "critical chain: 6 2 -> +1 strike" in texts
        assert "2 strike(s) dealt" in texts
        assert "Esqueleto 2: armour save 6+: 6✓ -> 1 negated, 0 taken: strikes 1 -> 1" in texts


async def test_ezd6_karma_and_helpers(make_app):
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        index = character_index(party)
        await pilot.press("t", "m")  # task
        await pilot.press("d", "d")  # difficulty 5
        await pilot.press("h", "2")  # Sor Elena helps
        await pilot.pause()
        await pilot.press("e")
        await answer(pilot, "3 4")  # 2d6 keep highest: 4
        await pilot.press("k", "enter")  # +1 karma: 5, success
        await pilot.pause()
        assert index["brunhilda"].karma == 1
        helper = next(c for c in party.encounter.combatants if c.id == "sor-elena")
        assert helper.loses_next_action
        assert [e.text for e in party.log] == [
            "Brunhilda task: 2d6 keep highest (1 helper): 3 4 -> 4, karma +1 -> 5 vs 5: success",
            "helped by Sor Elena (they lose their next action)",
            "Brunhilda: karma 2 -> 1",
        ]


async def test_ezd6_hero_die_and_miraculous_save(make_app):
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        brunhilda = character_index(party)["brunhilda"]
        await pilot.press("t", "m", "e")
        await answer(pilot, "1")
        await pilot.press("H")
        await answer(pilot, "5")
        await pilot.press("enter")
        await pilot.pause()
        assert brunhilda.hero_dice == 0
        await pilot.press("t", "m", "m", "m", "e")  # life-threatening save
        await answer(pilot, "6")
        await pilot.press("enter")
        await pilot.pause()
        assert brunhilda.strikes == 1
