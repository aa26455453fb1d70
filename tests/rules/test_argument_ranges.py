"""Every numeric argument's allowed range at its exact ends and one step outside (mutation
testing found `players 0..99` widened to 100, `karma` from 1, `weapon_strikes` up to 3
unnoticed). The ranges are the rules' contract, written out
here: a change to one of them must be a decision, not an accident."""

import re

import pytest

from rules.dice import RandomDice
from rules.errors import RulesError
from tests.rules.test_bad_arguments import SHOWN_AS, VALID, _call

# (callable, argument, lowest allowed, highest allowed), with the other arguments of
# tests/rules/test_bad_arguments.VALID (so a few upper ends follow them: heal_strikes'
# current is 0..maximum, spill_over's used 0..strikes, a save die's index 0..len - 1).
RANGES = [
    ("dice.RandomDice.roll", "sides", 1, 1000),
    ("dice.RecordingDice.roll", "sides", 1, 1000),
    ("dice.ScriptedDice.roll", "sides", 1, 1000),
    ("dice.roll_die", "sides", 1, 1000),
    ("dice.roll_many", "count", 0, 1000),
    ("dice.roll_many", "sides", 1, 1000),
    ("eclipse_phase.aptitude_target", "first", 1, 40),
    ("eclipse_phase.aptitude_target", "multiplier", 1, 3),
    ("eclipse_phase.aptitude_target", "second", 1, 40),
    ("eclipse_phase.critical_odds", "target", -200, 300),
    ("eclipse_phase.default_target", "aptitude", 1, 40),
    ("eclipse_phase.default_target", "related_skill", 1, 98),
    ("eclipse_phase.is_double", "roll", 0, 99),
    ("eclipse_phase.judge", "roll", 0, 99),
    ("eclipse_phase.judge", "target", -200, 300),
    ("eclipse_phase.opposed_odds", "target_a", -200, 300),
    ("eclipse_phase.opposed_odds", "target_b", -200, 300),
    ("eclipse_phase.opposed_test", "target_a", -200, 300),
    ("eclipse_phase.opposed_test", "target_b", -200, 300),
    ("eclipse_phase.opposed_winner", "roll_a", 0, 99),
    ("eclipse_phase.opposed_winner", "roll_b", 0, 99),
    ("eclipse_phase.opposed_winner", "target_a", -200, 300),
    ("eclipse_phase.opposed_winner", "target_b", -200, 300),
    ("eclipse_phase.retry_modifier", "failures", 0, 99),
    ("eclipse_phase.success_odds", "target", -200, 300),
    ("eclipse_phase.success_test", "failed_tries", 0, 99),
    ("eclipse_phase.success_test", "target", -200, 300),
    ("eclipse_phase.taking_time_modifier", "steps", 0, 6),
    ("eclipse_phase.teamwork_modifier", "helpers", 0, 6),
    ("eclipse_phase.tries_words", "count", 0, 99),
    ("ezd6.CriticalChain.add", "die", 1, 6),
    ("ezd6.CriticalChain.raise_last", "available", 0, 999),
    ("ezd6.apply_strikes", "current", 0, 100),
    ("ezd6.apply_strikes", "taken", 0, 100),
    ("ezd6.armour_save_odds", "save", 2, 6),
    ("ezd6.armour_saves", "save", 2, 6),
    ("ezd6.armour_saves", "strikes", 0, 100),
    ("ezd6.attack_odds", "armour_save", 2, 6),
    ("ezd6.attack_odds", "banes", 0, 10),
    ("ezd6.attack_odds", "boons", 0, 10),
    ("ezd6.attack_odds", "difficulty", 1, 6),
    ("ezd6.attack_odds", "helpers", 0, 10),
    ("ezd6.attack_odds", "target_strikes", 0, 100),
    ("ezd6.attack_odds", "weapon_strikes", 1, 2),
    ("ezd6.buy_hero_die", "karma", 0, 999),
    ("ezd6.critical_failure_odds", "banes", 0, 10),
    ("ezd6.critical_failure_odds", "boons", 0, 10),
    ("ezd6.critical_failure_odds", "helpers", 0, 10),
    ("ezd6.dice_count", "banes", 0, 10),
    ("ezd6.dice_count", "boons", 0, 10),
    ("ezd6.dice_count", "helpers", 0, 10),
    ("ezd6.heal_strikes", "amount", 0, 100),
    ("ezd6.heal_strikes", "current", 0, 3),
    ("ezd6.heal_strikes", "maximum", 1, 100),
    ("ezd6.kept_distribution", "banes", 0, 10),
    ("ezd6.kept_distribution", "boons", 0, 10),
    ("ezd6.kept_distribution", "helpers", 0, 10),
    ("ezd6.miraculous_save", "number", 2, 6),
    ("ezd6.roll", "banes", 0, 10),
    ("ezd6.roll", "boons", 0, 10),
    ("ezd6.roll", "difficulty", 1, 6),
    ("ezd6.roll", "helpers", 0, 10),
    ("ezd6.spend_karma", "available", 0, 999),
    ("ezd6.spend_karma", "points", 1, 5),
    ("ezd6.spend_karma_on_armour", "available", 0, 999),
    ("ezd6.spend_karma_on_armour", "index", 0, 1),
    ("ezd6.spend_karma_on_armour", "points", 1, 5),
    ("ezd6.spend_karma_on_save", "available", 0, 999),
    ("ezd6.spend_karma_on_save", "points", 1, 5),
    ("ezd6.spill_over", "chain_strikes", 0, 3),
    ("ezd6.spill_over", "strikes", 0, 100),
    ("ezd6.spill_over", "used", 0, 3),
    ("ezd6.strikes_dealt", "weapon_strikes", 1, 2),
    ("ezd6.success_odds", "banes", 0, 10),
    ("ezd6.success_odds", "boons", 0, 10),
    ("ezd6.success_odds", "difficulty", 1, 6),
    ("ezd6.success_odds", "helpers", 0, 10),
    ("ezd6.use_hero_die", "available", 0, 999),
    ("ezd6.use_hero_die_on_armour", "available", 0, 999),
    ("ezd6.use_hero_die_on_armour", "index", 0, 1),
    ("ezd6.use_hero_die_on_save", "available", 0, 999),
    ("fids.add_misfortune", "amount", -999, 999),
    ("fids.add_misfortune", "cap", 0, 999),
    ("fids.add_misfortune", "pool", 0, 999),
    ("fids.classify", "attribute", 1, 5),
    ("fids.classify", "kept", 1, 6),
    ("fids.force_lower", "die", 1, 6),
    ("fids.force_lower", "energy", 0, 99),
    ("fids.gain_energy", "amount", -99, 99),
    ("fids.gain_energy", "energy", 0, 5),
    ("fids.gain_energy", "maximum", 0, 99),
    ("fids.new_session_misfortune", "cap", 0, 999),
    ("fids.new_session_misfortune", "players", 0, 99),
    ("fids.outcome_odds", "attribute", 1, 5),
    ("fids.reroll_favorable", "energy", 0, 99),
    ("fids.resolve", "attribute", 1, 5),
    ("fids.settle_energy", "energy", 0, 5),
    ("fids.settle_energy", "maximum", 0, 99),
    ("fids.success_odds", "attribute", 1, 5),
    ("fids.test", "attribute", 1, 5),
    ("odds.keep_highest", "count", 1, 100),
    ("odds.keep_highest", "sides", 1, 1000),
    ("odds.keep_lowest", "count", 1, 100),
    ("odds.keep_lowest", "sides", 1, 1000),
    ("odds.order_statistic", "count", 1, 100),
    ("odds.order_statistic", "rank", 1, 3),
    ("odds.order_statistic", "sides", 1, 1000),
    ("odds.percent", "probability", 0, 1),
    ("ryf.attack_odds", "bonus", -20, 60),
    ("ryf.attack_odds", "difficulty", 0, 100),
    ("ryf.attack_odds", "hp", -1000, 1000),
    ("ryf.attribute_roll", "attribute", 2, 10),
    ("ryf.attribute_roll", "difficulty", 0, 100),
    ("ryf.attribute_success_odds", "attribute", 2, 10),
    ("ryf.attribute_success_odds", "difficulty", 0, 100),
    ("ryf.check_xp_award", "amount", 1, 10),
    ("ryf.critical_odds", "bonus", -20, 60),
    ("ryf.critical_odds", "difficulty", 0, 100),
    ("ryf.defence", "dexterity", 2, 10),
    ("ryf.defence", "melee_skill", 0, 10),
    ("ryf.health_state", "hp", -1000, 1000),
    ("ryf.hit_points", "resistance", 2, 10),
    ("ryf.initiative_roll", "dexterity", 2, 10),
    ("ryf.initiative_roll", "perception", 2, 10),
    ("ryf.melee_bonus", "precision", -10, 10),
    ("ryf.melee_bonus", "skill", 0, 10),
    ("ryf.melee_bonus", "strength", 2, 10),
    ("ryf.opposed_odds", "bonus_a", -20, 60),
    ("ryf.opposed_odds", "bonus_b", -20, 60),
    ("ryf.opposed_roll", "bonus_a", -20, 60),
    ("ryf.opposed_roll", "bonus_b", -20, 60),
    ("ryf.raise_cost", "current", 0, 9),
    ("ryf.raise_skill", "current", 0, 9),
    ("ryf.raise_skill", "xp", 0, 10000),
    ("ryf.range_band", "distance", 0, 1000000),
    ("ryf.ranged_bonus", "dexterity", 2, 10),
    ("ryf.ranged_bonus", "precision", -10, 10),
    ("ryf.ranged_bonus", "skill", 0, 10),
    ("ryf.resolve_level", "skill", 0, 10),
    ("ryf.skill_roll", "bonus", -20, 60),
    ("ryf.skill_roll", "difficulty", 0, 100),
    ("ryf.success_odds", "bonus", -20, 60),
    ("ryf.success_odds", "difficulty", 0, 100),
]


def _range_refusal(name: str, parameter: str) -> re.Pattern[str]:
    shown = SHOWN_AS.get((name, parameter), parameter)
    return re.compile(rf"{re.escape(shown)}: must be (None or )?(a whole number )?-?\d+\.\.-?\d+ ")


def _refusal(name: str, parameter: str, value: int) -> str | None:
    try:
        _call(name, {**VALID[name], parameter: value})
    except RulesError as error:
        return str(error)
    return None


@pytest.mark.parametrize("name, parameter, low, high", RANGES)
def test_the_range_ends_are_allowed_and_one_step_outside_is_refused(name, parameter, low, high):
    pattern = _range_refusal(name, parameter)
    for value in (low, high):
        # Allowed by the range: it may still be refused by a rule (no XP to pay, a die
        # already at 6), but not as out of range.
        message = _refusal(name, parameter, value)
        assert message is None or not pattern.match(message), f"{parameter}={value}: {message}"
    for value in (low - 1, high + 1):
        message = _refusal(name, parameter, value)
        assert message is not None, f"{name}({parameter}={value}) was accepted"
        assert pattern.match(message) and f" {low}..{high} (got {value})" in message, message


def test_a_seed_is_any_64_bit_integer():
    for seed in (-(2**63), -200, 0, 2**63):
        RandomDice(seed).roll(6)
    for seed in (-(2**63) - 1, 2**63 + 1):
        with pytest.raises(RulesError, match=rf"^seed: must be {-(2**63)}\.\.{2**63} "):
            RandomDice(seed)
