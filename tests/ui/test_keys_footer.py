"""The footer shows the keys that act on the screen it is on, dimmed when they do
nothing now, fitted to the terminal's width; a click presses the key."""

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.screens.main_screen import MainScreen
from gmconsole.widgets.keys_footer import KeysFooter
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (120, 40)
WIDE = (250, 40)
"""Wide enough for every key of an Eclipse Phase panel."""


def _keys(screen) -> dict[str, bool]:
    """The footer's keys (by the key pressed), and whether each is enabled (not dimmed)."""
    footer = screen.query_one(KeysFooter)
    return {entry.key: entry.enabled for entry in footer.drawn}


async def test_the_footer_follows_a_change_of_its_keys_and_a_dimmed_one_does_nothing(make_app):
    """After the roll a panel's options are fixed: the footer dims them, and clicking one
    only rings the bell."""
    async with running(make_app("eclipse_phase", seed=3), size=WIDE) as (app, pilot):
        await press(pilot, "t")
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        before = _keys(panel)
        assert before["d"]
        await press(pilot, "r")
        assert panel.rolled
        after = _keys(panel)
        assert not after["d"]
        assert after.keys() == before.keys()
        footer = panel.query_one(KeysFooter)
        difficulty = next(e for e in footer.drawn if e.key == "d")
        line = str(footer.render())
        column = line.index(f" d {difficulty.description}") + 1
        await pilot.click(KeysFooter, offset=(column, 0))
        await pilot.pause()
        assert app.screen is panel, "no dialog opened for the fixed option"


async def test_a_dialog_shows_its_own_keys_not_those_of_the_screen_beneath(make_app):
    """A playtester read "r Roll  e Enter dice" at the bottom of the dice dialog: the
    panel's keys, which do nothing there. The dialog's footer covers them."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        await press(pilot, "e")
        dialog = app.screen
        assert not isinstance(dialog, PanelScreen)
        keys = _keys(dialog)
        assert "escape" in keys and "r" not in keys
        footer = dialog.query_one(KeysFooter)
        assert footer.region.bottom == SIZE[1], "the dialog's footer is not at the bottom"


async def test_escape_is_labelled_for_what_it_does(make_app):
    """Escape closes, before the roll and after it: it never applies (third-pass
    ruling; Enter applies)."""
    async with running(make_app("eclipse_phase", seed=3), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        panel = app.screen
        footer = panel.query_one(KeysFooter)

        def escape_label() -> str:
            return next(e.description for e in footer.drawn if e.key == "escape")

        assert escape_label() == "Close"
        await press(pilot, "r")
        assert panel.preview is not None and panel.preview.complete
        assert escape_label() == "Close"
        keys = str(panel.query_one("#keys").render())
        assert "close without applying" in keys and "apply and close" not in keys
        palette = [text for text, _ in panel.palette_actions()]
        assert not any(text.startswith("Apply and close") for text in palette)
        assert any(text.startswith("Close (") for text in palette)


def _line(screen) -> str:
    return str(screen.query_one(KeysFooter).render())


async def test_a_wide_terminal_shows_every_key_in_full(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        line = _line(app.screen)
        assert line.startswith(" f1 Help  n Next ")
        assert line.rstrip().endswith("▏ ^p palette")
        assert len(line) == SIZE[0]


async def test_a_narrow_terminal_tightens_the_keys_and_leaves_out_whole_ones(make_app):
    """At 80 columns Textual's footer cut a key mid-word ("a A"); this one tightens the
    spacing first, then leaves out the last keys whole, and keeps the palette's key."""
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        await pilot.pause()
        footer = app.screen.query_one(KeysFooter)
        line = _line(app.screen)
        assert line.startswith("f1 Help n Next t Test ")
        assert len(line) == 80
        drawn = footer.drawn
        everything, palette = footer.entries()
        assert palette is not None and drawn[-1] == palette
        assert 5 < len(drawn) - 1 < len(everything)
        assert drawn[:-1] == everything[: len(drawn) - 1], "keys left out from the end only"
        for entry in drawn[:-1]:
            assert f"{entry.display} {entry.description}" in line


async def test_a_click_on_a_key_presses_it(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MainScreen)
        turn = screen.engine.party.encounter.turn
        line = _line(screen)
        column = line.index(" n Next") + 1
        await pilot.click(KeysFooter, offset=(column, 0))
        await pilot.pause()
        assert screen.engine.party.encounter.turn == turn + 1


async def test_when_keys_do_not_fit_the_dimmed_ones_make_room(make_app):
    """After an Eclipse Phase roll at 120 columns the fixed options (dimmed) would push
    the keys that act now off the line: they are the ones left out."""
    async with running(make_app("eclipse_phase", seed=3), size=SIZE) as (app, pilot):
        await pilot.press("t")
        await press(pilot, "r")
        footer = app.screen.query_one(KeysFooter)
        everything, _ = footer.entries()
        assert any(not entry.enabled for entry in everything)
        drawn = footer.drawn
        assert drawn == [entry for entry in everything if entry.enabled][: len(drawn)]
        assert {"enter", "escape"} <= {entry.key for entry in drawn}


async def test_after_a_roll_the_footer_lists_the_system_keys_that_apply(make_app):
    """FIDS after an unfavorable roll of 1 3 6 offers forcing to die 1 or 2 (the key line
    says "1-2: force to that die"): the footer lists those keys, not die 3 or the
    favorable reroll; before the roll, none of them."""
    async with running(make_app("fids"), size=WIDE) as (app, pilot):
        await press(pilot, "t", "s", "t")  # Donny's agility, unfavorable
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        assert not {"1", "2", "3", "f"} & _keys(panel).keys()
        await pilot.press("e")
        await answer(pilot, "1 3 6")  # both lower dice improve the failure, each its own way
        await pilot.pause()
        assert "1-2: force to that die" in str(panel.query_one("#keys").render())
        keys = _keys(panel)
        assert keys.get("1") and keys.get("2")
        assert "3" not in keys and "f" not in keys
        await press(pilot, "1")  # forced: nothing more to force
        assert not {"1", "2", "3", "f"} & _keys(panel).keys()


async def test_after_a_roll_resetting_the_options_is_dimmed(make_app):
    """The options are fixed by the roll, so backspace does nothing: it is dimmed."""
    async with running(make_app("ryf", seed=2), size=WIDE) as (app, pilot):
        await press(pilot, "t")
        panel = app.screen
        assert _keys(panel)["backspace"]
        await press(pilot, "r")
        assert _keys(panel)["backspace"] is False


async def test_enter_says_next_where_it_moves_on_and_confirm_where_it_confirms(make_app):
    """A play-tester read "⏎ Confirm" on a condition's name, pressed enter and landed
    in its duration: the footer says what enter does in the field the cursor is in."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "c")
        dialog = app.screen

        def enter_label() -> str:
            footer = dialog.query_one(KeysFooter)
            return next(e.description for e in footer.drawn if e.key == "enter")

        await press(pilot, *"Stunned")
        assert enter_label() == "Next"
        await press(pilot, "enter")
        assert app.screen is dialog, "enter on the name moved on, as its footer said"
        assert enter_label() == "Confirm"
        await press(pilot, "2", "enter")
        assert app.screen is not dialog
