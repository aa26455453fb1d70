"""Escape never applies (third-pass ruling): in every panel it closes without applying;
dice already rolled or typed leave one log line "Roll not applied: ...", so no roll
vanishes, and nothing else changes."""

import pytest

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.state.context import name_of
from gmconsole.systems import SYSTEMS
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, turn_holder

SIZE = (80, 24)


def _state(app):
    """The log, and the rest of the party but the fight journal (which records the log's
    lines: the "roll not applied" line has its entry there, as every line does)."""
    party = app.engine.party.model_dump(mode="json")
    party.pop("journal", None)
    return party.pop("log"), party


@pytest.mark.parametrize("system", SYSTEMS)
async def test_escape_after_a_roll_logs_it_and_changes_nothing_else(make_app, system):
    async with running(make_app(system, seed=3), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        assert isinstance(app.screen, PanelScreen)
        log, before = _state(app)
        await press(pilot, "r")
        await press(pilot, "escape")
        assert not isinstance(app.screen, PanelScreen)
        log_after, after = _state(app)
        assert after == before, "escape applied something"
        assert len(log_after) == len(log) + 1
        assert log_after[-1]["text"].startswith("Roll not applied: ")
        # The line names the actor and the dice thrown (FIDS's outcome shows its three).
        encounter = app.engine.party.encounter
        actor = encounter.combatants[encounter.turn].id
        text = log_after[-1]["text"]
        assert name_of(app.screen.party, actor) in text
        # The dice are said once: in the outcome, or at the end (FIDS: tests/ui/test_panel_fids.py).
        assert text.count(" · dice ") <= 1, text


async def test_ezd6_escape_with_saves_pending_keeps_the_roll_on_record(make_app):
    """A hit typed in, armour saves still open: escape closes, karma untouched, and the
    typed dice are on the record (they used to vanish with no log line)."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        log, before = _state(app)
        await pilot.press("e")
        await answer(pilot, "6")
        for _ in range(4):  # whatever the roll still asks, close every dialog
            if isinstance(app.screen, PanelScreen):
                break
            await press(pilot, "escape")
        await press(pilot, "escape")
        assert not isinstance(app.screen, PanelScreen)
        log_after, after = _state(app)
        assert after == before
        assert log_after[-1]["text"].startswith("Roll not applied: ")
        assert "6" in log_after[-1]["text"]


async def test_eclipse_phase_d100_dice_are_said_as_the_number_they_make(make_app):
    """English UI play-test: the not-applied line said "dice 4 5" for a d100 of 45. Before
    any roll, escape logs nothing."""
    async with running(make_app("eclipse_phase", dice=[4, 5]), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        log, _ = _state(app)
        await press(pilot, "escape")
        assert not isinstance(app.screen, PanelScreen)
        assert _state(app)[0] == log
        await press(pilot, "t", "r")
        await press(pilot, "escape")
        text = app.engine.party.log[-1].text
        assert text.startswith("Roll not applied: ") and text.endswith("dice 45"), text
        actor = text.removeprefix("Roll not applied: ").split(" ")[0]
        assert text.count(actor) == 1, "the line names the actor once"


async def test_a_roll_not_applied_says_what_the_applied_roll_says(make_app, lang):
    """Playtest: FIDS "Tirada no aplicada: Mastín 2: 3d6 neutral: …" lost its "contra
    Hermano Tomás". The same roll, closed and then applied, says the same: the actor once,
    whom the test is against kept."""
    app = make_app("fids", dice=[2, 3, 5, 2, 3, 5])
    async with app.run_test(size=SIZE) as pilot:
        texts = []
        for last in ("escape", "enter"):
            await pilot.press("t")
            await pilot.pause()
            await pilot.press("o", "down", "enter")  # against the next one in the list
            await pilot.pause()
            await pilot.press("r")
            await pilot.pause()
            await pilot.press(last)
            await pilot.pause()
            texts.append([entry.text for entry in app.engine.party.log])
        not_applied = texts[0][-1]
        applied = texts[1][len(texts[0])]
        against = {"en": ", against ", "es": ", contra "}[lang]
        assert against in applied, applied
        body = not_applied.partition(": ")[2]
        assert body.split(" · ")[0] == applied, (not_applied, applied)


async def test_an_opposed_roll_not_applied_names_the_actor_once(make_app):
    """Eclipse Phase's opposed test: its odds and its sides are the combatants' names,
    not "A" and "B" (play-test 5: "A wins 35.2% · B wins 35.2%", "A: … · B: …"); the
    line not applied names the actor once, at its start."""
    app = make_app("eclipse_phase", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        encounter = app.engine.party.encounter
        actor = name_of(app.engine.party, encounter.combatants[encounter.turn].id)
        opponent = name_of(app.engine.party, app.screen.choice("t").text)
        plan = " ".join(str(app.screen.query_one("#plan").render()).split())
        assert f"{actor} wins " in plan and f" · {opponent} wins " in plan, plan
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        text = app.engine.party.log[-1].text
        assert text.startswith(f"Roll not applied: {actor} "), text
        assert f" · {opponent} " in text, text
        assert "A: " not in text and "B: " not in text, text


@pytest.mark.parametrize("system", SYSTEMS)
async def test_a_roll_not_applied_against_an_ally_is_no_gms_call_in_any_system(
    make_app, system, lang
):
    """Play-test: rolled against an ally and closed with Escape, the log read "Roll not
    applied: … (GM's call: Exhumano 1 is on Exhumano 3's side)", yet the GM decided
    nothing: the roll was not applied. The GM's call is said on an applied roll only;
    the line not applied names the roll against the ally, in every system."""
    async with running(make_app(system, seed=3), size=SIZE) as (app, pilot):
        party = app.engine.party
        members = {m.id for m in party.members}
        while turn_holder(app) not in members:
            await press(pilot, "n")
        actor = turn_holder(app)
        await press(pilot, "t")
        panel = app.screen
        for _ in range(4):  # the mode of a roll against someone (Eclipse Phase: opposed)
            if panel.against() is not None:
                break
            await press(pilot, "m")
        whom = next(
            c.key
            for c in panel.choices
            if c.key != panel.ACTOR_OPTION and c.value == panel.against()
        )  # the option that picks whom
        for _ in range(12):
            if panel.choice(whom).value in members - {actor}:
                break
            await press(pilot, whom)
        ally = panel.choice(whom).value
        assert ally in members - {actor}
        await press(pilot, "r")
        if not panel.rolled:  # EZD6 asks once more before an attack on an ally
            await press(pilot, "r")
        for _ in range(4):  # whatever the roll still asks (EZD6's saves), then the panel
            if app.screen is panel:
                break
            await press(pilot, "escape")
        await press(pilot, "escape")
        assert not isinstance(app.screen, PanelScreen)
        text = app.engine.party.log[-1].text
    side = {"en": "{name} is on {actor}'s side", "es": "{name} está en el bando de {actor}"}[lang]
    call = {"en": "the GM's call: ", "es": "decisión del DJ: "}[lang]
    not_applied = {"en": "Roll not applied: ", "es": "Tirada no aplicada: "}[lang]
    said = side.format(name=name_of(party, ally), actor=name_of(party, actor))
    assert text.startswith(not_applied) and name_of(party, ally) in text, text
    assert said not in text and call not in text, text
