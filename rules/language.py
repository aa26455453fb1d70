"""The language of the explanations the rules write (Spanish or English).

The rules stay pure: no UI, no catalogs. Where a result's explanation is built, each
phrase is given in both languages, ``say("critical success", "éxito crítico")``, and the
console sets the language once at start-up with ``set_language``. The default is
English, so the rules used alone (tests, scripts) read as before.
"""

from __future__ import annotations

from rules.errors import RulesError

LANGUAGES = ("en", "es")
_language = "en"


def set_language(language: str) -> None:
    """Explanations from now on in ``language`` ("en" or "es")."""
    global _language
    if language not in LANGUAGES:
        raise RulesError(f"language: must be en or es (got {language!r})")
    _language = language


def language() -> str:
    return _language


def say(english: str, spanish: str) -> str:
    """The phrase in the current language."""
    return spanish if _language == "es" else english


def decimal(value: float, decimals: int = 1) -> str:
    """A decimal number as the current language writes it (``37.5`` / ``37,5``)."""
    text = f"{value:.{decimals}f}"
    return text.replace(".", ",") if _language == "es" else text
