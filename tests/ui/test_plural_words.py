"""Plurals are words (third-pass ruling): no text says "(s)"; an attack plan says
"1 strike" (a condition for 1 round: tests/state/test_generic_operations.py)."""

from tests.pilot_keys import press, running

SIZE = (80, 24)


def _texts_with_a_plural_mark() -> list[str]:
    """Every text the GM reads, in both languages, that still says "(s)" or "(es)"."""
    import re

    from tests.i18n.test_catalog import all_catalogs, literals

    mark = re.compile(r"\w\((s|es|as)\)")
    found = [f"{where}: {text!r}" for text, where in literals().items() if mark.search(text)]
    for name, catalog in all_catalogs().items():
        found += [f"{name}: {es!r}" for es in catalog.values() if mark.search(es)]
    return found


def test_no_text_says_s_in_brackets():
    assert not _texts_with_a_plural_mark()


async def test_an_attack_plan_says_strikes_in_words(make_app):
    """EZD6: the attack plan says "a hit deals 1 strike" (was "1 strike(s)")."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "t")
        plan = str(app.screen.query_one("#plan").render())
        assert "a hit deals 1 strike" in plan or "a hit deals 2 strikes" in plan, plan
        assert "strike(s)" not in plan
