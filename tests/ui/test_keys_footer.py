"""The footer redraws only when the keys it shows change, and then shows them."""

from textual.widgets._footer import FooterKey

from gmconsole.widgets.keys_footer import KeysFooter
from gmconsole.widgets.panel_screen import PanelScreen

SIZE = (120, 40)


def _keys(screen) -> dict[str, bool]:
    """The footer's keys (by the key pressed), and whether each is enabled (not dimmed)."""
    footer = screen.query_one(KeysFooter)
    return {key.key: not key.has_class("-disabled") for key in footer.query(FooterKey)}


def _counting_recomposes(footer: KeysFooter) -> list[int]:
    count = [0]
    real = footer.recompose

    async def recompose() -> None:
        count[0] += 1
        await real()

    footer.recompose = recompose  # type: ignore[method-assign]
    return count


async def test_refreshing_the_same_bindings_does_not_redraw_the_footer(make_app):
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        shown = _keys(screen)
        assert "n" in shown
        count = _counting_recomposes(screen.query_one(KeysFooter))
        for _ in range(5):
            screen.refresh_bindings()
            await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert count[0] == 0
        assert _keys(screen) == shown


async def test_the_footer_follows_a_change_of_its_keys(make_app):
    """After the roll a panel's options are fixed: the footer dims them."""
    app = make_app("eclipse_phase", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        before = _keys(panel)
        difficulty = "d"
        assert before[difficulty]
        await pilot.press("r")
        await pilot.pause()
        assert panel.rolled
        after = _keys(panel)
        assert not after[difficulty]
        assert after.keys() == before.keys()


async def test_the_footer_keys_are_styled_once_as_they_mount(make_app, monkeypatch):
    """Textual restyles a footer key twice after mounting it (it starts compact, then
    takes the footer's setting); ours are mounted with the setting already applied."""
    restyled: list[str] = []
    real = FooterKey.update_node_styles

    def update_node_styles(self, animate: bool = True) -> None:
        restyled.append(self.key)
        real(self, animate)

    monkeypatch.setattr(FooterKey, "update_node_styles", update_node_styles)
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        keys = [k for k in app.screen.query_one(KeysFooter).query(FooterKey)]
        assert len(keys) > 5
        ours = {k.key for k in keys if not k.has_class("-command-palette")}
        assert not ours & set(restyled), restyled


async def test_a_redraw_lost_on_the_way_is_asked_for_again(make_app, monkeypatch):
    """Textual may lose a redraw the footer asked for (filed with a screen that closes
    first); the next refresh of the same keys must ask again, not trust the lost one."""
    app = make_app("eclipse_phase", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        panel = app.screen
        assert isinstance(panel, PanelScreen)
        footer = panel.query_one(KeysFooter)
        real = footer.call_after_refresh
        lost = []

        def call_after_refresh(callback, *args):
            if not lost and getattr(callback, "__name__", "") == "recompose":
                lost.append(callback)
                return True
            return real(callback, *args)

        monkeypatch.setattr(footer, "call_after_refresh", call_after_refresh)
        await pilot.press("r")  # the options are fixed: the footer should dim them
        await pilot.pause()
        assert lost, "the redraw after the roll was not asked for"
        assert _keys(panel)["d"], "the redraw was lost (the test's premise)"
        panel.refresh_bindings()
        await pilot.pause()
        assert not _keys(panel)["d"]


async def test_a_dialog_shows_its_own_keys_not_those_of_the_screen_beneath(make_app):
    """A playtester read "r Roll  e Enter dice" at the bottom of the dice dialog: the
    panel's keys, which do nothing there. The dialog's footer covers them."""
    app = make_app("ryf")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        dialog = app.screen
        assert not isinstance(dialog, PanelScreen)
        keys = _keys(dialog)
        assert "escape" in keys and "r" not in keys
        footer = dialog.query_one(KeysFooter)
        assert footer.region.bottom == SIZE[1], "the dialog's footer is not at the bottom"


async def test_escape_is_labelled_for_what_it_does(make_app):
    """Before the roll escape closes; after a finished roll it applies the roll and
    closes: the footer says which (a playtester backed out with escape and logged a
    roll)."""
    app = make_app("eclipse_phase", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        panel = app.screen
        footer = panel.query_one(KeysFooter)

        def escape_label() -> str:
            return next(k.description for k in footer.query(FooterKey) if k.key == "escape")

        assert escape_label() == "Close"
        await pilot.press("r")
        await pilot.pause()
        assert panel.preview is not None and panel.preview.complete
        assert escape_label() == "Apply and close"
        palette = [text for text, _ in panel.palette_actions()]
        assert any(text.startswith("Apply and close") for text in palette)
        assert not any(text.startswith("Close (") for text in palette)
