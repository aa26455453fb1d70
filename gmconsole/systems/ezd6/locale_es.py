"""EZD6 in Spanish: the console's words for EZD6, in the reference text's terms (strikes,
salvada milagrosa, tirada de armadura, Karma, Dado de Héroe, boon y bane, ayudante,
crítico, zonas Cerca/Lejos/Fuera de combate, acción, acción gratuita, correr, DM)."""

from __future__ import annotations

CATALOG: dict[str, str] = {
    # --- adapter: combat box, resources, tracker flags, log lines, refusals --------------
    "A night's rest (+1 strike to each party member)?": (
        "¿Una noche de descanso? (+1 strike a cada miembro del grupo)"
    ),
    "{name} is {problem}": "{name} está {problem}",
    " (loses the dash and the free action this round)": (
        " (pierde correr y la acción gratuita esta ronda)"
    ),
    "{name} loses this action (helped another)": "{name} pierde esta acción (ayudó a otro)",
    "{name}: strikes {before} -> {after}": "{name}: strikes {before} -> {after}",
    "A night's rest: +1 strike to {names}": "Una noche de descanso: +1 strike a {names}",
    "Zone: {zone} · used this round: {used}": "Zona: {zone} · usado esta ronda: {used}",
    "none": "ninguna",
    "nothing": "nada",
    "action": "acción",
    "free": "acción gratuita",
    "dash": "correr",
    "A": "A",
    "F": "G",
    "D": "C",
    "used {spent}": "usado {spent}",
    "{name}: {what} {before} -> {after}": "{name}: {what} {before} -> {after}",
    "{what} is {value} ({low}..{high})": "{what} es {value} ({low}..{high})",
    "strikes": "strikes",
    "karma": "Karma",
    "hero dice": "Dados de Héroe",
    "{name}: wealth -> {level}": "{name}: riqueza -> {level}",
    "wealth is already {level}": "la riqueza ya es {level}",
    " (down)": " (caído)",
    "Strikes": "Strikes",
    "Armour save": "Tirada de armadura",
    "Miraculous save": "Salvada milagrosa",
    "Karma": "Karma",
    "Hero dice": "Dados de Héroe",
    "Wealth": "Riqueza",
    "Attack": "Ataque",
    "Inclination": "Inclinación",
    "{kind}, {strikes} a hit": "{kind}, {strikes} por impacto",
    "ranged": "a distancia",
    "melee": "cuerpo a cuerpo",
    "{name} has all strikes ({strikes})": "{name} tiene todos sus strikes ({strikes})",
    "every party member already has all strikes": (
        "todos los miembros del grupo tienen ya todos sus strikes"
    ),
    "Pauper": "Paupérrimo",
    "Cash poor": "Pobre",
    "Moderate": "Moderado",
    "Wealthy": "Adinerado",
    "Lordly": "Noble",
    "Kingly": "Rey",
    "Near": "Cerca",
    "Far": "Lejos",
    "Out of combat": "Fuera de combate",
    "down": "caído",
    "dead": "muerto",
    # --- operations: log lines, dice prompts, refusals, warnings --------------------------
    "{name}: karma {before} -> {after}": "{name}: Karma {before} -> {after}",
    "{name}: hero dice {before} -> {after}": "{name}: Dados de Héroe {before} -> {after}",
    "the roll ({count}d6)": "la tirada ({count}d6)",
    "{name} attacks {target}: {roll}": "{name} ataca a {target}: {roll}",
    "{name} task: {roll}": "{name}, tarea: {roll}",
    "{name} is not in the fight": "{name} no está en el combate",
    "{name} is the target": "{name} es el objetivo",
    "{name} is on the other side": "{name} es del otro bando",
    "{name} is {state}": "{name} está {state}",
    "the miraculous save": "la salvada milagrosa",
    "hero die #{number}": "Dado de Héroe n.º {number}",
    "a combatant cannot attack itself": "un combatiente no puede atacarse a sí mismo",
    "{name}'s armour save": "tirada de armadura de {name}",
    "save_karma/save_hero: more armour save dice than were rolled": (
        "save_karma/save_hero: más dados de armadura de los que se tiraron"
    ),
    "helped by {names} (they lose their next action)": (
        "con la ayuda de {names} (pierden su próxima acción)"
    ),
    " ({karma} karma raised chain dice to 6)": (
        " ({karma} de Karma subieron dados de la cadena a 6)"
    ),
    "1 strike dealt": "1 strike causado",
    "{count} strikes dealt": "{count} strikes causados",
    " (only critical chain strikes spill over)": (
        " (solo los strikes de la cadena de críticos pasan a otro objetivo)"
    ),
    "{name} drinks a potion: strikes {before} -> {after}": (
        "{name} toma una poción: strikes {before} -> {after}"
    ),
    "{name} buys a hero die for {price} karma ({left} karma left)": (
        "{name} compra un Dado de Héroe por {price} de Karma (le quedan {left})"
    ),
    "a combatant cannot help itself": "un combatiente no puede ayudarse a sí mismo",
    "the target cannot help the attack": "el objetivo no puede ayudar al ataque",
    "a helper is listed twice": "un ayudante aparece dos veces",
    "GM's call: {warning}": "decisión del DM: {warning}",
    "karma on a chain die needs a critical hit": (
        "el Karma en un dado de la cadena necesita un impacto crítico"
    ),
    "save_karma/save_hero: there are no armour saves without a hit": (
        "save_karma/save_hero: sin impacto no hay tiradas de armadura"
    ),
    "spill_target: {name} is {reach}": "spill_target: {name} está {reach}",
    "critical chain die #{number}": "dado n.º {number} de la cadena de críticos",
    "karma given for more chain dice than were rolled": (
        "Karma para más dados de la cadena de los que se tiraron"
    ),
    "{name}'s hero die on armour save #{number}": (
        "Dado de Héroe de {name} en la tirada de armadura n.º {number}"
    ),
    "{name}: {saves}: strikes {before} -> {after}": "{name}: {saves}: strikes {before} -> {after}",
    "1 strike beyond what downs the target is lost": (
        "se pierde 1 strike más allá de los que derriban al objetivo"
    ),
    "{count} strikes beyond what downs the target are lost": (
        "se pierden {count} strikes más allá de los que derriban al objetivo"
    ),
    "{name} has all strikes": "{name} tiene todos sus strikes",
    "buying hero dice with karma is off in this party's options": (
        "comprar Dados de Héroe con Karma está desactivado en las opciones de este grupo"
    ),
    "hero dice are at most 9": "los Dados de Héroe son 9 como máximo",
    "an attack needs a target_cid": "un ataque necesita un target_cid",
    "spill_target must be another combatant": "spill_target debe ser otro combatiente",
    "a task has no target_cid, spill_target, chain_karma or saves": (
        "una tarea no tiene target_cid, spill_target, chain_karma ni tiradas de armadura"
    ),
    "helpers: {problem}": "ayudantes: {problem}",
    "{name} already used the free action this round": (
        "{name} ya usó la acción gratuita esta ronda"
    ),
    "{name} lost this action by helping": "{name} perdió esta acción al ayudar",
    "{name} already used the action this round": "{name} ya usó la acción esta ronda",
    "{name}'s turn already passed this round": "el turno de {name} ya pasó esta ronda",
    # --- order and zones ------------------------------------------------------------------
    "Move {name} to (takes the action)": "Mover a {name} a (gasta la acción)",
    "Surprise": "Sorpresa",
    "Turn order: {order}": "Orden de turno: {order}",
    " (its action was already spent)": " (su acción ya estaba gastada)",
    "Nobody is selected: add combatants first.": (
        "No hay nadie seleccionado: añade combatientes primero."
    ),
    "Near (melee reach)": "Cerca (alcance cuerpo a cuerpo)",
    "Far (ranged)": "Lejos (a distancia)",
    "No surprise: players first": "Sin sorpresa: primero los jugadores",
    "Players surprise": "Sorprenden los jugadores",
    "Enemies surprise: enemies first": "Sorprenden los enemigos: primero los enemigos",
    "no surprise: players first": "sin sorpresa: primero los jugadores",
    "players surprise: players first": "sorprenden los jugadores: primero los jugadores",
    "enemies surprise: enemies first": "sorprenden los enemigos: primero los enemigos",
    "{name} is already in {zone}": "{name} ya está en {zone}",
    "{name} dashes to {zone}: takes the action": "{name} corre a {zone}: gasta la acción",
    # --- panel -----------------------------------------------------------------------------
    "attack": "ataque",
    "task": "tarea",
    "miraculous save (normal)": "salvada milagrosa (normal)",
    "miraculous save (life-threatening)": "salvada milagrosa (a vida o muerte)",
    "drink a potion (free action)": "tomar una poción (acción gratuita)",
    "buy a hero die (5 karma)": "comprar un Dado de Héroe (5 de Karma)",
    "karma {karma} · hero dice {hero} · strikes {strikes}/{most}": (
        "Karma {karma} · Dados de Héroe {hero} · strikes {strikes}/{most}"
    ),
    "{name}: strikes {strikes}/{most}, armour {armour}; a hit deals {deals}": (
        "{name}: strikes {strikes}/{most}, armadura {armour}; un impacto causa {deals}"
    ),
    "Strikes landing after armour (chain included, without karma or hero dice): {landed}": (
        "Strikes que entran tras la armadura (con la cadena, sin Karma ni Dados de Héroe): {landed}"
    ),
    "Chance to down {name}: {odds} (exactly {exact})": (
        "Probabilidad de derribar a {name}: {odds} (exactamente {exact})"
    ),
    "Odds without karma or hero dice": "Probabilidades sin Karma ni Dados de Héroe",
    "Warning: {warnings}. Press again to roll anyway.": (
        "Aviso: {warnings}. Pulsa otra vez para tirar de todos modos."
    ),
    "Mode": "Modo",
    "Actor": "Quién actúa",
    "Target": "Objetivo",
    "Difficulty": "Dificultad",
    "Boons": "Boons",
    "Banes": "Banes",
    "Harm if the save fails (strikes)": "Daño si falla la salvada (strikes)",
    "Potion heals (strikes)": "La poción cura (strikes)",
    "keep highest": "el más alto",
    "keep lowest": "el más bajo",
    "one die": "un dado",
    "{count}d6 {keep} vs {difficulty} (a 1 always fails, a 6 always hits)": (
        "{count}d6 {keep} contra {difficulty} (un 1 siempre falla, un 6 siempre acierta)"
    ),
    "Helpers (h to add or remove; own side, up, not the target): {names}": (
        "Ayudantes (h para añadir o quitar; del mismo bando, en pie, no el objetivo): {names}"
    ),
    "Critical failure (a kept 1): {odds}": "Fallo crítico (un 1 guardado): {odds}",
    "hero die for {price} karma": "Dado de Héroe por {price} de Karma",
    "spend a hero die to reroll the 1": "gasta un Dado de Héroe para repetir el 1",
    "spend {karma} karma to make the last chain die a 6": (
        "gasta {karma} de Karma para convertir en 6 el último dado de la cadena"
    ),
    "roll {name}'s armour saves ({strikes})": (
        "tira las tiradas de armadura de {name} ({strikes})"
    ),
    "{cost} karma": "{cost} de Karma",
    "a hero die to reroll the 1": "un Dado de Héroe para repetir el 1",
    "{name} spends {what} on armour save #{number}": (
        "{name} gasta {what} en la tirada de armadura n.º {number}"
    ),
    "send {strikes} of the critical chain to another target in reach": (
        "envía {strikes} de la cadena de críticos a otro objetivo al alcance"
    ),
    "clear all helpers": "quitar todos los ayudantes",
    "Helpers (each loses their next action)": "Ayudantes (cada uno pierde su próxima acción)",
    "Critical chain strikes go to (in reach)": (
        "Los strikes de la cadena de críticos van a (al alcance)"
    ),
    "no karma or hero dice to spend": "no tiene Karma ni Dados de Héroe que gastar",
    "{name} has no {what}": "{name} no tiene {what}",
    "armour saves": "tiradas de armadura",
    "target's hero die on a save": "Dado de Héroe del objetivo en una tirada",
    "target's karma on a save": "Karma del objetivo en una tirada",
    "critical chain strikes to another target in reach": (
        "strikes de la cadena de críticos a otro objetivo al alcance"
    ),
    "Press r or e again to roll anyway (the log says the GM allowed it)": (
        "Pulsa r o e otra vez para tirar de todos modos (el registro dice que el DM lo permitió)"
    ),
    "The GM decides: the first r or e asks, a second one rolls anyway": (
        "Decide el DM: la primera r o e pregunta, la segunda tira de todos modos"
    ),
    "d6 >= miraculous save {number} (a 1 fails)": "d6 >= salvada milagrosa {number} (un 1 falla)",
    "heals {strikes}, takes the free action": ("cura {strikes}, gasta la acción gratuita"),
    "{name} drinks a potion: +{strikes}": "{name} toma una poción: +{strikes}",
    "1 strike": "1 strike",
    "{count} strikes": "{count} strikes",
    "{name} buys a hero die for {price} karma": (
        "{name} compra un Dado de Héroe por {price} de Karma"
    ),
    "remove: {name}": "quitar: {name}",
    "add: {name}": "añadir: {name}",
    "spend 1 karma for +1 on the save die": ("gasta 1 de Karma para +1 en el dado de la salvada"),
    # --- help: the rulings summary ---------------------------------------------------------
    "Roll 1d6 vs difficulty 1..6; meet or beat it.": (
        "Tira 1d6 contra una dificultad de 1 a 6; iguálala o supérala."
    ),
    "Boon: one more die, keep the highest; bane: keep the lowest; they cancel. Each "
    "helper adds a die like a boon and loses their next action; helpers are the actor's "
    "own side, up, and not the target.": (
        "Boon: un dado más, se guarda el más alto; bane: se guarda el más bajo; se anulan. "
        "Cada ayudante añade un dado como un boon y pierde su próxima acción; los ayudantes "
        "son del bando de quien actúa, están en pie y no son el objetivo."
    ),
    "A kept 1 is a critical failure; a kept 6 always succeeds.": (
        "Un 1 guardado es un fallo crítico; un 6 guardado siempre tiene éxito."
    ),
    "Hero die: rerolls the die that showed the kept 1, then the roll is read again with "
    "the same keep rule (with a bane, 1 3 -> 6 3 keeps the 3); if a 1 is still kept, "
    "another hero die may be spent.": (
        "Dado de Héroe: repite el dado que mostró el 1 guardado y la tirada se vuelve a leer "
        "con la misma regla (con un bane, 1 3 -> 6 3 guarda el 3); si aún se guarda un 1, se "
        "puede gastar otro Dado de Héroe."
    ),
    "Karma after a roll (not on a 1): +1 to the kept die per point, chain dice included; "
    "karma that raises an attack's die to 6 starts the critical chain.": (
        "Karma tras una tirada (no sobre un 1): +1 al dado guardado por punto, también en "
        "los dados de la cadena; el Karma que sube a 6 el dado de un ataque empieza la "
        "cadena de críticos."
    ),
    "Combat: a hit deals 1 strike (special weapons 2, on a kept 6 too); a kept 6 rolls "
    "another die, each further 6 is one more strike. Only chain strikes beyond what "
    "downs the target may go to another target, and only one in reach.": (
        "Combate: un impacto causa 1 strike (armas especiales 2, también con un 6 guardado); "
        "un 6 guardado tira otro dado, cada 6 más es otro strike. Solo los strikes de la "
        "cadena que sobran tras derribar al objetivo pueden ir a otro objetivo, y solo a "
        "uno al alcance."
    ),
    "Armour save: one d6 per strike vs the armour number; a pass negates it.": (
        "Tirada de armadura: un d6 por strike contra el número de armadura; si se supera, "
        "anula el strike."
    ),
    "Miraculous save: normal pass = no harm; life-threatening pass = left at 1 strike, "
    "fail = unconscious or dead (GM's call).": (
        "Salvada milagrosa: normal, superada = sin daño; a vida o muerte, superada = queda a "
        "1 strike, fallada = inconsciente o muerto (decide el DM)."
    ),
    "A hero left without strikes by any path (d, an attack, the sidebar) is offered the "
    "life-threatening miraculous save; enemies are not (the panel still rolls one).": (
        "A un héroe que se queda sin strikes por cualquier vía (d, un ataque, la barra "
        "lateral) se le ofrece la salvada milagrosa a vida o muerte; a los enemigos no (el "
        "panel aún puede tirarla)."
    ),
    "{name} has no strikes left. Roll a life-threatening miraculous save "
    "({number}+)? A pass leaves them at 1 strike; a fail: unconscious or dead "
    "(the GM's call).": (
        "{name} se queda sin strikes. ¿Tirar la salvada milagrosa a vida o muerte "
        "({number}+)? Si la supera queda a 1 strike; si falla, inconsciente o muerto "
        "(decide el DM)."
    ),
    "Player characters may spend karma (not on a 1) and hero dice (on a 1) on armour and "
    "miraculous saves; enemies have neither.": (
        "Los personajes jugadores pueden gastar Karma (no sobre un 1) y Dados de Héroe "
        "(sobre un 1) en tiradas de armadura y salvadas milagrosas; los enemigos no tienen."
    ),
    "Reach: melee in Near reaches Near; ranged reaches Near and Far; nobody attacks or is "
    "attacked out of combat. The panel warns and asks (a second r or e) before an attack "
    "out of reach, on an ally or on someone down, and before acting again in a round or "
    "after losing the action; the log records the GM's call.": (
        "Alcance: cuerpo a cuerpo en Cerca alcanza Cerca; a distancia alcanza Cerca y Lejos; "
        "nadie ataca ni es atacado Fuera de combate. El panel avisa y pregunta (una segunda "
        "r o e) antes de un ataque fuera de alcance, a un aliado o a alguien caído, y antes "
        "de actuar otra vez en la ronda o tras perder la acción; el registro anota la "
        "decisión del DM."
    ),
    "Before the roll the panel shows the chance to hit and the exact chance to down the "
    "target (armour saves and the critical chain included, karma and hero dice not).": (
        "Antes de tirar, el panel muestra la probabilidad de acertar y la probabilidad exacta "
        "de derribar al objetivo (con tiradas de armadura y cadena de críticos, sin Karma ni "
        "Dados de Héroe)."
    ),
    "Turn order: players first in their chosen order, then enemies; surprise puts the "
    "surprising side first. Delaying loses the dash and the free action.": (
        "Orden de turno: primero los jugadores en el orden que elijan, después los enemigos; "
        "la sorpresa pone primero al bando que sorprende. Demorar el turno pierde correr y la "
        "acción gratuita."
    ),
    "Each round: move in the zone, 1 action, 1 free action. Zones near, far, out of "
    "combat; changing zone takes the action (dash).": (
        "Cada ronda: moverse en la zona, 1 acción, 1 acción gratuita. Zonas Cerca, Lejos, "
        "Fuera de combate; cambiar de zona gasta la acción (correr)."
    ),
    "A night's rest recovers 1 strike; a hero die can be bought for 5 karma (house option).": (
        "Una noche de descanso recupera 1 strike; un Dado de Héroe se puede comprar por 5 de "
        "Karma (opción de la casa)."
    ),
    # --- model.py: party-file error lines -------------------------------------------------
    "must be <= strikes_max ({max})": "debe ser <= strikes_max ({max})",
    # --- operations' names (undo / redo) --------------------------------------------------
    "surprise": "sorpresa",
    "zone change (dash)": "cambio de zona (correr)",
    "EZD6 roll": "tirada de EZD6",
    "miraculous save": "salvada milagrosa",
    "potion": "poción",
    "hero die bought with karma": "Dado de Héroe comprado con Karma",
    # --- the tracker's zone column and the panel's helpers ---------------------------------
    "near": "Cerca",
    "far": "Lejos",
    "out": "Fuera",
    "no helpers": "ninguno",
    "add a helper": "añadir un ayudante",
    "hero die": "Dado de Héroe",
    "resolve the strikes": "resolver los strikes",
    "send chain strikes to another target": "enviar los strikes de la cadena a otro objetivo",
    "hero die on a save": "Dado de Héroe en la salvada",
    "karma on a save": "Karma en la salvada",
    "deal the strikes ({name} has no armour)": ("aplica los strikes ({name} no tiene armadura)"),
    "d6 for {purpose} (one die)": "d6 para {purpose} (un dado)",
    "spend 1 karma for +1 on the kept die ({count} for a 6)": (
        "gasta 1 de Karma para +1 en el dado guardado ({count} para un 6)"
    ),
    "spend 1 karma for +1 on the kept die ({count} for a success)": (
        "gasta 1 de Karma para +1 en el dado guardado ({count} para un éxito)"
    ),
    "1 critical chain strike beyond what downs {name} is lost": (
        "se pierde 1 strike de la cadena de críticos más allá de los que derriban a {name}"
    ),
    "{count} critical chain strikes beyond what downs {name} are lost": (
        "se pierden {count} strikes de la cadena de críticos más allá de los que derriban a {name}"
    ),
    "{name} delayed this round: delaying loses the dash": (
        "{name} demoró su turno esta ronda: demorar pierde correr"
    ),
    "{name} already dashed this round": "{name} ya corrió esta ronda",
    "{warning} (the GM decides: the log says it was allowed)": (
        "{warning} (decide el DM: el registro dice que se permitió)"
    ),
    "strikes {strikes}/{most}": "strikes {strikes}/{most}",
}
