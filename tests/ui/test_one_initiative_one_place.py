"""One initiative changes one place (third-pass ruling): typing (e) or re-rolling (I) one
combatant's initiative moves only that combatant; the GM's manual moves stay. Re-rolling
everyone (i) once a round has started asks first."""

from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


def _ids(app) -> list[str]:
    return [c.id for c in app.engine.party.encounter.combatants]


async def test_typing_one_initiative_keeps_the_manual_order(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "right_square_bracket")  # a manual move: 2nd goes 3rd
        manual = _ids(app)
        await press(pilot, "end")
        mover = app.screen.tracker.selected_id
        await pilot.press("e")
        await answer(pilot, "999")
        now = _ids(app)
        assert now[0] == mover
        assert [cid for cid in now if cid != mover] == [cid for cid in manual if cid != mover]
        await press(pilot, "I")  # re-rolled: only it moves again
        assert [cid for cid in _ids(app) if cid != mover] == [c for c in manual if c != mover]


async def test_rerolling_everyone_mid_round_asks_first(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "n")
        before = _ids(app)
        log_length = len(app.engine.party.log)
        await press(pilot, "i")
        assert isinstance(app.screen, ConfirmDialog)
        await press(pilot, "n")  # a stray i n: nothing re-rolled, nothing ticked
        assert _ids(app) == before and len(app.engine.party.log) == log_length
        await press(pilot, "i")
        await press(pilot, "y")
        assert len(app.engine.party.log) > log_length
