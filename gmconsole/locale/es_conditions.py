"""Spanish for conditions with durations and the session recap."""

CATALOG: dict[str, str] = {
    # durations in words
    "1 round": "1 ronda",
    "{count} rounds": "{count} rondas",
    "{rounds}, counted at the start of its turn": "{rounds}, contadas al inicio de su turno",
    "until the end of {other}'s turn": "hasta el final del turno de {other}",
    "until the end of {other}'s next turn": "hasta el final del próximo turno de {other}",
    "until the start of {other}'s next turn": "hasta el inicio del próximo turno de {other}",
    "until the end of the round": "hasta el final de la ronda",
    "until removed": "hasta que se quite",
    "until the end of someone's turn": "hasta el final del turno de alguien",
    "until the end of someone's next turn": "hasta el final del próximo turno de alguien",
    "until the start of someone's next turn": "hasta el inicio del próximo turno de alguien",
    "till {other}'s turn ends": "hasta fin del turno de {other}",
    "till {other}'s next turn ends": "hasta fin del próximo turno de {other}",
    "till {other}'s next turn": "hasta el próximo turno de {other}",
    "till round ends": "hasta fin de ronda",
    "{name} ({duration})": "{name} ({duration})",
    # the log
    "{name}: {condition}, {duration}": "{name}: {condition}, {duration}",
    "{name}: {condition} expired ({why})": "{name}: {condition} ha expirado ({why})",
    "its last round, at the end of its turn": "su última ronda, al final de su turno",
    "its last round, at the start of its turn": "su última ronda, al inicio de su turno",
    "start of {other}'s turn": "inicio del turno de {other}",
    "end of {other}'s turn": "final del turno de {other}",
    "end of round {number}": "final de la ronda {number}",
    ", turn skipped: out of the fight": ", turno saltado: fuera de combate",
    "{other} left the fight": "{other} dejó el combate",
    "{other} left": "{other} se fue",
    "The fight ends after {rounds}: enemies leave, members stay": (
        "El combate termina tras {rounds}: los enemigos se van, los miembros se quedan"
    ),
    # refusals and file checks
    "rounds and until cannot be used together: choose one": (
        "rounds y until no pueden ir juntos: elige uno"
    ),
    "until = {until} needs of (whose turn)": "until = {until} necesita of (el turno de quién)",
    "of is only for until = 'turn_start' or 'turn_end'": (
        "of solo vale con until = 'turn_start' o 'turn_end'"
    ),
    "until the start or end of a turn needs whose turn (of), and only then": (
        "hasta el inicio o el final de un turno necesita de quién (of), y solo entonces"
    ),
    # the dialog
    "Duration (2, 2s, e, s, r; empty: until removed)": (
        "Duración (2, 2s, e, s, r; vacío: hasta que se quite)"
    ),
    "2 = 2 rounds (2s: counted at the start of its turn) · e / s = until the end / "
    "start of {name}'s next turn (e NAME: another's) · r = until the end of the round": (
        "2 = 2 rondas (2s: contadas al inicio de su turno) · e / s (o f / i) = hasta el "
        "final / inicio del próximo turno de {name} (e NOMBRE: de otro) · r = hasta el "
        "final de la ronda"
    ),
    "rounds must be 1..999 (got {number})": "las rondas deben ser 1..999 (se leyó {number})",
    "nobody has the turn: type whose turn (e NAME)": (
        "nadie tiene el turno: escribe de quién (e NOMBRE)"
    ),
    "nobody in the fight is called {name}": "nadie en el combate se llama {name}",
    "{name} fits more than one combatant: type more": (
        "{name} vale para más de un combatiente: escribe más"
    ),
    "type a number of rounds (2, or 2s counted at the start), e or s (end or start "
    "of the turn holder's turn, or e NAME), r (end of round), or nothing (until removed)": (
        "escribe un número de rondas (2, o 2s contadas al inicio), e o s (final o inicio "
        "del turno de quien lo tiene, o e NOMBRE), r (final de la ronda) o nada (hasta que "
        "se quite)"
    ),
    "No condition to repeat yet: add one with c.": (
        "Aún no hay estado que repetir: añade uno con c."
    ),
    "Again": "Repetir",
    "the last condition again, on the selected": (
        "el último estado otra vez, en el seleccionado (o los marcados)"
    ),
}

CATALOG.update(
    {
        # the recap
        "Recap": "Resumen",
        "write the session recap next to the party file": (
            "escribe el resumen de la sesión junto al archivo del grupo"
        ),
        "No party file: the recap goes next to it.": (
            "No hay archivo del grupo: el resumen va junto a él."
        ),
        "{path} exists. Replace it with tonight's recap?": (
            "{path} ya existe. ¿Reemplazarlo por el resumen de esta noche?"
        ),
        "Recap not written: {problem}": "Resumen no escrito: {problem}",
        "Recap written: {path}": "Resumen escrito: {path}",
        "Print a Markdown recap of the fights in a party file.": (
            "Imprime un resumen en Markdown de los combates de un archivo de grupo."
        ),
        "only fight N (1 is the first)": "solo el combate N (1 es el primero)",
        "the GM's copy: include secret rolls and hidden combatants": (
            "la copia del máster: con las tiradas secretas y los combatientes ocultos"
        ),
        "the party": "el grupo",
        "no fight {number} in the journal (fights: {count})": (
            "no hay combate {number} en el diario (combates: {count})"
        ),
        "Recap: {name}": "Resumen: {name}",
        "_GM's copy: with secret rolls and hidden combatants._": (
            "_Copia del máster: con tiradas secretas y combatientes ocultos._"
        ),
        "No fights in the journal yet (it is written as operations are applied).": (
            "Aún no hay combates en el diario (se escribe al aplicar cada acción)."
        ),
        "round {number}": "ronda {number}",
        "rounds {first} to {last}": "rondas {first} a {last}",
        "ended": "terminado",
        "still running": "en curso",
        "Fight {number}": "Combate {number}",
        "**Party:** {names}": "**Grupo:** {names}",
        "**Enemies:** {names}": "**Enemigos:** {names}",
        "Combatant": "Combatiente",
        "Damage dealt": "Daño hecho",
        "Damage taken": "Daño recibido",
        "Healed": "Curado",
        "Criticals": "Críticos",
        "Fumbles": "Pifias",
        "Fallen": "Caídos",
        "down": "caído",
        "dead": "muerto",
        "{name}: {how} in round {number}": "{name}: {how} en la ronda {number}",
        ", by {name}": ", por {name}",
        "Resources spent": "Recursos gastados",
        "XP awarded": "PX otorgados",
        "Log": "Registro",
        "Round {number}": "Ronda {number}",
    }
)
