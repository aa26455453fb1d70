"""Spanish for the bestiary and the prepared encounters (gmconsole/bestiary.py,
bestiary_cli.py, screens/encounter_actions.py, state/encounter_ops.py). Terms: bestiario
(the bestiary), reserva (the roster), encuentro preparado (a prepared encounter)."""

CATALOG: dict[str, str] = {
    # --- the bestiary file ----------------------------------------------------------------
    "{path}: not saved: fix the file first": "{path}: no se ha guardado: corrige antes el archivo",
    "{path}: not saved: it would not read back the same": (
        "{path}: no se ha guardado: no se leería igual"
    ),
    # --- gmconsole bestiary ---------------------------------------------------------------
    "The bestiary: creatures shared by every party of a system, kept in {folder}": (
        "El bestiario: criaturas que comparten todos los grupos de un sistema, guardadas "
        "en {folder}"
    ),
    "COMMAND": "ORDEN",
    "copy a party file's roster into the bestiary of its system": (
        "copiar la reserva de un archivo de grupo al bestiario de su sistema"
    ),
    "print the bestiary of one system or of all": "mostrar el bestiario de un sistema o de todos",
    "SYSTEM": "SISTEMA",
    "{path}: 1 creature added": "{path}: 1 criatura añadida",
    "{path}: {count} creatures added": "{path}: {count} criaturas añadidas",
    "skipped:": "omitidas:",
    "{file} has no roster to import": "{file} no tiene reserva que importar",
    "The bestiary is empty ({folder}): `gmconsole bestiary import PARTY.toml` copies a "
    "party's roster into it; in the console, B saves an enemy.": (
        "El bestiario está vacío ({folder}): `gmconsole bestiary import GRUPO.toml` copia "
        "en él la reserva de un grupo; en la consola, B guarda un enemigo."
    ),
    "{path} ({system}): 1 creature": "{path} ({system}): 1 criatura",
    "{path} ({system}): {count} creatures": "{path} ({system}): {count} criaturas",
    "{name} ({id}): the bestiary has this id already": (
        "{name} ({id}): el bestiario ya tiene este id"
    ),
    "Run combat for {systems}. `gmconsole check FILE...` validates party files; "
    "`gmconsole bestiary import FILE | list [SYSTEM]` fills and shows the bestiary.": (
        "Dirige combates de {systems}. `gmconsole check ARCHIVO...` valida archivos de "
        "grupo; `gmconsole bestiary import ARCHIVO | list [SISTEMA]` llena y muestra el "
        "bestiario."
    ),
    # --- the console's keys ---------------------------------------------------------------
    "add enemies from the roster or the bestiary (with a count)": (
        "añadir enemigos de la reserva o del bestiario (cuántos)"
    ),
    "Encounters": "Encuentros",
    "prepared encounters: start one, or save the enemies of the fight as one": (
        "encuentros preparados: empezar uno, o guardar como uno los enemigos del combate"
    ),
    "Bestiary": "Bestiario",
    "save an enemy into the bestiary": "guardar un enemigo en el bestiario",
    "The bestiary has {name} under the id {id} already. Replace it?": (
        "El bestiario ya tiene a {name} con el id {id}. ¿Reemplazarlo?"
    ),
    "{name} saved in {path}": "{name} guardado en {path}",
    "{name} (bestiary, count {count})": "{name} ({count} en el bestiario)",
    "The roster and the bestiary are empty: use q to quick-add.": (
        "La reserva y el bestiario están vacíos: usa q para añadir rápido."
    ),
    "{name} (in the fight)": "{name} (en el combate)",
    "No enemy in the fight or the roster to save into the bestiary.": (
        "No hay enemigos en el combate ni en la reserva que guardar en el bestiario."
    ),
    "Id in the bestiary": "Id en el bestiario",
    "No prepared encounter: add [[encounters]] to the party file, or bring enemies in and "
    "save them here.": (
        "No hay encuentros preparados: añade [[encounters]] al archivo del grupo, o trae "
        "enemigos y guárdalos aquí."
    ),
    "and 1 more problem (gmconsole bestiary list)": ("y 1 problema más (gmconsole bestiary list)"),
    "and {count} more problems (gmconsole bestiary list)": (
        "y {count} problemas más (gmconsole bestiary list)"
    ),
    "Add from the roster or the bestiary": "Añadir de la reserva o del bestiario",
    "Save into the bestiary": "Guardar en el bestiario",
    "id: must be 1..64 letters, digits, '-' or '_' (an id, not a name)": (
        "id: debe tener 1..64 letras, cifras, '-' o '_' (un id, no un nombre)"
    ),
    "{path}: cannot write ({reason})": "{path}: no se puede escribir ({reason})",
    "Save the enemies now in the fight as a new encounter": (
        "Guardar los enemigos del combate como un encuentro nuevo"
    ),
    "Prepared encounters": "Encuentros preparados",
    "Save as a prepared encounter": "Guardar como encuentro preparado",
    "no roster entry or bestiary creature has this id": (
        "ninguna entrada de la reserva ni criatura del bestiario tiene este id"
    ),
    # --- operations -----------------------------------------------------------------------
    "add from the bestiary": "añadir del bestiario",
    "start a prepared encounter": "empezar un encuentro preparado",
    "save as a prepared encounter": "guardar como encuentro preparado",
    "Joined the fight from the bestiary: {names}": "Entran en combate desde el bestiario: {names}",
    "Prepared encounter {name}: {names}": "Encuentro preparado {name}: {names}",
    "Prepared encounter saved: {name}": "Encuentro preparado guardado: {name}",
    "the encounter {name} has no entries": "el encuentro {name} no tiene entradas",
}
