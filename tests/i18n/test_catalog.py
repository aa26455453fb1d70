"""Every ``t("...")`` (and ``tn``, ``lazy_t``, ``translatable("...")``, a text kept in a
table and translated later) in gmconsole/ has a Spanish entry in a gettext catalog
(a ``.po`` of a domain), every entry is used, and every committed ``.mo`` is the
compilation of its ``.po``."""

import ast
import functools
import gettext
import importlib
import io
import string
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from gmconsole import i18n

ROOT = Path(__file__).resolve().parents[2] / "gmconsole"
CALLS = {"t", "translate", "translatable", "lazy_t"}
PLURAL_CALLS = {"tn", "lazy_tn"}


def literals() -> dict[str, str]:
    """Each translated literal in gmconsole/ (both texts of a plural) -> the first file
    that uses it."""
    found: dict[str, str] = {}
    for text, where in uses():
        found.setdefault(text, where)
    return found


def po_files() -> list[Path]:
    """Every gettext catalog of the console: the generic screens' and each system's."""
    return sorted(ROOT.rglob("locale/es/LC_MESSAGES/*.po"))


@functools.cache
def _read(path: Path):
    with path.open("rb") as source:
        return read_po(source, locale="es")


def all_catalogs() -> dict[str, dict[str, str]]:
    """Each .po (by path) as {English: Spanish}; a plural entry gives both its texts.
    Words with a context (the players' page's, ``test_the_players_page_words...``) are
    not in this namespace."""
    catalogs = {}
    for path in po_files():
        entries: dict[str, str] = {}
        for message in _read(path):
            if not message.id or message.context:
                continue  # the header; a word in a context (the players' page's)
            if isinstance(message.id, tuple):
                for english, spanish in zip(message.id, message.string, strict=True):
                    entries[english] = spanish
            else:
                entries[message.id] = message.string
        catalogs[str(path.relative_to(ROOT.parent))] = entries
    return catalogs


def _load_every_system() -> None:
    for folder in sorted((ROOT / "systems").iterdir()):
        if (folder / "__init__.py").exists() and (folder / "locale").is_dir():
            importlib.import_module(f"gmconsole.systems.{folder.name}")


@pytest.mark.parametrize("path", po_files(), ids=lambda path: path.stem)
def test_every_catalog_is_loaded(path):
    """A catalog that i18n does not find (a domain not added, a .mo not compiled) would
    pass the tests below and still leave its texts in English on screen."""
    _load_every_system()
    i18n.set_language("es")
    english, spanish = next(
        (m.id, m.string) for m in _read(path) if m.id and isinstance(m.id, str) and m.string
    )
    assert i18n.t(english) == spanish


@pytest.mark.parametrize("path", po_files(), ids=lambda path: path.stem)
def test_the_committed_mo_is_the_compiled_po(path):
    """The console reads only the .mo files: one older than its .po would show the old
    words. Fix: ``uv run python scripts/translations.py compile``."""
    compiled = io.BytesIO()
    write_mo(compiled, _read(path))
    mo = path.with_suffix(".mo")
    assert mo.exists(), f"{mo} is missing: run scripts/translations.py compile"
    assert mo.read_bytes() == compiled.getvalue(), (
        f"{mo} is stale: run scripts/translations.py compile"
    )
    assert gettext.GNUTranslations(io.BytesIO(mo.read_bytes())).info()["language"] == "es"


@pytest.mark.parametrize("path", po_files(), ids=lambda path: path.stem)
def test_spanish_has_two_plural_forms(path):
    assert _read(path).plural_forms == "nplurals=2; plural=(n != 1);"
    assert not [m.id for m in _read(path) if m.id and m.fuzzy], "fuzzy entries are not compiled"


def test_no_text_has_two_spanish_entries():
    """t() takes the first catalog that has the text: a second, different entry would be
    dead, or win depending on which system was imported first."""
    seen: dict[str, tuple[str, str]] = {}
    clashes = []
    for name, catalog in all_catalogs().items():
        for text, spanish in catalog.items():
            if text in seen and seen[text][1] != spanish:
                clashes.append(f"{text!r}: {seen[text][0]} {seen[text][1]!r}, {name} {spanish!r}")
            seen.setdefault(text, (name, spanish))
    assert not clashes, "\n".join(clashes)


def test_the_extractor_finds_the_generic_texts():
    found = literals()
    assert "Initiative" in found and found["Combat"] == "gmconsole/widgets/combat_panel.py"
    assert "round {number}" in found and "Chance of success: " in found


def uses() -> list[tuple[str, str]]:
    """Every (translated literal, file using it) in gmconsole/, each file's once."""
    found: set[tuple[str, str]] = set()
    for path in sorted(ROOT.rglob("*.py")):
        where = str(path.relative_to(ROOT.parent))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            texts = node.args[:2] if name in PLURAL_CALLS else node.args[:1]
            for arg in texts if name in CALLS | PLURAL_CALLS else ():
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.add((arg.value, where))
    return sorted(found)


GENERIC_PO = "gmconsole/locale/es/LC_MESSAGES/gmconsole.po"


def catalogs_loaded_for(where: str) -> list[str]:
    """The catalogs a console has loaded when ``where``'s code runs: the generic one,
    and a system's code runs only in a console with that system (and its domain) open."""
    parts = Path(where).parts
    if parts[:2] == ("gmconsole", "systems") and len(parts) > 3:
        system = parts[2]
        return [GENERIC_PO, f"gmconsole/systems/{system}/locale/es/LC_MESSAGES/{system}.po"]
    return [GENERIC_PO]


def test_every_text_has_a_spanish_entry_in_a_catalog_loaded_where_it_is_used():
    """Only the generic catalog and the open system's are loaded: a text found only in
    another system's catalog shows in English (a toy system that reused "Difficulty"
    from RyF's catalog read it in English in Spanish)."""
    catalogs = all_catalogs()
    missing = [
        f"{where}: {text!r}"
        for text, where in uses()
        if not any(text in catalogs.get(name, {}) for name in catalogs_loaded_for(where))
    ]
    assert not missing, "no Spanish loaded for:\n" + "\n".join(missing)


def constants() -> set[str]:
    """Every string constant in the app's and the rules' code: texts translated at run
    time, e.g. ``t(ZONE_NAMES[zone])`` or a rules state name, come from constants."""
    found: set[str] = set()
    for path in sorted([*ROOT.rglob("*.py"), *(ROOT.parent / "rules").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
                found.add(" ".join(node.value.split()))  # a field's docstring, as help
    return found


@functools.cache
def used_texts() -> frozenset[str]:
    """What the code uses, read once per test process (each catalog's test used to walk
    every source file twice: the source does not change during a run)."""
    return frozenset(literals()) | frozenset(constants())


@pytest.mark.parametrize("name", list(all_catalogs()))
def test_no_entry_is_empty_or_unused(name):
    catalog = all_catalogs()[name]
    used = used_texts()
    unused = [text for text in catalog if text not in used]
    empty = [text for text, spanish in catalog.items() if not spanish.strip()]
    assert not unused, f"{name}: entries no t() uses:\n" + "\n".join(map(repr, unused))
    assert not empty, f"{name}: empty translations: {empty}"


@pytest.mark.parametrize("name", list(all_catalogs()))
def test_translations_keep_the_fields(name):
    def fields(text: str) -> set[str]:
        return {field for _, field, _, _ in string.Formatter().parse(text) if field}

    wrong = [
        text for text, spanish in all_catalogs()[name].items() if fields(text) != fields(spanish)
    ]
    assert not wrong, f"{name}: fields differ in {wrong}"


# --- the rules' domain ----------------------------------------------------------------

RULES = ROOT.parent / "rules"
RULES_POS = sorted(RULES.glob("locale/es/LC_MESSAGES/*.po"))


def rules_literals() -> dict[str, str]:
    """Each text of a ``say``/``say_n`` in rules/ -> the first file that uses it."""
    found: dict[str, str] = {}
    for path in sorted(RULES.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            count = {"say": 1, "say_n": 2}.get(node.func.id, 0)
            for arg in node.args[:count]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.setdefault(arg.value, path.name)
    return found


def rules_catalog() -> dict[tuple[str | None, str], str]:
    """The rules' .po files (one per module) as {(context, English): Spanish}, both texts
    of a plural; a text two modules share must mean the same in both."""
    entries: dict[tuple[str | None, str], str] = {}
    for message in (message for po in RULES_POS for message in _read(po)):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        pairs = {
            (message.context, english): spanish
            for english, spanish in zip(ids, strings, strict=True)
        }
        for key, spanish in pairs.items():
            assert entries.setdefault(key, spanish) == spanish, f"two Spanish for {key}"
    return entries


def test_every_rules_text_has_a_spanish_entry():
    catalog = rules_catalog()
    missing = [
        f"{where}: {text!r}"
        for text, where in rules_literals().items()
        if (None, text) not in catalog
    ]
    assert not missing, "no Spanish in rules.po for:\n" + "\n".join(missing)


def test_every_rules_entry_is_used_and_keeps_its_fields():
    used = frozenset(rules_literals()) | frozenset(constants())
    catalog = rules_catalog()
    assert not [text for (_, text) in catalog if text not in used]
    assert not [text for text, spanish in catalog.items() if not spanish.strip()]

    def fields(text: str) -> set[str]:
        return {field for _, field, _, _ in string.Formatter().parse(text) if field}

    assert not [text for (_, text), spanish in catalog.items() if fields(text) != fields(spanish)]


@pytest.mark.parametrize("po", RULES_POS, ids=lambda path: path.stem)
def test_the_rules_mo_is_the_compiled_po(po):
    compiled = io.BytesIO()
    write_mo(compiled, _read(po))
    assert po.with_suffix(".mo").read_bytes() == compiled.getvalue(), (
        f"{po.with_suffix('.mo').name} is stale: run scripts/translations.py compile"
    )
    assert _read(po).plural_forms == "nplurals=2; plural=(n != 1);"


def test_each_rules_module_has_its_catalog():
    """A system's rules bring their own .po (docs/adding-a-system.md): no shared file."""
    from rules import SYSTEMS

    assert {po.stem for po in RULES_POS} == set(SYSTEMS)


def test_the_rules_speak_spanish_from_their_catalog():
    from rules import eclipse_phase, ezd6, language, ryf

    language.set_language("es")
    assert eclipse_phase.difficulty_name("hard") == "dura"
    assert ryf.difficulty_name("hard") == "difícil"  # one English word, two Spanish ones
    assert ezd6.zone_name("out") == "Fuera de combate"
    assert language.say_n("{n} helper", "{n} helpers", 1) == "1 ayudante"
    assert language.say_n("{n} helper", "{n} helpers", 3) == "3 ayudantes"
    language.set_language("en")
    assert ryf.difficulty_name("hard") == "hard"
    assert language.say_n("{n} helper", "{n} helpers", 0) == "0 helpers"


def test_the_players_page_words_have_spanish_and_are_used():
    """The page's words live in gmconsole.po under the context "players' page"."""
    from gmconsole.players.labels import CONTEXT, HEALTH_LABELS, LABELS, labels_for

    page = {
        message.id: message.string
        for message in _read(ROOT / "locale/es/LC_MESSAGES/gmconsole.po")
        if message.context == CONTEXT
    }
    words = {*LABELS.values(), *HEALTH_LABELS.values()}
    assert words == set(page)
    assert all(page.values())
    assert labels_for("es")["strikes"] == "Strikes" and labels_for("en")["strikes"] == "Strikes"
    assert labels_for("fr") == labels_for("en")


def test_plurals_are_chosen_by_the_count_in_both_languages():
    i18n.set_language("es")
    assert [i18n.tn("{n} round", "{n} rounds", n) for n in (0, 1, 2)] == [
        "0 rondas",
        "1 ronda",
        "2 rondas",
    ]
    i18n.set_language("en")
    assert [i18n.tn("{n} round", "{n} rounds", n) for n in (0, 1, 2)] == [
        "0 rounds",
        "1 round",
        "2 rounds",
    ]


def test_no_plural_is_built_by_hand():
    """ "1 round" beside "{count} rounds" is a plural chosen by an ``if``: it reads "1
    rondas" the day a caller forgets it, and a language with other plural rules cannot
    say it. ``tn`` (ngettext) chooses the form."""
    import re

    def shape(text: str) -> str:
        text = re.sub(r"\{\w+\}|\b1\b", "#", text)
        return re.sub(r"(\w+?)(es|s)\b", r"\1", text)

    singles = {
        shape(text): text
        for catalog in all_catalogs().values()
        for text in catalog
        if re.search(r"\b1 [a-z]", text)
    }
    by_hand = [
        f"{singles[shape(text)]!r} / {text!r}"
        for catalog in all_catalogs().values()
        for text in catalog
        if "{" in text and shape(text) in singles and singles[shape(text)] != text
    ]
    assert not by_hand, "\n".join(by_hand)


def test_key_names_a_spanish_keyboard_prints_come_from_the_catalog():
    names = {
        m.id: m.string
        for m in _read(ROOT / "locale/es/LC_MESSAGES/gmconsole.po")
        if m.context == "key name"
    }
    assert names["space"] == "espacio" and names["del"] == "supr"
    i18n.set_language("es")
    assert [i18n.footer_key(name) for name in names] == list(names.values())
    assert i18n.footer_key("a") == "a"
    i18n.set_language("en")
    assert i18n.footer_key("space") == "space"


def test_spanish_names_one_thing_with_one_word():
    """Playtest: the EZD6 panel said "DM", RyF "máster", the rest "DJ"; the players' page
    said "Golpes" where the console says "strikes". One word each, everywhere in Spanish
    (the console's, the systems' and the rules' catalogs)."""
    import re

    from gmconsole.players.labels import labels_for

    catalogs = [*po_files(), *sorted((ROOT.parent / "rules").rglob("locale/es/LC_MESSAGES/*.po"))]
    other_words = re.compile(r"\b(DM|máster|Máster|Golpes?|golpes?)\b")
    found = [
        f"{path.name}: {message.string}"
        for path in catalogs
        for message in _read(path)
        if message.id and other_words.search(str(message.string))
    ]
    assert not found
    i18n.set_language("es")
    try:
        assert labels_for("es")["strikes"] == i18n.t("Strikes")
    finally:
        i18n.set_language("en")
