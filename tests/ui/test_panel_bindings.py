"""The panels' option keys are real bindings: in the footer and the palette while the
panel is open, movable by the keymap file, and fixed (dimmed) once the dice are rolled."""

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.registry import SYSTEMS
from gmconsole.systems.ui_base import panel_classes
from gmconsole.widgets.keys_footer import KeysFooter
from tests.conftest import told
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


def test_every_option_of_every_panel_has_a_binding_name():
    """A choice without a name would fail on opening: every letter a panel uses is named,
    and the names are clean ids."""
    for system in SYSTEMS:
        for panel in panel_classes(system):
            assert panel.OPTION_NAMES, system
            for key, name in panel.OPTION_NAMES.items():
                assert len(key) == 1 and key.islower(), (system, key)
                assert name.replace("_", "").isalpha() and name.islower(), (system, name)
    ids = {
        binding_id
        for system in SYSTEMS
        for panel in panel_classes(system)
        for binding_id in panel.option_binding_ids()
    }
    assert {"panel.skill", "panel.skill_back", "panel.difficulty"} <= ids


def _use_keymap(tmp_path, monkeypatch, text: str) -> None:
    """A keymap file with ``text`` in a config folder of the test's own."""
    config = tmp_path / "config"
    (config / "gmconsole").mkdir(parents=True)
    (config / "gmconsole" / "keymap.toml").write_text(text, encoding="utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))


async def _open_panel(pilot) -> PanelScreen:
    await press(pilot, "t")
    assert isinstance(pilot.app.screen, PanelScreen)
    return pilot.app.screen


async def test_option_keys_show_in_the_panel_footer_and_palette(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        panel = await _open_panel(pilot)
        assert panel.query(KeysFooter), "the panel shows its keys in a footer"
        shown = {b.binding.id for b in panel.active_bindings.values() if b.enabled}
        assert {"panel.mode", "panel.difficulty", "panel.roll"} <= shown
        # Options this mode hides are no key at all (the opponent belongs to opposed tests).
        opponent = panel.choice("t")
        assert not opponent.visible
        assert "panel.opponent" not in shown
        palette = dict(panel.palette_actions())
        assert any(text.startswith(panel.choice("d").label) for text in palette)
        assert not any(text.startswith(opponent.label) for text in palette)


async def test_an_option_key_moves_its_value_and_the_uppercase_goes_back(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        panel = await _open_panel(pilot)
        difficulty = panel.choice("d")
        start = difficulty.index
        await pilot.press("d")
        assert difficulty.index == (start + 1) % len(difficulty.values)
        await pilot.press("D")
        await pilot.press("D")
        assert difficulty.index == (start - 1) % len(difficulty.values)


async def test_after_the_roll_an_option_is_fixed_and_says_so(make_app):
    app = make_app("eclipse_phase", seed=3)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        panel = await _open_panel(pilot)
        await press(pilot, "r")
        assert panel.rolled
        difficulty = panel.choice("d")
        before = difficulty.index
        await press(pilot, "d")
        assert difficulty.index == before
        assert any("Already rolled" in text for text in told(app))
        dimmed = [b for b in panel.active_bindings.values() if b.binding.id == "panel.difficulty"]
        assert dimmed and not dimmed[0].enabled


async def test_the_keymap_moves_a_panel_option(make_app, tmp_path, monkeypatch):
    _use_keymap(tmp_path, monkeypatch, '"panel.difficulty" = "q"\n')
    async with running(make_app("eclipse_phase"), size=SIZE, notifications=True) as (app, pilot):
        assert not any("panel.difficulty" in text for text in told(app))
        panel = await _open_panel(pilot)
        difficulty = panel.choice("d")
        start = difficulty.index
        await pilot.press("q")
        assert difficulty.index == (start + 1) % len(difficulty.values)
        assert panel.key_of(difficulty) == "q"
        assert "[q]" in str(panel.query_one("#plan").render())
        await press(pilot, "f1")  # the panel's own help names the moved key
        assert any(key == "q" and "panel.difficulty" in text for key, text in app.screen.keys)


async def test_a_system_key_is_a_binding_the_keymap_moves(make_app, tmp_path, monkeypatch):
    """FIDS forcing to the first lower die is `1`, bound as panel.force_1; moved to `z`,
    `z` forces and `1` no longer does."""
    _use_keymap(tmp_path, monkeypatch, '"panel.force_1" = "z"\n')
    async with running(make_app("fids"), size=SIZE, notifications=True) as (app, pilot):
        assert not any("panel.force_1" in text for text in told(app))
        panel = await _open_panel(pilot)
        await pilot.press("s", "t", "e")  # agility, unfavorable, the table's dice
        await answer(pilot, "1 3 6")  # the 1: a complete success, the 3: a tight one
        assert panel.force is None
        # The key line names the moved key ("1-2: force" named the old one).
        assert "z/2: force to that die" in str(panel.query_one("#keys").render())
        await pilot.press("1")
        assert panel.force is None, "the moved key's old letter does nothing"
        await pilot.press("z")
        assert panel.force is not None and panel.force.die == 1


async def test_at_80x24_the_result_is_scrolled_into_view_after_a_roll(make_app):
    """Playtest: at 80x24 the roll's result and its keys were below the panel's fold."""
    from textual.containers import VerticalScroll

    async with running(make_app("ryf", seed=2), size=(80, 24)) as (app, pilot):
        panel = await _open_panel(pilot)
        scroller = panel.query_one(VerticalScroll)
        await press(pilot, "r")
        await pilot.pause()
        assert scroller.max_scroll_y > 0, "the panel is taller than the screen at 80x24"
        assert scroller.scroll_y == scroller.max_scroll_y


async def test_f1_in_a_panel_lists_its_own_keys(make_app):
    """Playtest: f1 did nothing in a panel, and the after-roll keys were nowhere."""
    from gmconsole.dialogs.help_dialog import HelpDialog

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        panel = await _open_panel(pilot)
        await press(pilot, "f1")
        assert isinstance(app.screen, HelpDialog)
        texts = " ".join(text for _, text in app.screen.keys)
        assert panel.choice("b").label in texts and "panel.boons" in texts
        assert "panel.hero_die" in texts and "panel.karma" in texts
        await press(pilot, "escape")
        assert app.screen is panel


async def test_the_key_line_names_the_keys_the_keymap_gave(make_app, tmp_path, monkeypatch):
    """Review: with "panel.roll" = "R" the key line still said "r: roll"."""
    _use_keymap(tmp_path, monkeypatch, '"panel.roll" = "R"\n')
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        panel = await _open_panel(pilot)
        line = str(panel.query_one("#keys").render())
        assert line.startswith("R: roll") and "r: roll" not in line


async def test_a_moved_system_key_is_named_in_the_hints(make_app, tmp_path, monkeypatch):
    """Review: with "panel.karma" = "z" the hint still said "k: spend 1 karma"."""
    _use_keymap(tmp_path, monkeypatch, '"panel.karma" = "z"\n')
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        panel = await _open_panel(pilot)
        await pilot.press("e")
        await answer(pilot, "4")  # a hit on the kept 4: karma may raise it
        result = str(panel.query_one("#result").render())
        assert "z: spend 1 karma" in result and "k: spend" not in result


async def test_the_keymap_moves_close(make_app, tmp_path, monkeypatch):
    """A keymap that moves panel.close moves it before and after the roll; after a roll
    closing leaves one line "roll not applied" and applies nothing."""
    _use_keymap(tmp_path, monkeypatch, '"panel.close" = "q"\n')
    app = make_app("eclipse_phase", seed=3)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        assert not any("panel.close" in text for text in told(app))
        await _open_panel(pilot)
        await press(pilot, "r")
        log_length = len(app.engine.party.log)
        await press(pilot, "q")  # close, moved: the roll is logged as not applied
        assert not isinstance(app.screen, PanelScreen)
        assert len(app.engine.party.log) == log_length + 1
        assert app.engine.party.log[-1].text.startswith("Roll not applied")
        await _open_panel(pilot)
        await press(pilot, "q")  # close, moved
        assert not isinstance(app.screen, PanelScreen)
