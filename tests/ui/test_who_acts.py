"""Who acts (third-pass ruling): ``t`` opens the panel with whoever has the turn as the
actor and the selected combatant as the target; ``T`` with the selected combatant as the
actor (a test out of turn) and no target unless the GM picks one. A FIDS test is against
nobody unless the GM picks someone."""

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.screens.main_keys import KEYS
from gmconsole.state.targets import side_of, target_warning
from tests.budget import each_system
from tests.conftest import ROOT
from tests.pilot_keys import press, running
from tests.ui.conftest import select, turn_holder

SIZE = (80, 24)


async def _open(pilot, *keys) -> PanelScreen:
    await press(pilot, *keys)
    assert isinstance(pilot.app.screen, PanelScreen)
    return pilot.app.screen


def sensible_targets(app, actor: str) -> list[str]:
    """The opponents ``actor`` may be against with no warning (up, in reach), in order."""
    party, rules = app.engine.party, app.screen.adapter.as_rules()
    ids = [c.id for c in party.encounter.combatants]
    return [cid for cid in ids if cid != actor and not target_warning(party, rules, actor, cid)]


@each_system(["ryf", "ezd6", "eclipse_phase"])
async def test_t_is_the_turn_holder_against_the_selected(make_app, system):
    """The last sensible opponent in the order (not the default next one) selected."""
    app = make_app(system)
    async with app.run_test(size=SIZE) as pilot:
        holder = turn_holder(app)
        *_, last = sensible_targets(app, holder)
        await select(pilot, last)
        panel = await _open(pilot, "t")
        assert panel.choice("a").value == holder
        assert panel.choice("t").value == last


async def test_capital_t_is_the_selected_out_of_turn_against_nobody(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        panel = await _open(pilot, "down", "down", "down", "T")  # Rakum, on Donny's turn
        assert panel.choice("a").value == "rakum"
        assert panel.choice("o").value is None


async def test_a_fids_test_is_against_nobody_unless_picked(make_app):
    """With an ally selected, t used to test against the first enemy (so no party roll
    reached the players' page); with an enemy selected, against that enemy (issue 36:
    RULINGS say nobody, the GM picks)."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        panel = await _open(pilot, "down", "down", "t")  # Lia (an ally) selected
        assert panel.choice("a").value == "donny"
        assert panel.choice("o").value is None
        await pilot.press("escape")
        panel = await _open(pilot, "up", "t")  # the capitan (an enemy, up) selected
        assert panel.choice("o").value is None


async def test_a_selected_opponent_wins_over_the_remembered_one(make_app):
    """Playtest: the panel reopened on the actor's last target even after the GM selected
    another enemy. The selection wins; with the actor itself selected, memory does."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        holder = turn_holder(app)
        first, *_, last = sensible_targets(app, holder)
        panel = await _open(pilot, "t")
        while panel.choice("t").value != last:
            await pilot.press("t")
        await pilot.press("r", "enter")
        await pilot.pause()
        assert turn_holder(app) == holder
        panel = await _open(pilot, "home", "t")  # the actor selected: the remembered one
        assert panel.choice("t").value == last
        await pilot.press("escape")
        await select(pilot, first)
        panel = await _open(pilot, "t")
        assert panel.choice("t").value == first


async def test_an_ally_selected_keeps_the_remembered_opponent(make_app):
    """Review: selecting an ally (not a sensible target) dropped the remembered opponent
    for the next one in the order; the memory stands."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        holder = turn_holder(app)
        *_, last = sensible_targets(app, holder)
        panel = await _open(pilot, "t")
        while panel.choice("t").value != last:
            await pilot.press("t")
        await pilot.press("r", "enter")
        await pilot.pause()
        assert holder != "fred" and side_of(app.engine.party, holder) == "party"
        await select(pilot, "fred")  # an ally
        panel = await _open(pilot, "t")
        assert panel.choice("t").value == last


def test_help_and_readme_say_who_acts():
    helps = {key: text for key, _, _, text, _ in KEYS}
    assert "whoever has the turn acts" in helps["t"]
    assert "selected combatant, out of turn" in helps["T"]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "`T` opens it with the **selected** combatant" in readme


async def test_the_help_says_an_ally_selected_is_not_the_default_target(make_app):
    """Playtest: the help said "the selected combatant is the target" while t with an ally
    selected tests against nobody (FIDS) or the next opponent: the help says so now, in
    both languages."""
    from textual.widgets import Static

    from gmconsole import i18n

    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "f1")
        text = "\n".join(str(s.render()) for s in app.screen.query(Static))
        assert "opponent who is up" in text and "never an ally" in text, text
        assert "the selected combatant is the target" not in text
    helps = {key: text for key, _, _, text, _ in KEYS}
    i18n.set_language("es")
    try:
        spanish = i18n.t(helps["t"])
    finally:
        i18n.set_language("en")
    assert "oponente en pie" in spanish and "nunca un aliado" in spanish, spanish


@each_system(["ryf", "ezd6"])
async def test_the_gm_s_u_d_or_c_on_an_enemy_is_no_default_target(make_app, system):
    """Play-test 10 (RyF): after `a` (a group), `u` on it and `i`, Ruiseñor's first `t`
    went against the group's first member, not the next opponent (El Tuerto): the GM's
    `u` counted as a pick. With the actor selected, the default is the next opponent."""
    app = make_app(system)
    async with app.run_test(size=SIZE) as pilot:
        holder = turn_holder(app)
        first, *_, last = sensible_targets(app, holder)
        await select(pilot, last)
        await press(pilot, "u", "u", "d")  # hidden, shown again; damage by the GM's hand
        await press(pilot, "1", "enter")
        await select(pilot, holder)
        panel = await _open(pilot, "t")
        assert panel.choice("t").value == first
