"""Spanish for the app's frame: Textual's own words, opening, saving and quitting, the
language, ``gmconsole check``, the command line, the dialogs and the start, error and help
screens. English text -> Spanish text (fields kept as-is).

Terms follow the reference texts and docs/glossary.md: turno, ronda (EZD6's word; the
players' view says Ronda too), iniciativa, tirada, daño, curar, estado (a condition),
demorar (delay), DJ (the GM), grupo (the party), reserva (the roster).
The generic screens' catalog is split by area: this file, ``es_main_screen.py``,
``es_fight.py`` and the smaller ``es_*.py`` beside it; ``gmconsole.i18n`` registers them
all. A test checks that every ``t("...")`` in generic code has an entry in one of them (or
in a system's ``locale_es.py``) and that no entry is left unused.
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
}
