"""What the GM types for a condition's duration (gmconsole.state.duration_entry) and how
the duration is said back in words (gmconsole.state.duration_words), without the UI: each
short form read into ``AddCondition``'s arguments, each refusal's exact text, and the
words for every kind of duration on the FIDS fixture. Also the one line a roll closed
without applying leaves (gmconsole.state.not_applied) and when a round counts as started
(gmconsole.state.initiative). Written from mutation survivors in code no state test ran
(docs/mutation/state.md)."""

import pytest

from gmconsole.model.party import Condition
from gmconsole.state import operations as ops
from gmconsole.state.duration_entry import parse_duration
from gmconsole.state.duration_words import duration, short_duration, with_duration
from gmconsole.state.engine import Engine
from gmconsole.state.initiative import round_started
from gmconsole.state.not_applied import RollNotApplied, unapplied_text
from gmconsole.storage import load_party
from rules.dice import ScriptedDice
from tests.conftest import SAMPLES
from tests.state.support import refused, run

FIGHT = [
    ("lia", "Lía Sombraverde"),
    ("guardia-1", "Guardia del puerto 1"),
    ("guardia-2", "Guardia del puerto 2"),
]


@pytest.mark.parametrize(
    ("typed", "arguments"),
    [
        ("", {"rounds": None}),
        ("  ", {"rounds": None}),
        ("R", {"rounds": None, "until": "round_end"}),
        ("2", {"rounds": 2, "ticks": "end"}),
        (" 12 ", {"rounds": 12, "ticks": "end"}),
        ("999", {"rounds": 999, "ticks": "end"}),
        ("2s", {"rounds": 2, "ticks": "start"}),
        ("2 s", {"rounds": 2, "ticks": "start"}),
        ("2i", {"rounds": 2, "ticks": "start"}),
        ("1<", {"rounds": 1, "ticks": "start"}),
        ("e", {"rounds": None, "until": "turn_end", "of": "donny"}),
        ("f", {"rounds": None, "until": "turn_end", "of": "donny"}),
        ("s", {"rounds": None, "until": "turn_start", "of": "donny"}),
        ("I", {"rounds": None, "until": "turn_start", "of": "donny"}),
        ("e lia", {"rounds": None, "until": "turn_end", "of": "lia"}),  # no accent needed
        ("s LÍA", {"rounds": None, "until": "turn_start", "of": "lia"}),
        ("e verde", {"rounds": None, "until": "turn_end", "of": "lia"}),  # inside the name
        ("f puerto 2", {"rounds": None, "until": "turn_end", "of": "guardia-2"}),
    ],
)
def test_each_short_form_gives_the_condition_s_arguments(typed, arguments):
    assert parse_duration(typed, FIGHT, "donny") == arguments


@pytest.mark.parametrize(
    ("typed", "holder", "refusal"),
    [
        ("0", "donny", "rounds must be 1 to 999 (got 0)"),
        ("1000", "donny", "rounds must be 1 to 999 (got 1000)"),
        ("e", None, "nobody has the turn: type whose turn (e NAME)"),
        ("e guardia", "donny", "'guardia' fits more than one combatant: type more"),
        ("s zz", "donny", "nobody in the fight is called 'zz'"),
        (
            "1234567",
            "donny",
            "type a number of rounds (2, or 2s counted at the start), e or s (end or start of "
            "the turn holder's turn, or e NAME), r (end of round), or nothing (until removed)",
        ),
    ],
)
def test_what_cannot_be_read_is_refused_saying_what_is_allowed(typed, holder, refusal):
    with pytest.raises(ValueError) as caught:
        parse_duration(typed, FIGHT, holder)
    assert str(caught.value) == refusal


def fids_engine():
    return Engine(load_party(SAMPLES / "fids.toml"), ScriptedDice([]))


def test_a_typed_duration_becomes_the_condition_and_is_said_back_in_words():
    engine = fids_engine()
    fight = [(m.id, m.name) for m in engine.party.members]
    for typed, words in [
        ("2s", "2 rounds, counted at the start of its turn"),
        ("e lia", "until the end of Lía Sombraverde's next turn"),
    ]:
        arguments = parse_duration(typed, fight, "donny")
        run(engine, ops.AddCondition(cid="rakum", name=f"Con {typed}", **arguments))
        rakum = next(c for c in engine.party.encounter.combatants if c.id == "rakum")
        condition = rakum.conditions[-1]
        assert duration(engine.party, condition) == words


@pytest.mark.parametrize(
    ("condition", "words", "short"),
    [
        (Condition(name="Aturdida", rounds=1), "1 round", "1 round"),
        (Condition(name="Aturdida", rounds=3), "3 rounds", "3 rounds"),
        (
            Condition(name="Aturdida", rounds=2, ticks="start"),
            "2 rounds, counted at the start of its turn",
            "2 rounds",
        ),
        (
            Condition(name="Aturdida", until="turn_end", of="lia"),
            "until the end of Lía Sombraverde's next turn",
            "till Lía Sombraverde's next turn ends",
        ),
        (
            Condition(name="Aturdida", until="turn_end", of="lia", started=True),
            "until the end of Lía Sombraverde's turn",
            "till Lía Sombraverde's turn ends",
        ),
        (
            Condition(name="Aturdida", until="turn_start", of="lia"),
            "until the start of Lía Sombraverde's next turn",
            "till Lía Sombraverde's next turn",
        ),
        (
            Condition(name="Aturdida", until="round_end"),
            "until the end of the round",
            "till round ends",
        ),
        (Condition(name="Aturdida"), "until removed", ""),
    ],
)
def test_each_duration_in_words(condition, words, short):
    party = load_party(SAMPLES / "fids.toml")
    assert duration(party, condition) == words
    assert short_duration(party, condition) == short
    assert with_duration(party, condition) == f"Aturdida ({words})"


def test_a_roll_not_applied_is_one_line_with_the_outcome_and_the_dice():
    text = unapplied_text("Donny\nel rápido", [" golpe: 7 ", "  ", "crítico\tno"], [3, 5])
    assert text == "Donny el rápido: golpe: 7 · crítico no · dice 3 5"
    assert unapplied_text("Donny", [], [6]) == "Donny: dice 6"
    # Play-test 7: FIDS's outcome shows the dice; they are not said twice.
    fids_line = "3d6 neutral: 1 2 5 -> keep 2 < Wit 3: complete success"
    assert unapplied_text("Donny", [fids_line], [1, 2, 5]) == f"Donny: {fids_line}"
    assert unapplied_text("Donny", ["3d6: 11 2 5"], [1, 2, 5]) == "Donny: 3d6: 11 2 5 · dice 1 2 5"
    assert unapplied_text("Donny", ["falla"], []) == "Donny: falla"
    assert unapplied_text("Donny", [], []) == "Donny: no dice"
    assert unapplied_text("Donny", ["x" * 2000], [1]) == "Donny: " + "x" * 993
    engine = fids_engine()
    outcome = run(engine, RollNotApplied(text=text))
    assert outcome.log == [f"Roll not applied: {text}"]
    assert refused(engine, RollNotApplied(text="  ")) == "a roll not applied needs its text"


def test_a_round_starts_once_someone_acted_the_marker_moved_or_past_round_one():
    encounter = load_party(SAMPLES / "fids.toml").encounter
    assert encounter.active and encounter.round == 1 and encounter.turn == 0
    assert not round_started(encounter)
    assert round_started(encounter.model_copy(update={"turn": 1}))
    assert round_started(encounter.model_copy(update={"round": 2}))
    acted = [encounter.combatants[0].model_copy(update={"acted": True}), *encounter.combatants[1:]]
    assert round_started(encounter.model_copy(update={"combatants": acted}))
    # A fight that is not running, or has nobody in it, has no round under way.
    assert not round_started(encounter.model_copy(update={"active": False, "round": 3}))
    assert not round_started(encounter.model_copy(update={"combatants": [], "round": 3}))


def test_the_players_view_says_a_duration_in_its_own_language_without_hidden_names():
    from gmconsole import i18n
    from gmconsole.state.duration_words import duration_for_players

    party = load_party(SAMPLES / "fids.toml")
    lia = Condition(name="Aturdida", until="turn_end", of="lia")
    started = Condition(name="Aturdida", until="turn_end", of="lia", started=True)
    start = Condition(name="Aturdida", until="turn_start", of="lia")
    rounds = Condition(name="Aturdida", rounds=2)
    assert duration_for_players(party, lia, "es", set()) == (
        "hasta el final del próximo turno de Lía Sombraverde"
    )
    assert duration_for_players(party, rounds, "es", set()) == "2 rondas"
    assert duration_for_players(party, rounds, "de", set()) == "2 rounds"  # unknown: English
    assert duration_for_players(party, lia, "en", {"lia"}) == "until the end of someone's next turn"
    assert duration_for_players(party, started, "en", {"lia"}) == "until the end of someone's turn"
    assert duration_for_players(party, start, "en", {"lia"}) == (
        "until the start of someone's next turn"
    )
    assert i18n.language() == "en"  # the console's own language is left as it was
