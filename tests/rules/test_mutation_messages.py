"""Refusals start with the argument's name and say what is allowed, word for word (found by
mutation testing, docs/mutation/rules.md: `check_dice("DICE", dice)`, a renamed element
check, "an ezd6 miraculoussave" all survived a test that only searched the message)."""

import re

import pytest

from rules import eclipse_phase, ezd6, fids, ryf
from rules.dice import ScriptedDice
from rules.errors import RulesError
from tests.rules.test_bad_arguments import VALID, _bad_cases, _call
from tests.rules.test_mutation_argument_names import SHOWN_AS

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
