"""Hostile names, notes and condition names render literally, never act, never crash and
never break the other rows."""

from rich.cells import cell_len

from gmconsole.app import GMConsole
from gmconsole.storage import PartyFileError, load_party, parse_party, save_party
from rules.dice import RandomDice
from tests.conftest import SAMPLES
from tests.edit import edit
from tests.pilot_keys import press
from tests.ui.conftest import answer

HOSTILE = [
    "[@click=app.quit]x[/]",
    "[/]",
    "[bold red]Rojo[/bold red]",
    "\\[escaped] [link=https://example.com]link[/link]",
    "龍" * 30 + " 🐉🐉🐉",
    "עברית مرحبا",
    "x" * 10_000,
]


def spy_on_quit(monkeypatch) -> list[str]:
    """Record every quit the console is asked for (a live ``@click=app.quit`` included).

    ``action_quit`` itself is replaced, not ``exit``: on a party with unsaved changes a
    quit only opens the "unsaved changes" dialog, so a spy on ``exit`` could never see it.
    """
    quits: list[str] = []

    async def action_quit(self) -> None:
        quits.append(type(self.screen).__name__)

    monkeypatch.setattr(GMConsole, "action_quit", action_quit)
    return quits


async def test_hostile_text_renders_literally(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "ezd6.toml"
    path.write_bytes((SAMPLES / "ezd6.toml").read_bytes())
    party = load_party(path)
    for index, name in enumerate(HOSTILE[: len(party.members)]):
        party = edit(party, f"members[{index}].name", name)
        party = edit(party, f"members[{index}].notes", name)
    for index in range(3):
        party = edit(party, f"encounter.enemies[{index}].name", HOSTILE[4 + index])
    save_party(party, path)
    quits = spy_on_quit(monkeypatch)
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(1))
    async with app.run_test(size=(120, 40)) as pilot:
        # Clicks on every markup name while the party is clean (a live quit would exit)...
        for row in range(1, 8):
            await pilot.click("#tracker", offset=(4, row))
        await press(pilot, "home")
        assert not app.engine.dirty and quits == []
        await pilot.press("c")
        await answer(pilot, "[@click=app.quit]veneno[/]")
        await answer(pilot, "2")
        await pilot.press("o")
        await answer(pilot, "[red]nota")
        for _ in range(7):
            await pilot.click("#tracker", offset=(4, 1))  # ...and once it is dirty
            await pilot.press("down", "t", "escape")
        await pilot.pause()
        tracker = app.screen.tracker
        width = tracker.scrollable_content_region.width
        for y in range(len(app.engine.party.encounter.combatants)):
            strip = tracker.render_line(y)
            assert strip.cell_length == width, f"row {y} breaks the layout"
        text = app.export_screenshot().replace("&#160;", " ")
        assert app.is_running and quits == []
        assert type(app.screen).__name__ == "MainScreen"
        await press(pilot, "ctrl+q")  # the spy does see a real quit
        assert quits == ["MainScreen"]
    assert "[@click=app.quit]x[/]" in text
    assert "red]Rojo[/" in text  # literally, not styled (SVG splits text at spaces)
    for name in ("Sor Elena", "Pip Cuchillos", "Aldric el Gris"):
        assert name not in text  # they were renamed to hostile names
    condition = app.engine.party.encounter.combatants[0].conditions[0]
    assert condition.name == "[@click=app.quit]veneno[/]"
    assert cell_len(HOSTILE[4]) > len(HOSTILE[4])  # wide characters were really tested


def test_ansi_escape_is_refused_with_a_clear_message():
    text = (
        (SAMPLES / "ezd6.toml")
        .read_text(encoding="utf-8")
        .replace('name = "Brunhilda"', 'name = "\\u001b[31mBrunhilda\\u001b[0m"')
    )
    try:
        parse_party(text.encode(), "ezd6.toml")
    except PartyFileError as error:
        assert error.lines[0].startswith(
            "members[0].name: control character \\x1b at position 0 is not allowed"
        )
    else:
        raise AssertionError("an ANSI escape in a name must be refused")


async def test_typed_control_characters_are_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "fids.toml"
    path.write_bytes((SAMPLES / "fids.toml").read_bytes())
    app = GMConsole(path=path, party=load_party(path), dice=RandomDice(1))
    async with app.run_test(size=(120, 40)) as pilot:
        before = [c.model_copy() for c in app.engine.party.encounter.combatants]
        await pilot.press("q")
        app.screen.query_one("Input").value = "\x1b[31mRata"
        error = ""
        for _ in range(4):  # enter moves through the form's fields, then submits
            await press(pilot, "enter")
            error = str(app.screen.query_one("#error").render())
            if error:
                break
        assert "control characters are not allowed" in error
        assert type(app.screen).__name__ == "FormDialog"  # refused: the dialog stays
        assert app.engine.party.encounter.combatants == before
