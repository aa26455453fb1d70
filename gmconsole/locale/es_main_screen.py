"""Spanish for the main screen: the footer's labels and the help's key table (KEYS), the
operations' names as undo and redo say them, the main screen's questions and messages,
and the players' view panel.

One catalog of the generic screens, by area; the terms are those of ``es.py`` (and
docs/glossary.md).
"""

CATALOG: dict[str, str] = {
    # --- main screen: footer labels and help (KEYS) ------------------------------------------
    "Next": "Siguiente",
    "next turn (ticks the current combatant's conditions)": (
        "siguiente turno (descuenta los estados del combatiente actual)"
    ),
    "Prev": "Anterior",
    "previous turn: right after n it undoes that n exactly; otherwise it moves the "
    "marker back and does not restore conditions that expired": (
        "turno anterior: justo después de n deshace esa n exactamente; si no, retrocede "
        "el marcador y no devuelve los estados que ya expiraron"
    ),
    "Test": "Tirada",
    "test or attack: whoever has the turn acts, against the selected combatant if it "
    "is an opponent who is up (never an ally by default: pick one in the panel)": (
        "tirada o ataque: actúa quien tiene el turno, contra el seleccionado si es un "
        "oponente en pie (nunca un aliado por defecto: elígelo en el panel)"
    ),
    "Test out of turn": "Tirada fuera de turno",
    "test by the selected combatant, out of turn (no target unless you pick one)": (
        "tirada del combatiente seleccionado, fuera de turno (sin objetivo salvo que lo elijas)"
    ),
    "Dmg": "Daño",
    "damage the selected (or marked) combatants: HP, strikes, harm": (
        "daño a los combatientes seleccionados (o marcados): PV, strikes, daño"
    ),
    "Heal": "Curar",
    "heal the selected (or marked) combatants": (
        "curar a los combatientes seleccionados (o marcados)"
    ),
    "Cond": "Estado",
    "a condition for some rounds on the selected (or marked)": (
        "un estado durante unas rondas a los seleccionados (o marcados)"
    ),
    "Mark": "Marcar",
    "tracker: mark / unmark the selected combatant for d, h or c": (
        "orden de turno: marcar / desmarcar al combatiente seleccionado para d, h o c"
    ),
    "Add": "Añadir",
    "Init": "Iniciativa",
    "roll initiative for everyone and sort": "tirar iniciativa para todos y ordenar",
    "Save": "Guardar",
    "save the party file (keeps NAME.toml.bak)": (
        "guardar el archivo del grupo (conserva NOMBRE.toml.bak)"
    ),
    "Undo": "Deshacer",
    "undo the last change": "deshacer el último cambio",
    "Redo": "Rehacer",
    "redo": "rehacer",
    "Help": "Ayuda",
    "this help": "esta ayuda",
    "Re-roll": "Repetir",
    "re-roll the selected combatant's initiative": (
        "repetir la tirada de iniciativa del combatiente seleccionado"
    ),
    "Edit init": "Editar inic.",
    "type the selected combatant's initiative": (
        "escribir la iniciativa del combatiente seleccionado"
    ),
    "Sort": "Ordenar",
    "sort the order by initiative": "ordenar el turno por iniciativa",
    "Move up": "Subir",
    "move the selected combatant up": "subir al combatiente seleccionado",
    "Move down": "Bajar",
    "move the selected combatant down": "bajar al combatiente seleccionado",
    "Delay": "Demorar",
    "the current combatant delays its turn": "el combatiente actual demora su turno",
    "Back in": "Actúa ya",
    "a delayed combatant acts now (interrupts)": (
        "un combatiente que demoró su turno actúa ahora (interrumpe)"
    ),
    "Give turn": "Dar turno",
    "give the turn to the selected combatant": "dar el turno al combatiente seleccionado",
    "Uncond": "Quitar estado",
    "remove a condition from the selected combatant": (
        "quitar un estado al combatiente seleccionado"
    ),
    "Notes": "Notas",
    "edit the selected combatant's notes": "editar las notas del combatiente seleccionado",
    "Quick add": "Añadir rápido",
    "quick-add an enemy by name": "añadir rápido un enemigo por su nombre",
    "Member": "Miembro",
    "bring party members into the fight (placed in order)": (
        "meter en el combate a miembros del grupo (en su lugar del orden)"
    ),
    "Remove": "Quitar",
    "remove the selected combatant from the fight": (
        "sacar del combate al combatiente seleccionado"
    ),
    "Down": "Caído",
    "mark the selected combatant down / up": (
        "marcar al combatiente seleccionado como caído / en pie"
    ),
    "Dead": "Muerto",
    "mark the selected combatant dead / alive": (
        "marcar al combatiente seleccionado como muerto / vivo"
    ),
    "Zone": "Zona",
    "move the selected combatant to another zone (dash)": (
        "mover al combatiente seleccionado a otra zona (correr)"
    ),
    "Surprise": "Sorpresa",
    "who surprises (sets the turn order)": "quién sorprende (fija el orden de turno)",
    "Rest/day": "Descanso",
    "the system's rest: new day, new session, night's rest": (
        "el descanso del sistema: nuevo día, nueva sesión, descanso nocturno"
    ),
    "XP": "PX",
    "award XP or raise a skill (cost = the new level)": (
        "dar PX o subir una habilidad (coste = el nivel nuevo)"
    ),
    "End fight": "Fin del combate",
    "end the fight (enemies leave, members stay)": (
        "terminar el combate (los enemigos se van, los miembros se quedan)"
    ),
    "Players": "Jugadores",
    "players' view: address, QR code, LAN, open rolls": (
        "vista de los jugadores: dirección, código QR, red local, tiradas a la vista"
    ),
    "Hide": "Ocultar",
    "hide from / show to the players": "ocultar a / mostrar a los jugadores",
    "Amount": "Cantidad",
    "sidebar: type a change for the highlighted resource (-8, +3, =12)": (
        "recursos: escribir un cambio para el recurso resaltado (-8, +3, =12)"
    ),
    "sidebar: raise the highlighted resource (also = or right)": (
        "recursos: subir el recurso resaltado (también = o derecha)"
    ),
    "sidebar: lower the highlighted resource (also left)": (
        "recursos: bajar el recurso resaltado (también izquierda)"
    ),
    "Focus": "Foco",
    "move between tracker and sidebar": "pasar del orden de turno a los recursos y al revés",
    "command palette: every action by name": "paleta de órdenes: cada acción por su nombre",
    "quit (asks when there are unsaved changes)": "salir (pregunta si hay cambios sin guardar)",
    # --- main screen: operation names (undo / redo) -----------------------------------------
    "next turn": "siguiente turno",
    "previous turn": "turno anterior",
    "turn given": "turno dado",
    "initiative roll": "tirada de iniciativa",
    "initiative set": "iniciativa escrita",
    "sort by initiative": "orden por iniciativa",
    "move in the order": "cambio de puesto",
    "delayed turn": "turno demorado",
    "acts now": "actúa ya",
    "add from the roster": "enemigos de la reserva",
    "quick add": "añadido rápido",
    "add party member": "miembro del grupo al combate",
    "remove": "salida del combate",
    "end of the fight": "fin del combate",
    "add condition": "estado añadido",
    "remove condition": "estado quitado",
    "notes": "notas",
    "damage": "daño",
    "healing": "curación",
    "resource change": "cambio de recurso",
    "party resource change": "cambio de recurso del grupo",
    "flag": "marca",
    "rest": "descanso",
    # --- main screen: dialogs and messages ---------------------------------------------------
    "Initiative of {name}": "Iniciativa de {name}",
    "Initiative (empty: roll)": "Iniciativa (vacío: se tira)",
    "Initiative": "Iniciativa",
    "Remove {name} from the fight?": "¿Sacar a {name} del combate?",
    "End the fight? Enemies leave; members keep their state.": (
        "¿Terminar el combate? Los enemigos se van; los miembros conservan su estado."
    ),
    "Condition on {names}": "Estado para {names}",
    "t: test/attack · d/h: damage/heal · c: condition · F1: help": (
        "t: tirada/ataque · d/h: daño/curar · c: estado · F1: ayuda"
    ),
    "harm track (0 = default)": "casillas de daño (0 = por defecto)",
    "Damage": "Daño",
    "Damage to {names}": "Daño a {names}",
    "Healing": "Curación",
    "Healing to {names}": "Curación a {names}",
    "Known: {names} (type to complete, → accepts)": (
        "Conocidos: {names} (escribe para completar, → acepta)"
    ),
    "Change: -8 (a bare 8 spends too), +3 or =12": "Cambio: -8 (un 8 solo también gasta), +3 o =12",
    "Undone: {what}": "Deshecho: {what}",
    "Redone: {what}": "Rehecho: {what}",
    "Nobody in the fight: a adds enemies, m adds party members.": (
        "Nadie en el combate: a añade enemigos, m añade miembros del grupo."
    ),
    "Notes: {notes}": "Notas: {notes}",
    "In this fight: {notes}": "En este combate: {notes}",
    "Nobody is selected: add combatants first.": (
        "No hay nadie seleccionado: añade combatientes primero."
    ),
    "Back one turn: the last n undone exactly": "Un turno atrás: la última n, deshecha",
    "Nobody is delaying.": "Nadie está demorando su turno.",
    "{name} (roster count {count})": "{name} ({count} en la reserva)",
    "How many?": "¿Cuántos?",
    "Name": "Nombre",
    "Every party member is already in the fight.": (
        "Todos los miembros del grupo ya están en el combate."
    ),
    "Condition or effect": "Estado o efecto",
    "{name} has no conditions.": "{name} no tiene estados.",
    "{label} is already {value}.": "{label} ya es {value}.",
    "Nothing to undo.": "No hay nada que deshacer.",
    "Nothing to redo.": "No hay nada que rehacer.",
    "Conditions: ": "Estados: ",
    "Add {name}": "Añadir {name}",
    "Quick-add an enemy": "Añadir rápido un enemigo",
    "All of them ({count})": "Todos ({count})",
    "Bring into the fight": "Meter en el combate",
    "Remove which condition?": "¿Qué estado se quita?",
    "Notes on {name}": "Notas de {name}",
    "{label} has no number to set.": "{label} no tiene un número que fijar.",
    "Who acts now?": "¿Quién actúa ahora?",
    # --- players' view panel -------------------------------------------------------------------
    "LAN / this laptop only": "Red local / solo este portátil",
    "Open rolls": "Tiradas a la vista",
    "Stop the view": "Detener la vista",
    "on the local network (the address carries an access token)": (
        "en la red local (la dirección lleva un código de acceso)"
    ),
    "on this laptop only (127.0.0.1)": "solo en este portátil (127.0.0.1)",
    "the GM's rolls too (open rolls)": "también las tiradas del DJ (tiradas a la vista)",
    "the party's rolls": "las tiradas del grupo",
    "Open {url} in a browser": "Abre {url} en un navegador",
    "Players' view": "Vista de los jugadores",
    "Serving {mode}; {viewers}; the log shows {rolls}.": (
        "Servida {mode}; {viewers}; el registro muestra {rolls}."
    ),
    "1 page open": "1 página abierta",
    "{count} pages open": "{count} páginas abiertas",
    "x: stop the view": "x: detener la vista",
    "escape: close": "escape: cerrar",
    "l: this laptop only": "l: solo este portátil",
    "l: serve on the local network": "l: servir a la red local",
    "o: open rolls off": "o: tiradas a la vista no",
    "o: open rolls on": "o: tiradas a la vista sí",
}
