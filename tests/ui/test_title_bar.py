"""The top line names the party and the system, centred, cut with an ellipsis when the
terminal is narrow; its icon opens the command palette, as Textual's header does."""

from gmconsole.palette import SafeCommandPalette
from gmconsole.widgets.title_bar import TitleBar


async def test_the_title_names_the_party_and_the_system(make_app):
    app = make_app("ryf")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        line = str(app.screen.query_one(TitleBar).render())
        title = f"{app.engine.party.name} · RyF"
        assert title in line
        middle = line.index(title) + len(title) / 2
        assert abs(middle - (8 + (120 - 18) / 2)) <= 1, "centred as Textual's header"


async def test_a_hostile_party_name_is_shown_as_written(make_app):
    app = make_app("ryf")
    app.initial_party.name = "[/] [bold]Los [red]"
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "[/] [bold]Los [red]" in str(app.screen.query_one(TitleBar).render())


async def test_a_narrow_terminal_cuts_the_title_with_an_ellipsis(make_app):
    app = make_app("ryf")
    app.initial_party.name = "Una compañía con un nombre larguísimo " * 3
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = str(app.screen.query_one(TitleBar).render())
        assert len(line) <= 80 - 10
        assert line.rstrip().endswith("… · RyF"), "the name is cut, not the system"


async def test_the_icon_opens_the_command_palette(make_app):
    app = make_app("ryf")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.click(TitleBar, offset=(1, 0))
        await pilot.pause()
        assert isinstance(app.screen, SafeCommandPalette)


async def test_a_terminal_too_narrow_for_the_title_leaves_it_out(make_app):
    app = make_app("ryf")
    async with app.run_test(size=(16, 10)) as pilot:
        await pilot.pause()
        line = str(app.screen.query_one(TitleBar).render())
        assert line.strip() == "⭘", "no title over the icon"
