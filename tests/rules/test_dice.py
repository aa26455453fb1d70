from fractions import Fraction

import pytest

from rules import RulesError, eclipse_phase, ezd6, fids, ryf
from rules.dice import DiceExhausted, RandomDice, RecordingDice, ScriptedDice, describe, roll_d100
from rules.odds import percent
from tests.rules.support import refusal


def test_scripted_in_order():
    dice = ScriptedDice([3, 1, 6])
    assert [dice.roll(6) for _ in range(3)] == [3, 1, 6]


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


def test_running_out_says_which_die_is_needed_and_how_many_were_used():
    typed = ScriptedDice([4, 5])
    assert (typed.roll(6), typed.roll(6)) == (4, 5)
    with pytest.raises(DiceExhausted) as missing:
        typed.roll(8)
    assert (missing.value.sides, missing.value.used) == (8, 2)
    assert str(missing.value) == "dice: ran out of scripted values after 2 (a d8 was needed)"


def test_a_typed_value_out_of_range_is_named_by_its_position():
    typed = ScriptedDice([3, 9])
    assert typed.roll(6) == 3
    assert refusal(lambda: typed.roll(6)) == "dice: value #2 must be 1..6 (got 9)"
    assert refusal(lambda: ScriptedDice([0]).roll(6)) == "dice: value #1 must be 1..6 (got 0)"


def test_a_recorder_remembers_every_value_in_order():
    recorder = RecordingDice(ScriptedDice([3, 5, 1]))
    assert [recorder.roll(6), recorder.roll(8), recorder.roll(4)] == [3, 5, 1]
    assert recorder.values == [3, 5, 1]
    assert RecordingDice(ScriptedDice([])).values == []


class AskedDice:
    """Typed-in values that remember which die each roll asked for."""

    def __init__(self, values):
        self._typed = ScriptedDice(values)
        self.sides: list[int] = []

    def roll(self, sides: int) -> int:
        self.sides.append(sides)
        return self._typed.roll(sides)


@pytest.mark.parametrize(
    "values, call, sides",
    [
        ([3], lambda d: ezd6.roll(4, d), [6]),
        ([3, 4, 5], lambda d: ezd6.roll(4, d, boons=2), [6, 6, 6]),
        ([6, 2], lambda d: ezd6.roll_critical_chain(d), [6, 6]),
        ([5, 1], lambda d: ezd6.armour_saves(2, 4, d), [6, 6]),
        ([4], lambda d: ezd6.miraculous_save(4, d), [6]),
        ([5], lambda d: ezd6.use_hero_die(ezd6.roll(4, ScriptedDice([1])), d, 1), [6]),
        ([5], lambda d: ezd6.use_hero_die_on_save(ezd6.MiraculousSave(4, 1, False), d, 1), [6]),
        (
            [5],
            lambda d: ezd6.use_hero_die_on_armour(ezd6.ArmourSaves(4, (1, 3)), 0, d, 1),
            [6],
        ),
        ([4], lambda d: fids.initiative(d), [6]),
        ([1, 2, 3], lambda d: fids.test(3, "neutral", d), [6, 6, 6]),
        (
            [1, 2, 3],
            lambda d: fids.reroll_favorable(fids.resolve(2, "favorable", (4, 5, 6)), d, 5),
            [6, 6, 6],
        ),
        ([3, 4, 5], lambda d: ryf.skill_roll(5, 10, d), [10, 10, 10]),
        ([3, 4, 5], lambda d: ryf.initiative_roll(5, 5, d), [10, 10, 10]),
        ([10, 3], lambda d: ryf.damage_roll("2d10", d), [10, 10, 10]),
        ([3], lambda d: ryf.damage_roll("1d6-2", d), [6]),
        ([4, 2], lambda d: eclipse_phase.success_test(50, d), [10, 10]),
    ],
)
def test_each_roll_asks_for_the_right_die(values, call, sides):
    dice = AskedDice(values + [1] * 10)
    call(dice)
    assert dice.sides == sides


@pytest.mark.parametrize(
    "probability, shown",
    [(Fraction(0), "0.0%"), (Fraction(1, 2), "50.0%"), (Fraction(5, 8), "62.5%"), (1, "100.0%")],
)
def test_a_probability_as_a_percentage(probability, shown):
    assert percent(probability) == shown


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
