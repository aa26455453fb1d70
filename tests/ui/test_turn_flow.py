"""Turn flow details from issue 11: a combatant still delaying is offered the turn before
the round ends; p right after n undoes it exactly; at 80x24 whose turn it is shows."""

from gmconsole.state import operations as ops
from tests.live import live
from tests.pilot_keys import press, running

SIZE = (80, 24)


async def test_a_delaying_combatant_gets_the_turn_before_the_round_ends(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.press("i")  # the fight starts: everyone in order, round 1
        encounter = live(lambda: app.engine.party.encounter)
        first = encounter.combatants[encounter.turn].id
        await press(pilot, "w")  # the first one delays
        for _ in range(len(encounter.combatants) * 2):
            if encounter.combatants[encounter.turn].id == first or encounter.round > 1:
                break
            await press(pilot, "n")
        assert encounter.round == 1, "the round ended without the delaying combatant"
        assert encounter.combatants[encounter.turn].id == first
        assert "was delaying" in app.engine.party.log[-1].text


async def test_p_right_after_n_restores_an_expired_condition(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        current = encounter.combatants[encounter.turn].id
        app.screen.run(ops.AddCondition(cid=current, name="Aturdida", rounds=1))
        before = app.engine.party.model_dump()
        await press(pilot, "n")  # the condition expires at the end of its owner's turn
        assert not next(c for c in encounter.combatants if c.id == current).conditions
        await press(pilot, "p")
        assert app.engine.party.model_dump() == before


async def test_at_80x24_whose_turn_it_is_is_on_screen(make_app):
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        tracker = app.screen.tracker
        encounter = live(lambda: app.engine.party.encounter)
        for _ in range(len(encounter.combatants) + 2):
            await press(pilot, "n")
            top = tracker.scroll_offset.y
            height = tracker.scrollable_content_region.height
            assert top <= encounter.turn < top + height, (encounter.turn, top, height)
