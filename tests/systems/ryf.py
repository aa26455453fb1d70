"""RyF in the shared tests (tests/systems/__init__.py says what each name is for)."""

from hypothesis import strategies as st

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
    for name in ("strength", "dexterity", "intelligence", "perception"):
        setattr(enemy.attributes, name, data.draw(st.integers(1, 10)))
    enemy.hp = data.draw(st.integers(1, enemy.hp_max))  # still up: same turn order
    enemy.xp = data.draw(st.integers(0, 10_000))


def check_invariants(party, character, combatant, health):
    """Dead at -20 HP or by the GM's flag; shown unhurt only above 10 HP."""
    hp = character.hp
    assert (health.state == "dead") == (hp <= -20 or combatant.dead)
    assert health.state != "ok" or hp > 10
