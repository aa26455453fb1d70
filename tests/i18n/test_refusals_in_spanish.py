"""Refused actions and the names undo and redo give, in Spanish: what the status line and
the log say on a refusal, ctrl+z and ctrl+y. The journal keeps operations, not words."""

import pytest
from pydantic import ValidationError

from gmconsole import i18n
from gmconsole.state.context import OpError
from gmconsole.state.engine import ActionRefused, Engine
from gmconsole.state.operation import OPERATIONS, build, describe_invalid, operation_label
from gmconsole.state.operations import Damage, Move, NextTurn, SetInitiative
from gmconsole.storage import load_party
from gmconsole.systems import SYSTEMS, adapter_for
from rules.dice import ScriptedDice
from tests.conftest import SAMPLES
from tests.i18n.test_catalog import all_catalogs


def every_operation() -> dict[str, type]:
    """Every operation of the console and of every system (a system's operations
    register when they are loaded)."""
    for system in SYSTEMS:
        adapter_for(system).load_operations()

    return dict(OPERATIONS)


def test_every_operation_has_a_label_with_spanish():
    spanish = {text: es for catalog in all_catalogs().values() for text, es in catalog.items()}
    operations = every_operation()
    assert {"next_turn", "ryf_attack", "ezd6_action", "fids_test", "ep_test"} <= set(operations)
    unlabelled = [name for name, cls in operations.items() if not cls.label]
    untranslated = [cls.label for cls in operations.values() if cls.label not in spanish]
    assert not unlabelled, f"operations without a label: {unlabelled}"
    assert not untranslated, f"labels without Spanish: {untranslated}"


@pytest.mark.parametrize(
    ("name", "english", "spanish"),
    [
        ("next_turn", "next turn", "siguiente turno"),
        ("set_turn", "turn given", "turno dado"),  # a label, not the name
        ("ryf_attack", "attack", "ataque"),
        ("ezd6_miraculous_save", "miraculous save", "salvada milagrosa"),
        ("set_zone", "zone change (dash)", "cambio de zona (correr)"),
        ("fids_test", "FIDS test roll", "prueba de FIDS"),
        ("ep_opposed", "opposed test", "prueba enfrentada"),
    ],
)
def test_operation_labels_in_both_languages(name, english, spanish):
    every_operation()
    assert operation_label(name) == english
    i18n.set_language("es")
    assert operation_label(name) == spanish


def test_an_unknown_operation_is_named_by_its_id():
    assert operation_label("no_such_operation") == "no such operation"
    i18n.set_language("es")
    assert operation_label("some_new_thing") == "some new thing"


@pytest.fixture
def engine(tmp_path):
    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    return Engine(load_party(path), ScriptedDice([]))


def refusal(engine, op) -> str:
    with pytest.raises(ActionRefused) as caught:
        engine.execute(op, ScriptedDice([]))
    return str(caught.value)


def test_refusals_from_the_context_in_both_languages(engine):
    assert refusal(engine, Move(cid="nobody", delta=1)) == (
        "no combatant with id 'nobody' in the fight"
    )
    i18n.set_language("es")
    assert refusal(engine, Damage(cid="nobody", amount=3)) == (
        "no hay ningún personaje con el identificador 'nobody'"
    )
    assert refusal(engine, Move(cid="nobody", delta=1)) == (
        "no hay ningún combatiente con el identificador 'nobody' en el combate"
    )


def test_an_invalid_argument_names_the_field_in_both_languages():
    with pytest.raises(OpError) as caught:
        build(SetInitiative, cid="ana", value=5000)
    assert str(caught.value) == "set_initiative.value: must be -99 to 999 (got 5000)"
    i18n.set_language("es")
    with pytest.raises(OpError) as caught:
        build(SetInitiative, cid="ana", value=5000)
    assert str(caught.value) == (
        "set_initiative.value: debe estar entre -99 y 999 (se escribió 5000)"
    )


@pytest.mark.parametrize(
    ("args", "english", "spanish"),
    [
        (
            {"cid": "ana", "value": "5"},
            "Input should be a valid integer",
            "debe ser un número entero",
        ),
        ({"cid": "ana", "value": 5, "extra": 1}, "Extra inputs are not permitted", None),
        ({"cid": "ana"}, "Field required", "falta este argumento"),
    ],
)
def test_pydantic_messages_in_spanish(args, english, spanish):
    with pytest.raises(ValidationError) as caught:
        SetInitiative(**args)
    assert english in describe_invalid("set_initiative", caught.value)
    i18n.set_language("es")
    text = describe_invalid("set_initiative", caught.value)
    assert english not in text and "(got " not in text
    if spanish:
        assert spanish in text


def test_the_journal_keeps_operations_not_words(engine):
    i18n.set_language("es")
    step = engine.execute(NextTurn(), ScriptedDice([])).step
    assert step is not None and step.op.to_json() == {"op": "next_turn", "args": {}}


def test_an_ezd6_rules_refusal_in_spanish():
    """The rules say their refusals in both languages (rules.language.say): buying a hero
    die without the karma, as the panel's refusal line shows it."""
    from rules import ezd6, language

    with pytest.raises(Exception) as caught:
        ezd6.buy_hero_die(2)
    assert str(caught.value) == "karma: a hero die costs 5 karma (has 2)"
    language.set_language("es")
    with pytest.raises(Exception) as caught:
        ezd6.buy_hero_die(2)
    assert str(caught.value) == "karma: un Dado de Héroe cuesta 5 de Karma (tiene 2)"
