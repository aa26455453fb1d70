"""The players' page's fixed words, in the console's one mechanism (gettext).

The view carries the table for its language (``view["labels"]``), so the page has no
translations of its own beyond the few words it needs before the first view arrives.
The English words are the message ids; their Spanish is in gmconsole.po, in the context
"players' page" (the page's words may differ from the console's; the same thing keeps
one word, EZD6's "strikes" on the page, in the console and in the recap).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.i18n import LANGUAGES, translations

if TYPE_CHECKING:
    from gmconsole.systems.players_view import HealthWord

CONTEXT = "players' page"
"""The gettext context of the page's words (``msgctxt`` in gmconsole.po)."""

LABELS: dict[str, str] = {
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
    "passed": "passed",
    "delayed": "delaying",
    "connecting": "Connecting…",
    "reconnecting": "Connection lost: reconnecting…",
    "open_rolls": "GM rolls in the open (from when turned on)",
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
    "unseen_enemy": "an unseen enemy",
    "new_fight": "A new fight",
}
"""The page's words by key, in English."""


def labels_for(lang: str) -> dict[str, str]:
    """The table in ``lang``; an unknown language gets English."""
    return {key: page_word(text, lang) for key, text in LABELS.items()}


def page_word(text: str, lang: str) -> str:
    """One of the page's words in ``lang`` (English for an unknown language)."""
    return translations(lang if lang in LANGUAGES else "en").pgettext(CONTEXT, text)


HEALTH_LABELS: dict[HealthWord, str] = {
    "unhurt": "unhurt",
    "hurt": "hurt",
    "badly_hurt": "badly hurt",
    "down": "down",
    "dead": "dead",
}
"""The health words (``gmconsole.systems.players_view``; each system's thresholds in its
``public.py``, as RULINGS' "Health in words (the players' view)" says them) in English;
in Spanish, gmconsole.po's context "players' page"."""


def health_label(word: HealthWord, lang: str) -> str:
    """The word as players read it, in ``lang`` ("es" or "en"; anything else is "en")."""
    return page_word(HEALTH_LABELS[word], lang)
