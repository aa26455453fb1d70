"""The translations' tool chain (Babel, a development dependency; the console itself reads
the compiled ``.mo`` files with the standard library's ``gettext``).

    uv run python scripts/translations.py update    # new texts in the code -> the .po files
    uv run python scripts/translations.py compile   # every .po -> its .mo (commit both)
    uv run python scripts/translations.py check     # exit 1 if a .mo is stale

A domain per package: every ``<package>/locale/es/LC_MESSAGES/<domain>.po`` under
gmconsole/ and rules/ (each rules module has its own: ``rules/locale/es/LC_MESSAGES/
ezd6.po`` for rules/ezd6.py). A domain's texts are extracted from its package's code (the
generic ``gmconsole`` domain: gmconsole/ without the packages that have their own);
``update`` adds a text to its package's ``.po`` when no catalog loaded with that code has
it (a system's code runs with the generic catalog and its own loaded, not another
system's): with the Spanish another catalog already gives it, else empty to fill in; and
it lists the entries no code uses any more (``--prune`` drops them).
"""

from __future__ import annotations

import argparse
import ast
import io
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_python
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LANG = "es"

KEYWORDS: dict[str, tuple[int, ...] | None] = {
    "t": None,  # t("text", **values)
    "tn": (1, 2),  # tn("{n} round", "{n} rounds", n)
    "lazy_t": None,
    "lazy_tn": (1, 2),
    "translate": None,  # translate("text", lang)
    "translatable": None,  # gettext_noop: a text kept in a table, translated later
    "say": None,  # rules.language.say("text", **values)
    "say_n": (1, 2),
}
"""The translation functions and which arguments are the texts (None: the first)."""


def po_files() -> list[Path]:
    found = []
    for package in ("gmconsole", "rules"):
        found += sorted((ROOT / package).rglob(f"locale/{LANG}/LC_MESSAGES/*.po"))
    return found


def package_of(po: Path) -> Path:
    """The package a .po belongs to: the folder holding its ``locale``."""
    return po.parents[3]


def sources(po: Path) -> list[Path]:
    """The code whose texts go to ``po``'s domain: its package, without the sub-packages
    that have a domain of their own."""
    package = package_of(po)
    module = package / f"{po.stem}.py"
    if module.exists():
        return [module]  # a rules module's own domain (rules/locale/es/.../ezd6.po)
    inner = [
        package_of(other)
        for other in po_files()
        if package in package_of(other).parents  # e.g. a system inside gmconsole/
    ]
    return [
        path
        for path in sorted(package.rglob("*.py"))
        if not any(other in path.parents for other in inner)
    ]


def extract(path: Path) -> Iterator[str | tuple[str, str]]:
    """Each translatable literal in ``path``: a text, or (singular, plural); in a
    system's ``model.py``, each field's docstring too (the sheet editor's help for the
    field, ``gmconsole.sheet_fields.field_help``, whitespace made single spaces)."""
    if path.name == "model.py":
        yield from field_docstrings(path.read_text(encoding="utf-8"))
    with path.open("rb") as source:
        for _line, function, message, _comments in extract_python(
            source, list(KEYWORDS), [], {"encoding": "utf-8"}
        ):
            if isinstance(message, str):
                yield message
            elif KEYWORDS[function] == (1, 2) and all(isinstance(m, str) for m in message[:2]):
                yield message[0], message[1]
            elif isinstance(message, tuple) and isinstance(message[0], str):
                yield message[0]


def field_docstrings(text: str) -> Iterator[str]:
    """The docstrings written under the fields of the classes in ``text``."""
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.ClassDef):
            continue
        for field, after in zip(node.body, node.body[1:], strict=False):
            if (
                isinstance(field, ast.AnnAssign)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                yield " ".join(after.value.value.split())


def read(po: Path) -> Catalog:
    with po.open("rb") as source:
        return read_po(source, locale=LANG, domain=po.stem)


def write(catalog: Catalog, po: Path) -> None:
    with po.open("wb") as out:
        write_po(out, catalog, width=100, include_lineno=False, sort_output=False)


def compiled(po: Path) -> bytes:
    """``po`` compiled to ``.mo`` bytes."""
    out = io.BytesIO()
    write_mo(out, read(po))
    return out.getvalue()


GENERIC = ROOT / "gmconsole" / "locale" / LANG / "LC_MESSAGES" / "gmconsole.po"
"""The generic screens' catalog: loaded in every console, beside the open system's."""


def loaded_with(po: Path, catalogs: dict[Path, Catalog]) -> list[Catalog]:
    """The catalogs the console has loaded where ``po``'s code runs: the generic one and
    the open system's (a system's code runs only with its system open); the rules'
    modules share theirs."""
    if po.is_relative_to(ROOT / "rules"):
        return [c for other, c in catalogs.items() if other.is_relative_to(ROOT / "rules")]
    return [catalogs[po]] + ([catalogs[GENERIC]] if po != GENERIC and GENERIC in catalogs else [])


def known_spanish(
    message: str | tuple[str, str], catalogs: dict[Path, Catalog]
) -> tuple[str | tuple[str, ...], Path | None]:
    """The Spanish another catalog already gives ``message`` (a text means the same in
    every catalog: tests/i18n/test_catalog.py), and which; empty when none has it."""
    for other, catalog in catalogs.items():
        entry = catalog.get(message)
        if entry is None:
            continue
        string = entry.string
        strings = (string,) if isinstance(string, str) else tuple(string or ())
        if strings and all(strings):
            return (string if isinstance(string, str) else strings), other
    return ("", "") if isinstance(message, tuple) else "", None


def update(prune: bool) -> int:
    """Each text a domain's code uses and no catalog loaded with it has goes to that
    domain's ``.po``: empty to fill in, or with the Spanish another catalog gives it (a
    new system that says "Difficulty" as another system does gets its own entry: only
    the generic catalog and the open system's are loaded)."""
    catalogs = {po: read(po) for po in po_files()}
    used: set[str | tuple[str, str]] = set()
    for po, catalog in catalogs.items():
        added = 0
        for path in sources(po):
            for message in extract(path):
                used.add(message)
                if isinstance(message, tuple):
                    used.add(message[0])
                if any(c.get(message) is not None for c in loaded_with(po, catalogs)):
                    continue
                spanish, source = known_spanish(message, catalogs)
                catalog.add(message, spanish)
                added += 1
                where = path.relative_to(ROOT)
                print(f"{po.relative_to(ROOT)}: new {message!r} ({where})", end="")
                print(f", Spanish from {source.relative_to(ROOT)}" if source else "")
        if added:
            write(catalog, po)
    unused = 0
    for po, catalog in catalogs.items():
        gone = [m.id for m in catalog if m.id and m.id not in used]
        for message_id in gone:
            print(f"{po.relative_to(ROOT)}: no code uses {message_id!r}")
            if prune:
                del catalog[message_id]
        unused += len(gone)
        if prune and gone:
            write(catalog, po)
    if unused and not prune:
        print(f"{unused} entries look unused; texts translated from constants (a zone's")
        print("name) are not literals of a call: drop only those you know are gone (--prune).")
    return 0


def compile_all() -> int:
    for po in po_files():
        po.with_suffix(".mo").write_bytes(compiled(po))
        print(f"{po.with_suffix('.mo').relative_to(ROOT)}")
    return 0


def check() -> int:
    stale = [po for po in po_files() if not _fresh(po)]
    for po in stale:
        print(f"stale: {po.with_suffix('.mo').relative_to(ROOT)} (run: compile)")
    return 1 if stale else 0


def _fresh(po: Path) -> bool:
    mo = po.with_suffix(".mo")
    return mo.exists() and mo.read_bytes() == compiled(po)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="add the code's new texts to the .po files").add_argument(
        "--prune", action="store_true", help="drop the entries no code uses"
    )
    commands.add_parser("compile", help="compile every .po to its .mo")
    commands.add_parser("check", help="exit 1 if a .mo is older than its .po")
    args = parser.parse_args(argv)
    if args.command == "update":
        return update(args.prune)
    if args.command == "compile":
        return compile_all()
    return check()


if __name__ == "__main__":
    sys.exit(main())
