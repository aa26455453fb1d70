"""What the players' page and their copy of the recap say about a hidden enemy (issue 36,
RULINGS fourth pass "The record" and "The players' view"; play-test 7), through the keys:
a member's roll not applied against it keeps the member's roll and outcome, never the
enemy's own roll."""

from gmconsole.players.view import build_view
from gmconsole.recap import recap_path
from tests.pilot_keys import press
from tests.ui.conftest import answer
from tests.ui.test_groups import select_row
from tests.ui.test_recap_players_copy import logged

SIZE = (80, 24)


async def test_a_roll_not_applied_on_an_unseen_enemy_leaves_out_its_save(make_app, tmp_path, lang):
    """EZD6: Esqueleto 1 hidden (`u`); Brunhilda hits it (5), its armour save is rolled
    (6, a success) and the roll is closed unapplied. Play-test: "… · an unseen enemy:
    armour save 5+: 6✓ -> 1 negated, 0 taken · dice 5 6" on the page and in the copy."""
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "esqueleto-1")
        await press(pilot, "u", "t", "e")
        await answer(pilot, "5")
        await press(pilot, "s")
        await answer(pilot, "6")
        await press(pilot, "escape")
        await pilot.pause()
        gm_line = app.engine.party.log[-1].text
        page = [line["text"] for line in build_view(app.engine.party, lang=lang)["log"]]
        await press(pilot, "R", "1", "enter")
        await pilot.pause()
    copy = logged(recap_path(tmp_path / "ezd6.toml").read_text(encoding="utf-8"))
    assert "Esqueleto 1: " in gm_line and gm_line.endswith(" 5 6")  # the GM's whole line
    said = {
        "en": "Roll not applied: Brunhilda attacks an unseen enemy: 1d6: 5: hit",
        "es": "Tirada no aplicada: Brunhilda ataca a un enemigo oculto: 1d6: 5: impacto",
    }[lang]
    for shown in (page[-1], copy[-1]):
        assert shown.startswith(said), shown
        assert "6" not in shown.removeprefix(said), shown  # nothing of its save, nor its die


async def test_the_players_table_counts_no_enemy_roll_the_copy_does_not_show(
    make_app, tmp_path, lang
):
    """Eclipse Phase: Okonkwo-9 attacks Exsurgente 2, whose defence is a critical failure
    (88). Play-test: "Dron de seguridad 1 … Pifias 1" in the players' copy for a defence
    roll the copy itself does not show; a later one: a 0 there is as false, "-" (a number
    the players cannot know). The GM's copy counts it."""
    app = make_app("eclipse_phase")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "n", "n", "t", "m")  # Okonkwo-9, opposed, against Exsurgente 2
        await press(pilot, "e")
        await answer(pilot, "40 88")
        await press(pilot, "enter", "R", "1", "enter")
        await pilot.pause()
        players = recap_path(tmp_path / "eclipse_phase.toml").read_text(encoding="utf-8")
        await press(pilot, "R", "2", "enter")
        await pilot.pause()
    gm = (tmp_path / "eclipse_phase.gm.recap.md").read_text(encoding="utf-8")

    def fumbles(recap: str) -> str:
        row = next(line for line in recap.splitlines() if line.startswith("| Exsurgente 2 |"))
        return row.split("|")[6].strip()

    assert "88" not in "".join(logged(players))  # the copy does not show the roll
    assert fumbles(gm) == "1"
    assert fumbles(players) == "-"


async def test_showing_a_hidden_enemy_leaves_the_pages_earlier_lines_as_they_were(
    make_app, tmp_path, lang
):
    """RyF: Bandido 1 hidden (`u`); Ruiseñor hits it (21 against 14); the GM shows it
    (`u`). Play-test: the page then rewrote the earlier line with its name and the number
    compared with ("Ruiseñor alcanza a Lobo del paso"), unlike the players' copy."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "bandido-1")
        await press(pilot, "u", "t", "e")
        await answer(pilot, "9 9 9")
        await answer(pilot, "6")
        await press(pilot, "enter")
        await pilot.pause()
        before = [line["text"] for line in build_view(app.engine.party, lang=lang)["log"]]
        await select_row(pilot, "bandido-1")
        await press(pilot, "u")  # shown
        await pilot.pause()
        after = [line["text"] for line in build_view(app.engine.party, lang=lang)["log"]]
        await press(pilot, "R", "1", "enter")
        await pilot.pause()
    copy = logged(recap_path(tmp_path / "ryf.toml").read_text(encoding="utf-8"))
    unseen = {"en": "an unseen enemy", "es": "un enemigo oculto"}[lang]
    assert len(before) == 2 and all(unseen in line for line in before), before
    assert after[: len(before)] == before
    assert copy[: len(before)] == before
    assert "Bandido 1" in after[-1]  # shown from then on


async def test_a_hidden_enemys_attack_leaves_no_line_with_open_rolls(make_app):
    """EZD6: Esqueleto 1 hidden (`u`) attacks Brunhilda on its turn (4 against 3); her
    armour save fails. Play-test: with the GM's rolls open the page showed "2 strikes
    dealt", no attacker named: an unseen attacker acted. Her save is hers and shows."""
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "esqueleto-1")
        await press(pilot, "u", *["n"] * 4, "t", "e")  # its turn: it attacks Brunhilda
        await answer(pilot, "4")
        await press(pilot, "s")
        await answer(pilot, "1")
        await press(pilot, "enter")
        await pilot.pause()
        written = [line.text for line in app.engine.party.log[-3:]]
        page = [line["text"] for line in build_view(app.engine.party, open_rolls=True)["log"]]
    assert written[0].startswith("Esqueleto 1 attacks Brunhilda") and written[1] == "1 strike dealt"
    assert page[-1].startswith("Brunhilda: armour save 4+: 1✗ -> 0 negated, 1 taken"), page
    assert "1 strike dealt" not in page
