"""Every public function of ``rules`` refuses bad arguments with RulesError, and nothing
else: no KeyError, TypeError or hang. Functions are found by introspection, so a new one
is driven too (and this test fails until VALID below, or for a system's module the
RULES_ARGUMENTS of its tests/systems/<id>.py, knows its arguments)."""

from __future__ import annotations

import dataclasses
import enum
import inspect
import re
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
from rules.errors import RulesError, check_text
from rules.language import set_language
from tests.budget import amount
from tests.rules.support import SteadyDice, refusal
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
    "dice.describe": {"dice": SteadyDice(), "purpose": "the roll", "reading": "one die"},
    "dice.describe_step": {"dice": SteadyDice(), "reading": "1 more die"},
    "dice.describe_end": {"dice": SteadyDice(), "why": "it is down"},
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
    """The fixed list in full on every argument (the property above samples it): only a
    RulesError, and the obvious garbage (None, NaN, a string, an object) refused, except
    where it has a meaning (None for an optional value; any object for the value being
    checked)."""
    for bad in BAD_VALUES:
        _check_only_rules_error(name, parameter, bad)
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
    assert str(error.value) == "banes: must be a whole number 0..10 (got True)"


@pytest.mark.parametrize("length", [59, 60])
def test_a_refused_value_is_shown_whole_up_to_60_characters(length):
    value = "a" * (length - 2)  # its repr has the two quotes
    message = refusal(lambda: ryf.health_state(value))
    assert message.endswith(f"(got {repr(value)})")
    long = "a" * 59  # a repr of 61 characters is cut to 57 and "..."
    assert refusal(lambda: ryf.health_state(long)).endswith(f"(got {repr(long)[:57]}...)")


def test_a_refused_language_names_itself():
    assert refusal(lambda: set_language("fr")) == "language: must be en or es (got 'fr')"


@pytest.mark.parametrize("length, allowed", [(0, True), (200, True), (201, False)])
def test_a_text_is_at_most_200_characters_by_default(length, allowed):
    text = "a" * length
    if allowed:
        assert check_text("label", text) == text
    else:
        assert refusal(lambda: check_text("label", text)).startswith(
            "label: must be a text of at most 200 characters (got "
        )


# --- What a refusal says, word for word -----------------------------------------------------

# Where the message uses the name the GM knows rather than the Python parameter's.
SHOWN_AS = {
    ("eclipse_phase.opposed_test", "modifiers_a"): "modifiers",
    ("eclipse_phase.opposed_test", "modifiers_b"): "modifiers",
    ("eclipse_phase.success_test", "failed_tries"): "failures",
    ("fids.settle_energy", "test"): "result",
    ("ryf.damage_roll", "expression"): "damage",
    ("ryf.parse_damage", "expression"): "damage",
    ("ryf.raise_cost", "current"): "skill",
    ("ryf.raise_skill", "current"): "skill",
}

GARBAGE = (object(), float("nan"))


@pytest.mark.parametrize("name, parameter", _bad_cases())
def test_the_message_starts_with_the_refused_argument(name, parameter):
    """The console shows the message as it is: the first word says which box is wrong."""
    shown = SHOWN_AS.get((name, parameter), parameter)
    if name.startswith("errors.") and parameter == "value":
        shown = VALID[name]["name"]
    for bad in GARBAGE:
        with pytest.raises(RulesError) as refused:
            _call(name, {**VALID[name], parameter: bad})
        message = str(refused.value)
        assert re.match(rf"{re.escape(shown)}(?![A-Za-z_])", message), (
            f"{name}({parameter}={bad!r}): {message}"
        )


# An element of a list or a tuple is checked under the list's name.
@pytest.mark.parametrize(
    "call, start",
    [
        (lambda: ezd6.turn_order(["Ana"], [5]), "enemies: must be a text"),
        (lambda: ezd6.turn_order([5], ["Orc"]), "players: must be a text"),
        (lambda: ryf.range_band(5, (0, 10, 20)), "bands: must be 1..100000 (got 0)"),
        (lambda: ryf.range_band(5, (10, 5, 20)), "bands: must be short <= medium <= long"),
        (lambda: ryf.target_die((1, 11, 3), "low"), "dice: must be 1..10 (got 11)"),
        (lambda: fids.resolve(3, "neutral", (7, 1, 1)), "dice: must be 1..6 (got 7)"),
        (lambda: fids.resolve(3, "neutral", (0, 1, 1)), "dice: must be 1..6 (got 0)"),
        (lambda: fids.kept_die((1, 2), "neutral"), "dice: a FIDS test needs exactly 3 dice"),
        (lambda: ryf.initiative_order([("a", 3)]), "entries[0]: must be (id, total, D + P)"),
        (lambda: ryf.initiative_order([("a", 3, 101)]), "entries[0] D + P: must be 0..100"),
        (lambda: ryf.initiative_order([("a", 10**6, 5)]), "entries[0] total: must be"),
        (lambda: eclipse_phase.cap_modifiers([10, 15]), "modifiers[1]: must be a multiple of 10"),
        (lambda: ryf.creation_warnings({"luck": 3}, {}), "attributes key: must be one of"),
        (lambda: ryf.creation_warnings({}, {"notice": -1}), "skills.notice: must be 0..100"),
    ],
)
def test_an_element_is_refused_under_its_list_name(call, start):
    with pytest.raises(RulesError) as refused:
        call()
    assert str(refused.value).startswith(start)


# What check_instance says is allowed, as the GM reads it.
@pytest.mark.parametrize(
    "call, message",
    [
        (
            lambda: ezd6.spend_karma(object(), 1, 2),
            "result: must be an EZD6 RollResult",
        ),
        (
            lambda: ezd6.strikes_dealt(ezd6.roll(3, ScriptedDice([6])), 1, object()),
            "chain: must be a CriticalChain or None",
        ),
        (
            lambda: ezd6.spend_karma_on_armour(object(), 0, 1, 2),
            "saves: must be an EZD6 ArmourSaves",
        ),
        (
            lambda: ezd6.spend_karma_on_save(object(), 1, 2),
            "save: must be an EZD6 MiraculousSave",
        ),
        (
            lambda: ezd6.use_hero_die_on_save(object(), ScriptedDice([3]), 1),
            "save: must be an EZD6 MiraculousSave",
        ),
        (lambda: fids.outcome_words("complete"), "outcome: must be a FIDS outcome"),
        (lambda: fids.force_options(object()), "result: must be a FIDS TestResult"),
        (
            lambda: fids.settle_energy(3, 5, fids.resolve(3, "neutral", (1, 2, 3)), object()),
            "force: must be a FIDS ForceResult or None",
        ),
    ],
)
def test_the_kind_expected_is_named_exactly(call, message):
    with pytest.raises(RulesError) as refused:
        call()
    assert str(refused.value).startswith(message + " (got ")
