"""The top line names the party and the system, centred, cut with an ellipsis when the
terminal is narrow; its icon opens the command palette (Textual's header)."""

from textual.geometry import Region
from textual.widgets import Static

from gmconsole.palette import SafeCommandPalette
from gmconsole.widgets.title_bar import TitleBar
from tests.edit import edit
from tests.pilot_keys import running


def title_line(screen) -> tuple[str, int]:
    """The title as drawn, and the column its drawing starts at."""
    title = screen.query_one(TitleBar).query_one("HeaderTitle", Static)
    line = title.render_lines(Region(0, 0, title.size.width, 1))[0].text
    return line, title.region.x


async def test_the_title_names_the_party_and_the_system_and_its_icon_opens_the_palette(make_app):
    async with running(make_app("ryf"), size=(120, 40)) as (app, pilot):
        await pilot.pause()
        line, start = title_line(app.screen)
        title = f"{app.engine.party.name} · RyF"
        assert title in line
        middle = start + line.index(title) + len(title) / 2
        assert abs(middle - (8 + (120 - 18) / 2)) <= 1, "centred as Textual's header"
        await pilot.click(TitleBar, offset=(60, 0))  # a click keeps one line
        await pilot.pause()
        assert app.screen.query_one(TitleBar).size.height == 1
        await pilot.click(TitleBar, offset=(1, 0))  # the icon opens the command palette
        await pilot.pause()
        assert isinstance(app.screen, SafeCommandPalette)


async def test_a_hostile_party_name_is_shown_as_written(make_app):
    app = make_app("ryf")
    app.initial_party = edit(app.initial_party, "name", "[/] [bold]Los [red]")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "[/] [bold]Los [red]" in title_line(app.screen)[0]


async def test_a_narrow_terminal_cuts_the_name_not_the_system(make_app):
    app = make_app("ryf")
    app.initial_party = edit(
        app.initial_party, "name", "Una compañía con un nombre larguísimo " * 3
    )
    async with app.run_test(size=(120, 24)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        for _ in range(40):  # the title fits once the resize reached it (a loaded machine)
            await pilot.pause(0.05)
            line, _ = title_line(app.screen)
            if len(line) <= 80 - 18:
                break
        assert len(line) <= 80 - 18
        assert line.rstrip().endswith("… · RyF"), "the name is cut, not the system"


async def test_a_terminal_too_narrow_for_the_title_leaves_it_out(make_app):
    async with running(make_app("ryf"), size=(16, 10)) as (app, pilot):
        await pilot.pause()
        assert title_line(app.screen)[0].strip() == ""
