"""EZD6 zones set before the fight and out of a turn cost nothing (issue 36): `a` asks
where the newcomers stand (enter accepts near; a letter picks another), `z` on a
combatant whose turn it is not places it for free, and `z` on one's own turn is a dash
that takes the action."""

import pytest

from gmconsole.systems.ezd6.model import state_of
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, turn_holder, type_text

SIZE = (80, 24)


def combatant(app, cid):
    return next(c for c in app.engine.party.encounter.combatants if c.id == cid)


def newest_enemy(app):
    return app.engine.party.encounter.enemies[-1].id


@pytest.mark.usefixtures("lang")
async def test_a_places_newcomers_and_z_out_of_turn_is_free(make_app, lang):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "a", "enter")  # the first roster entry
        await answer(pilot, "1")  # one, where the zone field says: near
        first = newest_enemy(app)
        assert state_of(combatant(app, first)).zone == "near"
        await press(pilot, "a", "enter")
        await type_text(pilot, "1")
        await pilot.press("tab")  # to the zone field: a letter of the word is enough
        await answer(pilot, "l" if lang == "es" else "f")
        second = newest_enemy(app)
        assert second != first
        assert state_of(combatant(app, second)).zone == "far"
        # z on someone whose turn it is not: placed, nothing spent
        holder = turn_holder(app)
        order = [c.id for c in app.engine.party.encounter.combatants]
        other = next(cid for cid in order if cid != holder and cid.startswith("pip"))
        await pilot.press("home")
        await press(pilot, *["down"] * order.index(other))
        await press(pilot, "z", "2", "enter")
        placed = state_of(combatant(app, other))
        assert placed.zone == "far" and not placed.used.action and not placed.used.dash
        # z on the turn holder: a dash, the action taken
        await pilot.press("home")
        await press(pilot, *["down"] * order.index(holder))
        await press(pilot, "z", "2", "enter")
        dashed = state_of(combatant(app, holder))
        assert dashed.zone == "far" and dashed.used.action and dashed.used.dash


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_the_tracker_says_in_words_what_is_spent(make_app, lang, size):
    """Playtest: "used A", "used FD" meant nothing to a new GM. A dash reads "no dash"
    ("sin correr") beside "acted", which says the action (play-test 32: "no action/dash
    acted" said it twice), and help explains the flag."""
    from textual.widgets import Static

    from tests.ui.conftest import drawn

    spent = {"en": "no dash", "es": "sin correr"}[lang]
    acted = {"en": "acted", "es": "actuó"}[lang]
    app = make_app("ezd6")
    async with app.run_test(size=size) as pilot:
        name = app.engine.party.character(turn_holder(app)).name
        await pilot.press("z", "2", "enter")  # a dash on her own turn: the action too
        await pilot.press("n")
        await pilot.pause()
        row = next(row for row in drawn(app.screen.tracker) if name in row)
        assert row.endswith(f" {spent} {acted}"), row
        await pilot.press("f1")
        await pilot.pause()
        help_text = "\n".join(str(w.render()) for w in app.screen.query(Static))
        assert {"en": "'no free/dash'", "es": "'sin gratuita/correr'"}[lang] in help_text


async def test_m_asks_where_a_member_brought_back_stands_as_a_does(make_app, lang):
    """Play-test: `m` brought Aldric back at near without a word, where `a` asks the zone.
    `m` asks the same question with the same default: enter keeps near, a letter picks
    another."""
    from gmconsole.dialogs.form_dialog import FormDialog
    from tests.ui.conftest import select

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await select(pilot, "aldric")
        await press(pilot, "delete", "y", "m", "enter")  # out, then back: where?
        assert isinstance(app.screen, FormDialog)
        await answer(pilot, "l" if lang == "es" else "f")
        assert state_of(combatant(app, "aldric")).zone == "far"
        await select(pilot, "pip")
        await press(pilot, "delete", "y", "m", "enter", "enter")  # enter: near
        assert state_of(combatant(app, "pip")).zone == "near"
