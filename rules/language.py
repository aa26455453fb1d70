"""The language of the explanations the rules write (Spanish or English).

The rules stay pure: no UI, nothing of the console, only the standard library. They
translate as the console does, with ``gettext``, in their own domain ``rules``
(``rules/locale/es/LC_MESSAGES/rules.po``, compiled to the committed ``.mo`` by
``scripts/translations.py``): the English text is the message id,
``say("critical success")``, ``say("{name}'s fumble loses", name=...)``;
``say_n("{n} helper", "{n} helpers", n)`` chooses the plural form; ``say_in(context,
text)`` tells apart one English word with two Spanish ones (RyF's "hard" difficulty is
"difícil", Eclipse Phase's "dura"). The console sets the language once at start-up
with ``set_language``; the default is English, so the rules used alone (tests,
scripts) read as before.
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import Any

from rules.errors import RulesError

LANGUAGES = ("en", "es")
_LOCALE = Path(__file__).with_name("locale")
_language = "en"
_loaded: dict[str, gettext.NullTranslations] = {}


def set_language(language: str) -> None:
    """Explanations from now on in ``language`` ("en" or "es")."""
    global _language
    if language not in LANGUAGES:
        raise RulesError(f"language: must be en or es (got {language!r})")
    _language = language


def language() -> str:
    return _language


def _catalog() -> gettext.NullTranslations:
    found = _loaded.get(_language)
    if found is None:
        found = gettext.NullTranslations()  # English: the texts are the message ids
        if _language != "en":
            found = gettext.translation("rules", _LOCALE, [_language], fallback=True)
        _loaded[_language] = found
    return found


def say(text: str, /, **values: Any) -> str:
    """``text`` in the current language, with its ``{name}`` fields filled in."""
    text = _catalog().gettext(text)
    return text.format(**values) if values else text


def say_n(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """``singular`` or ``plural`` as the language says ``n`` of a thing, ``{n}`` and the
    other fields filled in (gettext's ``ngettext``)."""
    return _catalog().ngettext(singular, plural, n).format(n=n, **values)


def say_in(context: str, text: str, /) -> str:
    """``text`` in the current language as ``context`` means it (gettext's
    ``pgettext``): a word from a table, e.g. a difficulty's name."""
    return _catalog().pgettext(context, text)


def decimal(value: float, decimals: int = 1) -> str:
    """A decimal number as the current language writes it (``37.5`` / ``37,5``)."""
    text = f"{value:.{decimals}f}"
    return text.replace(".", ",") if _language == "es" else text
