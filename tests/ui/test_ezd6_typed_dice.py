"""EZD6 typed dice (third-pass ruling): a roll takes exactly the dice it needs. A second
die typed with a one-die attack is refused at entry, never kept for the hero die of an
armour save, which asks for its own die."""

from gmconsole.dialogs.form_dialog import FormDialog
from gmconsole.dialogs.panel_screen import PanelScreen
from tests.conftest import told
from tests.edit import edit_character
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, toasts

SIZE = (80, 24)


async def test_an_extra_die_is_refused_and_the_hero_die_asks_for_its_own(make_app):
    async with running(make_app("ezd6"), size=SIZE, notifications=True) as (app, pilot):
        await pilot.press("down", "down", "down", "down", "t")  # Brunhilda vs Esqueleto 1
        await pilot.press("e")
        await answer(pilot, "5 2")  # a 5 hits (no chain): the 2 is not this roll's
        assert isinstance(app.screen, FormDialog)
        assert any("this roll takes 1 die" in text for text in told(app))
        await answer(pilot, "5")
        assert isinstance(app.screen, PanelScreen)
        assert app.screen.values == [5]
        assert toasts(app) == []  # the refusal is answered: no toast over the result


def _log(app) -> list[str]:
    return [entry.text for entry in app.engine.party.log]


async def test_a_hero_die_on_an_armour_save_asks_for_its_own_die(make_app):
    """The issue's keys: a 1 typed for the save and a leftover 3 that the hero die read."""
    async with running(make_app("ezd6"), size=SIZE, notifications=True) as (app, pilot):
        await pilot.press("t", "A", "A", "A")  # Esqueleto 1 attacks Brunhilda (4+ save)
        await pilot.press("e")
        await answer(pilot, "6 2")  # a kept 6, the chain ends: 1 strike
        await pilot.press("s")
        await answer(pilot, "1 3")  # one strike takes one save die: the 3 is refused
        assert isinstance(app.screen, FormDialog)
        await answer(pilot, "1")
        assert app.screen.values == [6, 2, 1]
        await press(pilot, "J")
        assert isinstance(app.screen, FormDialog)  # the hero die asks for its own die
        await answer(pilot, "3 5")  # one die only
        assert isinstance(app.screen, FormDialog)
        await answer(pilot, "5")
        await press(pilot, "enter")
        assert not isinstance(app.screen, PanelScreen)
        assert (
            "Brunhilda: armour save 4+: 5✓ -> 1 negated, 0 taken (rolled 1; 1 hero die "
            "rerolled a 1): strikes 5 -> 5"
        ) in _log(app)


async def test_the_armour_save_dialog_shows_only_the_save_s_dice_as_typed(make_app):
    """The save's entry said "typed so far: 6 6 2": the attack's dice, not the save's."""
    from textual.widgets import Static

    def title() -> str:
        assert isinstance(app.screen, FormDialog)
        return str(app.screen.query(Static).first().render())

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("t", "A", "A", "A", "e")  # Esqueleto 1 attacks Brunhilda
        await answer(pilot, "6 6 2")  # 2 strikes
        await pilot.press("s")
        assert "typed so far" not in title()
        await answer(pilot, "1")  # save #1; save #2 is asked for
        assert "typed so far: 1\n" in title()


async def test_with_two_saves_and_karma_the_hero_die_rerolls_the_one(make_app):
    async with running(make_app("ezd6"), size=SIZE, notifications=True) as (app, pilot):
        await pilot.press("t", "A", "A", "A", "e")  # Esqueleto 1 attacks Brunhilda
        await answer(pilot, "6 6 2")  # 2 strikes
        await pilot.press("s")
        await answer(pilot, "1 3")  # save #1 a 1, save #2 a 3
        await press(pilot, "J")
        assert isinstance(app.screen, FormDialog)
        await answer(pilot, "5")  # the hero die on save #1; save #2 keeps its 3
        await pilot.press("K")  # one karma lifts save #2's 3 to a 4
        await press(pilot, "enter")
        assert (
            "Brunhilda: armour save 4+: 5✓ 4✓ -> 2 negated, 0 taken (rolled 1 3; 1 hero die "
            "rerolled a 1; karma +1): strikes 5 -> 5"
        ) in _log(app)


async def test_a_rolled_hero_die_on_a_save_is_a_new_die_from_the_source(make_app):
    async with running(make_app("ezd6", dice=[6, 6, 2, 1, 3, 5]), size=SIZE) as (app, pilot):
        await pilot.press("t", "A", "A", "A", "r")  # 6, chain 6 2: 2 strikes
        await pilot.press("s")  # saves 1 and 3
        await pilot.press("J")  # the hero die: the 5, for save #1
        await press(pilot, "enter")
        assert (
            "Brunhilda: armour save 4+: 5✓ 3✗ -> 1 negated, 1 taken (rolled 1 3; 1 hero die "
            "rerolled a 1): strikes 5 -> 4"
        ) in _log(app)


def _asked(app) -> str:
    """The dice dialog's words (its title says what the dice are for and how many)."""
    assert isinstance(app.screen, FormDialog)
    return " ".join(str(widget.render()) for widget in app.screen.query("Static"))


PROMPTS = {
    "en": (
        "d6 for the roll (1d6): one die; after a kept 6, the critical chain's dice too, in order",
        "d6 for Esqueleto 1's armour save: up to 2 dice, one per strike, in order until it is down",
        "this roll takes 1 die: Esqueleto 1 is down after 1 armour save: no save for the"
        " strikes left",
        "d6 for the miraculous save: one die",
    ),
    "es": (
        "d6 para la tirada (1d6): un dado; tras un 6 guardado, también los de la cadena de"
        " críticos, en orden",
        "d6 para tirada de armadura de Esqueleto 1: hasta 2 dados, uno por strike, en orden"
        " hasta que cae",
        "esta tirada lleva 1 dado: Esqueleto 1 cae tras 1 tirada de armadura: no hay tirada"
        " para los strikes que quedan",
        "d6 para la salvada milagrosa: un dado",
    ),
}


async def test_each_prompt_says_how_many_dice_it_takes_and_how_they_are_read(make_app, lang):
    """Play-test 29: two strikes on a target with one left asked "several at once: 4 1 6",
    then refused the two armour dice thrown together ("2 6": the 2 downs it, so the 6 is
    no save). Saves are read one per strike until the target is down (RULINGS), and the
    prompt now says so; a miraculous save says it takes one die, an attack's roll that a
    kept 6 brings the chain's dice after it."""
    roll, saves, refused, miraculous = PROMPTS[lang]
    async with running(make_app("ezd6"), size=SIZE, notifications=True) as (app, pilot):
        app.engine.party = edit_character(app.engine.party, "brunhilda", weapon_strikes=2)
        await pilot.press("t", "e")  # Brunhilda vs Esqueleto 1 (1 strike, 6+)
        assert roll in _asked(app)
        await answer(pilot, "5")  # a hit: 2 strikes
        await press(pilot, "s")
        assert saves in _asked(app), _asked(app)
        await answer(pilot, "2 6")  # the 2 downs it: no save for the second strike
        # The refusal says why (play-test 30: "this roll takes 1 die" and no reason).
        assert refused in _asked(app), _asked(app)
        await answer(pilot, "6 2")  # the first saved, the second downs it
        assert isinstance(app.screen, PanelScreen) and app.screen.values == [5, 6, 2]
        await press(pilot, "escape")  # not applied
        await pilot.press("t", "m", "m", "e")
        assert miraculous in _asked(app)
