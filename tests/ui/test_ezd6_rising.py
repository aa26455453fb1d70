"""EZD6: a combatant who rises goes back with their side (players, then enemies), not
below the enemies where the fallen sank; the turn marker stays on the same combatant."""

from tests.pilot_keys import press, running
from tests.ui.conftest import answer, order_ids, turn_holder

SIZE = (120, 40)


async def test_a_healed_hero_stands_with_the_players_again(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "d")  # Sor Elena
        await answer(pilot, "3")
        await press(pilot, "n")  # no life-threatening save: she stays down
        assert order_ids(app)[-1] == "sor-elena"  # down: she sank
        await press(pilot, "h")
        await answer(pilot, "2")
        order = order_ids(app)
        assert order[:4] == ["brunhilda", "pip", "aldric", "sor-elena"], order
        assert turn_holder(app) == "brunhilda"  # the marker did not move
        for _ in range(7):  # into round 2: the order holds
            await press(pilot, "n")
        assert app.engine.party.encounter.round == 2
        assert order_ids(app)[:4] == ["brunhilda", "pip", "aldric", "sor-elena"]


async def test_the_turn_marker_stays_on_the_holder_while_a_hero_rises(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "n")  # Pip has the turn (Sor Elena, above, has acted)
        assert turn_holder(app) == "pip"
        await press(pilot, "home", "down", "d")  # Sor Elena
        await answer(pilot, "3")
        await press(pilot, "n")  # no life-threatening save: she stays down
        assert order_ids(app)[-1] == "sor-elena"
        assert turn_holder(app) == "pip"
        await press(pilot, "h")
        await answer(pilot, "1")
        order = order_ids(app)
        assert order.index("sor-elena") == order.index("aldric") + 1, order
        assert order.index("sor-elena") < order.index("esqueleto-1")
        assert turn_holder(app) == "pip"
