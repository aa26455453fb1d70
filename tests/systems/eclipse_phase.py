"""Eclipse Phase in the shared tests (tests/systems/__init__.py says what each name is for)."""

from typing import Any

from hypothesis import strategies as st

from tests.rules.support import SteadyDice

FIGHT = ["exsurgente-1", "twitch", "okonkwo", "exsurgente-2", "toljek", "srit"]


RULES_ARGUMENTS: dict[str, dict[str, Any]] = {
    "aptitude_short": {"aptitude": "reflexes"},
    "difficulty_name": {"name": "average"},
    "severity_name": {"name": "minor"},
    "margin_words": {"success": True},
    "tries_words": {"count": 2},
    "aptitude_target": {"first": 15, "multiplier": 2, "second": None},
    "cap_modifiers": {"modifiers": [10, -20]},
    "critical_odds": {"target": 50, "taking_time": False},
    "default_target": {
        "skill": "pilot",
        "can_default": True,
        "aptitude": 15,
        "related_skill": None,
    },
    "difficulty_modifier": {"name": "easy"},
    "is_double": {"roll": 33},
    "judge": {"roll": 33, "target": 50, "taking_time": False},
    "opposed_odds": {"target_a": 50, "target_b": 40},
    "opposed_test": {
        "target_a": 50,
        "target_b": 40,
        "dice": SteadyDice(),
        "modifiers_a": (10,),
        "modifiers_b": (),
    },
    "opposed_winner": {"roll_a": 20, "target_a": 50, "roll_b": 30, "target_b": 40},
    "retry_modifier": {"failures": 2},
    "severity_modifier": {"name": "minor", "positive": True},
    "success_odds": {"target": 50, "taking_time": False},
    "success_test": {
        "target": 50,
        "dice": SteadyDice(),
        "modifiers": (10,),
        "taking_time": False,
        "label": "x",
        "failed_tries": 1,
        "names": ("easy",),
    },
    "taking_time_modifier": {"steps": 2},
    "teamwork_modifier": {"helpers": 2},
}


def actions(data, party, cid, other):
    return [
        ("roll_initiative", {}),
        (
            "ep_test",
            {
                "cid": cid,
                "spec": {"aptitude": "reflexes", "multiplier": 2, "difficulty": "hard"},
            },
        ),
        (
            "ep_opposed",
            {
                "cid": cid,
                "spec": {"aptitude": "savvy"},
                "other": other,
                "other_spec": {"aptitude": "intuition"},
            },
        ),
    ]


def scramble_enemy(enemy, data):
    aptitudes = enemy.aptitudes.model_copy(update={"reflexes": data.draw(st.integers(1, 30))})
    return enemy.model_copy(update={"aptitudes": aptitudes})


def check_invariants(party, character, combatant, health):
    """Eclipse Phase has no rule of its own beyond the file's ranges."""


def recap_table():
    """The recap's players' table test (tests/state/test_recap.py): a visible enemy's
    critical (operation, dice), the enemy to hide, a member's harming rolls on it and then
    on the visible one, and that member's damage dealt in the players' copy and the GM's."""
    from gmconsole.systems.eclipse_phase.operations import EpTest, TestSpec

    critical = EpTest(cid="exsurgente-1", spec=TestSpec(skill="Esquivar")), [1, 1]
    return {
        "critical": critical,
        "hidden": "exsurgente-2",
        "harms": [],
        "dealt": None,
    }  # typed: the GM's
