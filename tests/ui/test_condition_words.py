"""A condition until the end of someone's turn lasts until the end of that one's NEXT turn
(README, docs/party-format.md): the log, the tracker, the combat box and the `c` dialog
said "until the end of X's turn" (playtest after the third pass). And at 80x24 the `c`
dialog cut its duration hint."""

import pytest
from textual.containers import Vertical

from gmconsole.i18n import t
from gmconsole.state.context import character_index
from tests.budget import each_system
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, drawn, type_text

WORDS = {
    "en": ("until the end of {name}'s next turn", "till {name}'s turn ends"),
    "es": ("hasta el final del próximo turno de {name}", "hasta fin del turno de {name}"),
}


async def test_e_says_next_turn_until_that_turn_begins(make_app, lang):
    async with running(make_app("ryf"), size=(160, 40)) as (app, pilot):
        party = live(lambda: app.engine.party)
        order = [c.id for c in party.encounter.combatants]
        caster = character_index(party)[order[0]].name
        await press(pilot, "down", "c")
        await type_text(pilot, "Marcado")
        await pilot.press("tab")
        await answer(pilot, "e")
        said, short = (w.format(name=caster) for w in WORDS[lang])
        assert party.log[-1].text.endswith(said), party.log[-1].text
        tracker = app.screen.tracker
        row = "".join(s.text for s in tracker.render_line(1))
        assert "next" in row or "próximo" in row, row
        # Round on to the caster's next turn: now it is the turn under way.
        for _ in range(len(order)):
            await press(pilot, "n")
            if party.encounter.combatants[party.encounter.turn].id == order[0]:
                break
        bearer = [c.id for c in party.encounter.combatants].index(order[1])
        row = "".join(s.text for s in tracker.render_line(bearer))
        assert short in row, row
        assert "next" not in row and "próximo" not in row, row


async def test_at_80x24_the_condition_dialog_shows_its_whole_hint(make_app, lang):
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        await press(pilot, "c")
        dialog = app.screen
        hint = dialog.query_one("#hint")
        box = dialog.query_one(Vertical)
        assert hint.region.height >= 3
        assert hint.region.bottom <= box.region.bottom - 1, (hint.region, box.region)
        text = str(hint.render())
        assert "r = " in text and ("next turn" in text or "próximo turno" in text), text


@each_system([(80, 24), (100, 30)], "size")
@pytest.mark.parametrize("lang", ["es"], indirect=True)
async def test_the_form_dialogs_hints_show_whole_in_spanish(make_app, lang, size):
    """Play-test: at 100x30 in Spanish the `c` dialog's keys line read "intro: siguiente
    campo, acepta en el último · escape:" (its last word below the box); the sheet
    editor's keys hint lost its end after a long name. Every hint is read whole on screen
    (the duration's, the keys line, the sheet's), at 80x24 as at 100x30."""
    async with running(make_app("eclipse_phase"), size=size) as (app, pilot):
        await press(pilot, "a", "3", "enter")  # Mercenario de Direct Action, a long name
        await answer(pilot, "1")
        await press(pilot, "end", "c")
        box = app.screen.query_one(Vertical)

        def cut() -> list[str]:
            """The lines shown below the box's bottom (not on screen)."""
            region = box.content_region
            return [
                str(child.id)
                for child in box.children
                if child.display and not region.contains_region(child.region)
            ]

        shown = " ".join(" ".join(line for child in box.children for line in drawn(child)).split())
        hint = " ".join(str(app.screen.query_one("#hint").render()).split())
        keys = t("enter: next field, confirm in the last · escape: cancel")
        assert hint in shown and keys in shown and not cut(), shown
        # Wider by a column (the review: the form came back whole, then was cut), and an
        # error of three lines: still nothing below the box.
        await pilot.resize_terminal(size[0] + 1, size[1])
        await pilot.pause()
        assert not cut()
        await press(pilot, *"aturdido", "enter", "x", "enter")
        assert app.screen.query_one("#error").render() and not cut()
        await press(pilot, "escape", "k")  # the sheet editor
        shown = " ".join(" ".join(drawn(app.screen.query_one("#title"))).split())
        assert shown.endswith(t("PgUp/PgDn: a page · Home/End · ctrl+↓/↑: a section")), shown


@pytest.mark.parametrize("lang", ["es"], indirect=True)  # the longer words
async def test_a_form_too_tall_keeps_its_hint_until_an_error_says_what_to_type(make_app, lang):
    """The review: at 80x18 the condition form opened without its hint (the duration's
    words): the hint gives way only to an error line, which says what to type."""
    async with running(make_app("eclipse_phase"), size=(80, 18)) as (app, pilot):
        await press(pilot, "c")
        hint = app.screen.query_one("#hint")
        assert hint.display
        await press(pilot, *"aturdido", "enter", "x", "enter")
        assert not hint.display and str(app.screen.query_one("#error").render())
