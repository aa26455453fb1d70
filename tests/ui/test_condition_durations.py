"""Conditions with timing through the keys (issue 24): each duration kind, per system
(taken from the registry), across n, p, enter, delay and return, removal and a fall;
the tracker and combat box say what is left in words; C repeats the last condition."""

import unicodedata

from gmconsole.state.context import character_index
from gmconsole.systems import SYSTEMS
from gmconsole.widgets.combat_panel import CombatPanel
from tests.budget import each_system
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, type_text

SIZE = (80, 24)
SYSTEM_IDS = list(SYSTEMS)


def fold(text):
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def order(app):
    return [c.id for c in app.engine.party.encounter.combatants]


def holder(app):
    encounter = live(lambda: app.engine.party.encounter)
    return encounter.combatants[encounter.turn].id


def name(app, cid):
    return character_index(app.engine.party)[cid].name


def conditions(app, cid):
    return next(c for c in app.engine.party.encounter.combatants if c.id == cid).conditions


def expired(app, condition):
    return [e.text for e in app.engine.party.log if f": {condition} expired" in e.text]


def row_of(app, cid):
    tracker = app.screen.tracker
    row = [c.id for c in tracker.combatants].index(cid)
    return "".join(segment.text for segment in tracker.render_line(row))


def prefix(app, cid):
    """The shortest start of ``cid``'s name that names nobody else in the fight."""
    names = {c: fold(name(app, c)) for c in order(app)}
    for size in range(1, 30):
        start = names[cid][:size]
        if not any(n.startswith(start) for c, n in names.items() if c != cid):
            return start
    raise AssertionError(names)


async def select(pilot, app, cid):
    await pilot.press("home")
    for _ in range([c.id for c in app.screen.tracker.combatants].index(cid)):
        await pilot.press("down")
    await pilot.pause()
    assert app.screen.tracker.selected_id == cid


async def add(pilot, condition, duration):
    await press(pilot, "c")
    await answer(pilot, condition)  # enter moves on to the duration
    await type_text(pilot, duration)
    await press(pilot, "enter")


async def next_until(pilot, predicate, limit=30):
    for _ in range(limit):
        if predicate():
            return
        await press(pilot, "n")
    raise AssertionError("never reached")


@each_system(SYSTEM_IDS)
async def test_rounds_across_n_and_p(make_app, system):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        first = holder(app)
        await select(pilot, app, first)
        await add(pilot, "Aturdido", "2")
        assert [(c.name, c.rounds) for c in conditions(app, first)] == [("Aturdido", 2)]
        assert "Aturdido 2 rounds" in row_of(app, first)
        box = app.screen.query_one(CombatPanel)
        assert "Aturdido (2 rounds)" in box.text  # the combat box, in words
        await press(pilot, "n")
        assert "Aturdido 1 round" in row_of(app, first)  # a word, singular
        await press(pilot, "p")  # right after n: undone exactly
        assert conditions(app, first)[0].rounds == 2
        await press(pilot, "n")
        await next_until(pilot, lambda: holder(app) == first)
        await press(pilot, "n")
        assert conditions(app, first) == []
        assert len(expired(app, "Aturdido")) == 1


@each_system(SYSTEM_IDS)
async def test_until_the_end_of_the_turn_holder_s_next_turn(make_app, system):
    app = make_app(system)
    async with app.run_test(size=(160, 40)) as pilot:  # room for the duration in words
        caster, bearer = order(app)[0], order(app)[1]
        await select(pilot, app, bearer)
        await add(pilot, "Marcado", "e")  # Enter after e: the turn holder's turn
        (condition,) = conditions(app, bearer)
        assert (condition.until, condition.of) == ("turn_end", caster)
        assert f"till {name(app, caster)}'s next turn ends" in row_of(app, bearer)
        await press(pilot, "n")  # the caster's current turn ends: not its next one
        assert conditions(app, bearer)
        await next_until(pilot, lambda: holder(app) == caster)
        await press(pilot, "n")
        assert conditions(app, bearer) == []
        (line,) = expired(app, "Marcado")
        assert f"end of {name(app, caster)}'s turn" in line


@each_system(SYSTEM_IDS)
async def test_until_the_start_of_someone_s_turn_given_with_enter(make_app, system):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        bearer, waited = order(app)[0], order(app)[3]
        await select(pilot, app, bearer)
        await add(pilot, "Cubierto", f"s {prefix(app, waited)}")
        assert conditions(app, bearer)[0].of == waited
        await select(pilot, app, waited)
        await press(pilot, "enter")  # give it the turn: its turn starts
        assert conditions(app, bearer) == []
        (line,) = expired(app, "Cubierto")
        assert f"start of {name(app, waited)}'s turn" in line


@each_system(SYSTEM_IDS)
async def test_until_the_end_of_the_round_and_a_delay_with_its_return(make_app, system):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        first, bearer = order(app)[0], order(app)[2]
        await select(pilot, app, bearer)
        await add(pilot, "Inspirado", "r")
        assert "till round ends" in row_of(app, bearer)
        await press(pilot, "w")  # the first delays
        await select(pilot, app, bearer)
        await add(pilot, "Ralentizado", f"s {prefix(app, first)}")
        await press(pilot, "b")  # the delayed one acts now: its turn starts
        assert [c.name for c in conditions(app, bearer)] == ["Inspirado"]
        assert len(expired(app, "Ralentizado")) == 1
        await next_until(pilot, lambda: app.engine.party.encounter.round == 2)
        assert conditions(app, bearer) == []
        (line,) = expired(app, "Inspirado")
        assert "end of round 1" in line


@each_system(SYSTEM_IDS)
async def test_removal_and_a_fall_end_what_waits_for_them(make_app, system):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        bearer = next(c.id for c in party.encounter.combatants if c.side == "party")
        enemies = [c.id for c in party.encounter.combatants if c.side == "enemy"]
        gone, fallen = enemies[0], enemies[1]
        await select(pilot, app, bearer)
        await add(pilot, "Hechizado", f"e {prefix(app, gone)}")
        await add(pilot, "Protegido", f"e {prefix(app, fallen)}")
        await select(pilot, app, gone)
        await press(pilot, "delete")
        await press(pilot, "y")
        assert "left the fight" in expired(app, "Hechizado")[0]
        await select(pilot, app, fallen)
        await press(pilot, "f")  # down: it sinks; its turn is skipped from now on
        await next_until(pilot, lambda: app.engine.party.encounter.round == 2)
        assert conditions(app, bearer) == []
        (line,) = expired(app, "Protegido")
        assert "turn skipped" in line


@each_system(SYSTEM_IDS)
async def test_C_repeats_the_last_condition_with_its_duration(make_app, system):
    async with running(make_app(system), size=SIZE) as (app, pilot):
        first, second, third = order(app)[:3]
        await select(pilot, app, second)
        await add(pilot, "Bendito", "2s")
        await select(pilot, app, third)
        await press(pilot, "C")
        (copy,) = conditions(app, third)
        assert (copy.name, copy.rounds, copy.ticks) == ("Bendito", 2, "start")
        assert "Bendito" in app.engine.party.conditions_used


async def test_a_wrong_duration_is_refused_in_the_dialog_and_can_be_fixed(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await add(pilot, "Aturdido", "zz")
        assert app.screen.query_one("#error").render()  # the dialog stays with the reason
        assert "type a number of rounds" in str(app.screen.query_one("#error").render())
        await press(pilot, "backspace", "backspace", "3", "enter")
        assert conditions(app, order(app)[0])[0].rounds == 3


async def test_the_condition_list_offers_the_system_s_then_the_party_s_own(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await add(pilot, "Zumbido", "")
        await press(pilot, "c")
        hint = str(app.screen.query_one("#hint").render())
        # The system's own in the console's language (English here), then the party's.
        assert "Stunned" in hint and "Zumbido" in hint and "Aturdido" not in hint
        assert hint.index("Stunned") < hint.index("Zumbido")
        await pilot.press("escape")


async def test_at_100x30_names_flags_and_conditions_stay_readable(make_app):
    """Issue 22: at 100x30 a condition cut names to 11 cells, ran flag and condition
    together ("incapacitadoAturdido") and cut the rounds."""
    async with running(make_app("fids"), size=(100, 30)) as (app, pilot):
        guard = next(c for c in order(app) if name(app, c).startswith("Guardia del puerto"))
        await select(pilot, app, guard)
        await press(pilot, "f")  # DOWN flag
        await select(pilot, app, guard)
        await add(pilot, "Aturdido", "2")
        row = row_of(app, guard)
        # The name whole, the condition whole with its rounds (the tracker takes the room
        # for it: play-test 10), the flag apart from it at the row's end.
        assert name(app, guard) in row
        assert "Aturdido 2 rounds " in row, row
        assert row.rstrip().endswith(" DOWN"), row
        guards = [c for c in order(app) if name(app, c).startswith("Guardia del puerto")]
        shown = []
        for other in guards:
            cell = row_of(app, other)[2 : 2 + len(name(app, other))]
            assert cell == name(app, other), cell  # whole, so the copies differ
            shown.append(cell)
        assert len(set(shown)) == len(guards), shown  # the copies still differ
        for other in order(app):
            assert name(app, other)[:7] in row_of(app, other)


async def test_the_fight_s_end_ends_timed_conditions_in_the_tracker_and_log(make_app, lang):
    """Play-test 10 (RyF): after `E`, Fred's row still read "Prone 1 round", a count no
    round would tick; a timed condition ends with the fight and the log says so, one until
    removed stays."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await select(pilot, app, "fred")
        await add(pilot, "Mareo", "1")
        await add(pilot, "Veneno", "")
        assert [c.name for c in conditions(app, "fred")] == ["Mareo", "Veneno"]
        await press(pilot, "E", "y")
        assert not app.engine.party.encounter.enemies  # the fight ended
        assert [c.name for c in conditions(app, "fred")] == ["Veneno"]
        why = {"en": "expired (the fight ended)", "es": "ha expirado (el combate terminó)"}
        ended = [e.text for e in app.engine.party.log if e.text.startswith("Fred: Mareo")]
        assert ended[-1] == f"Fred: Mareo {why[lang]}" and len(ended) == 2, ended
        assert "Mareo" not in row_of(app, "fred") and "Veneno" in row_of(app, "fred")
