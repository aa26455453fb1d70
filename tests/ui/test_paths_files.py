"""Paths through opening, saving and quitting that only a GM's bad day takes: a broken
file from the start screen or the recent list, a save that fails, the start screen opening
a party for real, quitting with and without unsaved changes, a stale or torn recovery
journal, a .bak that is already a hard link to the file."""

import json
import os
import shutil

import pytest
from textual.widgets import OptionList

from gmconsole.app import GMConsole
from gmconsole.recovery import journal_path
from gmconsole.screens.error_screen import ErrorScreen
from gmconsole.screens.main_screen import MainScreen
from gmconsole.screens.start_screen import StartScreen
from gmconsole.state.context import character_index
from gmconsole.storage import load_party, save_party
from rules.dice import RandomDice
from tests.conftest import ROOT, SAMPLES, SYSTEMS
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, use_samples

SIZE = (80, 24)
BROKEN = ROOT / "tests" / "storage" / "broken"


def error_text(screen: ErrorScreen) -> str:
    return "\n".join([screen.title_text, *screen.lines])


def recorded_notices(app) -> list[tuple[str, str]]:
    """(severity, message) of every notice the app shows from now on."""
    notices: list[tuple[str, str]] = []
    notify = app.notify

    def record(message, *args, **kwargs):
        notices.append((kwargs.get("severity", "information"), str(message)))
        return notify(message, *args, **kwargs)

    app.notify = record
    return notices


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """The start screen's samples: a temp copy of the tests' fixtures, so a write to them
    shows (and the working tree's sample_parties/ is never involved)."""
    folder = tmp_path / "shipped"
    shutil.copytree(SAMPLES, folder)
    use_samples(monkeypatch, folder)
    return folder


def folder_state(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


# --- the error screen ----------------------------------------------------------------


async def test_a_broken_recent_file_shows_the_error_screen_then_the_start_screen(tmp_path, shipped):
    broken = tmp_path / "ryf_attribute_too_high.toml"
    shutil.copy(BROKEN / broken.name, broken)
    before = broken.read_bytes()
    data = tmp_path / "data" / "gmconsole"
    data.mkdir(parents=True)
    (data / "recent.json").write_text(json.dumps([str(broken)]), encoding="utf-8")
    async with running(GMConsole(dice=RandomDice(1)), size=SIZE) as (app, pilot):
        assert app.screen.paths[len(SYSTEMS)] == broken  # after the samples
        app.screen.query_one(OptionList).highlighted = len(SYSTEMS)
        await press(pilot, "enter")
        assert isinstance(app.screen, ErrorScreen)
        text = error_text(app.screen)
        assert text.startswith(f"Cannot open {broken}")
        assert "members[0].attributes.strength: must be 2 to 10 (got 12)" in text
        assert app.engine is None
        await press(pilot, "escape")
        assert isinstance(app.screen, StartScreen)  # the GM can pick another party
        await press(pilot, "home", "enter")
        assert isinstance(app.screen, MainScreen)
        assert app.engine.party.system == SYSTEMS[0]
    assert broken.read_bytes() == before
    assert not journal_path(broken).exists()


async def test_a_broken_copy_of_a_sample_shows_the_error_screen(tmp_path, shipped):
    copy = tmp_path / "data" / "gmconsole" / "parties" / "ezd6.toml"
    copy.parent.mkdir(parents=True)
    copy.write_bytes(b'system = "ezd6"\nname = "x"\n[[members]\n')
    async with running(GMConsole(dice=RandomDice(1)), size=SIZE) as (app, pilot):
        app.screen.query_one(OptionList).highlighted = 3
        await press(pilot, "enter")
        assert isinstance(app.screen, ErrorScreen)
        text = error_text(app.screen)
        assert text.startswith(f"Cannot open {copy}")
        assert f"{copy}:3:" in text and "TOML syntax" in text
    assert copy.read_bytes() == b'system = "ezd6"\nname = "x"\n[[members]\n'
    assert folder_state(shipped) == folder_state(SAMPLES)


async def test_a_broken_file_given_on_the_command_line_shows_the_error_screen(tmp_path):
    broken = tmp_path / "not_utf8.toml"
    shutil.copy(BROKEN / broken.name, broken)
    async with running(GMConsole(path=broken, dice=RandomDice(1)), size=SIZE) as (app, pilot):
        await pilot.pause()
        assert isinstance(app.screen, ErrorScreen)
        assert "not UTF-8 text" in error_text(app.screen)


async def test_a_save_into_a_vanished_folder_shows_the_error_and_keeps_the_changes(make_app):
    app = make_app("fids")
    folder = app.path.parent
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "n")
        moved = folder.with_name(folder.name + "-moved")
        folder.rename(moved)  # the USB stick was pulled out
        try:
            await press(pilot, "ctrl+s")
            assert isinstance(app.screen, ErrorScreen)
            text = error_text(app.screen)
            assert text.startswith(f"Not saved: {app.path}")
            assert "No such file or directory" in text
            assert app.engine.dirty
            await press(pilot, "escape")
            assert isinstance(app.screen, MainScreen)
            assert "unsaved" in str(app.screen.tracker.border_subtitle)
            # Save and quit with the save failing: the console stays, the changes too.
            await press(pilot, "ctrl+q", "1", "enter")
            assert isinstance(app.screen, ErrorScreen) and app.is_running
            await pilot.press("escape")
        finally:
            moved.rename(folder)
        await press(pilot, "ctrl+s")
        assert not app.engine.dirty
    assert load_party(app.path).encounter.turn == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
async def test_a_save_into_a_read_only_folder_shows_the_error(make_app):
    app = make_app("fids")
    folder = app.path.parent
    before = app.path.read_bytes()
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "n")
        folder.chmod(0o500)
        try:
            await press(pilot, "ctrl+s")
            assert isinstance(app.screen, ErrorScreen)
            assert "Permission denied" in error_text(app.screen)
            assert app.engine.dirty
        finally:
            folder.chmod(0o700)
    assert app.path.read_bytes() == before


# --- the start screen, for real --------------------------------------------------------


async def test_the_start_screen_opens_a_sample_for_real_and_saves_the_copy(tmp_path, shipped):
    before = folder_state(shipped)
    async with running(GMConsole(dice=RandomDice(1)), size=SIZE) as (app, pilot):
        assert isinstance(app.screen, StartScreen)
        await pilot.pause()
        # The footer says how to open one (it showed only the palette's key).
        assert "⏎ Open" in str(app.screen.query_one("KeysFooter").render())
        await press(pilot, "down", "enter")  # RyF
        assert isinstance(app.screen, MainScreen)
        copy = tmp_path / "data" / "gmconsole" / "parties" / "ryf.toml"
        assert app.path == copy
        assert app.engine.party == load_party(shipped / "ryf.toml")
        assert app.screen.tracker.selected_id == "ruisenor"
        await pilot.press("d")
        await answer(pilot, "3")
        await press(pilot, "ctrl+s")
        assert not app.engine.dirty
    assert character_index(load_party(copy))["ruisenor"].hp == (
        character_index(load_party(shipped / "ryf.toml"))["ruisenor"].hp - 3
    )
    assert folder_state(shipped) == before  # no rewrite, no .bak, no journal beside it
    recent = json.loads((tmp_path / "data" / "gmconsole" / "recent.json").read_text())
    assert recent == [str(copy.resolve())]


# --- quitting -----------------------------------------------------------------------


async def test_quit_with_nothing_unsaved_exits_at_once(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "ctrl+q")
        assert not app.is_running
        assert [type(s).__name__ for s in app.screen_stack if s.is_modal] == []


async def test_quit_without_saving_keeps_the_file_and_drops_the_journal(make_app):
    app = make_app("ezd6")
    before = app.path.read_bytes()
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "n")
        assert journal_path(app.path).exists()
        await press(pilot, "ctrl+q")
        assert app.is_running and app.screen.__class__.__name__ == "ChoiceDialog"
        assert "⏎ Choose" in str(app.screen.query_one("KeysFooter").render())
        await press(pilot, "2", "enter")
        assert not app.is_running
    assert app.path.read_bytes() == before
    assert not journal_path(app.path).exists()


async def test_save_and_quit_saves_then_exits(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("d")
        await answer(pilot, "1")
        target = app.screen.tracker.selected_id
        await press(pilot, "ctrl+q", "1", "enter")
        assert not app.is_running
    saved = character_index(load_party(app.path))[target]
    original = character_index(load_party(SAMPLES / "ezd6.toml"))[target]
    assert saved.strikes == original.strikes - 1
    assert not journal_path(app.path).exists()
    assert load_party(app.path.with_name("ezd6.toml.bak")) == load_party(SAMPLES / "ezd6.toml")


async def test_keep_playing_after_quit_keeps_everything(make_app):
    """Escape, or the third answer, keeps playing."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "ctrl+q", "escape")
        assert app.is_running and isinstance(app.screen, MainScreen)
        assert app.engine.dirty and app.engine.party.encounter.turn == 1
        await press(pilot, "ctrl+q")
        assert app.screen.__class__.__name__ == "ChoiceDialog"
        await press(pilot, "3", "enter")
        assert app.is_running and isinstance(app.screen, MainScreen)
        assert app.engine.dirty and app.engine.party.encounter.turn == 1


# --- recovery journals ------------------------------------------------------------------


async def play_and_crash(make_app, system: str, keys: list[str]):
    """Play some keys and end without saving (like a crash); returns app, party state."""
    async with running(make_app(system), size=SIZE) as (app, pilot):
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        state = app.engine.party.model_dump()
    return app, state


async def test_a_stale_journal_is_kept_aside_with_a_warning(make_app):
    app, _ = await play_and_crash(make_app, "fids", ["n", "n"])
    path = app.path
    journal = journal_path(path)
    lines = journal.read_text(encoding="utf-8")
    party = load_party(path)
    party = party.model_copy(update={"notes": "edited by hand after the crash"})
    save_party(party, path, backup=False)  # the file changed since the journal began
    again = GMConsole(path=path, party=load_party(path), dice=RandomDice(0))
    notices = recorded_notices(again)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, MainScreen)  # no offer to restore
        assert again.engine.party == load_party(path)
        assert again.engine.party.encounter.turn == 0
        assert not again.engine.dirty
    stale = journal.with_name(journal.name + ".stale")
    assert not journal.exists()
    assert stale.read_text(encoding="utf-8") == lines
    warnings = [m for severity, m in notices if severity == "warning"]
    assert warnings == [
        f"A recovery journal was found but {path.name} changed since it was written; "
        f"it was kept as {stale.name}."
    ]


async def crash_with_a_torn_line(make_app):
    """Two turns journalled, a third torn mid-write (half a line, no newline)."""
    app, after_two = await play_and_crash(make_app, "fids", ["n", "n"])
    journal = journal_path(app.path)
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    assert len(lines) == 3  # the header and two turns
    journal.write_text("".join(lines) + lines[-1][: len(lines[-1]) // 2], encoding="utf-8")
    return app.path, after_two


async def test_a_torn_last_journal_line_is_dropped_and_the_rest_restored(make_app):
    path, after_two = await crash_with_a_torn_line(make_app)
    again = GMConsole(path=path, party=load_party(path), dice=RandomDice(0))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert again.screen.__class__.__name__ == "ConfirmDialog"
        assert "has 2 unsaved actions" in str(again.screen.query_one("Static").render())
        await press(pilot, "y")
        assert isinstance(again.screen, MainScreen)
        assert again.engine.party.model_dump() == after_two
        assert again.engine.dirty


async def test_actions_after_restoring_a_torn_journal_survive_the_next_crash(make_app):
    path, _ = await crash_with_a_torn_line(make_app)
    again = GMConsole(path=path, party=load_party(path), dice=RandomDice(0))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "y")
        await press(pilot, "n")  # the journal goes on after the restore
        expected = again.engine.party.model_dump()
    third = GMConsole(path=path, party=load_party(path), dice=RandomDice(0))
    async with third.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "y")
        assert third.engine.party.model_dump() == expected


# --- a .bak that is already a hard link to the file ---------------------------------------


async def test_saving_when_the_bak_is_a_hard_link_to_the_file(make_app):
    app = make_app("fids")
    backup = app.path.with_name("fids.toml.bak")
    os.link(app.path, backup)
    original = app.path.read_bytes()
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "n", "ctrl+s")
        assert isinstance(app.screen, MainScreen) and not app.engine.dirty
    assert load_party(app.path).encounter.turn == 1
    assert backup.read_bytes() == original
    assert os.stat(backup).st_ino != os.stat(app.path).st_ino


def test_no_stray_file_when_the_bak_is_a_hard_link_to_the_file(tmp_path):
    path = tmp_path / "fids.toml"
    shutil.copy(SAMPLES / "fids.toml", path)
    os.link(path, tmp_path / "fids.toml.bak")
    save_party(load_party(path), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fids.toml", "fids.toml.bak"]
