"""Leftovers of the fourth play-test (issue 36), each through the keys: what the tracker,
the log, the sidebar and the toasts tell a GM at the table."""

from gmconsole.i18n import t
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, drawn

SIZE = (100, 30)


def tracker_row(app, name: str) -> str:
    return next(row for row in drawn(app.screen.tracker) if name in row)


async def test_ezd6_the_turn_holder_who_attacked_reads_acted_as_the_others(make_app, lang):
    """Playtest: "▶ Brunhilda … near  no action" right after her attack read "did nothing",
    while those whose turn passed read "acted"."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "e")
        await answer(pilot, "3")  # Brunhilda hits Esqueleto 1
        await press(pilot, "s")
        await answer(pilot, "6")  # its save negates the strike
        await press(pilot, "enter")
        holder = tracker_row(app, "Brunhilda")
        assert holder.endswith(f" {t('no {spent}', spent=t('action'))} {t('acted')}"), holder
        await press(pilot, "n")  # her turn passed: the same words
        assert tracker_row(app, "Brunhilda").endswith(holder[-12:]), holder
