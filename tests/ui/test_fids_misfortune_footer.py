"""After choosing to pay a force with Misfortune, neither the FIDS key line nor the footer
offers it again (issue 22: the footer kept offering it); ``m`` still switches back."""

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.widgets.keys_footer import KeysFooter
from tests.pilot_keys import press

SIZE = (80, 24)


def _footer_keys(panel: PanelScreen) -> list[str]:
    shown, _ = panel.query_one(KeysFooter).entries()
    return [entry.key for entry in shown]


async def test_misfortune_chosen_is_not_offered_again(make_app):
    app = make_app("fids", dice=[1, 5, 6])  # neutral: keeps 5 > Strength 2; force to 1
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "t", "r")
        panel = pilot.app.screen
        assert isinstance(panel, PanelScreen)
        assert "m" in _footer_keys(panel)
        assert "m: pay with Misfortune" in panel.rendered(panel.key_hints())
        await press(pilot, "m")
        assert panel.choice("m").value is True
        assert "m" not in _footer_keys(panel)
        assert "Misfortune" not in panel.rendered(panel.key_hints())
        await press(pilot, "m")  # still a key: back to Energy, offered again
        assert panel.choice("m").value is False
        assert "m" in _footer_keys(panel)


async def test_nothing_to_force_offers_no_payment(make_app):
    app = make_app("fids", dice=[6, 6, 6])  # a triple: a critical, nothing to force
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "t", "r")
        assert "m" not in _footer_keys(pilot.app.screen)
