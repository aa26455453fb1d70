"""A panel's option and system keys are bindings of its class, built once when the class
is defined (issue 21): every id the keymap may name is a binding of the class, and a key
offered in one roll (s: armour saves after a hit) is not left in the next panel's footer."""

from textual.binding import Binding

from gmconsole.registry import SYSTEMS
from gmconsole.systems.ezd6.panel import Ezd6Panel
from gmconsole.systems.ui_base import panel_classes
from gmconsole.widgets.keys_footer import KeysFooter
from tests.pilot_keys import press, running
from tests.ui.conftest import answer

SIZE = (80, 24)


def test_each_panel_class_binds_every_option_and_system_key():
    for system in SYSTEMS:
        for panel in panel_classes(system):
            ids = {b.id for b in panel.BINDINGS if isinstance(b, Binding) and b.id}
            assert panel.option_binding_ids() <= ids, system


def footer_keys(app) -> list[str]:
    assert isinstance(app.screen, Ezd6Panel)
    return [entry.key for entry in app.screen.query_one(KeysFooter).entries()[0]]


async def test_a_key_offered_after_a_hit_is_gone_from_the_next_panel(make_app):
    """The footer lists s while the armour saves wait for it, by the panel's footer_label:
    a panel opened afterwards (nothing to save yet) does not list it."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await pilot.press("t")
        assert "s" not in footer_keys(app)
        await pilot.press("escape", "down", "down", "down", "down", "t", "e")
        await answer(pilot, "5")  # a hit: the armour saves wait for s
        await pilot.pause()
        assert "s" in footer_keys(app)
        first = app.screen
        await press(pilot, "escape", "escape", "home", "t")
        assert app.screen is not first  # a new panel, on Brunhilda's turn again
        assert "s" not in footer_keys(app)
