"""Spanish for the fight preview (``P``): its panel, its key and the systems' model lines.

Kept apart from ``es.py`` so the preview's texts stay in one place; i18n loads it with the
core catalogs.
"""

CATALOG: dict[str, str] = {
    # --- main_screen.py: the key -----------------------------------------------------------
    "Preview": "Previsión",
    "how the fight may go (simulated)": "cómo puede ir el combate (simulado)",
    # --- widgets/fight_preview.py -----------------------------------------------------------
    "Fight preview": "Previsión del combate",
    "Target rule": "Regla de objetivo",
    "Nobody in the fight.": "No hay nadie en el combate.",
    "Simulating...": "Simulando...",
    "{count} simulated fights": "{count} combates simulados",
    "1 simulated fight": "1 combate simulado",
    "Party wins": "Gana el grupo",
    "Enemies win": "Ganan los enemigos",
    "Going after {rounds} rounds": "Sigue tras {rounds} rondas",
    "Rounds left": "Rondas que quedan",
    "Chance to go down · to die": "Probabilidad de caer · de morir",
    "Chance to go down": "Probabilidad de caer",
    "Target: {rule} (r switches) · escape closes": ("Objetivo: {rule} (r cambia) · escape cierra"),
    # --- fight_odds.py ------------------------------------------------------------------------
    "weakest": "el más débil",
    "most dangerous": "el más peligroso",
    "random": "al azar",
    "This system has no fight preview.": "Este sistema no tiene previsión del combate.",
    # --- systems/*/preview.py: the model in one line, or why there is none -------------------
    "Each attacks the {rule} opponent with its best weapon (shots at short range, no "
    "cover); no tokens, specialization, healing or movement; nobody strikes the fallen.": (
        "Cada uno ataca al rival {rule} con su mejor arma (disparos a distancia corta, sin "
        "cobertura); sin token, especialización, curación ni movimiento; nadie golpea al "
        "caído."
    ),
    "Each attacks the {rule} opponent in reach at difficulty 3, chains spill; no karma, "
    "hero dice, helpers or healing; melee with nobody in reach closes in; those out of "
    "combat stay out.": (
        "Cada uno ataca al rival {rule} a su alcance con dificultad 3, las cadenas se "
        "reparten; sin Karma, Dados de Héroe, ayudantes ni curación; quien lucha cuerpo a "
        "cuerpo sin nadie a su alcance se acerca; quien está fuera de combate no entra."
    ),
    "FIDS has no fight preview: its text gives no damage rule (harm is the GM's call).": (
        "FIDS no tiene previsión del combate: su texto no da regla de daño (el daño lo "
        "decide el DJ)."
    ),
    "Eclipse Phase has no fight preview: the text the console follows gives no damage "
    "rule (weapons, armour and wounds are not in it).": (
        "Eclipse Phase no tiene previsión del combate: el texto que sigue la consola no da "
        "regla de daño (no trae armas, blindaje ni heridas)."
    ),
}
