"""The players' copy of the recap holds what the players' page showed at the time (issue
36, RULINGS fourth pass "The record"), through the keys: a member's attack on an unseen
enemy keeps the member's roll and its outcome, and the same words are on the page; a
line is in the copy if what it talks about was visible when it was written."""

from gmconsole.players.view import build_view
from gmconsole.recap import recap_path
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, type_text
from tests.ui.test_groups import select_row
from tests.ui.test_tracker_budget import add_condition

SIZE = (80, 24)


def logged(recap: str) -> list[str]:
    """The recap's log lines, as written (``- `` items after the log's heading)."""
    lines = recap.splitlines()
    start = next(i for i, line in enumerate(lines) if line in ("### Log", "### Registro"))
    return [line[2:] for line in lines[start:] if line.startswith("- ")]


async def attack_the_selected(pilot, row: str, dice: list[str]) -> None:
    """The turn holder attacks ``row`` (selected first) with typed dice, applied."""
    await select_row(pilot, row)
    await pilot.press("t", "e")
    for answer_text in dice:
        await answer(pilot, answer_text)
    await pilot.press("enter")
    await pilot.pause()


async def test_an_attack_on_an_unseen_enemy_shows_the_roll_and_outcome_not_its_defence(
    make_app, tmp_path, lang
):
    """RyF: Bandido 1 hidden (`u`); Ruiseñor hits it, 31 against its defence 14. The
    players read her roll and "success", never the 14 nor how it adds up."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "bandido-1")
        await pilot.press("u")
        await pilot.press("t", "k", "e")  # the token for a high level
        await answer(pilot, "7 10 10")
        await answer(pilot, "9 9 9")
        await answer(pilot, "6")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("R", "1", "enter")  # the players' copy
        await pilot.pause()
        gm_line = app.engine.party.log[1].text
        page = [line["text"] for line in build_view(app.engine.party, lang=lang)["log"]]
    players = logged(recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8"))
    said = {
        "en": [
            (
                "Ruiseñor attacks an unseen enemy with Estoque: 1o3d10 high: (7,10,10)->10 + "
                "(9,9,9)->9 (10 explodes) + 12 = 31: success; 30+: critical (in combat, "
                "damage x2) [level: high (token +1)]"
            ),
            "Ruiseñor hits an unseen enemy: damage 1d10: 6 = 6, critical x2 = 12",
        ],
        "es": [
            (
                "Ruiseñor ataca a un enemigo oculto con Estoque: 1o3d10 alto: (7,10,10)->10 + "
                "(9,9,9)->9 (el 10 explota) + 12 = 31: éxito; 30+: crítico (en combate, "
                "daño x2) [nivel: alto (token +1)]"
            ),
            "Ruiseñor alcanza a un enemigo oculto: daño 1d10: 6 = 6, crítico x2 = 12",
        ],
    }[lang]
    assert ("31 vs 14" if lang == "en" else "31 contra 14") in gm_line  # the GM's own
    assert players == said  # her damage roll too: a member's roll whoever it targets
    assert page == said


async def test_a_line_is_in_the_players_copy_if_its_subject_was_visible_when_written(
    make_app, tmp_path
):
    """Bandido 1 hidden, attacked; shown, attacked; hidden again, attacked: the copy has
    the attacks in their order, the first and last on "an unseen enemy", the middle one
    as written, and the GM's "shown", never "hidden"."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "bandido-1")
        await pilot.press("u")  # hidden
        await attack_the_selected(pilot, "bandido-1", ["1 1 2"])  # Ruiseñor: a natural 1
        await pilot.press("n")
        await select_row(pilot, "bandido-1")
        await pilot.press("u")  # shown
        await attack_the_selected(pilot, "bandido-1", ["1 1 2"])  # Fred
        await pilot.press("n")
        await select_row(pilot, "bandido-1")
        await pilot.press("u")  # hidden again
        await attack_the_selected(pilot, "bandido-1", ["1 1 2"])  # Nerea
        await pilot.press("R", "1", "enter")
        await pilot.pause()
        gm = [entry.text for entry in app.engine.party.log]
    players = logged(recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8"))
    attacks = [line for line in players if " attacks " in line]
    assert [line.split(" with ")[0] for line in attacks] == [
        "Ruiseñor attacks an unseen enemy",
        "Fred attacks Bandido 1",
        "Nerea la Sabia attacks an unseen enemy",
    ]
    fred = next(line for line in gm if line.startswith("Fred attacks Bandido 1"))
    defence = " (defence against a weapon: D 6 + Melee weapons 3 + 5 = 14)"
    assert defence in fred and " vs 14" in fred  # the GM's
    # Visible: the whole roll and its outcome, not the enemy's defence (its numbers).
    assert attacks[1] == fred.replace(defence, "").replace(" vs 14", "")
    assert "Now in view: Bandido 1" in players  # their words, not the GM's flag
    assert players.index("Now in view: Bandido 1") < players.index(attacks[1])
    assert not any("shown to the players" in line for line in players)
    assert not any("hidden from the players" in line for line in players)
    assert not any("Bandido 1" in line for line in players[players.index(attacks[1]) + 1 :])


async def test_a_members_chain_line_is_the_members_on_the_page_and_in_the_copy(make_app):
    """Play-test 3: Pip's "critical chain: 6 6 2 -> +2 strikes" was missing from the
    players' copy (and the page): a line a member's own roll wrote is the member's."""
    from gmconsole.recap import render

    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down", "down", "down", "t", "e")  # Brunhilda
        await answer(pilot, "6")  # kept 6: the critical chain starts
        await answer(pilot, "6")  # one more strike
        await answer(pilot, "2")  # the chain ends
        await pilot.press("s")
        await answer(pilot, "3")  # Esqueleto 1 fails its save: down, 2 strikes left
        await pilot.press("enter")  # the rest are lost
        await pilot.pause()
        party = app.engine.party
    chain = next(e.text for e in party.log if e.text.startswith("Critical chain"))
    assert chain in logged(render(party))
    assert chain in [line["text"] for line in build_view(party, lang="en")["log"]]
    assert not any("strikes 1 -> 0" in line for line in logged(render(party)))


async def test_a_chain_spilled_on_an_unseen_enemy_says_nothing_of_its_saves(make_app):
    """Play-test 32: "1 spills to an unseen enemy (1 armour die, 0 saved; down)" told the
    players the hidden enemy's armour dice and its fall. Brunhilda's line stays, its
    target said "an unseen enemy" and nothing more, on the page and in the copy. A later
    play-test: the copy's table still gave her "Damage dealt 2", one strike on the hidden
    one, one let through by Esqueleto 1's armour save (the GM's roll): their page showed
    neither amount."""
    from gmconsole.recap import render

    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "esqueleto-2")
        await pilot.press("u")  # hidden
        await select_row(pilot, "brunhilda")
        await pilot.press("t", "e")  # Brunhilda at Esqueleto 1
        for dice in ("6", "6", "2"):  # kept 6; the chain: one more strike
            await answer(pilot, dice)
        await pilot.press("s")
        await answer(pilot, "3")  # Esqueleto 1 fails its save: down, a strike left
        await pilot.press("o", "1", "enter")  # it spills onto the hidden Esqueleto 2
        await answer(pilot, "1")  # which fails its save: down
        await pilot.press("enter")
        await pilot.pause()
        party = app.engine.party
    said = (
        "2 strikes, one at a time until the target is down: 1 at Esqueleto 1 (1 armour die, "
        "0 saved; down), 1 spills to an unseen enemy"
    )
    assert said in logged(render(party))
    assert said in [line["text"] for line in build_view(party, lang="en")["log"]]
    assert "| Brunhilda | 0 | 0 | 0 | 1 | 0 |" in render(party).splitlines()
    assert "| Brunhilda | 2 | 0 | 0 | 1 | 0 |" in render(party, gm=True).splitlines()


async def test_a_members_roll_not_applied_is_the_members_whoever_opened_the_panel(
    make_app, tmp_path
):
    """Play-test (RyF): on a bandit's turn the GM picked Nerea (`a`) against Fred, rolled
    and closed: the line was the bandit's ("Bandido 1: Nerea …"), in the GM's copy only.
    A member's roll, applied or not, is the member's (RULINGS: no roll vanishes; the
    players see their own rolls): the players' copy and the page have it."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, *["n"] * 5)  # Bandido 1's turn
        await press(pilot, "t")
        panel = app.screen
        while panel.choice("a").value != "nerea":
            await press(pilot, "a")
        while panel.choice("t").value != "fred":
            await press(pilot, "t")
        await press(pilot, "r", "escape")
        await press(pilot, "R", "1", "enter")  # the players' copy
        line = app.engine.party.log[-1].text
        page = [entry["text"] for entry in build_view(app.engine.party, lang="en")["log"]]
    assert line.startswith("Roll not applied: Nerea la Sabia attacks Fred"), line
    said = line  # no GM's call on a roll not applied: the GM decided nothing
    assert "GM's call" not in said, said
    assert said in logged(recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8"))
    assert said in page


async def test_a_members_defence_against_an_unseen_enemy_shows_and_counts(make_app, tmp_path, lang):
    """Play-test (Eclipse Phase): the hidden Exsurgente 1 attacks Okonkwo-9 in an opposed
    test; his Esquivar roll (44, a critical) was missing from the players' copy and page,
    and his critical from their table. His side shows, the attacker as "an unseen
    enemy", nothing of the enemy's roll."""
    app = make_app("eclipse_phase")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "exsurgente-1")
        await press(pilot, "u", "t", "m")  # hidden; its turn: an opposed test
        panel = app.screen
        while panel.choice("t").value != "okonkwo":
            await press(pilot, "t")
        await press(pilot, "e")
        await answer(pilot, "33 44")  # both doubles: criticals, Okonkwo-9 wins
        await press(pilot, "enter", "R", "1", "enter")  # applied; the players' copy
        page = [entry["text"] for entry in build_view(app.engine.party, lang=lang)["log"]]
    recap = recap_path(tmp_path / "eclipse_phase.toml").read_text(encoding="utf-8")
    said = {
        "en": [
            "Turn: an unseen enemy",  # its turn: no name (the saves' turn, play-test)
            "Okonkwo-9 Esquivar 50: d100 vs TN 50 = 50: rolled 44: critical success "
            "(doubles), MoS 6 (opposed test against an unseen enemy)",
            "Okonkwo-9 wins the opposed test against an unseen enemy",
        ],
        "es": [
            "Turno: un enemigo oculto",
            "Okonkwo-9 Esquivar 50: d100 contra NO 50 = 50: sacado 44: éxito crítico "
            "(dobles), MdE 6 (prueba enfrentada contra un enemigo oculto)",
            "Okonkwo-9 gana la prueba enfrentada contra un enemigo oculto",
        ],
    }[lang]
    assert logged(recap) == said
    assert page == said
    row = next(line for line in recap.splitlines() if line.startswith("| Okonkwo-9 |"))
    assert row.split("|")[5].strip() == "1"  # his critical, as in the GM's copy


async def test_a_members_side_of_an_unseen_enemys_opposed_roll_shows_ryf(make_app, tmp_path):
    """The same rule in RyF (one line for both sides): the hidden El Tuerto's opposed
    roll against Ruiseñor shows her side and how it went, never his roll."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "cabecilla-1")
        await press(pilot, "u", *["n"] * 4, "t", "m", "m", "m")  # his turn: opposed
        panel = app.screen
        while panel.choice("t").value != "ruisenor":
            await press(pilot, "t")
        await press(pilot, "e")
        await answer(pilot, "2 3 4 6 7 8")  # A: 3 + 9 = 12; B: 7 + 15 = 22
        await press(pilot, "enter", "R", "1", "enter")
        gm_line = app.engine.party.log[-1].text
        page = [entry["text"] for entry in build_view(app.engine.party, lang="en")["log"]]
    said = (
        "Ruiseñor Notice (P + 5) (6,7,8)->7 + 15 = 22: Ruiseñor wins the opposed roll "
        "against an unseen enemy"
    )
    assert gm_line.startswith("Opposed: El Tuerto")
    assert logged(recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8"))[-1] == said
    assert page[-1] == said


async def test_an_enemy_hidden_before_anything_happened_is_not_in_the_players_copy(make_app):
    """Play-test 9 (FIDS, RyF, Eclipse Phase): an enemy hidden with `u` before the first
    roll or turn, and never shown, was named in the players' copy's enemies and table."""
    from gmconsole.recap import render

    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "a", "3", "enter", "backspace", "1", "enter")  # Mastín, hidden
        await select_row(pilot, "guardia-1")
        await press(pilot, "u", "home", "t", "r", "enter", "n", "E", "y")
        party = app.engine.party
    players, gm = render(party), render(party, gm=True)
    assert "Guardia del puerto 1" not in players, players
    assert "Guardia del puerto 1" in gm
    assert "Guardia del puerto 2" in players  # seen while the fight was played


async def test_the_pages_last_lines_are_the_players_copys_last_lines_ezd6(make_app, tmp_path, lang):
    """Play-test 9 (EZD6): the Obispo, added from the roster and shown, Esqueleto 1 hidden
    and downed; after `E y` the copy had "Turn: Obispo Merán, no-muerto", the page not (an
    enemy who left the fight read as a roster entry, the GM's). The copy holds what the
    page showed: the page's log is the copy's tail, line for line."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "a", "3", "enter", "enter")  # Obispo Merán, hidden
        await select_row(pilot, "obispo-1")
        await press(pilot, "u")  # shown
        await select_row(pilot, "esqueleto-1")
        await press(pilot, "u", "d", "1", "enter")  # hidden, then downed by the GM
        encounter = live(lambda: app.engine.party.encounter)
        while encounter.holder.id != "obispo-1":
            await press(pilot, "n")
        await press(pilot, "E", "y", "R", "1", "enter")  # the players' copy
        await pilot.pause()
        page = [line["text"] for line in build_view(app.engine.party, lang=lang)["log"]]
    copy = logged(recap_path(tmp_path / "ezd6.toml").read_text(encoding="utf-8"))
    turn = {"en": "Turn: Obispo Merán, no-muerto", "es": "Turno: Obispo Merán, no-muerto"}
    assert turn[lang] in page, page
    assert page == copy[-len(page) :]


async def test_a_new_roster_creature_is_the_gms_on_the_page_and_in_both_copies(make_app):
    """Play-test 22: the GM made a roster creature in the console, brought in hidden ones
    of it; the players' copy (and their page) read "New creature in the roster: Bandido"
    and the GM's copy told that preparation as fight 1's first line."""
    from gmconsole.recap import render
    from gmconsole.state.sheet_ops import AddSheet, EditSheet

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        roster = app.engine.party.roster[0]
        sheet = {**roster.model_dump(mode="json", exclude={"id"}), "name": "Sombra"}
        assert app.screen.run(AddSheet(where="roster", sheet=sheet))  # what K applies
        await press(pilot, "a")
        await type_text(pilot, "Sombra")
        await press(pilot, "enter", "backspace", "2", "enter", "1", "enter")  # one by one
        shadows = [c for c in app.engine.party.encounter.combatants if "sombra" in c.id]
        assert len(shadows) == 2 and all(c.hidden for c in shadows)
        await press(pilot, "d")
        await answer(pilot, "2")
        await press(pilot, "n")
        # Once the fight is played, a member's sheet edited is told where the page tells it
        # (the review: a mid-fight HP edit counted as damage with no line to say why).
        fred = next(m for m in app.engine.party.members if m.id == "fred")
        sheet = {**fred.model_dump(mode="json", exclude={"id"}), "hp": fred.hp - 3}
        assert app.screen.run(EditSheet(where="members", character="fred", sheet=sheet))
        party = app.engine.party
        page = [line["text"] for line in build_view(party, lang="en")["log"]]
    players, gm = render(party), render(party, gm=True)
    assert not any("Sombra" in line for line in page), page
    assert "Sombra" not in players, players
    joined = "Joined the fight: Sombra 1, Sombra 2"
    edited = "Fred: sheet edited (hp)"
    assert logged(gm) == [joined, "Ruiseñor: HP 28 -> 26", "Turn: Fred", edited]
    assert page[-1] == edited and logged(players)[-1] == edited


async def test_an_enemy_shown_is_among_the_enemies_of_the_players_copy(make_app, tmp_path):
    """Play-test 27: Guardia del puerto 1 hidden, a turn, then shown (`u`): the page listed
    it, the players' copy named it only in "Now in view: ..." (not among the enemies)."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        enemy = next(c for c in app.engine.party.encounter.combatants if c.side == "enemy")
        name = next(e.name for e in app.engine.party.encounter.enemies if e.id == enemy.id)
        await select_row(pilot, enemy.id)
        await press(pilot, "u", "n")  # hidden, and a turn passes
        await select_row(pilot, enemy.id)
        await press(pilot, "u", "R", "1", "enter")  # shown; the players' copy
    recap = recap_path(tmp_path / "fids.toml").read_text(encoding="utf-8")
    enemies = recap.split("**Enemies:**")[1].split("|")[0]
    assert f"- {name}" in enemies, recap


async def test_members_saves_in_a_hidden_groups_turn_are_under_an_unseen_turn(
    make_app, tmp_path, lang
):
    """Play-test (EZD6): a hidden group of two Ghouls attacks Brunhilda, who fails her
    armour save; the players' copy (and page) put her save under "Turn: Ghoul 1", the
    last turn they saw. It goes under an unnamed turn, the same words on the page and in
    the copy, with no name or count of the hidden ones. The GM's own change in that turn
    (a condition) is no hidden one's action: it stays under the last turn they saw (the
    review: the heading over it told them of a hidden turn the page's box did not)."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "a", "2", "enter", "enter", "enter", "2", "enter")  # 2 Ghouls, hidden
        encounter = live(lambda: app.engine.party.encounter)
        while encounter.holder.id != "ghoul-2":
            await press(pilot, "n")
        await select_row(pilot, "brunhilda")
        await add_condition(pilot, "Blessed", "2")
        await press(pilot, "t", "enter", "e")  # Ghoul 2 acts for the group, on Brunhilda
        await answer(pilot, "5")  # a hit
        await press(pilot, "s")
        await answer(pilot, "2")  # her save fails: 1 strike
        await press(pilot, "enter", "R", "1", "enter")
        await pilot.pause()
        entries = build_view(app.engine.party, lang=lang)["log"]
        page = [line["text"] for line in entries]
        assert all(set(line) == set(entries[0]) for line in entries)  # the page's own keys
    copy = logged(recap_path(tmp_path / "ezd6.toml").read_text(encoding="utf-8"))
    said = {
        "en": [
            "Turn: Ghoul 1",
            "Turn: an unseen enemy",
            "Brunhilda: armour save 4+: 2✗ -> 0 negated, 1 taken: strikes 5 -> 4",
        ],
        "es": [
            "Turno: Ghoul 1",
            "Turno: un enemigo oculto",
            "Brunhilda: tirada de armadura 4+: 2✗ -> 0 anulados, 1 recibido: strikes 5 -> 4",
        ],
    }[lang]
    assert [copy[-4], *copy[-2:]] == said, copy
    assert copy[-3].startswith("Brunhilda: Blessed"), copy
    assert page == copy[-len(page) :]
    assert not any("Ghoul 2" in line or "Ghoul 3" in line or "×" in line for line in copy)


async def test_the_players_copy_credits_no_fall_to_a_gm_row_it_does_not_have(make_app, tmp_path):
    """Play-test (EZD6): the GM typed the strike that downed Esqueleto 1; the players'
    copy has no "GM (typed)" row (the GM's typed harm on an enemy is a number their page
    never shows) yet its fallen read "by GM (typed)". The players' copy says the fall
    without that credit; the GM's copy keeps both."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await select_row(pilot, "esqueleto-1")
        await press(pilot, "d")
        await answer(pilot, "1")
        await press(pilot, "n", "R", "1", "enter", "R", "2", "enter")
        await pilot.pause()
    players = recap_path(tmp_path / "ezd6.toml").read_text(encoding="utf-8")
    gm = recap_path(tmp_path / "ezd6.toml", gm=True).read_text(encoding="utf-8")
    assert "| GM (typed) |" not in players
    assert "- Esqueleto 1: down in round 1\n" in players, players
    assert "| GM (typed) | 1 |" in gm
    assert "- Esqueleto 1: down in round 1, by GM (typed)\n" in gm, gm


async def test_a_groups_member_the_page_never_named_is_its_groups_entry_in_the_copy(
    make_app, tmp_path, lang
):
    """Play-test 29 (RyF): three Bandidos as a group, shown: the page showed "Bandido ×3"
    with health words, and named Bandido 3 only in Ruiseñor's attack on it; the players'
    copy listed Bandido 4 and 5 too (enemies, table, fallen). A member the page never
    named is part of the group's entry: its numbers in the group's row, its fall "One of
    Bandido ×3", a fall by its hand "by one of Bandido ×3". Play-test 31: one the page
    named (Bandido 3) stood beside its group's entry, a reader counted four; it is named
    within it, "Bandido ×3 (Bandido 3)". The GM's copy names them all."""
    from gmconsole.widgets.tracker_rows import group_key
    from tests.ui.test_groups import group_members
    from tests.ui.test_players_one_rule import choose_target

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "a", "enter", "backspace", "backspace", "3", "enter", "2", "enter")
        group, members = group_members(app)
        assert [c.id for c in members] == ["bandido-3", "bandido-4", "bandido-5"]
        await select_row(pilot, group_key(group))
        await press(pilot, "u", "right")  # shown to the players; opened to its members
        await attack_the_selected(pilot, "bandido-3", ["9 9 9", "6"])  # Ruiseñor hits it
        await select_row(pilot, "bandido-5")
        await press(pilot, "d")
        await answer(pilot, "30")  # the GM downs Bandido 5
        await select_row(pilot, "nerea")
        await press(pilot, "d")
        await answer(pilot, "20")  # Nerea at 4 HP (of 24)
        await select_row(pilot, "bandido-4")
        await press(pilot, "T", "enter")  # Bandido 4 acts, out of turn: on Nerea
        await choose_target(pilot, "nerea")
        await press(pilot, "e")
        await answer(pilot, "9 9 9")
        await answer(pilot, "5")
        await press(pilot, "enter", "R", "1", "enter", "R", "2", "enter")
        await pilot.pause()
        page = build_view(app.engine.party, lang=lang)
    players = recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8")
    gm = recap_path(tmp_path / "ryf.toml", gm=True).read_text(encoding="utf-8")
    heading = {"en": "**Enemies:**", "es": "**Enemigos:**"}[lang]
    enemies = players.split(heading)[1].split("|")[0].split("\n- ")[1:]
    # One entry for the group, naming the member the page named (play-test 31: "Bandido
    # 3" beside "Bandido ×3" read as four).
    assert [name.strip() for name in enemies] == [
        "El Tuerto, cabecilla",
        "Bandido 1",
        "Bandido 2",
        "Bandido ×3 (Bandido 3)",
    ]
    assert "| Bandido 3 |" not in players
    assert "| Bandido ×3 (Bandido 3) | 5 | - | - | - | - |" in players, players  # 5 on Nerea
    fallen = {
        "en": [
            "- One of Bandido ×3: down in round 1",
            "- Nerea la Sabia: down in round 1, by one of Bandido ×3",
        ],
        "es": [
            "- Uno de Bandido ×3: caído en la ronda 1",
            "- Nerea la Sabia: caído en la ronda 1, por uno de Bandido ×3",
        ],
    }[lang]
    assert all(line in players.splitlines() for line in fallen), players
    assert "Bandido 4" not in players and "Bandido 5" not in players
    assert "Bandido 4" in gm and "Bandido 5" in gm  # the GM's copy names everyone
    shown = [line["text"] for line in page["log"]]
    assert [entry["name"] for entry in page["order"] if entry.get("members")] == ["Bandido ×3"]
    assert not any(entry["name"] == "Bandido 3" for entry in page["order"])  # one entry
    assert not any("Bandido 4" in line or "Bandido 5" in line for line in shown), shown


async def test_harm_by_an_unseen_enemy_is_credited_to_it_so_the_table_adds_up(
    make_app, tmp_path, lang
):
    """Play-test 29 (RyF): hidden El Tuerto's critical took 16 of Nerea's 29 damage taken;
    the players' copy credited it nowhere ("Nerea la Sabia: HP 20 -> 4" alone), so the
    table did not add up. Their page says "an unseen enemy" for such a hand (its turn's
    heading, a member's roll on it): the copy credits the row "An unseen enemy", and a
    fall by it says so, naming nobody. The GM's copy credits El Tuerto."""
    from tests.ui.test_players_one_rule import choose_target

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await select_row(pilot, "cabecilla-1")
        await press(pilot, "u", "n", "n", "n", "n")  # hidden; his turn
        assert app.engine.party.encounter.holder.id == "cabecilla-1"
        await press(pilot, "t")
        await choose_target(pilot, "nerea")
        await press(pilot, "e")
        for dice in ("10 10 10", "5 5 5", "10", "2"):  # 30: a critical; (10 + 2) x 2 = 24
            await answer(pilot, dice)
        await press(pilot, "enter", "R", "1", "enter", "R", "2", "enter")
        await pilot.pause()
        page = [line["text"] for line in build_view(app.engine.party, lang=lang)["log"]]
    players = recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8")
    gm = recap_path(tmp_path / "ryf.toml", gm=True).read_text(encoding="utf-8")
    said = {
        "en": (
            "| An unseen enemy | 24 | - | - | - | - |",
            "- Nerea la Sabia: down in round 1, by an unseen enemy",
            ["Turn: an unseen enemy", "Nerea la Sabia: HP 24 -> 0 (unconscious)"],
        ),
        "es": (
            "| Un enemigo oculto | 24 | - | - | - | - |",
            "- Nerea la Sabia: caído en la ronda 1, por un enemigo oculto",
            ["Turno: un enemigo oculto", "Nerea la Sabia: PV 24 -> 0 (inconsciente)"],
        ),
    }[lang]
    lines = players.splitlines()
    assert "| Nerea la Sabia | 0 | 24 | 0 | 0 | 0 |" in lines, players
    assert said[0] in lines and said[1] in lines, players
    assert "Tuerto" not in players
    assert page[-2:] == said[2] == logged(players)[-2:]  # what the page said of it
    assert "| El Tuerto, cabecilla | 24 | 0 | 0 | 1 | 0 |" in gm.splitlines(), gm
    assert said[0].split(" |")[0] not in gm


async def test_a_hidden_enemys_harm_out_of_its_turn_names_no_unseen_hand(make_app, tmp_path):
    """The review of play-test 29's fix: a hidden enemy acting out of its turn (T in a
    visible turn) left on the players' page only the member's new HP, no "an unseen
    enemy"; an "An unseen enemy" row or "by an unseen enemy" in their copy would tell the
    players of a hidden enemy the page never told of."""
    from tests.ui.test_players_one_rule import choose_target

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await select_row(pilot, "cabecilla-1")
        await press(pilot, "u", "T")  # hidden; he acts now, in Ruiseñor's turn
        await choose_target(pilot, "nerea")
        await press(pilot, "e")
        for dice in ("10 10 10", "5 5 5", "10", "2"):  # a critical: 24, Nerea down
            await answer(pilot, dice)
        await press(pilot, "enter")
        if "cabecilla-1" not in str(app.engine.party.log[-1].text):
            await press(pilot, "enter")  # the GM's call: he acts out of his turn
        assert app.engine.party.encounter.holder.id != "cabecilla-1"
        await press(pilot, "R", "1", "enter")
        await pilot.pause()
        page = [line["text"] for line in build_view(app.engine.party, lang="en")["log"]]
    players = recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8")
    assert "Nerea la Sabia: HP 24 -> 0 (unconscious)" in page
    assert not any("unseen" in line for line in page)
    assert "unseen" not in players and "Tuerto" not in players, players
    assert "- Nerea la Sabia: down in round 1" in players.splitlines(), players


async def test_harm_typed_in_a_hidden_enemys_turn_is_under_an_unseen_turn(make_app, tmp_path):
    """Play-test 31 (FIDS, no damage step in the panel: a hidden enemy's hit is typed
    with `d`): damage typed on Lía in hidden Guardia 2's turn read on the page and in the
    players' copy under "Turn: Hermano Tomás", the last turn they saw, as if in his turn.
    It goes under "Turn: an unseen enemy" (the GM's condition before it stays under
    Tomás's turn, as the page's turn box does: it tells of no hand); typed harm is the
    GM's in the table (RULINGS, "The record"): the row "GM (typed)", never Tomás's."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await select_row(pilot, "guardia-2")
        await press(pilot, "u")
        encounter = live(lambda: app.engine.party.encounter)
        while encounter.holder.id != "guardia-2":
            await press(pilot, "n")
        await select_row(pilot, "donny")
        await add_condition(pilot, "Blessed", "2")  # the GM's: under Tomás's turn
        await select_row(pilot, "lia")
        await press(pilot, "d")
        await answer(pilot, "3")
        await press(pilot, "h")
        await answer(pilot, "1")
        await press(pilot, "R", "1", "enter")
        await pilot.pause()
        page = [line["text"] for line in build_view(app.engine.party, lang="en")["log"]]
    players = recap_path(tmp_path / "fids.toml").read_text(encoding="utf-8")
    copy = logged(players)
    tomas = copy.index("Turn: Hermano Tomás")
    assert copy[tomas + 1].startswith("Donny: Blessed"), copy
    assert copy[tomas + 2 :] == [
        "Turn: an unseen enemy",
        "Lía Sombraverde: Damage 0 -> 3",
        "Lía Sombraverde: Damage 3 -> 2",
    ], copy
    assert page[-len(copy[tomas:]) :] == copy[tomas:]
    assert "| GM (typed) | 3 | - | - | - | - |" in players.splitlines(), players
    assert "| Hermano Tomás | 0 | 0 |" in players, players


async def test_two_hidden_enemies_turns_in_a_row_are_one_unseen_turn(make_app, tmp_path):
    """One heading for a run of hidden turns, so the players' page and copy count nobody:
    two hidden skeletons attacking Brunhilda in their turns, one after the other, read as
    one "Turn: an unseen enemy" (a heading a turn would tell there were two)."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        for cid in ("esqueleto-1", "esqueleto-2"):
            await select_row(pilot, cid)
            await press(pilot, "u")
        encounter = live(lambda: app.engine.party.encounter)
        while encounter.holder.id != "esqueleto-1":
            await press(pilot, "n")
        for _ in range(2):
            await select_row(pilot, "brunhilda")
            await press(pilot, "t", "e")
            await answer(pilot, "5")  # a hit
            await press(pilot, "s")
            await answer(pilot, "2")  # her save fails
            await press(pilot, "enter", "n")
        await press(pilot, "R", "1", "enter")
        await pilot.pause()
        page = [line["text"] for line in build_view(app.engine.party, lang="en")["log"]]
    copy = logged(recap_path(tmp_path / "ezd6.toml").read_text(encoding="utf-8"))
    saves = [line for line in copy if line.startswith("Brunhilda: armour save")]
    assert len(saves) == 2, copy
    assert copy.count("Turn: an unseen enemy") == 1 == page.count("Turn: an unseen enemy")
    assert not any("Esqueleto" in line for line in copy[copy.index(saves[0]) - 1 :]), copy
