"""What the panel brings back (issue 36, fourth-pass ruling): `t` opens with the kind of
roll the actor last made on their own turn (an attack's target, a test's skill), never a
save or a roll out of turn, and situational modifiers start fresh unless the GM pins
them (`j`); the panel says what came back. The GMs' reported cases, keys only."""

from gmconsole.screens.main_screen import MainScreen
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, plan_text, select, turn_holder

SIZE = (80, 24)


async def to_turn_of(pilot, cid: str) -> None:
    """Next turn (n) until ``cid`` holds the turn."""
    for _ in range(20):
        if turn_holder(pilot.app) == cid:
            return
        await press(pilot, "n")
    raise AssertionError(f"{cid} never got the turn")


async def test_ezd6_a_miraculous_save_out_of_turn_is_not_what_t_repeats(make_app):
    """Pip attacks on her turn; on Aldric's turn the GM rolls her life-threatening save
    (T on Pip, m m m, e 4, k, enter). On her next turn t, r, enter repeats her attack:
    the panel says so, and the save is not rolled again."""
    async with running(make_app("ezd6", seed=4), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await to_turn_of(pilot, "pip")
        await pilot.press("t", "t")  # against Esqueleto 2
        assert app.screen.choice("t").value == "esqueleto-2"
        assert "Remembered" not in plan_text(app)  # nothing yet
        await pilot.press("e")
        await answer(pilot, "2")  # a miss
        await press(pilot, "enter")
        await to_turn_of(pilot, "aldric")
        await select(pilot, "pip")
        await pilot.press("T", "m", "m", "m")
        assert app.screen.mode == "life"
        await pilot.press("e")
        await answer(pilot, "4")
        await press(pilot, "k", "enter")  # karma makes the 5+
        assert isinstance(app.screen, MainScreen)
        saves = sum("miraculous" in entry.text for entry in party.log)
        assert saves >= 1  # the save was rolled and applied
        await to_turn_of(pilot, "pip")
        await pilot.press("t")
        panel = app.screen
        assert (panel.mode, panel.choice("t").value) == ("attack", "esqueleto-2")
        assert "Remembered: Mode: attack · Target: Esqueleto 2 (enemy)" in plan_text(app)
        await press(pilot, "r", "enter")
        assert sum("miraculous" in entry.text for entry in party.log) == saves
        attack = next(e.text for e in reversed(party.log) if "attacks" in e.text)
        assert attack.startswith("Pip Cuchillos attacks Esqueleto 2")


async def test_ezd6_a_pinned_bane_is_carried_until_unpinned(make_app, lang):
    """The GM pins Aldric's bane (j): it comes back next round, the panel says it is
    pinned; unpinned (j again), the round after starts fresh: no bane, nothing pinned,
    his target still remembered."""
    pinned = {
        "en": "Pinned for next time (j unpins): ",
        "es": "Fijados para la próxima vez (j los suelta): ",
    }
    remembered = {"en": "Remembered: ", "es": "Recordado: "}
    async with running(make_app("ezd6", seed=4), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await to_turn_of(pilot, "aldric")
        await pilot.press("t", "n", "j")
        target = app.screen.choice("t").value
        assert pinned[lang] in plan_text(app)
        await pilot.press("e")
        await answer(pilot, "2 2")  # 2d6 keep the lowest: a miss
        await press(pilot, "enter")
        assert party.log[-1].text.startswith("Aldric el Gris")
        await pilot.press("n")
        await to_turn_of(pilot, "aldric")
        await pilot.press("t")
        panel = app.screen
        assert panel.choice("n").value == 1
        text = plan_text(app)
        assert remembered[lang] in text and pinned[lang] in text
        await pilot.press("j")  # unpinned: this bane is for this roll only
        assert pinned[lang] not in plan_text(app)
        await pilot.press("e")
        await answer(pilot, "2 2")
        await press(pilot, "enter")
        await pilot.press("n")
        await to_turn_of(pilot, "aldric")
        assert party.encounter.round == 3
        await pilot.press("t")
        panel = app.screen
        assert (panel.choice("n").value, panel.choice("t").value) == (0, target)
        assert pinned[lang] not in plan_text(app)


async def test_eclipse_phase_a_modifier_is_not_carried_to_another_test(make_app):
    """Srit's difficult -10 on an Infosec test does not come to her firearm test; her
    skill comes back (and says so), its modifier does not."""
    async with running(make_app("eclipse_phase", seed=5), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await to_turn_of(pilot, "srit")
        await pilot.press("t", "s", "i", "n", "f", "enter", "d")  # Infosec, difficult -10
        panel = app.screen
        assert panel.choice("s").value == {"skill": "Infosec"}
        assert panel.choice("d").value == "difficult"
        await press(pilot, "r", "enter")
        assert "Infosec" in party.log[-1].text
        await pilot.press("n")
        await to_turn_of(pilot, "srit")
        await pilot.press("t")
        panel = app.screen
        assert panel.choice("s").value == {"skill": "Infosec"}
        assert panel.choice("d").value == "average"
        assert "Remembered: Mode: success test · Skill or aptitude: Infosec" in plan_text(app)
        await pilot.press("s", "a", "r", "m", "a", "s", " ", "c", "enter")  # Armas cinéticas
        assert panel.choice("s").value == {"skill": "Armas cinéticas"}
        assert "[no modifiers]" in plan_text(app)
        await press(pilot, "r", "enter")
        shot = next(e.text for e in reversed(party.log) if "Armas cinéticas" in e.text)
        assert shot.startswith("Srit Armas cinéticas") and "-10" not in shot


async def test_fids_a_defence_out_of_turn_is_not_what_t_brings_back(make_app):
    """A test made out of turn (T: a defence, a reaction) leaves the actor's own test as
    t's default; the stance (situational) starts fresh."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        donny = turn_holder(app)
        await pilot.press("t", "s", "t")  # agility, unfavorable
        await pilot.press("e")
        await answer(pilot, "1 2 3")
        await press(pilot, "enter")
        await press(pilot, "n")
        await select(pilot, donny)
        await pilot.press("T", "s", "s", "s")  # a defence with another attribute
        defence = app.screen.choice("s").value
        assert defence != "agility"
        await pilot.press("e")
        await answer(pilot, "1 2 3")
        await press(pilot, "enter")
        await to_turn_of(pilot, donny)
        await pilot.press("t")
        panel = app.screen
        assert (panel.choice("s").value, panel.choice("t").value) == ("agility", "neutral")
        assert "Remembered: Attribute: " in plan_text(app)


async def test_a_new_fight_remembers_nothing_of_the_last(make_app):
    """Play-test: after E and a new A, Brunhilda's first t brought back her target of the
    last fight (a new Esqueleto 1, the same id). The README: within a fight."""
    app = make_app("ezd6", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await to_turn_of(pilot, "pip")
        await pilot.press("t", "t")
        await pilot.press("e")
        await answer(pilot, "2")  # a miss
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("E", "y")
        await pilot.pause()
        assert not app.engine.party.encounter.enemies
        await select(pilot, "pip")
        await pilot.press("t")
        assert "Remembered" not in plan_text(app)
