"""RyF in the shared tests (tests/systems/__init__.py says what each name is for)."""

from typing import Any

from hypothesis import strategies as st

from tests.rules.support import SteadyDice

FIGHT = ["ruisenor", "fred", "nerea", "bruno", "cabecilla-1", "bandido-1", "bandido-2"]

PLAY_KEYS = [
    ["n"],
    ["d", "3", "enter"],
    ["c", "x", "enter", "2", "enter"],
    ["h", "enter"],
    ["t", "r", "enter"],
    ["ctrl+z"],
    ["p"],
]


RULES_ARGUMENTS: dict[str, dict[str, Any]] = {
    "difficulty_name": {"name": "hard"},
    "harm_distribution": {
        "bonus": 12,
        "difficulty": 15,
        "damage": "2d6",
        "level": "median",
        "cap": 40,
    },
    "attack_odds": {
        "bonus": 12,
        "difficulty": 15,
        "damage": "1d10",
        "hp": 20,
        "level": "median",
    },
    "attribute_roll": {
        "attribute": 5,
        "difficulty": 15,
        "dice": SteadyDice(),
        "level": "median",
        "label": "x",
    },
    "attribute_success_odds": {"attribute": 5, "difficulty": 15, "level": "median"},
    "check_xp_award": {"amount": 3},
    "creation_warnings": {
        "attributes": {"strength": 5},
        "skills": {"brawl": 3},
        "charisma_option": False,
    },
    "critical_odds": {"bonus": 12, "level": "median", "difficulty": 15},
    "damage_roll": {"expression": "2d6", "dice": SteadyDice(), "critical": False},
    "defence": {"dexterity": 5, "melee_skill": 3, "hard": False},
    "defence_skill": {"attack_skill": "brawl"},
    "health_state": {"hp": 5},
    "hit_points": {"resistance": 5},
    "initiative_order": {"entries": [("a", 12, 10), ("b", 14, 9)]},
    "initiative_roll": {
        "dexterity": 5,
        "perception": 5,
        "dice": SteadyDice(),
        "level": "median",
    },
    "level_distribution": {"level": "high"},
    "melee_bonus": {"strength": 5, "skill": 3, "precision": 1},
    "opposed_odds": {"bonus_a": 10, "bonus_b": 12, "level_a": "low", "level_b": "high"},
    "opposed_roll": {
        "bonus_a": 10,
        "bonus_b": 12,
        "dice": SteadyDice(),
        "level_a": "low",
        "level_b": "high",
    },
    "other_melee_skill": {"skill": "brawl"},
    "parse_damage": {"expression": "1d6-2"},
    "raise_cost": {"current": 3},
    "raise_skill": {"current": 3, "xp": 10},
    "range_band": {"distance": 40.5, "bands": (35, 60, 120)},
    "ranged_bonus": {"dexterity": 5, "skill": 3, "precision": 0},
    "ranged_difficulty": {"band": "medium", "cover": True},
    "resolve_level": {
        "skill": 3,
        "specialization": False,
        "token": True,
        "wounded": False,
        "token_returned": False,
    },
    "skill_roll": {
        "bonus": 12,
        "difficulty": 15,
        "dice": SteadyDice(),
        "level": "median",
        "label": "x",
    },
    "success_odds": {"bonus": 12, "difficulty": 15, "level": "median"},
    "target_die": {"dice": (3, 4, 8), "level": "median"},
    "throw": {"dice": SteadyDice(), "level": "median"},
}
RULES_NONE_ALLOWED = {("resolve_level", "skill")}


def actions(data, party, cid, other):
    return [
        ("roll_initiative", {}),
        (
            "ryf_attack",
            {
                "cid": cid,
                "target": other,
                "weapon": 0,
                "band": "medium",
                "token": data.draw(st.booleans()),
            },
        ),
        ("ryf_skill", {"cid": cid, "skill": "notice", "difficulty": 15}),
        ("ryf_award_xp", {"cid": cid, "amount": 5}),
        ("ryf_raise_skill", {"cid": cid, "skill": "notice"}),
        ("adjust", {"cid": cid, "key": "token", "delta": 1}),
    ]


def scramble_enemy(enemy, data):
    names = ("strength", "dexterity", "intelligence", "perception")
    attributes = {name: data.draw(st.integers(1, 10)) for name in names}
    return enemy.model_copy(
        update={
            "attributes": enemy.attributes.model_copy(update=attributes),
            "hp": data.draw(st.integers(1, enemy.hp_max)),  # still up: same turn order
            "xp": data.draw(st.integers(0, 10_000)),
        }
    )


def check_invariants(party, character, combatant, health):
    """Dead at -20 HP or by the GM's flag; shown unhurt only above 10 HP."""
    hp = character.hp
    assert (health.state == "dead") == (hp <= -20 or combatant.dead)
    assert health.state != "ok" or hp > 10


PREVIEW_SHOWS = ("Chance to go down · to die", "shots at short range")
"""What the fight preview (P) of the fixture fight shows."""
PREVIEW_HIDES: tuple[str, ...] = ()


def recap_table():
    """The recap's players' table test (tests/state/test_recap.py): a visible enemy's
    critical (operation, dice), the enemy to hide, a member's harming rolls on it and then
    on the visible one, and that member's damage dealt in the players' copy and the GM's."""
    from gmconsole.systems.ryf.operations.attack import RyfAttack
    from gmconsole.systems.ryf.operations.rolls import RyfSkill

    critical = RyfSkill(cid="bandido-1", skill="notice", difficulty=15), [10] * 6 + [5] * 3
    # hits for 6: the damage roll is on the page, but not on one the players cannot see
    harms = [
        (RyfAttack(cid="fred", defender=cid), [9, 9, 9, 6]) for cid in ("bandido-2", "bandido-1")
    ]
    return {
        "critical": critical,
        "hidden": "bandido-2",
        "harms": harms,
        "dealt": ("fred", "6", "12"),
    }
