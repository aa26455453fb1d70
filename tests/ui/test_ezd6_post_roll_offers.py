"""EZD6 after a roll (third-pass ruling): only choices that can still change the result
are offered; a lost strike says why truly; a dash after delaying is warned."""

from textual.widgets import Static

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from tests.edit import edit_character
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, log_texts, panel_text

SIZE = (80, 24)


async def test_karma_is_not_offered_once_the_strikes_are_resolved(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("t", "e")  # Brunhilda (karma 2) attacks Esqueleto 1
        await answer(pilot, "5")  # a hit: 1 karma would make it a 6 and start the chain
        assert "k: spend 1 karma for +1 on the kept die (1 for a 6)" in panel_text(app)
        await pilot.press("s")
        await answer(pilot, "3")  # the 6+ save fails: down
        assert "k: spend" not in panel_text(app)
        await press(pilot, "k", "enter")
        assert isinstance(app.screen, MainScreen)
        assert character_index(app.engine.party)["brunhilda"].karma == 2


async def test_karma_that_cannot_reach_a_success_is_not_offered(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("t", "m", "d", "d", "d", "e")  # a task at difficulty 6
        await answer(pilot, "2")  # 2 karma make a 4: still a failure
        assert "k: spend" not in panel_text(app)
        await press(pilot, "k", "enter")
        assert character_index(app.engine.party)["brunhilda"].karma == 2
        assert log_texts(app)[-1].endswith("1d6: 2 vs 6: failure")


async def test_a_save_that_passed_offers_no_karma(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("t", "m", "m", "e")  # Brunhilda's miraculous save
        await answer(pilot, "6")
        text = panel_text(app)
        assert "k: spend" not in text and "H: spend" not in text and "karma (+1" not in text


async def test_a_chain_strike_lost_beyond_the_spill_target_says_so(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("t", "e")  # Brunhilda attacks Esqueleto 1
        await answer(pilot, "6 6 6 2")  # 1 strike and 2 chain strikes
        await pilot.press("s")
        await answer(pilot, "3")  # Esqueleto 1 down: 2 chain strikes left
        await press(pilot, "o", "1", "enter")  # to Esqueleto 2
        await answer(pilot, "3")  # Esqueleto 2 down too: 1 chain strike left over
        await press(pilot, "enter")
        log = log_texts(app)
        assert "1 critical chain strike beyond what downs Esqueleto 2 is lost" in log
        assert not any("only critical chain strikes spill over" in line for line in log)


async def test_a_dash_after_delaying_is_warned(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("w")  # Brunhilda delays: the dash and free action are gone
        await pilot.press("n", "n", "n", "b")  # she interrupts the first skeleton
        await press(pilot, "z")  # the selection follows her turn
        assert isinstance(app.screen, ChoiceDialog)
        title = "\n".join(str(w.render()) for w in app.screen.query(Static))
        assert "Brunhilda delayed this round: delaying loses the dash" in title
        await press(pilot, "2", "enter")  # Far
        assert "GM's call: Brunhilda delayed this round: delaying loses the dash" in log_texts(app)


async def test_a_kept_six_with_a_special_weapon_deals_its_two_strikes_and_the_chain(make_app):
    """Third-pass ruling: a kept 6 with a special weapon deals the weapon's 2 strikes;
    each further 6 of the chain adds 1."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        app.engine.party = edit_character(app.engine.party, "brunhilda", weapon_strikes=2)
        await press(pilot, "t")
        assert "a hit deals 2 strikes" in panel_text(app)
        await pilot.press("e")
        await answer(pilot, "6 6 2")  # a kept 6, one more 6 in the chain
        assert "3 strikes dealt" in panel_text(app)
        await press(pilot, "f1")
        help_text = "\n".join(str(w.render()) for w in app.screen.query(Static))
        assert "special weapons 2, on a kept 6 too" in help_text


async def test_an_enemy_in_the_panel_shows_no_karma_or_hero_dice(make_app):
    """Third pass: players' resources are never shown for an enemy whose entry has none."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "A", "A", "A")  # Esqueleto 1 attacks
        text = panel_text(app)
        assert "strikes 1/1" in text
        assert "karma 0" not in text and "hero dice 0" not in text
        await pilot.press("a", "a", "a")  # back to Brunhilda: hers are shown
        assert "karma 2 · hero dice 1 · strikes 5/5" in panel_text(app)


async def test_strikes_are_counted_in_words(make_app):
    """Plurals are words (third pass): "1 strike dealt", never "1 strike(s) dealt"."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        assert "a hit deals 1 strike" in panel_text(app)
        await pilot.press("e")
        await answer(pilot, "5")
        text = panel_text(app)
        assert "1 strike dealt" in text and "s: roll Esqueleto 1's armour save (1 strike)" in text
        assert "(s)" not in text


async def test_the_armour_dice_count_explains_a_spill(make_app):
    """Issue 36: a chain's strikes are saved one at a time, so a target that goes down
    rolls fewer armour dice than the strikes dealt; the panel says so before the saves,
    and the panel and the log say how many dice each target rolled for how many strikes
    and that the rest spilled."""
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down", "down", "down", "t", "e")  # Brunhilda, Esqueleto 1
        await answer(pilot, "6 6 6 2")  # the chain: 3 strikes on a 1-strike skeleton
        assert (
            "s: roll Esqueleto 1's armour saves (3 strikes: a die each, until Esqueleto 1 is down)"
        ) in panel_text(app)
        await pilot.press("s")
        await answer(pilot, "3")  # one die: the 6+ save fails, down
        said = (
            "3 strikes, one at a time until the target is down: 1 at Esqueleto 1 (1 armour "
            "die, 0 saved; down)"
        )
        assert said in panel_text(app).replace("\n", " ")  # wrapped between items
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("1", "enter")  # to Esqueleto 2
        await pilot.pause()
        await answer(pilot, "6 2")
        spilled = f"{said}, 2 spill to Esqueleto 2 (2 armour dice, 1 saved; down)"
        assert spilled in panel_text(app).replace("\n", " ")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert log_texts(app)[-1] == spilled


FUTILE = {
    "en": (
        "k: spend",
        "karma: no use here: Esqueleto 1 goes down already and no one else in reach"
        " can take more strikes",
    ),
    "es": (
        "k: gasta",
        "Karma: no sirve aquí: Esqueleto 1 ya cae y nadie más al alcance puede recibir más strikes",
    ),
}


async def test_karma_is_not_offered_for_strikes_no_one_can_take(make_app, lang):
    """Play-test 11: the target goes down already (no armour, 1 strike left) and no one
    else in reach takes the spill, so karma on the chain (or for a 6) would only add
    strikes that are lost: shown, with no key, and `k` spends nothing."""
    offer, note = FUTILE[lang]
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        party = edit_character(app.engine.party, "esqueleto-1", armour_save=None)
        app.engine.party = edit_character(party, "esqueleto-2", strikes=0)
        await pilot.press("t", "e")  # Brunhilda (karma 2) attacks Esqueleto 1
        await answer(pilot, "6 5")  # a chain die of 5: 1 karma would make it a 6
        text = panel_text(app)
        assert offer not in text and note in text
        await press(pilot, "k", "enter")
        assert isinstance(app.screen, MainScreen)
        index = character_index(app.engine.party)
        assert index["brunhilda"].karma == 2 and index["esqueleto-1"].strikes == 0
        assert not any("karma" in line.lower() for line in log_texts(app))


async def test_karma_for_a_six_is_offered_while_another_enemy_can_take_the_spill(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        app.engine.party = edit_character(app.engine.party, "esqueleto-1", armour_save=None)
        await pilot.press("t", "e")  # Esqueleto 2 is up and Near: a chain can spill to it
        await answer(pilot, "5")
        assert "k: spend 1 karma for +1 on the kept die (1 for a 6)" in panel_text(app)
