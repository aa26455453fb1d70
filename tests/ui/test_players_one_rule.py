"""What the players' page shows and what their copy of the recap holds come from one rule
(``gmconsole.sight.players_line``; RULINGS fourth pass, "The record" and "The players'
view"), through the keys, in both languages: a roll not applied never shows an enemy's
numbers; the damage a member's attack rolls is the member's roll; an enemy's initiative
is a GM's roll, the order of the visible is public."""

import re

from gmconsole.players.view import build_view
from gmconsole.recap import recap_path
from tests.pilot_keys import press
from tests.ui.conftest import answer
from tests.ui.test_groups import select_row
from tests.ui.test_recap_players_copy import logged

SIZE = (80, 24)


def page(app, **options) -> list[str]:
    return [line["text"] for line in build_view(app.engine.party, lang="en", **options)["log"]]


async def players_copy(pilot, app, tmp_path) -> list[str]:
    await press(pilot, "R", "1", "enter")  # the players' copy
    await pilot.pause()
    return logged(recap_path(app.path).read_text(encoding="utf-8"))


async def ruisenor_hits_bandido_1(pilot) -> None:
    """Ruiseñor (the first turn) hits Bandido 1: 9 + 12 = 21 against 14, damage 6."""
    await select_row(pilot, "bandido-1")
    await press(pilot, "t", "e")
    await answer(pilot, "9 9 9")
    await answer(pilot, "6")


DEFENCE = {
    "en": (" (defence against a weapon: D 6 + Melee weapons 3 + 5 = 14)", " vs 14"),
    "es": (" (Defensa contra un arma: D 6 + Armas cuerpo a cuerpo 3 + 5 = 14)", " contra 14"),
}
"""Bandido 1's defence as the GM's log says Ruiseñor's attack on it, and the number the
roll was compared with: its sheet's numbers, never the players' (README)."""


def without_defence(line: str, lang: str) -> str:
    breakdown, compared = DEFENCE[lang]
    assert breakdown in line and compared in line, line  # the GM's own line has them
    return line.replace(breakdown, "").replace(compared, "")


async def test_a_roll_not_applied_never_shows_an_enemys_numbers(make_app, tmp_path, lang):
    """Play-test: "Tirada no aplicada: … · El Tuerto, cabecilla: PV 26 -> 22 (bien) · dados
    7 6 2 4" on the page and in the players' copy; play-test 29: its defence, "(defence
    against a weapon: D 7 + Melee weapons 6 + 5 = 18)", and the 18 compared with."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await ruisenor_hits_bandido_1(pilot)
        await press(pilot, "escape")
        gm_line = app.engine.party.log[-1].text
        shown = page(app)
        copy = await players_copy(pilot, app, tmp_path)
    hp = {"en": "Bandido 1: HP 20 -> 14", "es": "Bandido 1: PV 20 -> 14"}[lang]
    damage = {
        "en": "Ruiseñor hits Bandido 1: damage 1d10: 6 = 6",
        "es": "Ruiseñor alcanza a Bandido 1: daño 1d10: 6 = 6",
    }
    assert f" · {hp}" in gm_line and f" · {damage[lang]} · " in gm_line  # the GM's whole line
    assert f" · {hp} · " in gm_line  # no "(bien)": a state is named only when it changes
    said = re.sub(f" · {hp}[^·]*", " ", gm_line)  # its health word goes with it
    said = without_defence(said, lang)
    assert "20 -> 14" not in said and " · " + damage[lang] in said
    assert said in shown and said in copy


async def test_a_members_damage_roll_shows_on_the_page_as_in_the_copy(make_app, tmp_path, lang):
    """Play-test: the copy kept "El Tuerto, cabecilla recibe daño 1d10: 6 = 6", the page
    never showed it. The damage of a member's attack is the member's roll (RULINGS), said
    as the attacker's: both have it, neither has the enemy's HP. Play-test 29: both showed
    the visible enemy's defence, "(defence against a weapon: D 7 + Melee weapons 6 + 5 =
    18)" and the 18 compared with: enemies' numbers are never the players' (README), so
    both say the member's roll and its outcome, as for an unseen enemy."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await ruisenor_hits_bandido_1(pilot)
        await press(pilot, "enter")
        await pilot.pause()
        gm = [entry.text for entry in app.engine.party.log]
        shown = page(app)
        copy = await players_copy(pilot, app, tmp_path)
    damage = {
        "en": "Ruiseñor hits Bandido 1: damage 1d10: 6 = 6",
        "es": "Ruiseñor alcanza a Bandido 1: daño 1d10: 6 = 6",
    }
    assert damage[lang] in gm
    assert damage[lang] in shown and damage[lang] in copy
    assert not any("20 -> 14" in line for line in [*shown, *copy])
    attack = {
        "en": "Ruiseñor attacks Bandido 1 with Estoque: 1o3d10 median: (9,9,9)->9 + 12 = 21",
        "es": "Ruiseñor ataca a Bandido 1 con Estoque: 1o3d10 medio: (9,9,9)->9 + 12 = 21",
    }[lang] + {"en": ": success", "es": ": éxito"}[lang]
    assert without_defence(gm[0], lang) == attack  # the GM's log keeps the defence
    assert [line for line in copy if "Bandido 1" in line] == [attack, damage[lang]]
    assert [line for line in shown if "Bandido 1" in line] == [attack, damage[lang]]


async def test_an_enemys_attack_in_the_open_shows_its_dice_not_its_bonus(make_app, lang):
    """The review: with open rolls El Tuerto's attack read "(3,10,2)->3 + 15 = 18 vs 19"
    on the page: 15 is his sheet's (D + skill + precision), and the total tells it too.
    The page says his dice, the member's defence and the outcome; the GM's log all of it."""
    app = make_app("ryf", dice=[3, 10, 2])
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "cabecilla-1")
        await press(pilot, "T")  # El Tuerto attacks, out of turn: Ruiseñor (D 9 + 5 + 5)
        assert app.screen.choice("t").value == "ruisenor"
        await press(pilot, "r", "enter")
        gm = app.engine.party.log[0].text
        shown = page(app, open_rolls=True)
    bonus = {"en": "->3 + 15 = 18 vs 19: failure", "es": "->3 + 15 = 18 contra 19: fallo"}[lang]
    assert bonus in gm, gm  # the GM's own line has his numbers
    secret = {"en": " + bonus", "es": " + bono"}[lang]  # added, but not said what
    assert gm.replace(" + 15 = 18", secret) in shown, shown
    assert not any("15" in line or "18" in line for line in shown), shown


async def test_an_enemys_skill_roll_in_the_open_shows_its_dice_not_its_numbers(make_app):
    """The review: El Tuerto's Notice roll in the open read "Notice (P + 3): ... + 9 = 12
    vs 15" on the page: his skill and perception. The page says his dice, the difficulty
    the GM set and the outcome."""
    app = make_app("ryf", dice=[3, 5, 2])
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "cabecilla-1")
        await press(pilot, "T", "m", "r", "enter")  # a skill roll: Notice, difficulty 15
        gm = app.engine.party.log[-1].text
        shown = page(app, open_rolls=True)
    assert (
        gm
        == "El Tuerto, cabecilla Notice (P + 3): 1o3d10 median: (3,5,2)->3 + 9 = 12 vs 15: failure"
    )
    said = "El Tuerto, cabecilla Notice: 1o3d10 median: (3,5,2)->3 + bonus vs 15: failure"
    assert shown == [said]


async def test_a_members_shot_at_a_seen_enemy_keeps_the_ranges_difficulty(make_app):
    """A ranged attack's difficulty comes from the range band and cover (RULINGS: short
    15, medium 20, long 25), not from the enemy's sheet: the page says it, as the log."""
    app = make_app("ryf", dice=[2, 2, 2])
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "fred")
        await press(pilot, "T", "w")  # Fred, out of turn, with his revolver
        await choose_target(pilot, "bandido-1")
        await press(pilot, "r", "enter")
        gm = app.engine.party.log[-1].text
        shown = page(app)
    assert "(short range (35/60/120 m) = 15): " in gm and " vs 15: failure" in gm, gm
    assert gm in shown


async def test_an_enemys_initiative_is_the_gms_roll_the_order_is_public(make_app, tmp_path, lang):
    """Play-test: the copy kept El Tuerto's initiative roll and the "Initiative order" line,
    the page neither. The order of the visible shows on both; an enemy's roll only on the
    page with the GM's rolls open."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "i")  # everyone rolls: the order is new
        await pilot.pause()
        party = app.engine.party
        gm = [entry.text for entry in party.log]
        members = [m.name for m in party.members]
        enemies = [e.name for e in party.encounter.enemies]
        shown = page(app)
        open_page = page(app, open_rolls=True)
        await press(pilot, "n")  # a turn played: the recap has a fight
        copy = await players_copy(pilot, app, tmp_path)
    word = {"en": ": initiative ", "es": ": iniciativa "}[lang]
    order = next(line for line in gm if line.startswith(("Initiative order:", "Orden de")))
    rolls = [line for line in gm if word in line]
    theirs = [line for line in rolls if line.startswith(tuple(members))]
    gms = [line for line in rolls if line.startswith(tuple(enemies))]
    assert theirs and gms
    for lines in (shown, copy):
        assert order in lines
        assert all(line in lines for line in theirs)
        assert not any(line in lines for line in gms)
    # In the open by name only: its total tells its numbers (the second review: "El
    # Tuerto, cabecilla: initiative D 7 + P 6 + ...").
    said = {"en": "{}: initiative rolled", "es": "{}: tira la iniciativa"}[lang]
    for line in gms:
        assert said.format(line.split(word)[0]) in open_page and line not in open_page


async def test_a_fumble_is_said_in_the_consoles_language(make_app, lang):
    """Play-test: the English log said "triple 1: fumble (pifia)", "fumbles (pifia)"."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "bandido-1")
        await press(pilot, "t", "e")
        await answer(pilot, "1 1 1")
        await press(pilot, "enter")
        await pilot.pause()
        log = [entry.text for entry in app.engine.party.log]
    said = {
        "en": ["triple 1: fumble", "Ruiseñor fumbles: the GM narrates the mishap"],
        "es": ["triple 1: pifia", "Ruiseñor hace una pifia: el DJ narra el percance"],
    }[lang]
    assert said[0] in log[-2] and log[-1] == said[1], log
    if lang == "en":
        assert not any("pifia" in line for line in log)


async def choose_target(pilot, cid: str) -> None:
    """In the open panel, `t` until the target (the opponent) is ``cid``."""
    panel = pilot.app.screen
    for _ in range(10):
        if panel.choice("t").value == cid:
            return
        await press(pilot, "t")
    assert panel.choice("t").value == cid


async def test_the_gms_call_is_neither_on_the_page_nor_in_the_copy(make_app, tmp_path, lang):
    """Play-test 8 (Eclipse Phase): Twitch's opposed test against Okonkwo-9, an ally,
    closed with Escape: the players' copy (and the page) ended "(decisión del DJ:
    Okonkwo-9 está en el bando de Twitch)". Why the GM let the choice go ahead is the
    GM's note: the roll shows, the note does not. Closed unapplied, the GM decided
    nothing: no note in the log either, and the three read the same."""
    app = make_app("eclipse_phase")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "twitch")
        await press(pilot, "T", "m")  # Twitch's test out of turn: opposed
        await choose_target(pilot, "okonkwo")
        await press(pilot, "r", "escape", "R", "1", "enter")
        await pilot.pause()
        gm_line = app.engine.party.log[-1].text
        shown = page(app, open_rolls=True)
    copy = logged(recap_path(tmp_path / "eclipse_phase.toml").read_text(encoding="utf-8"))
    note = {
        "en": " (the GM's call: Okonkwo-9 is on Twitch's side)",
        "es": " (decisión del DJ: Okonkwo-9 está en el bando de Twitch)",
    }[lang]
    assert "Okonkwo-9" in gm_line and note not in gm_line, gm_line
    assert shown[-1] == copy[-1] == gm_line


async def test_the_gms_call_line_before_a_members_attack_stays_the_gms(make_app, lang):
    """EZD6: Brunhilda attacks Pip, an ally (`r` twice: the GM lets it go ahead); the
    log's "GM's call: Pip Cuchillos is on Brunhilda's side" is on neither the page nor
    the copy, the attack is on both."""
    from gmconsole.recap import render

    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "t")
        await choose_target(pilot, "pip")
        await press(pilot, "r", "r", "s", "enter")
        await pilot.pause()
        party = app.engine.party
        gm = [entry.text for entry in party.log]
        shown = page(app, open_rolls=True)
    call = {
        "en": "GM's call: Pip Cuchillos is on Brunhilda's side",
        "es": "Decisión del DJ: Pip Cuchillos está en el bando de Brunhilda",
    }[lang]
    assert gm[0] == call
    copy = logged(render(party))
    assert shown == copy == gm[1:]


async def test_an_opposed_roll_not_applied_shows_no_enemy_number(make_app, tmp_path):
    """Play-test 15 (Eclipse Phase): "Tirada no aplicada: Srit Armas cinéticas 25: …
    (prueba enfrentada contra Exsurgente 2) · enfrentada: gana Exsurgente 2 Esquivar 45"
    on the page and in the players' copy: the verdict named the enemy's skill and its
    number. The member's side stays; the enemy is named, never its numbers."""
    app = make_app("eclipse_phase")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "twitch")
        await press(pilot, "T", "m")  # Twitch, out of turn, an opposed test
        assert app.screen.choice("t").value.startswith("exsurgente")
        await press(pilot, "e")
        await answer(pilot, "90 10")
        await press(pilot, "escape")
        gm_line = app.engine.party.log[-1].text
        shown = page(app)
        copy = await players_copy(pilot, app, tmp_path)
    enemy_side = re.compile(r"Exsurgente \d [^·(]*\d")  # "Exsurgente 2 Esquivar 45"
    assert gm_line.startswith("Roll not applied: Twitch") and enemy_side.search(gm_line)
    said = [line for line in [*shown, *copy] if "Twitch" in line and "90" in line]
    assert said and not any(enemy_side.search(line) for line in said), said


async def test_an_attack_or_opposed_roll_on_an_ally_logs_the_gms_call(make_app):
    """Play-test 20: in RyF and Eclipse Phase the panel warned of an ally as the target,
    but the applied roll left no GM's call in the log, as FIDS and EZD6 do. It is the
    step's first line, the GM's only: the page shows the roll, not the call."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "t")  # Ruiseñor's attack
        await choose_target(pilot, "fred")
        await press(pilot, "r", "enter")
        await pilot.pause()
        gm = [entry.text for entry in app.engine.party.log]
        assert gm[0] == "GM's call: Fred is on Ruiseñor's side", gm
        assert page(app, open_rolls=True) == gm[1:]
    app = make_app("eclipse_phase")
    async with app.run_test(size=SIZE) as pilot:
        await select_row(pilot, "twitch")
        await press(pilot, "T", "m")  # Twitch's test out of turn: opposed
        await choose_target(pilot, "okonkwo")
        await press(pilot, "r", "enter")
        await pilot.pause()
        gm = [entry.text for entry in app.engine.party.log]
        assert gm[0] == "GM's call: Okonkwo-9 is on Twitch's side", gm
        assert not any("GM's call" in line for line in page(app, open_rolls=True))
