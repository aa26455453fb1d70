"""A whole exchange per system through the combat panel, keys only, typed-in dice."""

from gmconsole.state.context import character_index
from tests.ui.conftest import answer

SIZE = (120, 40)


async def test_fids_force_with_energy_then_with_misfortune(make_app):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        donny = character_index(party)["donny"]
        before = party.model_dump()
        await pilot.press("t", "s", "t")  # agility, unfavorable
        await pilot.press("e")
        await answer(pilot, "2 4 6")
        assert "force to 2 for 4 Energy -> complete" in str(
            app.screen.query_one("#result").render()
        )
        await pilot.press("1", "enter")
        await pilot.pause()
        assert donny.energy == 1
        assert "force 6 -> 2 (kept - chosen): cost 4 Energy (5 -> 1)" in party.log[-2].text
        await pilot.press("ctrl+z")
        assert party.model_dump() == before
        await pilot.press("t", "s", "t", "e")
        await answer(pilot, "2 4 6")
        await pilot.press("m", "1", "enter")
        await pilot.pause()
        assert donny.energy == 5 and party.pools.misfortune == 9


async def test_fids_favorable_reroll_and_critical_energy(make_app):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        donny = character_index(party)["donny"]
        await pilot.press("t", "T")  # favorable (strength 2)
        await pilot.press("e")
        await answer(pilot, "3 4 5")
        await pilot.press("f")
        await answer(pilot, "1 1 1")  # the reroll: a triple, critical
        await pilot.press("enter")
        await pilot.pause()
        # cost 2 + |3 - 1| = 4: 5 -> 1, then the critical gives +2: 3
        assert donny.energy == 3
        assert any("critical recovers 2 Energy" in e.text for e in party.log)
