"""Eclipse Phase explanations in Spanish (rules.language): número objetivo (NO), margen de
éxito/fracaso (MdE/MdF), éxito/fallo crítico, punto muerto; English unchanged."""

import pytest

from rules import eclipse_phase as ep
from rules.dice import ScriptedDice
from rules.language import set_language


@pytest.fixture
def spanish():
    set_language("es")
    yield
    set_language("en")


def test_success_test_in_spanish(spanish):
    # The text's example: Twitch, Caída Libre 65, -30: a 1d100 of 35 or less.
    result = ep.success_test(65, ScriptedDice([3, 6]), [-30], label="Twitch Caída Libre 65")
    assert result.explanation == (
        "Twitch Caída Libre 65: d100 contra NO 65 -30 = 35: sacado 36: fracaso, MdF 1"
    )


def test_margin_of_success_and_criticals_in_spanish(spanish):
    # The text's example: Srit, Programación vs NO 30, rolls 21: MdE 9.
    assert ep.success_test(30, ScriptedDice([2, 1])).explanation.endswith("sacado 21: éxito, MdE 9")
    assert ep.success_test(50, ScriptedDice([10, 10])).explanation.endswith(
        "sacado 00: éxito crítico (00 siempre es un éxito), MdE 50"
    )
    assert ep.success_test(50, ScriptedDice([9, 9])).explanation.endswith(
        "sacado 99: fallo crítico (99 siempre es un fracaso), MdF 49"
    )
    assert "(dobles)" in ep.success_test(50, ScriptedDice([3, 3])).explanation


def test_cap_retry_and_taking_time_in_spanish(spanish):
    capped = ep.success_test(40, ScriptedDice([1, 2]), [30, 50], failed_tries=1)
    assert "NO 40 +60 (limitado desde +70) [reintento tras 1 intento fallido: -10]" in (
        capped.explanation
    )
    automatic = ep.success_test(80, ScriptedDice([]), [30], taking_time=True)
    assert automatic.explanation.endswith("éxito automático, sin tirada")


def test_opposed_and_names_in_spanish(spanish):
    result = ep.opposed_test(50, 40, ScriptedDice([3, 3, 4, 5]))
    assert result.explanation == (
        "enfrentada: A 33 contra NO 50 (éxito crítico, MdE 17); "
        "B 45 contra NO 40 (fracaso, MdF 5): gana A"
    )
    assert ep.aptitude_short("savvy") == "AST"
    assert ep.difficulty_name("challenging") == "desafiante"
    assert ep.severity_name("moderate") == "moderada"


def test_english_again_after_spanish():
    set_language("es")
    set_language("en")
    assert ep.success_test(30, ScriptedDice([2, 1])).explanation.endswith(
        "rolled 21: success, MoS 9"
    )
    assert ep.aptitude_short("savvy") == "SAV"
