"""Enemies added with `a` (play-test 3): a creature that comes alone keeps its own name
whatever list it came from."""

from gmconsole.screens.main_screen import MainScreen
from tests.pilot_keys import press
from tests.ui.conftest import type_text

SIZE = (80, 24)


def enemy_names(app) -> list[str]:
    return [e.name for e in app.engine.party.encounter.enemies]


async def test_a_creature_added_alone_from_the_roster_keeps_its_own_name(make_app, lang):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "E", "y")  # the sample's fight ends: nobody is left
        await press(pilot, "a")
        await type_text(pilot, "mas")
        await press(pilot, "enter")
        await type_text(pilot, "1")  # one mastiff (the roster says two)
        await press(pilot, "enter", "enter")
        assert isinstance(app.screen, MainScreen)
        assert "Mastín" in enemy_names(app)
        assert "Mastín 1" not in enemy_names(app)
        await press(pilot, "a")
        await type_text(pilot, "mas")
        await press(pilot, "enter")
        await type_text(pilot, "1")
        await press(pilot, "enter", "enter")
        assert enemy_names(app)[-1] == "Mastín 2"  # a second one is numbered


async def test_i_after_a_fight_ended_and_enemies_added_asks_nothing(make_app, lang):
    """`E y`, a group of three guards, a mastiff and a quick-added smuggler, a stray enter on
    the turn holder's row, then `i`: nothing has happened in the new fight, so everyone
    rolls at once (no "the round has started" question; play-test 3)."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "E", "y")
        await press(pilot, "a")
        await type_text(pilot, "gua")
        await press(pilot, "enter")
        await type_text(pilot, "3")
        await press(pilot, "enter")
        await press(pilot, "2", "enter")  # as a group
        await press(pilot, "a")
        await type_text(pilot, "mas")
        await press(pilot, "enter")
        await type_text(pilot, "1")
        await press(pilot, "enter")
        await press(pilot, "q")
        await type_text(pilot, "Contrabandista")
        await press(pilot, "enter", "enter", "enter")  # name, harm track, initiative: added
        assert isinstance(app.screen, MainScreen)
        await press(pilot, "enter")  # a stray enter on the top row: its turn already
        assert app.engine.party.encounter.turn == 0
        await press(pilot, "i")
        assert isinstance(app.screen, MainScreen)  # no question
        combatants = app.engine.party.encounter.combatants
        assert combatants and all(c.initiative is not None for c in combatants)


def form_labels(app) -> list[str]:
    from textual.widgets import Label

    return [str(label.render()) for label in app.screen.query(Label)]


async def test_the_initiative_field_says_what_an_empty_one_does(make_app, lang):
    """Before the order is set, an empty initiative is not rolled at once: the dialog says
    it is rolled with everyone's at i (and then it is); once the order is set, empty rolls."""
    rolled_later = {"en": "Initiative (empty: rolled with everyone's at i)",
                    "es": "Iniciativa (vacío: se tira con la de todos en i)"}[lang]  # fmt: skip
    rolled_now = {"en": "Initiative (empty: roll)", "es": "Iniciativa (vacío: se tira)"}[lang]
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "E", "y")
        await press(pilot, "a")
        await type_text(pilot, "mas")
        await press(pilot, "enter")
        assert rolled_later in form_labels(app)
        await type_text(pilot, "1")
        await press(pilot, "enter")
        assert app.engine.party.encounter.enemies[-1].name == "Mastín"
        assert all(c.initiative is None for c in app.engine.party.encounter.combatants)
        await press(pilot, "i")
        assert all(c.initiative is not None for c in app.engine.party.encounter.combatants)
        await press(pilot, "a")
        await type_text(pilot, "mas")
        await press(pilot, "enter")
        assert rolled_now in form_labels(app)
        await type_text(pilot, "1")
        await press(pilot, "enter")
        assert app.engine.party.encounter.enemies[-1].name == "Mastín 2"
        assert all(c.initiative is not None for c in app.engine.party.encounter.combatants)
