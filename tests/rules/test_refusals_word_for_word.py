# ruff: noqa: E501  (the refusals are one line each, written out as such)
"""The refusals a GM meets from the rules, word for word in English and in Spanish (the
console shows them as they are; mutation testing showed a phrase changed passing a test
that only looked for a word of it). The ``language`` fixture (conftest) runs each in both."""

import pytest

from rules import eclipse_phase as ep
from rules import ezd6, fids
from rules.dice import ScriptedDice as S
from rules.errors import RulesError

# (what, a call that is refused, the English message, the Spanish message)
REFUSALS = [
    (
        "ezd6 karma on a kept 1",
        lambda: ezd6.spend_karma(ezd6.roll(4, S([1])), 1, 5),
        "karma: cannot save a kept 1 (only a hero die can)",
        "karma: no salva un 1 guardado (solo un Dado de Héroe puede)",
    ),
    (
        "ezd6 karma not enough",
        lambda: ezd6.spend_karma(ezd6.roll(5, S([4])), 2, 1),
        "karma: spending 2 needs 2 karma (has 1)",
        "karma: gastar 2 necesita 2 de Karma (tiene 1)",
    ),
    (
        "ezd6 karma past 6",
        lambda: ezd6.spend_karma(ezd6.roll(5, S([4])), 3, 5),
        "karma: the die is 4; at most 2 raises it to 6",
        "karma: el dado es 4; como mucho 2 lo sube a 6",
    ),
    (
        "ezd6 no hero dice left",
        lambda: ezd6.use_hero_die(ezd6.roll(4, S([1])), S([5]), 0),
        "hero dice: none left",
        "Dados de Héroe: no queda ninguno",
    ),
    (
        "ezd6 hero die on a kept 3",
        lambda: ezd6.use_hero_die(ezd6.roll(4, S([3])), S([5]), 1),
        "hero die: rerolls a kept 1 only (the kept die is 3)",
        "Dado de Héroe: solo repite un 1 guardado (el dado guardado es 3)",
    ),
    (
        "ezd6 hero die costs 5",
        lambda: ezd6.buy_hero_die(4),
        "karma: a hero die costs 5 karma (has 4)",
        "karma: un Dado de Héroe cuesta 5 de Karma (tiene 4)",
    ),
    (
        "ezd6 chain ended",
        lambda: ezd6.CriticalChain((6, 3)).add(6),
        "critical chain: it ended with a die below 6",
        "critical chain: it ended with a die below 6",
    ),
    (
        "ezd6 chain raise a 1",
        lambda: ezd6.CriticalChain((6, 1)).raise_last(5),
        "karma: the last chain die cannot be raised (a 1, or already 6)",
        "karma: el último dado de la cadena no se puede subir (un 1, o ya es 6)",
    ),
    (
        "ezd6 chain raise a 6",
        lambda: ezd6.CriticalChain((6,)).raise_last(5),
        "karma: the last chain die cannot be raised (a 1, or already 6)",
        "karma: el último dado de la cadena no se puede subir (un 1, o ya es 6)",
    ),
    (
        "ezd6 chain raise costs",
        lambda: ezd6.CriticalChain((6, 3)).raise_last(2),
        "karma: raising to 6 costs 3 karma (has 2)",
        "karma: subir a 6 cuesta 3 de Karma (tiene 2)",
    ),
    (
        "ezd6 no armour",
        lambda: ezd6.spend_karma_on_armour(ezd6.ArmourSaves(None, (0, 0)), 0, 1, 5),
        "saves: no armour, no save dice to change",
        "saves: no armour, no save dice to change",
    ),
    (
        "ezd6 no save dice",
        lambda: ezd6.spend_karma_on_armour(ezd6.ArmourSaves(4, ()), 0, 1, 5),
        "saves: no save dice were rolled",
        "saves: no save dice were rolled",
    ),
    (
        "ezd6 hero die on a save die 3",
        lambda: ezd6.use_hero_die_on_armour(ezd6.ArmourSaves(4, (1, 3)), 1, S([5]), 1),
        "hero die: rerolls a 1 only (save die #2 is a 3)",
        "Dado de Héroe: solo repite un 1 (la tirada de armadura n.º 2 es un 3)",
    ),
    (
        "ezd6 hero die on a miraculous 3",
        lambda: ezd6.use_hero_die_on_save(ezd6.MiraculousSave(4, 3, False), S([5]), 1),
        "hero die: rerolls a 1 only (the save die is 3)",
        "Dado de Héroe: solo repite un 1 (el dado de la salvada es 3)",
    ),
    (
        "ep aptitudes summed with a multiplier",
        lambda: ep.aptitude_target(15, 2, 20),
        "multiplier: two summed aptitudes take no multiplier",
        "multiplier: two summed aptitudes take no multiplier",
    ),
    (
        "ep cannot default",
        lambda: ep.default_target("pilot", False, aptitude=15),
        "skill pilot: cannot default; the character needs the skill",
        "skill pilot: no se puede basar; el personaje necesita la habilidad",
    ),
    (
        "fids force without energy",
        lambda: fids.force_lower(fids.resolve(2, "unfavorable", (1, 2, 5)), 2, 2),
        "forcing to 2 costs 3 Energy (has 2)",
        "forzar a 2 cuesta 3 de Energía (tiene 2)",
    ),
    (
        "fids reroll needs 2",
        lambda: fids.reroll_favorable(fids.resolve(2, "favorable", (4, 5, 6)), S([1, 2, 3]), 1),
        "a reroll needs at least 2 Energy (has 1)",
        "relanzar necesita al menos 2 de Energía (tiene 1)",
    ),
    (
        "fids misfortune below 0",
        lambda: fids.add_misfortune(1, -3),
        "the Misfortune pool has 1; it cannot lose 3",
        "la reserva de Infortunio tiene 1; no puede perder 3",
    ),
    (
        "fids misfortune full",
        lambda: fids.add_misfortune(15, 1),
        "the Misfortune pool is 15 of at most 15 (house option Misfortune cap 15): it cannot hold 1 more",
        "la reserva de Infortunio tiene 15 de un máximo de 15 (opción de la casa Infortunio máximo 15): no le cabe 1 más",
    ),
]


@pytest.mark.parametrize("what, call, english, spanish", REFUSALS, ids=[c[0] for c in REFUSALS])
def test_the_refusal_word_for_word(language, what, call, english, spanish):
    with pytest.raises(RulesError) as refused:
        call()
    assert str(refused.value) == (english if language == "en" else spanish)
