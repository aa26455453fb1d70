"""The fight preview (P): it opens for RyF and EZD6, shows figures that refine, follows
the fight after each action, switches its target rule, changes nothing, and in FIDS and
Eclipse Phase says why there is none."""

from __future__ import annotations

import pytest

from gmconsole.fight_odds import share
from gmconsole.recovery import journal_path
from gmconsole.widgets import fight_preview as fp
from gmconsole.widgets.fight_preview import FightPreview
from rules.preview.estimate import Figure
from tests.budget import each_system
from tests.live import live
from tests.pilot_keys import press, running
from tests.systems import SYSTEMS, support
from tests.ui.conftest import answer, on_screen

SIZE = (120, 44)
pytestmark = pytest.mark.usefixtures("short_preview")


async def wait_for(pilot, condition, tries: int = 400) -> None:
    """Pause until ``condition()`` holds (the worker runs in a thread)."""
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("timed out")


def preview(app) -> FightPreview:
    return app.screen.query_one(FightPreview)


def text(app) -> str:
    return preview(app).render_figures().plain


PREVIEWED = [system for system in SYSTEMS if hasattr(support(system), "PREVIEW_SHOWS")]
"""The systems with a fight preview; each one's test module says what its preview shows."""


@each_system(PREVIEWED)
async def test_p_shows_the_preview_and_it_changes_nothing(make_app, system, tmp_path):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        before = party.model_dump(mode="json")
        await pilot.press("P")
        await wait_for(pilot, lambda: preview(app).estimate is not None)
        shown = text(app)
        assert "Party wins" in shown and "Enemies win" in shown and "Rounds left" in shown
        assert "Going after 20 rounds" in shown
        for member in party.members:
            assert member.name[:10] in shown
        for line in support(system).PREVIEW_SHOWS:
            assert line in shown
        for line in support(system).PREVIEW_HIDES:
            assert line not in shown
        await wait_for(pilot, lambda: preview(app).estimate.fights == fp.MAX_FIGHTS)
        assert party.model_dump(mode="json") == before
        assert app.engine.history.top is None and not app.engine.dirty
        assert not journal_path(tmp_path / f"{system}.toml").exists()
        await press(pilot, "escape")
        assert not app.screen.query(FightPreview)


async def test_the_preview_follows_the_fight(make_app):
    """Damage to an enemy (an action) restarts the simulation on the new fight."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        await pilot.press("down", "down", "down", "down")  # El Tuerto, cabecilla
        await pilot.press("P")
        await wait_for(pilot, lambda: preview(app).estimate is not None)
        first = preview(app).fight
        generation = preview(app).generation
        cabecilla = next(f for f in first.fighters if f.id == "cabecilla-1")
        await press(pilot, "d")  # the screen's key, with the preview focused
        await answer(pilot, "30")
        assert app.engine.party.encounter.enemies[0].hp == cabecilla.hp - 30
        await wait_for(pilot, lambda: preview(app).generation > generation)
        after = next(f for f in preview(app).fight.fighters if f.id == "cabecilla-1")
        assert after.hp == cabecilla.hp - 30
        await wait_for(pilot, lambda: preview(app).estimate is not None)


async def test_r_switches_the_target_rule(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.pause()
        await pilot.press("P")
        await wait_for(pilot, lambda: preview(app).estimate is not None)
        assert "target: weakest (r)" in on_screen(app)
        await press(pilot, "r")
        assert preview(app).fight.rule == "dangerous"
        assert "target: most dangerous (r)" in on_screen(app)
        assert "the most dangerous" in text(app)
        await press(pilot, "r", "r")
        assert preview(app).fight.rule == "weakest"


async def open_and_finish(pilot) -> None:
    """P, then wait for every simulated fight."""
    app = pilot.app
    await pilot.press("P")
    await wait_for(pilot, lambda: preview(app).estimate is not None)
    await wait_for(pilot, lambda: preview(app).estimate.fights >= fp.MAX_FIGHTS)
    await pilot.pause()


@each_system(PREVIEWED)
async def test_at_100x30_the_preview_fits_whole_beside_the_tracker(make_app, lang, system):
    """Play-test: at 100x30 the preview needed scrolling, cut names ("Lobo del paso…"),
    took the tracker's health bars and left the combat box 0 lines. Now it takes the
    boxes' place: every name and line whole, no scrolling, the tracker as it was."""
    from gmconsole.i18n import t
    from gmconsole.state.context import name_of
    from tests.ui.conftest import drawn

    async with running(make_app(system), size=(100, 30)) as (app, pilot):
        await pilot.pause()
        tracker_before = [row for row in drawn(app.screen.tracker) if row]
        await open_and_finish(pilot)
        panel = preview(app)
        shown = on_screen(app)
        assert t("target: {rule} (r)", rule=t("weakest")) in shown
        assert panel.region.right <= 100 and panel.region.bottom <= 29  # above the footer
        assert panel.max_scroll_x == 0 and panel.max_scroll_y == 0
        for combatant in app.engine.party.encounter.combatants:
            assert name_of(app.engine.party, combatant.id) in shown
        assert [row for row in drawn(app.screen.tracker) if row] == tracker_before
        await press(pilot, "escape")
        assert [row for row in drawn(app.screen.tracker) if row] == tracker_before


async def test_at_80x24_the_preview_scrolls_by_keys_and_names_its_rule(make_app):
    """At 80x24 the figures are taller than the box: the arrows, page keys, home and end
    scroll them; every row is whole; the target rule is on the frame however far it is
    scrolled."""
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        await pilot.pause()
        await pilot.press("P")
        await wait_for(pilot, lambda: preview(app).estimate is not None)
        panel = preview(app)
        assert "target: weakest (r)" in on_screen(app)
        assert panel.region.right <= 80 and panel.region.bottom <= 23  # above the footer
        assert panel.max_scroll_x == 0  # the rows fit the width
        assert panel.max_scroll_y > 0
        await pilot.press("end")
        await wait_for(pilot, lambda: panel.scroll_y == panel.max_scroll_y)
        shown = on_screen(app)
        assert "Bandido 2" in shown or "no one hits the fallen" in shown
        assert "target: weakest (r)" in shown
        await pilot.press("home")
        await wait_for(pilot, lambda: panel.scroll_y == 0)
        await pilot.press("down", "down")
        await wait_for(pilot, lambda: panel.scroll_y == 2)
        await pilot.press("pagedown")
        await wait_for(pilot, lambda: panel.scroll_y > 2)
        paged = panel.scroll_y
        await pilot.press("pageup")
        await wait_for(pilot, lambda: panel.scroll_y < paged)
        await press(pilot, "r")
        assert "target: most dangerous (r)" in on_screen(app)


@each_system(["fids", "eclipse_phase"])
async def test_systems_without_a_damage_rule_say_why(make_app, system, monkeypatch):
    app = make_app(system)
    told: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: told.append(message))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "P")
        assert not app.screen.query(FightPreview)
        assert told and "no fight preview" in told[0] and "no damage rule" in told[0]


def test_a_share_with_its_margin():
    assert share(Figure(0.62, 0.60, 0.64)) == "62% ±2"
    assert share(Figure(0.625, 0.62, 0.63), compact=True) == "62.5±0.5%"
    assert share(Figure(1.0, 0.99999, 1.0)) == "100%"


async def test_at_100x30_the_preview_fits_beside_a_tracker_with_long_rows(make_app):
    """Play-test 4: after an EZD6 dash ("no action/dash acted") beside a long title, the
    tracker took 73 of 100 columns and the preview needed scrolling. While it shows, the
    tracker keeps its health bars and whole names (the flags give way first: play-test
    6), the preview the rest, whole in width (it scrolls down by keys); closed, the
    tracker is as it was."""
    from gmconsole.storage import load_party, save_party
    from tests.edit import edit_character
    from tests.ui.conftest import drawn

    path = make_app("ezd6").path
    long_name = "Esqueleto de la cripta del obispo 1"  # a long row, as a group's title
    save_party(edit_character(load_party(path), "esqueleto-1", name=long_name), path)
    async with running(make_app("ezd6"), size=(100, 30)) as (app, pilot):
        await press(pilot, "z", "2", "enter", "n")  # a dash on her turn: the long flags
        before = [row for row in drawn(app.screen.tracker) if row]
        await open_and_finish(pilot)
        panel = preview(app)
        assert panel.max_scroll_x == 0
        assert all("█" in row for row in drawn(app.screen.tracker) if row)
        names = [row[2:].split("  ")[0] for row in before]  # as shown without the preview
        assert all(any(name in row for row in drawn(app.screen.tracker)) for name in names)
        await press(pilot, "escape")
        assert [row for row in drawn(app.screen.tracker) if row] == before
