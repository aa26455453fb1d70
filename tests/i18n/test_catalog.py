"""Every ``t("...")`` (and ``translatable("...")``, a text kept in a table and translated
later) in gmconsole/ has a Spanish entry, and every entry is used."""

import ast
import functools
import importlib
import string
from pathlib import Path

import pytest

from gmconsole import i18n

ROOT = Path(__file__).resolve().parents[2] / "gmconsole"
CALLS = {"t", "translate", "translatable"}


def literals() -> dict[str, str]:
    """Each ``t``/``translate`` literal in gmconsole/ -> the first file that uses it."""
    found: dict[str, str] = {}
    for path in sorted(ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name in CALLS and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.setdefault(first.value, str(path.relative_to(ROOT.parent)))
    return found


def system_catalogs() -> dict[str, dict[str, str]]:
    """Each system's ``locale_es.py`` catalog, where the system has one."""
    catalogs = {}
    for path in sorted((ROOT / "systems").glob("*/locale_es.py")):
        module = importlib.import_module(f"gmconsole.systems.{path.parent.name}.locale_es")
        catalogs[str(path.relative_to(ROOT.parent))] = dict(module.CATALOG)
    return catalogs


def core_catalogs() -> dict[str, dict[str, str]]:
    """Every catalog module in gmconsole/locale/ (the generic screens, the errors)."""
    catalogs = {}
    for path in sorted((ROOT / "locale").glob("es*.py")):
        module = importlib.import_module(f"gmconsole.locale.{path.stem}")
        catalogs[str(path.relative_to(ROOT.parent))] = dict(module.CATALOG)
    return catalogs


def all_catalogs() -> dict[str, dict[str, str]]:
    return {**core_catalogs(), **system_catalogs()}


def test_every_core_catalog_is_loaded():
    """A catalog module in gmconsole/locale/ that i18n does not register would pass the
    tests above and still leave its texts in English on screen."""
    i18n.set_language("es")
    for catalog in core_catalogs().values():
        text, spanish = next(iter(catalog.items()))
        assert i18n.t(text) == spanish


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


def test_every_text_has_a_spanish_entry():
    catalogs = all_catalogs()
    missing = [
        f"{where}: {text!r}"
        for text, where in literals().items()
        if not any(text in catalog for catalog in catalogs.values())
    ]
    assert not missing, "no Spanish for:\n" + "\n".join(missing)


def constants() -> set[str]:
    """Every string constant in the app's and the rules' code: texts translated at run
    time, e.g. ``t(ZONE_NAMES[zone])`` or a rules state name, come from constants."""
    found: set[str] = set()
    for path in sorted([*ROOT.rglob("*.py"), *(ROOT.parent / "rules").rglob("*.py")]):
        if path.name.startswith("locale_") or path.parent.name == "locale":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
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
