"""A whole exchange per system through the combat panel, keys only, typed-in dice."""

from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from tests.conftest import told
from tests.edit import edit_character
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


async def test_ryf_melee_attack_with_explosions_and_damage(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        bandit = live(lambda: character_index(party)["bandido-1"])
        before = party.model_dump()
        # Ruiseñor's turn; select Bandido 1 as the target and open the panel.
        await pilot.press("down", "down", "down", "down", "down", "t")
        panel = app.screen
        assert panel.choice("t").value == "bandido-1"
        assert "Chance of success" in str(panel.query_one("#plan").render())
        await pilot.press("e")
        await answer(pilot, "7 10 10")  # median 10 explodes
        await answer(pilot, "6 6 8")  # 12 + 10 + 6 = 28 vs defence 14: hit
        asked = " ".join(str(widget.render()) for widget in app.screen.query("Static"))
        assert "damage 1d10 (a maximum rolls again): 1 die, then one more for each 10" in asked
        await answer(pilot, "10")  # 1d10 rolls its maximum: roll again
        # The prompt says how many more dice (play-test 30: it did not).
        asked = " ".join(str(widget.render()) for widget in app.screen.query("Static"))
        assert "damage 1d10 (a maximum rolls again): 1 more die: the 10 rolls again" in asked
        await answer(pilot, "3")
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        assert bandit.hp == 20 - 13
        texts = [e.text for e in party.log]
        assert (
            "Ruiseñor attacks Bandido 1 with Estoque (defence against a weapon: D 6 + "
            "Melee weapons 3 + "
            "5 = 14): 1o3d10 median: (7,10,10)->10 + (6,6,8)->6 (10 explodes) + 12 = 28 vs 14: "
            "success" in texts
        )
        assert "Ruiseñor hits Bandido 1: damage 1d10: 10+3 (maxima explode) = 13" in texts
        assert texts[-1] == "Bandido 1: HP 20 -> 7 (wounded)"
        await pilot.press("ctrl+z")
        assert party.model_dump() == before


async def test_ryf_critical_doubles_damage_and_token_goes_to_gm(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        index = live(lambda: character_index(party))
        await pilot.press("down", "down", "down", "down", "t")  # target: El Tuerto
        await pilot.press("k")  # token handed to the GM: median -> high
        await pilot.press("e")
        await answer(pilot, "7 10 10")  # high: 10 explodes
        await answer(pilot, "9 9 9")  # 12 + 10 + 9 = 31: critical
        await answer(pilot, "6")
        await press(pilot, "enter")
        assert index["cabecilla-1"].hp == 32 - 12
        assert index["ruisenor"].token == "gm"


async def test_ryf_skill_roll_natural_one_and_specialization(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        ruisenor = live(lambda: character_index(party)["ruisenor"])
        await pilot.press("t", "m")  # skill roll
        await pilot.press("s", *"cuerpo", "enter")  # Armas cuerpo a cuerpo
        await pilot.pause()
        await pilot.press("p", "e")  # specialization: high
        await answer(pilot, "1 1 2")
        await press(pilot, "enter")
        assert ruisenor.specialization_used
        assert "[level: high (specialization: high)]" in party.log[-1].text


async def test_ryf_opposed_roll_with_token_and_exact_odds(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        ruisenor = live(lambda: character_index(party)["ruisenor"])
        await pilot.press("t", "m", "m", "m")  # opposed
        panel = app.screen
        plan = str(panel.query_one("#plan").render())
        assert "Ruiseñor wins" in plan and "tie" in plan and "(exactly" in plan
        await pilot.press("k")  # Ruiseñor hands her token to the GM: median -> high
        assert "token +1" in str(panel.query_one("#plan").render())
        await pilot.press("e")
        await answer(pilot, "3 5 6 2 4 6")  # A keeps 6 (high), B keeps 4 (median)
        await press(pilot, "enter")
        text = party.log[-1].text
        assert text.startswith("Opposed: Ruiseñor") and "[level: high (token +1)]" in text
        assert ruisenor.token == "gm"
        await pilot.press("ctrl+z")
        assert ruisenor.token == "player"


async def test_ryf_tokens_belong_to_player_characters_only(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.press("t", "m", "m", "m", "x")  # opposed; the enemy opponent has no token
        # Third pass: a token is never offered for an enemy (it used to be, then refused).
        assert app.screen.choice("x").value == "specialization"
        assert "token" not in {value for value, _ in app.screen.choice("x").values}


async def test_ryf_experience_awards_xp_then_raises_a_skill(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        ruisenor = live(lambda: character_index(party)["ruisenor"])
        before = party.model_dump()
        await press(pilot, "X", "1", "enter")  # Experience: award XP (the form offers 7)
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        assert ruisenor.xp == 14
        assert party.log[-1].text == "Ruiseñor earns 7 XP (now 14)"
        await press(pilot, "X", "2", "enter")  # raise a skill: 22 skills, a list filtered by typing
        await press(pilot, "a", "d", "v", "enter")  # Advertir/Notar
        assert isinstance(app.screen, MainScreen)
        assert ruisenor.skills["notice"] == 6 and ruisenor.xp == 8
        assert party.log[-1].text == "Ruiseñor raises Notice 5 -> 6 for 6 XP (8 left)"
        await press(pilot, "X", "2", "enter", "a", "d", "v", "enter")  # 6 -> 7 for 7 XP
        assert ruisenor.skills["notice"] == 7 and ruisenor.xp == 1
        await press(pilot, "X", "2", "enter", "a", "d", "v", "enter")  # 7 -> 8 costs 8
        assert ruisenor.skills["notice"] == 7 and ruisenor.xp == 1  # refused, and said
        assert any("costs 8 XP" in text for text in told(app)), told(app)
        await press(pilot, "X", "escape")  # cancelled: nothing changes
        assert isinstance(app.screen, MainScreen) and ruisenor.xp == 1
        await pilot.press("ctrl+z", "ctrl+z", "ctrl+z")
        assert party.model_dump() == before


async def test_ryf_defence_matches_a_brawl_attack_and_the_gm_can_switch_it(make_app):
    """Second-pass ruling: brawl against brawl, melee weapons against a weapon; f switches."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("down", "down", "down", "down", "t")  # target: El Tuerto
        panel = app.screen
        await pilot.press("a", "a", "a", "w")  # Bruno, with his fists (brawl)
        plan = str(panel.query_one("#plan").render())
        assert "Defence skill: Brawl 4 (matches the attack)" in plan
        assert "Needs 16: defence against brawl: D 7 + Brawl 4 + 5 = 16" in plan
        await pilot.press("f")  # the GM switches to El Tuerto's other melee skill
        plan = str(panel.query_one("#plan").render())
        assert "Defence skill: Melee weapons 6 (the GM's switch)" in plan
        assert "Needs 18: defence switched by the GM: D 7 + Melee weapons 6 + 5" in plan
        await pilot.press("e")
        await answer(pilot, "3 5 7")  # 15 + 5 = 20 vs 18: hit
        await answer(pilot, "4")  # 1d6-2 = 2
        await press(pilot, "enter")
        texts = [e.text for e in party.log]
        assert texts[-3] == (
            'Bruno "Puño" Arrieta attacks El Tuerto, cabecilla with Puños (defence switched by '
            "the GM: D 7 + Melee weapons 6 + 5 = 18): 1o3d10 median: (3,5,7)->5 + 15 = "
            "20 vs 18: success"
        )
        assert character_index(party)["cabecilla-1"].hp == 30


async def test_ryf_opposed_natural_one_loses_whatever_the_totals(make_app):
    """Second-pass ruling: a natural 1 loses an opposed roll unless both sides roll one."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("t", "m", "m", "m")  # opposed: Ruiseñor vs El Tuerto, Notar each
        plan = str(app.screen.query_one("#plan").render())
        assert "A natural 1 (or a fumble) loses whatever the totals" in plan
        await pilot.press("e")
        await answer(pilot, "1 1 5 2 3 4")  # A: 1 + 15 = 16; B: 3 + 9 = 12
        result = str(app.screen.query_one("#result").render())
        assert "Ruiseñor's natural 1 loses whatever the totals" in result
        await press(pilot, "enter")
        assert party.log[-1].text == (
            "Opposed: Ruiseñor Notice (P + 5) (1,1,5)->1 + 15 = 16 vs El Tuerto, "
            "cabecilla Notice (P + 3) (2,3,4)->3 + 9 = 12: El Tuerto, cabecilla "
            "Notice (P + 3) wins (Ruiseñor's natural 1 loses whatever the totals)"
        )


async def test_ryf_attribute_total_of_30_is_not_a_critical(make_app):
    """Second-pass ruling: critical only on a successful skill roll or attack."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("t", "m", "m", "i", "i", "i", "i")  # attribute roll: perception
        await pilot.press("e")
        await answer(pilot, "10 10 10")  # 10 (no explosion) + 20 = 30
        await press(pilot, "enter")
        assert party.log[-1].text == (
            "Ruiseñor Perception x 2: 1o3d10 median: (10,10,10)->10 + 20 = 30 vs 15: success"
        )


async def test_ryf_three_ones_after_an_explosion_are_no_fumble(make_app):
    """Second-pass ruling: a fumble counts on the first throw only."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("down", "down", "down", "down", "down", "t")  # Bandido 1
        plan = str(app.screen.query_one("#plan").render())
        assert "three 1s fumble on the first throw only" in plan
        await pilot.press("e")
        await answer(pilot, "10 10 10")  # 10 explodes
        await answer(pilot, "1 1 1")  # 10 + 1 + 12 = 23 vs 14: a hit, not a fumble
        await answer(pilot, "4")
        await press(pilot, "enter")
        texts = [e.text for e in party.log]
        assert texts[-3].endswith(
            "1o3d10 median: (10,10,10)->10 + (1,1,1)->1 (10 explodes) + 12 = 23 vs 14: success"
        )
        assert not any("fumble" in text for text in texts)
        assert texts[-1] == "Bandido 1: HP 20 -> 16"


async def test_ryf_panel_shows_the_chance_to_down_the_target(make_app):
    """Issue 12: beside the chance to hit, P(down), P(dead) and the expected damage."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.press("down", "down", "down", "down", "down", "t")  # Bandido 1, HP 20
        plan = str(app.screen.query_one("#plan").render()).replace("\n", " ")
        # 1d10 exploding: 20+ needs two 10s (1/100) or a critical hit and one 10 (1/10).
        assert (
            "Chance to down Bandido 1 (HP 20 -> 0 or less): 1.0% · dead (HP -20 or less): 0.0%"
            in plan
        )
        assert "Hit 97.2% · critical 0.6% · expected damage 6.0 (6.1 on a hit)" in plan
        assert "Chance of success: 97.2%" in plan


async def test_ryf_default_target_is_an_opponent_who_is_up(make_app):
    """Issue 11: on El Tuerto's turn the last target (his own ally) is not the default."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "down", "down", "down", "down", "t", "r", "enter")
        assert app.screen.last_target == "bandido-1"
        await pilot.press("n", "n", "n", "n", "t")  # El Tuerto's turn
        panel = app.screen
        assert panel.choice("a").value == "cabecilla-1"
        # His allies (Bandido 1 and 2) are skipped: the next opponent in the order.
        assert panel.choice("t").value == "ruisenor"
        assert "⚠" not in str(panel.query_one("#plan").render())


async def test_ryf_attacking_a_downed_combatant_or_an_ally_is_called_out(make_app):
    from gmconsole.state.operations import Damage

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        app.screen.run(Damage(cid="bandido-1", amount=25))  # Bandido 1: HP -5, down
        await pilot.pause()
        order = [c.id for c in app.engine.party.encounter.combatants]
        await pilot.press(*["down"] * order.index("bandido-1"), "t")  # select Bandido 1
        panel = app.screen
        assert panel.choice("t").value == "cabecilla-1"  # the selected one is down
        while panel.choice("t").value != "bandido-1":  # the GM insists on Bandido 1
            await pilot.press("t")
        plan = str(panel.query_one("#plan").render())
        assert "⚠ Bandido 1 is down" in plan
        assert "Bandido 1 is already down (HP -5) · dead (HP -20 or less):" in plan
        while panel.choice("t").value != "bruno":  # back to Bruno, an ally
            await pilot.press("T")
        plan = str(panel.query_one("#plan").render())
        assert '⚠ Bruno "Puño" Arrieta is on Ruiseñor\'s side' in plan
        await press(pilot, "r", "enter")  # allowed after the warning
        texts = [e.text for e in app.engine.party.log]
        assert any(t.startswith('Ruiseñor attacks Bruno "Puño" Arrieta') for t in texts)


# --- issue 13: the panel remembers, long choices filter as the GM types -----------------


async def test_ryf_second_opening_repeats_the_last_attack(make_app):
    """Repeating last turn's attack is t, r, enter: same target, weapon and options."""
    async with running(make_app("ryf", seed=3), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("down", "down", "down", "down", "down", "t")  # Bandido 1
        await pilot.press("w")  # the second weapon: bare hands (Puños)
        first = {c.key: c.value for c in app.screen.choices}
        assert first["w"] == 1 and first["t"] == "bandido-1"
        await press(pilot, "r", "enter")
        assert isinstance(app.screen, MainScreen)
        await press(pilot, "t")
        assert {c.key: c.value for c in app.screen.choices} == first
        await press(pilot, "r", "enter")
        attacks = [e.text for e in party.log if e.text.startswith("Ruiseñor attacks")]
        assert len(attacks) == 2
        assert all(text.startswith("Ruiseñor attacks Bandido 1 with Puños") for text in attacks)
        await press(pilot, "t", "backspace")  # backspace forgets: the defaults again
        assert app.screen.choice("w").value == 0


async def test_ryf_a_skill_is_picked_by_typing(make_app):
    """One of 22 skills in 4 keys: s, two letters, enter."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.press("t", "m")  # a skill roll
        assert app.screen.choice("m").value == "skill"
        await press(pilot, "s", "p", "e", "enter")  # Pelea
        assert app.screen.choice("s").value == "brawl"
        await pilot.press("S")  # uppercase still cycles back
        assert app.screen.choice("s").value == "music"


async def test_ryf_a_shot_spends_ammunition_and_refuses_at_zero(make_app, tmp_path):
    """Issue 13: a weapon that names its ammunition counter spends one a shot."""
    from tests.conftest import SAMPLES

    text = (SAMPLES / "ryf.toml").read_text(encoding="utf-8")
    text = text.replace('name = "Revólver"\n', 'name = "Revólver"\nammo = "Balas"\n', 1)
    (tmp_path / "ryf.toml").write_text(text, encoding="utf-8")
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        fred = live(lambda: character_index(party)["fred"])
        await pilot.press("n", "t")  # Fred's turn
        while app.screen.choice("w").value != 1:  # the revolver
            await pilot.press("w")
        assert "Ammunition: Balas 6 (the shot spends one)" in str(
            app.screen.query_one("#plan").render()
        )
        await pilot.press("e")
        await answer(pilot, "2 2 2")  # a miss: the round is spent all the same
        await press(pilot, "enter")
        assert fred.counters[0].value == 5
        assert party.log[-1].text == "Fred: Balas 6 -> 5"
        await press(pilot, "ctrl+z")
        assert character_index(app.engine.party)["fred"].counters[0].value == 6
        fred = character_index(app.engine.party)["fred"]
        empty = [fred.counters[0].model_copy(update={"value": 0}), *fred.counters[1:]]
        app.engine.party = edit_character(app.engine.party, "fred", counters=empty)
        await press(pilot, "t")  # the panel remembers the revolver
        assert "no Balas left: Revólver cannot shoot" in app.screen.error
        await press(pilot, "r")
        assert not app.screen.rolled


async def test_ryf_panel_in_spanish(make_app, spanish):
    """Issue 14: the panel's options, odds lines and results in the text's words."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.press("down", "down", "down", "down", "down", "t")  # Bandido 1
        plan = str(app.screen.query_one("#plan").render())
        assert "[m] Modo: ataque" in plan
        assert "Ruiseñor ataca a Bandido 1 con Estoque: 1o3d10 medio + 12" in plan
        assert "Probabilidad de derribar a Bandido 1 (PV 20 -> 0 o menos): 1,0 %" in plan
        assert "Impacto 97,2 % · crítico 0,6 % · daño esperado 6,0 (6,1 si impacta)" in plan
        for english in ("Mode", "attacks", "Chance to down", "expected damage", "HP "):
            assert english not in plan
        await pilot.press("e")
        await answer(pilot, "7 10 10")
        await answer(pilot, "6 6 8")
        await answer(pilot, "10")
        await answer(pilot, "3")
        await press(pilot, "enter")
        assert [e.text for e in app.engine.party.log][-1] == "Bandido 1: PV 20 -> 7 (incapacitado)"


async def test_an_english_skill_name_finds_the_texts_skill(make_app):
    """Playtest: typing "steal" found nothing in English; the list shows the English name
    beside the text's (Sigilo)."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.press("t", "m")  # skill roll
        panel = app.screen
        assert panel.choice("m").value == "skill"
        await press(pilot, "s", *"steal", "enter")
        assert app.screen is panel
        assert panel.choice("s").value == "stealth"


async def test_a_party_members_default_target_is_a_seen_enemy_a_hidden_one_last_never_an_ally(
    make_app,
):
    """Play-test: Lobo's `t r Enter` went against the hidden El Tuerto, and the players'
    page said "against an unseen enemy". The GM can still pick a hidden one."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        first = app.screen.choice("t").value
        await pilot.press("escape")
        order = [c.id for c in app.engine.party.encounter.combatants]
        at = order.index(first)
        await pilot.press(*["down"] * at, "u", *["up"] * at, "t")  # hide it, back to the holder
        await pilot.pause()
        assert app.engine.party.encounter.combatant(first).hidden
        target = app.screen.choice("t").value
        assert target != first and not app.engine.party.encounter.combatant(target).hidden
        while app.screen.choice("t").value != first:  # the GM picks the hidden one
            await pilot.press("t")
        assert "⚠" not in str(app.screen.query_one("#plan").render())
        await pilot.press("escape")
        party = app.engine.party
        for cid in [c.id for c in party.encounter.combatants if c.side == "enemy"]:
            if not app.engine.party.encounter.combatant(cid).hidden:
                at = order.index(cid)
                await pilot.press(*["down"] * at, "u", *["up"] * at)
        await pilot.press("t")  # every enemy hidden (play-test 3: it defaulted to Fred)
        await pilot.pause()
        target = app.engine.party.encounter.combatant(app.screen.choice("t").value)
        assert target.side == "enemy" and target.hidden


async def test_a_hidden_enemy_the_gm_picked_comes_back_as_that_members_target(make_app):
    """Play-test 5: Okonkwo attacked the hidden drone; his next `t` came back with his
    weapon but not the drone, so `t r Enter` went against another enemy. The actor's own
    last target comes back, hidden or not; the default for anyone else stays a seen one."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        order = [c.id for c in app.engine.party.encounter.combatants]
        tuerto = next(c.id for c in app.engine.party.encounter.combatants if c.side == "enemy")
        at = order.index(tuerto)
        await press(pilot, *["down"] * at, "u", *["up"] * at, "t")
        while app.screen.choice("t").value != tuerto:  # the GM picks the hidden one
            await pilot.press("t")
        await press(pilot, "r", "enter", "n", "t")
        assert app.screen.choice("t").value != tuerto  # Fred's default: a seen enemy
        await press(pilot, "escape", *["n"] * (len(order) - 1), "t")
        assert app.engine.party.encounter.holder.id == order[0]
        assert app.screen.choice("t").value == tuerto


async def test_ryf_specialization_is_offered_only_on_its_own_skill(make_app, lang):
    """Playtest: `p` switched the specialization on for a skill that was not Nerea's; the
    panel then said "la especialización de Nerea la Sabia no es esta habilidad" and the
    odds went. Issue 36: it is offered only where it applies; elsewhere it has no key and
    the plan says why."""
    from gmconsole.i18n import t

    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "m")  # Ruiseñor's skill roll: Advertir, not her Armas CC
        await pilot.pause()
        panel = app.screen
        assert panel.choice("s").value == "notice"
        await pilot.press("p")
        await pilot.pause()
        plan = str(panel.query_one("#plan").render()).replace("\n", " ")  # wrapped at its comma
        assert panel.choice("p").value is False
        why = t(
            "{name}'s specialization is {skill}, not this skill",
            name="Ruiseñor",
            skill={"en": "Melee weapons", "es": "Armas cuerpo a cuerpo"}[lang],
        )
        assert t("Specialization: not offered: {why}", why=why) in plan, plan
        assert t("Chance of success: ") in plan
        assert "[p]" not in plan
        await pilot.press("s", *"cuerpo", "enter")  # her specialization's skill
        await pilot.pause()
        assert panel.choice("s").value == "melee_weapons"
        await pilot.press("p")
        await pilot.pause()
        plan = str(panel.query_one("#plan").render())
        assert panel.choice("p").value is True
        assert "[p]" in plan and t("Chance of success: ") in plan
        assert t("Specialization: not offered: {why}", why=why) not in plan


async def test_ryf_attributes_and_skills_are_named_in_the_consoles_language(make_app, lang):
    """Like FIDS's (playtest): the English console said "F: 6", "Skills: Advertir/Notar"
    and logged "Ruiseñor Advertir/Notar (P + 5)". English names in English, the text's in
    Spanish; the skill list keeps the text's word in English too, to type either."""
    from gmconsole.widgets.combat_panel import CombatPanel

    words = {
        "en": ("S: 6", "Melee weapons 5", "Ruiseñor Notice (P + 5)", "Notice (P) · Advertir"),
        "es": ("F: 6", "Armas cuerpo a cuerpo 5", "Ruiseñor Advertir/Notar (P + 5)", "Advertir"),
    }[lang]
    app = make_app("ryf", dice=[3, 5, 7])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        box = " ".join(" ".join(app.screen.query_one(CombatPanel).rows).split())  # wrapped
        assert words[0] in box and words[1] in box, box
        await pilot.press("t", "m")  # a skill roll: Advertir/Notar
        await pilot.pause()
        assert words[3] in app.screen.choice("s").shown
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.engine.party.log[-1].text.startswith(words[2]), app.engine.party.log[-1].text
