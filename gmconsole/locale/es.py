"""Spanish for the generic screens: English text -> Spanish text (fields kept as-is).

Terms follow the reference texts and docs/glossary.md: turno, ronda (EZD6's word; the
players' view says Ronda too), iniciativa, tirada, daño, curar, estado (a condition),
demorar (delay), DJ (the GM), grupo (the party), reserva (the roster).
A test checks that every ``t("...")`` in generic code has an entry here (or in a
system's ``locale_es.py``) and that no entry here is left unused.
"""

CATALOG: dict[str, str] = {
    # --- app.py: Textual's own palette commands ------------------------------------------
    "Theme": "Tema",
    "Change the current theme": "Cambiar el tema de colores",
    "Quit": "Salir",
    "Quit the application as soon as possible": "Salir de la consola ahora",
    "Keys": "Teclas",
    "Hide the keys and widget help panel": "Ocultar el panel de teclas y ayuda",
    "Show help for the focused widget and a summary of available keys": (
        "Mostrar la ayuda del elemento activo y un resumen de las teclas"
    ),
    "Minimize": "Minimizar",
    "Minimize the widget and restore to normal size": (
        "Minimizar el elemento y devolverle su tamaño normal"
    ),
    "Maximize": "Maximizar",
    "Maximize the focused widget": "Maximizar el elemento activo",
    "Screenshot": "Captura",
    "Save an SVG 'screenshot' of the current screen": (
        "Guardar una captura SVG de la pantalla actual"
    ),
    "Palette": "Paleta",
    "palette": "paleta",
    "Open the command palette": "Abrir la paleta de órdenes",
    "Search for commands…": "Buscar órdenes…",
    "Search for themes…": "Buscar temas…",
    "No matches found": "Sin resultados",
    # textual_words.py: Textual's own notifications
    "Press {key} to quit": "Pulsa {key} para salir",
    "Do you want to quit?": "¿Quieres salir?",
    "Saved screenshot": "Captura guardada",
    "Saved screenshot to {path}": "Captura guardada en {path}",
    "Failed to save screenshot": "No se pudo guardar la captura",
    # textual_words.py: Textual's own key descriptions (the Keys panel)
    "Scroll Up": "Desplazar arriba",
    "Scroll Down": "Desplazar abajo",
    "Scroll Left": "Desplazar a la izquierda",
    "Scroll Right": "Desplazar a la derecha",
    "Scroll Home": "Ir al principio",
    "Scroll End": "Ir al final",
    "Page Up": "Página arriba",
    "Page Down": "Página abajo",
    "Page Left": "Página a la izquierda",
    "Page Right": "Página a la derecha",
    "Focus Next": "Siguiente elemento",
    "Focus Previous": "Elemento anterior",
    "Copy selected text": "Copiar el texto seleccionado",
    # --- app.py: opening, saving, quitting ----------------------------------------------
    "Players' view: {url}": "Vista de los jugadores: {url}",
    "Players' view not started: {problem}": "La vista de los jugadores no se inició: {problem}",
    "Players' view stopped: the port is closed.": (
        "Vista de los jugadores detenida: el puerto está cerrado."
    ),
    "Saved {name} (previous version: {name}.bak)": (
        "Guardado {name} (versión anterior: {name}.bak)"
    ),
    "A recovery journal was found but {name} changed since it was written; "
    "it was kept as {stale}.": (
        "Había un diario de recuperación, pero {name} ha cambiado desde que se escribió; "
        "se ha guardado como {stale}."
    ),
    "{name} has {count} unsaved actions from a session that did not end cleanly. Restore them?": (
        "{name} tiene {count} acciones sin guardar de una sesión que no terminó bien. "
        "¿Recuperarlas?"
    ),
    "{name} has 1 unsaved action from a session that did not end cleanly. Restore it?": (
        "{name} tiene 1 acción sin guardar de una sesión que no terminó bien. ¿Recuperarla?"
    ),
    "Restore": "Recuperar",
    "Discard": "Descartar",
    "Restored {count} unsaved actions.": "Recuperadas {count} acciones sin guardar.",
    "Restored 1 unsaved action.": "Recuperada 1 acción sin guardar.",
    "Save and quit": "Guardar y salir",
    "Quit without saving": "Salir sin guardar",
    "Keep playing": "Seguir jugando",
    "There are unsaved changes.": "Hay cambios sin guardar.",
    "Cannot open {path}": "No se puede abrir {path}",
    "Not saved: {path}": "No guardado: {path}",
    # --- app.py: the language -------------------------------------------------------------
    "Language: Español / English": "Idioma: Español / English",
    "Choose the console's language (saved; applies at the next start)": (
        "Elegir el idioma de la consola (se guarda; se aplica al volver a abrirla)"
    ),
    "Language": "Idioma",
    "Language saved: {name}. It applies at the next start.": (
        "Idioma guardado: {name}. Se aplica la próxima vez que abras la consola."
    ),
    "The language was not saved: {error}": "El idioma no se guardó: {error}",
    # --- check.py ---------------------------------------------------------------------------
    "OK {name}: {system}, {members}, {roster}, {enemies}, round {round}": (
        "OK {name}: {system}, {members}, {roster}, {enemies}, ronda {round}"
    ),
    "1 member": "1 miembro",
    "{count} members": "{count} miembros",
    "1 roster entry": "1 entrada en la reserva",
    "{count} roster entries": "{count} entradas en la reserva",
    "1 enemy in the fight": "1 enemigo en el combate",
    "{count} enemies in the fight": "{count} enemigos en el combate",
    "FAIL {name}:": "FALLO {name}:",
    "  warning: {line}": "  aviso: {line}",
    # --- cli.py (and argparse's own words) ----------------------------------------------
    "usage: ": "uso: ",
    "positional arguments": "argumentos",
    "options": "opciones",
    "show this help message and exit": "muestra esta ayuda y termina",
    "the following arguments are required: %s": "faltan estos argumentos: %s",
    "unrecognized arguments: %s": "argumentos no reconocidos: %s",
    "expected one argument": "se esperaba un argumento",
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "valor no válido: %(value)r (elige entre %(choices)s)"
    ),
    "%(prog)s: error: %(message)s\n": "%(prog)s: error: %(message)s\n",
    "argument %(argument_name)s: %(message)s": "argumento %(argument_name)s: %(message)s",
    "the console's language: es (Spanish) or en (English); default: the config file's "
    "language, else the locale (LANG), else English": (
        "idioma de la consola: es (español) o en (inglés); por defecto, el del archivo de "
        "configuración, si no el del sistema (LANG), si no inglés"
    ),
    "{first} and {last}": "{first} y {last}",
    "PATH": "RUTA",
    "party file to open": "archivo de grupo que abrir",
    "[HOST:]PORT": "[HOST:]PUERTO",
    "start the players' view (a web page) with the party; default 127.0.0.1:8000, "
    "0.0.0.0:PORT serves the local network with an access token": (
        "inicia la vista de los jugadores (una página web) con el grupo; por defecto "
        "127.0.0.1:8000, 0.0.0.0:PUERTO la sirve a la red local con un código de acceso"
    ),
    "print the version and exit": "muestra la versión y termina",
    "unknown (not installed)": "desconocida (no instalada)",
    "{given} is a shipped sample: you are playing your own copy, {path}": (
        "{given} es un ejemplo incluido: juegas con tu propia copia, {path}"
    ),
    "Validate party files.": "Valida archivos de grupo.",
    "FILE": "ARCHIVO",
    "add RyF creation-limit warnings": "añade avisos de los límites de creación de RyF",
    "gmconsole: {path} is a shipped sample, played in a copy, but the copy {copy} "
    "cannot be made: {error}": (
        "gmconsole: {path} es un ejemplo incluido, que se juega en una copia, pero no se "
        "puede crear la copia {copy}: {error}"
    ),
    "gmconsole: cannot open {path}:": "gmconsole: no se puede abrir {path}:",
    # --- dialogs ------------------------------------------------------------------------------
    "Cancel": "Cancelar",
    "Confirm": "Confirmar",
    "Choose": "Elegir",
    "type to filter": "escribe para filtrar",
    "Yes": "Sí",
    "No": "No",
    "enter: confirm · escape: cancel": "intro: aceptar · escape: cancelar",
    "{label}: must be {low}..{high} (got {number})": (
        "{label}: debe estar entre {low} y {high} (se escribió {number})"
    ),
    "{label}: control characters are not allowed": ("{label}: no se admiten caracteres de control"),
    "{label}: type -N, +N or =N (e.g. -8, +3, =12)": (
        "{label}: escribe -N, +N o =N (por ejemplo -8, +3, =12)"
    ),
    "{label}: must be a whole number {low}..{high}": (
        "{label}: debe ser un número entero entre {low} y {high}"
    ),
    "{label}: {text} cannot be typed here: a whole number {low}..{high}": (
        "{label}: aquí no se puede escribir {text}: un número entero entre {low} y {high}"
    ),
    "{label}: the field is full: a whole number {low}..{high}": (
        "{label}: el campo está lleno: un número entero entre {low} y {high}"
    ),
    "{label}: a key was refused; enter again to confirm {value}": (
        "{label}: se rechazó una tecla; pulsa intro otra vez para confirmar {value}"
    ),
    "(empty)": "(vacío)",
    "The name after · is the key's id: your keymap.toml moves it (README).": (
        "El nombre tras · es el id de la tecla: tu keymap.toml la cambia (README)."
    ),
    "Whole log": "Registro entero",
    "the whole log, to read back with the keyboard (arrows, page keys; esc closes)": (
        "el registro entero, para leerlo hacia atrás con el teclado (flechas, teclas de "
        "página; esc cierra)"
    ),
    "Log: 1 line": "Registro: 1 línea",
    "Log: {count} lines": "Registro: {count} líneas",
    "Nothing logged yet.": "Aún no hay nada en el registro.",
    "Oldest": "Lo más antiguo",
    "Newest": "Lo más reciente",
    "Keys typed before this question appeared were ignored: read it first.": (
        "Se ignoraron las teclas pulsadas antes de que apareciera esta pregunta: léela primero."
    ),
    # --- error, help and start screens ---------------------------------------------------------
    "Close": "Cerrar",
    "Nothing matches: backspace to widen the search": (
        "Nada coincide: retroceso para ampliar la búsqueda"
    ),
    "escape closes": "escape cierra",
    "Rulings: {title}": "Reglas: {title}",
    "escape closes this help": "escape cierra esta ayuda",
    "Open": "Abrir",
    "{system} sample party": "Grupo de ejemplo de {system}",
    "your copy: {path}": "tu copia: {path}",
    "a new copy of {name}": "una copia nueva de {name}",
    "Recent: {path}": "Reciente: {path}",
    "Your copies of the samples are kept in {folder}": (
        "Tus copias de los ejemplos se guardan en {folder}"
    ),
    "{system} sample party: start again in a fresh copy ({name})": (
        "Grupo de ejemplo de {system}: empezar de nuevo en una copia nueva ({name})"
    ),
    "1 unsaved action to restore": "1 acción sin guardar por recuperar",
    "{count} unsaved actions to restore": "{count} acciones sin guardar por recuperar",
    "Cannot make your copy of the sample in {folder}: {error}": (
        "No se puede crear tu copia del ejemplo en {folder}: {error}"
    ),
    "[b]gmconsole[/b]: pick a party to run (arrows and enter; [b]gmconsole PATH[/b] "
    "opens a file directly)": (
        "[b]gmconsole[/b]: elige el grupo que vas a dirigir (flechas e intro; "
        "[b]gmconsole RUTA[/b] abre un archivo directamente)"
    ),
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
