"""After choosing to pay a force with Misfortune, neither the FIDS key line nor the footer
offers it again (issue 22: the footer kept offering it); ``m`` still switches back."""

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.widgets.keys_footer import KeysFooter

SIZE = (120, 40)


def _footer_keys(panel: PanelScreen) -> list[str]:
    shown, _ = panel.query_one(KeysFooter).entries()
    return [entry.key for entry in shown]


async def test_misfortune_chosen_is_not_offered_again(make_app):
    app = make_app("fids", dice=[1, 5, 6])  # neutral: keeps 5 > Strength 2; force to 1
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "r")
        await pilot.pause()
        panel = pilot.app.screen
        assert isinstance(panel, PanelScreen)
        assert "m" in _footer_keys(panel)
        assert "m: pay with Misfortune" in panel.rendered(panel.key_hints())
        await pilot.press("m")
        await pilot.pause()
        assert panel.choice("m").value is True
        assert "m" not in _footer_keys(panel)
        assert "Misfortune" not in panel.rendered(panel.key_hints())
        await pilot.press("m")  # still a key: back to Energy, offered again
        await pilot.pause()
        assert panel.choice("m").value is False
        assert "m" in _footer_keys(panel)


async def test_nothing_to_force_offers_no_payment(make_app):
    app = make_app("fids", dice=[6, 6, 6])  # a triple: a critical, nothing to force
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "r")
        await pilot.pause()
        assert "m" not in _footer_keys(pilot.app.screen)
