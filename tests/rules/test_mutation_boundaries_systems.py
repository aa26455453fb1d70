"""Rules cases a mutant got through (docs/mutation/rules.md), each at its exact value and
one either side where it is a threshold, with the expected value written out here."""

from fractions import Fraction
from itertools import product

import pytest

from rules import eclipse_phase, ezd6, fids, ryf
from rules.dice import DiceExhausted, RecordingDice, ScriptedDice
from rules.errors import RulesError, check_choice, check_instance, check_range, check_text
from rules.language import decimal, set_language
from rules.odds import percent


@pytest.fixture
def spanish():
    set_language("es")
    yield
    set_language("en")


def _refusal(call) -> str:
    with pytest.raises(RulesError) as refused:
        call()
    return str(refused.value)


# --- Dice ----------------------------------------------------------------------------


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
    assert _refusal(lambda: typed.roll(6)) == "dice: value #2 must be 1..6 (got 9)"
    assert _refusal(lambda: ScriptedDice([0]).roll(6)) == "dice: value #1 must be 1..6 (got 0)"


# --- Eclipse Phase -------------------------------------------------------------------


def test_opposed_sides_are_labelled_a_and_b():
    result = eclipse_phase.opposed_test(50, 50, ScriptedDice([1, 2, 3, 4]))
    assert (result.a.label, result.b.label) == ("A", "B")
    assert result.a.explanation.startswith("A: d100 vs TN 50 = 50: rolled 12")
    assert result.b.explanation.startswith("B: d100 vs TN 50 = 50: rolled 34")


def test_failed_tries_in_words(spanish):
    assert [eclipse_phase.tries_words(n) for n in (0, 1, 2, 99)] == [
        "0 intentos fallidos",
        "1 intento fallido",
        "2 intentos fallidos",
        "99 intentos fallidos",
    ]
    set_language("en")
    assert [eclipse_phase.tries_words(n) for n in (0, 1, 2, 99)] == [
        "0 failed tries",
        "1 failed try",
        "2 failed tries",
        "99 failed tries",
    ]


@pytest.mark.parametrize("target", [97, 98, 99, 100, 101, 300])
def test_a_target_of_99_or_more_succeeds_on_all_but_99(target):
    # Enumerated: 00 always succeeds, 99 always fails, otherwise roll <= target.
    wins = sum(1 for roll in range(100) if roll == 0 or (roll != 99 and roll <= target))
    assert eclipse_phase.success_odds(target) == Fraction(wins, 100)
    assert wins == min(99, target + 1)


# --- EZD6 ----------------------------------------------------------------------------


def test_karma_refusals_word_for_word():
    one = ezd6.roll(4, ScriptedDice([1]))
    assert _refusal(lambda: ezd6.spend_karma(one, 1, 5)) == (
        "karma: cannot save a kept 1 (only a hero die can)"
    )
    four = ezd6.roll(5, ScriptedDice([4]))
    assert _refusal(lambda: ezd6.spend_karma(four, 3, 2)) == (
        "available: spending 3 needs 3 karma (has 2)"
    )
    assert _refusal(lambda: ezd6.spend_karma(four, 3, 5)) == (
        "points: the die is 4; at most 2 raises it to 6"
    )
    assert ezd6.spend_karma(four, 2, 2).kept == 6  # exactly 6, with exactly the karma


@pytest.mark.parametrize("karma, left", [(5, 0), (6, 1), (999, 994)])
def test_a_hero_die_costs_5_karma(karma, left):
    assert ezd6.buy_hero_die(karma) == left


@pytest.mark.parametrize("karma", [0, 4])
def test_a_hero_die_is_refused_below_5_karma(karma):
    assert _refusal(lambda: ezd6.buy_hero_die(karma)) == (
        f"karma: a hero die costs 5 karma (has {karma})"
    )


@pytest.mark.parametrize("weapon_strikes", [1, 2])
def test_a_special_weapon_deals_its_2_strikes(weapon_strikes):
    hit = ezd6.roll(3, ScriptedDice([4]), attack=True)
    assert ezd6.strikes_dealt(hit, weapon_strikes) == weapon_strikes


# --- FIDS ----------------------------------------------------------------------------


def test_outcome_meanings_in_both_languages(spanish):
    assert [o.meaning for o in fids.Outcome] == [
        "trío: éxito indudable, +2 de Energía",
        "éxito sin consecuencias",
        "éxito, pero algo negativo va a suceder (apretado)",
        "fracaso",
    ]
    set_language("en")
    assert [o.meaning for o in fids.Outcome] == [
        "triple: certain success, +2 Energy",
        "success without consequences",
        "success, but something bad happens (apretado)",
        "failure",
    ]


def test_misfortune_cannot_go_below_zero_in_spanish(spanish):
    assert _refusal(lambda: fids.add_misfortune(1, -3)) == (
        "amount: la reserva de Infortunio tiene 1; no puede perder 3"
    )


def test_misfortune_cannot_go_below_zero():
    assert _refusal(lambda: fids.add_misfortune(1, -3)) == (
        "amount: the Misfortune pool has 1; it cannot lose 3"
    )
    assert fids.add_misfortune(3, -3) == 0


def test_misfortune_without_cap_stops_at_999():
    assert fids.add_misfortune(998, 1, cap=None) == 999
    assert fids.add_misfortune(999, -1, cap=None) == 998
    assert _refusal(lambda: fids.add_misfortune(999, 1, cap=None)) == (
        "amount: the Misfortune pool holds at most 999"
    )


@pytest.mark.parametrize("players, pool", [(0, 0), (7, 14), (8, 15), (99, 15)])
def test_session_misfortune_is_2_per_player_up_to_15(players, pool):
    assert fids.new_session_misfortune(players) == pool
    assert fids.new_session_misfortune(players, cap=None) == 2 * players


# --- RyF -----------------------------------------------------------------------------


def test_an_unused_attribute_may_be_0_at_creation():
    assert ryf.creation_warnings({"charisma": 0}, {}) == []
    assert _refusal(lambda: ryf.creation_warnings({"charisma": -1}, {})).startswith(
        "attributes.charisma: must be 0..100 (got -1)"
    )


@pytest.mark.parametrize(
    "current, xp, result",
    [(0, 1, (1, 0)), (0, 10_000, (1, 9_999)), (4, 5, (5, 0)), (9, 10, (10, 0))],
)
def test_raising_a_skill_costs_the_new_level(current, xp, result):
    assert ryf.raise_skill(current, xp) == result


@pytest.mark.parametrize("current, xp", [(0, 0), (4, 4), (9, 9)])
def test_raising_a_skill_one_xp_short_is_refused(current, xp):
    assert _refusal(lambda: ryf.raise_skill(current, xp)) == (
        f"xp: raising to {current + 1} costs {current + 1} XP (has {xp})"
    )


@pytest.mark.parametrize(
    "distance, band",
    [
        (0, "short"),
        (15, "short"),
        (15.5, "medium"),
        (20, "medium"),
        (20.5, "long"),
        (25, "long"),
        (25.5, None),
        (1_000_000, None),
    ],
)
def test_range_bands_at_their_limits(distance, band):
    assert ryf.range_band(distance, (15, 20, 25)) == band


def test_equal_bands_are_all_short():
    assert ryf.range_band(10, (10, 10, 10)) == "short"
    assert ryf.range_band(11, (10, 10, 10)) is None


def test_a_skill_roll_keeps_its_label():
    result = ryf.skill_roll(5, 10, ScriptedDice([4, 5, 6]), label="Ana sneaks")
    assert result.label == "Ana sneaks"
    assert result.explanation == "Ana sneaks: 1o3d10 median: (4,5,6)->5 + 5 = 10 vs 10: success"


# --- A second sample (seed 17), its survivors --------------------------------------------


@pytest.mark.parametrize("length", [59, 60])
def test_a_refused_value_is_shown_whole_up_to_60_characters(length):
    value = "a" * (length - 2)  # its repr has the two quotes
    message = _refusal(lambda: ryf.health_state(value))
    assert message.endswith(f"(got {repr(value)})")
    long = "a" * 59  # a repr of 61 characters is cut to 57 and "..."
    assert _refusal(lambda: ryf.health_state(long)).endswith(f"(got {repr(long)[:57]}...)")


def test_a_refused_language_names_itself():
    assert _refusal(lambda: set_language("fr")) == "language: must be en or es (got 'fr')"


def test_players_may_have_the_surprise_too():
    assert ezd6.turn_order(["Ana", "Bo"], ["Orc"], surprise="players") == ["Ana", "Bo", "Orc"]
    assert ezd6.turn_order(["Ana", "Bo"], ["Orc"], surprise="enemies") == ["Orc", "Ana", "Bo"]


def test_karma_raises_only_the_last_die_of_a_long_chain():
    chain = ezd6.CriticalChain((6, 6, 4))
    raised = chain.raise_last(2)
    assert raised.dice == (6, 6, 6) and raised.karma_spent == 2
    assert raised.extra_strikes == 3 and raised.going


def test_a_favorable_test_is_not_forced_to_a_lower_die():
    favorable = fids.resolve(3, "favorable", (2, 4, 6))
    assert _refusal(lambda: fids.force_lower(favorable, 2, 5)) == (
        "stance: favorable keeps the lowest die; force with a reroll instead"
    )


def test_a_reroll_paid_with_misfortune_costs_no_energy():
    first = fids.resolve(2, "favorable", (4, 5, 6))
    paid = fids.reroll_favorable(first, ScriptedDice([1, 2, 6]), 3, pay_with_misfortune=True)
    assert paid.cost == 5  # 2 + |4 - 1|, paid with 1 Misfortune instead
    assert (paid.energy_before, paid.energy_after, paid.energy_lost_unpaid) == (3, 3, 0)
    unpaid = fids.reroll_favorable(first, ScriptedDice([1, 2, 6]), 3)
    assert (unpaid.energy_after, unpaid.energy_lost_unpaid) == (0, 2)


def test_energy_without_a_force_has_nothing_unpaid():
    change = fids.settle_energy(4, 6, fids.resolve(3, "neutral", (1, 2, 5)))
    assert (change.after_force, change.after, change.force_cost, change.unpaid) == (4, 4, 0, 0)
    assert change.gain == 0 and change.steps == ()


def test_both_sides_of_a_ryf_opposed_roll_explode():
    # A: (5,5,5) -> 5; B: (10,10,10) -> 10 explodes, then (2,3,4) -> 3: 13.
    result = ryf.opposed_roll(0, 0, ScriptedDice([5, 5, 5, 10, 10, 10, 2, 3, 4]))
    assert (result.a.total, result.b.total, result.winner) == (5, 13, "b")
    assert result.b.exploded and not result.a.exploded


@pytest.mark.parametrize("padding, accepted", [(37, True), (38, False)])
def test_a_damage_expression_is_at_most_40_characters(padding, accepted):
    expression = " " * padding + "1d6"  # 40, then 41 characters
    if accepted:
        assert ryf.parse_damage(expression) == ryf.DamageExpression(1, 6, 0)
    else:
        assert _refusal(lambda: ryf.parse_damage(expression)).startswith(
            "damage: must look like 1d10, 2d6 or 1d6-2"
        )


@pytest.mark.parametrize(
    "steps, level",
    [
        ({"specialization": True}, "high"),
        ({"specialization": True, "wounded": True}, "median"),
        ({"specialization": True, "wounded": True, "token_returned": True}, "low"),
        ({"specialization": True, "token": True, "wounded": True}, "high"),
        ({"skill": 0, "token": True}, "median"),
        ({"skill": 0, "wounded": True}, "low"),
        ({"token": True}, "high"),
        ({"token": True, "wounded": True, "token_returned": True}, "low"),
    ],
)
def test_level_steps_count_from_the_specialization_and_clamp_at_the_end(steps, level):
    assert ryf.resolve_level(**{"skill": 3, **steps}).level == level


# --- A third sample (seed 18), its survivors ---------------------------------------------


def test_a_recorder_remembers_every_value_in_order():
    recorder = RecordingDice(ScriptedDice([3, 5, 1]))
    assert [recorder.roll(6), recorder.roll(8), recorder.roll(4)] == [3, 5, 1]
    assert recorder.values == [3, 5, 1]
    assert RecordingDice(ScriptedDice([])).values == []


def test_dice_exhausted_has_no_purpose_unless_told():
    assert DiceExhausted("dice: ran out", 6, 0).purpose == ""
    assert DiceExhausted("dice: ran out", 6, 0, "initiative").purpose == "initiative"


def test_the_checks_show_a_bad_allowed_list_or_kind():
    assert _refusal(lambda: check_choice("stance", "neutral", ["neutral"])) == (
        "allowed: must be a tuple of texts (got ['neutral'])"
    )
    assert _refusal(lambda: check_instance("result", 3, 3, "a result")) == (
        "kind: must be a class (got 3)"
    )


def test_a_single_save_die_has_only_index_0():
    one = ezd6.ArmourSaves(4, (3,))
    assert ezd6.spend_karma_on_armour(one, 0, 1, 5).dice == (4,)
    assert _refusal(lambda: ezd6.spend_karma_on_armour(one, 1, 1, 5)) == (
        "index: must be 0..0 (got 1)"
    )
    assert _refusal(lambda: ezd6.use_hero_die_on_armour(one, 1, ScriptedDice([4]), 1)) == (
        "index: must be 0..0 (got 1)"
    )


@pytest.mark.parametrize(
    "boons, banes, helpers", [(0, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 0), (0, 1, 1), (2, 0, 0)]
)
def test_critical_failure_odds_enumerated(boons, banes, helpers):
    # Enumerate every throw of 1 + |net| dice; banes keep the lowest, boons the highest.
    net = boons + helpers - banes
    throws = list(product(range(1, 7), repeat=1 + abs(net)))
    ones = sum(1 for t in throws if (max(t) if net >= 0 else min(t)) == 1)
    assert ezd6.critical_failure_odds(boons, banes, helpers) == Fraction(ones, len(throws))


def test_decimals_in_each_language():
    assert (decimal(37.5), decimal(2.25, 2), decimal(7, 0)) == ("37.5", "2.25", "7")
    set_language("es")
    try:
        assert (decimal(37.5), decimal(2.25, 2), decimal(7, 0)) == ("37,5", "2,25", "7")
    finally:
        set_language("en")


@pytest.mark.parametrize("total, allowed", [(-1000, True), (100_000, True), (100_001, False)])
def test_initiative_totals_at_their_limits(total, allowed):
    entries = [("Ana", total, 5), ("Bo", 0, 5)]
    if allowed:
        assert ryf.initiative_order(entries)[0] == ("Ana" if total > 0 else "Bo")
    else:
        assert _refusal(lambda: ryf.initiative_order(entries)).startswith(
            "entries[0] total: must be -1000..100000 (got 100001)"
        )


def test_ryf_opposed_sides_are_labelled_a_and_b():
    result = ryf.opposed_roll(3, 4, ScriptedDice([5, 5, 5, 4, 4, 4]))
    assert (result.a.label, result.b.label) == ("A", "B")
    assert result.a.explanation == "A: 1o3d10 median: (5,5,5)->5 + 3 = 8"
    assert result.b.explanation == "B: 1o3d10 median: (4,4,4)->4 + 4 = 8"


# --- A fourth sample (seed 19), its survivors ----------------------------------------------


def test_an_automatic_success_keeps_its_label():
    result = eclipse_phase.success_test(95, ScriptedDice([]), [10], taking_time=True, label="Hack")
    assert result.automatic and result.label == "Hack"
    assert result.explanation.startswith("Hack: d100 vs TN 95 +10 = 105: taking time")


def test_a_bad_argument_name_is_shown():
    assert _refusal(lambda: check_range(5, 1, 1, 2)) == (
        "name: must be a text of at most 100 characters (got 5)"
    )


@pytest.mark.parametrize("length, allowed", [(0, True), (200, True), (201, False)])
def test_a_text_is_at_most_200_characters_by_default(length, allowed):
    text = "a" * length
    if allowed:
        assert check_text("label", text) == text
    else:
        assert _refusal(lambda: check_text("label", text)).startswith(
            "label: must be a text of at most 200 characters (got "
        )


def test_the_kept_die_without_boons_banes_or_helpers_is_one_fair_die():
    assert ezd6.kept_distribution() == {face: Fraction(1, 6) for face in range(1, 7)}
    assert ezd6.dice_count() == 1


# --- A fifth sample (seed 20), its survivors ----------------------------------------------


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


def test_a_retry_that_takes_time_keeps_its_tries_and_its_time():
    automatic = eclipse_phase.success_test(
        99, ScriptedDice([]), [20], taking_time=True, failed_tries=1
    )
    assert automatic.automatic and automatic.failed_tries == 1 and automatic.taking_time
    assert "[retry after 1 failed try: -10] = 109" in automatic.explanation
    rolled = eclipse_phase.success_test(50, ScriptedDice([9, 9]), taking_time=True)
    assert rolled.taking_time is True and rolled.roll == 99
    assert rolled.outcome is eclipse_phase.Outcome.FAILURE  # 99 taking time: no critical


def test_the_default_odds_are_for_one_die_and_the_median():
    assert ezd6.critical_failure_odds() == Fraction(1, 6)
    # Median of 3d10 enumerated: attribute 5 x 2 = 10, so a median of 5 or more reaches 15.
    throws = list(product(range(1, 11), repeat=3))
    reach = sum(1 for t in throws if sorted(t)[1] >= 5)
    assert ryf.attribute_success_odds(5, 15) == Fraction(reach, len(throws))


@pytest.mark.parametrize(
    "probability, shown",
    [(Fraction(0), "0.0%"), (Fraction(1, 2), "50.0%"), (Fraction(5, 8), "62.5%"), (1, "100.0%")],
)
def test_a_probability_as_a_percentage(probability, shown):
    assert percent(probability) == shown


def test_at_most_100_modifiers_are_checked_first():
    too_many = [10] * 101
    assert _refusal(
        lambda: eclipse_phase.success_test(50, ScriptedDice([]), too_many, failed_tries=-1)
    ) == ("modifiers: must hold at most 100 items")
    assert eclipse_phase.success_test(50, ScriptedDice([1, 1]), [0] * 100).target == 50


# --- A sixth sample (seed 21), its survivors ----------------------------------------------


def test_each_side_of_an_opposed_test_has_its_own_modifiers():
    result = eclipse_phase.opposed_test(
        50, 40, ScriptedDice([6, 5, 5, 5]), modifiers_a=[20], modifiers_b=[-10, -10]
    )
    assert (result.a.target, result.b.target) == (70, 20)
    assert (result.a.roll, result.b.roll) == (65, 55)
    assert result.winner == "a"  # 65 <= 70 succeeds, 55 > 20 fails


@pytest.mark.parametrize("save", [2, 3, 4, 5, 6])
def test_armour_save_odds_enumerated(save):
    assert ezd6.armour_save_odds(save) == Fraction(sum(1 for d in range(1, 7) if d >= save), 6)


@pytest.mark.parametrize(
    "expression, parsed",
    [("20d6", (20, 6, 0)), ("1d100+100", (1, 100, 100)), ("1d2-100", (1, 2, -100))],
)
def test_damage_expressions_at_their_limits(expression, parsed):
    assert ryf.parse_damage(expression) == ryf.DamageExpression(*parsed)


@pytest.mark.parametrize("expression", ["21d6", "0d6", "1d1", "1d101", "1d6+101", "1d6-101"])
def test_damage_expressions_past_their_limits(expression):
    assert _refusal(lambda: ryf.parse_damage(expression)).startswith("damage: ")


# --- A seventh sample (seed 22), its survivors --------------------------------------------


def test_defaulting_to_the_aptitude_has_no_modifier():
    assert eclipse_phase.default_target("pilot", True, aptitude=15) == (
        eclipse_phase.DefaultTarget(15, 0, "pilot defaults to its linked aptitude")
    )
    assert eclipse_phase.default_target("pilot", True, related_skill=40) == (
        eclipse_phase.DefaultTarget(40, -30, "pilot defaults to a related skill -30")
    )


@pytest.mark.parametrize(
    "name, positive, modifier",
    [("minor", True, 10), ("moderate", True, 20), ("major", True, 30), ("major", False, -30)],
)
def test_severity_modifiers(name, positive, modifier):
    assert eclipse_phase.severity_modifier(name, positive) == modifier


@pytest.mark.parametrize(
    "boons, banes, helpers, count",
    [(0, 0, 0, 1), (2, 0, 0, 3), (0, 2, 0, 3), (1, 1, 0, 1), (0, 1, 1, 1), (1, 0, 2, 4)],
)
def test_dice_count_boons_and_helpers_against_banes(boons, banes, helpers, count):
    assert ezd6.dice_count(boons, banes, helpers) == count


def test_a_critical_chain_holds_at_most_1000_dice():
    assert len(ezd6.CriticalChain((6,) * 999).add(6).dice) == 1000
    assert _refusal(lambda: ezd6.CriticalChain((6,) * 1000).add(6)) == (
        "critical chain: more than 1000 dice; check the dice"
    )


def test_misfortune_grows_by_one_by_default():
    assert fids.add_misfortune(3) == 4


def test_an_opposed_roll_is_of_the_opposed_kind():
    result = ryf.opposed_roll(3, 4, ScriptedDice([5, 5, 5, 4, 4, 4]))
    assert result.a.kind is result.b.kind is ryf.RollKind.OPPOSED
