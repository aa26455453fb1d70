"""Which keys the panel's footer offers never comes from display text: a translation that
writes its key lines with other punctuation (" | " for " · ", " = " for ": ") changes how
they read and not which keys the footer lists (issue 21)."""

from gmconsole import i18n
from gmconsole.dialogs.panel_screen import PanelScreen
from gmconsole.widgets.keys_footer import KeysFooter
from tests.budget import each_system
from tests.pilot_keys import running
from tests.ui.conftest import answer

SIZE = (80, 24)

SCENES = {
    # EZD6: Brunhilda hits Esqueleto 1; its armour saves wait for s.
    "ezd6": (("down", "down", "down", "down", "t", "e"), "5", "s"),
    # FIDS: Donny fails with a 3; forcing to the lower die (1) would succeed.
    "fids": (("t", "e"), "1 3 5", "1"),
}


async def _after_the_roll(make_app, system: str) -> tuple[frozenset[str], list[str], str]:
    """(system keys offered, keys in the footer, the key line) once the roll is in."""
    presses, dice, _ = SCENES[system]
    async with running(make_app(system), size=SIZE) as (app, pilot):
        await pilot.press(*presses)
        await answer(pilot, dice)
        await pilot.pause()
        panel = app.screen
        assert isinstance(panel, PanelScreen) and panel.rolled
        shown, _ = panel.query_one(KeysFooter).entries()
        line = str(panel.query_one("#keys").render())
        return panel.system_keys_offered(), [entry.key for entry in shown], line


def _with_other_punctuation(catalog):
    return {
        english: spanish.replace(" · ", " | ").replace(": ", " = ")
        if isinstance(spanish, str)
        else spanish
        for english, spanish in catalog.items()
    }


def _chain(translations):
    """Each gettext catalog of the chain i18n reads, the generic screens' first."""
    found = []
    while translations is not None:
        if hasattr(translations, "_catalog"):
            found.append(translations)
        translations = translations._fallback
    return found


@each_system(sorted(SCENES))
async def test_other_punctuation_in_the_catalog_keeps_the_footer_keys(
    make_app, spanish, monkeypatch, system
):
    offered, footer, line = await _after_the_roll(make_app, system)
    key = SCENES[system][2]
    assert key in offered and key in footer
    # Every catalog loaded by now (the system's too): the same texts, other punctuation.
    for catalog in _chain(i18n.translations()):
        monkeypatch.setattr(catalog, "_catalog", _with_other_punctuation(catalog._catalog))
    offered_now, footer_now, line_now = await _after_the_roll(make_app, system)
    assert " | " in line_now and " = " in line_now and line_now != line  # it did read otherwise
    assert offered_now == offered
    assert footer_now == footer
