"""Spanish for Eclipse Phase's panel, adapter and log lines: English text -> Spanish text.

Terms follow the reference text (reference/eclipse_phase.es.txt) and
docs/glossary-eclipse_phase.md: prueba de éxito, prueba enfrentada, número objetivo (NO),
margen de éxito/fracaso (MdE/MdF), éxito/fallo crítico, dobles, basar (defaulting),
trabajo en equipo, tomarse su tiempo, intentarlo de nuevo, punto muerto, DJ. The names of
aptitudes, difficulties and severities are the rules' (rules.eclipse_phase).
"""

CATALOG: dict[str, str] = {
    # --- panel ---------------------------------------------------------------------------
    "Eclipse Phase": "Eclipse Phase",
    "Mode": "Modo",
    "success test": "prueba de éxito",
    "opposed test": "prueba enfrentada",
    "Character": "Personaje",
    "Skill or aptitude": "Habilidad o aptitud",
    "Default via related skill (-30)": "Basar en una habilidad relacionada (-30)",
    "no": "no",
    "Difficulty": "Dificultad",
    "Severity": "Severidad",
    "no severity": "sin severidad",
    "Other modifiers": "Otros modificadores",
    "Helpers (+10 each)": "Ayudantes (+10 cada uno)",
    "Taking time (+10 a step)": "Tomarse su tiempo (+10 por paso)",
    "Retry of the same test": "Intentarlo de nuevo (la misma prueba)",
    "after {tries} {modifier}": "tras {tries} {modifier}",
    "Opponent": "Oponente",
    "Opponent's test": "Prueba del oponente",
    "Opponent's modifier": "Modificador del oponente",
    "untrained, defaults": "sin entrenar, se basa",
    "untrained, cannot default": "sin entrenar, no se puede basar",
    "Warning: {warning}: allowed, but check it is the opponent you mean": (
        "Aviso: {warning}: se permite, pero comprueba que es el oponente que quieres"
    ),
    "Suggestion: {name}'s last test was this one and failed: y marks a retry after {tries} "
    "({modifier}); not applied unless marked": (
        "Sugerencia: la última prueba de {name} fue esta y falló: y la marca como un nuevo "
        "intento tras {tries} ({modifier}); no se aplica si no se marca"
    ),
    "Taking time lifts the TN above 99: automatic success, no roll.": (
        "Tomarse su tiempo sube el NO por encima de 99: éxito automático, sin tirada."
    ),
    "A wins {a} · B wins {b} · deadlock {deadlock}": (
        "gana A {a} · gana B {b} · punto muerto {deadlock}"
    ),
    "no modifiers": "sin modificadores",
    " (capped at {applied} from {raw})": " (limitado a {applied} desde {raw})",
    "{label}: TN {base} {applied}{cap} = {target} [{detail}]": (
        "{label}: NO {base} {applied}{cap} = {target} [{detail}]"
    ),
    # --- the plan's modifiers, labels and the log -----------------------------------------
    "retry after {tries}": "reintento tras {tries}",
    "related skill": "habilidad relacionada",
    "{severity} severity": "severidad {severity}",
    "other": "otros",
    "1 helper": "1 ayudante",
    "{count} helpers": "{count} ayudantes",
    "taking time": "tomarse su tiempo",
    "{name} {skill} via {related} {value}": "{name} {skill} vía {related} {value}",
    "{name} {skill} defaults to {aptitude} {value}": "{name} {skill} se basa en {aptitude} {value}",
    "{name} has no skill '{skill}' in the party file": (
        "{name} no tiene la habilidad '{skill}' en el archivo del grupo"
    ),
    "{name} has no trained skill '{skill}'": "{name} no tiene entrenada la habilidad '{skill}'",
    "{label} (d100)": "{label} (d100)",
    "{label} wins": "gana {label}",
    "deadlock": "punto muerto",
    "{name} may retry: mark it in the panel (y) as a retry after {tries}, {modifier}": (
        "{name} puede intentarlo de nuevo: márcalo en el panel (y) como un nuevo intento tras "
        "{tries}, {modifier}"
    ),
    "opposed, A: {explanation}": "enfrentada, A: {explanation}",
    "opposed, B: {explanation}": "enfrentada, B: {explanation}",
    "opposed: {verdict}": "enfrentada: {verdict}",
    "{name} cannot oppose themselves: choose another": (
        "{name} no puede enfrentarse a sí mismo: elige a otro"
    ),
    "an Eclipse Phase test needs an Eclipse Phase party": (
        "una prueba de Eclipse Phase necesita un grupo de Eclipse Phase"
    ),
    # --- the test's checks ---------------------------------------------------------------------
    "must be a multiple of 10": "debe ser un múltiplo de 10",
    "a skill or an aptitude, not both": "una habilidad o una aptitud, no las dos",
    "needs a first aptitude": "necesita una primera aptitud",
    "two summed aptitudes take no multiplier": "dos aptitudes sumadas no llevan multiplicador",
    "defaulting needs the skill it stands for": ("basar necesita la habilidad a la que sustituye"),
    "choose a skill or an aptitude": "elige una habilidad o una aptitud",
    "an opposed test cannot be taken with time: both sides roll": (
        "una prueba enfrentada no admite tomarse su tiempo: tiran los dos lados"
    ),
    "an opposed test is never a retry": "una prueba enfrentada nunca es un nuevo intento",
    # --- adapter: sheet, initiative ------------------------------------------------------------
    "untrained": "sin entrenar",
    ", cannot default": ", no se puede basar",
    "Eclipse Phase's text has no initiative rule and this party's house option "
    "initiative_roll is off: type each initiative (e)": (
        "El texto de Eclipse Phase no tiene regla de iniciativa y la opción de la casa "
        "initiative_roll de este grupo está desactivada: escribe cada iniciativa (e)"
    ),
    "{name}'s initiative (1d10)": "la iniciativa de {name} (1d10)",
    "{name}: initiative 1d10 {die} + (INT + REF) / 5 {base} = {total} "
    "(house option: not in the text)": (
        "{name}: iniciativa 1d10 {die} + (INT + REF) / 5 {base} = {total} "
        "(opción de la casa: no está en el texto)"
    ),
    # --- help: the rulings summary -----------------------------------------------------------
    "d100 (tens then units) reads 00..99; success when roll <= TN. 00 always succeeds "
    "(critical), 99 always fails (critical).": (
        "d100 (decenas y luego unidades) se lee 00..99; éxito cuando la tirada es <= NO. 00 "
        "siempre es un éxito (crítico), 99 siempre un fracaso (crítico)."
    ),
    "Doubles (11, 22, ...) are criticals: critical success if it succeeds, else failure.": (
        "Los dobles (11, 22, ...) son críticos: éxito crítico si tiene éxito, si no fallo crítico."
    ),
    "TN = skill, or an aptitude x1/x2/x3 or two summed, plus modifiers in tens; the sum of "
    "modifiers is capped at +/-60.": (
        "NO = habilidad, o una aptitud x1/x2/x3 o dos sumadas, más modificadores en decenas; "
        "la suma de modificadores no pasa de +/-60."
    ),
    "Difficulty: effortless +30, simple +20, easy +10, average 0, difficult -10, "
    "challenging -20, hard -30. Severity: minor 10, moderate 20, major 30.": (
        "Dificultad: sin esfuerzo +30, sencilla +20, fácil +10, media 0, difícil -10, "
        "desafiante -20, dura -30. Severidad: menor 10, moderada 20, mayor 30."
    ),
    "Defaulting: an untrained skill uses its aptitude; a related skill at -30; some skills "
    "cannot default.": (
        "Basar: una habilidad sin entrenar usa su aptitud; otra habilidad relacionada a -30; "
        "algunas habilidades no se pueden basar."
    ),
    "Teamwork +10 per helper; taking time +10 per step, removes critical failure, TN above "
    "99 = automatic success.": (
        "Trabajo en equipo +10 por ayudante; tomarse su tiempo +10 por paso, elimina el fallo "
        "crítico, NO por encima de 99 = éxito automático."
    ),
    "Retry: -10 per earlier failed try (to -60), only when the GM marks the test as a retry "
    "in the panel (y). After a failed test the panel suggests it for that same test; it is "
    "never applied unasked, nor carried to other tests, opposed tests or the next fight.": (
        "Intentarlo de nuevo: -10 por cada intento fallido anterior (hasta -60), solo cuando "
        "el DJ marca la prueba como un nuevo intento en el panel (y). Tras una prueba fallida "
        "el panel lo sugiere para esa misma prueba; nunca se aplica sin pedirlo, ni pasa a "
        "otras pruebas, a pruebas enfrentadas ni al siguiente combate."
    ),
    "MoS = TN - roll; MoF = roll - TN. Opposed: one success wins; both succeed: higher roll "
    "wins; both fail or same roll: deadlock.": (
        "MdE = NO - tirada; MdF = tirada - NO. Enfrentada: gana el único que tiene éxito; si "
        "los dos tienen éxito gana la tirada más alta; si fallan los dos o sacan lo mismo: "
        "punto muerto."
    ),
    "Initiative is not in the text. House option initiative_roll (party file [options], on "
    "by default): 1d10 + (INT + REF) / 5 rounded down; off: the GM types it (e).": (
        "La iniciativa no está en el texto. Opción de la casa initiative_roll (archivo del "
        "grupo, [options], activada por defecto): 1d10 + (INT + REF) / 5 redondeado hacia "
        "abajo; desactivada: el DJ la escribe (e)."
    ),
    # --- the dice dialog (gmconsole/dialogs/panel_screen.py: ask_dice) -----------------------
    # Generic texts the d100 and small dice brought; they belong in gmconsole/locale/es.py
    # (kept here until they move: FIDS's catalog holds the same small-die entries).
    "Opposed test against a combat skill (Armas ..., Combate ..., ... Weapons): the "
    "opponent defends with its best defence skill (Esquivar, Fray), else REF by "
    "defaulting; against any other test, with the same skill or its aptitude. The "
    "GM's choice (o) for an opponent is kept for the fight.": (
        "Prueba enfrentada contra una habilidad de combate (Armas ..., Combate ..., ... "
        "Weapons): el oponente se defiende con su mejor habilidad de defensa (Esquivar, "
        "Fray), si no con REF por defecto; contra cualquier otra prueba, con la misma "
        "habilidad o su aptitud. La elección del DJ (o) para un oponente se guarda todo el "
        "combate."
    ),
}
