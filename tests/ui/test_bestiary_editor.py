"""The bestiary's entries in K's list (issue 37): edited in the sheet editor with the roster
creature's checks, duplicated and removed, each written into the system's bestiary file at
once (not the party: the party stays as it was, nothing to undo)."""

from gmconsole.bestiary import bestiary_path, load_bestiary
from gmconsole.dialogs.confirm_dialog import ConfirmDialog
from gmconsole.dialogs.sheet_editor import SheetEditor
from gmconsole.screens.main_screen import MainScreen
from gmconsole.storage import load_party
from tests.pilot_keys import press
from tests.ui.conftest import type_text
from tests.ui.test_bestiary_and_encounters import GRIFFIN, fill_bestiary
from tests.ui.test_sheet_editor import SIZE, go_to, message, retype


async def open_entry(pilot, typed: str, action: str) -> None:
    """K, the entry found by typing part of its name, then an action (1 edit, 2 duplicate,
    3 remove: a digit highlights, enter picks)."""
    await press(pilot, "K")
    await type_text(pilot, typed)
    await press(pilot, "enter")
    await press(pilot, action, "enter")


def told(app) -> list[str]:
    """What the console notifies from now on (its public notify, recorded)."""
    said: list[str] = []
    notify = app.notify

    def record(message, *args, **kwargs):
        said.append(str(message))
        return notify(message, *args, **kwargs)

    app.notify = record
    return said


async def test_an_entry_edited_from_k_is_saved_in_the_bestiary_file(make_app):
    app = make_app("ryf")
    ids = fill_bestiary("ryf", load_party(app.path))
    griffin = load_bestiary("ryf").find(ids[0])
    assert griffin is not None and griffin.attributes.strength != 8
    others = [e for e in load_bestiary("ryf").entries if e.id != ids[0]]
    path = bestiary_path("ryf")
    commented = "# mis criaturas\n" + path.read_text("utf-8")
    path.write_text(commented, "utf-8")
    said = told(app)
    async with app.run_test(size=SIZE) as pilot:
        before = app.engine.party
        await open_entry(pilot, "zzgr", "1")
        assert isinstance(app.screen, SheetEditor)
        await go_to(pilot, ("attributes", "strength"))
        await retype(pilot, "8")
        await press(pilot, "enter")
        assert isinstance(app.screen, ConfirmDialog)  # the file's comment would go
        assert "bestiary/ryf.toml has comments (# ..., lines 1)" in app.screen.question
        await press(pilot, "y")
        assert isinstance(app.screen, MainScreen)
        assert app.engine.party is before  # the bestiary is not the party
        assert said[-1] == f"{GRIFFIN}: sheet saved in bestiary/ryf.toml (attributes)"
    bestiary = load_bestiary("ryf")
    edited = bestiary.find(ids[0])
    assert edited is not None and edited.attributes.strength == 8
    assert edited.name == GRIFFIN and edited.weapons == griffin.weapons
    assert [e for e in bestiary.entries if e.id != ids[0]] == others
    assert 'id = "roto"' in bestiary_path("ryf").read_text("utf-8")  # the bad entry kept
    assert bestiary_path("ryf").with_name("ryf.toml.bak").read_text("utf-8") == commented


async def test_removing_an_entry_asks_before_dropping_the_files_comments(make_app):
    app = make_app("ryf")
    fill_bestiary("ryf", load_party(app.path))
    path = bestiary_path("ryf")
    path.write_text("# mis criaturas\n" + path.read_text("utf-8"), "utf-8")
    before = path.read_bytes()
    async with app.run_test(size=SIZE) as pilot:
        await open_entry(pilot, "zzgr", "3")
        await press(pilot, "y")  # remove it ...
        assert isinstance(app.screen, ConfirmDialog)
        await press(pilot, "n")  # ... but not at the cost of the comment
        assert isinstance(app.screen, MainScreen)
    assert path.read_bytes() == before


async def test_a_refused_bestiary_edit_leaves_the_file_unchanged(make_app):
    app = make_app("ryf")
    fill_bestiary("ryf", load_party(app.path))
    before = bestiary_path("ryf").read_bytes()
    async with app.run_test(size=SIZE) as pilot:
        await open_entry(pilot, "zzgr", "1")
        await go_to(pilot, ("attributes", "resistance"))
        await retype(pilot, "12")
        assert message(app).startswith("Resistance: must be 2 to 10 (got 12)")
        await retype(pilot, "6")
        await go_to(pilot, ("attributes", "charisma"))
        await retype(pilot, "5")  # the party's check: charisma needs the house option
        assert "· Charisma: needs options.charisma = true (got 5)" in message(app)
        await press(pilot, "enter")
        assert isinstance(app.screen, SheetEditor)
        assert message(app).startswith("Not applied: ")
        await press(pilot, "escape")
        await press(pilot, "y")  # discard
        assert isinstance(app.screen, MainScreen)
    assert bestiary_path("ryf").read_bytes() == before


async def test_an_entry_is_duplicated_then_the_copy_removed(make_app):
    app = make_app("ezd6")
    ids = fill_bestiary("ezd6", load_party(app.path))
    said = told(app)
    async with app.run_test(size=SIZE) as pilot:
        before = app.engine.party
        await open_entry(pilot, "zzgr", "2")
        assert isinstance(app.screen, SheetEditor)
        await type_text(pilot, "Zzgrifo arquero")  # the name, selected on focus
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
        assert said[-1] == (
            "New bestiary entry Zzgrifo arquero (id zzgrifo-arquero) saved in bestiary/ezd6.toml"
        )
        bestiary = load_bestiary("ezd6")
        copy = bestiary.find("zzgrifo-arquero")
        original = bestiary.find(ids[0])
        assert copy is not None and original is not None
        assert copy.name == "Zzgrifo arquero" and original.name == GRIFFIN
        assert copy.model_dump(exclude={"id", "name"}) == original.model_dump(
            exclude={"id", "name"}
        )
        await open_entry(pilot, "arquero", "3")
        await press(pilot, "y")
        assert said[-1] == "Zzgrifo arquero removed from bestiary/ezd6.toml"
        assert app.engine.party is before
    bestiary = load_bestiary("ezd6")
    assert bestiary.find("zzgrifo-arquero") is None
    assert [e.id for e in bestiary.entries] == ids
    assert 'id = "roto"' in bestiary_path("ezd6").read_text("utf-8")


async def test_a_new_entry_starts_the_bestiary_file(make_app):
    app = make_app("ryf")
    assert not bestiary_path("ryf").exists()
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "K")
        await type_text(pilot, "new bestiary")  # the long list filters as typed
        await press(pilot, "enter")
        assert isinstance(app.screen, SheetEditor)
        await type_text(pilot, "Lobo gris")
        await go_to(pilot, ("attributes", "dexterity"))
        await retype(pilot, "7")
        await press(pilot, "enter")
        assert isinstance(app.screen, MainScreen)
    bestiary = load_bestiary("ryf")
    assert bestiary.problems == []
    assert [(e.id, e.name, e.attributes.dexterity) for e in bestiary.entries] == [
        ("lobo-gris", "Lobo gris", 7)
    ]
