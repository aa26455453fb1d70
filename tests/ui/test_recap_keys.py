"""The record through the keys (issue 36): what `R` writes is the fight as it was played,
in the copy the GM picks; `d` and `f` are the GM's; `E` on an unplayed fight ends no
fight; `ctrl+z` never takes back a roll not applied."""

import pytest

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.recap import recap_path
from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from tests.ui.conftest import answer

SIZE = (80, 24)


def row(text, name):
    line = next(line for line in text.splitlines() if line.startswith(f"| {name} |"))
    return [cell.strip() for cell in line.strip("|").split("|")][1:]


async def test_R_writes_the_fight_as_played_in_the_copy_the_gm_picks(make_app, tmp_path):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down", "down", "down", "down")  # Bandido 1
        await pilot.press("u")  # hidden from the players
        # Ruiseñor's turn: a critical hit on the hidden bandit (31: damage 6 x2 = 12).
        await pilot.press("t", "k", "e")
        await answer(pilot, "7 10 10")
        await answer(pilot, "9 9 9")
        await answer(pilot, "6")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        await pilot.press("n")  # Fred's turn: the GM types 4 on Bandido 2, then marks it down
        app.screen.tracker.select_id("bandido-2")
        await pilot.press("d")
        await answer(pilot, "4")
        await pilot.press("f")
        await pilot.pause()
        assert character_index(app.engine.party)["bandido-2"].hp == 16

        await pilot.press("R", "1", "enter")  # the players' copy
        await pilot.pause()
        players = recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8")
        await pilot.press("R", "2", "enter")  # the GM's copy, in its own file
        await pilot.pause()
        gm = recap_path(tmp_path / "ryf.toml", gm=True).read_text(encoding="utf-8")

    # The attack is the attacker's, with its critical, in both copies; its damage on one
    # the players could not see is in the GM's only (play-test: the players' copy counts
    # only harm their page showed).
    assert row(players, "Ruiseñor") == ["0", "0", "0", "1", "0"]
    assert row(gm, "Ruiseñor") == ["12", "0", "0", "1", "0"]
    # d is the GM's (not Fred's, whose turn it was); f is the GM's mark.
    assert row(gm, "Fred") == ["0", "0", "0", "0", "0"]
    assert row(gm, "GM (typed)") == ["4", "-", "-", "-", "-"]
    assert row(gm, "Bandido 2") == ["0", "4", "0", "0", "0"]
    assert row(players, "Bandido 2") == ["0", "-", "-", "-", "-"]  # a word there, never a number
    assert "- Bandido 2: down in round 1 (the GM's mark)" in players
    assert ", by Fred" not in gm
    # The players' copy: the hidden bandit is "an unseen enemy", never named.
    assert "**Enemies:**\n\n- El Tuerto, cabecilla\n- Bandido 2\n\n" in players
    assert "Ruiseñor attacks an unseen enemy with Estoque" in players
    assert "Bandido 1" not in players
    assert "Turn: Fred" in players
    # The GM's copy has everything.
    assert "Ruiseñor attacks Bandido 1 with Estoque" in gm
    assert row(gm, "Bandido 1") == ["0", "12", "0", "0", "0"]


async def test_a_down_mark_taken_back_is_no_fall_in_either_copy(make_app, tmp_path):
    """Play-test 15 (RyF): `f` then `f` again on Bandido 4 (hidden), shown later: both
    recaps listed him as fallen ("down in round 1 (the GM's mark)", "down when shown to
    the players in round 2") though he ended the fight up. The mark taken back is no fall;
    a mark left on stays one."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")  # the fight is under way
        app.screen.tracker.select_id("bandido-1")
        await pilot.press("u", "f", "f")  # hidden, marked down and up again
        app.screen.tracker.select_id("bandido-2")
        await pilot.press("f", "f", "f")  # marked down, up, down: down
        app.screen.tracker.select_id("bandido-1")
        await pilot.press("u")  # shown
        await pilot.pause()
        await pilot.press("R", "1", "enter")
        await pilot.pause()
        players = recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8")
        await pilot.press("R", "2", "enter")
        await pilot.pause()
        gm = recap_path(tmp_path / "ryf.toml", gm=True).read_text(encoding="utf-8")
    for copy in (players, gm):
        fallen = copy.split("### Fallen")[1].split("###")[0].split()
        assert " ".join(fallen) == "- Bandido 2: down in round 1 (the GM's mark)", copy


async def test_ctrl_z_never_removes_a_roll_not_applied(make_app):
    app = make_app("ryf", seed=4)
    async with app.run_test(size=SIZE) as pilot:

        def texts():
            return [entry.text for entry in app.engine.party.log]

        def hp():
            return character_index(app.engine.party)["ruisenor"].hp

        await pilot.press("d")
        await answer(pilot, "3")
        assert hp() == 25
        await pilot.press("t", "r")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, PanelScreen)
        line = texts()[-1]
        assert line.startswith("Roll not applied: Ruiseñor")
        await pilot.press("ctrl+z")  # undoes the damage, keeps the roll on the record
        await pilot.pause()
        assert hp() == 28
        assert texts().count(line) == 1 and texts()[-1] == line
        assert not any("HP 28 -> 25" in text for text in texts())
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert hp() == 25
        assert texts().count(line) == 1
        await pilot.press("ctrl+z", "ctrl+z")  # nothing before the damage: the line stays
        await pilot.pause()
        assert hp() == 28
        assert texts().count(line) == 1
        # A change after the roll, undone past the roll and done again (play-test 11:
        # the redo wrote the line a second time, in the log and both recaps).
        await pilot.press("ctrl+y")
        await pilot.press("d")
        await answer(pilot, "1")
        assert hp() == 24
        await pilot.press("ctrl+z", "ctrl+z", "ctrl+y", "ctrl+y")
        await pilot.pause()
        assert hp() == 24
        assert texts().count(line) == 1


async def test_a_roll_not_applied_keeps_its_round_when_undo_goes_back_a_round(make_app):
    """Play-test 14 (RyF): on round 2's first turn, `t r Escape`, then `ctrl+z` (the step
    into round 2): the log read "R1 roll not applied: …" until `ctrl+y` made it R2 again.
    The line says the round it was rolled in, whatever undo does."""
    app = make_app("ryf", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        await pilot.press(*["n"] * len(party.encounter.combatants))
        await pilot.pause()
        assert app.engine.party.encounter.round == 2
        await pilot.press("t", "r")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("ctrl+z")  # the step into round 2
        await pilot.pause()
        assert app.engine.party.encounter.round == 1
        line = app.engine.party.log[-1]
        assert line.text.startswith("Roll not applied:") and line.round == 2
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert [e.round for e in app.engine.party.log if e.text == line.text] == [2]


async def test_E_on_an_unplayed_fight_ends_no_fight(make_app, tmp_path):
    from gmconsole.recap import render

    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("E", "y")  # while preparing
        await pilot.pause()
        last = app.engine.party.log[-1].text
        # A roll while no fight runs makes no fight of it (the review: "Fight 1 (round 1,
        # ended)", a table of zeros, the roll under "After the fight").
        rolls = len(app.engine.party.log)
        await pilot.press("T", "r", "enter")
        await pilot.pause()
        assert len(app.engine.party.log) > rolls
        await pilot.press("R", "2", "enter")
        await pilot.pause()
        recap = recap_path(tmp_path / "fids.toml", gm=True).read_text(encoding="utf-8")
        # The next fight is not ended by that E (it read "round 1, ended" while running).
        await pilot.press("a", "1", "enter", "enter", "1", "enter", "n")
        await pilot.pause()
        next_fight = render(app.engine.party, gm=True)
    assert last == "The fight ends before anyone acted: enemies leave, members stay"
    assert "## Fight" not in recap
    assert "No fights in the journal yet" in recap
    assert "## Fight 1 (round 1, still running)" in next_fight, next_fight
    assert next_fight.index(last) < next_fight.index("#### Round 1")  # before the fight


@pytest.mark.parametrize("ended", [True, False], ids=["ended", "running"])
async def test_a_fight_as_a_round_opens_is_told_by_that_round(make_app, tmp_path, ended):
    """Play-test 20: a fight ended at the start of round 2 read "Fight 1 (round 1,
    ended)" above a "Round 2" section: the round that was never played is the end.
    Play-test 25: one still running there read "round 1, still running": it is in the
    round the marker reached."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await answer(pilot, "3")
        await pilot.press(*["n"] * len(app.engine.party.encounter.combatants))
        await pilot.press(*(["E", "y"] if ended else []), "R", "2", "enter")
        await pilot.pause()
    recap = recap_path(tmp_path / "ryf.toml", gm=True).read_text(encoding="utf-8")
    if not ended:
        assert "## Fight 1 (rounds 1 to 2, still running)" in recap
        return
    assert "## Fight 1 (round 1, ended)" in recap
    log = recap.split("### Log")[1].split("#### ")[1:]
    assert [section.splitlines()[0] for section in log] == ["Round 1", "End of the fight"]
    # Play-test: "Round 2 begins" and its first turn read in the end as a round played.
    assert "Round 2 begins" not in recap and "Turn: Ruiseñor" not in log[1]
    assert "The fight ends after 1 round" in log[1]


async def test_lines_written_while_no_fight_runs_carry_no_round(make_app, tmp_path):
    """Play-test: a roll made while the tracker's frame said "no fight" read "R1" in the
    log, and in the recap under the next fight's "Round 1". It has no round in the log
    and is told before the fight's rounds (or after them, once the fight has ended)."""
    from gmconsole.recap import render
    from gmconsole.widgets.initiative_tracker import InitiativeTracker
    from gmconsole.widgets.log_view import LogView
    from tests.pilot_keys import press, running
    from tests.ui.conftest import drawn

    def sections(recap: str, fight: int) -> dict[str, str]:
        log = recap.split(f"## Fight {fight} ")[1].split("### Log")[1].split("## Fight")[0]
        return {part.splitlines()[0]: part for part in log.split("#### ")[1:]}

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "d")
        await answer(pilot, "3")
        await press(pilot, "n", "E", "y", "T", "r", "enter")  # a roll after the fight
        frame = str(app.screen.query_one(InitiativeTracker).border_subtitle)
        line = app.engine.party.log[-1].text  # the roll's last line
        shown = drawn(app.screen.query_one(LogView))
        after = sections(render(app.engine.party, gm=True), 1)
        await press(pilot, "a", "1", "enter", "enter", "1", "enter", "n")  # the next fight
        await press(pilot, "R", "2", "enter")
        await pilot.pause()
    recap = recap_path(tmp_path / "ryf.toml", gm=True).read_text(encoding="utf-8")
    assert frame.startswith("no fight")
    assert f"—    {line[:40]}" in "\n".join(shown), shown  # its first row (it may wrap)
    assert list(after) == ["Round 1", "After the fight"]
    assert f"- {line}" in after["After the fight"]
    before = sections(recap, 2)  # what is done between two fights belongs to the next
    assert list(before) == ["Before the fight", "Round 1"], recap
    assert f"- {line}" in before["Before the fight"]
    assert "## Fight 2 (round 1, still running)" in recap


async def test_members_brought_in_before_a_prepared_start_are_in_the_recap(make_app, lang):
    """Play-test 6: `m` before `A` brought a member in, but its line (and a zone set
    before the fight) was in neither copy: what is done while no fight runs belongs to
    the fight that begins next."""
    from gmconsole.i18n import t
    from tests.pilot_keys import press, running
    from tests.ui.test_prepared_start_order import prepare

    async with running(prepare(make_app, "ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "E", "y")  # the sample's fight ends: members stay
        await press(pilot, "home")
        name = character_index(app.engine.party)[app.screen.tracker.selected_id].name
        await press(pilot, "delete", "y")  # out of the fight ...
        await press(pilot, "m", "enter", "enter")  # ... and brought back (near) before the next
        await press(pilot, "A")
        await pilot.pause(0.5)
        await press(pilot, "1", "enter", "n", "n", "E", "y")
        await press(pilot, "R", "1", "enter")
        await press(pilot, "R", "2", "enter")
        await pilot.pause()
        path = app.path
    joined = t("Joined the fight: {names}", names=name)
    for gm in (False, True):
        text = recap_path(path, gm=gm).read_text(encoding="utf-8")
        assert f"- {joined}" in text, text
        party = text.split(t("**Party:**"))[1].split(t("**Enemies:**"))[0]
        assert f"- {name}\n" in party


async def test_a_token_handed_to_the_gm_and_back_is_no_resource_spent(make_app):
    """Play-test 11: Ruiseñor's token to the GM and back read as two resources spent
    ("Token player -> GM", "Token GM -> player"); the recap lists the net change."""
    from gmconsole.recap import render

    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "k", "r", "enter")  # Ruiseñor hands the token to the GM
        await pilot.pause()
        handed = render(app.engine.party, gm=True)
        assert "- Ruiseñor: Token player -> GM" in handed, handed
        await pilot.press("T", "g", "r", "enter")  # the GM returns it, out of turn
        await pilot.pause()
        for gm in (True, False):
            assert "Token" not in render(app.engine.party, gm=gm)


async def test_a_member_brought_back_after_the_enemies_is_listed_with_the_party(make_app):
    """Play-test (EZD6): Aldric, out of the fight, brought back with `m` once the enemies
    had come in, had his row in the recap's table below theirs, while its party list and
    the tracker put him with the party. One order in the recap: the party first."""
    from tests.pilot_keys import press, running
    from tests.ui.conftest import select

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await select(pilot, "aldric")
        await press(pilot, "delete", "y", "E", "y")  # he is out; the fight ends
        await press(pilot, "a", "1", "enter", "enter", "1", "enter", "n")  # the next one
        await press(pilot, "m", "enter", "enter", "n")  # Aldric back (near), after the enemies
        await press(pilot, "R", "2", "enter")
        await pilot.pause()
        path = app.path
    text = recap_path(path, gm=True).read_text(encoding="utf-8")
    rows = [line.split("|")[1].strip() for line in text.splitlines() if line.startswith("| ")]
    assert rows.index("Aldric el Gris") < rows.index("Esqueleto 1"), text
