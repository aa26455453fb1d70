import pytest

from rules import RulesError
from rules.dice import RandomDice, ScriptedDice, roll_d100


def test_scripted_in_order():
    dice = ScriptedDice([3, 1, 6])
    assert [dice.roll(6) for _ in range(3)] == [3, 1, 6]


def test_scripted_runs_out():
    dice = ScriptedDice([2])
    dice.roll(6)
    with pytest.raises(RulesError, match="ran out"):
        dice.roll(6)


def test_scripted_out_of_range_names_value():
    with pytest.raises(RulesError, match=r"1\.\.6 \(got 7\)"):
        ScriptedDice([7]).roll(6)


def test_d100_tens_then_units_ten_is_zero():
    assert roll_d100(ScriptedDice([1, 6])) == 16
    assert roll_d100(ScriptedDice([10, 10])) == 0
    assert roll_d100(ScriptedDice([9, 9])) == 99


def test_random_dice_in_range_and_seeded():
    a, b = RandomDice(7), RandomDice(7)
    rolls = [a.roll(10) for _ in range(500)]
    assert rolls == [b.roll(10) for _ in range(500)]
    assert set(rolls) == set(range(1, 11))


def test_rules_error_is_value_error():
    assert issubclass(RulesError, ValueError)
