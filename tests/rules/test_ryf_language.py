"""RyF's explanations in Spanish (rules.language.say): the text's words; English stays
the default, so the other rules tests read as before."""

import pytest

from rules import language, ryf
from rules.dice import ScriptedDice


@pytest.fixture
def spanish():
    language.set_language("es")
    yield
    language.set_language("en")


def test_a_skill_roll_explodes_and_succeeds_in_spanish(spanish):
    result = ryf.skill_roll(12, 14, ScriptedDice([7, 10, 10, 6, 6, 8]))
    assert result.explanation == (
        "1o3d10 median: (7,10,10)->10 + (6,6,8)->6 (10 explodes) + 12 = 28 vs 14: success".replace(
            "median", "medio"
        )
        .replace("10 explodes", "el 10 explota")
        .replace("vs 14: success", "contra 14: éxito")
    )


def test_fumble_critical_and_levels_in_spanish(spanish):
    fumble = ryf.skill_roll(10, 15, ScriptedDice([1, 1, 1]))
    assert fumble.explanation.endswith("1 natural, siempre fallo; triple 1: pifia")
    critical = ryf.skill_roll(21, 15, ScriptedDice([9, 9, 9]))
    assert critical.explanation.endswith("éxito; 30+: crítico (en combate, daño x2)")
    level = ryf.resolve_level(skill=0, token=True, wounded=True)
    assert level.explanation == "bajo (sin habilidad: bajo, token +1, incapacitado -1)"


def test_opposed_and_damage_in_spanish(spanish):
    opposed = ryf.opposed_roll(20, 10, ScriptedDice([1, 1, 5, 2, 2, 2]))
    assert opposed.explanation == (
        "tirada enfrentada: A 21 contra B 12: gana B (el 1 natural de A pierde)"
    )
    damage = ryf.damage_roll("2d6", ScriptedDice([3, 6, 6, 1]), critical=True)
    assert damage.explanation.startswith("daño 2d6: ")
    assert damage.explanation.endswith("(los máximos explotan) = 16, crítico x2 = 32")


def test_english_is_back_after_the_language_is_reset():
    assert language.language() == "en"
    assert ryf.skill_roll(10, 15, ScriptedDice([4, 4, 4])).explanation.endswith("failure")
