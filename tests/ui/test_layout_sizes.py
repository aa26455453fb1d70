"""What the common terminal sizes show (issue 36): at 80x24 the log keeps four lines and a
group's name whole; at 100x30 the tracker keeps the width it needs (names, health bars,
flags) before the boxes beside it: it shows at least what 80x24 shows."""

import pytest
from rich.cells import cell_len

from gmconsole.i18n import t
from gmconsole.state.context import character_index
from gmconsole.widgets.resource_sidebar import ResourceSidebar
from tests.budget import each_system
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, drawn


def tracker_rows(app) -> list[str]:
    tracker = app.screen.tracker
    return [
        "".join(segment.text for segment in tracker.render_line(y))
        for y in range(tracker.scrollable_content_region.height)
    ]


async def add_three_guards_as_a_group(pilot, entry: str = "1", count: str = "3") -> None:
    await press(pilot, "a", entry, "enter")  # the roster's first entry: Guardia del puerto
    await answer(pilot, count)
    await press(pilot, "2", "enter")  # as a group


async def test_at_80x24_the_log_keeps_four_lines_and_a_group_its_name(make_app, lang):
    """Playtest: "▸ Guardia del p… ×3 · 3 en pie" beside 30 empty columns."""
    async with running(make_app("fids"), size=(80, 24)) as (app, pilot):
        await add_three_guards_as_a_group(pilot)
        log = app.screen.query_one("#log")
        assert log.scrollable_content_region.height >= 4
        rows = tracker_rows(app)
        title = next(row for row in rows if "▸ Guardia del puerto ×3" in row)  # whole
        assert t("· {up} up", up=3) in title, rows  # FIDS: in the value column


async def test_at_100x30_a_long_group_title_shows_what_80x24_shows(make_app, lang):
    """Playtest: "▸ Mercenario… ×2 · 2 up" at 100x30, "▸ Mercenario de… ×2 · 2 en pie"
    at 80x24: the tracker takes the width its names need before the boxes beside it."""
    shown = {}
    for size in [(80, 24), (100, 30)]:
        async with running(make_app("eclipse_phase"), size=size) as (app, pilot):
            await add_three_guards_as_a_group(pilot, "3", "2")  # Mercenario de Direct Action
            title = next(row for row in tracker_rows(app) if "×2" in row)
            shown[size] = title.split("×")[0].strip(" ▸…")
    assert shown[(100, 30)].startswith(shown[(80, 24)]), shown
    assert shown[(80, 24)].startswith("Mercenario de Direc"), shown


@each_system(["ezd6", "ryf"])
async def test_at_100x30_the_tracker_shows_what_80x24_shows(make_app, system):
    """Names whole, a health bar on every row, the flags: at 100x30 as at 80x24, with a
    group of three in the fight (EZD6 lost its bars at 100x30; they went when a group
    joined)."""
    shown = {}
    for size in [(80, 24), (100, 30)]:
        async with running(make_app(system), size=size) as (app, pilot):
            await add_three_guards_as_a_group(pilot)
            await press(pilot, "n")  # the first one's turn is over: "passed"
            rows = [row for row in tracker_rows(app) if row.strip()]
            assert len(rows) >= 7, (size, rows)
            assert all("█" in row or "░" in row for row in rows), (size, rows)
            assert any(row.rstrip().endswith(t("passed")) for row in rows), (size, rows)
            names = [sheet.name for sheet in character_index(app.engine.party).values()]
            shown[size] = {name for name in names if any(name in row for row in rows)}
    assert shown[(80, 24)] <= shown[(100, 30)]


@pytest.mark.parametrize(
    ("system", "entry", "long_name", "lang"),
    [("ryf", "2", None, "es"), ("ezd6", "1", "3", "en")],  # each language's flags once
    indirect=["lang"],
)
@pytest.mark.usefixtures("short_preview")
async def test_at_100x30_the_preview_and_the_flags_cut_no_name(
    make_app, lang, system, entry, long_name
):
    """Play-test 6: with `P` open a group's row read "▸ ×3 · 0 en pie" (its name gone),
    "Obispo Merán,…", "▸ Arquero… ×2 · 2 up"; without it the flags squeezed the combat
    box to 18 columns. The flags give way first: names whole, the boxes usable."""
    from tests.ui.conftest import drawn
    from tests.ui.test_fight_preview import open_and_finish

    async with running(make_app(system), size=(100, 30)) as (app, pilot):
        await add_three_guards_as_a_group(pilot, entry)
        if long_name:  # Obispo Merán, no-muerto
            await press(pilot, "a", long_name, "enter", "enter")
        await press(pilot, "n")
        index = character_index(app.engine.party)
        combatants = app.engine.party.encounter.combatants
        grouped = [c.id for c in combatants if c.group]
        counts = t("×{count} · {up} up", count=3, up=3)
        title = f"▸ {index[grouped[0]].name.rsplit(' ', 1)[0]} {counts}"
        names = [index[c.id].name for c in combatants if c.id not in grouped]
        for previewing in (False, True):
            if previewing:
                await open_and_finish(pilot)
            rows = "\n".join(drawn(app.screen.tracker))
            assert title in rows, rows
            assert all(name in rows for name in names), rows
            assert all("█" in row for row in drawn(app.screen.tracker) if row.strip())
            assert app.screen.query_one("#side").size.width >= 26


@each_system()  # one system by default (rotating), every system with --long
async def test_conditions_show_whole_with_their_rounds_and_the_width_holds(
    make_app, tmp_path, lang, system
):
    """Play-test 10: "Aturdi… actuó", "Derr… oculto", "Asus…" at 100x30; "Stunned" without
    its rounds at 80x24 while 100x30 showed them; the tracker 66 to 72 columns wide from
    turn to turn. A row now shows its condition whole with its rounds left beside
    "passed hidden" (its rounds as a number where the row is short), and no turn moves the
    boxes."""
    from gmconsole.state.duration_words import rounds_word
    from tests.ui.test_tracker_budget import add_condition

    typed = {"es": ("Aturdido", "Asustado"), "en": ("Stunned", "Frightened")}[lang]
    names = [t(name) for name in typed]
    shown = {}
    for size in [(80, 24), (100, 30)]:
        for left in tmp_path.glob(f"{system}.toml*"):  # the sample again, no recovery
            left.unlink()
        async with running(make_app(system), size=size) as (app, pilot):
            await pilot.pause()
            await press(pilot, "home", "down", "u")  # the second: hidden, acts first
            await add_condition(pilot, typed[0], "2")
            await press(pilot, "end")
            await add_condition(pilot, typed[1], "3")
            widths = set()
            for _ in range(3):  # the second's turn ends: 1 round left, "passed hidden"
                widths.add(app.screen.tracker.outer_size.width)
                await press(pilot, "n")
            widths.add(app.screen.tracker.outer_size.width)
            assert len(widths) == 1, (size, widths)
            rows = tracker_rows(app)
            second = rows[1].rstrip()
            last = next(row for row in reversed(rows) if row.strip()).rstrip()
            assert second.endswith(f"{t('passed')} {t('hidden')}"), (size, second)
            assert f"{names[1]} {rounds_word(3)}" in last, (size, last)
            forms = {"whole": f"{names[0]} {rounds_word(1)}", "number": f"{names[0]} 1r"}
            shown[size] = next((form for form, text in forms.items() if text in second), second)
    # Whole where the row has room, else the rounds as a number (README): never cut.
    assert set(shown.values()) <= {"whole", "number"}, shown


@each_system([(100, 30), (80, 24)], "size")
@each_system()  # one system by default (rotating), every system with --long
@pytest.mark.usefixtures("short_preview")
async def test_a_flag_that_appears_mid_fight_moves_nothing_and_hidden_is_never_cut(
    make_app, lang, system, size
):
    """Play-test 11: the tracker widened as flags appeared (RyF 61 -> 67 -> 73 at
    "incapacitado", "incapacitado oculto"; EZD6 at "sin acción actuó" and a condition);
    a hidden row read "Stun… acted hidden" at 80x24 and, with `P` open, "Atur… …" (the
    hidden flag cut). The width is the fight's from its start; a condition keeps its
    rounds before a turn's flag stays; "hidden" is never cut."""
    from tests.ui.conftest import drawn
    from tests.ui.test_fight_preview import PREVIEWED, open_and_finish
    from tests.ui.test_tracker_budget import add_condition

    typed = {"es": "Aturdido", "en": "Stunned"}[lang]
    async with running(make_app(system), size=size) as (app, pilot):
        await pilot.pause()
        tracker = app.screen.tracker
        widths = {tracker.outer_size.width}
        await press(pilot, "end", "u")  # the last: hidden
        widths.add(tracker.outer_size.width)
        await add_condition(pilot, typed, "2")
        widths.add(tracker.outer_size.width)
        await press(pilot, "home", "d", "3", "enter")  # the first: wounded (or down)
        widths.add(tracker.outer_size.width)
        for _ in range(len(tracker.rows) + 1):  # a round: everyone acted, the last too
            await press(pilot, "n")
            widths.add(tracker.outer_size.width)
        side = app.screen.query_one("#side").size.width
        assert len(widths) == 1, widths
        assert size[0] < 100 or side >= 26, side
        rows = [row for row in drawn(tracker) if row.strip()]
        last = rows[-1]
        assert last.endswith(t("hidden")), rows
        assert f"{t(typed)} 1r" in last or f"{t(typed)} 1 " in last, rows
        if size == (100, 30) and system in PREVIEWED:
            await open_and_finish(pilot)
            rows = [row for row in drawn(tracker) if row.strip()]
            assert rows[-1].endswith(t("hidden")), rows


@pytest.mark.parametrize("lang", ["es"], indirect=True)
@pytest.mark.usefixtures("short_preview")
async def test_with_the_preview_open_a_long_name_leaves_the_hidden_flag_whole(make_app, lang):
    """Play-test 11, EZD6 at 100x30 with `P` open: "Esqueleto 2 … Cerca Atur… …", the
    "oculto" flag cut: the GM could not see the enemy was hidden."""
    from tests.ui.conftest import drawn
    from tests.ui.test_fight_preview import open_and_finish
    from tests.ui.test_tracker_budget import add_condition

    async with running(make_app("ezd6"), size=(100, 30)) as (app, pilot):
        await press(pilot, "a", "3", "enter", "enter")  # Obispo Merán, no-muerto
        await press(pilot, "home", "down", "u")  # the second: hidden
        await add_condition(pilot, "Aturdido", "2")
        await open_and_finish(pilot)
        tracker = app.screen.tracker
        second = drawn(tracker)[1]
        assert second.endswith(t("hidden")), drawn(tracker)


async def test_with_the_preview_open_a_hidden_enemy_down_keeps_down_and_hidden(make_app, lang):
    """Play-test 12, RyF at 100x30 with `P` open: El Tuerto, hidden and down, read
    "De… +1 oculto": nothing on the row said he was down. The flags a row keeps (hidden,
    DOWN) stay whole while the cell holds them; the conditions give way. Spanish's
    "CAÍDO oculto" is wider than the cell (it read "+2 oculto"): hidden is said short."""
    from gmconsole.widgets.tracker_rows import flag_word
    from tests.ui.conftest import drawn
    from tests.ui.test_fight_preview import open_and_finish
    from tests.ui.test_tracker_budget import add_condition

    async with running(make_app("ryf"), size=(100, 30)) as (app, pilot):
        order = [c.id for c in app.engine.party.encounter.combatants]
        await press(pilot, "home", *["down"] * order.index("cabecilla-1"), "u", "f")
        await add_condition(pilot, "Derribado", "2")
        await add_condition(pilot, "Aturdido", "3")
        await open_and_finish(pilot)
        row = next(line for line in drawn(app.screen.tracker) if "El Tuerto" in line)
        hidden = t("hidden") if lang == "en" else t("hid.")  # "CAÍDO oculto": 12 cells of 11
        assert row.endswith(f"{flag_word('down')} {hidden}"), row


async def test_a_fids_value_that_grows_mid_fight_leaves_the_conditions_their_rounds(make_app, lang):
    """Play-tests 14 and 15 (FIDS, 100x30): with a group of three guards, a guard's
    "Derribado 1 ronda" became "Derriba…", a hidden member's "Stunned 3 rounds hidden"
    "Stu… hidden", when a member's Damage appeared ("Daño 2/10 Energía 6/6" widened the
    value column into the conditions). The group's count of those up is in the value
    column (empty on a group's row); the conditions keep their rounds, "hidden" stays."""
    from gmconsole.state.duration_words import rounds_word
    from gmconsole.widgets.tracker_rows import flag_word, group_key
    from tests.ui.test_groups import group_members, select_row
    from tests.ui.test_tracker_budget import add_condition

    typed = {"es": ("Derribado", "Aturdido"), "en": ("Prone", "Stunned")}[lang]
    async with running(make_app("fids"), size=(100, 30)) as (app, pilot):
        await add_three_guards_as_a_group(pilot)
        await press(pilot, "end")
        await add_condition(pilot, typed[0], "2")
        group, _ = group_members(app)
        await select_row(pilot, group_key(group))
        await press(pilot, "right", "down")  # the group's first member (hidden)
        await add_condition(pilot, typed[1], "3")
        await press(pilot, "home", "d", "2", "enter")  # Donny: Damage appears
        rows = [row.rstrip() for row in tracker_rows(app) if row.strip()]
        assert "/10" in rows[0], rows
        for name, rounds in ((t(typed[0]), 2), (t(typed[1]), 3)):
            forms = (f"{name} {rounds}r", f"{name} {rounds_word(rounds)}")
            assert any(form in row for form in forms for row in rows), "\n".join(rows)
        member = next(row for row in rows if t(typed[1]) in row)
        assert member.endswith(t("hidden")), rows
        title = next(row for row in rows if "Guardia del puerto ×3" in row)
        assert t("· {up} up", up=3) in title, rows
        # Play-test 16: downed with `f`, the hidden member read "Stunn… DOWN hidden"; an
        # enemy's empty value cell gives the conditions their room.
        await select_row(pilot, group_key(group))
        await press(pilot, "right", "down", "f")
        rows = [row.rstrip() for row in tracker_rows(app) if row.strip()]
        member = next(row for row in rows if t(typed[1]) in row)
        forms = (f"{t(typed[1])} 3r", f"{t(typed[1])} {rounds_word(3)}")
        assert any(form in member for form in forms), rows
        assert member.endswith(f"{flag_word('down')} {t('hidden')}"), rows
        # Play-test 17: shown with `u`, the row had room for the words and read "3r".
        await press(pilot, "u")
        rows = [row.rstrip() for row in tracker_rows(app) if row.strip()]
        member = next(row for row in rows if t(typed[1]) in row)
        assert f"{t(typed[1])} {rounds_word(3)} {flag_word('down')}" in member, rows


async def test_a_hidden_downed_drone_keeps_its_conditions_rounds_beside_its_damage(make_app, lang):
    """Play-test 17 (Eclipse Phase, 100x30): a hidden drone stunned for 3 rounds, downed
    with `f`, read "Stunned  DOWN hidden" ("Aturdi… CAÍDO oculto") beside "Daño 0/25" in a
    value column as wide as a member's "Daño 12/40 Heridas 1/5": what its value leaves of
    the column is the conditions' room."""
    from gmconsole.state.duration_words import rounds_word
    from gmconsole.widgets.tracker_rows import flag_word, group_key
    from tests.ui.test_groups import group_members, select_row
    from tests.ui.test_tracker_budget import add_condition

    stunned = {"es": "Aturdido", "en": "Stunned"}[lang]
    async with running(make_app("eclipse_phase"), size=(100, 30)) as (app, pilot):
        await add_three_guards_as_a_group(pilot, "2", "2")  # Dron de seguridad
        group, _ = group_members(app)
        await select_row(pilot, group_key(group))
        await press(pilot, "right", "down")
        await add_condition(pilot, stunned, "3")
        await press(pilot, "f")
        rows = [row.rstrip() for row in tracker_rows(app) if row.strip()]
        member = next(row for row in rows if t(stunned) in row)
        forms = (f"{t(stunned)} 3r", f"{t(stunned)} {rounds_word(3)}")
        assert any(form in member for form in forms), rows
        assert member.endswith(f"{flag_word('down')} {t('hidden')}"), rows


async def test_opening_a_group_on_the_last_row_in_sight_brings_its_members_into_sight(make_app):
    """Play-test 16 (80x24): `→` on the group's row at the bottom of the tracker opened it
    with its members below the fold."""
    from gmconsole.widgets.tracker_rows import group_key
    from tests.ui.test_groups import group_members, select_row

    async with running(make_app("fids"), size=(80, 24)) as (app, pilot):
        await add_three_guards_as_a_group(pilot)
        group, members = group_members(app)
        await select_row(pilot, group_key(group))
        assert tracker_rows(app)[-1].strip().startswith("▸ Guardia del puerto ×3")  # the last
        await press(pilot, "right")
        drawn = "\n".join(tracker_rows(app))
        assert "▾ Guardia del puerto ×3" in drawn, drawn
        names = [character_index(app.engine.party)[c.id].name for c in members]
        assert all(name in drawn for name in names), drawn


async def test_the_selected_row_stays_in_sight_when_the_terminal_shrinks(make_app):
    """Play-test 18: from 100x30 to 80x24 the selected row (a guard at the bottom) was out
    of sight until the cursor moved."""
    async with running(make_app("fids"), size=(100, 30)) as (app, pilot):
        await add_three_guards_as_a_group(pilot)
        await press(pilot, "end")
        name = character_index(app.engine.party)[app.screen.tracker.selected_id].name
        assert any(name in row for row in tracker_rows(app))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert any(name in row for row in tracker_rows(app)), tracker_rows(app)


async def test_a_page_is_the_rows_in_sight(make_app):
    """Play-test 19: PageDown moved 10 rows whatever the height; at 80x24, which shows 7,
    it passed rows never shown. A page lands on the first row not shown before, and the
    next one too (play-test 21: the cursor alone moved, the view kept it a third down)."""
    async with running(make_app("fids"), size=(80, 24)) as (app, pilot):
        await press(pilot, "a", "1", "enter")  # the roster's first entry: Guardia del puerto
        await answer(pilot, "16")
        await press(pilot, "1", "enter")  # one by one
        tracker = app.screen.tracker
        in_sight = tracker.scrollable_content_region.height
        assert len(tracker.rows) >= 3 * in_sight  # two whole pages below the first
        await press(pilot, "home")
        for page in (1, 2):  # each lands on the first row not shown before, at the top
            shown = tracker_rows(app)
            await press(pilot, "pagedown")
            name = character_index(app.engine.party)[tracker.selected_id].name
            assert not any(name in row for row in shown), page
            assert name in tracker_rows(app)[0], (page, tracker_rows(app))
            assert tracker.cursor == page * in_sight
        await press(pilot, "pageup", "pageup")
        assert tracker.cursor == 0


async def test_at_100x30_the_gm_s_pool_reads_on_one_line(make_app, lang):
    """Play-test 20: "Misfortune (GM):" at the end of one line of the sidebar and "8/15"
    alone on the next."""
    async with running(make_app("fids"), size=(100, 30)) as (app, pilot):
        lines = [line.strip() for line in drawn(app.screen.query_one(ResourceSidebar).said)]
        pool = t("Misfortune (GM)")
        assert any(f"{pool}: 8/15" in line for line in lines), lines


async def test_the_flags_keep_the_same_right_margin_at_every_size(make_app, lang):
    """Play-test: at 120x36 the flags touched the tracker's border ("acted││",
    "hidden││") while at 80x24, more rows than fit, the scrollbar stood between them and
    the border. They end two columns before the border at 120x36 as at 80x24."""
    margins = {}
    async with running(make_app("ryf"), size=(120, 36)) as (app, pilot):
        await press(pilot, "n", "u")  # the first's turn passed, the second is hidden
        for size in [(120, 36), (80, 24)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            tracker = app.screen.tracker
            rows = drawn(tracker)
            flagged = [row for row in rows if row.endswith((t("passed"), t("hidden")))]
            assert len(flagged) == 2, (size, "\n".join(rows))
            margins[size] = {tracker.content_region.width - cell_len(row) for row in flagged}
    assert margins == {(120, 36): {2}, (80, 24): {2}}, margins


@pytest.mark.parametrize("lang", ["en", "es"], indirect=True)
@pytest.mark.parametrize(
    ("system", "keys", "box", "whole"),
    [
        # Bandido 1's chance to down and to kill: "muerto (PV -20 o / menos)" wrapped.
        (
            "ryf",
            "down down down down down t",
            "#plan",
            ("dead (HP -20 or less): 0.0%", "muerto (PV -20 o menos): 0,0 %"),
        ),
        ("fids", "t", "#plan", ("failure 72.2%", "fracaso 72,2 %")),  # each outcome's odds
        ("ryf", "t a w b r", "#result", ("(35/60/120 m)", "(35/60/120 m)")),  # range band
        ("eclipse_phase", "t v r", "#result", ("[minor severity +10]", "[severidad menor +10]")),
    ],
)
async def test_at_80x24_a_panel_line_wraps_between_its_items_never_inside_one(
    make_app, lang, system, keys, box, whole
):
    """A line too long for the panel at 80x24 breaks between its items (an outcome and
    its odds, a modifier, the range band's distances), in either language."""
    async with running(make_app(system), size=(80, 24)) as (app, pilot):
        await press(pilot, *keys.split())
        rows = drawn(app.screen.query_one(box))
        assert any(whole[lang == "es"] in row for row in rows), rows
