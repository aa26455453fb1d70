"""The combat box and the sidebar show what they say (no line left over from the
combatant shown before, a turn or a damage shown at once), and a sheet longer than the box
scrolls instead of being cut off.

RyF's sample suits these checks: its two bandits have the same sheet but their names, and
a party member's sheet is longer than an enemy's."""

import pytest
from rich.cells import cell_len
from textual.geometry import Region
from textual.widgets import Static

from gmconsole.widgets.combat_panel import CombatPanel
from gmconsole.widgets.resource_sidebar import ResourceSidebar
from tests.pilot_keys import press, running

BANDIT_1 = 5
"""The first bandit's row in RyF's sample (the second is the next one)."""


def drawn(box) -> list[str]:
    """The box's rows as the screen shows them: its lines' rows in sight."""
    said = box.query_one(Static)
    top, height = int(box.scroll_offset.y), box.scrollable_content_region.height
    strips = said.render_lines(Region(0, top, said.size.width, height))
    return [strip.text.rstrip() for strip in strips]


async def to_the_first_bandit(pilot) -> None:
    for _ in range(BANDIT_1):
        await pilot.press("down")
    await pilot.pause()


async def test_a_sheet_shows_whole_and_a_turn_or_a_damage_at_once(make_app):
    """A shorter sheet leaves no line of the longer one and fits without a scrollbar; a
    turn between two alike shows the new name; a damage shows in the sidebar at once."""
    async with running(make_app("ryf"), size=(120, 40)) as (app, pilot):
        await pilot.pause()
        box = app.screen.query_one(CombatPanel)
        long_sheet = [row for row in drawn(box) if row]
        await to_the_first_bandit(pilot)
        short_sheet = [row for row in drawn(box) if row]
        assert len(short_sheet) < len(long_sheet)
        assert short_sheet == [row.rstrip() for row in box.rows]  # all said, none left over
        assert short_sheet[0] == "Bandido 1"
        assert not box.show_vertical_scrollbar
        assert box.max_scroll_y == 0
        before = drawn(box)
        await press(pilot, "down")
        after = drawn(box)
        assert (before[0], after[0]) == ("Bandido 1", "Bandido 2")
        assert after[1:] == before[1:]  # the rest of the sheet is the same
        sidebar = app.screen.query_one(ResourceSidebar)
        hp_row = next(i for i, row in enumerate(drawn(sidebar)) if "20/20" in row)
        await press(pilot, "d", "3", "enter")
        assert "17/20" in drawn(sidebar)[hp_row]


async def test_a_long_sheet_scrolls_in_a_small_terminal_by_shift_arrows(make_app):
    """At 80x24 a keyboard alone reads the rest of a long sheet."""
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        await pilot.pause()
        box = app.screen.query_one(CombatPanel)
        said = box.rows
        assert box.show_vertical_scrollbar and box.max_scroll_y > 0
        assert drawn(box)[-1] != said[-1]  # the hint is below, out of sight
        await press(pilot, "shift+down", "shift+down")
        assert box.scroll_offset.y == 2
        assert drawn(box)[0] == box.rows[2].rstrip()
        await press(pilot, "shift+up")
        assert box.scroll_offset.y == 1
        box.scroll_end(animate=False, immediate=True)
        await pilot.pause()
        assert drawn(box)[-1] == said[-1].rstrip()


async def test_the_sidebar_marks_its_cursor_when_focused_only(make_app):
    async with running(make_app("ryf"), size=(120, 40)) as (app, pilot):
        sidebar = app.screen.query_one(ResourceSidebar)
        await press(pilot, "tab")
        assert sidebar.has_focus
        assert drawn(sidebar)[0].startswith("›")
        await press(pilot, "tab")
        assert not sidebar.has_focus
        assert not any("›" in row for row in drawn(sidebar))


async def test_the_sidebar_keeps_its_cursor_in_sight(make_app):
    """A box shorter than its lines scrolls to the line the cursor is on."""
    async with running(make_app("ryf"), size=(80, 16)) as (app, pilot):
        sidebar = app.screen.query_one(ResourceSidebar)
        await press(pilot, "tab")
        height = sidebar.scrollable_content_region.height
        assert len(sidebar.items) > height  # the test's premise: the box cannot show all
        await press(pilot, *["down"] * len(sidebar.items))
        assert any(row.startswith("›") for row in drawn(sidebar))
        await press(pilot, *["up"] * len(sidebar.items))
        assert drawn(sidebar)[0].startswith("›")


@pytest.mark.parametrize("size", [(60, 24), (80, 24), (100, 30)])
async def test_the_sidebar_title_keeps_the_name_whole(make_app, lang, size):
    """Play-test: "Resources: El Tuerto, cab…". The name is never cut; the word goes to the
    bottom border when both do not fit (test_gm_words_and_log_lines)."""
    from gmconsole.i18n import t

    async with running(make_app("ryf"), size=size) as (app, pilot):
        sidebar = app.screen.query_one(ResourceSidebar)
        for _ in range(len(app.engine.party.encounter.combatants)):
            if sidebar.title_name == "El Tuerto, cabecilla":
                break
            await press(pilot, "down")
        width, height = sidebar.outer_size
        rows = sidebar.render_lines(Region(0, 0, width, height))
        top, bottom = rows[0].text, rows[-1].text
        assert "El Tuerto, cabecilla" in top, top
        # The word beside it, or under the box: at 100x30 the tracker keeps its width for
        # every flag a row may get (test_layout_sizes), the box beside it 26 columns.
        assert t("Resources") in top or t("Resources") in bottom, (top, bottom)


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_a_ryf_defence_against_a_weapon_and_brawl_fits_one_line(make_app, lang, size):
    """Play-test 30: at 100x30 the box wrapped "Defence: 19 · 14 vs / Brawl". Both
    defences fit one line of the box, the brawl one named."""
    said = {"en": "Defence: 19 · Brawl 14", "es": "Defensa: 19 · Pelea 14"}[lang]
    async with running(make_app("ryf"), size=size) as (app, pilot):
        await pilot.pause()
        box = app.screen.query_one(CombatPanel)  # Ruiseñor: 19 against a weapon, 14 a fist
        assert said in [row.strip() for row in box.rows], box.rows
        assert all(cell_len(row.rstrip()) <= box.content_region.width for row in box.rows)
