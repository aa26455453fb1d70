"""EZD6 in the shared tests (tests/systems/__init__.py says what each name is for)."""

from typing import Any

from hypothesis import strategies as st

from rules import ezd6
from rules.dice import ScriptedDice
from tests.rules.support import SteadyDice

FIGHT = ["brunhilda", "sor-elena", "pip", "aldric", "esqueleto-1", "esqueleto-2", "ghoul-1"]

TERMINAL_SIZES = [(100, 30), (80, 24)]

PLAY_KEYS = [["n"], ["t", "m", "r", "enter"], ["w"], ["d", "enter"], ["ctrl+z"], ["ctrl+y"]]


def _ezd6_one() -> ezd6.RollResult:
    return ezd6.roll(3, ScriptedDice([1]))


RULES_ARGUMENTS: dict[str, dict[str, Any]] = {
    "attack_outcomes": {
        "difficulty": 3,
        "target_strikes": 2,
        "boons": 0,
        "banes": 1,
        "helpers": 0,
        "weapon_strikes": 2,
        "armour_save": 4,
        "spill_cap": 6,
    },
    "strikes_landing": {"strikes": 3, "armour_save": 5, "target_strikes": 2},
    "CriticalChain.add": {"self": ezd6.CriticalChain(), "die": 6},
    "CriticalChain.karma_to_continue": {"self": ezd6.CriticalChain((6, 4))},
    "CriticalChain.raise_last": {"self": ezd6.CriticalChain((6, 4)), "available": 3},
    "apply_strikes": {"current": 3, "taken": 1},
    "armour_save_odds": {"save": 4},
    "armour_saves": {"strikes": 2, "save": 4, "dice": SteadyDice()},
    "attack_odds": {
        "difficulty": 3,
        "target_strikes": 3,
        "boons": 1,
        "banes": 0,
        "helpers": 1,
        "weapon_strikes": 1,
        "armour_save": 5,
    },
    "buy_hero_die": {"karma": 6},
    "check_wealth": {"level": "moderate"},
    "check_zone": {"zone": "near"},
    "critical_failure_odds": {"boons": 1, "banes": 0, "helpers": 0},
    "dice_count": {"boons": 1, "banes": 0, "helpers": 1},
    "heal_strikes": {"current": 1, "maximum": 3, "amount": 1},
    "karma_needed": {"die": 3, "difficulty": 4, "success": False},
    "in_reach": {"attacker_zone": "near", "target_zone": "far", "ranged": True},
    "zone_name": {"zone": "far"},
    "kept_distribution": {"boons": 1, "banes": 0, "helpers": 0},
    "miraculous_save": {"number": 4, "dice": SteadyDice(), "life_threatening": False},
    "reach_warning": {"attacker_zone": "near", "target_zone": "far", "ranged": False},
    "roll": {
        "difficulty": 3,
        "dice": SteadyDice(),
        "boons": 1,
        "banes": 0,
        "helpers": 0,
        "attack": True,
    },
    "roll_critical_chain": {"dice": SteadyDice()},
    "spend_karma": {"result": ezd6.roll(5, ScriptedDice([3])), "points": 1, "available": 2},
    "spend_karma_on_armour": {
        "saves": ezd6.ArmourSaves(4, (3, 2)),
        "index": 1,
        "points": 2,
        "available": 2,
    },
    "spend_karma_on_save": {
        "save": ezd6.MiraculousSave(4, 3, False),
        "points": 1,
        "available": 2,
    },
    "spill_over": {"strikes": 3, "chain_strikes": 2, "used": 1},
    "strikes_dealt": {
        "result": ezd6.roll(3, ScriptedDice([6])),
        "weapon_strikes": 1,
        "chain": ezd6.CriticalChain((6, 2)),
    },
    "success_odds": {"difficulty": 3, "boons": 1, "banes": 0, "helpers": 0},
    "turn_order": {"players": ["a", "b"], "enemies": ["c"], "surprise": "enemies"},
    "use_hero_die": {"result": _ezd6_one(), "dice": SteadyDice(), "available": 1},
    "use_hero_die_on_armour": {
        "saves": ezd6.ArmourSaves(4, (1, 5)),
        "index": 0,
        "dice": SteadyDice(),
        "available": 1,
    },
    "use_hero_die_on_save": {
        "save": ezd6.MiraculousSave(4, 1, True),
        "dice": SteadyDice(),
        "available": 1,
    },
}
RULES_NONE_ALLOWED = {("armour_saves", "save"), ("strikes_landing", "armour_save")}


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
    strikes_max = data.draw(st.integers(1, 20))
    return enemy.model_copy(
        update={
            "strikes_max": strikes_max,
            "strikes": data.draw(st.integers(1, strikes_max)),
            "karma": data.draw(st.integers(0, 99)),
            "hero_dice": data.draw(st.integers(0, 9)),
            "armour_save": data.draw(st.integers(2, 6)),
        }
    )


def check_invariants(party, character, combatant, health):
    """A combatant without strikes is out of the fight."""
    if character.strikes == 0:
        assert health.out_of_fight


PREVIEW_SHOWS = ("Chance to go down", "difficulty 3")
"""What the fight preview (P) of the fixture fight shows."""
PREVIEW_HIDES: tuple[str, ...] = ("to die",)


def recap_table():
    """The recap's players' table test (tests/state/test_recap.py): a visible enemy's
    critical (operation, dice), the enemy to hide, a member's harming rolls on it and then
    on the visible one, and that member's damage dealt in the players' copy and the GM's."""
    from gmconsole.systems.ezd6.operations import Ezd6Action

    def attack(cid, target, dice):
        return Ezd6Action(cid=cid, kind="attack", target_cid=target), dice

    # kept 6, the chain ends: Brunhilda saves both strikes
    critical = attack("esqueleto-1", "brunhilda", [6, 2, 4, 4])
    # 1 strike each, the armour save fails (the GM's roll); the Ghoul has none: it counts
    harms = [attack("brunhilda", cid, [5, 2]) for cid in ("esqueleto-2", "esqueleto-1")]
    harms.append(attack("brunhilda", "ghoul-1", [5]))
    return {
        "critical": critical,
        "hidden": "esqueleto-2",
        "harms": harms,
        "dealt": ("brunhilda", "1", "3"),
    }
