"""Spanish for FIDS's panel, adapter and log lines: English text -> Spanish text.

Terms follow the reference text (reference/fids.es.txt) and docs/glossary-fids.md:
prueba, posición favorable/neutral/desfavorable, éxito completo, éxito apretado, crítico
(trío), fracaso, forzar, relanzamiento, Energía, Infortunio, DJ.
"""

CATALOG: dict[str, str] = {
    # --- panel ---------------------------------------------------------------------------
    "FIDS test": "Prueba de FIDS",
    "Character": "Personaje",
    "Attribute": "Atributo",
    "Stance": "Posición",
    "Against": "Contra",
    "nobody": "nadie",
    "Pay a force with": "Pagar el forzado con",
    "Energy": "Energía",
    "1 Misfortune to the GM": "1 de Infortunio al DJ",
    "1 Misfortune": "1 de Infortunio",
    "{cost} Energy": "{cost} de Energía",
    "3d6, keep the lowest die, <= {attribute} {value}": (
        "3d6, se queda el dado menor, <= {attribute} {value}"
    ),
    "3d6, keep the middle die, <= {attribute} {value}": (
        "3d6, se queda el dado del medio, <= {attribute} {value}"
    ),
    "3d6, keep the highest die, <= {attribute} {value}": (
        "3d6, se queda el dado mayor, <= {attribute} {value}"
    ),
    "GM Misfortune {pool} ({cap})": "Infortunio del DJ {pool} ({cap})",
    "Odds: {odds}": "Probabilidades: {odds}",
    "Pay with Misfortune: not offered: {why}": "Pagar con Infortunio: no se ofrece: {why}",
    "Warning: {warning}: allowed, but check it is whom you mean": (
        "Aviso: {warning}: se permite, pero comprueba que es a quien te refieres"
    ),
    "Meaning: {meaning}": "Significado: {meaning}",
    "  {number}: force to {die} for {cost} -> {outcome}": (
        "  {number}: forzar a {die} por {cost} -> {outcome}"
    ),
    " (not enough Energy)": " (no hay Energía suficiente)",
    "  f: reroll all three once (2 + difference; the new result stands)": (
        "  f: relanzar los tres una vez (2 + diferencia; vale el nuevo resultado)"
    ),
    " (needs 2 Energy)": " (necesita 2 de Energía)",
    "forced": "forzado",
    "pay with Misfortune": "pagar con Infortunio",
    "reroll all three (force)": "relanzar los tres (forzar)",
    "no lower die to force to": "no hay un dado menor al que forzar",
    "force to that die": "forzar a ese dado",
    # --- resolution and log ----------------------------------------------------------------
    "after the force: {decision}": "tras forzar: {decision}",
    "Energy: {steps}": "Energía: {steps}",
    "critical +{gain} Energy: already at the maximum {maximum}": (
        "crítico +{gain} de Energía: ya está en el máximo {maximum}"
    ),
    "GM Misfortune {before} -> {after} ({cap})": "Infortunio del DJ {before} -> {after} ({cap})",
    "no cap: house option Misfortune cap 15 is off": (
        "sin máximo: la opción de la casa Infortunio máximo 15 está desactivada"
    ),
    "at most {cap}: house option Misfortune cap {cap}": (
        "como mucho {cap}: opción de la casa Infortunio máximo {cap}"
    ),
    "{name} is an enemy: the GM does not pay himself with Misfortune "
    "(an enemy forces with its Energy)": (
        "{name} es un enemigo: el DJ no se paga a sí mismo con Infortunio "
        "(un enemigo fuerza con su Energía)"
    ),
    "cannot pay with Misfortune: {why}": "no se puede pagar con Infortunio: {why}",
    "the test (3d6)": "la prueba (3d6)",
    "the favorable reroll (3d6)": "el relanzamiento favorable (3d6)",
    "a combatant's test is not against itself (leave it empty)": (
        "la prueba de un combatiente no es contra sí mismo (déjalo vacío)"
    ),
    " (the GM's call: {warning})": " (decisión del DJ: {warning})",
    "{name}, against {target}{call}": "{name}, contra {target}{call}",
    # --- adapter: sidebar, tracker, adjustments ----------------------------------------------
    "Energy {value}/{maximum}": "Energía {value}/{maximum}",
    "Skills": "Habilidades",
    "Energy max": "Energía máx.",
    " (no cap)": " (sin máximo)",
    "Misfortune (GM)": "Infortunio (DJ)",
    "Energy is {value} (0..{maximum})": "La Energía es {value} (0..{maximum})",
    "{name}: Energy {before} -> {after}": "{name}: Energía {before} -> {after}",
    "Energy max must be 0..99": "La Energía máx. debe ser 0..99",
    "{name}: Energy max -> {value}": "{name}: Energía máx. -> {value}",
    "Misfortune is {value}": "El Infortunio es {value}",
    "GM Misfortune {before} -> {after}": "Infortunio del DJ {before} -> {after}",
    "{name}: initiative 1d6 = {value} (convenience roll)": (
        "{name}: iniciativa 1d6 = {value} (tirada de conveniencia)"
    ),
    "the new-session Misfortune reset is off in this party's options": (
        "el reinicio del Infortunio en una nueva sesión está desactivado en las opciones "
        "de este grupo"
    ),
    "at most {cap}": "como mucho {cap}",
    "no cap": "sin máximo",
    "New session: GM Misfortune = 2 x {players}, {limit} -> {value}": (
        "Nueva sesión: Infortunio del DJ = 2 x {players}, {limit} -> {value}"
    ),
    "1 player": "1 jugador",
    "{count} players": "{count} jugadores",
    "Start a new session (Misfortune = 2 per player, at most 15 while the house option "
    "Misfortune cap 15 is on)?": (
        "¿Empezar una nueva sesión (Infortunio = 2 por jugador, como mucho 15 mientras la "
        "opción de la casa Infortunio máximo 15 esté activada)?"
    ),
    # --- help: the rulings summary -----------------------------------------------------------
    "3d6: favorable keeps the lowest die, neutral the middle, unfavorable the highest.": (
        "3d6: en posición favorable se toma el dado menor, en neutral el del medio, en "
        "desfavorable el mayor."
    ),
    "Success when the kept die <= the attribute (1..5).": (
        "Éxito cuando el dado tomado es <= el atributo (1..5)."
    ),
    "Critical: three equal dice, always a success, +2 Energy (not above maximum).": (
        "Crítico: tres dados iguales (un trío), siempre éxito, +2 de Energía (sin pasar del "
        "máximo)."
    ),
    "Complete: kept < attribute. Tight (apretado): kept == attribute, with a complication.": (
        "Completo: dado < atributo. Apretado: dado == atributo, con una complicación."
    ),
    "Forcing (neutral/unfavorable): take a lower die of the roll; costs kept - chosen Energy.": (
        "Forzar (neutral/desfavorable): tomar un dado menor de la tirada; cuesta obtenido - "
        "elegido de Energía."
    ),
    "Forcing (favorable): one reroll of all three; costs 2 + |old - new|; the new result "
    "stands; needs 2 Energy; Energy stops at 0.": (
        "Forzar (favorable): un relanzamiento de los tres; cuesta 2 + |anterior - nuevo|; vale "
        "el nuevo resultado; necesita 2 de Energía; la Energía no baja de 0."
    ),
    "A critical's +2 Energy comes after the force that produced it is paid (Energy 5, reroll "
    "costing 5, a triple: 5 -> 0 -> 2); the log shows both steps.": (
        "El +2 de Energía de un crítico llega después de pagar el forzado que lo produjo "
        "(Energía 5, relanzamiento que cuesta 5, un trío: 5 -> 0 -> 2); el registro muestra "
        "los dos pasos."
    ),
    "The log states the comparison that decided: a triple reads 'triple 6: critical "
    "success', never '6 <= 3'.": (
        "El registro dice la comparación que decidió: un trío se lee 'trío de 6: éxito "
        "crítico', nunca '6 <= 3'."
    ),
    "Instead of Energy, a player's force can be paid by giving the GM 1 Misfortune; never an "
    "enemy's (the GM does not pay himself); an enemy with Energy forces with it.": (
        "En vez de Energía, el forzado de un jugador se puede pagar entregando 1 de Infortunio "
        "al DJ; nunca el de un enemigo (el DJ no se paga a sí mismo); un enemigo con Energía "
        "fuerza con ella."
    ),
    "Misfortune cap 15 (house option, on by default): a point the pool cannot hold is "
    "refused, not lost; off, the pool has no cap.": (
        "Infortunio máximo 15 (opción de la casa, activada por defecto): un punto que no cabe "
        "en la reserva se rechaza, no se pierde; desactivada, la reserva no tiene máximo."
    ),
    "New session (house option): Misfortune = 2 per player (at most the cap).": (
        "Nueva sesión (opción de la casa): Infortunio = 2 por jugador (como mucho el máximo)."
    ),
    "A test may name whom it is against: by default an opponent who is up; an ally, a "
    "downed or dead one is allowed after a warning line, and the log says so.": (
        "Una prueba puede decir contra quién es: por defecto un oponente en pie; un aliado, "
        "uno caído o muerto se permite tras una línea de aviso, y el registro lo dice."
    ),
    "No initiative rule: order by hand, or roll 1d6 each (highest first).": (
        "Sin regla de iniciativa: ordena a mano, o tira 1d6 cada uno (el más alto primero)."
    ),
    "Harm: d adds to the Daño counter (a new one holds 10); at its maximum the "
    "combatant is down, with a log line. The text has no harm rule: this is the "
    "console's reading, as in Eclipse Phase.": (
        "Daño: d suma al contador Daño (uno nuevo admite 10); en su máximo el combatiente "
        "cae, con una línea en el registro. El texto no tiene regla de daño: es la lectura "
        "de la consola, como en Eclipse Phase."
    ),
    # --- the party file's checks --------------------------------------------------------------
    "must be <= energy_max ({max})": "debe ser <= energy_max ({max})",
    "must be 0..{cap}": "debe estar entre 0 y {cap}",
    # --- the dice dialog (gmconsole/dialogs/panel_screen.py: ask_dice) -----------------------
    # A generic text the small dice brought; it belongs in gmconsole/locale/es.py (kept here
    # until it moves, so a FIDS session asks for its d6 in Spanish).
    # --- operations' names (undo / redo) --------------------------------------------------
    "FIDS test roll": "prueba de FIDS",
    "a force is exactly one of: a lower die (die) or the favorable reroll": (
        "un forzado es exactamente una cosa: un dado menor (die) o la repetición favorable"
    ),
    "force: reroll all three": "forzar: volver a tirar los tres",
    "force to die 1": "forzar al dado 1",
    "force to die 2": "forzar al dado 2",
    "force to die 3": "forzar al dado 3",
    "  nothing to force: a complete success or better stands": (
        "  nada que forzar: un éxito completo o mejor se queda"
    ),
    "nothing to force": "nada que forzar",
}
