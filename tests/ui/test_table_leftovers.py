"""Leftovers of the fourth play-test (issue 36), each through the keys: what the tracker,
the log, the sidebar and the toasts tell a GM at the table."""

from gmconsole.i18n import t
from gmconsole.state.context import name_of
from tests.budget import each_system
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, drawn

SIZE = (100, 30)


def tracker_row(app, name: str) -> str:
    return next(row for row in drawn(app.screen.tracker) if name in row)


async def test_ezd6_the_turn_holder_who_attacked_reads_acted_as_the_others(make_app, lang):
    """Playtest: "▶ Brunhilda … near  no action" right after her attack read "did nothing",
    while those whose turn passed read "acted"; beside it "no action" said it twice
    (play-test 32: "no action acted")."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "e")
        await answer(pilot, "3")  # Brunhilda hits Esqueleto 1
        await press(pilot, "s")
        await answer(pilot, "6")  # its save negates the strike
        await press(pilot, "enter")
        holder = tracker_row(app, "Brunhilda")
        assert holder.endswith(f" {t('acted')}"), holder
        assert t("no {spent}", spent=t("action")) not in holder, holder
        await press(pilot, "n")  # her turn passed: the same words
        assert tracker_row(app, "Brunhilda").endswith(holder[-12:]), holder


@each_system()  # each system words its harm (all of them with --long)
async def test_a_group_s_turn_offers_first_its_least_hurt_member(system, make_app):
    """Playtests: `t` on "Bandido ×3"'s turn offered Bandido 1 at PV 8 ("incapacitado -1")
    first; in FIDS a hound at Daño 3/10 acted before an unhurt one. The least hurt member
    up who has not rolled this turn is the default."""
    from gmconsole.dialogs.choice_dialog import ChoiceDialog
    from gmconsole.dialogs.panel_screen import PanelScreen
    from tests.ui.test_groups import prepared_app, start_the_prepared_group

    async with running(prepared_app(make_app, system), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "d", "1", "enter", "enter")  # the first member hurt, still up
        await press(pilot, "enter")  # the turn to the group
        assert app.engine.party.encounter.holder.group == group
        await press(pilot, "t")
        assert isinstance(app.screen, ChoiceDialog)  # who acts for the group
        await press(pilot, "enter")
        assert isinstance(app.screen, PanelScreen)
        assert app.screen.cid == members[1].id
        # A roll not applied changes nothing but the log: it is offered first again.
        await press(pilot, "r", "escape", "t", "enter")
        assert isinstance(app.screen, PanelScreen)
        assert app.screen.cid == members[1].id
        # Play-test 27: once it rolled, `t` offered it again ("already used the action").
        await press(pilot, "r")
        if "s" in app.screen.system_keys_offered():  # EZD6: a hit's armour saves first
            await press(pilot, "s")
        await press(pilot, "enter", "t")
        assert isinstance(app.screen, ChoiceDialog)
        await press(pilot, "enter")
        assert isinstance(app.screen, PanelScreen)
        assert app.screen.cid == members[2].id


@each_system()  # one code path
async def test_a_group_s_turn_offers_a_stunned_member_after_those_who_can_act(
    system, make_app, lang
):
    """Play-test: `t` on the group's turn offered first its unhurt member who had not
    rolled, though it was stunned ("Esqueleto 3 · 1/1 · Aturdido"). Those who can act
    come first; the stunned one last, still there for the GM to pick."""
    from gmconsole.dialogs.choice_dialog import ChoiceDialog
    from gmconsole.dialogs.panel_screen import PanelScreen
    from tests.ui.test_groups import prepared_app, start_the_prepared_group

    async with running(prepared_app(make_app, system), size=SIZE) as (app, pilot):
        group, members = await start_the_prepared_group(pilot)
        await press(pilot, "c", *t("Stunned"), "tab", "2", "enter")
        assert isinstance(app.screen, ChoiceDialog)  # on whom
        await press(pilot, "enter")  # the first member, the least hurt with the others
        await press(pilot, "enter")  # the turn to the group
        assert app.engine.party.encounter.holder.group == group
        await press(pilot, "t")
        assert isinstance(app.screen, ChoiceDialog)  # who acts for the group
        offered = [value for value, _ in app.screen.options]
        assert offered == [members[1].id, members[2].id, members[0].id], offered
        assert app.screen.options[-1][1].endswith(f" · {t('Stunned')}")
        await press(pilot, "enter")
        assert isinstance(app.screen, PanelScreen)
        assert app.screen.cid == members[1].id


async def test_a_group_s_initiative_line_names_the_group(make_app, lang):
    """Playtest: "Bandido 1: iniciativa …" for the roll "Bandido ×3" shares; the log names
    the group, as the tracker does (at the start, and on `i`)."""
    from tests.ui.test_groups import prepared_app, start_the_prepared_group

    async with running(prepared_app(make_app, "ryf"), size=SIZE) as (app, pilot):
        _, members = await start_the_prepared_group(pilot)
        names = [app.engine.party.character(c.id).name for c in members]
        said = t("{name}: initiative D {dexterity} + P {perception} + {roll}")
        said = said.split("{name}")[1].split("{dexterity}")[0]  # ": initiative D "
        lines = [e.text for e in app.engine.party.log if said in e.text]
        assert any(line.startswith(f"Bandido ×3{said}") for line in lines), lines
        assert not any(line.startswith(name) for line in lines for name in names), lines


async def test_ezd6_the_end_of_a_fight_says_the_zones_reset(make_app, lang):
    """Playtest: after `E` Pip and Aldric, in Far, stood in Near in the next fight with no
    word. Zones belong to a fight: they reset, and the log says who moved."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "E", "y")
        assert not app.engine.party.encounter.enemies  # the fight ended
        said = t(
            "Zones reset for the next fight: everyone {zone} (moved: {names})",
            zone=t("near"),
            names="Pip Cuchillos, Aldric el Gris",
        )
        assert said in [e.text for e in app.engine.party.log]
        zones = {c.id: app.screen.adapter.zone_of(c) for c in app.engine.party.encounter.combatants}
        assert set(zones.values()) == {"near"}


async def test_ezd6_an_empty_armour_save_entry_says_how_many_dice(make_app, lang):
    """Playtest: Enter on the armour save's empty entry said "Dice must be whole numbers
    1 to 6"; it says what the roll takes (as every typed-dice prompt does)."""
    from textual.widgets import Static

    from gmconsole.dialogs.form_dialog import FormDialog
    from gmconsole.i18n import tn

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "down", "down", "down", "t", "e")  # Brunhilda attacks
        await answer(pilot, "3")  # a hit: 1 strike
        await press(pilot, "s", "enter")  # the saves' entry, empty
        assert isinstance(app.screen, FormDialog)
        shown = [str(w.render()) for w in app.screen.query(Static)]
        said = tn(
            "Nothing typed: this roll takes at least {n} die, a number {low} to {sides}",
            "Nothing typed: this roll takes at least {n} dice, each {low} to {sides}",
            1,
            low=1,
            sides=6,
        )
        assert said in shown, shown


async def test_undo_and_redo_say_what_they_took_back_in_the_log_s_words(make_app, lang):
    """Playtest: `u` then ctrl+z said "Undone: flag"; it says what the log said, on the
    log's bottom edge: its toast covered the very lines it took back (80x24, 100x30);
    and a refusal said again is one toast, not a stack over the key hints."""
    from gmconsole.widgets.log_view import LogView
    from tests.pilot_keys import burst
    from tests.ui.conftest import on_screen, toasts

    async with running(make_app("ezd6"), size=(80, 24), notifications=True) as (app, pilot):
        await press(pilot, "down", "down", "down", "down", "u")  # Esqueleto 1 hidden
        said = t("{name}: hidden from the players").format(name="Esqueleto 1")
        assert app.engine.party.log[-1].text == said
        app.clear_notifications()
        edge = app.screen.query_one(LogView)
        for key, done in (("ctrl+z", "Undone: {what}"), ("ctrl+y", "Redone: {what}")):
            await burst(pilot, [key])
            await pilot.pause()
            assert edge.border_subtitle == t(done, what=said), edge.border_subtitle
            assert t(done, what=said) in on_screen(app)
            assert toasts(app) == [], toasts(app)  # nothing over the log's lines
        await press(pilot, "n")  # the log changes: the edge is the log's again
        assert edge.border_subtitle == ""
        await burst(pilot, ["m", "m", "m"])
        await pilot.pause()
        assert toasts(app) == [t("Every party member is already in the fight.")], toasts(app)


async def test_ryf_an_enemy_s_sidebar_shows_no_specialization_used(make_app, lang):
    """Playtest: El Tuerto's Resources box said "Especialización usada: no"; the once a
    day is the players' to track in the sidebar, not an enemy's (issue 36)."""
    from gmconsole.widgets.resource_sidebar import ResourceSidebar

    def sidebar(app) -> set[str]:
        return {item.key for item in app.screen.query_one(ResourceSidebar).items}

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "home")
        assert "specialization_used" in sidebar(app)  # Ruiseñor, a player character
        await press(pilot, "a", "3", "enter", "enter", "end")  # El Tuerto comes in
        selected = app.screen.selected()
        assert app.engine.party.character(selected).specialization  # he has one
        assert "specialization_used" not in sidebar(app)


async def test_the_roster_list_says_how_many_come_in_words(make_app, lang):
    """Playtest: EZD6 in English listed "Esqueleto (roster count 4)"."""
    from gmconsole.dialogs.choice_dialog import ChoiceDialog

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "a")
        assert isinstance(app.screen, ChoiceDialog)
        labels = [label for _, label in app.screen.options]
        said = {"en": "Esqueleto (4 in the roster)", "es": "Esqueleto (4 en la reserva)"}[lang]
        assert said in labels, labels


async def test_a_turn_passed_without_a_roll_reads_passed_not_acted(make_app, lang):
    """Play-test 30: a combatant passed with `n` without acting read "acted", on the
    tracker and on the players' page. Ruiseñor rolls and her turn ends; Fred's passes
    with nothing done; Bruno's roll out of his turn (`T`) is no action on his turn."""
    from gmconsole.players.view import build_view
    from tests.players.test_view import by_name

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "m", "e")  # Ruiseñor's skill roll
        await answer(pilot, "4 5 6")
        await press(pilot, "enter", "n")
        await press(pilot, "n")  # Fred: nothing
        await press(pilot, "down", "T", "m", "e")  # on Nerea's turn, Bruno rolls out of his
        await answer(pilot, "4 5 6")
        await press(pilot, "enter")
        assert app.engine.party.log[-1].text.startswith("Bruno"), app.engine.party.log[-1]
        await press(pilot, "n", "n")  # Nerea's turn, then Bruno's, pass with nothing done
        acted, passed = t("acted"), t("passed")
        assert tracker_row(app, "Ruiseñor").endswith(f" {acted}"), tracker_row(app, "Ruiseñor")
        for name in ("Fred", "Nerea", "Bruno"):
            assert tracker_row(app, name).endswith(f" {passed}"), tracker_row(app, name)
        view = build_view(app.engine.party, lang="en")
        assert by_name(view, "Ruiseñor")["acted"] and not by_name(view, "Ruiseñor")["passed"]
        assert by_name(view, "Fred")["acted"] and by_name(view, "Fred")["passed"]
        # A roll not applied changes nothing but the log (RULINGS: the GM decides if those
        # dice count): the turn reads passed, as a group's `t` and a return count it (the
        # review: `t r escape n` read "passed" while a group's `t` counted it as rolled).
        holder = app.engine.party.encounter.holder
        assert holder is not None and holder.side == "enemy"
        name = name_of(app.engine.party, holder.id)
        await press(pilot, "t", "m", "e")
        await answer(pilot, "4 5 6")
        await press(pilot, "escape", "n")
        assert tracker_row(app, name).endswith(f" {passed}"), tracker_row(app, name)
        # An enemy's pass is the GM's to see: with its rolls secret the players' page says
        # "acted" (a "passed" would tell them it rolled nothing in secret).
        passer = app.engine.party.encounter.holder
        await press(pilot, "n")
        passer_name = name_of(app.engine.party, passer.id)
        assert tracker_row(app, passer_name).endswith(f" {passed}")
        secret = build_view(app.engine.party, lang="en")
        assert by_name(secret, passer_name)["acted"] and not by_name(secret, passer_name)["passed"]
        shown = build_view(app.engine.party, lang="en", open_rolls=True)
        assert by_name(shown, passer_name)["passed"]
