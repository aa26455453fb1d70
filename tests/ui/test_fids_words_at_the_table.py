"""FIDS's panel says things in the GM's words, in both languages (issue 36, play-test 5):
a tight result's meaning names the outcome in the language shown, the footer's forcing
keys say the die they force to, and an enemy with nothing to pay a force with is not
told about Energy it does not have."""

from gmconsole.widgets.keys_footer import KeysFooter
from tests.pilot_keys import press, running
from tests.ui.conftest import answer
from tests.ui.test_panel_fids import result_text

SIZE = (80, 24)


def footer_words(app) -> dict[str, str]:
    return {entry.key: entry.description for entry in app.screen.query_one(KeysFooter).drawn}


async def test_a_tight_result_means_it_in_the_language_shown(make_app, lang):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "e")  # Donny, strength 2, neutral
        await answer(pilot, "1 2 5")  # keeps 2 == 2: tight
        meaning = {
            "en": "Meaning: success, but something bad happens (tight)",
            "es": "Significado: éxito, pero algo negativo va a suceder (apretado)",
        }[lang]
        assert meaning in result_text(app)


async def test_the_footer_s_forcing_key_names_the_die_it_forces_to(make_app, lang):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "t", "e")  # Donny, strength 2, unfavorable
        await answer(pilot, "3 2 4")  # keeps 4: failure; key 1 forces to the die showing 2
        assert footer_words(app)["1"] == {"en": "force to 2", "es": "forzar a 2"}[lang]


async def test_an_enemy_without_energy_is_not_told_about_energy(make_app, lang):
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "home", "down", "down", "down", "down")  # Guardia del puerto 1
        await press(pilot, "T", "e")  # its own test, strength 3, neutral
        await answer(pilot, "2 4 5")  # keeps 4: failure; a 2 would do
        shown = result_text(app) + " ".join(footer_words(app).values())
        assert {"en": "Energy", "es": "Energía"}[lang] not in shown
        said = {
            "en": "no force: Guardia del puerto 1 has nothing to pay one with",
            "es": "sin forzar: Guardia del puerto 1 no tiene con qué pagarlo",
        }[lang]
        assert said in result_text(app)
        await press(pilot, "1", "enter")  # no force taken: the roll stands as it fell
        assert "forc" not in app.engine.party.log[-1].text
