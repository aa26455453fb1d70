"""Every public function of ``rules`` refuses bad arguments with RulesError, and nothing
else: no KeyError, TypeError or hang. Functions are found by introspection, so a new one
is driven too (and this test fails until VALID below knows its arguments)."""

from __future__ import annotations

import dataclasses
import enum
import inspect
import time
from collections.abc import Callable
from fractions import Fraction
from typing import Any, Protocol

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import dice, eclipse_phase, errors, ezd6, fids, odds, ryf
from rules.dice import ScriptedDice
from rules.errors import RulesError

MODULES = (dice, odds, errors, fids, ryf, eclipse_phase, ezd6)


class SteadyDice:
    """Shows 3 on every die (never explodes, never a 1 or a 6)."""

    def roll(self, sides: int) -> int:
        return min(3, sides)


def _public_callables() -> dict[str, Callable[..., Any]]:
    """Module functions, public methods (bound to a sample instance) and constructors."""
    found: dict[str, Callable[..., Any]] = {}
    for module in MODULES:
        short = module.__name__.split(".")[1]
        for name, value in inspect.getmembers(module):
            if name.startswith("_") or getattr(value, "__module__", None) != module.__name__:
                continue
            if inspect.isfunction(value):
                found[f"{short}.{name}"] = value
            elif inspect.isclass(value) and not issubclass(value, enum.Enum | Exception):
                if Protocol in getattr(value, "__mro__", ()) or getattr(
                    value, "_is_protocol", False
                ):
                    continue
                if not dataclasses.is_dataclass(value):
                    found[f"{short}.{name}"] = value
                for method, function in inspect.getmembers(value, inspect.isfunction):
                    if not method.startswith("_") and function.__qualname__.startswith(f"{name}."):
                        found[f"{short}.{name}.{method}"] = function
    return found


def _fids_result() -> fids.TestResult:
    return fids.resolve(3, "neutral", (2, 4, 6))


def _ezd6_one() -> ezd6.RollResult:
    return ezd6.roll(3, ScriptedDice([1]))


# Valid arguments, by "module.function" (or "module.Class.method", self included).
VALID: dict[str, dict[str, Any]] = {
    "dice.describe": {"dice": SteadyDice(), "purpose": "the roll"},
    "dice.roll_d100": {"dice": SteadyDice()},
    "dice.roll_die": {"dice": SteadyDice(), "sides": 6},
    "dice.roll_many": {"dice": SteadyDice(), "count": 3, "sides": 6},
    "dice.RandomDice": {"seed": 1},
    "dice.RandomDice.roll": {"self": dice.RandomDice(1), "sides": 6},
    "dice.RecordingDice": {"source": SteadyDice()},
    "dice.RecordingDice.roll": {"self": dice.RecordingDice(SteadyDice()), "sides": 6},
    "dice.ScriptedDice": {"values": [1, 2]},
    "dice.ScriptedDice.roll": {"self": None, "sides": 6},  # a fresh one per call
    "odds.keep_highest": {"count": 2, "sides": 6},
    "odds.keep_lowest": {"count": 2, "sides": 6},
    "odds.order_statistic": {"count": 3, "sides": 10, "rank": 2},
    "odds.percent": {"probability": Fraction(1, 3)},
    "errors.check_choice": {"name": "x", "value": "a", "allowed": ("a", "b")},
    "errors.check_dice": {"name": "x", "value": SteadyDice()},
    "errors.check_flag": {"name": "x", "value": True},
    "errors.check_instance": {"name": "x", "value": 1, "kind": int, "what": "an int"},
    "errors.check_items": {"name": "x", "value": [1], "max_items": 5, "strings_allowed": False},
    "errors.check_number": {"name": "x", "value": 0.5, "low": 0, "high": 1},
    "errors.check_optional_range": {"name": "x", "value": 2, "low": 1, "high": 3},
    "errors.check_range": {"name": "x", "value": 2, "low": 1, "high": 3},
    "errors.check_text": {"name": "x", "value": "t", "max_length": 5},
    "fids.add_misfortune": {"pool": 3, "amount": 1, "cap": 15},
    "fids.stance_words": {"stance": "neutral"},
    "fids.outcome_words": {"outcome": fids.Outcome.COMPLETE},
    "eclipse_phase.aptitude_short": {"aptitude": "reflexes"},
    "eclipse_phase.difficulty_name": {"name": "average"},
    "eclipse_phase.severity_name": {"name": "minor"},
    "eclipse_phase.margin_words": {"success": True},
    "eclipse_phase.tries_words": {"count": 2},
    "fids.classify": {"dice": (2, 4, 6), "kept": 4, "attribute": 3},
    "fids.force_lower": {
        "result": _fids_result(),
        "die": 2,
        "energy": 5,
        "pay_with_misfortune": False,
    },
    "fids.force_options": {"result": _fids_result()},
    "fids.gain_energy": {"energy": 2, "maximum": 5, "amount": 1},
    "fids.initiative": {"dice": SteadyDice()},
    "fids.kept_die": {"dice": (2, 4, 6), "stance": "neutral"},
    "fids.new_session_misfortune": {"players": 3, "cap": 15},
    "fids.outcome_odds": {"attribute": 3, "stance": "neutral"},
    "fids.reroll_favorable": {
        "result": fids.resolve(3, "favorable", (2, 4, 6)),
        "dice": SteadyDice(),
        "energy": 5,
        "pay_with_misfortune": False,
    },
    "fids.resolve": {
        "attribute": 3,
        "stance": "neutral",
        "dice": (2, 4, 6),
        "attribute_name": "wit",
    },
    "fids.settle_energy": {"energy": 3, "maximum": 5, "test": _fids_result(), "force": None},
    "fids.success_odds": {"attribute": 3, "stance": "neutral"},
    "fids.test": {
        "attribute": 3,
        "stance": "neutral",
        "dice": SteadyDice(),
        "attribute_name": "wit",
    },
    "ryf.attack_odds": {
        "bonus": 12,
        "difficulty": 15,
        "damage": "1d10",
        "hp": 20,
        "level": "median",
    },
    "ryf.harm_distribution": {
        "bonus": 12,
        "difficulty": 15,
        "damage": "2d6",
        "level": "median",
        "cap": 40,
    },
    "ryf.attribute_roll": {
        "attribute": 5,
        "difficulty": 15,
        "dice": SteadyDice(),
        "level": "median",
        "label": "x",
    },
    "ryf.attribute_success_odds": {"attribute": 5, "difficulty": 15, "level": "median"},
    "ryf.check_xp_award": {"amount": 3},
    "ryf.creation_warnings": {
        "attributes": {"strength": 5},
        "skills": {"brawl": 3},
        "charisma_option": False,
    },
    "ryf.critical_odds": {"bonus": 12, "level": "median", "difficulty": 15},
    "ryf.damage_roll": {"expression": "2d6", "dice": SteadyDice(), "critical": False},
    "ryf.defence": {"dexterity": 5, "melee_skill": 3, "hard": False},
    "ryf.defence_skill": {"attack_skill": "brawl"},
    "ryf.health_state": {"hp": 5},
    "ryf.hit_points": {"resistance": 5},
    "ryf.initiative_order": {"entries": [("a", 12, 10), ("b", 14, 9)]},
    "ryf.initiative_roll": {
        "dexterity": 5,
        "perception": 5,
        "dice": SteadyDice(),
        "level": "median",
    },
    "ryf.level_distribution": {"level": "high"},
    "ryf.melee_bonus": {"strength": 5, "skill": 3, "precision": 1},
    "ryf.opposed_odds": {"bonus_a": 10, "bonus_b": 12, "level_a": "low", "level_b": "high"},
    "ryf.opposed_roll": {
        "bonus_a": 10,
        "bonus_b": 12,
        "dice": SteadyDice(),
        "level_a": "low",
        "level_b": "high",
    },
    "ryf.other_melee_skill": {"skill": "brawl"},
    "ryf.parse_damage": {"expression": "1d6-2"},
    "ryf.raise_cost": {"current": 3},
    "ryf.raise_skill": {"current": 3, "xp": 10},
    "ryf.range_band": {"distance": 40.5, "bands": (35, 60, 120)},
    "ryf.ranged_bonus": {"dexterity": 5, "skill": 3, "precision": 0},
    "ryf.ranged_difficulty": {"band": "medium", "cover": True},
    "ryf.resolve_level": {
        "skill": 3,
        "specialization": False,
        "token": True,
        "wounded": False,
        "token_returned": False,
    },
    "ryf.skill_roll": {
        "bonus": 12,
        "difficulty": 15,
        "dice": SteadyDice(),
        "level": "median",
        "label": "x",
    },
    "ryf.success_odds": {"bonus": 12, "difficulty": 15, "level": "median"},
    "ryf.target_die": {"dice": (3, 4, 8), "level": "median"},
    "ryf.throw": {"dice": SteadyDice(), "level": "median"},
    "eclipse_phase.aptitude_target": {"first": 15, "multiplier": 2, "second": None},
    "eclipse_phase.cap_modifiers": {"modifiers": [10, -20]},
    "eclipse_phase.critical_odds": {"target": 50, "taking_time": False},
    "eclipse_phase.default_target": {
        "skill": "pilot",
        "can_default": True,
        "aptitude": 15,
        "related_skill": None,
    },
    "eclipse_phase.difficulty_modifier": {"name": "easy"},
    "eclipse_phase.is_double": {"roll": 33},
    "eclipse_phase.judge": {"roll": 33, "target": 50, "taking_time": False},
    "eclipse_phase.opposed_odds": {"target_a": 50, "target_b": 40},
    "eclipse_phase.opposed_test": {
        "target_a": 50,
        "target_b": 40,
        "dice": SteadyDice(),
        "modifiers_a": (10,),
        "modifiers_b": (),
    },
    "eclipse_phase.opposed_winner": {"roll_a": 20, "target_a": 50, "roll_b": 30, "target_b": 40},
    "eclipse_phase.retry_modifier": {"failures": 2},
    "eclipse_phase.severity_modifier": {"name": "minor", "positive": True},
    "eclipse_phase.success_odds": {"target": 50, "taking_time": False},
    "eclipse_phase.success_test": {
        "target": 50,
        "dice": SteadyDice(),
        "modifiers": (10,),
        "taking_time": False,
        "label": "x",
        "failed_tries": 1,
    },
    "eclipse_phase.taking_time_modifier": {"steps": 2},
    "eclipse_phase.teamwork_modifier": {"helpers": 2},
    "ezd6.CriticalChain.add": {"self": ezd6.CriticalChain(), "die": 6},
    "ezd6.CriticalChain.karma_to_continue": {"self": ezd6.CriticalChain((6, 4))},
    "ezd6.CriticalChain.raise_last": {"self": ezd6.CriticalChain((6, 4)), "available": 3},
    "ezd6.apply_strikes": {"current": 3, "taken": 1},
    "ezd6.armour_save_odds": {"save": 4},
    "ezd6.armour_saves": {"strikes": 2, "save": 4, "dice": SteadyDice()},
    "ezd6.attack_odds": {
        "difficulty": 3,
        "target_strikes": 3,
        "boons": 1,
        "banes": 0,
        "helpers": 1,
        "weapon_strikes": 1,
        "armour_save": 5,
    },
    "ezd6.attack_outcomes": {
        "difficulty": 3,
        "target_strikes": 2,
        "boons": 0,
        "banes": 1,
        "helpers": 0,
        "weapon_strikes": 2,
        "armour_save": 4,
        "spill_cap": 6,
    },
    "ezd6.strikes_landing": {"strikes": 3, "armour_save": 5, "target_strikes": 2},
    "ezd6.buy_hero_die": {"karma": 6},
    "ezd6.check_wealth": {"level": "moderate"},
    "ezd6.check_zone": {"zone": "near"},
    "ezd6.critical_failure_odds": {"boons": 1, "banes": 0, "helpers": 0},
    "ezd6.dice_count": {"boons": 1, "banes": 0, "helpers": 1},
    "ezd6.heal_strikes": {"current": 1, "maximum": 3, "amount": 1},
    "ezd6.in_reach": {"attacker_zone": "near", "target_zone": "far", "ranged": True},
    "ezd6.kept_distribution": {"boons": 1, "banes": 0, "helpers": 0},
    "ezd6.miraculous_save": {"number": 4, "dice": SteadyDice(), "life_threatening": False},
    "ezd6.reach_warning": {"attacker_zone": "near", "target_zone": "far", "ranged": False},
    "ezd6.roll": {
        "difficulty": 3,
        "dice": SteadyDice(),
        "boons": 1,
        "banes": 0,
        "helpers": 0,
        "attack": True,
    },
    "ezd6.roll_critical_chain": {"dice": SteadyDice()},
    "ezd6.spend_karma": {"result": ezd6.roll(5, ScriptedDice([3])), "points": 1, "available": 2},
    "ezd6.spend_karma_on_armour": {
        "saves": ezd6.ArmourSaves(4, (3, 2)),
        "index": 1,
        "points": 2,
        "available": 2,
    },
    "ezd6.spend_karma_on_save": {
        "save": ezd6.MiraculousSave(4, 3, False),
        "points": 1,
        "available": 2,
    },
    "ezd6.spill_over": {"strikes": 3, "chain_strikes": 2, "used": 1},
    "ezd6.strikes_dealt": {
        "result": ezd6.roll(3, ScriptedDice([6])),
        "weapon_strikes": 1,
        "chain": ezd6.CriticalChain((6, 2)),
    },
    "ezd6.success_odds": {"difficulty": 3, "boons": 1, "banes": 0, "helpers": 0},
    "ezd6.turn_order": {"players": ["a", "b"], "enemies": ["c"], "surprise": "enemies"},
    "ezd6.use_hero_die": {"result": _ezd6_one(), "dice": SteadyDice(), "available": 1},
    "ezd6.use_hero_die_on_armour": {
        "saves": ezd6.ArmourSaves(4, (1, 5)),
        "index": 0,
        "dice": SteadyDice(),
        "available": 1,
    },
    "ezd6.use_hero_die_on_save": {
        "save": ezd6.MiraculousSave(4, 1, True),
        "dice": SteadyDice(),
        "available": 1,
    },
}

CALLABLES = _public_callables()

BAD_VALUES: list[Any] = [
    None,
    -1,
    0,
    -(10**18),
    10**18,
    2**64,
    float("nan"),
    float("inf"),
    -0.5,
    2.5,
    3.0,
    "3",
    "",
    "lucky",
    "x" * 10_000,
    True,
    False,
    [],
    {},
    (),
    (1, 2),
    (0, 0, 0),
    (7, 7, 7),
    ["a", None],
    list(range(5000)),
    object(),
    b"3",
    Fraction(1, 3),
    Fraction(-1, 3),
    complex(1, 1),
    int,
    ScriptedDice([]),
]


def _call(name: str, arguments: dict[str, Any]) -> Any:
    function = CALLABLES[name]
    arguments = dict(arguments)
    if name == "dice.ScriptedDice.roll" and arguments.get("self") is None:
        arguments["self"] = ScriptedDice([2, 2])
    return function(**arguments)


def test_every_public_callable_has_valid_arguments():
    missing = sorted(set(CALLABLES) - set(VALID))
    assert not missing, f"add valid arguments for: {', '.join(missing)}"
    assert not set(VALID) - set(CALLABLES)
    for name, function in CALLABLES.items():
        parameters = set(inspect.signature(function).parameters)
        assert set(VALID[name]) == parameters, name


@pytest.mark.parametrize("name", sorted(VALID))
def test_valid_arguments_work(name):
    _call(name, VALID[name])


def _bad_cases() -> list[tuple[str, str]]:
    return [
        (name, parameter)
        for name in sorted(VALID)
        for parameter in VALID[name]
        if parameter != "self"  # a method is called on a real instance
    ]


@settings(
    max_examples=1000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    case=st.sampled_from(_bad_cases()),
    bad=st.one_of(
        st.sampled_from(BAD_VALUES),
        st.integers(),
        st.floats(),
        st.text(max_size=30),
        st.fractions(),
        st.lists(st.integers(), max_size=5),
        st.tuples(st.integers(), st.integers(), st.integers()),
        st.dictionaries(st.text(max_size=12), st.integers(), max_size=3),
    ),
)
def test_bad_arguments_raise_only_rules_error(case, bad):
    _check_only_rules_error(*case, bad)


def _check_only_rules_error(name: str, parameter: str, bad: Any) -> None:
    arguments = {**VALID[name], parameter: bad}
    start = time.perf_counter()
    try:
        _call(name, arguments)
    except RulesError as error:
        assert str(error), name
    elapsed = time.perf_counter() - start
    assert elapsed < 2, f"{name}({parameter}={bad!r:.40}) took {elapsed:.1f} s"


@pytest.mark.parametrize("name, parameter", _bad_cases())
def test_every_bad_value_on_every_argument(name, parameter):
    """The fixed list in full on every argument (the property above samples it)."""
    for bad in BAD_VALUES:
        _check_only_rules_error(name, parameter, bad)


@pytest.mark.parametrize("name, parameter", _bad_cases())
def test_every_argument_refuses_none_nan_and_a_string(name, parameter):
    """Each argument refuses at least the obvious garbage, except where it has a meaning
    (None for an optional value; any object for the value being checked)."""
    for bad in (None, float("nan"), "3", object()):
        if bad is None and _accepts_none(name, parameter):
            continue
        if name.startswith("errors.") and parameter == "value":
            continue
        if isinstance(bad, str) and _accepts_text(name, parameter):
            continue
        with pytest.raises(RulesError):
            _call(name, {**VALID[name], parameter: bad})


def _accepts_none(name: str, parameter: str) -> bool:
    default = inspect.signature(CALLABLES[name]).parameters[parameter].default
    return (
        default is None
        or VALID[name][parameter] is None
        or (name, parameter)
        in {
            ("fids.add_misfortune", "cap"),
            ("fids.new_session_misfortune", "cap"),
            ("ezd6.armour_saves", "save"),
            ("ezd6.strikes_landing", "armour_save"),
            ("ryf.resolve_level", "skill"),
            ("dice.RandomDice", "seed"),
        }
    )


def _accepts_text(name: str, parameter: str) -> bool:
    annotation = inspect.signature(CALLABLES[name]).parameters[parameter].annotation
    return "str" in str(annotation) and "list" not in str(annotation)


@pytest.mark.parametrize(
    "call",
    [
        lambda: dice.roll_many(dice.RandomDice(1), count=10**18, sides=6),
        lambda: odds.order_statistic(10**9, 6, 1),
        lambda: odds.keep_highest(10**6, 6),
        lambda: fids.classify((1, 2, 3), kept=-1, attribute=3),
        lambda: ezd6.apply_strikes(3, -2),
        lambda: fids.success_odds(3, "lucky"),
        lambda: ryf.success_odds(10, 15, "top"),
        lambda: ryf.success_odds(True, 15),
        lambda: ezd6.success_odds(3, boons=None),
        lambda: eclipse_phase.success_odds(float("nan")),
        lambda: ryf.health_state("10"),
    ],
)
def test_the_issue_examples(call):
    start = time.perf_counter()
    with pytest.raises(RulesError):
        call()
    assert time.perf_counter() - start < 1


def test_message_names_argument_value_and_allowed():
    with pytest.raises(RulesError) as error:
        dice.roll_many(dice.RandomDice(1), count=10**18, sides=6)
    assert str(error.value) == "count: must be 0..1000 (got 1000000000000000000)"
    with pytest.raises(RulesError) as error:
        fids.success_odds(3, "lucky")
    assert (
        str(error.value) == "stance: must be one of favorable, neutral, unfavorable (got 'lucky')"
    )
    with pytest.raises(RulesError) as error:
        ezd6.success_odds(3, banes=True)
    assert str(error.value) == "banes: must be an integer 0..10 (got True)"
