"""RyF in Spanish: the console's words for RyF, in the reference text's terms (tirada
enfrentada, dado objetivo, pifia, crítico, Defensa, PV, token, especialización, PX)."""

from __future__ import annotations

CATALOG: dict[str, str] = {
    # --- adapter: resources, combat box, log lines, refusals ------------------------------
    "Start a new in-game day (specializations reset)?": (
        "¿Empieza un nuevo día de juego? (las especializaciones vuelven a estar disponibles)"
    ),
    "HP": "PV",
    "{name}: HP {before} -> {after}": "{name}: PV {before} -> {after}",
    "{name}: HP {before} -> {after} ({state})": "{name}: PV {before} -> {after} ({state})",
    "New day: every specialization can be used again": (
        "Nuevo día: todas las especializaciones se pueden usar de nuevo"
    ),
    "{weapon} · {brawl} vs Pelea": "{weapon} · {brawl} contra Pelea",
    "with the GM": "en manos del máster",
    "with the player": "en manos del jugador",
    "{name}: token now with the player": "{name}: el token vuelve al jugador",
    "{name}: token now with the GM": "{name}: el token pasa al máster",
    "{name}: specialization used today: {used}": "{name}: especialización usada hoy: {used}",
    "{name}: XP {before} -> {after}": "{name}: PX {before} -> {after}",
    "{name}: initiative D {dexterity} + P {perception} + {roll}": (
        "{name}: iniciativa D {dexterity} + P {perception} + {roll}"
    ),
    "Defence": "Defensa",
    " (used today)": " (usada hoy)",
    "Token": "Token",
    "Specialization used": "Especialización usada",
    "Specialization": "Especialización",
    "XP": "PX",
    "yes": "sí",
    "no": "no",
    "GM": "máster",
    "player": "jugador",
    "{name} is at full HP ({hp})": "{name} tiene todos sus PV ({hp})",
    "select a character first": "selecciona primero un personaje",
    "Skills": "Habilidades",
    "Weapon": "Arma",
    "HP is {hp} ({low}..{high})": "PV es {hp} ({low}..{high})",
    "XP must be 0..10000": "los PX deben estar entre 0 y 10000",
    # attributes and health states (shown through t(name))
    "strength": "Fuerza",
    "resistance": "Resistencia",
    "dexterity": "Destreza",
    "intelligence": "Inteligencia",
    "perception": "Percepción",
    "charisma": "Carisma",
    "ok": "bien",
    "wounded": "incapacitado",
    "unconscious": "inconsciente",
    "dead": "muerto",
    "fine": "bien",
    "target die -1 level": "dado objetivo -1 nivel",
    "HP <= 0": "PV <= 0",
    "HP <= -20": "PV <= -20",
    # --- experience ---------------------------------------------------------------------
    "Experience: {name} has {xp} XP": "Experiencia: {name} tiene {xp} PX",
    "Award XP": "Otorgar PX",
    "Raise a skill": "Subir una habilidad",
    "XP to award ({low}..{high}; 7 is usual)": "PX a otorgar ({low}..{high}; lo habitual es 7)",
    "Award XP to {name}": "Otorgar PX a {name}",
    "Raise a skill ({xp} XP available)": "Subir una habilidad ({xp} PX disponibles)",
    "{name} earns {amount} XP (now {xp})": "{name} gana {amount} PX (ahora {xp})",
    "{name} raises {skill} {before} -> {after} for {after} XP ({left} left)": (
        "{name} sube {skill} {before} -> {after} por {after} PX (le quedan {left})"
    ),
    "XP is kept at most {max} (now {xp})": "los PX llegan como mucho a {max} (ahora {xp})",
    # --- operations: rolls, attacks, refusals -------------------------------------------
    "opposed: {a} vs {b}: {verdict}{note}": "tirada enfrentada: {a} contra {b}: {verdict}{note}",
    " [level: {level}]": " [nivel: {level}]",
    "A's throws, then B's (3d10 each; a 10 explodes)": (
        "las tiradas de A, luego las de B (3d10 cada una; un 10 explota)"
    ),
    "tie (roll again, or the GM accepts it)": "empate (se tira de nuevo, o el máster lo acepta)",
    "{name} wins": "gana {name}",
    " (both rolled a natural 1: a tie whatever the totals)": (
        " (ambos sacan un 1 natural: empate, sean cuales sean los totales)"
    ),
    " ({name}'s natural 1 loses whatever the totals)": (
        " (el 1 natural de {name} pierde, sean cuales sean los totales)"
    ),
    " ({name}'s fumble (pifia) loses whatever the totals)": (
        " (la pifia de {name} pierde, sean cuales sean los totales)"
    ),
    "{band} range ({bands} m){cover} = {difficulty}": (
        "distancia {band} ({bands} m){cover} = {difficulty}"
    ),
    "defence {against}: D {dexterity} + {skill} {value} + {plus}{hard} = {difficulty}": (
        "Defensa {against}: D {dexterity} + {skill} {value} + {plus}{hard} = {difficulty}"
    ),
    "the attack (3d10 a throw; a 10 explodes into another throw)": (
        "el ataque (3d10 por tirada; un 10 explota en otra tirada)"
    ),
    "{name} is not a player character: no token": "{name} no es un personaje jugador: sin token",
    "{name}'s token is with the GM": "el token de {name} está en manos del máster",
    "the GM does not hold {name}'s token": "el máster no tiene el token de {name}",
    "not a RyF character": "no es un personaje de RyF",
    "{name} has no {attribute}": "{name} no tiene {attribute}",
    "the roll (3d10 a throw)": "la tirada (3d10 por tirada)",
    "the roll (3d10 a throw; a 10 explodes)": "la tirada (3d10 por tirada; un 10 explota)",
    "a combatant cannot attack itself": "un combatiente no puede atacarse a sí mismo",
    "no weapon #{number}": "no hay arma n.º {number}",
    "switched by the GM": "cambiada por el máster",
    "against brawl": "contra Pelea",
    "against a weapon": "contra un arma",
    "damage {damage} (a maximum rolls again)": "daño {damage} (un máximo se vuelve a tirar)",
    "{attacker} attacks {target} with {weapon} ({why}): {roll}": (
        "{attacker} ataca a {target} con {weapon} ({why}): {roll}"
    ),
    "{name} fumbles (pifia): the GM narrates the mishap": (
        "{name} hace una pifia: el máster narra el percance"
    ),
    "natural 1: the attack fails whatever the total": (
        "1 natural: el ataque falla, sea cual sea el total"
    ),
    "{name} takes {damage}": "{name} recibe {damage}",
    "the token is handed to the GM or returned, not both": (
        "el token se entrega al máster o se devuelve, no ambas cosas"
    ),
    "{name}'s specialization is not this skill": (
        "la especialización de {name} no es esta habilidad"
    ),
    "the specialization was already used today (g: new day)": (
        "la especialización ya se usó hoy (g: nuevo día)"
    ),
    "an opposed roll needs two different combatants": (
        "una tirada enfrentada necesita dos combatientes distintos"
    ),
    "a ranged attack has no defence skill (band and cover decide)": (
        "un ataque a distancia no tiene habilidad de Defensa (deciden la distancia y la cobertura)"
    ),
    "beyond {weapon}'s long range it cannot harm": (
        "más allá de la distancia larga de {weapon} no puede dañar"
    ),
    " + cover": " + cobertura",
    " (hard)": " (partida dura)",
    "{name}: {ammo} {before} -> {after}": "{name}: {ammo} {before} -> {after}",
    "{weapon} names the counter {ammo}, which {name} does not have": (
        "{weapon} usa el contador {ammo}, que {name} no tiene"
    ),
    "no {ammo} left: {weapon} cannot shoot (the sidebar refills {ammo})": (
        "no quedan {ammo}: {weapon} no puede disparar (el panel lateral repone {ammo})"
    ),
    "Ammunition: {ammo} {value} (the shot spends one)": (
        "Munición: {ammo} {value} (el disparo gasta una)"
    ),
    # --- panel ---------------------------------------------------------------------------
    "attack": "ataque",
    "skill roll": "tirada de habilidad",
    "attribute roll": "tirada de atributo",
    "opposed roll": "tirada enfrentada",
    "Mode": "Modo",
    "Actor": "Quién actúa",
    "Target / opponent": "Objetivo / oponente",
    "Range band": "Distancia",
    "Cover": "Cobertura",
    "Defence skill": "Habilidad de Defensa",
    "Skill": "Habilidad",
    "Opponent's skill": "Habilidad del oponente",
    "Attribute": "Atributo",
    "Difficulty": "Dificultad",
    "Token handed to the GM (+1 level)": "Token entregado al máster (+1 nivel)",
    "Specialization (high, once a day)": "Especialización (alto, una vez al día)",
    "GM returns the token (-1 level)": "El máster devuelve el token (-1 nivel)",
    "Opponent's choice": "Elección del oponente",
    "none": "ninguna",
    "token handed to the GM (+1 level)": "token entregado al máster (+1 nivel)",
    "specialization (high, once a day)": "especialización (alto, una vez al día)",
    "short (15)": "corta (15)",
    "medium (20)": "media (20)",
    "long (25)": "larga (25)",
    "beyond long": "más allá de larga",
    "short": "corta",
    "medium": "media",
    "long": "larga",
    "ranged": "a distancia",
    "yes (+5)": "sí (+5)",
    "{skill} {value} (matches the attack)": "{skill} {value} (la que corresponde al ataque)",
    "{skill} {value} (the GM's switch)": "{skill} {value} (cambio del máster)",
    "{attacker} attacks {target} with {weapon}: 1o3d10 {level} + {bonus}": (
        "{attacker} ataca a {target} con {weapon}: 1o3d10 {level} + {bonus}"
    ),
    "Needs {difficulty}: {why}": "Necesita {difficulty}: {why}",
    "On a hit: damage {damage} (maxima explode; x2 on a critical: a hit totalling 30+; "
    "three 1s fumble on the first throw only)": (
        "Si impacta: daño {damage} (los máximos explotan; x2 con un crítico: un impacto "
        "con total 30+; tres 1 son pifia solo en la primera tirada)"
    ),
    "{label}: 1o3d10 {level} + {bonus} vs {difficulty} ({rule})": (
        "{label}: 1o3d10 {level} + {bonus} contra {difficulty} ({rule})"
    ),
    "{weapon} {damage} prec {precision} ({kind})": "{weapon} {damage} prec {precision} ({kind})",
    "Highest total wins (10s explode); a tie rolls again or the GM accepts it.": (
        "Gana el total más alto (los 10 explotan); un empate se vuelve a tirar o el máster "
        "lo acepta."
    ),
    "A natural 1 (or a fumble) loses whatever the totals, unless both sides roll one (a "
    "tie); the odds include it.": (
        "Un 1 natural (o una pifia) pierde sean cuales sean los totales, salvo que ambos lo "
        "saquen (empate); las probabilidades lo incluyen."
    ),
    "A wins {a} · B wins {b} · tie {tie}": "gana A {a} · gana B {b} · empate {tie}",
    "no explosion": "sin explosión",
    "10s explode, natural 1 fails": "los 10 explotan, un 1 natural falla",
    "expected damage {mean} ({on_hit} on a hit)": "daño esperado {mean} ({on_hit} si impacta)",
    "{name} is already down (HP {hp})": "{name} ya está caído (PV {hp})",
    "Chance to down {name} (HP {hp} -> 0 or less): {down}": (
        "Probabilidad de derribar a {name} (PV {hp} -> 0 o menos): {down}"
    ),
    "{down} · dead (HP -20 or less): {dead}": "{down} · muerto (PV -20 o menos): {dead}",
    "Hit {hit} · critical {critical} · {mean}": "Impacto {hit} · crítico {critical} · {mean}",
    # --- help: the rulings summary ---------------------------------------------------------
    "1o3d10: roll 3d10, keep the target die: low, median (default) or high.": (
        "1o3d10: se tiran 3d10 y se guarda el dado objetivo: bajo, medio (por defecto) o alto."
    ),
    "Levels in order: unskilled (skill 0) low; specialization high (once a day); then "
    "token +1, wounded (HP <= 10) -1, GM returns the token -1; clamped.": (
        "Niveles en orden: sin habilidad (habilidad 0) bajo; especialización alto (una vez "
        "al día); después token +1, incapacitado (PV <= 10) -1, el máster devuelve el token "
        "-1; sin pasar de bajo ni de alto."
    ),
    "Skill roll: target die + attribute + skill (+ precision) vs easy 10, medium 15, "
    "hard 20, unusual 25, impossible 30. A natural 1 always fails; three 1s on the first "
    "throw fumble (never the throws of an explosion); 30+ on a successful skill roll or "
    "attack is a critical (damage x2), never on a failed, attribute, opposed or "
    "initiative roll.": (
        "Tirada de habilidad: dado objetivo + atributo + habilidad (+ precisión) contra "
        "fácil 10, media 15, difícil 20, insólito 25, imposible 30. Un 1 natural siempre "
        "falla; tres 1 en la primera tirada son pifia (nunca en las tiradas de una "
        "explosión); 30+ en una tirada de habilidad o ataque con éxito es crítico (daño x2), "
        "nunca en una tirada fallida, de atributo, enfrentada o de iniciativa."
    ),
    "A target die of 10 explodes in skill and opposed rolls: add 10, roll again.": (
        "Un dado objetivo de 10 explota en tiradas de habilidad y enfrentadas: se suma 10 y "
        "se vuelve a tirar."
    ),
    "Attribute roll: attribute x 2 + target die; no explosion.": (
        "Tirada de atributo: atributo x 2 + dado objetivo; sin explosión."
    ),
    "Opposed roll: each side 1o3d10 + attribute + skill; the higher total wins; a natural "
    "1 (or fumble) loses whatever the totals unless both sides roll one; a tie rolls "
    "again or the GM accepts it. Tokens are the players' only.": (
        "Tirada enfrentada: cada lado 1o3d10 + atributo + habilidad; gana el total más alto; "
        "un 1 natural (o una pifia) pierde sean cuales sean los totales salvo que ambos lo "
        "saquen; un empate se vuelve a tirar o el máster lo acepta. Solo los jugadores "
        "tienen token."
    ),
    "Initiative: D + P + 1o3d10, no explosion; ties to higher D + P.": (
        "Iniciativa: D + P + 1o3d10, sin explosión; los empates, al mayor D + P."
    ),
    "Attack: F + melee skill + precision vs defence D + melee skill + 5 (+6 hard option); "
    "the defence uses the skill that matches the attack (melee weapons against a weapon, "
    "brawl against brawl); the GM may switch it to the defender's other melee skill.": (
        "Ataque: F + habilidad cuerpo a cuerpo + precisión contra Defensa D + habilidad "
        "cuerpo a cuerpo + 5 (+6 en partidas duras); la Defensa usa la habilidad que "
        "corresponde al ataque (Armas cuerpo a cuerpo contra un arma, Pelea contra Pelea); "
        "el máster puede cambiarla a la otra habilidad cuerpo a cuerpo del defensor."
    ),
    "Ranged: D + ranged skill + precision vs short 15, medium 20, long 25; cover +5.": (
        "A distancia: D + Armas a distancia + precisión contra corta 15, media 20, larga 25; "
        "cobertura +5."
    ),
    "Damage: weapon dice, maxima explode; brawl 1d6-2; below 0 is 0; critical x2.": (
        "Daño: los dados del arma, los máximos explotan; Pelea 1d6-2; menos de 0 es 0; crítico x2."
    ),
    "HP = resistance x 4; <= 10 wounded, <= 0 unconscious, <= -20 dead.": (
        "PV = Resistencia x 4; <= 10 incapacitado, <= 0 inconsciente, <= -20 muerto."
    ),
    "XP: raising a skill to N costs N XP.": "PX: subir una habilidad a N cuesta N PX.",
    # --- model.py: party-file error lines (keys stay as the file writes them) -------------
    "must look like 1d10, 2d6 or 1d6-2": "debe tener la forma 1d10, 2d6 o 1d6-2",
    "a ranged weapon needs bands = [short, medium, long]": (
        "un arma a distancia necesita bands = [corta, media, larga]"
    ),
    "only ranged weapons (skill = ranged_weapons) have bands": (
        "solo las armas a distancia (skill = ranged_weapons) tienen bands"
    ),
    "only ranged weapons (skill = ranged_weapons) use ammunition": (
        "solo las armas a distancia (skill = ranged_weapons) usan munición"
    ),
    "must be [short, medium, long] metres, short <= medium <= long": (
        "debe ser [corta, media, larga] en metros, corta <= media <= larga"
    ),
    "must be <= the maximum (resistance x 4, or max_hp) = {max}": (
        "debe ser <= el máximo (Resistencia x 4, o max_hp) = {max}"
    ),
    "weapons[{index}].ammo: the character has no counter named {ammo}": (
        "weapons[{index}].ammo: el personaje no tiene ningún contador llamado {ammo}"
    ),
    "needs options.charisma = true": "necesita options.charisma = true",
    # --- operations' names (undo / redo) --------------------------------------------------
    "XP award": "PX concedidos",
    "skill raised": "habilidad subida",
    # --- experience.py ------------------------------------------------------------------------
    "{skill} {old} -> {new}: {cost} XP": "{skill} {old} -> {new}: {cost} PX",
}
