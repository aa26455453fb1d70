"""Parties, characters and creatures made and changed in the console (issue 37), through
the keys: a new party from the start screen, a sheet editor built from the system's model
(k: the selected combatant; K: the party and its roster), each edit one undo step in the
journal, refused whole when the party would not load, and saved files that pass
``gmconsole check`` and load back the same."""

import io

import pytest

from gmconsole.app import GMConsole
from gmconsole.check import check_files
from gmconsole.dialogs.sheet_editor import SheetEditor
from gmconsole.registry import SYSTEMS
from gmconsole.screens.main_screen import MainScreen
from gmconsole.screens.start_screen import StartScreen
from gmconsole.storage import load_party
from rules.dice import RandomDice
from tests.pilot_keys import burst
from tests.ui.conftest import type_text

SIZE = (80, 24)


async def go_to(pilot, path: tuple) -> None:
    """Arrow down (from the top) to the row at ``path``."""
    editor = pilot.app.screen
    assert isinstance(editor, SheetEditor)
    paths = [row.path for row in editor.rows]
    if path in paths and editor.focused_row is not None:  # most of the way in one burst
        steps = paths.index(path) - paths.index(editor.focused_row.path)
        await burst(pilot, ["down"] * max(steps - 1, 0))
    for _ in range(len(editor.rows) + 1):
        row = editor.focused_row
        if row is not None and row.path == path:
            return
        await pilot.press("down")
    raise AssertionError(f"no row {path}")


async def retype(pilot, text: str) -> None:
    """Replace the focused field's text (the field selects it all on focus)."""
    await burst(pilot, ["ctrl+e", *["backspace"] * 12])
    await type_text(pilot, text)


def message(app) -> str:
    return str(app.screen.query_one("#message").render())


def checks(path) -> str:
    out = io.StringIO()
    assert check_files([str(path)], False, out) == 0, out.getvalue()
    return out.getvalue()


def relaunch(path) -> GMConsole:
    return GMConsole(path=path, party=load_party(path), dice=RandomDice(0))


@pytest.mark.parametrize("system", list(SYSTEMS))
async def test_a_new_party_from_the_start_screen_gets_a_member_and_saves_a_checked_file(
    system, tmp_path
):
    app = GMConsole(dice=RandomDice(1))
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, StartScreen)
        await pilot.press("ctrl+n")
        await pilot.pause()
        await pilot.press(str(list(SYSTEMS).index(system) + 1), "enter")  # its number
        await pilot.pause()
        await type_text(pilot, "Mi grupo")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("enter")  # the file: the folder shown, named after the party
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        path = app.path
        assert path.name == "mi-grupo.toml" and path.parent.name == "parties"
        assert app.engine.party.system == system and not app.engine.party.members
        assert "K makes members" in app.screen.query_one("#panel").text
        checks(path)
        # K, 1: a new member; its sheet starts valid; a name and enter apply it
        await pilot.press("K", "1", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetEditor)
        await type_text(pilot, "Ana")  # the name is selected: typing replaces it
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        (member,) = app.engine.party.members
        assert member.name == "Ana" and member.id == "ana"
        await pilot.press("m", "1", "enter")  # into the fight
        await pilot.pause()
        assert [c.id for c in app.engine.party.encounter.combatants] == ["ana"]
        await pilot.press("ctrl+s")
        await pilot.pause()
        party = app.engine.party
    assert "1 member" in checks(path)
    assert load_party(path) == party


async def test_k_edits_the_selected_member_one_undo_step_place_and_conditions_kept(make_app):
    app = make_app("ryf")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("c")
        await type_text(pilot, "Aturdido")
        await pilot.press("tab")
        await type_text(pilot, "2")
        await pilot.press("enter")
        await pilot.pause()
        selected = app.screen.tracker.selected_id
        order = [c.id for c in app.engine.party.encounter.combatants]
        before = app.engine.party
        await pilot.press("k")
        await pilot.pause()
        await go_to(pilot, ("attributes", "strength"))
        await retype(pilot, "8")
        await go_to(pilot, ("skills", "brawl"))
        await retype(pilot, "4")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        character = next(m for m in app.engine.party.members if m.id == selected)
        assert character.attributes.strength == 8 and character.skill("brawl") == 4
        assert [c.id for c in app.engine.party.encounter.combatants] == order
        combatant = next(c for c in app.engine.party.encounter.combatants if c.id == selected)
        assert [c.name for c in combatant.conditions] == ["Aturdido"]
        assert "sheet edited (attributes, skills)" in app.engine.party.log[-1].text
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.engine.party == before


async def test_a_sheet_that_would_not_load_is_not_applied_and_says_why(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        before = app.engine.party
        await pilot.press("k")
        await pilot.pause()
        await go_to(pilot, ("attributes", "resistance"))
        await retype(pilot, "12")
        assert "attributes.resistance: must be 2..10 (got 12)" in message(app)
        await retype(pilot, "3")  # HP above the new maximum (12)
        assert "hp: must be <= the maximum" in message(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetEditor)  # still open: nothing typed is lost
        assert "Not applied: hp: must be <= the maximum" in message(app)
        assert app.screen.focused_row.path == ("hp",)  # the cursor went to the row
        await pilot.press("escape")  # something changed: it asks
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert app.engine.party is before


async def test_rows_of_a_list_are_added_and_removed_in_place(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        cid = app.screen.tracker.selected_id
        weapons = len(next(m for m in app.engine.party.members if m.id == cid).weapons)
        await pilot.press("k")
        await pilot.pause()
        await go_to(pilot, ("weapons", 0, "name"))
        await pilot.press("ctrl+n")  # in the weapons: a new weapon, the cursor on its name
        await pilot.pause()
        assert app.screen.focused_row.path == ("weapons", weapons, "name")
        assert "must not be empty" in message(app)
        await type_text(pilot, "Daga")
        await pilot.press("down")
        await type_text(pilot, "2d12x")
        assert "must look like 1d10, 2d6 or 1d6-2" in message(app)
        await pilot.press("backspace")
        await go_to(pilot, ("weapons", weapons, "skill"))
        await retype(pilot, "swords")
        assert "must be one of melee_weapons, brawl, ranged_weapons" in message(app)
        await retype(pilot, "br")
        await pilot.press("right")  # the choice completed as typed: brawl
        await go_to(pilot, ("weapons", 0, "name"))
        await pilot.press("ctrl+r")  # the first weapon goes
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        character = next(m for m in app.engine.party.members if m.id == cid)
        assert [w.name for w in character.weapons][-1] == "Daga"
        assert len(character.weapons) == weapons
        assert character.weapons[-1].damage == "2d12" and character.weapons[-1].skill == "brawl"


async def test_creation_limits_are_warnings_not_refusals(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("k")
        await pilot.pause()
        await go_to(pilot, ("skills", "search"))
        await retype(pilot, "9")
        assert message(app).startswith("Warning (not a refusal): ")
        assert "skill" in message(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        cid = app.screen.tracker.selected_id
        assert next(m for m in app.engine.party.members if m.id == cid).skill("search") == 9


async def test_a_duplicated_creature_is_edited_as_a_new_roster_entry(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        members = len(app.engine.party.members)
        bandido = next(i for i, r in enumerate(app.engine.party.roster) if r.id == "bandido")
        await pilot.press("K")
        await pilot.pause()
        app.screen.query_one("OptionList").highlighted = 3 + members + bandido
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("2", "enter")  # duplicate
        await pilot.pause()
        assert isinstance(app.screen, SheetEditor)
        await type_text(pilot, "Bandido arquero")
        await go_to(pilot, ("count",))
        await retype(pilot, "3")
        await pilot.press("enter")
        await pilot.pause()
        copy = app.engine.party.roster[-1]
        original = next(r for r in app.engine.party.roster if r.id == "bandido")
        assert copy.id == "bandido-arquero" and copy.name == "Bandido arquero"
        assert copy.count == 3
        assert copy.attributes == original.attributes and copy.weapons == original.weapons
        # a roster creature can be removed (the one just made)
        await pilot.press("K")
        await pilot.pause()
        last = 3 + members + len(app.engine.party.roster) - 1
        app.screen.query_one("OptionList").highlighted = last
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("3", "enter", "y")
        await pilot.pause()
        assert all(r.id != "bandido-arquero" for r in app.engine.party.roster)


async def test_an_edit_survives_a_crash_through_the_journal(make_app):
    app = make_app("ezd6")
    path = app.path
    async with app.run_test(size=SIZE) as pilot:
        cid = app.screen.tracker.selected_id
        await pilot.press("k")
        await pilot.pause()
        await go_to(pilot, ("karma",))
        await retype(pilot, "7")
        await pilot.press("enter")
        await pilot.pause()
        edited = app.engine.party
    # killed here: nothing saved
    again = relaunch(path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y")  # restore
        await pilot.pause()
        assert again.engine.party.model_dump() == edited.model_dump()
        assert next(m for m in again.engine.party.members if m.id == cid).karma == 7


async def test_a_hand_written_files_comments_are_not_dropped_without_a_word(tmp_path):
    from gmconsole.dialogs.confirm_dialog import ConfirmDialog
    from tests.conftest import SAMPLES

    path = tmp_path / "campaña.toml"
    text = "# mis notas de campaña\n" + (SAMPLES / "ezd6.toml").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    app = relaunch(path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        question = app.screen.question
        assert "campaña.toml has comments (# ..., lines 1)" in question
        assert "campaña.toml.bak keeps this version" in question and "notes" in question
        await pilot.press("n")  # not saved: the file keeps its comment
        await pilot.pause()
        assert path.read_text(encoding="utf-8") == text
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not path.read_text(encoding="utf-8").startswith("#")
        assert path.with_name("campaña.toml.bak").read_text(encoding="utf-8") == text
        await pilot.press("n", "ctrl+s")  # no comments left: it saves at once
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert load_party(path) == app.engine.party


def test_a_hash_inside_a_string_is_not_a_comment():
    from gmconsole.toml_reading import comment_lines

    text = 'name = "Los #1"  # the best\nnotes = """\n# not a comment\n"""\nx = \'#\'\n# yes\n'
    assert comment_lines(text) == [1, 6]


async def test_a_sheet_the_party_would_refuse_is_not_applied(make_app):
    """RyF's charisma needs the party's house option: the party's own check refuses it."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        before = app.engine.party
        await pilot.press("k")
        await pilot.pause()
        await go_to(pilot, ("attributes", "charisma"))
        await retype(pilot, "5")
        assert "attributes.charisma: needs options.charisma = true (got 5)" in message(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetEditor)
        assert message(app).startswith("Not applied: members[")
        await retype(pilot, "")  # empty: none, as the file had it
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert app.engine.party is before  # nothing changed: nothing applied


async def test_an_enemy_edited_in_the_fight_keeps_its_place_and_turn(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        encounter = app.engine.party.encounter
        enemy = next(c.id for c in encounter.combatants if c.side == "enemy")
        app.screen.tracker.select_id(enemy)
        order = [c.id for c in encounter.combatants]
        turn = encounter.turn
        await pilot.press("k")
        await pilot.pause()
        await go_to(pilot, ("max_hp",))
        await retype(pilot, "30")
        await go_to(pilot, ("hp",))
        await retype(pilot, "30")
        await pilot.press("enter")
        await pilot.pause()
        encounter = app.engine.party.encounter
        edited = next(e for e in encounter.enemies if e.id == enemy)
        assert (edited.hp, edited.hp_max) == (30, 30)
        assert [c.id for c in encounter.combatants] == order and encounter.turn == turn


async def test_the_sheet_speaks_the_consoles_language(make_app, lang):
    from gmconsole.i18n import t

    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("k")
        await pilot.pause()
        await go_to(pilot, ("attributes", "strength"))
        assert app.screen.focused_row.label.strip() == {"en": "strength", "es": "Fuerza"}[lang]
        await retype(pilot, "99")
        range_words = t("must be {low}..{high}", low=2, high=10)
        assert f"attributes.strength: {range_words}" in message(app)
        help_line = str(app.screen.query_one("#help").render())
        assert t("a whole number {low}..{high}", low=2, high=10) in help_line
        brawl = next(r for r in app.screen.rows if r.path == ("skills", "brawl"))
        assert brawl.label.strip() == {"en": "brawl", "es": "Pelea"}[lang]
