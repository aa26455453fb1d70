"""The keymap file: good entries apply, bad ones are named and the defaults stay."""

from gmconsole.keymap import load_keymap
from tests.live import live
from tests.pilot_keys import press

IDS = {"tracker.next_turn", "panel.roll"}


def test_no_file_is_no_keymap(tmp_path):
    assert load_keymap(IDS, tmp_path / "keymap.toml") == ({}, [])


def test_good_entries_apply_and_bad_ones_are_named(tmp_path):
    path = tmp_path / "keymap.toml"
    path.write_text(
        '"tracker.next_turn" = "space, ctrl+n"\n"tracker.nope" = "x"\n"panel.roll" = 3\n',
        encoding="utf-8",
    )
    keymap, problems = load_keymap(IDS, path)
    assert keymap == {"tracker.next_turn": "space,ctrl+n"}
    assert len(problems) == 2
    assert "'tracker.nope' is not a binding id" in problems[0]
    assert "panel.roll = 3" in problems[1]


def test_a_broken_file_names_itself_and_keeps_the_defaults(tmp_path):
    path = tmp_path / "keymap.toml"
    path.write_text('"tracker.next_turn" = \n', encoding="utf-8")
    keymap, problems = load_keymap(IDS, path)
    assert keymap == {} and str(path) in problems[0] and "TOML syntax" in problems[0]


async def test_the_console_applies_the_keymap_and_the_help_shows_it(tmp_path, monkeypatch):
    import shutil

    from gmconsole.app import GMConsole
    from gmconsole.dialogs.help_dialog import HelpDialog
    from gmconsole.storage import load_party
    from rules.dice import RandomDice
    from tests.conftest import SAMPLES, told

    config = tmp_path / "config"
    (config / "gmconsole").mkdir(parents=True)
    (config / "gmconsole" / "keymap.toml").write_text(
        '"tracker.next_turn" = "N"\n"tracker.bogus" = "x"\n', encoding="utf-8"
    )
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    path = tmp_path / "ezd6.toml"
    shutil.copy(SAMPLES / "ezd6.toml", path)
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(1))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        encounter = live(lambda: app.engine.party.encounter)
        before = encounter.turn
        await press(pilot, "n")  # no longer next turn
        assert encounter.turn == before
        await press(pilot, "N")
        assert encounter.turn != before
        assert any("tracker.bogus" in text for text in told(app))
        await press(pilot, "f1")
        assert isinstance(app.screen, HelpDialog)
        assert any(key == "N" and "tracker.next_turn" in text for key, text in app.screen.keys)
