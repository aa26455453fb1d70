"""Eclipse Phase opposed tests (third-pass ruling): against a combat skill the opponent
defends with its defence skill (Esquivar / Fray), else Reflexes by defaulting; the GM's
choice for an opponent is remembered for the fight."""

from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


async def test_the_defence_defaults_to_esquivar_and_the_choice_is_kept_per_opponent(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("n", "t", "m")  # Twitch, opposed, against Exsurgente 2
        panel = app.screen
        await press(pilot, "s", "t", "i", "enter")  # Armas cinéticas: a combat skill
        assert panel.choice("t").value == "exsurgente-2"
        assert panel.choice("o").value == {"skill": "Esquivar"}  # Esquivar 45, not COO x1
        await press(pilot, "o", "c", "o", "m", "enter")  # the GM: Combate sin armas
        assert panel.choice("o").value == {"skill": "Combate sin armas"}
        await pilot.press("t")  # another opponent: its own default
        assert panel.choice("t").value != "exsurgente-2"
        assert panel.choice("o").value != {"skill": "Combate sin armas"}
        await pilot.press("T")  # back to Exsurgente 2: the GM's choice is still there
        assert panel.choice("t").value == "exsurgente-2"
        assert panel.choice("o").value == {"skill": "Combate sin armas"}
        await pilot.press("e")
        await answer(pilot, "33 45")
        await press(pilot, "enter")
        await press(pilot, "n", "t", "m")  # Okonkwo-9 attacks Exsurgente 2 (Armas cinéticas)
        assert app.screen.choice("s").value == {"skill": "Armas cinéticas"}
        assert app.screen.choice("t").value == "exsurgente-2"
        assert app.screen.choice("o").value == {"skill": "Combate sin armas"}  # the fight's


async def test_without_a_defence_skill_the_opponent_defaults_to_reflexes(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("t", "m")  # Exsurgente 1 (Combate sin armas) against Twitch
        panel = app.screen
        assert panel.choice("s").value == {"skill": "Combate sin armas"}
        assert panel.choice("t").value == "twitch"
        assert panel.choice("o").value == {"aptitude": "reflexes", "multiplier": 1}
        await press(pilot, "s", "p", "e", "r", "enter")  # Percepción is no attack
        assert panel.choice("o").value == {"skill": "Percepción"}  # as today
