"""Eclipse Phase in the shared tests (tests/systems/__init__.py says what each name is for)."""

from hypothesis import strategies as st

FIGHT = ["exsurgente-1", "twitch", "okonkwo", "exsurgente-2", "toljek", "srit"]


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
    enemy.aptitudes.reflexes = data.draw(st.integers(1, 30))


def check_invariants(party, character, combatant, health):
    """Eclipse Phase has no rule of its own beyond the file's ranges."""
