"""Spanish for the groups of enemies (gmconsole/state/groups.py, screens/group_actions.py,
widgets/tracker_rows.py). Terms: ``grupo`` is already the players' party, so a group of
enemies is a ``bloque`` (a block of identical enemies: one initiative, one turn, one row);
``en pie`` is up (not down or dead)."""

CATALOG: dict[str, str] = {
    # --- the party file's checks ---------------------------------------------------------
    "a group's members stand on one side ({side})": (
        "los miembros de un bloque están en un mismo bando ({side})"
    ),
    "a group's members share one initiative ({value}, as {name})": (
        "los miembros de un bloque comparten una iniciativa ({value}, como {name})"
    ),
    # --- the log -------------------------------------------------------------------------
    "{group} joins with initiative {value}": "{group} entra con iniciativa {value}",
    "{group} joins: no initiative yet (the order is not set)": (
        "{group} entra: aún sin iniciativa (el orden no está fijado)"
    ),
    # --- the tracker ---------------------------------------------------------------------
    "×{count} · {up} up": "×{count} · {up} en pie",
    "Open group": "Abrir bloque",
    "Close group": "Cerrar bloque",
    "tracker: → opens a group's row (its members under it), ← closes it": (
        "iniciativa: → abre la fila de un bloque (sus miembros debajo), ← la cierra"
    ),
    # --- the questions -------------------------------------------------------------------
    " · down": " · caído",
    "Damage {amount} to whom in {group}?": "¿Daño {amount} a quién de {group}?",
    "Healing {amount} to whom in {group}?": "¿Curación {amount} a quién de {group}?",
    "A condition on whom in {group}?": "¿Estado a quién de {group}?",
    "Who acts for {group}?": "¿Quién actúa por {group}?",
    "One by one: {count} rows, each its own initiative": (
        "Uno a uno: {count} filas, cada uno con su iniciativa"
    ),
    "As a group: one row, one initiative, one turn": (
        "En bloque: una fila, una iniciativa, un turno"
    ),
    "{count} × {name}": "{count} × {name}",
    " (as a group)": " (en bloque)",
}
