"""The players' page's fixed words, in Spanish and English.

The view carries the table for its language (``view["labels"]``), so the page has no
translations of its own beyond the few words it needs before the first view arrives.
"""

from __future__ import annotations

LANGS = ("es", "en")

LABELS: dict[str, dict[str, str]] = {
    "es": {
        "title": "Vista de los jugadores",
        "round": "Ronda",
        "turn": "Turno de",
        "next": "Siguiente",
        "order": "Orden de turno",
        "party": "Grupo",
        "enemies": "Enemigos",
        "log": "Registro",
        "no_fight": "Sin combate",
        "nobody": "—",
        "acted": "ya actuó",
        "delayed": "espera",
        "rounds": "rondas",
        "round_one": "ronda",
        "until_removed": "hasta que se quite",
        "connecting": "Conectando…",
        "reconnecting": "Conexión perdida: reconectando…",
        "open_rolls": "Tiradas del DJ a la vista",
        "enemy": "enemigo",
        "ally": "grupo",
        "near": "cerca",
        "far": "lejos",
        "out": "fuera",
        "zone": "Zona",
        "hp": "PV",
        "strikes": "Golpes",
        "energy": "Energía",
        "misfortune": "Infortunio (DJ)",
        "karma": "Karma",
        "hero_dice": "Dados de héroe",
        "token": "Token",
        "token_player": "con el jugador",
        "token_gm": "con el DJ",
        "durability": "Daño",
        "wounds": "Heridas",
    },
    "en": {
        "title": "Players' view",
        "round": "Round",
        "turn": "Turn",
        "next": "Next",
        "order": "Turn order",
        "party": "Party",
        "enemies": "Enemies",
        "log": "Log",
        "no_fight": "No fight",
        "nobody": "—",
        "acted": "acted",
        "delayed": "delaying",
        "rounds": "rounds",
        "round_one": "round",
        "until_removed": "until removed",
        "connecting": "Connecting…",
        "reconnecting": "Connection lost: reconnecting…",
        "open_rolls": "GM rolls in the open",
        "enemy": "enemy",
        "ally": "party",
        "near": "near",
        "far": "far",
        "out": "out",
        "zone": "Zone",
        "hp": "HP",
        "strikes": "Strikes",
        "energy": "Energy",
        "misfortune": "Misfortune (GM)",
        "karma": "Karma",
        "hero_dice": "Hero dice",
        "token": "Token",
        "token_player": "with the player",
        "token_gm": "with the GM",
        "durability": "Damage",
        "wounds": "Wounds",
    },
}


def labels_for(lang: str) -> dict[str, str]:
    """The table for ``lang``; an unknown language gets English."""
    return LABELS.get(lang, LABELS["en"])
