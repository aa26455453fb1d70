"""Spanish for the fight as it runs: the operations' log lines and refusals, the choice
of targets, and the widgets (tracker, panels, sidebar, log, the dice dialog).

One catalog of the generic screens, by area; the terms are those of ``es.py`` (and
docs/glossary.md).
"""

CATALOG: dict[str, str] = {
    # --- operations: log lines and refusals ---------------------------------------------------
    "Round {number} begins": "Empieza la ronda {number}",
    "nobody can act: every combatant is down, dead or delaying": (
        "nadie puede actuar: todos los combatientes están caídos, muertos o demorando su turno"
    ),
    "nobody is in the fight: add combatants first (a)": (
        "no hay nadie en el combate: añade combatientes primero (a)"
    ),
    "nobody can act": "nadie puede actuar",
    "Turn given to {name}": "Turno dado a {name}",
    "{name}: initiative set to {value}": "{name}: iniciativa {value}",
    "Order sorted by initiative": "Orden por iniciativa",
    "{name} moved up to place {place}": "{name} sube al puesto {place}",
    "{name} moved down to place {place}": "{name} baja al puesto {place}",
    "{name} delays{note}": "{name} demora su turno{note}",
    "{name} acts now, interrupting {other}": "{name} actúa ahora e interrumpe a {other}",
    "Joined the fight: {names}": "Entran en el combate: {names}",
    "Joined the fight: {names} (quick-add)": "Entra en el combate: {names} (añadido rápido)",
    "Left the fight: {name}": "Sale del combate: {name}",
    "{name}: {condition} removed": "{name}: {condition} quitado",
    "{name}: notes updated": "{name}: notas actualizadas",
    "{name}: hidden from the players": "{name}: oculto a los jugadores",
    "{name}: shown to the players": "{name}: visible para los jugadores",
    "{name}: now down": "{name}: ahora caído",
    "{name}: no longer down": "{name}: ya no está caído",
    "{name}: now dead": "{name}: ahora muerto",
    "{name}: no longer dead": "{name}: ya no está muerto",
    "Turn: {name}": "Turno: {name}",
    "{system} has no initiative roll: players go first in the order they choose, then "
    "enemies (move with [ and ], surprise with S)": (
        "{system} no tira iniciativa: primero los jugadores en el orden que elijan, luego "
        "los enemigos (mover con [ y ], sorpresa con S)"
    ),
    "Initiative order: {names}": "Orden de iniciativa: {names}",
    "initiative must be -99..999 (got {value})": (
        "la iniciativa debe estar entre -99 y 999 (se escribió {value})"
    ),
    "{name} is already first": "{name} ya es el primero",
    "{name} is already last": "{name} ya es el último",
    "only the combatant whose turn it is can delay ({name} is not)": (
        "solo puede demorar su turno el combatiente al que le toca ({name} no)"
    ),
    "{name} is not delaying": "{name} no está demorando su turno",
    "{name} acts now": "{name} actúa ahora",
    "cannot add {name}: {problem}": "no se puede añadir {name}: {problem}",
    "no roster entry {id}": "no hay ninguna entrada {id} en la reserva",
    "a name is needed": "hace falta un nombre",
    "no fight is running (only party members are in the tracker)": (
        "no hay ningún combate (en el orden de turno solo hay miembros del grupo)"
    ),
    "a condition needs a name": "un estado necesita un nombre",
    "{name} has no condition #{number}": "{name} no tiene el estado n.º {number}",
    "{name}: the notes are unchanged": "{name}: las notas no han cambiado",
    "Turn: {name} (was delaying: acts before round {number} ends)": (
        "Turno: {name} (demoraba su turno: actúa antes de que acabe la ronda {number})"
    ),
    "Back to: {name} (round {number})": "Vuelta a: {name} (ronda {number})",
    "no party member {id}": "no hay ningún miembro del grupo {id}",
    "{name} is already in the fight": "{name} ya está en el combate",
    "already at the first turn of round 1": "ya es el primer turno de la ronda 1",
    # --- targets --------------------------------------------------------------------------------
    "{name} is not in the fight": "{name} no está en el combate",
    "{name} is on {actor}'s side": "{name} está en el bando de {actor}",
    "{name} is down": "{name} está caído",
    "{name} is dead": "{name} está muerto",
    # --- widgets: panels, tracker, sidebar, log ----------------------------------------------
    "Combat": "Combate",
    "wounded": "incapacitado",  # only RyF has this state: the text's word (RyF catalog too)
    "DOWN": "CAÍDO",
    "DEAD": "MUERTO",
    "Cursor up": "Arriba",
    "Cursor down": "Abajo",
    "Page up": "Página arriba",
    "Page down": "Página abajo",
    "First": "Primero",
    "Last": "Último",
    "round {number}": "ronda {number}",
    " · unsaved": " · sin guardar",
    "acted": "actuó",
    "delay": "espera",
    "hidden": "oculto",
    "Log": "Registro",
    "Resources": "Recursos",
    "Toggle": "Cambiar",
    "Resources: {name}": "Recursos: {name}",
    "No combatant selected.": "Ningún combatiente seleccionado.",
    "Party": "Grupo",
    "Panel": "Panel",
    "d{sides} for {purpose} (several at once: 4 8 3)": (
        "d{sides} para {purpose} (varios a la vez: 4 8 3)"
    ),
    "Enter the dice{so_far}": "Escribe los dados{so_far}",
    "Roll": "Tirar",
    "Enter dice": "Escribir dados",
    "Apply": "Aplicar",
    "Reset options": "Opciones por defecto",
    "Party · {what}": "Grupo · {what}",
    "Shift+key": "Mayús+tecla",
    "{key}: {label}": "{key}: {label}",
    " · ": " · ",
    "an option's previous value": "valor anterior de una opción",
    "{path}: cannot be read ({error}); the default keys stay": (
        "{path}: no se puede leer ({error}); quedan las teclas por defecto"
    ),
    "{path}: TOML syntax: {error}; the default keys stay": (
        "{path}: sintaxis TOML: {error}; quedan las teclas por defecto"
    ),
    "{path}: {binding_id} is not a binding id (see the help, f1, for the ids)": (
        "{path}: {binding_id} no es un identificador de tecla (la ayuda, f1, los lista)"
    ),
    "{path}: {binding_id} = {keys}: keys are Textual key names separated by "
    'commas, e.g. "d", "ctrl+d", "f5"': (
        "{path}: {binding_id} = {keys}: las teclas son nombres de tecla de Textual "
        'separados por comas, p. ej. "d", "ctrl+d", "f5"'
    ),
    "{path}: {binding_id} = {keys}: {key} is not a key Textual knows; a key is "
    "one character (a, T, 5) or a name ({names}), after modifiers ({modifiers})": (
        "{path}: {binding_id} = {keys}: {key} no es una tecla que Textual conozca; una "
        "tecla es un carácter (a, T, 5) o un nombre ({names}), tras modificadores "
        "({modifiers})"
    ),
    "{path}: {binding_id} = {keys}: {key} is already the key of {other} there; "
    "the default key stays (choose a key no other binding there has)": (
        "{path}: {binding_id} = {keys}: {key} ya es la tecla de {other} allí; queda la "
        "tecla por defecto (elige una que no tenga otra acción allí)"
    ),
    "panel": "panel",
    "in a panel: its options and after-roll keys, with their ids": (
        "en un panel: sus opciones y las teclas tras la tirada, con sus identificadores"
    ),
    "Fallen": "Caídos",
    "hide / show the fallen (down or dead) in the tracker": (
        "ocultar / mostrar a los caídos (fuera de combate o muertos) en el orden"
    ),
    " · {count} fallen hidden": " · {count} caídos ocultos",
    "{count} fallen hidden (ctrl+f shows them)": "{count} caídos ocultos (ctrl+f los muestra)",
    "The fallen are shown": "Se muestran los caídos",
    "The fight changed while the panel opened; nothing was applied. Press t again.": (
        "El combate cambió mientras se abría el panel; no se aplicó nada. Pulsa t otra vez."
    ),
    "{roll}: roll · {dice}: enter the table's dice · {close}: close without rolling · "
    "lowercase key: next value (a long list: type to filter), uppercase: previous · "
    "{reset}: forget this actor's last options": (
        "{roll}: tirar · {dice}: escribir los dados de la mesa · {close}: cerrar sin tirar · "
        "tecla en minúscula: valor siguiente (en una lista larga, escribe para filtrar), en "
        "mayúscula: anterior · {reset}: olvidar las últimas opciones de este personaje"
    ),
    "the roll": "la tirada",
    " · typed so far: {dice}": " · escritos hasta ahora: {dice}",
    "Roll first (r), or type the table's dice (e).": (
        "Tira primero (r) o escribe los dados de la mesa (e)."
    ),
    "{name} (party)": "{name} (grupo)",
    "{name} (enemy)": "{name} (enemigo)",
    "  (exactly {fraction})": "  (exactamente {fraction})",
    "Result": "Resultado",
    "A choice is still open.": "Queda una elección pendiente.",
    "Chance of success: ": "Probabilidad de éxito: ",
    "{apply}: apply · {close}: close without applying (logged)": (
        "{apply}: aplicar · {close}: cerrar sin aplicar (queda en el registro)"
    ),
    # gmconsole/state/not_applied.py: a roll closed with escape stays on the record.
    "roll not applied": "tirada no aplicada",
    "The round has started: re-roll everyone's initiative and start over?": (
        "La ronda ya empezó: ¿volver a tirar la iniciativa de todos y empezar de nuevo?"
    ),
    "{system} has no {what}: this key does nothing here": (
        "{system} no tiene {what}: esta tecla no hace nada aquí"
    ),
    "this roll takes 1 die": "esta tirada lleva 1 dado",
    "this roll takes {count} dice": "esta tirada lleva {count} dados",
    "{name}: the fallen stay at the end of the order": (
        "{name}: los caídos quedan al final del orden"
    ),
    "a roll not applied needs its text": "una tirada no aplicada necesita su texto",
    "roll not applied: {what}": "tirada no aplicada: {what}",
    "dice {dice}": "dados {dice}",
    "no dice": "sin dados",
    "Dice still missing: {dice} types them, {close} closes without applying": (
        "Faltan dados: {dice} para escribirlos, {close} cierra sin aplicar"
    ),
    "Already rolled: apply, or undo afterwards.": "Ya se tiró: aplica, o deshaz después.",
    "Dice must be whole numbers 1..{sides}": "Los dados deben ser números enteros de 1 a {sides}",
    " (got {value})": " (se escribió {value})",
    "scrolled back · L shows the newest": "desplazado atrás · L muestra lo último",
    "the log: back to the newest lines (after scrolling it back)": (
        "el registro: volver a las últimas líneas (tras desplazarlo atrás)"
    ),
    # The dice dialog (PanelScreen.ask_dice), every system.
    "{purpose}: one number 00..99": "{purpose}: un número 00..99",
    "A d100 is one number 00..99": "Un d100 es un número 00..99",
    "a 0 reads 10, as the die shows it": "un 0 se lee 10, como lo muestra el dado",
    "d{sides} (1..{sides})": "d{sides} (1..{sides})",
    "d100 (00..99)": "d100 (00..99)",
    "e.g. 36, 07 or 0 (= 00); several at once: 36 07": (
        "p. ej. 36, 07 o 0 (= 00); varios a la vez: 36 07"
    ),
    "d{sides} for {purpose} (several at once: {example})": (
        "d{sides} para {purpose} (varios a la vez: {example})"
    ),
}
