"""Spanish for what goes wrong: party-file error lines (storage.py and the models, shown
on the error screen and by ``gmconsole check``) and refused actions (the state package).

Field paths (``members[0].hp``), keys (``system``, ``options.charisma``) and TOML words
(``true``, ``false``, table headers) stay as the file writes them: the GM edits the file.
A value the file or the GM gave ends a line as `` (got X)``, "(se escribió X)".
"""

CATALOG: dict[str, str] = {
    # --- storage.py and the models: party-file error lines ------------------------------
    "{path}: no such file": "{path}: no existe ese archivo",
    "{path}: is a folder, not a party file": "{path}: es una carpeta, no un archivo de grupo",
    "{path}: cannot read ({reason})": "{path}: no se puede leer ({reason})",
    "Permission denied": "permiso denegado",
    "Operation not permitted": "operación no permitida",
    "Input/output error": "error de entrada/salida",
    "{path}: file is too large ({size} MB; a party file is at most 5 MB)": (
        "{path}: el archivo es demasiado grande ({size} MB; un archivo de grupo ocupa como "
        "mucho 5 MB)"
    ),
    "{name}: the file is empty; it needs at least system = {systems} and name": (
        "{name}: el archivo está vacío; necesita al menos system = {systems} y name"
    ),
    "{name}:{line}: not UTF-8 text (byte 0x{byte}); save the file as UTF-8": (
        "{name}:{line}: no es texto UTF-8 (byte 0x{byte}); guarda el archivo como UTF-8"
    ),
    "TOML syntax: {message}": "sintaxis TOML: {message}",
    # tomllib's messages
    "Invalid statement": "instrucción no válida",
    "Expected newline or end of document after a statement": (
        "se esperaba un salto de línea o el final del documento tras una instrucción"
    ),
    "Cannot overwrite a value": "no se puede sobrescribir un valor",
    "Expected ']' at the end of a table declaration": (
        "se esperaba ']' al final de la declaración de una tabla"
    ),
    "Expected ']]' at the end of an array declaration": (
        "se esperaba ']]' al final de la declaración de un array de tablas"
    ),
    "Expected '=' after a key in a key/value pair": (
        "se esperaba '=' tras la clave en un par clave/valor"
    ),
    "Invalid initial character for a key part": "carácter inicial no válido en una clave",
    "Unclosed array": "array sin cerrar",
    "Unclosed inline table": "tabla en línea sin cerrar",
    "Unescaped '\\' in a string": "'\\' sin escapar en una cadena",
    "Invalid hex value": "valor hexadecimal no válido",
    "Escaped character is not a Unicode scalar value": (
        "el carácter escapado no es un valor escalar de Unicode"
    ),
    "Unterminated string": "cadena sin terminar",
    "Invalid date or datetime": "fecha o fecha y hora no válida",
    "Invalid value": "valor no válido",
    "arrays or inline tables nested too deeply": (
        "arrays o tablas en línea anidados a demasiada profundidad"
    ),
    "Cannot declare {key} twice": "no se puede declarar {key} dos veces",
    "Expected {what}": "se esperaba {what}",
    "Found invalid character {char}": "carácter no válido: {char}",
    "Illegal character {char}": "carácter no permitido: {char}",
    "Cannot mutate immutable namespace {key}": (
        "no se puede cambiar el espacio de nombres inmutable {key}"
    ),
    "Cannot redefine namespace {key}": "no se puede redefinir el espacio de nombres {key}",
    "Duplicate inline table key {key}": "clave repetida en una tabla en línea: {key}",
    # validation (pydantic types, the models' own checks)
    "system: required key is missing (allowed: {allowed})": (
        "system: falta esta clave obligatoria (valores admitidos: {allowed})"
    ),
    "must be one of {allowed}": "debe ser uno de estos: {allowed}",
    "(top level)": "(nivel superior)",
    "must be an integer": "debe ser un número entero",
    "must be a string (in quotes)": "debe ser un texto (entre comillas)",
    "must be true or false": "debe ser true o false",
    "must be an array [...]": "debe ser un array [...]",
    "must be a table": "debe ser una tabla",
    "must be a number": "debe ser un número",
    "required key is missing": "falta esta clave obligatoria",
    "must not be empty": "no puede estar vacío",
    "unknown key": "clave desconocida",
    " (allowed: {keys})": " (claves admitidas: {keys})",
    "a table": "una tabla",
    "an array": "un array",
    "must be {low}..{high}": "debe estar entre {low} y {high}",
    "must be {min}..{max}": "debe estar entre {min} y {max}",
    "must be <= max ({max})": "debe ser <= max ({max})",
    "control character {char} at position {pos} is not allowed (only newline and tab)": (
        "no se admite el carácter de control {char} en la posición {pos} (solo salto de "
        "línea y tabulador)"
    ),
    "must be at most {limit} characters": "debe tener como mucho {limit} caracteres",
    "must be 1..64 letters, digits, '-' or '_' (an id, not a name)": (
        "debe tener de 1 a 64 letras, cifras, '-' o '_' (un identificador, no un nombre)"
    ),
    "{where}: duplicate id, already used at {place}": (
        "{where}: identificador repetido, ya usado en {place}"
    ),
    "{where}: already in the fight": "{where}: ya está en el combate",
    "{where}: no member or encounter enemy has this id": (
        "{where}: ningún miembro ni enemigo del encuentro tiene este identificador"
    ),
    "must be {side} for this id": "debe ser {side} para este identificador",
    "must be 0 with no combatants": "debe ser 0 si no hay combatientes",
    "not in the fight": "no está en el combate",
    # saving
    "the party's own keys": "las claves propias del grupo",
    "refusing to save: the party cannot be written as TOML": (
        "no se guarda: el grupo no se puede escribir como TOML"
    ),
    "refusing to save: the file would be {size} MB and a party file is at most 5 MB": (
        "no se guarda: el archivo ocuparía {size} MB y un archivo de grupo ocupa como mucho 5 MB"
    ),
    "refusing to save: the file would not load back the same": (
        "no se guarda: el archivo no se volvería a leer igual"
    ),
    "refusing to save: the new file would not load": (
        "no se guarda: el archivo nuevo no se podría abrir"
    ),
    "its TOML would not read back the same": "su TOML no se volvería a leer igual",
    "nested too deeply to read back": "anidado a demasiada profundidad para volver a leerlo",
    # --- refused actions: state/context.py, state/operation.py, systems/base.py ----------
    "no combatant with id {id} in the fight": (
        "no hay ningún combatiente con el identificador {id} en el combate"
    ),
    "no character with id {id}": "no hay ningún personaje con el identificador {id}",
    "unknown operation {name}": "operación desconocida: {name}",
    "arguments": "argumentos",
    "Input should be a valid integer": "debe ser un número entero",
    "Input should be a valid string": "debe ser un texto",
    "Input should be a valid boolean": "debe ser sí o no (true o false)",
    "Input should be a valid tuple": "debe ser una lista",
    "Input should be a valid list": "debe ser una lista",
    "Input should be a valid dictionary": "debe ser una tabla",
    "Extra inputs are not permitted": "no se admite este argumento",
    "Field required": "falta este argumento",
    "Input should be {expected}": "debe ser {expected}",
    " or ": " o ",
    "{system} has no combat panel": "{system} no tiene panel de combate",
    "{system} has no action {name}": "{system} no tiene la acción {name}",
    "no counter #{index}": "no hay ningún contador n.º {index}",
    "{name} is already {value} ({low}..{high})": "{name} ya está en {value} ({low}..{high})",
    "unknown resource {key}": "recurso desconocido: {key}",
    "{name} is not a player character: no {key}": "{name} no es un personaje jugador: sin {key}",
    "unknown party resource {key}": "recurso del grupo desconocido: {key}",
    "{name} has taken no harm": "{name} no ha recibido daño",
    "{counter} of {name} is already {value} ({low}..{high})": (
        "{counter} de {name} ya está en {value} ({low}..{high})"
    ),
    "{system} has no initiative roll": "{system} no tiene tirada de iniciativa",
    "{system} has no new-day action": "{system} no tiene acción de nuevo día",
    # --- the players' view, as the GM is told (players/addresses.py, players/server.py) ---
    "write an IPv6 address in brackets, like [::1]:8000": (
        "escribe una dirección IPv6 entre corchetes, como [::1]:8000"
    ),
    "the port must be a number 0..65535, as in [HOST:]PORT": (
        "el puerto debe ser un número de 0 a 65535, como en [HOST:]PUERTO"
    ),
    "Port {port} is already in use on {host} (another program, or another console): choose "
    "another port, e.g. --players {next}": (
        "El puerto {port} ya está en uso en {host} (otro programa u otra consola): elige otro "
        "puerto, por ejemplo --players {next}"
    ),
    "Not allowed to listen on {where}: ports below 1024 need privileges": (
        "No se permite escuchar en {where}: los puertos por debajo de 1024 necesitan privilegios"
    ),
    "{host} is not an address of this machine: use 0.0.0.0 for the LAN": (
        "{host} no es una dirección de esta máquina: usa 0.0.0.0 para la red local"
    ),
    "Unknown host {host}: give an address such as 127.0.0.1 or 0.0.0.0": (
        "Host desconocido {host}: da una dirección como 127.0.0.1 o 0.0.0.0"
    ),
    "Cannot listen on {where}: {reason}": "No se puede escuchar en {where}: {reason}",
}
