"""Undo survives a crash (issue 22): after a restore, ctrl+z and ctrl+y reach exactly the
states they reached before the kill (past the last save too), the restore question counts
the net unsaved change, and the panels remember their options again. Keys only; the
"crash" is the console ending without quitting (nothing more is written), as in
tests/ui/test_files_and_safety.py."""

from gmconsole.screens.main_screen import MainScreen
from tests.pilot_keys import press, running
from tests.ui.conftest import relaunch

SIZE = (80, 24)


def dump(app):
    return app.engine.party.model_dump(mode="json")


def question(app):
    return str(app.screen.query_one("Static").render())


async def test_undo_and_redo_after_a_restore_reach_the_states_of_before_the_crash(make_app):
    app = make_app("ryf", seed=5)
    path = app.path
    async with app.run_test(size=SIZE) as pilot:
        states = [dump(app)]
        for keys in (["n"], ["d", "3", "enter"]):  # two actions, then a save
            await press(pilot, *keys)
            states.append(dump(app))
        await press(pilot, "ctrl+s")
        for keys in (["t", "r", "enter"], ["n"]):  # two more
            await press(pilot, *keys)
            states.append(dump(app))
        assert len({str(s) for s in states}) == 5
        await press(pilot, "ctrl+z", "ctrl+z", "ctrl+z")  # past the save
        assert dump(app) == states[1]
    # killed here: nothing quit cleanly, the file is the save's
    again = relaunch(path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "has 1 unsaved undo " in question(again)  # one undo from the save
        # ... and which: the line the restore takes back (play-test 25: "1" of which?)
        taken = question(again).split("\n\n")[1].splitlines()
        assert taken[0] == "It takes back:" and taken[-1].endswith(states[2]["log"][-1]["text"])
        await press(pilot, "y")
        assert isinstance(again.screen, MainScreen)
        assert dump(again) == states[1]
        reached = []
        for _ in range(2):  # the second finds nothing to undo
            await press(pilot, "ctrl+z")
            reached.append(dump(again))
        assert reached == [states[0], states[0]]
        for _ in range(5):
            await press(pilot, "ctrl+y")
            reached.append(dump(again))
        assert reached[2:] == [states[1], states[2], states[3], states[4], states[4]]
        await press(pilot, "ctrl+z", "ctrl+z")
        assert dump(again) == states[2] and not again.engine.dirty  # the saved state


async def test_the_restore_question_counts_the_net_change(make_app):
    """Five actions then two undos: 3 unsaved actions, not 7."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "n", "n", "n", "n", "ctrl+z", "ctrl+z")
        expected = dump(app)
    again = relaunch(app.path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "has 3 unsaved actions " in question(again)
        brought = question(again).split("\n\n")[1].splitlines()
        assert brought[0] == "It brings back:" and brought[-1].endswith(expected["log"][-1]["text"])
        await press(pilot, "y")
        assert dump(again) == expected
        await press(pilot, "ctrl+y", "ctrl+y")  # the two undone turns are there to redo
        assert again.engine.party.encounter.turn == 5


async def test_the_restore_question_words_undos_as_undos_and_hides_no_line(make_app):
    """Play-test: five undos past the save read "5 unsaved actions", and the question
    showed "…" and the newest three of the five lines it takes back. It says undos and
    lists all five; with more than it has rows for, it counts the earlier ones."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, *["n"] * 8, "ctrl+s")
        saved = [entry.text for entry in app.engine.party.log]
        await press(pilot, *["ctrl+z"] * 5)
        taken = saved[len(app.engine.party.log) :]
        assert len(taken) == 6  # a turn that starts a round writes two lines
    again = relaunch(app.path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        said = question(again)
        assert "has 5 unsaved undos " in said, said
        assert "Restore the party as it was left?" in said, said  # not "them": undos
        lines = said.split("It takes back:\n")[1].splitlines()
        assert len(lines) == 6 and "…" not in said, said
        assert all(line.endswith(text) for line, text in zip(lines, taken, strict=True)), said
        await press(pilot, "y")
        await press(pilot, *["ctrl+z"] * 3)  # 8 past the save in all
        taken = saved[len(again.engine.party.log) :]
    again = relaunch(app.path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        said = question(again)
        assert "has 8 unsaved undos " in said, said
        lines = said.split("It takes back:\n")[1].splitlines()
        earlier = len(taken) - 5  # a row counts them, five show
        assert lines[0] == f"(and {earlier} earlier lines)" and len(lines) == 6, said
        assert all(line.endswith(text) for line, text in zip(lines[1:], taken[-5:], strict=True))


async def test_undone_back_to_the_file_asks_nothing_and_keeps_the_history(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "n", "ctrl+z", "ctrl+z")
        original = dump(app)
    again = relaunch(app.path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, MainScreen)  # no question: nothing unsaved
        assert dump(again) == original and not again.engine.dirty
        await press(pilot, "ctrl+y", "ctrl+y")
        assert again.engine.party.encounter.turn == 2


async def test_the_panels_remember_their_options_after_a_restore(make_app):
    """RyF: the mode chosen in Ruiseñor's panel (not the default attack) is what her
    panel opens with after the crash, as it would have without one."""
    async with running(make_app("ryf", seed=3), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        panel = app.screen
        default = next(c.value for c in panel.choices if c.key == "m")
        await press(pilot, "m", "r", "enter")
        remembered = app.screen.panel_memory["ruisenor"]
        assert remembered["kind"]["m"] != default
    again = relaunch(app.path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "y")
        assert again.screen.panel_memory == {"ruisenor": remembered}
        await press(pilot, "t")
        shown = {c.key: c.value for c in again.screen.choices}
        assert shown["m"] == remembered["kind"]["m"] != default


async def test_the_restore_question_fits_at_80x24(make_app):
    """The review: attacks' lines, each wrapped to three rows, pushed the question's
    buttons below an 80x24 screen. Each line it quotes takes one row."""
    from textual.containers import Vertical

    async with running(make_app("ryf", seed=3), size=(80, 24)) as (app, pilot):
        await press(pilot, "t", "r", "enter")  # an attack: lines of 60 to 150 characters
        assert max(len(entry.text) for entry in app.engine.party.log[-6:]) > 70  # long lines
    again = relaunch(app.path)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        box = again.screen.query_one(Vertical).region
        assert box.y >= 0 and box.bottom <= 23, box  # above the footer's row
        quoted = question(again).split("It brings back:\n")[1].splitlines()
        assert quoted and all(len(line) <= 64 for line in quoted), quoted


async def test_a_roll_not_applied_kept_by_undo_is_neither_brought_nor_taken_back(make_app):
    """Found pressing through it in tmux: a damage, a roll closed with escape, a save, an
    undo past the save, the terminal killed. The roll not applied stays through undo (written again
    after what undo took back), and the restore question listed it under "It brings back"
    and under "It takes back" too: it is in the file's log and in the restored one alike."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "d", "3", "enter", "t", "r", "escape", "ctrl+s")
        assert app.engine.party.log[-1].text.startswith("Roll not applied: ")
        await press(pilot, "ctrl+z")  # the damage, past the save
    again = relaunch(app.path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        said = question(again)
        assert "It takes back:" in said and "It brings back:" not in said, said
        assert "Roll not applied" not in said, said
