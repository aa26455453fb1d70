"""The tracker's columns share the width sensibly: at 100 to 105 columns the FIDS guards
showed as two identical "Guardia del p…" rows next to 30 empty columns (playtest)."""

import pytest

from tests.pilot_keys import running


@pytest.mark.parametrize("width", [100, 103, 106, 120])
async def test_full_names_when_the_value_column_has_room_to_give(make_app, width):
    async with running(make_app("fids"), size=(width, 32)) as (app, pilot):
        await pilot.pause()
        tracker = app.screen.tracker
        rows = [
            "".join(segment.text for segment in tracker.render_line(y))
            for y in range(len(tracker.combatants))
        ]
        assert any("Guardia del puerto 1" in row for row in rows), rows
        assert any("Guardia del puerto 2" in row for row in rows), rows
        assert any("Energy" in row for row in rows), "the value column still shows"


async def test_at_80x24_the_whole_ezd6_fight_shows(make_app):
    """Playtest: at 80x24 the tracker showed 5 of 7 combatants (a horizontal scrollbar
    took a row, and the log four)."""
    async with running(make_app("ezd6"), size=(80, 24)) as (app, pilot):
        await pilot.pause()
        tracker = app.screen.tracker
        assert not tracker.show_horizontal_scrollbar
        assert tracker.scrollable_content_region.height >= len(tracker.combatants) == 7


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_the_hidden_flag_shows_whole_beside_long_names(make_app, lang, size):
    """Playtest: at 100x30, with a long name in the fight, the status cell kept 7 cells:
    "Mastín 2   4   actuó…" lost its "oculto", Tomás read "A… ac…". The hidden flag comes
    first; a flag is dropped whole, never cut, and a condition is abbreviated."""
    from gmconsole.i18n import t
    from gmconsole.model.party import Condition
    from gmconsole.storage import load_party, save_party
    from tests.edit import edit_character, edit_combatant
    from tests.ui.conftest import drawn

    path = make_app("fids").path
    party = load_party(path)
    party = edit_character(party, "guardia-1", name="Guardia del puerto de Levante 1")
    stunned = [Condition(name="Stunned", rounds=2)]
    party = edit_combatant(party, "capitan-1", hidden=True, acted=True, rolled=True)
    party = edit_combatant(
        party, "guardia-2", hidden=True, acted=True, rolled=True, conditions=stunned
    )
    party = edit_combatant(party, "donny", acted=True, rolled=True, conditions=stunned)
    save_party(party, path)
    app = make_app("fids")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        rows = drawn(app.screen.tracker)
        captain = next(row for row in rows if "Capitana Arbeloa" in row)
        guard = next(row for row in rows if "Guardia del puerto 2" in row)
        donny = next(row for row in rows if "Donny" in row)
        assert captain.endswith(f"{t('acted')} {t('hidden')}"), rows
        assert guard.endswith(" " + t("hidden")) and t("Stunned")[:3] in guard, rows
        assert donny.endswith(" " + t("acted")) and t("Stunned")[:3] in donny, rows
