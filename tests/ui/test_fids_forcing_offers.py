"""FIDS forcing is offered only where it improves the outcome (third-pass ruling): never
after a complete success or a critical, no option that still fails; Misfortune is not
offered again once chosen; a force the character cannot pay is shown with no key
(issue 36)."""

from gmconsole.state.context import character_index
from tests.conftest import SAMPLES
from tests.live import live
from tests.pilot_keys import press, running
from tests.ui.conftest import answer
from tests.ui.test_panel_fids import keys_text, log_texts, result_text

SIZE = (80, 24)


async def test_a_critical_offers_no_force_and_a_stray_key_costs_nothing(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        donny = live(lambda: character_index(app.engine.party)["donny"])
        await pilot.press("t", "t")  # Donny, favorable: the reroll key is f
        await pilot.press("e")
        await answer(pilot, "6 6 6")
        assert "critical" in result_text(app)
        assert "f: reroll" not in result_text(app) and "f: reroll" not in keys_text(app)
        assert "nothing to force" in keys_text(app)
        await press(pilot, "f")  # a stray f: nothing (it used to spend all her Energy)
        assert "force costs" not in result_text(app)
        await press(pilot, "enter")
        assert donny.energy == 6  # 5 + the critical's 2, capped at 6; nothing paid
        assert "forced" not in " ".join(log_texts(app)[-3:])


async def test_a_lower_die_that_still_fails_is_not_offered(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.press("t", "e")  # Donny, strength 2, neutral
        await answer(pilot, "3 4 5")  # keeps 4 > 2; the 3 would still fail
        assert "force to 3" not in result_text(app)
        await press(pilot, "1")
        assert "forced" not in keys_text(app)


async def test_each_option_says_its_outcome_and_a_complete_success_offers_none(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.press("t", "e")
        await answer(pilot, "1 3 5")  # keeps 3 > 2: a failure; the 1 is a success
        assert "1: force to 1 for 2 Energy -> " in result_text(app)
        await pilot.press("escape", "t", "e")
        await answer(pilot, "1 1 2")  # keeps 1 < 2: complete
        assert "force to" not in result_text(app)
        assert "nothing to force" in keys_text(app)


async def test_misfortune_is_not_offered_once_chosen(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.press("t", "e")
        await answer(pilot, "1 3 5")
        assert "m: pay with Misfortune" in keys_text(app)
        await press(pilot, "m")
        assert "m: pay with Misfortune" not in keys_text(app)


def donny_with_energy(tmp_path, energy: int) -> None:
    """The FIDS sample with Donny's Energy at ``energy``."""
    text = (SAMPLES / "fids.toml").read_text(encoding="utf-8")
    (tmp_path / "fids.toml").write_text(
        text.replace("energy = 5", f"energy = {energy}", 1), encoding="utf-8"
    )


async def test_a_force_that_cannot_be_paid_is_shown_without_a_key(make_app, tmp_path):
    """Issue 36: Donny with 1 Energy, forcing to the 1 costs 2: the option is shown with
    why, no key takes it; once he pays with Misfortune (m) it has its key."""
    donny_with_energy(tmp_path, 1)
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        donny = live(lambda: character_index(party)["donny"])
        await pilot.press("t", "e")
        await answer(pilot, "1 3 5")  # keeps 3 > strength 2: failure
        assert "  force to 1 for 2 Energy -> " in result_text(app)
        assert "(not enough Energy: m pays with Misfortune)" in result_text(app)
        assert "1: force to" not in result_text(app)
        assert "force to that die" not in keys_text(app)
        assert "not enough Energy to force" in keys_text(app)
        await press(pilot, "1")  # no key for it: nothing happens
        assert "forced" not in keys_text(app) and not app.screen.error
        await press(pilot, "m", "1", "enter")
        assert donny.energy == 1 and party.pools.misfortune == 9


async def test_a_reroll_that_cannot_be_paid_has_no_key(make_app, tmp_path):
    donny_with_energy(tmp_path, 1)
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.press("t", "t", "t", "e")  # favorable
        await answer(pilot, "3 4 5")  # keeps the lowest, 3 > 2: failure
        assert "  reroll all three once" in result_text(app)
        assert "(needs 2 Energy: m pays with Misfortune)" in result_text(app)
        assert "f: reroll" not in result_text(app) and "f: reroll" not in keys_text(app)
        await press(pilot, "f")
        assert "force costs" not in result_text(app) and "forced" not in keys_text(app)


async def test_an_enemy_without_energy_is_told_it_cannot_force_and_has_no_key(make_app):
    """A guard has no Energy and never pays with Misfortune: it cannot force, and the
    panel says so without naming the Energy it does not have (play-test 5)."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        order = [c.id for c in app.engine.party.encounter.combatants]
        await pilot.press("home", *["down"] * order.index("guardia-1"), "T", "e")
        await answer(pilot, "1 5 6")  # keeps 5 > strength 3: failure; the 1 would succeed
        assert "  no force: Guardia del puerto 1 has nothing to pay one with" in result_text(app)
        assert "Misfortune" not in keys_text(app)
        assert "no force: nothing to pay one with" in keys_text(app)


def test_a_dearer_force_to_the_same_outcome_is_not_offered():
    """Unfavorable 2 3 6 against 4 fails; forcing to the 3 (3 Energy) and to the 2 (4
    Energy) both make it a complete success: only the cheaper one is offered (play-test)."""
    from gmconsole.systems.fids.panel import improving_options
    from rules import fids

    failed = fids.resolve(4, "unfavorable", (2, 3, 6), "strength")
    offered = [(option.die, option.cost) for option in improving_options(failed)]
    assert offered == [(3, 3)]


async def test_a_reroll_paid_with_misfortune_is_offered_at_that_price(make_app, tmp_path):
    """Play-test 24: with Misfortune chosen, the reroll was offered at its Energy price
    ("2 + difference") and cost 1 Misfortune, where a force said "for 1 Misfortune"."""
    donny_with_energy(tmp_path, 1)
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("t", "t", "t", "e")  # favorable
        await answer(pilot, "3 4 5")  # keeps the lowest, 3 > 2: failure
        await press(pilot, "m")
        said = "  f: reroll all three once for 1 Misfortune (the new result stands)"
        assert said in result_text(app)
        await press(pilot, "f")
        await answer(pilot, "1 1 2")
        await press(pilot, "enter")
        assert party.pools.misfortune == 9  # the sample's 8, and the 1 said
