# ruff: noqa: E501  (the explanations are one line each in the log, written out as such)
"""Every explanation the rules write, word for word in English and in Spanish (refusals:
test_refusals_word_for_word.py; mutation testing showed a phrase upper-cased, dropped or wrapped in "XX"
passing a test that only looked for a word of it). The GM reads these lines in the log;
each was read against RULINGS.md when it was written here."""

import pytest

from rules import eclipse_phase as ep
from rules import ezd6, fids, ryf
from rules.dice import ScriptedDice as S
from rules.language import decimal

# (what, the call, English, Spanish)
CASES = [
    (
        "ryf skill exploded success",
        lambda: ryf.skill_roll(5, 15, S([10, 10, 10, 3, 4, 5])).explanation,
        "1o3d10 median: (10,10,10)->10 + (3,4,5)->4 (10 explodes) + 5 = 19 vs 15: success",
        "1o3d10 medio: (10,10,10)->10 + (3,4,5)->4 (el 10 explota) + 5 = 19 contra 15: éxito",
    ),
    (
        "ryf skill failure",
        lambda: ryf.skill_roll(5, 20, S([2, 3, 4])).explanation,
        "1o3d10 median: (2,3,4)->3 + 5 = 8 vs 20: failure",
        "1o3d10 medio: (2,3,4)->3 + 5 = 8 contra 20: fallo",
    ),
    (
        "ryf skill natural 1",
        lambda: ryf.skill_roll(40, 10, S([1, 1, 5])).explanation,
        "1o3d10 median: (1,1,5)->1 + 40 = 41 vs 10: natural 1, always a failure",
        "1o3d10 medio: (1,1,5)->1 + 40 = 41 contra 10: 1 natural, siempre fallo",
    ),
    (
        "ryf skill fumble",
        lambda: ryf.skill_roll(40, 10, S([1, 1, 1])).explanation,
        "1o3d10 median: (1,1,1)->1 + 40 = 41 vs 10: natural 1, always a failure; triple 1: fumble",
        "1o3d10 medio: (1,1,1)->1 + 40 = 41 contra 10: 1 natural, siempre fallo; triple 1: pifia",
    ),
    (
        "ryf skill critical",
        lambda: ryf.skill_roll(22, 15, S([9, 9, 9])).explanation,
        "1o3d10 median: (9,9,9)->9 + 22 = 31 vs 15: success; 30+: critical (in combat, damage x2)",
        "1o3d10 medio: (9,9,9)->9 + 22 = 31 contra 15: éxito; 30+: crítico (en combate, daño x2)",
    ),
    (
        "ryf attribute low",
        lambda: ryf.attribute_roll(4, 12, S([2, 5, 9]), level="low", label="Fuerza").explanation,
        "Fuerza: 1o3d10 low: (2,5,9)->2 + 8 = 10 vs 12: failure",
        "Fuerza: 1o3d10 bajo: (2,5,9)->2 + 8 = 10 contra 12: fallo",
    ),
    (
        "ryf initiative",
        lambda: ryf.initiative_roll(5, 6, S([3, 7, 8]), level="high").explanation,
        "initiative: 1o3d10 high: (3,7,8)->8 + 11 = 19",
        "initiative: 1o3d10 alto: (3,7,8)->8 + 11 = 19",
    ),
    (
        "ryf opposed a wins",
        lambda: ryf.opposed_roll(10, 5, S([5, 5, 5, 4, 4, 4])).explanation,
        "opposed: A 15 vs B 9: A wins",
        "tirada enfrentada: A 15 contra B 9: gana A",
    ),
    (
        "ryf opposed tie",
        lambda: ryf.opposed_roll(10, 10, S([5, 5, 5, 5, 5, 5])).explanation,
        "opposed: A 15 vs B 15: tie: roll again, or the GM accepts the tie",
        "tirada enfrentada: A 15 contra B 15: empate: se tira de nuevo, o el DJ acepta el empate",
    ),
    (
        "ryf opposed b nat1",
        lambda: ryf.opposed_roll(10, 5, S([5, 5, 5, 1, 1, 2])).explanation,
        "opposed: A 15 vs B 6: A wins (B's natural 1 loses)",
        "tirada enfrentada: A 15 contra B 6: gana A (el 1 natural de B pierde)",
    ),
    (
        "ryf damage explode crit",
        lambda: ryf.damage_roll("2d6+1", S([6, 3, 2]), critical=True).explanation,
        "damage 2d6+1: 6+2 + 3 +1 (maxima explode) = 12, critical x2 = 24",
        "daño 2d6+1: 6+2 + 3 +1 (los máximos explotan) = 12, crítico x2 = 24",
    ),
    (
        "ryf damage below 0",
        lambda: ryf.damage_roll("1d6-2", S([1])).explanation,
        "damage 1d6-2: 1 -2 = 0 (below 0 is 0)",
        "daño 1d6-2: 1 -2 = 0 (menos de 0 es 0)",
    ),
    (
        "ryf level all steps",
        lambda: (
            ryf.resolve_level(
                skill=0, specialization=True, token=True, wounded=True, token_returned=True
            ).explanation
        ),
        "median (unskilled: low, specialization: high, token +1, wounded -1, token returned -1)",
        "medio (sin habilidad: bajo, especialización: alto, token +1, incapacitado -1, token devuelto -1)",
    ),
    (
        "ryf level plain",
        lambda: ryf.resolve_level(skill=3).explanation,
        "median",
        "medio",
    ),
    (
        "ryf creation",
        lambda: "|".join(
            ryf.creation_warnings(
                {
                    "strength": 9,
                    "resistance": 9,
                    "dexterity": 9,
                    "intelligence": 9,
                    "perception": 9,
                },
                {
                    "melee_weapons": 7,
                    "notice": 6,
                    "search": 5,
                    "law": 5,
                    "medicine": 5,
                    "music": 5,
                    "brawl": 5,
                    "pilot": 5,
                },
            )
        ),
        "attributes: 45 points, creation allows 40|skills: 43 points, creation allows 40|skills.melee_weapons: 7, creation allows at most 5|skills.melee_weapons: strength + skill = 16, creation allows at most 15|skills.notice: 6, creation allows at most 5",
        "atributos: 45 puntos, la creación permite 40|habilidades: 43 puntos, la creación permite 40|skills.melee_weapons: 7, la creación permite 5 como máximo|skills.melee_weapons: Fuerza + habilidad = 16, la creación permite 15 como máximo|skills.notice: 6, la creación permite 5 como máximo",
    ),
    (
        "ep capped retry",
        lambda: (
            ep.success_test(30, S([4, 2]), [40, 40, 10], failed_tries=2, label="Hack").explanation
        ),
        "Hack: d100 vs TN 30 +60 (capped from +70) [retry after 2 failed tries: -20] = 90: rolled 42: success, MoS 48",
        "Hack: d100 contra NO 30 +60 (limitado desde +70) [reintento tras 2 intentos fallidos: -20] = 90: sacado 42: éxito, MdE 48",
    ),
    (
        "ep auto",
        lambda: ep.success_test(95, S([]), [10], taking_time=True).explanation,
        "d100 vs TN 95 +10 = 105: taking time lifts TN above 99: automatic success, no roll",
        "d100 contra NO 95 +10 = 105: tomarse su tiempo sube el NO por encima de 99: éxito automático, sin tirada",
    ),
    (
        "ep 00",
        lambda: ep.success_test(10, S([10, 10])).explanation,
        "d100 vs TN 10 = 10: rolled 00: critical success (00 always succeeds), MoS 10",
        "d100 contra NO 10 = 10: sacado 00: éxito crítico (00 siempre es un éxito), MdE 10",
    ),
    (
        "ep 99",
        lambda: ep.success_test(120, S([9, 9])).explanation,
        "d100 vs TN 120 = 120: rolled 99: critical failure (99 always fails), MoF 0",
        "d100 contra NO 120 = 120: sacado 99: fracaso crítico (99 siempre es un fracaso), MdF 0",
    ),
    (
        "ep doubles fail",
        lambda: ep.success_test(20, S([3, 3])).explanation,
        "d100 vs TN 20 = 20: rolled 33: critical failure (doubles), MoF 13",
        "d100 contra NO 20 = 20: sacado 33: fracaso crítico (dobles), MdF 13",
    ),
    (
        "ep plain fail",
        lambda: ep.success_test(20, S([3, 4])).explanation,
        "d100 vs TN 20 = 20: rolled 34: failure, MoF 14",
        "d100 contra NO 20 = 20: sacado 34: fracaso, MdF 14",
    ),
    (
        "ep opposed",
        lambda: ep.opposed_test(50, 40, S([3, 10, 2, 5])).explanation,
        "opposed: A 30 vs TN 50 (success, MoS 20); B 25 vs TN 40 (success, MoS 15): A wins",
        "enfrentada: A 30 contra NO 50 (éxito, MdE 20); B 25 contra NO 40 (éxito, MdE 15): gana A",
    ),
    (
        "ep opposed deadlock",
        lambda: ep.opposed_test(10, 10, S([5, 10, 6, 10])).explanation,
        "opposed: A 50 vs TN 10 (failure, MoF 40); B 60 vs TN 10 (failure, MoF 50): deadlock",
        "enfrentada: A 50 contra NO 10 (fracaso, MdF 40); B 60 contra NO 10 (fracaso, MdF 50): punto muerto",
    ),
    (
        "ep default related",
        lambda: ep.default_target("pilot", True, related_skill=40).how,
        "pilot defaults to a related skill -30",
        "pilot se basa en una habilidad relacionada -30",
    ),
    (
        "ep default aptitude",
        lambda: ep.default_target("pilot", True, aptitude=15).how,
        "pilot defaults to its linked aptitude",
        "pilot se basa en su aptitud vinculada",
    ),
    (
        "ep names",
        lambda: "|".join(
            [
                ep.aptitude_short("savvy"),
                ep.aptitude_short("willpower"),
                ep.aptitude_short("cognition"),
                ep.difficulty_name("challenging"),
                ep.severity_name("major"),
                ep.severity_name("moderate"),
                ep.margin_words(True),
                ep.margin_words(False),
            ]
            + [o.words for o in ep.Outcome]
        ),
        "SAV|WIL|COG|challenging|major|moderate|MoS|MoF|critical success|success|failure|critical failure",
        "AST|VOL|COG|desafiante|mayor|moderada|MdE|MdF|éxito crítico|éxito|fracaso|fracaso crítico",
    ),
    (
        "ep tries",
        lambda: "|".join(ep.tries_words(n) for n in (0, 1, 2, 99)),
        "0 failed tries|1 failed try|2 failed tries|99 failed tries",
        "0 intentos fallidos|1 intento fallido|2 intentos fallidos|99 intentos fallidos",
    ),
    (
        "ezd6 boons helpers",
        lambda: ezd6.roll(4, S([2, 5, 3]), boons=1, helpers=1).explanation,
        "3d6 keep highest (1 boon, 1 helper): 2 5 3 -> 5 vs 4: success",
        "3d6 el más alto (1 boon, 1 ayudante): 2 5 3 -> 5 contra 4: éxito",
    ),
    (
        "ezd6 2 boons 1 bane",
        lambda: ezd6.roll(4, S([2, 3]), boons=2, banes=1).explanation,
        "2d6 keep highest (2 boons, 1 bane): 2 3 -> 3 vs 4: failure",
        "2d6 el más alto (2 boons, 1 bane): 2 3 -> 3 contra 4: fallo",
    ),
    (
        "ezd6 banes",
        lambda: ezd6.roll(3, S([2, 5, 4]), banes=2).explanation,
        "3d6 keep lowest (2 banes): 2 5 4 -> 2 vs 3: failure",
        "3d6 el más bajo (2 banes): 2 5 4 -> 2 contra 3: fallo",
    ),
    (
        "ezd6 crit fail",
        lambda: ezd6.roll(3, S([1])).explanation,
        "1d6: 1 vs 3: critical failure",
        "1d6: 1 contra 3: fallo crítico",
    ),
    (
        "ezd6 attack 6",
        lambda: ezd6.roll(3, S([6]), attack=True).explanation,
        "1d6: 6 vs 3: hit, the chain starts",
        "1d6: 6 contra 3: impacto, empieza la cadena",
    ),
    (
        "ezd6 task 6",
        lambda: ezd6.roll(3, S([6])).explanation,
        "1d6: 6 vs 3: success (critical)",
        "1d6: 6 contra 3: éxito (crítico)",
    ),
    (
        "ezd6 karma chain",
        lambda: ezd6.spend_karma(ezd6.roll(3, S([4]), attack=True), 2, 5).explanation,
        "1d6: 4 vs 3, karma +2 -> 6: the chain starts",
        "1d6: 4 contra 3, karma +2 -> 6: empieza la cadena",
    ),
    (
        "ezd6 karma fail",
        lambda: ezd6.spend_karma(ezd6.roll(6, S([3])), 1, 5).explanation,
        "1d6: 3, karma +1 -> 4 vs 6: failure",
        "1d6: 3, karma +1 -> 4 contra 6: fallo",
    ),
    (
        "ezd6 hero",
        lambda: ezd6.use_hero_die(ezd6.roll(4, S([1, 3]), banes=1), S([6]), 1).explanation,
        "2d6 keep lowest (1 bane): 1 3 -> 1, hero die rerolls the 1 -> 6 (6 3 -> 3) vs 4: failure",
        "2d6 el más bajo (1 bane): 1 3 -> 1, el Dado de Héroe repite el 1 -> 6 (6 3 -> 3) contra 4: fallo",
    ),
    (
        "ezd6 chain",
        lambda: ezd6.roll_critical_chain(S([6, 6, 2])).explanation,
        "Critical chain: 6 6 2 -> +2 strikes",
        "Cadena de críticos: 6 6 2 -> +2 strikes",
    ),
    (
        "ezd6 chain one",
        lambda: ezd6.roll_critical_chain(S([6, 3])).explanation,
        "Critical chain: 6 3 -> +1 strike",
        "Cadena de críticos: 6 3 -> +1 strike",
    ),
    (
        "ezd6 chain none",
        lambda: ezd6.CriticalChain().explanation,
        "Critical chain: no further dice",
        "Cadena de críticos: sin más dados",
    ),
    (
        "ezd6 no armour 1",
        lambda: ezd6.armour_saves(1, None, S([])).explanation,
        "no armour: 1 strike taken",
        "sin armadura: 1 strike recibido",
    ),
    (
        "ezd6 no armour 2",
        lambda: ezd6.armour_saves(2, None, S([])).explanation,
        "no armour: 2 strikes taken",
        "sin armadura: 2 strikes recibidos",
    ),
    (
        "ezd6 armour notes",
        lambda: (
            ezd6.spend_karma_on_armour(
                ezd6.use_hero_die_on_armour(ezd6.armour_saves(3, 4, S([1, 3, 5])), 0, S([2]), 1),
                1,
                1,
                5,
            ).explanation
        ),
        "armour save 4+: 2✗ 4✓ 5✓ -> 2 negated, 1 taken (rolled 1 3 5; 1 hero die rerolled a 1; karma +1)",
        "tirada de armadura 4+: 2✗ 4✓ 5✓ -> 2 anulados, 1 recibido (salió 1 3 5; 1 Dado de Héroe repite un 1; karma +1)",
    ),
    (
        "ezd6 armour 1 negated",
        lambda: ezd6.armour_saves(2, 4, S([5, 2])).explanation,
        "armour save 4+: 5✓ 2✗ -> 1 negated, 1 taken",
        "tirada de armadura 4+: 5✓ 2✗ -> 1 anulado, 1 recibido",
    ),
    (
        "ezd6 mirac lt pass",
        lambda: ezd6.miraculous_save(4, S([5]), True).explanation,
        "miraculous save (life-threatening) 4+: 5: passed: left at 1 strike",
        "salvada milagrosa (a vida o muerte) 4+: 5: superada: queda a 1 strike",
    ),
    (
        "ezd6 mirac lt fail",
        lambda: ezd6.miraculous_save(4, S([3]), True).explanation,
        "miraculous save (life-threatening) 4+: 3: failed: unconscious or dead (GM's call)",
        "salvada milagrosa (a vida o muerte) 4+: 3: fallada: inconsciente o muerto (decide el DJ)",
    ),
    (
        "ezd6 mirac normal pass",
        lambda: (
            ezd6.spend_karma_on_save(
                ezd6.use_hero_die_on_save(ezd6.miraculous_save(5, S([1])), S([3]), 1), 2, 2
            ).explanation
        ),
        "miraculous save (normal) 5+: 1, hero die rerolls the 1 -> 3, karma +2 -> 5: passed: no harm",
        "salvada milagrosa (normal) 5+: 1, el Dado de Héroe repite el 1 -> 3, karma +2 -> 5: superada: sin daño",
    ),
    (
        "ezd6 mirac normal fail",
        lambda: ezd6.miraculous_save(5, S([2])).explanation,
        "miraculous save (normal) 5+: 2: failed: harm taken",
        "salvada milagrosa (normal) 5+: 2: fallada: recibe el daño",
    ),
    (
        "ezd6 reach",
        lambda: "|".join(
            str(ezd6.reach_warning(a, t, r))
            for a, t, r in [
                ("out", "near", False),
                ("near", "out", True),
                ("far", "near", False),
                ("near", "far", False),
                ("near", "near", False),
            ]
        ),
        "out of reach: the attacker is out of combat|out of reach: the target is out of combat|out of reach: a melee attacker must be in Near to strike (the attacker is in Far)|out of reach: a melee attacker in Near reaches only targets in Near (the target is in Far)|None",
        "fuera de alcance: el atacante está fuera de combate|fuera de alcance: el objetivo está fuera de combate|fuera de alcance: un atacante cuerpo a cuerpo tiene que estar en Cerca para golpear (el atacante está en Lejos)|fuera de alcance: un atacante cuerpo a cuerpo en Cerca solo alcanza objetivos en Cerca (el objetivo está en Lejos)|None",
    ),
    (
        "fids complete",
        lambda: fids.resolve(3, "neutral", (1, 2, 5), "wit").explanation,
        "3d6 neutral: 1 2 5 -> keep 2 < wit 3: complete success",
        "3d6 neutral: 1 2 5 -> se queda 2 < wit 3: éxito completo",
    ),
    (
        "fids triple",
        lambda: fids.resolve(2, "favorable", (6, 6, 6)).explanation,
        "3d6 favorable: 6 6 6 -> triple 6: critical success (triple, +2 Energy)",
        "3d6 favorable: 6 6 6 -> trío de 6: éxito crítico (trío, +2 de Energía)",
    ),
    (
        "fids failure",
        lambda: fids.resolve(2, "unfavorable", (1, 2, 5)).explanation,
        "3d6 unfavorable: 1 2 5 -> keep 5 > attribute 2: failure",
        "3d6 desfavorable: 1 2 5 -> se queda 5 > attribute 2: fracaso",
    ),
    (
        "fids force",
        lambda: fids.force_lower(fids.resolve(2, "unfavorable", (1, 2, 5)), 2, 5).explanation,
        "force 5 -> 2 (5 kept minus 2 chosen): cost 3 Energy (5 -> 2): tight success (complication)",
        "forzar 5 -> 2 (5 obtenido menos 2 elegido): cuesta 3 de Energía (5 -> 2): éxito apretado (complicación)",
    ),
    (
        "fids force misfortune",
        lambda: fids.force_lower(fids.resolve(2, "unfavorable", (1, 2, 5)), 1, 0, True).explanation,
        "force 5 -> 1: paid with 1 Misfortune to the GM: complete success",
        "forzar 5 -> 1: pagado con 1 de Infortunio al DJ: éxito completo",
    ),
    (
        "fids reroll",
        lambda: (
            fids.reroll_favorable(
                fids.resolve(2, "favorable", (4, 5, 6)), S([1, 3, 3]), 5
            ).explanation
        ),
        "favorable reroll 4 5 6 -> 1 3 3, keep 1 (2 plus the difference between 4 and 1): cost 5 Energy (5 -> 0): complete success",
        "relanzamiento favorable 4 5 6 -> 1 3 3, se queda 1 (2 más la diferencia entre 4 y 1): cuesta 5 de Energía (5 -> 0): éxito completo",
    ),
    (
        "fids reroll misfortune",
        lambda: (
            fids.reroll_favorable(
                fids.resolve(2, "favorable", (4, 5, 6)), S([1, 3, 3]), 0, True
            ).explanation
        ),
        "favorable reroll 4 5 6 -> 1 3 3, keep 1: paid with 1 Misfortune to the GM: complete success",
        "relanzamiento favorable 4 5 6 -> 1 3 3, se queda 1: pagado con 1 de Infortunio al DJ: éxito completo",
    ),
    (
        "fids force tight decision",
        lambda: fids.force_lower(fids.resolve(2, "unfavorable", (1, 2, 5)), 2, 5).after.decision,
        "keep 2 (forced) = attribute 2: tight success (complication)",
        "se queda 2 (forzado) = attribute 2: éxito apretado (complicación)",
    ),
    (
        "fids energy steps",
        lambda: (
            fids.settle_energy(
                5,
                6,
                fids.resolve(2, "favorable", (4, 5, 6)),
                fids.reroll_favorable(fids.resolve(2, "favorable", (4, 5, 6)), S([3, 3, 3]), 5),
            ).explanation
        ),
        "force costs 3 Energy: 5 -> 2; critical +2 Energy (max 6): 2 -> 4",
        "forzar cuesta 3 de Energía: 5 -> 2; crítico +2 de Energía (máx. 6): 2 -> 4",
    ),
    (
        "fids energy unchanged",
        lambda: fids.settle_energy(4, 6, fids.resolve(3, "neutral", (1, 2, 5))).explanation,
        "Energy 4 unchanged",
        "Energía 4 sin cambios",
    ),
    (
        "fids energy unpaid",
        lambda: (
            fids.settle_energy(
                2,
                6,
                fids.resolve(2, "favorable", (1, 2, 5)),
                fids.reroll_favorable(fids.resolve(2, "favorable", (1, 2, 5)), S([5, 6, 6]), 2),
            ).explanation
        ),
        "force costs 6 Energy: 2 -> 0, 4 could not be paid",
        "forzar cuesta 6 de Energía: 2 -> 0, 4 no se pudo pagar",
    ),
    (
        "fids stances",
        lambda: (
            "|".join(fids.stance_words(s) for s in fids.STANCES)
            + "|"
            + "|".join(o.words for o in fids.Outcome)
        ),
        "favorable|neutral|unfavorable|critical|complete|tight|failure",
        "favorable|neutral|desfavorable|crítico|completo|apretado|fracaso",
    ),
    (
        "fids outcome meanings",
        lambda: "|".join(o.meaning for o in fids.Outcome),
        "triple: certain success, +2 Energy|success without consequences|success, but something bad happens (tight)|failure",
        "trío: éxito indudable, +2 de Energía|éxito sin consecuencias|éxito, pero algo negativo va a suceder (apretado)|fracaso",
    ),
    (
        "decimals",
        lambda: "|".join([decimal(37.5), decimal(2.25, 2), decimal(7, 0)]),
        "37.5|2.25|7",
        "37,5|2,25|7",
    ),
    (
        "fids outcome words",
        lambda: "|".join(fids.outcome_words(o) for o in fids.Outcome),
        "critical success (triple, +2 Energy)|complete success|tight success (complication)|failure",
        "éxito crítico (trío, +2 de Energía)|éxito completo|éxito apretado (complicación)|fracaso",
    ),
]


@pytest.mark.parametrize("what, call, english, spanish", CASES, ids=[c[0] for c in CASES])
def test_the_explanation_word_for_word(language, what, call, english, spanish):
    assert call() == (english if language == "en" else spanish)
