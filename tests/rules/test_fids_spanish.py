"""FIDS explanations in Spanish (rules.language): the text's words, English unchanged."""

import pytest

from rules import fids
from rules.dice import ScriptedDice
from rules.errors import RulesError
from rules.language import set_language


@pytest.fixture
def spanish():
    set_language("es")
    yield
    set_language("en")


def test_test_explanation_in_spanish(spanish):
    result = fids.resolve(3, "unfavorable", (2, 4, 6), "Agilidad/Destreza")
    assert result.explanation == (
        "3d6 desfavorable: 2 4 6 -> se queda 6 > Agilidad/Destreza 3: fracaso"
    )
    assert result.outcome.meaning == "fracaso"


def test_triple_and_tight_in_spanish(spanish):
    assert fids.resolve(3, "neutral", (6, 6, 6), "Fuerza").decision == (
        "trío de 6: éxito crítico (trío, +2 de Energía)"
    )
    tight = fids.resolve(2, "neutral", (1, 2, 3), "Fuerza")
    assert tight.decision == "se queda 2 = Fuerza 2: éxito apretado (complicación)"
    assert "algo negativo va a suceder" in tight.outcome.meaning


def test_force_and_energy_in_spanish(spanish):
    test = fids.resolve(3, "unfavorable", (2, 4, 6), "Agilidad/Destreza")
    force = fids.force_lower(test, 2, 5)
    assert force.explanation == (
        "forzar 6 -> 2 (obtenido - elegido): cuesta 4 de Energía (5 -> 1): éxito completo"
    )
    assert fids.settle_energy(5, 6, test, force).explanation == (
        "forzar cuesta 4 de Energía: 5 -> 1"
    )
    paid = fids.force_lower(test, 2, 5, pay_with_misfortune=True)
    assert "pagado con 1 de Infortunio al DJ" in paid.explanation


def test_favorable_reroll_in_spanish(spanish):
    test = fids.resolve(2, "favorable", (3, 4, 5), "Fuerza")
    force = fids.reroll_favorable(test, ScriptedDice([1, 1, 1]), 5)
    assert force.explanation.startswith(
        "relanzamiento favorable 3 4 5 -> 1 1 1, se queda 1 (2 + |3 - 1|)"
    )
    energy = fids.settle_energy(5, 6, test, force)
    assert energy.steps[-1] == "crítico +2 de Energía (máx. 6): 1 -> 3"


def test_full_pool_refusal_in_spanish(spanish):
    with pytest.raises(RulesError, match="la reserva de Infortunio tiene 15 de un máximo de 15"):
        fids.add_misfortune(15, 1)


def test_english_again_after_spanish():
    set_language("es")
    set_language("en")
    result = fids.resolve(3, "unfavorable", (2, 4, 6), "Agilidad/Destreza")
    assert result.explanation == "3d6 unfavorable: 2 4 6 -> keep 6 > Agilidad/Destreza 3: failure"
