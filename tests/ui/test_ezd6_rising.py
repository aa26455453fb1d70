"""EZD6: a combatant who rises goes back with their side (players, then enemies), not
below the enemies where the fallen sank; the turn marker stays on the same combatant."""

from tests.pilot_keys import press, running
from tests.ui.conftest import answer, order_ids, turn_holder

SIZE = (80, 24)


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


async def test_a_hero_who_interrupted_an_enemy_is_back_with_the_players_next_round(make_app):
    """Play-test 23: Sor Elena delayed (w), acted now on an enemy's turn (b), and stayed
    among the enemies in round 2 (RULINGS: the interrupt is that round's; players first)."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        assert order_ids(app)[:5] == ["brunhilda", "sor-elena", "pip", "aldric", "esqueleto-1"]
        await press(pilot, "n", "w", "n", "n", "n")  # Sor Elena delays; Esqueleto 2's turn
        assert turn_holder(app) == "esqueleto-2"
        app.screen.tracker.select_id("sor-elena")
        await press(pilot, "b")  # she acts now, before Esqueleto 2
        assert order_ids(app)[3:6] == ["esqueleto-1", "sor-elena", "esqueleto-2"]
        while app.engine.party.encounter.round == 1:
            await press(pilot, "n")
        assert order_ids(app)[:5] == ["brunhilda", "pip", "aldric", "sor-elena", "esqueleto-1"]
        assert turn_holder(app) == "brunhilda"
        log = [entry.text for entry in app.engine.party.log]
        opening = log.index("Round 2 begins")
        assert log[opening + 1] == "The sides take their turns again: players first"
        await press(pilot, "ctrl+z")  # the round's start undone: she is where she was
        assert order_ids(app)[3:6] == ["esqueleto-1", "sor-elena", "esqueleto-2"]


async def test_a_hero_who_interrupts_a_group_interrupts_the_group(make_app):
    """Play-test 23: "Turn: Esqueleto ×3", then "Sor Elena acts now, interrupting
    Esqueleto 3": the turn is the group's."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "a", "1", "enter")
        await answer(pilot, "3")
        await press(pilot, "2", "enter")  # as a group
        await press(pilot, "n", "w")  # Sor Elena delays
        while app.engine.party.log[-1].text != "Turn: Esqueleto ×3":
            await press(pilot, "n")
        app.screen.tracker.select_id("sor-elena")
        await press(pilot, "b")
        assert app.engine.party.log[-1].text == "Sor Elena acts now, interrupting Esqueleto ×3"


async def test_a_new_round_leaves_the_fallen_as_they_fell(make_app):
    """The fallen sink below those who fell before; a new round put the sides in turn
    among the fallen too (Pip, down after Esqueleto 1, back above it) and said "The sides
    take their turns again" when only the fallen had moved."""
    from tests.ui.test_groups import select_row

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        for fallen in ("esqueleto-1", "pip"):
            await select_row(pilot, fallen)
            await press(pilot, "f")
        assert order_ids(app)[-2:] == ["esqueleto-1", "pip"]
        while app.engine.party.encounter.round == 1:
            await press(pilot, "n")
        assert order_ids(app)[-2:] == ["esqueleto-1", "pip"]
        log = [entry.text for entry in app.engine.party.log]
        assert "The sides take their turns again: players first" not in log
