"""A whole exchange per system through the combat panel, keys only, typed-in dice."""

from textual.widgets import Input

from gmconsole.i18n import t
from gmconsole.state.context import character_index
from gmconsole.widgets.keys_footer import KeysFooter
from tests.live import live
from tests.pilot_keys import burst, press, running
from tests.ui.conftest import answer, drawn, plan_text, toasts

SIZE = (80, 24)


async def test_eclipse_phase_test_retry_and_opposed(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("n", "t")  # Twitch's turn
        panel = app.screen
        assert panel.choice("s").shown.startswith("Caída Libre")
        await pilot.press("d", "d", "d")  # hard -30
        await pilot.press("e")
        await answer(pilot, "36")  # one number: 36 vs 35, failure
        await press(pilot, "enter")
        assert party.encounter.extra.retries[0].failures == 1
        assert party.log[-1].text.endswith("failure, MoF 1")  # no GM's hint in the record
        await pilot.press("t")  # Twitch's test from last time; its difficulty starts fresh
        assert app.screen.choice("s").shown.startswith("Caída Libre")
        assert app.screen.choice("d").value == "average"
        await pilot.press("d", "d", "d")  # hard -30 again
        assert app.screen.choice("d").value == "hard"
        plan = str(app.screen.query_one("#plan").render())
        assert "Caída Libre 65: TN 65 -30 = 35 [hard -30]" in plan  # never applied unasked
        assert "Suggestion: Twitch's last test was this one and failed: y marks a retry" in plan
        await pilot.press("y")  # the GM marks it as a retry
        plan = str(app.screen.query_one("#plan").render()).replace("\n", " ")
        assert "TN 65 -40 = 25 [hard -30, retry after 1 failed try -10]" in plan
        assert "Suggestion" not in plan
        await pilot.press("e")
        await answer(pilot, "25")  # 25 <= 25
        await press(pilot, "enter")
        assert party.encounter.extra.retries == []
        assert party.log[-1].text.startswith(
            "Twitch Caída Libre 65: d100 vs TN 65 -40 [hard -30, retry after 1 failed try -10] "
            "= 25: rolled 25: success"
        )
        await pilot.press("t")  # the retry mark is never remembered
        assert app.screen.choice("y").value == 0
        await pilot.press("m", "e")  # opposed vs the selected/last target
        await answer(pilot, "33 45")
        await press(pilot, "enter")
        assert party.log[-1].text.startswith("Opposed:")


async def test_eclipse_phase_cap_and_taking_time(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("n", "t")
        for _ in range(3):
            await pilot.press("D")  # effortless +30
        await press(pilot, "x", "plus", "5", "0", "enter")  # typed: other modifiers +50
        assert app.screen.choice("x").value == 50  # raw +80
        plan = str(app.screen.query_one("#plan").render())
        assert "capped at +60 from +80" in plan
        await pilot.press("i", "r")  # taking time: TN 65 + 60 > 99: automatic
        await press(pilot, "enter")
        assert "automatic success, no roll" in party.log[-1].text


async def test_eclipse_phase_retry_is_not_carried_to_another_test_or_an_opposed_one(make_app):
    """Second pass: a retry is marked for one test; changing the test or the mode clears it,
    and an opposed test offers no retry at all."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("n", "t", "y", "y")
        panel = app.screen
        assert panel.choice("y").shown == "after 2 failed tries -20"
        await press(pilot, "s", "f", "r", "enter")  # another test: the retry mark is gone
        assert panel.choice("s").shown.startswith("Freerunning")
        assert panel.choice("y").value == 0
        await pilot.press("y", "m")  # opposed: never a retry, the option is hidden
        assert panel.choice("y").value == 0
        assert "Retry of the same test" not in str(panel.query_one("#plan").render())
        await pilot.press("e")
        await answer(pilot, "33 45")
        await press(pilot, "enter")
        assert "retry" not in app.engine.party.log[-3].text
        assert app.engine.party.log[-1].text.startswith("Opposed:")


async def test_eclipse_phase_initiative_is_a_house_option_and_help_says_so(make_app):
    async with running(make_app("eclipse_phase", dice=[7]), size=SIZE) as (app, pilot):
        await press(pilot, "I")  # re-roll the selected combatant (Exsurgente 1: INT 20, REF 25)
        assert app.engine.party.log[-1].text == (
            "Exsurgente 1: initiative 16: 1d10 rolled 7, plus 9 for (INT + REF) / 5 "
            "(house option: not in the text)"
        )
        await press(pilot, "f1")
        shown = " ".join(str(s.render()) for s in app.screen.query("Static"))
        assert "Initiative is not in the text. House option initiative_roll" in " ".join(
            shown.split()
        )


async def test_eclipse_phase_initiative_line_reads_in_words_in_spanish(make_app, spanish):
    """Play-test 11: "1d10 7 + (INT + REF) / 5 9 = 16" was hard to read; the total comes
    first and each number says what it is."""
    async with running(make_app("eclipse_phase", dice=[7]), size=SIZE) as (app, pilot):
        await press(pilot, "I")
        assert app.engine.party.log[-1].text == (
            "Exsurgente 1: iniciativa 16: 1d10 sacó 7, más 9 por (INT + REF) / 5 "
            "(opción de la casa: no está en el texto)"
        )


async def test_eclipse_phase_default_opponent_is_an_opponent_who_is_up(make_app):
    """Issue 11: on Exsurgente 1's turn with its ally selected, the opposed test's default
    opponent is the next party member in the order, not the ally."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("down", "down", "down")  # select Exsurgente 2 (an ally)
        assert app.screen.tracker.selected_id == "exsurgente-2"
        await pilot.press("t", "m")
        panel = app.screen
        assert panel.choice("a").value == "exsurgente-1"
        assert panel.choice("t").value == "twitch"
        assert "Warning" not in plan_text(app)
        await pilot.press("escape")
        await pilot.press("up", "up", "f")  # Twitch is down (and sinks to the end)
        await pilot.press("home", "t", "m")  # Exsurgente 1 itself selected
        assert app.screen.choice("t").value == "okonkwo"  # the next opponent who is up


async def test_eclipse_phase_strange_opponent_is_called_out_before_the_roll(make_app):
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("down", "f", "home")  # Twitch down (to the end); Exsurgente 1
        await pilot.press("t", "m")
        panel = app.screen
        assert panel.choice("t").value == "okonkwo"
        await pilot.press("T")  # back (round the list) to Exsurgente 2: the ally, last
        assert panel.choice("t").value == "exsurgente-2"
        assert "Warning: Exsurgente 2 is on Exsurgente 1's side" in plan_text(app)
        await pilot.press("T")  # Twitch, who is down: after those up
        assert panel.choice("t").value == "twitch"
        assert "Warning: Twitch is down: allowed, but check" in plan_text(app)
        await pilot.press("t")  # Exsurgente 2 again
        assert panel.choice("t").value == "exsurgente-2"
        assert "Warning: Exsurgente 2 is on Exsurgente 1's side" in plan_text(app)
        await pilot.press("e")  # allowed after the warning
        await answer(pilot, "33 45")
        await press(pilot, "enter")
        log = [entry.text for entry in app.engine.party.log[-3:]]
        assert log[1].startswith("Exsurgente 2 Esquivar 45")  # the defence
        assert log[1].endswith("(opposed test against Exsurgente 1)")
        assert log[2] == "Opposed: Exsurgente 2 wins"  # 45 beats 33


async def test_eclipse_phase_second_opening_repeats_the_last_options(make_app):
    """Issue 13: within a fight the panel opens with the actor's last options (test,
    mode, opponent; issue 36: difficulty and modifiers only when pinned, j), so repeating
    is t, r, enter; backspace forgets them, the pin too."""
    async with running(make_app("eclipse_phase", seed=5), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("n", "t")  # Twitch
        await press(pilot, "s", "p", "e", "r", "enter")  # Percepción, typed
        await pilot.press("d", "h", "j")  # difficult -10, one helper +10, pinned
        panel = app.screen
        chosen = {key: panel.choice(key).value for key in "sdh"}
        assert chosen == {"s": {"skill": "Percepción"}, "d": "difficult", "h": 1}
        await press(pilot, "r", "enter")
        count = len(party.log)
        await pilot.press("t")
        panel = app.screen
        assert {key: panel.choice(key).value for key in "sdh"} == chosen
        assert "Percepción 40: TN 40 +0 = 40 [difficult -10, 1 helper +10]" in plan_text(app)
        await press(pilot, "r", "enter")
        assert party.log[count].text.startswith("Twitch Percepción 40: d100 vs TN 40")
        await pilot.press("t", "backspace")
        panel = app.screen
        assert panel.choice("s").shown.startswith("Caída Libre")
        assert (panel.choice("d").value, panel.choice("h").value) == ("average", 0)
        assert "Pinned" not in plan_text(app)


async def test_eclipse_phase_long_choice_is_picked_by_typing(make_app):
    """Issue 13: a test among skills and aptitudes (more than 8) in 4 keys: s, two
    letters, enter; the opponent's test too; uppercase S still cycles back."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("n", "t")  # Twitch
        panel = app.screen
        assert len(panel.choice("s").values) > 8
        await press(pilot, "s", "t", "i", "enter")  # "ti": Armas cinéticas only
        assert app.screen is panel
        assert panel.choice("s").value == {"skill": "Armas cinéticas"}
        await pilot.press("S")  # the previous value, no list
        assert app.screen is panel
        assert panel.choice("s").value == {"skill": "Freerunning"}
        await press(pilot, "m", "o", "s", "o", "m", "space", "x", "2", "enter")  # SOM x2
        assert panel.choice("o").value == {"aptitude": "somatics", "multiplier": 2}
        assert "SOM x2" in plan_text(app)


async def test_eclipse_phase_panel_and_log_in_spanish(make_app, spanish):
    """Issue 14: the panel, its odds, the result and the log in the text's words (número
    objetivo, margen de fracaso, prueba enfrentada, punto muerto)."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("n", "t", "d", "d", "d")  # Twitch, Caída Libre, dura -30
        plan = " ".join(plan_text(app).split())
        assert "[d] Dificultad: dura -30" in plan
        assert "[s…] Habilidad o aptitud: Caída Libre (65)" in plan
        assert "Twitch Caída Libre 65: NO 65 -30 = 35 [dura -30]" in plan
        assert "36,0 %" in plan  # 00 to 35: the chance, as a Spanish reader writes it
        for english in ("Difficulty", "Severity", "TN", "hard", "Chance of success", "Test:"):
            assert english not in plan
        await pilot.press("e")
        await answer(pilot, "36")
        await press(pilot, "enter")
        assert party.log[-1].text == (
            "Twitch Caída Libre 65: d100 contra NO 65 -30 [dura -30] = 35: sacado 36: fracaso, "
            "MdF 1"
        )
        await pilot.press("t", "m")  # prueba enfrentada
        plan = " ".join(plan_text(app).split())
        assert "[m] Modo: prueba enfrentada" in plan
        assert "gana Twitch" in plan and "punto muerto" in plan
        await pilot.press("e")
        await answer(pilot, "99 99")  # both 99: both fail
        await press(pilot, "enter")
        assert party.log[-1].text == "Enfrentada: punto muerto"
        assert party.log[-3].text.startswith("Twitch Caída Libre 65: d100 contra NO")
        assert party.log[-3].text.endswith("(prueba enfrentada contra Exsurgente 2)")


def dialog_texts(app) -> list[str]:
    """The dice dialog's words, each widget's own (title, label, hint ...)."""
    return [str(widget.render()) for widget in app.screen.query("Static")]


async def test_eclipse_phase_d100_is_typed_as_one_number(make_app):
    """Issue 13: a d100 is one number 00 to 99 (0 is 00); several at once, or one at a time."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await pilot.press("n", "t", "e")  # Twitch, Caída Libre 65
        assert "Twitch Caída Libre 65 (d100): one number 00 to 99" in " ".join(dialog_texts(app))
        await answer(pilot, "0")  # 00: always a critical success
        await press(pilot, "enter")
        assert "rolled 00: critical success (00 always succeeds), MoS 65" in party.log[-1].text
        await pilot.press("t", "e")
        await answer(pilot, "07")
        await press(pilot, "enter")
        assert "rolled 07: success, MoS 58" in party.log[-1].text
        await pilot.press("t", "m", "e")  # opposed: A's d100, then B's
        await answer(pilot, "33")
        texts = " ".join(dialog_texts(app))
        assert "typed so far: 33" in texts and "(d100): one number 00 to 99" in texts
        await answer(pilot, "45")
        await press(pilot, "enter")
        assert "rolled 33" in party.log[-3].text
        assert "rolled 45" in party.log[-2].text


async def test_eclipse_phase_wrong_dice_keep_the_text_and_say_why(make_app):
    """Issue 13: a wrong entry comes back as typed, with why; the GM corrects it."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("n", "t", "e")
        await answer(pilot, "136")
        field = app.screen.query_one("Input")
        assert field.value == "136"
        assert "A d100 is one number 00 to 99 (got 136)" in " ".join(dialog_texts(app))
        await pilot.press("backspace", "backspace", "backspace")
        await answer(pilot, "x")  # no number at all
        assert app.screen.query_one("Input").value == "x"
        assert "A d100 is one number 00 to 99" in " ".join(dialog_texts(app))
        await pilot.press("backspace")
        await answer(pilot, "36")
        await press(pilot, "enter")
        assert "rolled 36: success, MoS 29" in app.engine.party.log[-1].text


async def test_eclipse_phase_dice_prompt_fits_80_columns(make_app):
    """Issue 13: at 80 columns the prompt is whole: what is asked wraps in the title, the
    field's label is short; nothing is cut at the dialog's edge."""
    async with running(make_app("eclipse_phase"), size=(80, 24)) as (app, pilot):
        await press(pilot, "t", "m", "e")  # Exsurgente 1's opposed test: the longest label
        dialog = app.screen
        box = dialog.query_one("Vertical").content_region
        assert box.right <= 80
        for widget in dialog.query("Static"):
            if not widget.display:  # below 30 rows the dialog leaves its keys to the footer
                continue
            assert widget.region.x >= box.x and widget.region.right <= box.right, widget
            assert widget.content_size.width <= box.width
        title = str(dialog.query("Static").first().render())
        assert "Exsurgente 1 Combate sin armas 55 (d100): one number 00 to 99" in title
        assert str(dialog.query_one("Label").render()) == "d100 (00 to 99)"


async def test_d10_takes_a_zero_and_small_dice_show_their_own_values(make_app):
    """Issue 13, the generic dice dialog: a d10 takes 0 where the die reads 10; a d6's
    example uses a d6's values (not 8)."""
    from gmconsole.dialogs.panel_screen import PanelScreen
    from gmconsole.dialogs.panel_values import Preview
    from rules.dice import describe

    class Probe(PanelScreen):
        sides = 10

        def resolve(self, dice):
            describe(dice, "the probe")
            return Preview([f"rolled {dice.roll(self.sides)}"])

        def operation(self):
            return None  # never applied: the test reads the dice it was given

    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        probe = Probe(app.engine.party, None, app.engine.dice, "twitch")
        app.push_screen(probe)
        await pilot.pause()
        probe.start(typed=True)
        await pilot.pause()
        texts = " ".join(dialog_texts(app))
        assert "d10 for the probe" in texts and "a 0 reads 10" in texts
        await answer(pilot, "0")
        assert probe.values == [10]
        probe.sides = 6
        probe.values, probe.rolled = [], False
        probe.start(typed=True)
        await pilot.pause()
        texts = " ".join(dialog_texts(app))
        assert "d6 for the probe (several at once: 4 1 6)" in texts
        await answer(pilot, "0")  # a d6 has no 0
        assert "Dice must be whole numbers 1 to 6 (got 0)" in " ".join(dialog_texts(app))
        assert app.screen.query_one("Input").value == "0"


async def test_a_second_d100_shows_the_first_as_typed(make_app):
    """A playtester read "typed so far: 3 6" as two dice: a d100 typed as 36 shows as 36."""
    from textual.widgets import Static

    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("n", "t")
        await pilot.press("m", "e")  # an opposed test: two d100
        await answer(pilot, "36")
        title = str(app.screen.query(Static).first().render())
        assert "typed so far: 36" in title
        await pilot.press("escape")


async def test_a_filter_that_matches_nothing_says_so(make_app):
    from textual.widgets import Static

    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "t", "s")
        dialog = app.screen
        message = dialog.query_one("#no-match", Static)
        assert not message.display
        # The footer says what enter does (it said only "esc Cancel").
        assert "⏎ Choose" in str(dialog.query_one("KeysFooter").render())
        await press(pilot, "z", "z", "z")
        assert message.display
        assert "Nothing matches" in str(message.render())
        await press(pilot, "backspace", "backspace", "backspace")
        assert not message.display


async def test_eclipse_phase_opponent_meets_the_test_with_the_same_skill(make_app):
    """The opponent's test defaults to the actor's skill when it has it (it used to be
    the opponent's first skill, whatever the test), follows the actor's test until the
    GM picks one with o, and starts over for another opponent."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("home", "down", "down", "t", "m")  # against Okonkwo-9, opposed
        panel = app.screen
        assert (panel.choice("a").value, panel.choice("t").value) == ("exsurgente-1", "okonkwo")
        assert panel.choice("s").value == {"skill": "Combate sin armas"}
        assert panel.choice("o").value == {"skill": "Esquivar"}  # an attack: the defence
        await pilot.press("s")  # a long list: typed to filter
        await answer(pilot, "Esquivar")
        assert panel.choice("o").value == panel.choice("s").value == {"skill": "Esquivar"}
        await pilot.press("o")  # the GM picks: kept when the actor's test changes
        await answer(pilot, "Combate")
        assert panel.choice("o").value == {"skill": "Combate sin armas"}
        await pilot.press("s")
        await answer(pilot, "Percep")
        assert panel.choice("s").value == {"skill": "Percepción"}
        assert panel.choice("o").value == {"skill": "Combate sin armas"}
        await pilot.press("t")  # another opponent: the default again
        assert panel.choice("t").value != "okonkwo"
        assert panel.choice("o").value == {"skill": "Percepción"}


async def test_eclipse_phase_a_skill_the_opponent_lacks_defaults_to_its_aptitude(make_app):
    """Exsurgente 1 has no Freerunning: against Twitch's it defaults to the skill's
    aptitude (as an untrained skill does), not to its first skill."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("n", "t", "m", "t")  # Twitch against Exsurgente 1
        panel = app.screen
        assert (panel.choice("a").value, panel.choice("t").value) == ("twitch", "exsurgente-1")
        await pilot.press("s")
        await answer(pilot, "Freerun")
        assert panel.choice("s").value == {"skill": "Freerunning"}
        actor = live(lambda: character_index(app.engine.party)["twitch"])
        aptitude = actor.skills["Freerunning"].aptitude
        assert panel.choice("o").value == {"aptitude": aptitude, "multiplier": 1}


async def test_eclipse_phase_opponents_come_before_the_actors_allies(make_app):
    """Play-test 6: on Twitch's opposed test, `t` went Exsurgente 1 -> Okonkwo-9 ->
    Toljek -> Srit -> Exsurgente 2: the other enemy comes next, the allies last."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("n", "t", "m")  # Twitch's turn, an opposed test
        panel = app.screen
        assert panel.choice("a").value == "twitch"
        assert panel.choice("t").value == "exsurgente-2"  # the next in the order
        await pilot.press("t")
        assert panel.choice("t").value == "exsurgente-1"
        assert "Warning" not in plan_text(app)
        await pilot.press("t")
        assert panel.choice("t").value == "okonkwo"  # then the allies


async def test_eclipse_phase_an_untrained_skill_names_the_aptitude_it_defaults_to(make_app, lang):
    """Play-test 7: "Protocolo (sin entrenar, se basa)" stopped mid-phrase."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.press("n", "n", "n", "n", "t")  # Toljek's turn
        assert app.screen.choice("a").value == "toljek"
        await pilot.press("s")
        await answer(pilot, "Protoc")
        assert (
            app.screen.choice("s").shown
            == {
                "en": "Protocolo (untrained: defaults to SAV 15)",
                "es": "Protocolo (sin entrenar: se basa en AST 15)",
            }[lang]
        )


async def test_a_key_that_opens_a_list_is_marked_and_steps_on_in_it(make_app, lang):
    """Play-test: `x x x x x` (+10 five times on "other modifiers") opened its list at
    the first `x` and typed "xxxx" into the filter: nothing told the list options from
    the stepping ones. A key that opens a list is marked (`[x…]` on the panel, `x…` in
    the footer), and in that list (open on the value in use) the same key steps on (`X`
    back), as on the panel: `x`, then `x x x enter`, is +30. A letter in the list's
    names still filters (a skill's `s`)."""
    async with running(make_app("eclipse_phase"), size=(200, 40)) as (app, pilot):
        await press(pilot, "t")
        plan = plan_text(app)
        assert f"[x…] {t('Other modifiers')}: +0" in plan, plan
        assert f"[h] {t('Helpers (+10 each)')}: 0" in plan, plan  # it steps: no mark
        footer = [entry.display for entry in app.screen.query_one(KeysFooter).drawn]
        assert "x…" in footer and "h" in footer, footer
        await burst(pilot, ["x", "x", "x", "x", "enter"])
        assert app.screen.choice("x").value == 30
        await burst(pilot, ["x", "x", "x", "X", "X", "X", "enter"])  # +40 +50, back to +20
        assert app.screen.choice("x").value == 20
        await burst(pilot, ["s", "s"])  # the skills' list: "s" begins a filter there
        assert app.screen.query_one("#filter", Input).value == "s"


async def test_a_lists_step_keys_hint_is_read_whole_at_80_columns(make_app, lang):
    """Play-test (Spanish, 80x24): the modifiers list's hint read "escribe para filtrar ·
    x: valor siguiente · X: valor", its last word cut."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "x")
        field = app.screen.query_one("#filter", Input)
        assert drawn(field) == [field.placeholder], field.placeholder
        assert "X" in field.placeholder  # the step back is said too


async def test_a_modifier_stops_at_its_cap_instead_of_wrapping(make_app):
    """Play-test 31: `U` seven times from +0 read "Opponent's modifier: +60" after -60, the
    harshest penalty turned into the biggest bonus. A scale stops at its ends and says so."""
    async with running(make_app("eclipse_phase"), size=SIZE, notifications=True) as (app, pilot):
        await pilot.press("n", "t", "m")  # opposed test
        panel = app.screen
        await burst(pilot, ["U"] * 7)
        assert panel.choice("u").value == -60
        assert "Opponent's modifier: -60" in plan_text(app)
        assert any("-60" in toast and "end" in toast for toast in toasts(app))
        await burst(pilot, ["X"] * 7)  # the actor's own modifier likewise
        assert panel.choice("x").value == -60
        await burst(pilot, ["d"] * 5)  # difficulty: average down to hard, and no further
        assert panel.choice("d").value == "hard"
        await burst(pilot, ["h"] * 8)  # helpers up to 6 (the +60 cap), not back to 0
        assert panel.choice("h").value == 6
        await burst(pilot, ["x"] * 15 + ["enter"])  # its list: from -60 up to +60, and stops
        assert panel.choice("x").value == 60
