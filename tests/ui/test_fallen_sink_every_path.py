"""The fallen sink, whatever downed them (third-pass ruling): a panel's attack, the
sidebar's typed amount and the turn moving on all put the fallen after everyone still
up, as ``d`` does; re-rolling everyone's initiative keeps them there."""

from gmconsole.state.context import name_of
from gmconsole.state.fallen import is_out
from gmconsole.widgets.combat_panel import CombatPanel
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


def _fallen_at_the_end(app) -> bool:
    encounter = live(lambda: app.engine.party.encounter)
    holder = encounter.combatants[encounter.turn]
    adapter = app.engine.adapter
    from gmconsole.state.context import character_index

    index = character_index(app.engine.party)
    out = [
        adapter.health(index[c.id], c).out_of_fight and c is not holder
        for c in encounter.combatants
    ]
    return out == sorted(out)  # every False (up) before every True (fallen)


async def test_a_panel_attack_that_downs_sinks_the_target(make_app):
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("down", "down", "down", "down", "t")  # Brunhilda vs Esqueleto 1
        await pilot.press("e")
        await answer(pilot, "5")  # a hit
        await press(pilot, "s")
        await answer(pilot, "1")  # the armour save fails: down
        await press(pilot, "enter")
        ids = [c.id for c in app.engine.party.encounter.combatants]
        assert ids[-1] == "esqueleto-1", ids
        assert _fallen_at_the_end(app)
        await press(pilot, "ctrl+z")
        assert [c.id for c in app.engine.party.encounter.combatants][4] == "esqueleto-1"


async def test_a_typed_amount_in_the_sidebar_that_downs_sinks(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        await press(pilot, "down")
        victim = app.screen.tracker.selected_id
        assert victim != encounter.combatants[-1].id
        await press(pilot, "tab", "enter")  # the first resource: HP
        await answer(pilot, "-60")
        assert is_out_by_id(app, victim)
        assert encounter.combatants[-1].id == victim
        assert _fallen_at_the_end(app)


def is_out_by_id(app, cid) -> bool:
    from gmconsole.state.context import OpContext

    ctx = OpContext(app.engine.party, app.engine.dice, app.engine.adapter)
    return is_out(ctx, ctx.combatant(cid))


async def test_the_turn_holder_downed_sinks_when_the_turn_moves_on(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        holder = encounter.combatants[encounter.turn].id
        await press(pilot, "home")
        assert app.screen.tracker.selected_id == holder
        await press(pilot, "tab", "enter")
        await answer(pilot, "-60")
        assert encounter.combatants[encounter.turn].id == holder  # stays under the marker
        await press(pilot, "escape", "n")
        assert encounter.combatants[-1].id == holder
        assert _fallen_at_the_end(app)


async def test_the_last_to_fall_sinks_below_the_fallen_already_there(make_app):
    """Play-tests 27 and 28: "sinks to the end of the order" (RULINGS), yet a later fall
    with a higher initiative stood above an earlier one, in their order."""
    from tests.ui.test_groups import select_row

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        ids = [c.id for c in app.engine.party.encounter.combatants]
        higher, lower = ids.index("cabecilla-1"), ids.index("bandido-2")
        assert higher < lower
        for victim in ("bandido-2", "cabecilla-1"):  # the lower first
            await select_row(pilot, victim)
            await press(pilot, "d")
            await answer(pilot, "99")
        ids = [c.id for c in app.engine.party.encounter.combatants]
        assert ids[-2:] == ["bandido-2", "cabecilla-1"], ids
        assert _fallen_at_the_end(app)


async def test_rerolling_everyone_keeps_the_fallen_at_the_end(make_app):
    async with running(make_app("ryf", seed=5), size=SIZE) as (app, pilot):
        encounter = live(lambda: app.engine.party.encounter)
        await press(pilot, "down")
        victim = app.screen.tracker.selected_id
        await press(pilot, "tab", "enter")
        await answer(pilot, "-60")
        await pilot.press("escape")
        for _ in range(6):  # whatever the re-roll draws, the fallen never rise
            await press(pilot, "i")
            if type(app.screen).__name__ == "ConfirmDialog":
                await press(pilot, "y")
            assert encounter.combatants[-1].id == victim
            assert _fallen_at_the_end(app)
            assert encounter.combatants[encounter.turn].id != victim


async def test_the_cursor_goes_down_with_whoever_fell_on_every_path(make_app):
    """Play-test: after `d` the cursor went down with the fallen; after a panel's attack
    (the actor selected, as `t` is pressed) it stayed at the top. One rule (README): the
    cursor is on who fell, at the end of the order; a group's row that was selected stays
    on it."""
    from tests.ui.test_groups import group_key, group_members, prepared_app, select_row

    async with running(prepared_app(make_app, "ezd6"), size=SIZE) as (app, pilot):
        tracker = app.screen.tracker

        def on_the_last_row(cid: str) -> bool:
            return tracker.selected_id == cid and tracker.cursor == len(tracker.rows) - 1

        await press(pilot, "home", "t", "e")  # Brunhilda (selected) attacks Esqueleto 1
        await answer(pilot, "5")  # a hit
        await press(pilot, "s")
        await answer(pilot, "1")  # the armour save fails: down
        await press(pilot, "enter")
        assert on_the_last_row("esqueleto-1"), (tracker.selected_id, tracker.cursor)
        await select_row(pilot, "esqueleto-2")
        await press(pilot, "d")
        await answer(pilot, "1")  # the damage dialog
        assert on_the_last_row("esqueleto-2"), (tracker.selected_id, tracker.cursor)
        await press(pilot, "A", "1", "enter")  # a group of three skeletons
        group, members = group_members(app)
        await select_row(pilot, group_key(group))
        await press(pilot, "d", "enter", "enter")  # 1 to the next one up: down
        assert is_out_by_id(app, members[0].id)
        assert tracker.selected_row.key == group_key(group)  # the group's row stays
        # The combat box shows who fell, not the next one up (play-test 30), until the
        # cursor moves; then the row stands for its next one up again.
        box = app.screen.query_one(CombatPanel)
        assert box.shown_name == name_of(app.engine.party, members[0].id), box.shown_name
        await press(pilot, "up", "down")
        assert box.shown_name == name_of(app.engine.party, members[1].id), box.shown_name
        await press(pilot, "n", "home", "t")  # Sor Elena attacks the next one up
        target = name_of(app.engine.party, members[1].id)
        for _ in range(6):
            if f"Target: {target} (" in str(app.screen.query_one("#plan").render()):
                break
            await press(pilot, "t")
        await press(pilot, "e")
        await answer(pilot, "5")
        await press(pilot, "s")
        await answer(pilot, "1")  # down: the cursor follows it onto the group's row
        await press(pilot, "enter")
        assert is_out_by_id(app, members[1].id)
        assert tracker.selected_row.key == group_key(group)
        assert box.shown_name == name_of(app.engine.party, members[1].id), box.shown_name
        # Only shown: the keys act on the group's row, whose next one up takes the turn
        # (the review: enter gave the turn to the member who had just fallen).
        await press(pilot, "enter")
        holder = app.engine.party.encounter.holder
        assert holder is not None and holder.id == members[2].id, holder
