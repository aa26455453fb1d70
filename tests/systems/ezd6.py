"""EZD6 in the shared tests (tests/systems/__init__.py says what each name is for)."""

from hypothesis import strategies as st

FIGHT = ["brunhilda", "sor-elena", "pip", "aldric", "esqueleto-1", "esqueleto-2", "ghoul-1"]

TERMINAL_SIZES = [(100, 30), (80, 24)]

PLAY_KEYS = [["n"], ["t", "m", "r", "enter"], ["w"], ["d", "enter"], ["ctrl+z"], ["ctrl+y"]]


def actions(data, party, cid, other):
    return [
        (
            "ezd6_action",
            {
                "cid": cid,
                "kind": "attack",
                "target": other,
                "difficulty": data.draw(st.integers(1, 6)),
                "boons": data.draw(st.integers(0, 2)),
            },
        ),
        ("ezd6_miraculous_save", {"cid": cid, "life_threatening": data.draw(st.booleans())}),
        ("ezd6_potion", {"cid": cid}),
        ("set_zone", {"cid": cid, "zone": "far"}),
        ("surprise", {"side": "enemies"}),
        ("adjust", {"cid": cid, "key": "karma", "delta": 1}),
    ]


def scramble_enemy(enemy, data):
    enemy.strikes_max = data.draw(st.integers(1, 20))
    enemy.strikes = data.draw(st.integers(1, enemy.strikes_max))
    enemy.karma = data.draw(st.integers(0, 99))
    enemy.hero_dice = data.draw(st.integers(0, 9))
    enemy.armour_save = data.draw(st.integers(2, 6))


def check_invariants(party, character, combatant, health):
    """A combatant without strikes is out of the fight."""
    if character.strikes == 0:
        assert health.out_of_fight
