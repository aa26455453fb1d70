"""The command palette under keys typed faster than a hand types: it opens, searches and
closes without a crash, and page up/down typed as it opens wait for its list."""

from textual import events
from textual.command import CommandList, CommandPalette

from gmconsole.screens.main_screen import MainScreen
from tests.budget import amount
from tests.pilot_keys import running

ROUNDS = amount(12, 25)
"""Each round types 0-3 extra letters and waits 0, 0.02 or 0.04 s: 12 rounds try every
pair once (25 with ``--long``)."""


def _type(app, *keys: str) -> None:
    """Keys as a terminal sends them, all at once (no Pilot wait between them)."""
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))


async def test_a_palette_closed_as_it_searches_never_crashes(make_app):
    """Typed at once, ``z q escape`` closes the palette before it has handled
    the search its last letter started; the search went on after the palette was gone
    and its "No matches found" timer asked the gone palette for its list (exit 1)."""
    app = make_app("ryf")
    palettes: list[CommandPalette] = []

    def seen(screen) -> None:
        if isinstance(screen, CommandPalette):
            palettes.append(screen)

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen_change_signal.subscribe(app, seen, immediate=True)
        for round_ in range(ROUNDS):
            await pilot.press("ctrl+p")
            assert isinstance(app.screen, CommandPalette)
            _type(app, "z", "q", *"x" * (round_ % 4), "escape")
            await pilot.pause(0.02 * (round_ % 3))
            for _ in range(100):
                if isinstance(app.screen, MainScreen):
                    break
                await pilot.pause(0.02)
            assert isinstance(app.screen, MainScreen), "escape closed the palette"
        await pilot.pause(0.8)  # past Textual's "No matches found" countdown (0.5 s)
        assert app.is_running and isinstance(app.screen, MainScreen)
        assert palettes, "the palette opened"
        assert not [w for w in app.workers if w.node in palettes and w.is_running]


async def test_page_keys_typed_as_the_palette_opens_then_page_its_list(make_app):
    """Typed with ``ctrl+p`` the page keys land on a list not drawn yet (Textual 8.2's
    list raised KeyError there); they wait for it. Then they page the list."""
    async with running(make_app("ryf"), size=(80, 24)) as (app, pilot):
        await pilot.pause()
        _type(app, "ctrl+p", "pagedown", "pageup", "pagedown")
        await pilot.pause(0.3)
        assert isinstance(app.screen, CommandPalette)
        commands = app.screen.query_one(CommandList)
        # A page key acts once the list is drawn: each check waits for that.
        for _ in range(4):  # to the top, from wherever the typed keys left it
            await pilot.press("pageup")
        await until(pilot, lambda: commands.highlighted == 0)
        await pilot.press("pagedown")
        await until(pilot, lambda: (commands.highlighted or 0) > 0)
        await pilot.press("pageup")
        await until(pilot, lambda: commands.highlighted == 0)


async def until(pilot, check) -> None:
    for _ in range(100):
        if check():
            return
        await pilot.pause(0.02)
    assert check()
