"""Used-up options are not remembered (third-pass ruling): a once-a-day specialization
already used and a token already handed over or returned open at their default the next
time, so ``r`` rolls; one the character cannot take now has no key and says why (so
handing the token and having it returned in one roll cannot be asked)."""

from gmconsole.dialogs.panel_screen import PanelScreen
from tests.pilot_keys import press, running

SIZE = (80, 24)


async def _bruno(pilot) -> PanelScreen:
    """The panel with Bruno (fourth in the order) as the actor, out of turn."""
    await press(pilot, "home", "down", "down", "down", "T")
    panel = pilot.app.screen
    assert isinstance(panel, PanelScreen)
    assert panel.choice("a").value == "bruno"
    return panel


def _bruno_character(app):
    return next(m for m in app.screen.party.members if m.id == "bruno")


async def test_a_used_specialization_is_not_remembered(make_app):
    async with running(make_app("ryf", seed=3), size=SIZE) as (app, pilot):
        panel = await _bruno(pilot)
        # A bandit as the target, the fists (brawl: his specialization), specialization on,
        # pinned (j) so that it would come back.
        await pilot.press("t", "w", "p", "j")
        assert panel.choice("p").value is True
        await press(pilot, "r", "enter")
        assert _bruno_character(app).specialization_used
        panel = await _bruno(pilot)
        assert panel.choice("w").value == 0  # out of turn: not what the panel repeats
        assert panel.pinned
        assert panel.choice("p").value is False  # pinned, but used: not remembered
        await press(pilot, "r")
        assert panel.rolled


async def test_a_token_moved_is_not_remembered(make_app):
    async with running(make_app("ryf", seed=3), size=SIZE) as (app, pilot):
        panel = await _bruno(pilot)
        await press(pilot, "t", "k", "j", "r", "enter")  # the token goes to the GM (pinned)
        assert _bruno_character(app).token == "gm"
        panel = await _bruno(pilot)
        assert panel.choice("k").value is False  # he has no token to hand over now
        await press(pilot, "g", "r", "enter")  # the GM returns it
        assert _bruno_character(app).token == "player"
        panel = await _bruno(pilot)
        assert panel.choice("g").value is False  # the GM holds no token to return now
        await press(pilot, "r")
        assert panel.rolled


async def test_an_option_that_cannot_be_taken_is_shown_with_why_and_no_key(make_app, lang):
    """Issue 36: the token with the GM, or the specialization used today, is not offered
    with a key (it was refused only at the roll); it says why."""
    from gmconsole.i18n import t
    from tests.ui.test_panel_fids import plan_text

    async with running(make_app("ryf", seed=3), size=SIZE) as (app, pilot):
        panel = await _bruno(pilot)
        assert "[k]" in plan_text(app) and "[g]" not in plan_text(app)
        assert t("no: the token is with the player") in plan_text(app)
        await press(pilot, "t", "w", "p", "k", "r", "enter")  # brawl, specialization, token
        assert _bruno_character(app).token == "gm"
        assert _bruno_character(app).specialization_used
        panel = await _bruno(pilot)
        await press(pilot, "w")  # the fists: his specialization's skill
        shown = plan_text(app)
        assert "[k]" not in shown and "[p]" not in shown and "[g]" in shown, shown
        assert t("no: the token is with the GM") in shown
        assert t("no: used today") in shown
        await press(pilot, "k", "p", "r")
        assert panel.rolled
