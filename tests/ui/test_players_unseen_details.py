"""What the players' page and their copy of the recap say around hidden enemies (issue
36, RULINGS fourth pass: the copy holds what the page showed and every visible line),
through the keys: a lone hidden enemy does not hide a visible group of the same name."""

from gmconsole.players.view import build_view
from gmconsole.recap import recap_path, render
from gmconsole.storage import load_party
from gmconsole.widgets.tracker_rows import group_key
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.test_groups import prepared_app, select_row, start_the_prepared_group
from tests.ui.test_players_page_truth import hide_el_tuerto_at_the_top
from tests.ui.test_recap_players_copy import logged

SIZE = (80, 24)


async def test_a_lone_hidden_enemy_does_not_hide_a_shown_group_of_its_name(
    make_app, tmp_path, lang
):
    """FIDS play-test 10: Guardia del puerto 2 hidden alone made the shown group's
    "Guardia del puerto ×3: shown to the players" and its turn vanish from page and copy."""
    async with running(prepared_app(make_app, "fids"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        await select_row(pilot, "guardia-2")
        await press(pilot, "u")  # alone, hidden
        group, members = await start_the_prepared_group(pilot)  # prepared: hidden
        name = app.engine.party.encounter.combatant(members[0].id)
        assert all(c.hidden for c in members) and name is not None
        await select_row(pilot, group_key(group))
        await press(pilot, "u")  # the group shown
        shown_line = app.engine.party.log[-1].players  # "Now in view: ...", not the GM's flag
        assert shown_line is not None and "×3" in shown_line
        while app.engine.party.encounter.holder.group != group:
            await press(pilot, "n")
        turn_line = app.engine.party.log[-1].text
        assert "×3" in turn_line
        page = [line["text"] for line in build_view(party, lang=lang)["log"]]
        await press(pilot, "R", "1", "enter")
        await pilot.pause()
    copy = logged(recap_path(tmp_path / "fids.toml").read_text(encoding="utf-8"))
    for said in (page, copy):
        assert shown_line in said and turn_line in said, said
        assert not any("Guardia del puerto 2" in line for line in said), said


def fallen(recap: str) -> list[str]:
    """The recap's "Fallen" items (none without the heading)."""
    lines = recap.splitlines()
    heads = [i for i, line in enumerate(lines) if line in ("### Fallen", "### Caídos")]
    if not heads:
        return []
    end = next(i for i in range(heads[0] + 1, len(lines)) if lines[i].startswith("#"))
    return [line[2:] for line in lines[heads[0] : end] if line.startswith("- ")]


async def test_an_enemy_that_fell_unseen_is_fallen_in_the_copy_once_shown(make_app, tmp_path, lang):
    """RyF and Eclipse Phase play-tests 10: Bandido 2 downed with `f` while hidden, then
    shown with `u`: the page showed it down, the players' copy's "Fallen" never named it."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "bandido-2")
        await press(pilot, "u", "f", "n")  # hidden, downed unseen, a turn played
        before = fallen(render(app.engine.party))  # the copy `R 1` would write now
        while app.engine.party.encounter.round < 2:
            await press(pilot, "n")
        await select_row(pilot, "bandido-2")
        await press(pilot, "u")  # shown in round 2
        view = build_view(app.engine.party, lang=lang)
        await press(pilot, "R", "1", "enter")
        await pilot.pause()
    after = fallen(recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8"))
    assert not any("Bandido 2" in line for line in before), before
    bandit = next(c for c in view["order"] if c["name"] == "Bandido 2")
    assert bandit["health"] == "down"  # the page shows it down
    said = {
        "en": "Bandido 2: down when shown to the players in round 2",
        "es": "Bandido 2: caído al mostrarse a los jugadores en la ronda 2",
    }[lang]
    assert said in after, after


async def test_a_move_past_someone_hidden_alone_is_no_move_for_the_players(
    make_app, tmp_path, lang
):
    """Eclipse Phase play-test 10: `[ [` on a member behind a hidden enemy logged "moves
    up to 3rd" then "2nd"; the page said "2nd" twice, telling of someone unseen. Here El
    Tuerto is hidden at the top; Fred passes Ruiseñor (1st on the page), then El Tuerto
    (still 1st there); the line survives saving and loading the party."""
    app = make_app("ryf")
    async with running(app, size=SIZE) as (app, pilot):
        await pilot.pause()
        await hide_el_tuerto_at_the_top(pilot)
        await select_row(pilot, "fred")
        await press(pilot, "left_square_bracket", "left_square_bracket", "n", "ctrl+s")
        gm_log = [e.text for e in app.engine.party.log]
        await press(pilot, "R", "1", "enter")
        await pilot.pause()
    moved = {"en": "Fred moved up to place {}", "es": "Fred sube al puesto {}"}[lang]
    assert moved.format(2) in gm_log and moved.format(1) in gm_log  # the GM's log
    loaded = load_party(app.path)  # the GM's open rolls show no more of it
    page = [line["text"] for line in build_view(loaded, lang=lang, open_rolls=True)["log"]]
    copy = logged(recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8"))
    for said in (page, copy):
        assert [line for line in said if line.startswith(moved.format(""))] == [moved.format(1)]


NEREA_AT_THE_UNSEEN = {
    "en": "Nerea la Sabia attacks an unseen enemy with Ballesta ligera: ",
    "es": "Nerea la Sabia ataca a un enemigo oculto con Ballesta ligera: ",
}
"""How the players' page and copy start Nerea's shot at the hidden bandit."""


async def nerea_aims_at_the_hidden_bandit(pilot) -> None:
    """RyF: Bandido 1 hidden, the turn on to Nerea, Bandido 1 selected."""
    app = pilot.app
    await select_row(pilot, "bandido-1")
    await press(pilot, "u")
    while app.engine.party.encounter.holder.id != "nerea":
        await press(pilot, "n")
    await select_row(pilot, "bandido-1")


async def test_a_shot_at_an_unseen_enemy_shows_no_difficulty(make_app, tmp_path, lang):
    """RyF play-test 10: Nerea's crossbow at the hidden Bandido 1 showed "(distancia corta
    (20/50/100 m) = 15)" on page and copy: the number the roll was compared with (with
    cover, that the unseen enemy is in cover)."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await nerea_aims_at_the_hidden_bandit(pilot)
        await press(pilot, "t", "r", "enter", "R", "1", "enter")
        await pilot.pause()
        gm_line = next(e.text for e in reversed(app.engine.party.log) if "Ballesta" in e.text)
        page = [line["text"] for line in build_view(app.engine.party, lang=lang)["log"]]
    copy = logged(recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8"))
    assert "(20/50/100 m) = 15)" in gm_line  # the GM's log has it
    said = NEREA_AT_THE_UNSEEN[lang]
    for lines in (page, copy):
        shot = next(line for line in lines if "Ballesta" in line)
        assert shot.startswith(said) and "= 15" not in shot and "20/50" not in shot, shot


async def test_an_unseen_enemy_is_said_in_the_language_the_line_was_written_in(
    make_app, tmp_path, lang, capsys
):
    """RyF play-test 10: `gmconsole recap --lang en` on a file played in Spanish said
    "Nerea la Sabia ataca a an unseen enemy con Ballesta ligera". The recap's headings are
    in its language; a log line stays as written, its unseen enemy with it (the page in
    the other language too)."""
    from gmconsole.cli import main

    other = {"en": "es", "es": "en"}[lang]
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await nerea_aims_at_the_hidden_bandit(pilot)
        await press(pilot, "t", "r", "enter", "ctrl+s")
        await pilot.pause()
    page = [line["text"] for line in build_view(load_party(app.path), lang=other)["log"]]
    assert main(["recap", str(app.path), "--lang", other]) == 0
    copy = logged(capsys.readouterr().out)
    said = NEREA_AT_THE_UNSEEN[lang]
    for lines in (page, copy):
        shot = next(line for line in lines if "Ballesta" in line)
        assert shot.startswith(said), shot


def test_an_older_journal_keeps_hiding_a_groups_name_for_a_hidden_enemy():
    """A file written before the journal said whether a combatant was in a group: a
    hidden one may be, so a line with its group's name stays out, as before."""
    from gmconsole.model.journal import JournalEntry
    from gmconsole.sight import Sight

    older = {"fight": 1, "round": 1, "op": "toggle_flag"}
    effect = {"id": "guardia-2", "name": "Guardia del puerto 2", "side": "enemy", "hidden": True}
    line = "Guardia del puerto ×2: shown to the players"
    for grouped, said in ((None, None), (True, None), (False, line)):
        sight = Sight()
        known = {} if grouped is None else {"grouped": grouped}
        sight.follow(JournalEntry.model_validate({**older, "effects": [{**effect, **known}]}))
        assert sight.line(line, own=False, gm_roll=False, by_unseen=False) == said
