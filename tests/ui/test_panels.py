"""A whole exchange per system through the combat panel, keys only, typed-in dice."""

from gmconsole.screens.main_screen import MainScreen
from gmconsole.state.context import character_index
from tests.ui.conftest import answer

SIZE = (120, 40)


async def test_ryf_melee_attack_with_explosions_and_damage(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        bandit = character_index(party)["bandido-1"]
        before = party.model_dump()
        # Ruiseñor's turn; select Bandido 1 as the target and open the panel.
        await pilot.press("down", "down", "down", "down", "down", "t")
        panel = app.screen
        assert panel.choice("t").value == "bandido-1"
        assert "Chance of success" in str(panel.query_one("#plan").render())
        await pilot.press("e")
        await answer(pilot, "7 10 10")  # median 10 explodes
        await answer(pilot, "6 6 8")  # 12 + 10 + 6 = 28 vs defence 14: hit
        await answer(pilot, "10")  # 1d10 rolls its maximum: roll again
        await answer(pilot, "3")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert bandit.hp == 20 - 13
        texts = [e.text for e in party.log]
        assert (
            "Ruiseñor attacks Bandido 1 with Estoque (defence D 6 + Armas cuerpo a cuerpo 3 + "
            "5 = 14): 1o3d10 median: (7,10,10)->10 + (6,6,8)->6 (10 explodes) + 12 = 28 vs 14: "
            "success" in texts
        )
        assert "Bandido 1 takes damage 1d10: 10+3 (maxima explode) = 13" in texts
        assert texts[-1] == "Bandido 1: HP 20 -> 7 (wounded)"
        await pilot.press("ctrl+z")
        assert party.model_dump() == before


async def test_ryf_critical_doubles_damage_and_token_goes_to_gm(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        index = character_index(party)
        await pilot.press("down", "down", "down", "down", "t")  # target: El Tuerto
        await pilot.press("k")  # token handed to the GM: median -> high
        await pilot.press("e")
        await answer(pilot, "7 10 10")  # high: 10 explodes
        await answer(pilot, "9 9 9")  # 12 + 10 + 9 = 31: critical
        await answer(pilot, "6")
        await pilot.press("enter")
        await pilot.pause()
        assert index["cabecilla-1"].hp == 32 - 12
        assert index["ruisenor"].token == "gm"


async def test_ryf_skill_roll_natural_one_and_specialization(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        ruisenor = character_index(party)["ruisenor"]
        await pilot.press("t", "m")  # skill roll
        panel = app.screen
        panel.choice("s").select("melee_weapons")
        await pilot.press("p", "e")  # specialization: high
        await answer(pilot, "1 1 2")
        await pilot.press("enter")
        await pilot.pause()
        assert ruisenor.specialization_used
        assert "[level: high (specialization: high)]" in party.log[-1].text


async def test_fids_force_with_energy_then_with_misfortune(make_app):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        donny = character_index(party)["donny"]
        before = party.model_dump()
        await pilot.press("t", "s", "t")  # agility, unfavorable
        await pilot.press("e")
        await answer(pilot, "2 4 6")
        assert "force to 2 for 4 Energy -> complete" in str(
            app.screen.query_one("#result").render()
        )
        await pilot.press("1", "enter")
        await pilot.pause()
        assert donny.energy == 1
        assert "force 6 -> 2 (kept - chosen): cost 4 Energy (5 -> 1)" in party.log[-2].text
        await pilot.press("ctrl+z")
        assert party.model_dump() == before
        await pilot.press("t", "s", "t", "e")
        await answer(pilot, "2 4 6")
        await pilot.press("m", "1", "enter")
        await pilot.pause()
        assert donny.energy == 5 and party.pools.misfortune == 9


async def test_fids_favorable_reroll_and_critical_energy(make_app):
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        donny = character_index(party)["donny"]
        await pilot.press("t", "T")  # favorable (strength 2)
        await pilot.press("e")
        await answer(pilot, "3 4 5")
        await pilot.press("f")
        await answer(pilot, "1 1 1")  # the reroll: a triple, critical
        await pilot.press("enter")
        await pilot.pause()
        # cost 2 + |3 - 1| = 4: 5 -> 1, then the critical gives +2: 3
        assert donny.energy == 3
        assert any("critical recovers 2 Energy" in e.text for e in party.log)


async def test_eclipse_phase_test_retry_and_opposed(make_app):
    app = make_app("eclipse_phase")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        await pilot.press("n", "t")  # Twitch's turn
        panel = app.screen
        assert panel.choice("s").shown.startswith("Caída Libre")
        await pilot.press("d", "d", "d")  # hard -30
        await pilot.press("e")
        await answer(pilot, "3 6")  # 36 vs 35: failure
        await pilot.press("enter")
        await pilot.pause()
        assert party.encounter.retries[0].failures == 1
        await pilot.press("t", "d", "d", "d")
        assert "retry after 1 failure(s) -10" in str(app.screen.query_one("#plan").render())
        await pilot.press("e")
        await answer(pilot, "2 5")  # 25 <= 25
        await pilot.press("enter")
        await pilot.pause()
        assert party.encounter.retries == []
        assert party.log[-1].text.startswith(
            "Twitch Caída Libre 65: d100 vs TN 65 -40 = 25: rolled 25: success"
        )
        await pilot.press("t", "m", "e")  # opposed vs the selected/last target
        await answer(pilot, "3 3 4 5")
        await pilot.press("enter")
        await pilot.pause()
        assert party.log[-1].text.startswith("opposed:")


async def test_eclipse_phase_cap_and_taking_time(make_app):
    app = make_app("eclipse_phase")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        await pilot.press("n", "t")
        for _ in range(3):
            await pilot.press("D")  # effortless +30
        for _ in range(5):
            await pilot.press("x")  # other modifiers +50 -> raw +80
        plan = str(app.screen.query_one("#plan").render())
        assert "capped at +60 from +80" in plan
        await pilot.press("i", "r")  # taking time: TN 65 + 60 > 99: automatic
        await pilot.press("enter")
        await pilot.pause()
        assert "automatic success, no roll" in party.log[-1].text


async def test_ezd6_critical_chain_armour_saves_and_spill(make_app):
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        index = character_index(party)
        await pilot.press("down", "down", "down", "down", "t")  # Brunhilda vs Esqueleto 1
        await pilot.press("e")
        await answer(pilot, "6")  # kept 6: the critical chain starts
        await answer(pilot, "6")  # chain: one more strike
        await answer(pilot, "2")  # chain ends
        await pilot.press("s")
        await answer(pilot, "3")  # Esqueleto 1 fails its 6+ save: down, 2 strikes left
        await pilot.press("o", "1")  # extra strikes to the next enemy: Esqueleto 2
        await answer(pilot, "6")  # the second strike: Esqueleto 2's save passes
        await pilot.press("k")  # no effect after the saves: karma comes before them
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert index["esqueleto-1"].strikes == 0
        assert index["esqueleto-2"].strikes == 1
        texts = [e.text for e in party.log]
        assert "critical chain: 6 2 -> +1 strike" in texts
        assert "2 strike(s) dealt" in texts
        assert "Esqueleto 2: armour save 6+: 6✓ -> 1 negated, 0 taken: strikes 1 -> 1" in texts


async def test_ezd6_karma_and_helpers(make_app):
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        index = character_index(party)
        await pilot.press("t", "m")  # task
        await pilot.press("d", "d")  # difficulty 5
        await pilot.press("h", "2")  # Sor Elena helps
        await pilot.pause()
        await pilot.press("e")
        await answer(pilot, "3 4")  # 2d6 keep highest: 4
        await pilot.press("k", "enter")  # +1 karma: 5, success
        await pilot.pause()
        assert index["brunhilda"].karma == 1
        helper = next(c for c in party.encounter.combatants if c.id == "sor-elena")
        assert helper.loses_next_action
        assert [e.text for e in party.log] == [
            "Brunhilda task: 2d6 keep highest (1 helper): 3 4 -> 4, +1 karma -> 5 vs 5: success",
            "helped by Sor Elena (they lose their next action)",
            "Brunhilda: karma 2 -> 1",
        ]


async def test_ezd6_hero_die_and_miraculous_save(make_app):
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        brunhilda = character_index(party)["brunhilda"]
        await pilot.press("t", "m", "e")
        await answer(pilot, "1")
        await pilot.press("H")
        await answer(pilot, "5")
        await pilot.press("enter")
        await pilot.pause()
        assert brunhilda.hero_dice == 0
        await pilot.press("t", "m", "m", "m", "e")  # life-threatening save
        await answer(pilot, "6")
        await pilot.press("enter")
        await pilot.pause()
        assert brunhilda.strikes == 1


async def test_ryf_opposed_roll_with_token_and_exact_odds(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        party = app.engine.party
        ruisenor = character_index(party)["ruisenor"]
        await pilot.press("t", "m", "m", "m")  # opposed
        panel = app.screen
        plan = str(panel.query_one("#plan").render())
        assert "A wins" in plan and "tie" in plan and "(exactly" in plan
        await pilot.press("k")  # Ruiseñor hands her token to the GM: median -> high
        assert "token +1" in str(panel.query_one("#plan").render())
        await pilot.press("e")
        await answer(pilot, "3 5 6 2 4 6")  # A keeps 6 (high), B keeps 4 (median)
        await pilot.press("enter")
        await pilot.pause()
        text = party.log[-1].text
        assert text.startswith("opposed: Ruiseñor") and "[level: high (token +1)]" in text
        assert ruisenor.token == "gm"
        await pilot.press("ctrl+z")
        assert ruisenor.token == "player"


async def test_ryf_tokens_belong_to_player_characters_only(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "m", "m", "m", "x")  # opposed; the enemy opponent hands a token
        assert "is not a player character: no token" in app.screen.error
        await pilot.press("enter")
        await pilot.pause()
        assert not any(e.text.startswith("opposed:") for e in app.engine.party.log)


async def test_panel_closes_when_the_fight_changes_under_it(make_app):
    """A dialog's late answer (remove a combatant) lands after the panel was built: the
    panel's next key closes it with a notice instead of using a combatant who is gone."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        main = app.screen
        await pilot.press("t")
        panel = app.screen
        assert panel.choice("t").value == "cabecilla-1"
        main.run_op("remove", cid="cabecilla-1")  # what the late callback does
        await pilot.press("k")
        await pilot.pause()
        assert app.screen is main and app.is_running
        assert "cabecilla-1" not in [c.id for c in app.engine.party.encounter.combatants]
