"""FIDS in the shared tests (tests/systems/__init__.py says what each name is for)."""

from hypothesis import strategies as st

FIGHT = ["donny", "capitan-1", "lia", "rakum", "guardia-1", "tomas", "guardia-2"]

TERMINAL_SIZES = [(100, 30), (80, 24)]


def actions(data, party, cid, other):
    return [
        (
            "fids_test",
            {
                "cid": cid,
                "attribute": "agility",
                "stance": data.draw(st.sampled_from(["favorable", "neutral", "unfavorable"])),
                "force": data.draw(
                    st.sampled_from([None, {"die": 1}, {"reroll": True, "misfortune": True}])
                ),
            },
        ),
        ("adjust", {"cid": cid, "key": "energy", "delta": data.draw(st.sampled_from([-2, 1]))}),
        ("adjust_party", {"key": "misfortune", "delta": data.draw(st.sampled_from([-1, 1]))}),
    ]


def scramble_enemy(enemy, data):
    enemy.energy_max = data.draw(st.integers(0, 99))
    enemy.energy = data.draw(st.integers(0, enemy.energy_max))
    enemy.attributes.strength = data.draw(st.integers(1, 5))


def check_invariants(party, character, combatant, health):
    """FIDS has no rule of its own beyond the file's ranges."""
