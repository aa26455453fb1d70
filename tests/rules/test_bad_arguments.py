"""Every public function of ``rules`` refuses bad arguments with RulesError, and nothing
else: no KeyError, TypeError or hang. Functions are found by introspection, so a new one
is driven too (and this test fails until VALID below, or for a system's module the
RULES_ARGUMENTS of its tests/systems/<id>.py, knows its arguments)."""

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

import rules
from rules import dice, eclipse_phase, errors, ezd6, fids, odds, ryf
from rules.dice import ScriptedDice
from rules.errors import RulesError
from tests.budget import amount
from tests.rules.support import SteadyDice
from tests.systems import support

MODULES = (dice, odds, errors, *(getattr(rules, system) for system in rules.SYSTEMS))
"""The shared modules and every system's (found by rules, see rules/__init__.py)."""


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


# Valid arguments, by "module.function" (or "module.Class.method", self included): the
# shared modules' here, each system's from its RULES_ARGUMENTS (tests/systems/<id>.py).
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
    **{
        f"{system}.{name}": arguments
        for system in rules.SYSTEMS
        for name, arguments in getattr(support(system), "RULES_ARGUMENTS", {}).items()
    },
}

CALLABLES = _public_callables()

NONE_ALLOWED = {
    ("dice.RandomDice", "seed"),
    *(
        (f"{system}.{name}", parameter)
        for system in rules.SYSTEMS
        for name, parameter in getattr(support(system), "RULES_NONE_ALLOWED", ())
    ),
}
"""Arguments where None has a meaning though it is not their default."""

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


HANG = 5.0
"""CPU seconds past which a refused argument counts as looped over (a refusal takes
microseconds; a loop over 10**18 dice would take years)."""


@settings(
    max_examples=amount(300, 1000),
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
    start = time.process_time()
    try:
        _call(name, arguments)
    except RulesError as error:
        assert str(error), name
    # A hang guard, not a speed figure: a huge count (10**18 dice) must be refused, not
    # looped over. CPU time, so a busy machine does not fail a correct call.
    spent = time.process_time() - start
    assert spent < HANG, f"{name}({parameter}={bad!r:.40}) spent {spent:.1f} s of CPU"


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
    return default is None or VALID[name][parameter] is None or (name, parameter) in NONE_ALLOWED


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
    start = time.process_time()
    with pytest.raises(RulesError):
        call()
    assert time.process_time() - start < HANG


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
