"""The console's language: Spanish or English, chosen once at start-up.

``t("Damage to {name}", name=...)`` returns the text in the chosen language: English
texts are the keys, each catalog (``gmconsole/locale/es.py`` for the generic screens,
``gmconsole/locale/es_errors.py`` for party-file errors and refusals,
``gmconsole/systems/<id>/locale_es.py`` for a system) maps them to Spanish. A text with
no entry is shown in English (and a test lists every ``t("...")`` without one).

The language is chosen before any screen is imported, because Textual builds a class's
key bindings (the footer's words) when the class is defined: ``--lang``, else the
user's config file, else the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``es*``
means Spanish), else English. Changing it from the palette writes the config file and
applies at the next start.

What is stored stays language-independent: party files keep English keys and ids, the
recovery journal stores operations; only the log lines are written in the language of
the moment (lines already written stay as they were written).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal

Language = Literal["es", "en"]
LANGUAGES: dict[str, str] = {"es": "Español", "en": "English"}

_language: Language = "en"
_catalogs: list[Mapping[str, str]] = []
_loaded = False


def language() -> Language:
    return _language


def set_language(lang: str) -> None:
    """Use ``lang`` ("es" or "en") from now on (ValueError for anything else)."""
    global _language
    if lang not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)} (got {lang!r})")
    _language = lang  # type: ignore[assignment]


def register(catalog: Mapping[str, str]) -> None:
    """Add a Spanish catalog (a system registers its own when it is imported)."""
    if catalog not in _catalogs:
        _catalogs.append(catalog)


def t(text: str, /, **values: Any) -> str:
    """``text`` in the console's language, with ``{name}`` fields filled in."""
    if _language == "es":
        _load_core()
        for catalog in _catalogs:
            found = catalog.get(text)
            if found is not None:
                text = found
                break
    return text.format(**values) if values else text


def translatable(text: str, /) -> str:
    """``text`` unchanged: marks a text kept in a table and translated later with ``t``
    (gettext's ``gettext_noop``), so the catalog test knows it needs a Spanish entry."""
    return text


def translate(text: str, lang: str, /, **values: Any) -> str:
    """``text`` in ``lang`` whatever the console's language (e.g. to say a new choice in
    the language chosen)."""
    global _language
    before = _language
    set_language(lang)
    try:
        return t(text, **values)
    finally:
        _language = before


def _load_core() -> None:
    global _loaded
    if not _loaded:
        from gmconsole.locale import (
            es,
            es_conditions,
            es_encounters,
            es_errors,
            es_fight,
            es_groups,
            es_main_screen,
            es_preview,
            es_table_trust,
        )

        register(es.CATALOG)
        register(es_main_screen.CATALOG)
        register(es_fight.CATALOG)
        register(es_errors.CATALOG)
        register(es_encounters.CATALOG)
        register(es_preview.CATALOG)
        register(es_conditions.CATALOG)
        register(es_groups.CATALOG)
        register(es_table_trust.CATALOG)
        _loaded = True


def got(shown: str) -> str:
    """`` (got X)`` in the console's language: the value a refusal or an error line is
    about, at the end of the line (``shown`` is already written as the GM should read it)."""
    return t(" (got {value})", value=shown)


# --- numbers as a reader of the language writes them ---------------------------------


def number(value: float, decimals: int = 1) -> str:
    """``37.5`` in English, ``37,5`` in Spanish."""
    text = f"{value:.{decimals}f}"
    return text.replace(".", ",") if _language == "es" else text


def percent(probability: Fraction | float) -> str:
    """A probability as a percentage: ``37.5%`` in English, ``37,5 %`` in Spanish."""
    value = number(float(probability) * 100)
    return f"{value} %" if _language == "es" else f"{value}%"


# --- key names ----------------------------------------------------------------------


def footer_key(shown: str) -> str:
    """Textual's display of a key (``space``, ``del``) in the console's language."""
    return _KEY_WORDS.get(shown, shown) if _language == "es" else shown


_KEY_WORDS = {
    "space": "espacio",
    "del": "supr",
    "pgup": "RePág",
    "pgdn": "AvPág",
    "enter": "intro",
    "home": "Inicio",
    "end": "Fin",
}
"""Key names a Spanish keyboard prints differently (symbols stay as they are)."""


# --- choosing the language --------------------------------------------------------------


def config_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "gmconsole" / "config.toml"


def configured_language() -> str | None:
    """The ``language`` in the user's config file, if it is there and valid."""
    import tomllib

    try:
        data = tomllib.loads(config_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    value = data.get("language")
    return value if value in LANGUAGES else None


def locale_language(environ: Mapping[str, str] | None = None) -> Language | None:
    """Spanish when the first locale variable set starts with ``es``; else None."""
    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return "es" if value.lower().startswith("es") else "en"
    return None


def choose_language(flag: str | None = None) -> Language:
    """``--lang``, else the config file, else the locale, else English."""
    for candidate in (flag, configured_language(), locale_language()):
        if candidate in LANGUAGES:
            return candidate  # type: ignore[return-value]
    return "en"


def save_language(lang: str) -> Path:
    """Write the choice to the config file (keeping its other keys); returns its path."""
    import tomllib

    import tomli_w

    path = config_path()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    data["language"] = lang
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path
