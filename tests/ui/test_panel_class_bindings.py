"""A panel's option and system keys are bindings of its class, built once when the class
is defined (issue 21): opening a panel edits no binding map, and every id the keymap
may name is a binding of the class."""

from textual.binding import Binding

from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.registry import SYSTEMS
from gmconsole.systems.ezd6.panel import Ezd6Panel
from gmconsole.systems.ui_base import panel_classes
from gmconsole.widgets.keys_footer import KeysFooter
from tests.pilot_keys import running
from tests.ui.conftest import answer

SIZE = (120, 40)


def _class_ids(panel: type[PanelScreen]) -> set[str]:
    return {b.id for b in panel.BINDINGS if isinstance(b, Binding) and b.id}


def test_each_panel_class_binds_every_option_and_system_key():
    for system in SYSTEMS:
        for panel in panel_classes(system):
            assert panel.option_binding_ids() <= _class_ids(panel), system


def _map(bindings_map) -> dict[str, list[tuple[str | None, str, bool]]]:
    """A binding map as plain data (Textual's own maps, read only by this test)."""
    return {
        key: [(b.id, b.description, b.show) for b in bindings]
        for key, bindings in bindings_map.key_to_bindings.items()
    }


async def test_opening_and_rolling_edit_no_binding_map(make_app):
    """The footer lists a system key while it is offered (s: armour saves after a hit),
    by the panel's footer_label, not by changing the class's or the panel's bindings."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        before = _map(Ezd6Panel._merged_bindings)
        await pilot.press("down", "down", "down", "down", "t", "e")
        await answer(pilot, "5")  # a hit: the armour saves wait for s
        await pilot.pause()
        panel = app.screen
        assert isinstance(panel, Ezd6Panel)
        footer = [entry.key for entry in panel.query_one(KeysFooter).entries()[0]]
        assert "s" in footer
        assert _map(Ezd6Panel._merged_bindings) == before
        assert _map(panel._bindings) == before
