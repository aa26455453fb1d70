"""Pilot tests of the console's fight flows, keys only."""

from textual.command import CommandPalette
from textual.widgets import Input

from gmconsole import recap
from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from tests.budget import each_system
from tests.conftest import told
from tests.live import live
from tests.pilot_keys import burst, press, running
from tests.ui.conftest import answer, drawn, drawn_strips

SIZE = (80, 24)


def names_in_order(app):
    party = live(lambda: app.engine.party)
    index = live(lambda: character_index(party))
    return [index[c.id].name for c in party.encounter.combatants]


async def test_next_and_previous_turn_with_round_wrap(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        for _ in range(7):
            await pilot.press("n")
        assert encounter.round == 2 and encounter.turn == 0
        assert app.engine.party.log[-1].text == "Turn: Donny"
        assert any(e.text == "Round 2 begins" for e in app.engine.party.log)
        await pilot.press("p")
        assert encounter.round == 1 and encounter.turn == 6


async def test_damage_heal_states_and_the_down_are_skipped(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        ruisenor = live(lambda: character_index(party)["ruisenor"])
        await pilot.press("d")
        await answer(pilot, "20")
        assert ruisenor.hp == 8 and "wounded" in party.log[-1].text
        await pilot.press("h")
        await answer(pilot, "5")
        assert ruisenor.hp == 13
        await pilot.press("down")  # select Fred
        await pilot.press("d")
        await answer(pilot, "40")
        fred = live(lambda: character_index(party)["fred"])
        assert fred.hp == -4
        assert "unconscious" in party.log[-1].text
        await pilot.press("n")
        current = party.encounter.combatants[party.encounter.turn].id
        assert current == "nerea"


async def test_ryf_initiative_roll_orders_everyone(make_app):
    # 7 combatants x 3 dice, no explosions on initiative.
    dice = [5, 5, 5, 9, 9, 9, 1, 1, 1, 2, 2, 2, 3, 3, 3, 10, 10, 10, 4, 4, 4]
    async with running(make_app("ryf", dice), size=SIZE) as (app, pilot):
        await press(pilot, "i")
        order = [c.id for c in app.engine.party.encounter.combatants]
        # Ruiseñor 19+5=24, Fred 15+9=24 (tie: D+P 19 beats 15), bandido-1 11+10=21 ...
        assert order[:2] == ["ruisenor", "fred"]
        assert app.engine.party.log[-1].text.startswith("Initiative order: Ruiseñor, Fred")


async def test_add_from_roster_with_count_and_remove(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.press("a")
        await press(pilot, "1", "enter")  # Bandido
        await pilot.press("backspace")
        await answer(pilot, "3")  # one enter: the initiative left empty, each rolls by RyF's rule
        await press(pilot, "1", "enter")  # one by one (2: as a group)
        assert isinstance(app.screen, MainScreen)
        names = names_in_order(app)
        assert {"Bandido 3", "Bandido 4", "Bandido 5"} <= set(names)
        # Newcomers join in initiative order, not at the bottom.
        values = [(c.initiative, c.tiebreak) for c in app.engine.party.encounter.combatants]
        assert values == sorted(values, reverse=True)
        await pilot.press("end")
        app.screen.tracker.select_id("bandido-5")
        await press(pilot, "delete", "y")
        assert "Bandido 5" not in names_in_order(app)
        assert all(e.id != "bandido-5" for e in app.engine.party.encounter.enemies)


async def test_quick_add(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("q")
        await answer(pilot, "Rata gigante")
        await answer(pilot, "2")
        enemy = app.engine.party.encounter.enemies[-1]
        assert enemy.name == "Rata gigante" and enemy.strikes == 2


@each_system()
async def test_quick_add_enter_moves_field_by_field_and_confirms_in_the_last(system, make_app):
    """Play-test (Eclipse Phase at 80x24): the form's keys line says "enter: next field,
    confirm in the last", but enter in the harm track confirmed, and the enter meant for
    the initiative gave the turn away. Each enter moves on; the last confirms."""
    async with running(make_app(system), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        holder, round_ = encounter.holder, encounter.round
        await press(pilot, "q")
        form = app.screen
        fields = list(form.query(Input))
        await answer(pilot, "Dron")
        for field, typed in zip(fields[1:], ["10", "12"], strict=False):
            assert app.screen is form and form.focused is field, field.id
            await answer(pilot, typed)
        assert isinstance(app.screen, MainScreen)
        dron = encounter.combatants[names_in_order(app).index("Dron")]
        if len(fields) == 3:  # the initiative typed, not rolled
            assert dron.initiative == 12
        assert (encounter.holder, encounter.round) == (holder, round_)  # nobody's turn passed


async def test_delay_and_return(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        await pilot.press("w")  # Brunhilda delays
        brunhilda = encounter.combatants[0]
        assert brunhilda.delayed and brunhilda.extra.used.dash and brunhilda.extra.used.free
        assert encounter.combatants[encounter.turn].id == "sor-elena"
        await pilot.press("n", "n", "n")  # to the first skeleton
        assert encounter.combatants[encounter.turn].id == "esqueleto-1"
        await pilot.press("b")  # Brunhilda interrupts
        assert encounter.combatants[encounter.turn].id == "brunhilda"
        assert [c.id for c in encounter.combatants][3:5] == ["brunhilda", "esqueleto-1"]
        await pilot.press("n")
        assert encounter.combatants[encounter.turn].id == "esqueleto-1"


async def test_move_up_and_down_keeps_the_turn(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        await pilot.press("down", "left_square_bracket")
        assert [c.id for c in encounter.combatants][:2] == ["capitan-1", "donny"]
        assert encounter.combatants[encounter.turn].id == "donny"
        await pilot.press("right_square_bracket")
        assert [c.id for c in encounter.combatants][:2] == ["donny", "capitan-1"]


async def test_a_move_across_the_fallen_says_who_has_fallen(make_app):
    """Play-test 22: ] on a wounded bandit who was up, just above a fallen one, said
    "Bandido 1: the fallen stay at the end of the order", as if he had fallen."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "end", "f", "end", "up")  # Bandido 2 down; Bandido 1 above him
        assert app.screen.tracker.selected_id == "bandido-1"
        await press(pilot, "right_square_bracket", "down", "left_square_bracket")
        assert told(app)[-2:] == [
            "Bandido 1 cannot go below the fallen: they stay at the end of the order",
            "Bandido 2 has fallen: the fallen stay at the end of the order",
        ]
        assert [c.id for c in app.engine.party.encounter.combatants][-2:] == [
            "bandido-1",
            "bandido-2",
        ]


async def test_ezd6_speaks_of_the_order_not_of_initiative(make_app, lang):
    """Play-test 22: EZD6 has no initiative (the sides take turns), yet the tracker was
    titled "Iniciativa" and three newcomers came in "cada uno con su iniciativa"."""
    from textual.widgets import OptionList

    from gmconsole.i18n import t

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        assert app.screen.tracker.border_title == t("Order")
        await press(pilot, "a", "1", "enter")
        await answer(pilot, "3")
        options = app.screen.query_one(OptionList)
        prompts = [options.get_option_at_index(i).prompt for i in range(options.option_count)]
        said = [str(prompt).split(". ", 1)[1] for prompt in prompts]  # after " 1. "
        assert said == [
            t("One by one: {count} rows, each its own turn", count=3),
            t("As a group: one row, one turn"),
        ]
        assert not any(t("Initiative").casefold() in line.casefold() for line in said)


async def test_undo_redo_restore_exact_state(make_app):
    async with running(make_app("ryf", seed=4), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        before = party.model_dump()
        await pilot.press("i", "n", "n", "d")
        await answer(pilot, "7")
        await pilot.press("c")
        await answer(pilot, "Sangrando")
        await answer(pilot, "2")
        after = party.model_dump()
        for _ in range(5):
            await pilot.press("ctrl+z")
        assert party.model_dump() == before
        for _ in range(5):
            await pilot.press("ctrl+y")
        assert party.model_dump() == after


async def test_undo_of_a_turn_brings_the_cursor_back_to_whose_turn_it_is(make_app):
    """n moves the cursor to whose turn it is; its undo left the cursor on the next one
    while the marker went back (play-test 20). An undo that moves no turn leaves the
    cursor where the GM put it."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        tracker = app.screen.tracker
        first = live(lambda: app.engine.party.encounter.holder).id
        await press(pilot, "n", "n")
        assert tracker.selected_id != first
        await press(pilot, "ctrl+z", "ctrl+z")
        assert app.engine.party.encounter.holder.id == first
        assert tracker.selected_id == first
        await press(pilot, "ctrl+y")
        assert tracker.selected_id == app.engine.party.encounter.holder.id != first
        await press(pilot, "down", "down", "d")
        await answer(pilot, "2")
        chosen = tracker.selected_id
        await press(pilot, "ctrl+z")
        assert tracker.selected_id == chosen


async def test_ezd6_zone_and_surprise(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        await press(pilot, "z", "2", "enter")
        assert encounter.combatants[0].extra.zone == "far"
        assert encounter.combatants[0].extra.used.action
        await press(pilot, "S", "3", "enter")
        assert encounter.combatants[0].side == "enemy" and encounter.surprise == "enemies"


async def test_sidebar_adjusts_energy_and_misfortune(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        donny = live(lambda: character_index(app.engine.party)["donny"])
        await pilot.press("tab", "minus")
        assert donny.energy == 4
        for _ in range(10):
            await pilot.press("down")
        await pilot.press("plus")
        assert party.pools.misfortune == 9


async def test_help_and_palette_open(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "f1")
        assert app.screen.__class__.__name__ == "HelpDialog"
        # Its own footer: how to close it, not the fight's keys beneath.
        footer = str(app.screen.query_one("KeysFooter").render())
        assert footer.startswith(" esc Close ") and "Next" not in footer
        await pilot.press("escape")
        assert isinstance(app.screen, MainScreen)
        await press(pilot, "ctrl+p")
        assert isinstance(app.screen, CommandPalette)
        await pilot.press("escape")


async def test_end_fight(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        for _ in app.engine.party.encounter.combatants:  # a whole round: round 2 begins
            await pilot.press("n")
        assert app.engine.party.encounter.round == 2
        await press(pilot, "E", "y")
        encounter = live(lambda: app.engine.party.encounter)
        assert encounter.enemies == [] and not encounter.active
        # Members stay in the tracker, as the help says.
        assert [c.side for c in encounter.combatants] == ["party"] * len(app.engine.party.members)
        # Logged in the round it ended in, on screen as in the file (the screen said R1).
        # Round 2 only began (the turn marker moved to its first turn): it is not a round
        # played, in the log or in the recap (play-test 5: "ends after 2 rounds").
        last = [e for e in app.screen.query_one("LogView").entries if "ends after" in e][-1]
        assert last.startswith("R2 ") and "ends after 1 round:" in last
        assert [(f.first_round, f.last_round) for f in recap.compute(app.engine.party)] == [(1, 1)]
        await press(pilot, "ctrl+z", "n", "E", "y")  # the first turn of round 2 is played
        ended = [e.text for e in app.engine.party.log if "ends after" in e.text][-1]
        assert "ends after 2 rounds" in ended
        assert [(f.first_round, f.last_round) for f in recap.compute(app.engine.party)] == [(1, 2)]


def row_text(tracker, y: int) -> str:
    return "".join(segment.text for segment in tracker.render_line(y))


async def test_names_are_not_cut_to_leave_room_for_conditions_nobody_has(make_app):
    async with running(make_app("ezd6"), size=(80, 24)) as (app, pilot):
        tracker = app.screen.tracker
        await pilot.pause()
        assert "Aldric el Gris" in row_text(tracker, 3)  # 14 cells, the longest name
        await pilot.press("c")
        await answer(pilot, "Aturdido")
        await answer(pilot, "2")
        await pilot.pause()
        first = row_text(tracker, 0)
        assert "Aturdido 2 rounds" in first  # a condition now has its room (in words)...
        assert first.rstrip().endswith("Aturdido 2 rounds")
        assert "Aldric el" in row_text(tracker, 3)  # ...and names keep what is left
        assert len(first) == tracker.scrollable_content_region.width


async def test_fids_and_eclipse_phase_rows_show_energy_or_the_first_counter(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        tracker = app.screen.tracker
        await pilot.pause()
        assert "Energy 5/6" in row_text(tracker, 0)  # Donny
        await press(pilot, "tab", "minus")  # sidebar: Energy - 1
        assert "Energy 4/6" in row_text(tracker, 0)
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.pause()
        assert "Daño 0/40" in row_text(app.screen.tracker, 0)  # Exsurgente 1


async def test_after_a_fight_s_keys_the_rows_say_what_the_saved_party_says(make_app):
    """What the tracker shows after a chain of actions (a group joins and opens, damage
    to a member, a condition, a fall, an undo, turns) is what a console opened on the
    saved file shows: no row keeps a word of an older party."""
    from tests.ui.test_groups import prepared_app

    def shown(app) -> list[str]:
        tracker = app.screen.tracker
        tracker.scroll_to(y=0, animate=False, immediate=True)
        return [tracker.render_line(y).text for y in range(len(tracker.rows))]

    async with running(prepared_app(make_app, "ryf"), size=SIZE) as (app, pilot):
        await pilot.press("A", "1", "n", "d")
        await answer(pilot, "3")
        await pilot.press("c")
        await answer(pilot, "Aturdido")
        await answer(pilot, "2")
        tracker = app.screen.tracker
        group_row = next(i for i, row in enumerate(tracker.rows) if row.group is not None)
        await pilot.press("home", *["down"] * group_row, "right", "down", "d")
        await answer(pilot, "5")
        await press(pilot, "down", "f", "down", "F", "ctrl+z", "n", "n")
        group_row = next(i for i, row in enumerate(tracker.rows) if row.group is not None)
        await press(pilot, "home", *["down"] * group_row, "left", "ctrl+s")  # closed, saved
        after_keys = shown(app)
    assert any("×3 · 2 up" in row for row in after_keys), after_keys  # one member down
    assert any("Aturdido" in row for row in after_keys), after_keys
    fresh = make_app("ryf")
    async with fresh.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert shown(fresh) == after_keys


async def test_the_rows_on_screen_show_a_damage_and_a_turn_at_once(make_app):
    """What the screen shows of the tracker follows a damage through the dialog, one in
    the sidebar and a turn (the damaged row, the turn marker's old and new row)."""
    from gmconsole.widgets.initiative_tracker import InitiativeTracker

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        tracker = app.screen.query_one(InitiativeTracker)
        await press(pilot, "end")  # the last bandit
        row = next(i for i, text in enumerate(drawn(tracker)) if "Bandido 2" in text)
        assert "20/20" in drawn(tracker)[row]
        await press(pilot, "d", "3", "enter")
        assert "17/20" in drawn(tracker)[row]
        await press(pilot, "tab")
        await press(pilot, "minus")  # one more off, in the sidebar
        assert "16/20" in drawn(tracker)[row]
        await pilot.press("shift+tab")
        marked = [text.split()[1] for text in drawn(tracker) if "▶" in text]
        await press(pilot, "n")
        now = [text.split()[1] for text in drawn(tracker) if "▶" in text]
        assert len(marked) == len(now) == 1 and now != marked
        holder = live(lambda: app.engine.party.encounter)
        name = character_index(app.engine.party)[holder.combatants[holder.turn].id].name
        assert now == [name.split()[0]]


async def test_a_burst_of_undos_leaves_one_message_the_latest(make_app):
    """Issue 36: each undo's "Undone: ..." toast piled up under a fast ctrl+z; the screen
    shows one message, the latest (and past the history, "Nothing to undo." alone)."""
    app = make_app("fids")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("n", "n", "n")
        await pilot.pause()
        app.clear_notifications()
        await burst(pilot, ["ctrl+z"] * 3)
        await pilot.pause()
        shown = [str(toast.render()) for toast in app.screen.query("Toast")]
        edge = app.screen.query_one("#log").border_subtitle
        assert shown == [] and edge == "Undone: Turn: Capitana Arbeloa", edge  # the log's words
        await burst(pilot, ["ctrl+z"] * 3)
        await pilot.pause()
        shown = [str(toast.render()) for toast in app.screen.query("Toast")]
        assert shown == ["Nothing to undo."], shown


async def test_rows_that_go_leave_the_screen_with_them(make_app):
    """The tracker repaints the rows whose words changed; rows that go (an arrival
    undone) leave nothing behind on the screen, and come back with a redo."""
    async with running(make_app("ryf"), size=(120, 40)) as (app, pilot):
        tracker = app.screen.tracker
        before = drawn(tracker)
        await press(pilot, "a", "enter", "enter", "enter")  # the roster's first, as offered
        arrived = drawn(tracker)
        assert len([row for row in arrived if row]) > len([row for row in before if row])
        await press(pilot, "ctrl+z")
        assert drawn(tracker) == before
        await press(pilot, "ctrl+y")
        assert drawn(tracker) == arrived


async def test_the_highlight_on_screen_follows_the_cursor(make_app):
    """Down, up and a turn move the highlight on the screen with the cursor: one row
    highlighted, the selected one."""

    def highlighted(tracker) -> list[int]:
        cursor = tracker.get_component_rich_style("tracker--cursor", partial=True).bgcolor
        rows = drawn_strips(tracker)
        return [y for y, row in enumerate(rows) if any(s.style.bgcolor == cursor for s in row)]

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        tracker = app.screen.tracker
        assert highlighted(tracker) == [tracker.cursor] == [0]
        await press(pilot, "n")  # the turn and the cursor to the second row
        assert highlighted(tracker) == [1]
        await press(pilot, "down", "down")
        assert highlighted(tracker) == [3]
        await press(pilot, "up")
        assert highlighted(tracker) == [2]
        await press(pilot, "end")
        assert highlighted(tracker) == [len(tracker.rows) - 1]
        await press(pilot, "n")  # from the last row to whose turn it is now: the third
        assert highlighted(tracker) == [tracker.cursor] == [2]
