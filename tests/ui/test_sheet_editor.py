"""Parties, characters and creatures made and changed in the console (issue 37), through
the keys: a new party from the start screen, a sheet editor built from the system's model
(k: the selected combatant; K: the party and its roster), each edit one undo step in the
journal, refused whole when the party would not load, and saved files that pass
``gmconsole check`` and load back the same."""

import io
import tomllib

from gmconsole.app import GMConsole
from gmconsole.check import check_files
from gmconsole.dialogs.sheet_editor import SheetEditor
from gmconsole.registry import SYSTEMS
from gmconsole.screens.main_screen import MainScreen
from gmconsole.screens.start_screen import StartScreen
from gmconsole.sheets import row_text
from gmconsole.storage import load_party
from gmconsole.widgets.keys_footer import KeysFooter
from rules.dice import RandomDice
from tests.budget import each_system
from tests.pilot_keys import burst, press, running
from tests.ui.conftest import relaunch, toasts, type_text

SIZE = (80, 24)


def row_labels(app) -> dict:
    """The open sheet editor's row labels by path, as shown."""
    return {row.path: row.label.strip() for row in app.screen.rows}


async def go_to(pilot, path: tuple) -> None:
    """Arrow down or up (one burst) to the row at ``path``."""
    editor = pilot.app.screen
    assert isinstance(editor, SheetEditor)
    paths = [row.path for row in editor.rows]
    fields = [p for p, row in zip(paths, editor.rows, strict=True) if not row.heading]
    steps = fields.index(path) - fields.index(editor.focused_row.path)
    await burst(pilot, ["down" if steps > 0 else "up"] * abs(steps))
    assert editor.focused_row.path == path


async def retype(pilot, text: str) -> None:
    """Replace the edit line's text."""
    line = pilot.app.screen.edit_line
    await burst(pilot, ["ctrl+e", *["backspace"] * len(line.value)])
    await type_text(pilot, text)


def visible(app, path: tuple) -> bool:
    """Whether the row at ``path`` is on screen in the editor's list."""
    editor = app.screen
    index = [row.path for row in editor.rows].index(path)
    top = editor.rows_list.scroll_offset.y
    return top <= index < top + editor.rows_list.scrollable_content_region.height


def message(app) -> str:
    return str(app.screen.query_one("#message").render())


def checks(path) -> str:
    out = io.StringIO()
    assert check_files([str(path)], False, out) == 0, out.getvalue()
    return out.getvalue()


@each_system()
async def test_a_new_party_from_the_start_screen_gets_a_member_and_saves_a_checked_file(
    system, tmp_path
):
    app = GMConsole(dice=RandomDice(1))
    async with running(app, size=SIZE, notifications=True) as (app, pilot):
        assert isinstance(app.screen, StartScreen)
        await press(pilot, "ctrl+n")
        await press(pilot, str(list(SYSTEMS).index(system) + 1), "enter")  # its number
        await type_text(pilot, "Mi grupo")
        await press(pilot, "enter")
        await press(pilot, "enter")  # the file: the folder shown, named after the party
        assert isinstance(app.screen, MainScreen)
        path = app.path
        assert path.name == "mi-grupo.toml" and path.parent.name == "parties"
        assert app.engine.party.system == system and not app.engine.party.members
        assert "K makes members" in app.screen.query_one("#panel").text
        checks(path)
        assert [str(path) in toast for toast in toasts(app)] == [True]  # said where it went
        # K, 1: a new member; its sheet starts valid; a name and enter apply it
        await press(pilot, "K", "1", "enter")
        assert isinstance(app.screen, SheetEditor)
        # Play-test: the path's toast stayed 8 s over the editor's last lines (the row's
        # check and help); what was said before the sheet opened does not cover it.
        assert toasts(app) == []
        await type_text(pilot, "Ana")  # the name is selected: typing replaces it
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        (member,) = app.engine.party.members
        assert member.name == "Ana" and member.id == "ana"
        await press(pilot, "m", "1", "enter")  # into the fight
        assert [c.id for c in app.engine.party.encounter.combatants] == ["ana"]
        await press(pilot, "ctrl+s")
        party = app.engine.party
    assert "1 member" in checks(path)
    assert load_party(path) == party
    # Play-test 29: Mirla's strikes_max 3 was not in the file. A GM reading it sees each
    # value of the member's sheet, those at their default too (empty text and lists not).
    written = tomllib.loads(path.read_text(encoding="utf-8"))["members"][0]
    sheet = {
        key: value
        for key, value in party.members[0].model_dump(mode="json").items()
        if isinstance(value, bool | int | float) or (isinstance(value, str) and value)
    }
    assert {key: written.get(key) for key in sheet} == sheet


async def test_k_edits_the_selected_member_one_undo_step_place_and_conditions_kept(make_app):
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        await pilot.press("c")
        await type_text(pilot, "Aturdido")
        await pilot.press("tab")
        await type_text(pilot, "2")
        await press(pilot, "enter")
        selected = app.screen.tracker.selected_id
        order = [c.id for c in app.engine.party.encounter.combatants]
        before = app.engine.party
        await press(pilot, "k")
        await go_to(pilot, ("attributes", "strength"))
        await retype(pilot, "8")
        await press(pilot, "ctrl+g")  # a field by name: "brawl" among 40 rows
        await type_text(pilot, "brawl")
        await press(pilot, "enter")
        assert app.screen.focused_row.path == ("skills", "brawl")
        await type_text(pilot, "4")  # the row's text is selected: typing replaces it
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        character = next(m for m in app.engine.party.members if m.id == selected)
        assert character.attributes.strength == 8 and character.skill("brawl") == 4
        assert [c.id for c in app.engine.party.encounter.combatants] == order
        combatant = next(c for c in app.engine.party.encounter.combatants if c.id == selected)
        assert [c.name for c in combatant.conditions] == ["Aturdido"]
        assert "sheet edited (attributes, skills)" in app.engine.party.log[-1].text
        await press(pilot, "ctrl+z")
        assert app.engine.party == before


async def test_a_sheet_that_would_not_load_is_not_applied_and_says_why(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        before = app.engine.party
        await press(pilot, "k")
        await go_to(pilot, ("hp",))
        await type_text(pilot, "25")  # wounded: 25 of 28 (the row's text is selected)
        await go_to(pilot, ("attributes", "resistance"))
        await type_text(pilot, "12")
        assert message(app).startswith("Resistance: must be 2 to 10 (got 12)")  # the row's word
        await retype(pilot, "3")  # HP above the new maximum (12)
        assert "HP: must be <= the maximum" in message(app)
        await press(pilot, "ctrl+s")
        assert isinstance(app.screen, SheetEditor)  # still open: nothing typed is lost
        assert "Not applied: HP: must be <= the maximum" in message(app)
        assert app.screen.focused_row.path == ("hp",)  # the cursor went to the row
        await press(pilot, "escape")  # something changed: it asks
        await press(pilot, "y")
        assert isinstance(app.screen, MainScreen)
        assert app.engine.party is before


CROSS_FIELD = {
    "en": {
        "strikes": "Strikes: must be <= Strikes max (5) (got 7)",
        "bands": "Weapons 2 · Bands: only ranged weapons (Skill = ranged weapons) have Bands",
        "ammo": "Weapons 2 · Ammo: the character has no counter named Flechas",
        "min": "Counters 1 · Min: must be <= Max (6) (got 9)",
        "hp": "HP: must be <= the maximum (resistance x 4, or Max HP) = 36 (got 39)",
        "melee": "melee weapons",
        "ranged": "ranged weapons",
    },
    "es": {
        "strikes": "Strikes: debe ser ≤ strikes máx. (5) (se escribió 7)",
        "bands": "armas 2 · alcances: solo las armas a distancia (habilidad = Armas a distancia)"
        " tienen alcances",
        "ammo": "armas 2 · munición: el personaje no tiene ningún contador llamado Flechas",
        "min": "contadores 1 · mín.: debe ser ≤ máx. (6) (se escribió 9)",
        "hp": "PV: debe ser ≤ el máximo (Resistencia x 4, o PV máx.) = 36 (se escribió 39)",
        "melee": "Armas cuerpo a cuerpo",
        "ranged": "Armas a distancia",
    },
}


async def test_a_check_across_fields_names_them_as_the_form_does(make_app, lang):
    """Play-test 29: "strikes: must be <= strikes_max (3)" beside the row "strikes máx.":
    the checks that compare fields (each system's, and every counter's) name the other
    field, or a choice, by the label the form shows, not by the file's key."""
    said = CROSS_FIELD[lang]
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "k")  # Brunhilda: strikes 5 of 5
        await go_to(pilot, ("strikes",))
        await type_text(pilot, "7")
        assert message(app).startswith(said["strikes"]), message(app)
        # Above every maximum (20) too: the check against hers, not the field's static
        # range first (play-test 30: "must be -99 to 40" for a RyF hp of 50 of 36).
        await retype(pilot, "25")
        assert message(app).startswith(said["strikes"].replace("7", "25")), message(app)
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "k")  # Fred: an axe, a revolver on Balas (6 of 6)
        await go_to(pilot, ("weapons", 1, "skill"))
        await retype(pilot, said["melee"])  # a melee weapon with bands
        assert message(app).startswith(said["bands"]), message(app)
        await retype(pilot, said["ranged"])
        await go_to(pilot, ("weapons", 1, "ammo"))
        await retype(pilot, "Flechas")
        assert message(app).startswith(said["ammo"]), message(app)
        await retype(pilot, "Balas")
        await go_to(pilot, ("counters", 0, "min"))
        await retype(pilot, "9")
        assert message(app).startswith(said["min"]), message(app)
        await retype(pilot, "0")
        await go_to(pilot, ("hp",))
        await retype(pilot, "39")
        assert message(app).startswith(said["hp"]), message(app)
        await retype(pilot, "50")
        assert message(app).startswith(said["hp"].replace("39", "50")), message(app)


async def test_a_named_items_problem_names_its_item_from_another_row(make_app, lang):
    """Play-test (Eclipse Phase, Spanish): '30Coo' typed in skill 1's aptitude, then the
    cursor on skill 2's: the line read "aptitud: debe ser uno de estos ..." under skill
    2, naming no skill. It names skill 1 by its row's label, as a weapon's does."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        labels = row_labels(app)
        await go_to(pilot, ("skills", 0, "value", "aptitude"))
        await retype(pilot, "30Coo")
        await go_to(pilot, ("skills", 1, "value", "aptitude"))
        said = f"{labels[('skills', 0, 'key')]} · {labels[('skills', 0, 'value', 'aptitude')]}:"
        assert message(app).startswith(said), message(app)


WEALTH = {
    "en": "pauper, cash poor, moderate, wealthy, lordly, kingly",
    "es": "Paupérrimo, Pobre, Moderado, Adinerado, Noble, Rey",
}


async def test_a_short_choice_lists_all_its_values(make_app, lang):
    """Play-test 29: EZD6's wealth said "one of 6: type its first letters" and never
    which six; "ri", "c" or "s" found nothing. A choice of nine or fewer lists them all,
    in the help line and in the refusal of what does not read."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        await go_to(pilot, ("wealth",))
        assert WEALTH[lang] in str(app.screen.query_one("#help").render())
        await retype(pilot, "ri")
        assert message(app).endswith(WEALTH[lang]), message(app)
        # Refused on enter by the same names, not the file's ids (play-test 30: "pauper,
        # cash_poor, ...").
        await press(pilot, "enter")
        assert WEALTH[lang] in message(app), message(app)


async def test_rows_of_a_list_are_added_and_removed_in_place(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        cid = app.screen.tracker.selected_id
        weapons = len(next(m for m in app.engine.party.members if m.id == cid).weapons)
        await press(pilot, "k")
        await burst(pilot, ["ctrl+down"] * 3)  # name -> attributes -> skills -> weapons
        assert app.screen.focused_row.path == ("weapons", 0, "name")
        await press(pilot, "ctrl+a")  # in the weapons: a new one, the cursor on its name
        new = ("weapons", weapons, "name")
        assert app.screen.focused_row.path == new and visible(app, new)
        assert "must not be empty" in message(app)
        await type_text(pilot, "Daga")
        await pilot.press("down")
        await type_text(pilot, "2d12x")
        # Said by the rows' words, not the file's "weapons[2].damage" (play-test 22).
        said = f"Weapons {weapons + 1} · Damage: must look like 1d10, 2d6 or 1d6-2"
        assert said in message(app), message(app)
        await pilot.press("backspace")
        await go_to(pilot, ("weapons", weapons, "skill"))
        await type_text(pilot, "swords")
        assert "Skill: must be one of melee weapons, brawl, ranged weapons" in message(app)
        await retype(pilot, "br")
        await pilot.press("right")  # the choice completed as typed: brawl
        await burst(pilot, ["ctrl+up"] * 2)  # this weapon's start, then the first's
        assert app.screen.focused_row.path == ("weapons", 0, "name")
        await press(pilot, "ctrl+r")  # the first weapon goes
        await press(pilot, "ctrl+s")
        character = next(m for m in app.engine.party.members if m.id == cid)
        assert [w.name for w in character.weapons][-1] == "Daga"
        assert len(character.weapons) == weapons
        assert character.weapons[-1].damage == "2d12" and character.weapons[-1].skill == "brawl"


async def test_pages_and_ends_move_the_cursor_through_a_long_sheet(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        editor = app.screen
        fields = [row.path for row in editor.rows if not row.heading]
        await press(pilot, "pagedown")
        moved = fields.index(editor.focused_row.path)
        assert moved >= 10 and visible(app, editor.focused_row.path)  # a page, not a row
        await press(pilot, "pageup")
        assert editor.focused_row.path == ("name",)
        await press(pilot, "end")
        assert editor.focused_row.path == fields[-1] == ("notes",)
        assert visible(app, ("notes",))
        await press(pilot, "home")
        assert editor.focused_row.path == ("name",)


async def test_creation_limits_are_warnings_not_refusals(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        await go_to(pilot, ("skills", "search"))
        await retype(pilot, "9")
        assert message(app).startswith("Warning (not a refusal): ")
        # Said by the row's label, not the file's key (play-test 30: "skills.search").
        assert "· Search: 9, creation allows at most 5" in message(app), message(app)
        assert "skills." not in message(app)
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        cid = app.screen.tracker.selected_id
        assert next(m for m in app.engine.party.members if m.id == cid).skill("search") == 9


async def test_a_duplicated_creature_is_edited_as_a_new_roster_entry(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        members = len(app.engine.party.members)
        bandido = next(i for i, r in enumerate(app.engine.party.roster) if r.id == "bandido")
        await press(pilot, "K")
        app.screen.query_one("OptionList").highlighted = 4 + members + bandido  # 4 above all
        await press(pilot, "enter")
        await press(pilot, "2", "enter")  # duplicate
        assert isinstance(app.screen, SheetEditor)
        shown = {row.path[0] for row in app.screen.rows}
        assert "token" not in shown and "xp" not in shown  # the players' resources
        await type_text(pilot, "Bandido arquero")
        await go_to(pilot, ("count",))
        await retype(pilot, "3")
        await press(pilot, "enter")
        copy = app.engine.party.roster[-1]
        original = next(r for r in app.engine.party.roster if r.id == "bandido")
        assert copy.id == "bandido-arquero" and copy.name == "Bandido arquero"
        assert copy.count == 3
        assert copy.attributes == original.attributes and copy.weapons == original.weapons
        # a roster creature can be removed (the one just made)
        await press(pilot, "K")
        last = 4 + members + len(app.engine.party.roster) - 1
        app.screen.query_one("OptionList").highlighted = last
        await press(pilot, "enter")
        await press(pilot, "3", "enter", "y")
        assert all(r.id != "bandido-arquero" for r in app.engine.party.roster)


async def test_hp_at_its_maximum_follows_resistance(make_app):
    """RyF's maximum HP is resistance x 4 (RULINGS): raised, HP at the maximum follows
    it; a wounded character keeps its HP (lowered below it, the check refuses)."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        cid = app.screen.tracker.selected_id
        await press(pilot, "k")
        hp = next(r for r in app.screen.rows if r.path == ("hp",))
        assert row_text(app.screen.data, hp) == "28"  # 7 x 4
        await go_to(pilot, ("attributes", "resistance"))
        await type_text(pilot, "8")
        assert row_text(app.screen.data, hp) == "32"
        assert "HP follows its maximum: 32" in message(app)
        await press(pilot, "enter")
        member = next(m for m in app.engine.party.members if m.id == cid)
        assert (member.hp, member.hp_max) == (32, 32)


async def test_energy_at_its_maximum_follows_it_a_wounded_one_stays(tmp_path):
    """Play-test 31: a new FIDS member given "Energy max" 4 kept Energy 0, and started the
    fight at 0/4. Energy at its maximum (a new member's 0 of 0 too) follows the maximum; a
    character below it (Donny, 5 of 6) keeps what it has: editing the maximum heals nobody."""
    app = GMConsole(dice=RandomDice(1))
    async with running(app, size=SIZE) as (app, pilot):
        await press(pilot, "ctrl+n")
        await press(pilot, str(list(SYSTEMS).index("fids") + 1), "enter")
        await type_text(pilot, "Mi grupo")
        await press(pilot, "enter", "enter")
        await press(pilot, "K", "1", "enter")  # a new member's sheet
        await type_text(pilot, "Ana")
        await go_to(pilot, ("energy_max",))
        await retype(pilot, "4")
        energy = next(r for r in app.screen.rows if r.path == ("energy",))
        assert row_text(app.screen.data, energy) == "4"
        assert "Energy follows its maximum: 4" in message(app)
        await press(pilot, "enter")
        (member,) = app.engine.party.members
        assert (member.energy, member.energy_max) == (4, 4)


async def test_a_wounded_characters_energy_stays_below_a_raised_maximum(make_app):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "k")  # Donny: Energy 5 of 6
        await go_to(pilot, ("energy_max",))
        await retype(pilot, "8")
        await press(pilot, "enter")
        donny = next(m for m in app.engine.party.members if m.id == "donny")
        assert (donny.energy, donny.energy_max) == (5, 8)


async def test_an_edit_survives_a_crash_through_the_journal(make_app):
    app = make_app("ezd6")
    path = app.path
    async with app.run_test(size=SIZE) as pilot:
        cid = app.screen.tracker.selected_id
        await press(pilot, "k")
        await go_to(pilot, ("karma",))
        await retype(pilot, "7")
        await press(pilot, "enter")
        edited = app.engine.party
    # killed here: nothing saved
    again = relaunch(path)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "y")  # restore
        assert again.engine.party.model_dump() == edited.model_dump()
        assert next(m for m in again.engine.party.members if m.id == cid).karma == 7


async def test_a_hand_written_files_comments_are_not_dropped_without_a_word(tmp_path):
    from gmconsole.dialogs.confirm_dialog import ConfirmDialog
    from tests.conftest import SAMPLES

    path = tmp_path / "campaña.toml"
    text = "# mis notas de campaña\n" + (SAMPLES / "ezd6.toml").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    async with running(relaunch(path), size=SIZE) as (app, pilot):
        await press(pilot, "n", "ctrl+s")
        assert isinstance(app.screen, ConfirmDialog)
        question = app.screen.question
        assert "campaña.toml has comments (# ..., lines 1)" in question
        assert "campaña.toml.bak keeps this version" in question and "notes" in question
        await press(pilot, "n")  # not saved: the file keeps its comment
        assert path.read_text(encoding="utf-8") == text
        await press(pilot, "ctrl+s")
        await press(pilot, "y")
        assert not path.read_text(encoding="utf-8").startswith("#")
        assert path.with_name("campaña.toml.bak").read_text(encoding="utf-8") == text
        await press(pilot, "n", "ctrl+s")  # no comments left: it saves at once
        assert isinstance(app.screen, MainScreen)
        assert load_party(path) == app.engine.party


async def test_the_comments_question_in_spanish_names_the_notes_fields_in_spanish(
    tmp_path, spanish
):
    """The advice names the fields as the Spanish form does ("notas"), not by the key."""
    from tests.conftest import SAMPLES

    path = tmp_path / "campaña.toml"
    text = "# mis notas de campaña\n" + (SAMPLES / "ezd6.toml").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    async with running(relaunch(path), size=SIZE) as (app, pilot):
        await press(pilot, "n", "ctrl+s")
        question = app.screen.question
        assert "campaña.toml tiene comentarios" in question
        assert "los campos de notas del grupo" in question and "notes" not in question


async def test_the_comments_warning_stays_over_the_sheet_editor(tmp_path):
    """The editor drops the toasts said before it (stale), not the 10-second warning that
    the file's comments will not survive a save (the review: `k` made it vanish)."""
    from tests.conftest import SAMPLES

    path = tmp_path / "campaña.toml"
    text = "# mis notas de campaña\n" + (SAMPLES / "ezd6.toml").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    app = relaunch(path)
    async with running(app, size=SIZE, notifications=True) as (app, pilot):
        await pilot.pause()
        await press(pilot, "C")  # "has no conditions": said before the editor: stale there
        before = toasts(app)
        assert any("campaña.toml has comments" in toast for toast in before), before
        assert len(before) == 2, before
        await press(pilot, "k")
        assert isinstance(app.screen, SheetEditor)
        shown = toasts(app)
        assert len(shown) == 1 and "campaña.toml has comments (# ..., lines 1)" in shown[0]


async def test_save_and_quit_asks_before_dropping_the_comments(tmp_path):
    """The quit question's "Save and quit" asks as ctrl+s does; no keeps the file."""
    from gmconsole.dialogs.confirm_dialog import ConfirmDialog
    from tests.conftest import SAMPLES

    path = tmp_path / "campaña.toml"
    text = "# mis notas de campaña\n" + (SAMPLES / "ezd6.toml").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    async with running(relaunch(path), size=SIZE) as (app, pilot):
        await press(pilot, "n", "ctrl+q")
        await press(pilot, "1", "enter")  # save and quit
        assert isinstance(app.screen, ConfirmDialog)
        assert "campaña.toml has comments (# ..., lines 1)" in app.screen.question
        await press(pilot, "n")
        assert app.is_running and path.read_text(encoding="utf-8") == text
        await press(pilot, "ctrl+q")
        await press(pilot, "1", "enter", "y")  # this time yes: saved, and the console quits
    assert not path.read_text(encoding="utf-8").startswith("#")
    assert load_party(path).members


def test_a_hash_inside_a_string_is_not_a_comment():
    from gmconsole.toml_reading import comment_lines

    text = 'name = "Los #1"  # the best\nnotes = """\n# not a comment\n"""\nx = \'#\'\n# yes\n'
    assert comment_lines(text) == [1, 6]


async def test_a_sheet_the_party_would_refuse_is_not_applied(make_app):
    """RyF's charisma needs the party's house option: the party's own check refuses it."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        before = app.engine.party
        await press(pilot, "k")
        await go_to(pilot, ("attributes", "charisma"))
        await retype(pilot, "5")
        name = app.screen.valid.name  # the party's check said by the rows (play-test 24)
        assert f"{name} · Charisma: needs options.charisma = true (got 5)" in message(app)
        await press(pilot, "enter")
        assert isinstance(app.screen, SheetEditor)
        assert message(app).startswith(f"Not applied: {name} · Charisma")
        await retype(pilot, "")  # empty: none, as the file had it
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        assert app.engine.party is before  # nothing changed: nothing applied


async def test_an_enemy_edited_in_the_fight_keeps_its_place_and_turn(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        encounter = app.engine.party.encounter
        enemy = next(c.id for c in encounter.combatants if c.side == "enemy")
        app.screen.tracker.select_id(enemy)
        order = [c.id for c in encounter.combatants]
        turn = encounter.turn
        await press(pilot, "k")
        await go_to(pilot, ("max_hp",))
        await retype(pilot, "30")
        await go_to(pilot, ("hp",))
        await retype(pilot, "30")
        assert {"token", "xp"}.isdisjoint(row.path[0] for row in app.screen.rows)
        await press(pilot, "enter")
        encounter = app.engine.party.encounter
        edited = next(e for e in encounter.enemies if e.id == enemy)
        assert (edited.hp, edited.hp_max) == (30, 30)
        assert [c.id for c in encounter.combatants] == order and encounter.turn == turn


async def test_the_sheet_speaks_the_consoles_language(make_app, lang):
    from gmconsole.i18n import t

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "k")
        await go_to(pilot, ("attributes", "strength"))
        assert app.screen.focused_row.label.strip() == {"en": "Strength", "es": "Fuerza"}[lang]
        await retype(pilot, "99")
        range_words = t("must be {low} to {high}", low=2, high=10)
        label = {"en": "Strength", "es": "Fuerza"}[lang]
        assert message(app).startswith(f"{label}: {range_words}")  # the row's word
        help_line = str(app.screen.query_one("#help").render())
        assert t("a whole number {low} to {high}", low=2, high=10) in help_line
        await retype(pilot, "6")
        brawl = next(r for r in app.screen.rows if r.path == ("skills", "brawl"))
        assert brawl.label.strip() == {"en": "Brawl", "es": "Pelea"}[lang]
        # A choice shows and takes the skill's name; its help is the model's, translated.
        await pilot.press("end")
        await go_to(pilot, ("specialization",))
        shown = {"en": "melee weapons", "es": "Armas cuerpo a cuerpo"}[lang]
        assert app.screen.edit_line.value == shown
        await type_text(pilot, {"en": "bra", "es": "pel"}[lang])
        await pilot.press("right")  # completed: Pelea
        await press(pilot, "down", "space")  # specialization used: yes/no, space switches
        assert app.screen.edit_line.value == {"en": "yes", "es": "sí"}[lang]
        await press(pilot, "space")
        await go_to(pilot, ("max_hp",))
        help_line = str(app.screen.query_one("#help").render())
        own = {"en": "a creature's own number", "es": "el número propio de una criatura"}
        assert own[lang] in help_line
        width = app.screen.query_one("#help").content_region.width
        for row in app.screen.rows:  # each row's help fits its two lines
            assert len(f"{row.label.strip()}: {row.help}") <= 2 * width, row.help
        await press(pilot, "enter")
        cid = app.screen.tracker.selected_id
        assert next(m for m in app.engine.party.members if m.id == cid).specialization == "brawl"


async def test_fids_precision_is_labelled_as_the_other_attributes(make_app, spanish):
    """Issue 36: FIDS's attribute read "precisión" (RyF's weapon field, lowercase in a
    sentence) among "Fuerza", "Carisma"; the attribute is "Precisión", RyF's weapon field
    stays "precisión"."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("k")
        await pilot.pause()
        labels = row_labels(app)
        assert labels[("attributes", "strength")] == "Fuerza"
        assert labels[("attributes", "precision")] == "Precisión"
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "k")  # Fred: an axe and a revolver
        await pilot.pause()
        labels = row_labels(app)
        assert labels[("weapons", 0, "precision")] == "precisión", labels
    # Play-test 30: EZD6's sheet said "salvación de armadura / milagrosa" where the panel
    # and the combat box say "Tirada de armadura" and "Salvada milagrosa".
    app = make_app("ezd6")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("k")
        await pilot.pause()
        labels = row_labels(app)
        assert labels[("armour_save",)] == "tirada de armadura", labels
        assert labels[("miraculous_save",)] == "salvada milagrosa", labels
        help_line = {row.path: row.help for row in app.screen.rows}[("armour_save",)]
        assert "salvación" not in help_line.casefold(), help_line


async def test_the_english_sheet_labels_its_rows_in_words(make_app):
    """Play-test 31: the English editor showed the model's names ("strength", "energy max",
    "skills 1", "counters") where the Spanish one shows "Fuerza", "Energía máx."."""
    app = make_app("fids")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("k")
        await pilot.pause()
        labels = row_labels(app)
        assert labels[("attributes", "strength")] == "Strength"
        assert labels[("energy_max",)] == "Energy max"
        assert labels[("skills", 0)] == "Skills 1"
        assert labels[("counters",)] == "Counters"
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("k")
        await pilot.pause()
        labels = row_labels(app)
        assert labels[("max_hp",)] == "Max HP", labels
        assert labels[("skills", "melee_weapons")] == "Melee weapons"


async def test_the_house_options_are_made_in_the_console_and_undone_as_one_step(make_app, lang):
    """Play-test 22: a GM making a RyF party in the console typed a Carisma and read
    "needs options.charisma = true", an option only the file could set. K offers the
    party's house options: yes/no rows, applied as one step, refused while a sheet needs
    the option on."""
    from gmconsole.i18n import t

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        before = app.engine.party
        await press(pilot, "K")
        await type_text(pilot, t("House options of the party").split()[0])
        await press(pilot, "enter")
        editor = app.screen
        assert isinstance(editor, SheetEditor)
        assert [row.path for row in editor.rows] == [("hard_defence",), ("charisma",)]
        footer = {entry.key for entry in editor.query_one(KeysFooter).drawn}
        assert "ctrl+a" not in footer and "ctrl+r" not in footer  # no list to add a row to
        await go_to(pilot, ("charisma",))
        await press(pilot, "space", "ctrl+s")
        assert app.engine.party.options.charisma
        said = t("{option}: on", option=t("charisma"))
        assert app.engine.party.log[-1].text == t("House options: {changes}", changes=said)
        # A member with a Carisma now loads; turning the option off again is refused.
        await press(pilot, "k")
        await go_to(pilot, ("attributes", "charisma"))
        await type_text(pilot, "3")
        await press(pilot, "ctrl+s")
        await press(pilot, "K")
        await type_text(pilot, t("House options of the party").split()[0])
        await press(pilot, "enter")
        await go_to(pilot, ("charisma",))
        await press(pilot, "space")
        assert t("needs options.charisma = true") in message(app)
        await press(pilot, "escape", "y")  # the change left unapplied
        assert app.engine.party.options.charisma
        await press(pilot, "ctrl+z", "ctrl+z")
        assert app.engine.party == before
