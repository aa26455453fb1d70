"""Eclipse Phase: which skills are combat and defence skills (by name, both languages)."""

import pytest

from gmconsole.systems.eclipse_phase.defence import (
    defence_test,
    is_combat_skill,
    is_defence_skill,
    situation,
)
from gmconsole.systems.eclipse_phase.model import EclipsePhaseCharacter


@pytest.mark.parametrize(
    "name",
    [
        "Armas cinéticas",
        "Armas de haz",
        "Combate sin armas",
        "Cuchillas",
        "ARTILLERÍA",
        "Kinetic Weapons",
        "Unarmed Combat",
        "Blades",
        "Melee",
        "Guns",
    ],
)
def test_combat_skills(name):
    assert is_combat_skill(name) and situation({"skill": name}) == "attack"


@pytest.mark.parametrize("name", ["Esquivar", "Fray", "Percepción", "Freerunning", "Armadura"])
def test_not_combat_skills(name):
    assert not is_combat_skill(name)
    assert situation({"skill": name}) == "test"


def _character(**skills):
    aptitudes = dict.fromkeys(
        ("cognition", "coordination", "intuition", "reflexes", "savvy", "somatics", "willpower"),
        10,
    )
    return EclipsePhaseCharacter.model_validate(
        {"id": "x", "name": "X", "aptitudes": aptitudes, "skills": skills}
    )


def test_the_best_defence_skill_else_reflexes():
    assert is_defence_skill("esquivar") and is_defence_skill("FRAY")
    both = _character(
        Esquivar={"value": 30, "aptitude": "reflexes"}, Fray={"value": 45, "aptitude": "reflexes"}
    )
    assert defence_test(both) == {"skill": "Fray"}
    assert defence_test(_character()) == {"aptitude": "reflexes", "multiplier": 1}
    barred = _character(Esquivar={"aptitude": "reflexes", "can_default": False})
    assert defence_test(barred) == {"aptitude": "reflexes", "multiplier": 1}
