"""FIDS through the combat panel, keys only, typed-in dice: forcing with Energy or
Misfortune, and each second-pass ruling the console applies (RULINGS.md)."""

import pytest

from gmconsole.state.context import character_index
from tests.conftest import SAMPLES
from tests.live import live
from tests.pilot_keys import press
from tests.ui.conftest import answer, log_texts, on_screen, plan_text, select

SIZE = (80, 24)


def result_text(app) -> str:
    return str(app.screen.query_one("#result").render())


def keys_text(app) -> str:
    return str(app.screen.query_one("#keys").render())


def sample_with(tmp_path, pool: int, cap: bool = True) -> None:
    """The FIDS sample with the GM's pool at ``pool`` (and the cap option set)."""
    text = (SAMPLES / "fids.toml").read_text(encoding="utf-8")
    text = text.replace("misfortune = 8", f"misfortune = {pool}")
    if not cap:
        text = text.replace("[pools]", "[options]\nmisfortune_cap = false\n\n[pools]")
    (tmp_path / "fids.toml").write_text(text, encoding="utf-8")


async def test_fids_force_with_energy_then_with_misfortune(make_app):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        party = live(lambda: app.engine.party)
        donny = live(lambda: character_index(party)["donny"])
        before = party.model_dump()
        await pilot.press("t", "s", "t")  # agility, unfavorable
        await pilot.press("e")
        await answer(pilot, "2 4 6")
        assert "force to 2 for 4 Energy -> complete" in result_text(app)
        await pilot.press("1", "enter")
        await pilot.pause()
        assert donny.energy == 1
        assert log_texts(app)[-3:] == [
            "Donny: force 6 -> 2 (6 kept minus 2 chosen): cost 4 Energy (5 -> 1): complete success",
            "Donny: after the force: keep 2 (forced) < Agility 3: complete success",
            "Donny: Energy: force costs 4 Energy: 5 -> 1",
        ]
        await pilot.press("ctrl+z")
        assert party.model_dump() == before
        await pilot.press("t")  # Donny's agility comes back; the stance starts fresh
        assert (app.screen.choice("s").value, app.screen.choice("t").value) == (
            "agility",
            "neutral",
        )
        await pilot.press("t", "e")  # unfavorable again
        await answer(pilot, "2 4 6")
        await pilot.press("m", "1", "enter")
        await pilot.pause()
        assert donny.energy == 5 and party.pools.misfortune == 9
        # Playtest: paid with Misfortune, the line still showed the Energy formula.
        assert "Donny: force 6 -> 2: paid with 1 Misfortune to the GM: complete success" in (
            log_texts(app)
        )
        assert log_texts(app)[-1] == (
            "GM Misfortune 8 -> 9 (at most 15: house option Misfortune cap 15)"
        )


async def test_fids_favorable_reroll_and_critical_energy(make_app):
    """Second pass: the critical's +2 comes after the force is paid; both steps shown."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        party = live(lambda: app.engine.party)
        donny = live(lambda: character_index(party)["donny"])
        await pilot.press("t", "T")  # favorable (strength 2)
        await pilot.press("e")
        await answer(pilot, "3 4 5")
        await pilot.press("f")
        await answer(pilot, "1 1 1")  # the reroll: a triple, critical
        step = "Energy: force costs 4 Energy: 5 -> 1; critical +2 Energy (max 6): 1 -> 3"
        assert step in result_text(app)  # the panel says it before applying
        await pilot.press("enter")
        await pilot.pause()
        # cost 2 + |3 - 1| = 4: 5 -> 1, then the critical gives +2: 3
        assert donny.energy == 3
        assert log_texts(app)[-1] == f"Donny: {step}"


async def test_fids_triple_above_the_attribute_states_the_triple(make_app):
    """Second pass: a triple above the attribute reads 'triple 6: critical success'."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "o", "e")  # Donny, strength 2, neutral, vs the Capitana
        await answer(pilot, "6 6 6")
        decided = "3d6 neutral: 6 6 6 -> triple 6: critical success (triple, +2 Energy)"
        assert decided in result_text(app)
        await pilot.press("enter")
        await pilot.pause()
        log = log_texts(app)
        assert f"Donny, against Capitana Arbeloa: {decided}" in log
        assert not any("6 <=" in line or "> Strength" in line for line in log[-3:])
        assert log[-1] == "Donny: Energy: critical +2 Energy (max 6): 5 -> 6"


async def test_fids_full_capped_pool_is_not_offered(make_app, tmp_path):
    """Second pass: with the cap on, a point the pool cannot hold is not offered (why is
    shown) and m keeps paying with Energy."""
    sample_with(tmp_path, 15)
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        assert (
            "Pay with Misfortune: not offered: the Misfortune pool is 15 of at most 15 "
            "(house option Misfortune cap 15): it cannot hold 1 more"
        ) in " ".join(plan_text(app).split())
        await pilot.press("s", "t", "e")
        await answer(pilot, "2 4 6")
        assert "m: pay with Misfortune" not in keys_text(app)
        await pilot.press("m")
        assert app.screen.choice("m").value is False
        await pilot.press("1", "enter")
        await pilot.pause()
        party = live(lambda: app.engine.party)
        assert party.pools.misfortune == 15
        assert character_index(party)["donny"].energy == 1


async def test_fids_without_the_cap_the_pool_takes_a_sixteenth_point(make_app, tmp_path):
    sample_with(tmp_path, 15, cap=False)
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        assert "GM Misfortune 15 (no cap: house option Misfortune cap 15 is off)" in plan_text(app)
        await pilot.press("s", "t", "e")
        await answer(pilot, "2 4 6")
        await pilot.press("m", "1")
        assert "GM Misfortune 15 -> 16 (no cap" in result_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.engine.party.pools.misfortune == 16


async def test_fids_enemy_forces_with_energy_never_misfortune(make_app):
    """Second pass: the GM does not pay himself; an enemy with Energy forces with it."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")  # Capitana Arbeloa's turn
        await pilot.press("t")
        assert app.screen.choice("a").value == "capitan-1"
        assert (
            "Pay with Misfortune: not offered: Capitana Arbeloa is an enemy: the GM does not "
            "pay himself with Misfortune"
        ) in " ".join(plan_text(app).split())
        await pilot.press("e")  # strength 4, neutral
        await answer(pilot, "1 5 6")
        assert "1: force to 1 for 4 Energy -> complete" in result_text(app)
        await pilot.press("m")
        assert app.screen.choice("m").value is False
        await pilot.press("1", "enter")
        await pilot.pause()
        party = live(lambda: app.engine.party)
        assert character_index(party)["capitan-1"].energy == 0
        assert party.pools.misfortune == 8
        assert log_texts(app)[-1] == "Capitana Arbeloa: Energy: force costs 4 Energy: 4 -> 0"


async def test_an_enemy_test_shows_no_misfortune_pool(make_app):
    """Play-test 31: a guard's test (no Energy) showed "GM Misfortune 8 (cap 15)", a pool an
    enemy never pays with (RULINGS, FIDS second pass). A member's test still shows it."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await select(pilot, "guardia-1")
        await pilot.press("T")  # the guard's test, out of turn
        await pilot.pause()
        assert app.screen.choice("a").value == "guardia-1"
        assert "Misfortune" not in plan_text(app)
        await pilot.press("escape", "home", "t")  # Donny's: Energy and the GM's pool
        await pilot.pause()
        assert "Energy 5/6 · GM Misfortune 8 (at most 15" in " ".join(plan_text(app).split())


async def test_fids_against_starts_at_nobody_whoever_is_selected(make_app):
    """RULINGS (FIDS): a test's opponent defaults to nobody, the GM picks one (issue 36:
    the panel took the selected enemy, or the actor's last target)."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        assert app.screen.choice("o").value is None  # Donny himself selected
        assert "Warning" not in plan_text(app)
        await pilot.press("o", "r", "enter")  # the GM picks the Capitana, rolls, applies
        await pilot.pause()
        assert log_texts(app)[-1].startswith("Donny, against Capitana Arbeloa: 3d6")
        for keys in (["t"], ["down", "down", "down", "down", "t"], ["up", "up", "t"]):
            await pilot.press(*keys)  # Donny (his last pick), Guardia del puerto 1, Lía
            assert app.screen.choice("a").value == "donny"
            assert app.screen.choice("o").value is None, keys
            await pilot.press("escape")


async def test_a_hidden_enemy_comes_last_in_the_against_list_and_says_so(make_app):
    """Play-test 2: the first o jumped to the hidden Capitana, and the page then said
    "against an unseen enemy". Hidden enemies come after the seen ones, marked hidden
    (then Donny's allies: play-test 6)."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "u", "home", "t")  # the Capitana hidden; Donny's test
        await pilot.pause()
        panel = app.screen
        values = [label for _, label in panel.choice("o").values if label]
        assert values[3] == "Capitana Arbeloa (enemy, hidden)"  # nobody, the 2 guards
        assert all("(party)" in label for label in values[4:])
        await pilot.press("o")
        assert panel.choice("o").value != "capitan-1"


async def test_a_downed_enemy_in_the_against_list_says_so(make_app):
    """Play-test 17: a downed guard was offered as "Guardia del puerto 3 (enemigo,
    oculto)", like one up."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "u", "f", "home", "t")  # the Capitana hidden and down
        await pilot.pause()
        values = [label for _, label in app.screen.choice("o").values if label]
        assert "Capitana Arbeloa (enemy, hidden, down)" in values, values
        assert "Guardia del puerto 1 (enemy)" in values, values


async def test_a_hidden_enemy_who_is_up_comes_before_the_fallen(make_app):
    """Play-test 31: with both guards down and the hidden Capitana up, `o` picked a fallen
    guard, then the other, and only the third press the one still standing. Those up come
    first, hidden or not; then the fallen; the allies last."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        for cid, key in (("guardia-1", "f"), ("guardia-2", "f"), ("capitan-1", "u")):
            await select(pilot, cid)
            await pilot.press(key)
        await select(pilot, "donny")
        await pilot.press("t")
        await pilot.pause()
        panel = app.screen
        await pilot.press("o")
        assert panel.choice("o").value == "capitan-1"
        assert "Warning" not in plan_text(app)
        values = [label for _, label in panel.choice("o").values]
        assert values[1:4] == [
            "Capitana Arbeloa (enemy, hidden)",
            "Guardia del puerto 1 (enemy, down)",
            "Guardia del puerto 2 (enemy, down)",
        ], values


async def test_fids_strange_target_is_called_out_then_logged(make_app):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "f", "home")  # Capitana down (sinks to the end); Donny
        await pilot.press("t")
        panel = app.screen
        assert panel.choice("o").value is None
        # Past the guards who are up to the Capitana, down: after them, before allies.
        await pilot.press("o", "o", "o")
        assert panel.choice("o").value == "capitan-1"
        assert "Warning: Capitana Arbeloa is down: allowed, but check" in plan_text(app)
        await pilot.press("o")  # then Lía: Donny's ally, the allies last
        assert "Warning: Lía Sombraverde is on Donny's side" in plan_text(app)
        await pilot.press("e")  # allowed after the warning
        await answer(pilot, "1 2 3")
        await pilot.press("enter")
        await pilot.pause()
        assert log_texts(app)[-1] == (
            "Donny, against Lía Sombraverde (the GM's call: Lía Sombraverde is on Donny's "
            "side): 3d6 neutral: 1 2 3 -> keep 2 = Strength 2: tight success (complication)"
        )
        assert app.screen.last_target == "lia"


async def test_fids_second_opening_repeats_the_last_options(make_app):
    """Issue 13: within a fight the panel opens with the actor's last options, so repeating
    the last test against the same opponent is t, r, enter; backspace forgets them.
    Issue 36: the stance (situational) comes back because the GM pinned it (j)."""
    app = make_app("fids", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "s", "s", "T", "o")  # wit, favorable, against the Capitana
        await pilot.press("j")  # the stance is pinned
        panel = app.screen
        chosen = (panel.choice("s").value, panel.choice("t").value, panel.choice("o").value)
        assert chosen == ("wit", "favorable", "capitan-1")
        await pilot.press("r", "enter")
        await pilot.pause()
        count = len(log_texts(app))
        await pilot.press("t")
        panel = app.screen
        again = (panel.choice("s").value, panel.choice("t").value, panel.choice("o").value)
        assert again == chosen
        assert "Wit 4 or less" in plan_text(app)
        await pilot.press("r", "enter")
        await pilot.pause()
        log = log_texts(app)
        assert len(log) > count
        assert log[count].startswith("Donny, against Capitana Arbeloa: 3d6 favorable:")
        await pilot.press("t", "backspace")  # forget: the defaults again
        panel = app.screen
        assert (panel.choice("s").value, panel.choice("t").value) == ("strength", "neutral")
        await pilot.press("escape")
        await pilot.press("t")  # forgotten for good, not only in that opening
        assert app.screen.choice("s").value == "strength"


async def test_fids_pinned_target_who_went_down_gives_way(make_app):
    """A pinned opponent who is now down is not carried: nobody (third pass)."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "o", "j", "e")  # against the Capitana, pinned
        await answer(pilot, "1 2 3")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("t")
        assert app.screen.choice("o").value == "capitan-1"  # pinned: it comes back
        await pilot.press("escape", "down", "f", "home")  # the Capitana goes down; Donny
        await pilot.press("t")
        assert app.screen.choice("o").value is None


def crowded_fight(tmp_path) -> None:
    """The FIDS sample with three more enemies in the fight (Mastín 1, Guardia del puerto
    3, Rata 1), so whom a test is against is a long choice (more than 9 values)."""
    text = (SAMPLES / "fids.toml").read_text(encoding="utf-8")
    attributes = (
        "strength = 3\nagility = 4\nwit = 1\nwisdom = 1\ncharisma = 1\ninsight = 4\n"
        "precision = 3\ntechnique = 2\n"
    )
    extra = ""
    more = (("perro-1", "Mastín 1"), ("guardia-3", "Guardia del puerto 3"), ("rata-1", "Rata 1"))
    for cid, name in more:
        extra += (
            f'\n[[encounter.enemies]]\nid = "{cid}"\nname = "{name}"\n\n'
            f"[encounter.enemies.attributes]\n{attributes}"
        )
    head, combatants = text.split("[[encounter.combatants]]", 1)
    text = head + extra.lstrip("\n") + "\n[[encounter.combatants]]" + combatants
    for cid, _ in more:
        text += f'\n[[encounter.combatants]]\nid = "{cid}"\nside = "enemy"\ninitiative = 0\n'
    (tmp_path / "fids.toml").write_text(text, encoding="utf-8")


async def test_fids_long_choice_is_picked_by_typing(make_app, tmp_path):
    """Issue 13: with more than 9 values, o opens a list filtered as the GM types: the
    Mastín in 4 keys (o, two letters, enter); uppercase O still cycles back."""
    crowded_fight(tmp_path)
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        panel = app.screen
        assert len(panel.choice("o").values) > 9
        await pilot.press("o", "s", "t", "enter")  # "st": only Mastín 1
        await pilot.pause()
        assert app.screen is panel
        assert panel.choice("o").value == "perro-1"
        assert "Warning" not in plan_text(app)
        await pilot.press("O")  # the previous value, no list
        assert app.screen is panel
        assert panel.choice("o").value == "guardia-2"
        await pilot.press("o", "escape")  # the list closed without a choice: unchanged
        await pilot.pause()
        assert app.screen is panel and panel.choice("o").value == "guardia-2"


async def test_fids_panel_and_log_in_spanish(make_app, spanish):
    """Issue 14: the panel, its odds, the result and the log in the text's words."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "s", "t", "o")  # Agilidad/Destreza, desfavorable, the Capitana
        plan = " ".join(plan_text(app).split())
        assert "Prueba de FIDS" in plan
        assert "[t] Posición: desfavorable" in plan
        assert "3d6, se queda el dado mayor, Agilidad/Destreza 3 o menos" in plan
        assert "Infortunio del DJ 8 (como mucho 15: opción de la casa Infortunio máximo 15)" in plan
        assert "Probabilidades: crítico 2,8 %" in plan
        for english in ("Stance", "Energy", "Misfortune", "Odds", "keep the", "Chance of success"):
            assert english not in plan
        await pilot.press("e")
        await answer(pilot, "2 4 6")
        assert "1: forzar a 2 por 4 de Energía -> completo" in result_text(app)
        await pilot.press("1", "enter")
        await pilot.pause()
        assert log_texts(app)[-4:] == [
            "Donny, contra Capitana Arbeloa: 3d6 desfavorable: 2 4 6 -> se queda 6 > "
            "Agilidad/Destreza 3: fracaso",
            "Donny: forzar 6 -> 2 (6 obtenido menos 2 elegido): cuesta 4 de Energía (5 -> 1): "
            "éxito completo",
            "Donny: tras forzar: se queda 2 (forzado) < Agilidad/Destreza 3: éxito completo",
            "Donny: Energía: forzar cuesta 4 de Energía: 5 -> 1",
        ]


async def test_a_forced_result_fits_80x24_with_its_title_and_keys(make_app, spanish):
    """Play-test 31: at 80x24 in Spanish, a forced result scrolled the panel's title
    "Prueba de FIDS" off the top, and the key line ended "... · forzado" as if cut. The
    title, the whole result and the whole key line stay on the screen (the odds of each
    outcome are gone once rolled, the pools once forced: the result says what was paid)."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "e")  # Donny, Fuerza 2, neutral: 5 kept, a failure
        await answer(pilot, "1 5 6")
        await press(pilot, "1")  # force to 1 for 4 Energy
        shown = on_screen(app)
        assert "Prueba de FIDS" in shown
        assert "tras forzar: se queda 1 (forzado) < Fuerza 2: éxito completo" in shown
        assert "(queda en el registro) · ya forzado" in shown
        await pilot.press("escape", "t", "T", "m", "e")  # favorable, paid with Misfortune
        await answer(pilot, "4 5 6")
        await press(pilot, "f")
        await answer(pilot, "2 3 4")
        shown = on_screen(app)
        assert "Prueba de FIDS" in shown
        assert "Infortunio del DJ 8 -> 9" in shown
        assert "· ya forzado" in shown


@pytest.mark.parametrize("system", ["fids", "eclipse_phase"])
def test_shared_texts_mean_the_same_in_every_catalog(system):
    """The catalogs share one namespace (the first that has a text wins): a text FIDS or
    Eclipse Phase shares with the generic screens or another system must have the same
    Spanish there, or the panel would show the other's word (once "Test" read "Tirada")."""
    from tests.i18n.test_catalog import all_catalogs

    catalogs = all_catalogs()
    ours = next(catalog for where, catalog in catalogs.items() if f"/{system}/" in where)
    others = {where: catalog for where, catalog in catalogs.items() if catalog is not ours}
    clashes = [
        f"{text!r}: {spanish!r} here, {catalog[text]!r} in {where}"
        for text, spanish in ours.items()
        for where, catalog in others.items()
        if text in catalog and catalog[text] != spanish
    ]
    assert not clashes, "\n".join(clashes)


async def test_fids_attributes_are_named_in_the_consoles_language(make_app, lang):
    """Playtest: the English console said "Attribute: Fuerza" and "Agilidad/Destreza"
    beside "Energy" and "Stance". The combat box, the panel and the log name them in the
    console's language (the file keeps its keys)."""
    from gmconsole.widgets.combat_panel import CombatPanel

    words = {"en": ("Strength", "Agility"), "es": ("Fuerza", "Agilidad/Destreza")}[lang]
    others = {"en": ("Fuerza", "Agilidad"), "es": ("Strength", "Agility")}[lang]
    app = make_app("fids", dice=[2, 3, 6])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        box = "\n".join(app.screen.query_one(CombatPanel).rows)
        assert f"{words[0]}: 2" in box and f"{words[1]}: 3" in box, box
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("s")  # the second attribute
        await pilot.pause()
        assert f": {words[1]}" in plan_text(app)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        log = "\n".join(log_texts(app))
        assert f"= {words[1]} 3" in log, log
        assert not any(other in f"{box}\n{log}" for other in others), log


async def test_a_roll_not_applied_says_its_three_dice_once(make_app):
    """Play-test 7: "3d6 neutral: 1 2 5 -> … · dice 1 2 5": the outcome shows the dice."""
    import re

    from tests.pilot_keys import press, running

    async with running(make_app("fids", seed=3), size=(80, 24)) as (app, pilot):
        await press(pilot, "t", "r", "escape")
        text = app.engine.party.log[-1].text
        assert text.startswith("Roll not applied: "), text
        assert re.search(r"3d6 \w+: \d \d \d ->", text) and "dice " not in text, text


async def test_a_roll_not_applied_records_no_force_it_was_only_offered(make_app):
    """Play-test 8: "… · 1: force to 1 for 2 Energy -> complete" on the record of a roll
    closed with Escape read as a force taken. The panel offers it; the record has none."""
    from tests.pilot_keys import press, running

    async with running(make_app("fids", dice=[6, 5, 2]), size=(80, 24)) as (app, pilot):
        await press(pilot, "t", "r")
        assert "force to 2" in str(app.screen.query_one("#result").render())
        await press(pilot, "escape")
        text = app.engine.party.log[-1].text
        assert text.startswith("Roll not applied: ") and "failure" in text, text
        assert "force" not in text, text
