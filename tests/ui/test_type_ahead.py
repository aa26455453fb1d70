"""Keys typed ahead in one burst (a fast typist, a paste) reach the dialog or panel they
were meant for, in order (issue 11)."""

from textual import events

from tests.pilot_keys import burst, keys_handled, running
from tests.ui.conftest import answer  # noqa: F401  (fixtures)

SIZE = (80, 24)


async def test_a_condition_typed_in_one_burst(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.pause()
        cid = app.screen.tracker.selected_id
        before = list(app.engine.party.log)
        await burst(pilot, ["c", *"Aturdida", "tab", "2", "enter"])
        combatant = next(c for c in app.engine.party.encounter.combatants if c.id == cid)
        assert [(c.name, c.rounds) for c in combatant.conditions][-1:] == [("Aturdida", 2)]
        new = [e.text for e in app.engine.party.log[len(before) :]]
        assert len(new) == 1 and "Aturdida, 2 rounds" in new[0], new


async def test_a_roll_with_typed_dice_in_one_burst(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.pause()
        before = len(app.engine.party.log)
        await burst(pilot, ["t", "e", "2", "space", "5", "space", "6", "enter", "enter"])
        new = [e.text for e in app.engine.party.log[before:]]
        assert any("3d6 neutral: 2 5 6" in line for line in new), new


async def test_a_short_list_finds_what_was_typed(make_app):
    """``a`` offers the roster in a list of four: "lo" and enter add the Lobo del paso (typed
    letters were dropped and enter took the first entry, a Bandido)."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        names = {e.name for e in app.engine.party.encounter.enemies}
        await burst(pilot, ["a", "l", "o", "enter", "enter"])
        added = [e.name for e in app.engine.party.encounter.enemies if e.name not in names]
        assert added and all("Lobo" in name for name in added), added


async def test_a_digit_highlights_and_the_enter_after_it_picks(make_app):
    """``2 enter`` in a short list takes the second option, and the enter never reaches
    the screen below (a digit that picked at once let it give the turn away)."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        main = app.screen
        holder = app.engine.party.encounter.turn
        names = {e.name for e in app.engine.party.encounter.enemies}
        # The archers (two in the roster): the count as offered, one by one.
        await burst(pilot, ["a", "2", "enter", "enter", "1", "enter"])
        added = [e.name for e in app.engine.party.encounter.enemies if e.name not in names]
        assert added and all("Arquero" in name for name in added), added
        assert app.screen is main
        assert app.engine.party.encounter.turn == holder


async def test_a_key_typed_before_a_downed_heros_question_does_not_answer_it(make_app):
    """``d 9 enter n`` downs Pip, which asks about her life-threatening save: the ``n``
    was typed for the next turn, before the question existed, and must not answer No."""
    from gmconsole.dialogs.confirm_dialog import ConfirmDialog

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.pause()
        app.screen.tracker.select_id("pip")
        turn = app.engine.party.encounter.turn
        await burst(pilot, ["d", "9", "enter"])
        question = app.screen
        assert isinstance(question, ConfirmDialog)
        early = events.Key("n", "n")
        early.time = question.shown_at - 0.5  # typed before the question was drawn
        app.post_message(early)
        await keys_handled(pilot)
        assert app.screen is question, "the n typed earlier answered the question"
        assert app.engine.party.encounter.turn == turn
        await burst(pilot, ["n"])  # read, then answered
        assert not isinstance(app.screen, ConfirmDialog)
