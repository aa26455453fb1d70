"""The turn order in an initiative system (the FIDS sample): a combatant moved above the
turn marker before acting is told it will act next round (it never acts this round, and
that is no longer silent); one who rises after being down goes back by initiative."""

from tests.pilot_keys import press, running
from tests.ui.conftest import order_ids, turn_holder

SIZE = (80, 24)


def _log(app) -> list[str]:
    return [entry.text for entry in app.engine.party.log]


async def test_moving_above_the_marker_says_the_round_passed_it(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "n")  # Lia has the turn
        assert turn_holder(app) == "lia"
        await press(pilot, "home", "down", "down", "down")  # Rakum, below the marker
        assert app.screen.tracker.selected_id == "rakum"
        for key in "] ] [ [".split():
            await press(pilot, key)
        assert not any("already been passed" in line for line in _log(app))  # still below
        await press(pilot, "left_square_bracket")  # past Lia, who has the turn
        assert order_ids(app).index("rakum") < order_ids(app).index("lia")
        assert turn_holder(app) == "lia"
        passed = [line for line in _log(app) if "already been passed" in line]
        assert passed == [
            "Rakum has already been passed this round: will act next round "
            "(or give it the turn to act now)"
        ], _log(app)[-3:]
        await press(pilot, "left_square_bracket")  # further up: said once, when it crossed
        assert len([line for line in _log(app) if "already been passed" in line]) == 1


async def test_a_combatant_back_up_returns_to_its_initiative_place(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "home", "down", "down", "down")  # Rakum, initiative 4
        before = order_ids(app)
        await press(pilot, "f")  # down: sinks to the end
        assert order_ids(app)[-1] == "rakum"
        await press(pilot, "f")  # up again: back between Lia (5) and the guard (3)
        assert order_ids(app) == before
        assert turn_holder(app) == "donny"


def test_the_note_in_spanish():
    from gmconsole.i18n import translate

    line = translate(
        "{name} has already been passed this round: will act next round "
        "(or give it the turn to act now)",
        "es",
        name="Rakum",
    )
    assert line.startswith("Rakum ya quedó atrás en esta ronda: actuará en la siguiente")


async def test_moving_back_below_the_marker_says_it_acts_this_round(make_app, lang):
    """Play-test: ``[`` above the turn holder said it would act next round; ``]`` back
    below said only "moved down to place 3", leaving the GM with the first word."""
    said = {
        "en": "Rakum moved down to place 4: acts this round after all",
        "es": "Rakum baja al puesto 4: al final actúa en esta ronda",
    }[lang]
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "n")  # Lia has the turn
        await press(pilot, "home", "down", "down", "down")  # Rakum, below the marker
        await press(pilot, "left_square_bracket")  # above Lia: passed
        await press(pilot, "right_square_bracket")  # below her again
        assert order_ids(app).index("rakum") > order_ids(app).index("lia")
        assert _log(app)[-1] == said, _log(app)[-3:]
        await press(pilot, "right_square_bracket")  # further down: a plain move
        assert "after all" not in _log(app)[-1] and "al final" not in _log(app)[-1]
