"""The cycle collector is paused from launch to the first frame, then frozen objects
aside and back on; whatever ends the command line first turns it back on too."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from gmconsole import cli
from gmconsole.app import FIRST_FRAME_SETTLE
from gmconsole.launch_collector import LaunchPause
from gmconsole.screens.main_screen import MainScreen


@pytest.fixture(autouse=True)
def _collector_restored() -> Iterator[None]:
    enabled = gc.isenabled()
    yield
    gc.unfreeze()
    if enabled:
        gc.enable()
    else:
        gc.disable()


def test_the_command_line_leaves_the_collector_on(tmp_path, capsys) -> None:
    gc.enable()
    assert cli.main(["--version"]) == 0
    assert gc.isenabled()
    broken = tmp_path / "broken.toml"
    broken.write_text('system = "ryf"\nname = ', encoding="utf-8")
    assert cli.main([str(broken)]) == 1  # refused before the console starts
    assert gc.isenabled()
    assert cli.main(["check", str(broken)]) == 1
    assert gc.isenabled()


def test_a_collector_turned_off_by_the_caller_stays_off() -> None:
    gc.disable()
    with LaunchPause() as pause:
        pause.first_frame()
        assert not gc.isenabled()
    assert not gc.isenabled()


async def test_the_collector_comes_back_after_the_first_frame(make_app) -> None:
    gc.enable()
    frozen_before = gc.get_freeze_count()
    with LaunchPause() as pause:
        assert not gc.isenabled()
        app = make_app("ryf")
        seen: list[bool] = []

        def first_frame() -> None:
            screen = app.screen
            assert isinstance(screen, MainScreen) and screen.tracker.size.height > 0
            seen.append(gc.isenabled())
            pause.first_frame()

        app.first_frame = first_frame
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert seen == [], "not at once: the frame is still on its way to the terminal"
            await pilot.pause(FIRST_FRAME_SETTLE + 0.2)
            assert seen == [False], "called once, after the screen was drawn"
            assert gc.isenabled()
            assert gc.get_freeze_count() > frozen_before


def test_check_runs_with_the_collector_on(tmp_path, monkeypatch) -> None:
    gc.enable()
    seen: list[bool] = []
    import gmconsole.check

    real = gmconsole.check.check_files

    def check_files(*args, **kwargs):
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(gmconsole.check, "check_files", check_files)
    party = tmp_path / "ok.toml"
    party.write_text('system = "ezd6"\nname = "Grupo"\n', encoding="utf-8")
    assert cli.main(["check", str(party)]) == 0
    assert seen == [True]
