"""Rules cases a mutant got through (docs/mutation-score.md), each with its expected value
written out or enumerated here."""

import pytest

from rules.dice import DiceExhausted, RecordingDice, ScriptedDice, describe
from rules.eclipse_phase import Outcome, is_double, judge
from rules.errors import RulesError


def test_doubles_are_exactly_00_11_to_99():
    assert [r for r in range(100) if is_double(r)] == [0, 11, 22, 33, 44, 55, 66, 77, 88, 99]
    for bad in (-1, 100):
        with pytest.raises(RulesError):
            is_double(bad)


@pytest.mark.parametrize(
    "roll, target, taking_time, outcome",
    [
        (0, 1, False, Outcome.CRITICAL_SUCCESS),
        (99, 99, False, Outcome.CRITICAL_FAILURE),
        (99, 99, True, Outcome.FAILURE),  # taking time: 99 is a plain failure
        (33, 20, False, Outcome.CRITICAL_FAILURE),
        (33, 20, True, Outcome.FAILURE),  # a failed double is no critical when taking time
        (22, 30, True, Outcome.CRITICAL_SUCCESS),
        (30, 30, False, Outcome.SUCCESS),
        (31, 30, False, Outcome.FAILURE),
        (31, 30, True, Outcome.FAILURE),
    ],
)
def test_judge_with_and_without_taking_time(roll, target, taking_time, outcome):
    assert judge(roll, target, taking_time) is outcome


def test_describe_names_the_dice_behind_a_recorder():
    """The console wraps the typed-in dice in a recorder; the name reaches the dice."""
    typed = ScriptedDice([])
    describe(RecordingDice(typed), "initiative of Rakum")
    with pytest.raises(DiceExhausted) as missing:
        typed.roll(10)
    assert missing.value.purpose == "initiative of Rakum"
    assert "for initiative of Rakum" in str(missing.value)


def test_a_script_of_typed_dice_holds_up_to_100_000_values():
    long = ScriptedDice([1] * 5000)
    assert [long.roll(6) for _ in range(5000)] == [1] * 5000
    ScriptedDice([1] * 100_000)
    with pytest.raises(RulesError, match="values"):
        ScriptedDice([1] * 100_001)
