"""EZD6's explanations in Spanish (rules.language.say): the text's words (fallo crítico,
cadena de críticos, tirada de armadura, salvada milagrosa, Dado de Héroe, Cerca/Lejos);
English stays the default, so the other rules tests read as before."""

import pytest

from rules import ezd6, language
from rules.dice import ScriptedDice


@pytest.fixture
def spanish():
    language.set_language("es")
    yield
    language.set_language("en")


def test_a_roll_with_a_hero_die_in_spanish(spanish):
    roll = ezd6.roll(3, ScriptedDice([1, 3]), banes=1)
    assert roll.explanation == "2d6 el más bajo (1 bane): 1 3 -> 1 contra 3: 1: fallo crítico"
    again = ezd6.use_hero_die(roll, ScriptedDice([6]), 1)
    assert again.explanation == (
        "2d6 el más bajo (1 bane): 1 3 -> 1, el Dado de Héroe repite el 1 -> 6 (6 3 -> 3) "
        "contra 3: éxito"
    )


def test_chain_armour_and_miraculous_save_in_spanish(spanish):
    chain = ezd6.CriticalChain().add(6).add(2)
    assert chain.explanation == "cadena de críticos: 6 2 -> +1 strike"
    saves = ezd6.ArmourSaves(4, (5, 2))
    assert saves.explanation == "tirada de armadura 4+: 5✓ 2✗ -> 1 anulado, 1 recibido"
    save = ezd6.miraculous_save(6, ScriptedDice([6]), life_threatening=True)
    assert save.explanation == (
        "salvada milagrosa (a vida o muerte) 6+: 6: superada: queda a 1 strike"
    )


def test_reach_in_spanish(spanish):
    assert ezd6.reach_warning("near", "far") == (
        "fuera de alcance: un atacante cuerpo a cuerpo en Cerca solo alcanza objetivos en "
        "Cerca (el objetivo está en Lejos)"
    )


def test_english_is_back_after_the_language_is_reset():
    assert language.language() == "en"
    assert ezd6.CriticalChain().explanation == "critical chain: no further dice"
