"""Groups of identical enemies (issue 23), keys only, per system (the registry's): a
prepared encounter brings a group in as one row that opens to its members; damage to one
member and to all of them are one undo step each; the party saves and loads back with
its group; `a` adds several as a group; `t` asks which member acts. The group's row is
checked at 80x24 and 100x30."""

from pathlib import Path

from gmconsole.dialogs.choice_dialog import ChoiceDialog
from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.model.party import PreparedEncounter, PreparedEntry
from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import name_of
from gmconsole.state.encounter_ops import StartPrepared
from gmconsole.storage import load_party, save_party
from gmconsole.widgets.tracker_rows import group_key
from tests.budget import each_system
from tests.live import live
from tests.pilot_keys import burst, press, running
from tests.systems import SYSTEMS
from tests.ui.conftest import answer

SIZE = (80, 24)


def prepare(path: Path) -> None:
    """One prepared encounter: three of the roster's first creature as a group."""
    party = load_party(path)
    entry = PreparedEntry(creature=party.roster[0].id, count=3, group=True)
    party = party.model_copy(
        update={"encounters": [PreparedEncounter(name="Emboscada", entries=[entry])]}
    )
    save_party(party, path)


def prepared_app(make_app, system):
    make_app(system)  # writes the sample copy
    app = make_app(system)
    prepare(app.path)
    return make_app(system)


THREE_AS_A_GROUP = ("a", "enter", "backspace", "backspace", "3", "enter", "2", "enter")
"""``a``: the roster's first creature, three of them, as a group."""


async def a_group_of_three_in_the_order(app, pilot):
    """Three added as a group to a fight with an order (rolled first where one is)."""
    if not app.screen.adapter.initiative_by_order():
        await press(pilot, "i")
    await press(pilot, *THREE_AS_A_GROUP)
    return group_members(app)


def group_members(app):
    combatants = app.engine.party.encounter.combatants
    group = next(c.group for c in combatants if c.group is not None)
    return group, [c for c in combatants if c.group == group]


def enemy_dumps(app, ids):
    enemies = {e.id: e for e in app.engine.party.encounter.enemies}
    return {cid: enemies[cid].model_dump() for cid in ids}


async def select_row(pilot, key: str) -> None:
    """Keys only: home, then down to the row."""
    tracker = pilot.app.screen.tracker
    index = next(i for i, row in enumerate(tracker.rows) if row.key == key)
    await press(pilot, "home", *["down"] * index)
    assert tracker.selected_row.key == key


async def start_the_prepared_group(pilot):
    """Start the prepared encounter (``A 1``) and select its group's row."""
    await press(pilot, "A", "1", "enter")
    group, members = group_members(pilot.app)
    await select_row(pilot, group_key(group))
    return group, members


def counted(text: str, up: int, name: str = "") -> bool:
    """Whether a group's row says its name and how many are up: in its title beside HP
    (``Bandido ×3 · 3 up``), in its value column otherwise (FIDS, Eclipse Phase)."""
    return f"{name} ×3 · {up} up" in text or f"{name} ×3 " in text and f" {up} up " in text


def row_text(tracker, key: str) -> str:
    index = next(i for i, row in enumerate(tracker.rows) if row.key == key)
    tracker.scroll_to_region_row(index)
    return tracker.render_line(index - tracker.scroll_offset.y).text


@each_system()
async def test_prepared_group_damage_one_and_all_undo_save_reload(system, make_app):
    async with running(prepared_app(make_app, system), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await press(pilot, "A", "1", "enter")
        assert isinstance(app.engine.history.top.op, StartPrepared)
        group, members = group_members(app)
        assert len(members) == 3 and len({c.initiative for c in members}) == 1
        tracker = app.screen.tracker
        assert [row.key for row in tracker.rows].count(group_key(group)) == 1
        assert all(row.key != c.id for c in members for row in tracker.rows)  # closed
        assert counted(row_text(tracker, group_key(group)), 3)
        ids = [c.id for c in members]
        before = enemy_dumps(app, ids)
        steps = len(app.engine.history)

        # The amount first (as on any row), then whom: a burst "d 5 enter" leaves the
        # question open and changes nothing (asked the other way round, the 5 chose
        # "all of them" and enter applied 1 to each).
        await select_row(pilot, group_key(group))
        await press(pilot, "d", "5", "enter")
        assert isinstance(app.screen, ChoiceDialog)
        assert enemy_dumps(app, ids) == before
        await press(pilot, "escape")
        assert len(app.engine.history) == steps

        # One member: the next one up is the first option (enter).
        await select_row(pilot, group_key(group))
        await press(pilot, "d", "enter")
        assert isinstance(app.screen, ChoiceDialog)
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        assert len(app.engine.history) == steps + 1
        after = enemy_dumps(app, ids)
        assert [cid for cid in ids if after[cid] != before[cid]] == [ids[0]]
        await pilot.press("ctrl+z")
        assert enemy_dumps(app, ids) == before

        # All of them: the last option, one operation, one undo step.
        await select_row(pilot, group_key(group))
        await press(pilot, "d", "enter")
        await press(pilot, "4", "enter")
        assert len(app.engine.history) == steps + 1
        after = enemy_dumps(app, ids)
        assert all(after[cid] != before[cid] for cid in ids)
        await pilot.press("ctrl+z")
        assert enemy_dumps(app, ids) == before
        await pilot.press("ctrl+y")
        assert enemy_dumps(app, ids) == after

        await press(pilot, "ctrl+s")
        again = load_party(app.path)
        assert again == party
        assert [c.group for c in again.encounter.combatants] == [
            c.group for c in party.encounter.combatants
        ]


@each_system()
async def test_a_adds_several_as_a_group(system, make_app):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        before = {c.id for c in app.engine.party.encounter.combatants}
        await press(pilot, "a", "enter")  # the first roster entry
        await press(pilot, "backspace", "backspace", "3", "enter")  # three of it
        assert isinstance(app.screen, ChoiceDialog)  # one by one, or as a group
        await press(pilot, "2", "enter")
        new = [c for c in app.engine.party.encounter.combatants if c.id not in before]
        assert len(new) == 3 and new[0].group is not None
        assert {c.group for c in new} == {new[0].group}
        assert len({c.initiative for c in new}) == 1
        await pilot.press("ctrl+z")
        assert {c.id for c in app.engine.party.encounter.combatants} == before


@each_system()
async def test_the_panel_actor_for_a_group_is_the_member_picked(system, make_app):
    async with running(prepared_app(make_app, system), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "enter")  # the turn to the group
        encounter = live(lambda: app.engine.party.encounter)
        assert encounter.combatants[encounter.turn].group == group
        await press(pilot, "t")
        assert isinstance(app.screen, ChoiceDialog)  # who acts for the group
        await press(pilot, "2", "enter")
        assert isinstance(app.screen, PanelScreen)
        # The actor the panel was opened for (not a system's own actor option's key).
        assert app.screen.cid == members[1].id
        await press(pilot, "escape")
        await press(pilot, "T", "enter")  # out of turn, the default: the first one up
        assert isinstance(app.screen, PanelScreen)
        assert app.screen.cid == members[0].id


@each_system([(80, 24), (100, 30)], "size")
@each_system()
async def test_the_group_row_opens_and_closes_at_small_sizes(system, size, make_app):
    async with running(prepared_app(make_app, system), size=size) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        tracker = app.screen.tracker
        assert "▸" in row_text(tracker, group_key(group))
        # The count of those up: in the title beside HP, in the value column otherwise
        # (FIDS, Eclipse Phase: where a member's value is, play-tests 14 and 15).
        name = app.engine.party.encounter.enemies[-1].name.rsplit(" ", 1)[0]
        assert counted(row_text(tracker, group_key(group)), 3, name)
        await press(pilot, "right")
        assert "▾" in row_text(tracker, group_key(group))
        names = {e.id: e.name for e in app.engine.party.encounter.enemies}
        for member in members:
            text = row_text(tracker, member.id)
            assert text.startswith("    ") or text[2:4] == "  "  # indented under the group
            assert names[member.id][:6] in text
        await press(pilot, "down", "left")  # from a member's row: closes, back on the group
        assert tracker.selected_row.key == group_key(group)
        assert all(row.key != c.id for c in members for row in tracker.rows)


async def test_an_open_group_holding_the_turn_shows_one_turn_marker(make_app):
    """Play-test 26: the group's row and its first member's both had the ``▶`` after the
    group's turn came, though the group takes one turn and any member may act for it."""
    async with running(prepared_app(make_app, SYSTEMS[0]), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "enter")  # the group's turn
        if isinstance(app.screen, ConfirmDialog):
            await press(pilot, "y")
        assert app.engine.party.encounter.holder.id in [c.id for c in members]
        await press(pilot, "right")
        tracker = app.screen.tracker
        assert "▶" in row_text(tracker, group_key(group))[:2]
        assert all("▶" not in row_text(tracker, c.id)[:2] for c in members)


async def test_a_condition_typed_in_one_burst_on_a_group_s_row(make_app):
    """``c Aturdido Tab 2 Enter`` on a group's row fills the condition as on any row, then
    asks whom (asked first, the typed letters went to the member list)."""
    async with running(prepared_app(make_app, SYSTEMS[0]), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "c", *"Aturdido", "tab", "2", "enter")
        assert isinstance(app.screen, ChoiceDialog)
        assert all(not c.conditions for c in members)
        await press(pilot, "enter")  # the next one up
        _, members = group_members(app)
        assert [[(c.name, c.rounds) for c in m.conditions] for m in members] == [
            [("Aturdido", 2)],
            [],
            [],
        ]
        # Play-test 28: whom next lists each member with its conditions, as its row does.
        await press(pilot, "f")
        assert isinstance(app.screen, ChoiceDialog)
        labels = [label for _, label in app.screen.options]
        assert labels[0].endswith(" · Aturdido") and "Aturdido" not in labels[1], labels
        await press(pilot, "escape")


@each_system()  # one code path; every system with --long
async def test_the_log_names_the_group_that_joins_and_moves(system, make_app):
    """Playtest: [ on a member moved the whole group but logged the member's name, and the
    group's initiative was not said when it joined."""
    async with running(make_app(system), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        initiative_by_order = app.screen.adapter.initiative_by_order()
        if not initiative_by_order:
            await press(pilot, "i")  # the order set: a newcomer rolls
        await press(pilot, "a", "enter")
        await press(pilot, "backspace", "backspace", "3", "enter")
        await press(pilot, "2", "enter")  # as a group
        group, found = group_members(app)
        from gmconsole.state.groups import describe

        name = describe(party, group)
        texts = [e.text for e in party.log]
        if not initiative_by_order:
            assert f"{name} joins with initiative {found[0].initiative}" in texts, texts[-4:]
        await select_row(pilot, group_key(group))
        await press(pilot, "right", "down")  # open it, on a member's row
        before = len(party.log)
        await press(pilot, "left_square_bracket")
        if len(party.log) == before:  # already first: down instead
            await press(pilot, "right_square_bracket")
        last = party.log[-1].text
        assert last.startswith(f"{name} moved"), last


@each_system(["eclipse_phase", "ryf", "fids"])  # the systems that roll initiative
async def test_a_group_s_initiative_line_names_the_group(system, make_app):
    """Play-test 31 (Eclipse Phase): three Exsurgentes added as a group rolled one
    initiative, logged as "Exsurgente 3: initiative 13 …", naming one member; the line
    names the group as its row and the page do ("Exsurgente ×3: initiative 13 …")."""
    async with running(make_app(system), size=SIZE) as (app, pilot):
        await press(pilot, "i")  # the order set: a newcomer rolls
        logged = len(app.engine.party.log)
        await press(pilot, *THREE_AS_A_GROUP)
        party = app.engine.party
        group, found = group_members(app)
        from gmconsole.state.groups import describe

        said = [e.text for e in party.log[logged:]]
        rolled = [text for text in said if text.partition(": ")[2].startswith("initiative")]
        assert [text.split(": ")[0] for text in rolled] == [describe(party, group)], said
        assert str(found[0].initiative) in rolled[0]


async def test_closing_a_group_from_a_members_row_tells_the_boxes(make_app):
    """← on an open group's member closes it: the group's row is selected, and the combat
    box and the sidebar name the combatant it stands for, as the tracker does."""
    async with running(prepared_app(make_app, SYSTEMS[0]), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "right", "down", "down")  # a member under the group's row
        screen = app.screen
        member = screen.tracker.selected_id
        assert member in [c.id for c in members[1:]]  # not the one the group stands for
        await press(pilot, "left")
        shown = screen.tracker.selected_id
        assert shown != member and screen.tracker.selected_row.key == group_key(group)
        names = {c.id: c.name for c in app.engine.party.encounter.enemies}
        assert screen.query_one("#panel").shown_name == names[shown]
        assert screen.query_one("#resources").title_name == names[shown]


@each_system(["eclipse_phase", "ryf"])
async def test_t_enter_r_enter_on_a_group_s_turn_with_one_member_up(system, make_app):
    """Play-test 10 (Eclipse Phase): with one member up the group's question was skipped,
    so the README's `t` `enter` `r` `enter` had its first enter reach the panel ("Roll
    first (r)…"); a list of one is asked, and the keys roll and apply with no such word."""
    from tests.conftest import told
    from tests.edit import edit_combatant

    async with running(prepared_app(make_app, system), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        party = app.engine.party
        for fallen in members[1:]:
            party = edit_combatant(party, fallen.id, down=True)
        app.engine.party = party
        await press(pilot, "enter")  # the turn to the group
        logged = len(app.engine.party.log)
        await press(pilot, "t")
        assert isinstance(app.screen, ChoiceDialog)  # who acts: the one up
        await press(pilot, "enter", "r", "enter")
        assert isinstance(app.screen, MainScreen)
        assert not any("Roll first" in text for text in told(app)), told(app)
        assert len(app.engine.party.log) > logged  # the roll applied


@each_system(["eclipse_phase", "ryf"])
async def test_t_2_r_enter_typed_at_once_on_a_group_s_turn(system, make_app):
    """`t 2 r enter` in one burst: the second member acts, rolls and the roll is applied
    (session 11: the r and the enter were taken by the list, as a search and its pick,
    and the panel waited; the digit chose, the letter is the panel's)."""
    async with running(prepared_app(make_app, system), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "enter")  # the turn to the group
        logged = len(app.engine.party.log)
        await burst(pilot, ["t", "2", "r", "enter"])
        assert isinstance(app.screen, MainScreen)
        second = name_of(app.engine.party, members[1].id)
        said = [entry.text for entry in app.engine.party.log[logged:]]
        assert said and said[0].startswith(second), said


def flags(app) -> dict[str, tuple[bool, bool]]:
    """Each group member's (down, dead), by id."""
    return {c.id: (c.down, c.dead) for c in group_members(app)[1]}


async def pick(pilot, value) -> None:
    """In the open list, the option whose value is ``value``, by the keys."""
    dialog = pilot.app.screen
    assert isinstance(dialog, ChoiceDialog)
    index = [v for v, _ in dialog.options].index(value)
    await press(pilot, "home", *["down"] * index, "enter")


@each_system()
async def test_f_on_a_group_s_row_asks_whom_it_marks_down(system, make_app):
    """Play-test 14 (Eclipse Phase): `f` on the drones' row downed "Dron 1" while the
    sidebar showed Dron 2, without a word. On a group's row `f` and `F` ask whom, as `c`
    does; only the member picked goes down (or dead), and `f` again lifts it."""
    async with running(prepared_app(make_app, system), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "f")
        assert len(app.screen.options) == 4  # three members and "all of them"
        await pick(pilot, members[1].id)
        assert flags(app) == {
            members[0].id: (False, False),
            members[1].id: (True, False),
            members[2].id: (False, False),
        }
        await press(pilot, "F")
        await pick(pilot, members[2].id)
        assert flags(app) == {
            members[0].id: (False, False),
            members[1].id: (True, False),
            members[2].id: (False, True),
        }
        await press(pilot, "f")
        await pick(pilot, members[1].id)
        _, after = group_members(app)
        assert not any(c.down for c in after)


async def test_undo_and_redo_of_a_group_s_damage_say_it_was_more_than_one_line(make_app):
    """Undo and redo say what the log said; of a group's damage, its first member's line
    and how many more (it said "Bandido 3: HP 20 -> 19" alone, as if the others had kept
    theirs)."""
    app = prepared_app(make_app, "ryf")
    async with running(app, size=SIZE, notifications=True) as (app, pilot):
        await press(pilot, "A", "1", "enter")
        group, members = group_members(app)
        await select_row(pilot, group_key(group))
        await press(pilot, "d", "enter", "4", "enter")  # 1 to each of the three
        first = app.engine.party.log[-3].text
        assert first.endswith(": HP 20 -> 19"), first
        for key, done in (("ctrl+z", "Undone"), ("ctrl+y", "Redone")):
            await press(pilot, key)
            shown = app.screen.query_one("#log").border_subtitle
            assert shown == f"{done}: {first} (and 2 more)", shown


@each_system()
async def test_a_group_all_down_says_so_on_its_row(system, make_app):
    """Play-test 28: every member marked down (`f`, all of them), the group's row read
    "Bandido ×3 · 0 up" with no DOWN, as if its members were only counted."""
    from gmconsole.i18n import t

    async with running(prepared_app(make_app, system), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "f")
        assert isinstance(app.screen, ChoiceDialog)
        await press(pilot, str(len(app.screen.options)), "enter")  # all of them
        assert all(app.engine.party.encounter.combatant(c.id).down for c in members)
        assert t("DOWN") in row_text(app.screen.tracker, group_key(group))


async def test_ezd6_members_who_rolled_on_the_group_s_turn_all_read_acted(make_app, lang):
    """Play-test: two members attacked on their group's turn; opened, the group read
    "Esqueleto 3 … no action acted" and "Esqueleto 4 … no action": only the turn holder
    counted as acting, though any member acts for the group. Each who rolled reads
    "acted"; the one who did not, nothing."""
    from gmconsole.i18n import t

    make_app("ezd6")
    prepare(make_app("ezd6").path)
    app = make_app("ezd6", dice=[2] * 10)  # each attack misses: no save to roll
    async with running(app, size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "enter")  # the group's turn
        for _ in range(2):  # who acts: the next who has not rolled (enter), roll, apply
            await press(pilot, "t", "enter", "r", "enter")
        assert isinstance(app.screen, MainScreen)
        await press(pilot, "right")  # open it
        rows = [row_text(app.screen.tracker, c.id) for c in members]
        assert [t("acted") in row.split() for row in rows] == [True, True, False], rows


async def test_the_initiative_order_line_names_a_group_as_its_row_does(make_app):
    """Play-test 30: "Initiative order: …, Bandido 3, Bandido 4, Bandido 5, …" named each
    member where the tracker and the players' page show "Bandido ×3", so the players'
    copy named them too. The line names a group once, where its first member stands."""
    from tests.pilot_keys import running

    async with running(make_app("ryf")) as (app, pilot):
        await press(pilot, *THREE_AS_A_GROUP)
        await press(pilot, "i")
        if app.screen is not app.screen_stack[0]:
            await press(pilot, "y")
        order = [e.text for e in app.engine.party.log if e.text.startswith("Initiative order:")]
    assert order and "Bandido ×3" in order[-1], order
    assert not any(f"Bandido {n}" in order[-1] for n in (3, 4, 5)), order


@each_system(["ryf", "ezd6"])
async def test_a_group_with_one_member_up_keeps_its_name_on_its_turn(system, make_app):
    """Play-test 32: three added as a group, two of them down, the group's turn read
    "Turn: Bandido 5" (and enter on its row "Turn given to Bandido 4"), members the page
    had never named, where rounds before said "Turn: Bandido ×3"; the group's name
    everywhere."""
    from gmconsole.state.groups import describe
    from tests.edit import edit_combatant

    async with running(make_app(system), size=SIZE) as (app, pilot):
        group, found = await a_group_of_three_in_the_order(app, pilot)
        party = app.engine.party
        for fallen in found[:2]:
            party = edit_combatant(party, fallen.id, down=True)
        app.engine.party = party
        name = describe(party, group)
        assert name.endswith(" ×3"), name
        logged = len(party.log)
        await select_row(pilot, group_key(group))
        await press(pilot, "enter")  # the turn given to the group
        said = [e.text for e in app.engine.party.log[logged:]]
        assert f"Turn given to {name}" in said, said
        logged = len(app.engine.party.log)
        for _ in range(12):  # round the order back to the group's turn
            await press(pilot, "n")
            holder = app.engine.party.encounter.holder
            if holder is not None and holder.group == group:
                break
        said = [e.text for e in app.engine.party.log[logged:]]
        assert said[-1] == f"Turn: {name}", said


@each_system(["ryf", "ezd6"])
async def test_enter_on_a_group_s_row_starts_every_member_s_turn(system, make_app):
    """Play-test: enter gave the turn to a group and only the member it stood on got its
    start of turn (a condition of one round ticking at the start expired for it alone).
    Every member up starts its turn, as ``n`` starts a group's."""
    from gmconsole.model.party import Condition
    from tests.edit import edit_combatant

    async with running(make_app(system), size=SIZE) as (app, pilot):
        group, found = await a_group_of_three_in_the_order(app, pilot)
        party = app.engine.party
        dazed = Condition(name="Aturdido", rounds=1, ticks="start")
        for member in found:
            party = edit_combatant(party, member.id, conditions=[dazed])
        app.engine.party = party
        await select_row(pilot, group_key(group))
        await press(pilot, "enter")  # the turn given to the group
        fight = app.engine.party.encounter
        assert [fight.combatant(c.id).conditions for c in found] == [[], [], []]


async def test_a_group_that_acts_now_or_takes_a_typed_initiative_is_named_as_the_group(make_app):
    """Play-test: "Bandido 4 acts now, interrupting …" after the group delayed (w) and
    came back (b), and "Bandido 3: initiative set to 99" typed as it came in (a) or on
    the group's row (e): members the page never named. The group acts, so the log names
    the group; the one it came in with is said once, where it joins."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "i")
        await press(pilot, "a", "enter", "backspace", "backspace", "3", "tab", "9", "9")
        await press(pilot, "enter", "2", "enter")  # first in the order, as a group
        said = [e.text for e in app.engine.party.log]
        assert "Bandido ×3 joins with initiative 99" in said, said
        assert not any("initiative set" in line for line in said), said
        group, found = group_members(app)
        await select_row(pilot, group_key(group))
        await press(pilot, "e")
        await answer(pilot, "98")
        assert app.engine.party.log[-1].text == "Bandido ×3: initiative set to 98"
        for _ in range(12):  # round the order to the group's turn
            holder = app.engine.party.encounter.holder
            if holder is not None and holder.group == group:
                break
            await press(pilot, "n")
        await press(pilot, "w")  # the group delays
        assert "Bandido ×3 delays" in [e.text for e in app.engine.party.log]
        await press(pilot, "b")  # and acts now
        if isinstance(app.screen, ChoiceDialog):  # who acts now: any member
            await pick(pilot, found[1].id)
        said = app.engine.party.log[-1].text
        assert said.startswith("Bandido ×3 acts now, interrupting "), said


@each_system(["ryf", "ezd6"])
async def test_a_group_that_delayed_gets_every_member_s_turn_back_at_the_round_s_end(
    system, make_app
):
    """Play-test: a group that delayed (w) and got its turn back as the round ended
    started one member's turn only (a condition ticking at the start expired for it
    alone; in EZD6 one helper lost its action). Every member up starts its turn, as
    ``n`` and enter start a group's. With someone else delaying too, "Who acts now?"
    names the group's row once, by the group's name."""
    from gmconsole.model.party import Condition
    from gmconsole.state.groups import describe
    from tests.edit import edit_combatant

    async with running(make_app(system), size=SIZE) as (app, pilot):
        first = () if app.screen.adapter.initiative_by_order() else ("tab", "9", "9")
        if first:
            await press(pilot, "i")
        await press(pilot, "a", "enter", "backspace", "backspace", "3", *first)
        await press(pilot, "enter", "2", "enter")  # RyF: first in the order
        group, found = group_members(app)
        unit = describe(app.engine.party, group)  # Bandido ×3
        for _ in range(12):  # round the order to the group's turn
            holder = app.engine.party.encounter.holder
            if holder is not None and holder.group == group:
                break
            await press(pilot, "n")
        party = app.engine.party
        dazed = Condition(name="Aturdido", rounds=1, ticks="start")
        # A system whose helpers lose their next action (EZD6): each member helped.
        helped = "loses_next_action" in getattr(type(found[0].extra), "model_fields", {})
        for member in found:
            extra = member.extra
            if helped:
                extra = extra.model_copy(update={"loses_next_action": True})
            party = edit_combatant(party, member.id, conditions=[dazed], extra=extra)
        app.engine.party = party
        await press(pilot, "w")  # the group delays
        if first:  # someone after it delays too, and b asks who acts now
            loner = app.engine.party.encounter.holder
            assert loner is not None and loner.group != group
            await press(pilot, "w", "b")
            dialog = app.screen
            assert isinstance(dialog, ChoiceDialog)
            labels = [label for _, label in dialog.options]
            assert labels == [unit, name_of(app.engine.party, loner.id)], labels
            await press(pilot, "escape")
        for _ in range(12):  # on to the round's end: the group comes back
            said = app.engine.party.log[-1].text
            if said.startswith(f"Turn: {unit} (was delaying"):
                break
            await press(pilot, "n")
        assert said.startswith(f"Turn: {unit} (was delaying"), said
        fight = app.engine.party.encounter
        assert [fight.combatant(c.id).conditions for c in found] == [[], [], []]
        if helped:
            said = [e.text for e in app.engine.party.log]
            lost = [line for line in said if "loses this action" in line]
            assert len(lost) == 3, said
