"""The Pilot's pace set in tests/conftest.py: it must reach Textual (the names are read
where the waits and the screens' update timers use them) and keep its one promise, that a
quiet slice of ``wait_for_idle`` holds at least two frame ticks, so whatever a key made
dirty is drawn before the Pilot calls the app idle."""

import textual._wait
import textual.screen
from textual.screen import Screen


def test_the_waits_and_the_update_timer_read_the_names_the_suite_sets():
    # A Textual that renamed them would leave the suite at 1/50 s slices, or (worse) at
    # short slices with 60 fps frames: idle before a frame is drawn.
    assert {"SLEEP_GRANULARITY", "SLEEP_IDLE"} <= set(textual._wait.wait_for_idle.__code__.co_names)
    assert "UPDATE_PERIOD" in Screen._update_timer.fget.__code__.co_names


def test_a_quiet_slice_holds_two_frame_ticks():
    assert textual._wait.SLEEP_GRANULARITY >= 2 * textual.screen.UPDATE_PERIOD
    # idle means under 5% of one core in the slice, as Textual's own default
    assert textual._wait.SLEEP_IDLE <= textual._wait.SLEEP_GRANULARITY / 20


async def test_a_screen_made_in_the_suite_draws_at_the_suite_s_pace():
    from textual.app import App

    app = App()
    async with app.run_test():
        assert app.screen._update_timer._interval == textual.screen.UPDATE_PERIOD
        assert app.screen._update_timer._interval < 1 / 60
