"""FIDS in the shared tests (tests/systems/__init__.py says what each name is for)."""

from typing import Any

from hypothesis import strategies as st

from rules import fids
from tests.rules.support import SteadyDice

FIGHT = ["donny", "capitan-1", "lia", "rakum", "guardia-1", "tomas", "guardia-2"]

TERMINAL_SIZES = [(100, 30), (80, 24)]


def _fids_result() -> fids.TestResult:
    return fids.resolve(3, "neutral", (2, 4, 6))


RULES_ARGUMENTS: dict[str, dict[str, Any]] = {
    "add_misfortune": {"pool": 3, "amount": 1, "cap": 15},
    "stance_words": {"stance": "neutral"},
    "outcome_words": {"outcome": fids.Outcome.COMPLETE},
    "classify": {"dice": (2, 4, 6), "kept": 4, "attribute": 3},
    "force_lower": {
        "result": _fids_result(),
        "die": 2,
        "energy": 5,
        "pay_with_misfortune": False,
    },
    "force_options": {"result": _fids_result()},
    "gain_energy": {"energy": 2, "maximum": 5, "amount": 1},
    "initiative": {"dice": SteadyDice()},
    "kept_die": {"dice": (2, 4, 6), "stance": "neutral"},
    "new_session_misfortune": {"players": 3, "cap": 15},
    "outcome_odds": {"attribute": 3, "stance": "neutral"},
    "reroll_favorable": {
        "result": fids.resolve(3, "favorable", (2, 4, 6)),
        "dice": SteadyDice(),
        "energy": 5,
        "pay_with_misfortune": False,
    },
    "resolve": {
        "attribute": 3,
        "stance": "neutral",
        "dice": (2, 4, 6),
        "attribute_name": "wit",
    },
    "settle_energy": {"energy": 3, "maximum": 5, "test": _fids_result(), "force": None},
    "success_odds": {"attribute": 3, "stance": "neutral"},
    "test": {
        "attribute": 3,
        "stance": "neutral",
        "dice": SteadyDice(),
        "attribute_name": "wit",
    },
}
RULES_NONE_ALLOWED = {("add_misfortune", "cap"), ("new_session_misfortune", "cap")}


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
    energy_max = data.draw(st.integers(0, 99))
    strength = data.draw(st.integers(1, 5))
    return enemy.model_copy(
        update={
            "energy_max": energy_max,
            "energy": data.draw(st.integers(0, energy_max)),
            "attributes": enemy.attributes.model_copy(update={"strength": strength}),
        }
    )


def check_invariants(party, character, combatant, health):
    """FIDS has no rule of its own beyond the file's ranges."""


def recap_table():
    """The recap's players' table test (tests/state/test_recap.py): a visible enemy's
    critical (operation, dice), the enemy to hide, a member's harming rolls on it and then
    on the visible one, and that member's damage dealt in the players' copy and the GM's."""
    from gmconsole.systems.fids.operations import FidsTest

    critical = FidsTest(cid="guardia-1", attribute="strength", stance="neutral"), [2, 2, 2]
    return {
        "critical": critical,
        "hidden": "guardia-2",
        "harms": [],
        "dealt": None,
    }  # typed: the GM's
