"""The keymap file: good entries apply, bad ones are named and the defaults stay."""

from gmconsole.keymap import load_keymap

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
