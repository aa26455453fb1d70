"""The console's language: Spanish or English, chosen at start-up (``--lang``, the palette).

One mechanism, the standard library's ``gettext``, for the console, its systems, the
rules' explanations and the players' page. English texts are the message ids:
``t("Damage to {name}", name=...)`` looks the text up in the chosen language's catalogs
and fills in its ``{name}`` fields; ``tn("{n} round", "{n} rounds", n)`` chooses the
plural form (``ngettext``). A text with no entry is shown in English (and a test lists
every ``t("...")`` without one).

Each package keeps its strings in its own gettext domain: the generic screens in
``gmconsole/locale/es/LC_MESSAGES/gmconsole.po``, a system in
``gmconsole/systems/<id>/locale/es/LC_MESSAGES/<id>.po`` (registered with ``add_domain``
when the system is imported), the rules in ``rules/locale`` (``rules.language``). The
``.po`` files are edited; ``scripts/translations.py`` extracts new texts into them and
compiles the ``.mo`` files, which are committed: the console reads only ``.mo`` files,
with ``gettext``, and imports no Babel.

Texts defined at import time (class bodies, module tables) are kept in English and
translated when shown: ``lazy_t("FIDS test")`` (its ``str()`` translates), or
``translatable("...")`` in a table read through ``t`` (the main screen's key table:
``placed_keys``). A Textual ``Binding`` keeps its English description too (marked
``translatable``): the screens give their active bindings translated, when shown
(``textual_words.bindings_in_language``), so the language may be set after any import.

The language: ``--lang``, else the user's config file, else the locale (``LC_ALL``,
``LC_MESSAGES``, ``LANG``: ``es*`` means Spanish), else English. Changing it from the
palette writes the config file and applies at the next start.

What is stored stays language-independent: party files keep English keys and ids, the
recovery journal stores operations; only the log lines are written in the language of
the moment (lines already written stay as they were written).
"""

from __future__ import annotations

import gettext
import os
import tomllib
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Literal, TypeGuard

import tomli_w

Language = Literal["es", "en"]
LANGUAGES: dict[str, str] = {"es": "Español", "en": "English"}

_language: Language = "en"

_DOMAINS: dict[str, Path] = {"gmconsole": Path(__file__).with_name("locale")}
"""Each gettext domain and its locale folder, searched in this order (the generic
screens' first, then the systems' in the order they were imported)."""

_loaded: dict[str, gettext.NullTranslations] = {}
"""Each language's catalogs, chained, read on first use."""


def language() -> Language:
    return _language


def is_language(value: object) -> TypeGuard[Language]:
    return value in LANGUAGES


def set_language(lang: str) -> None:
    """Use ``lang`` ("es" or "en") from now on (ValueError for anything else)."""
    global _language
    if not is_language(lang):
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)} (got {lang!r})")
    _language = lang


def add_domain(domain: str, localedir: Path) -> None:
    """Search the gettext domain ``domain`` in ``localedir`` too (a system adds its own
    when it is imported)."""
    if _DOMAINS.get(domain) != localedir:
        _DOMAINS[domain] = localedir
        _loaded.clear()


def translations(lang: str | None = None) -> gettext.NullTranslations:
    """The catalogs of ``lang`` (default: the console's language), every domain chained:
    a text the first has not is looked up in the next."""
    lang = lang or _language
    found = _loaded.get(lang)
    if found is None:
        found = gettext.NullTranslations()  # English: the texts are the message ids
        if lang != "en":
            for domain, localedir in _DOMAINS.items():
                found.add_fallback(gettext.translation(domain, localedir, [lang], fallback=True))
        _loaded[lang] = found
    return found


def t(text: str, /, **values: object) -> str:
    """``text`` in the console's language, with ``{name}`` fields filled in."""
    text = translations().gettext(text)
    return text.format(**values) if values else text


def tn(singular: str, plural: str, n: int, /, **values: object) -> str:
    """``singular`` or ``plural`` as the language says ``n`` of a thing (gettext's
    ``ngettext``), with ``{n}`` and the other fields filled in:
    ``tn("{n} round", "{n} rounds", 2)`` is "2 rounds", "2 rondas"."""
    return translations().ngettext(singular, plural, n).format(n=n, **values)


class LazyText:
    """A text translated when it is shown, not when it is defined: ``str()`` (or an
    f-string) gives it in the language of that moment. For texts kept at import time in
    class bodies and module tables (a panel's title). Not for a Textual ``Binding``'s
    description: Textual reads it as a ``str`` (its Keys panel parses it as markup);
    a binding keeps the English text, ``translatable("...")``, translated when shown."""

    __slots__ = ("msgid", "values")

    def __init__(self, msgid: str, values: dict[str, object]) -> None:
        self.msgid = msgid
        self.values = values

    def __str__(self) -> str:
        return t(self.msgid, **self.values)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"lazy_t({self.msgid!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyText):
            return (self.msgid, self.values) == (other.msgid, other.values)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.msgid)


def lazy_t(text: str, /, **values: object) -> LazyText:
    """``t(text, **values)`` when shown (``str()``), in the language of that moment."""
    return LazyText(text, values)


def translatable(text: str, /) -> str:
    """``text`` unchanged: marks a text kept in a table and translated later with ``t``
    (gettext's ``gettext_noop``), so the extractor and the catalog test find it."""
    return text


def translate(text: str, lang: str, /, **values: object) -> str:
    """``text`` in ``lang`` whatever the console's language (e.g. to say a new choice in
    the language chosen, or the players' page in its own)."""
    if lang not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)} (got {lang!r})")
    text = translations(lang).gettext(text)
    return text.format(**values) if values else text


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
    """Textual's display of a key (``space``, ``del``) in the console's language: the
    names a Spanish keyboard prints differently (``espacio``, ``supr``) are in
    gmconsole.po, context "key name"; symbols stay as they are."""
    return translations().pgettext("key name", shown)


# --- choosing the language --------------------------------------------------------------


def config_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "gmconsole" / "config.toml"


def configured_language() -> str | None:
    """The ``language`` in the user's config file, if it is there and valid."""
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
        if is_language(candidate):
            return candidate
    return "en"


def save_language(lang: str) -> Path:
    """Write the choice to the config file (keeping its other keys); returns its path."""
    path = config_path()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    data["language"] = lang
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path
