"""One-off: the Python dict catalogs (gmconsole/locale/es*.py, gmconsole/systems/<id>/
locale_es.py) written as gettext .po files, one domain per package. Run once, then the
dicts were deleted; kept in the history for the record."""

from __future__ import annotations

import datetime
import importlib
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

NOW = datetime.datetime(2026, 12, 2, 6, 0, tzinfo=datetime.UTC)

CORE = [
    "es",
    "es_main_screen",
    "es_fight",
    "es_errors",
    "es_encounters",
    "es_preview",
    "es_conditions",
    "es_groups",
    "es_table_trust",
]
"""In the order gmconsole.i18n registered them (the first entry of a text won)."""


CORE_COMMENT = """
Spanish for the console's generic screens (the gettext domain ``gmconsole``): the app's
frame, the main screen, the fight as it runs, errors and refusals, the bestiary and the
encounters, the preview, conditions, groups of enemies, the players' page.

Terms follow the reference texts and docs/glossary.md: turno, ronda, iniciativa, tirada,
daño, curar, estado (a condition), demorar (delay), DJ (the GM), grupo (the party),
reserva (the roster), bestiario, encuentro preparado; a group of enemies is a ``bloque``
(``grupo`` is already the players' party); ``en pie`` is up (not down or dead).
Field paths (``members[0].hp``), keys (``system``) and TOML words (``true``) stay as the
file writes them: the GM edits the file. A value the file or the GM gave ends a line as
`` (got X)``, "(se escribió X)".
"""


def new_catalog(domain: str, comment: str) -> Catalog:
    catalog = Catalog(
        locale="es",
        domain=domain,
        project="gmconsole",
        version="0.1.0",
        fuzzy=False,
        creation_date=NOW,
        revision_date=NOW,
    )
    headers = [
        (name, "nplurals=2; plural=(n != 1);" if name == "Plural-Forms" else value)
        for name, value in catalog.mime_headers
    ]
    catalog.mime_headers = headers
    catalog.header_comment = "\n".join(
        f"# {line}".rstrip() for line in comment.strip().splitlines()
    )
    catalog.msgid_bugs_address = ""
    catalog.last_translator = "gmconsole"
    catalog.language_team = "Spanish <es@li.org>"
    return catalog


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(out, catalog, width=100, include_lineno=False, sort_output=False)
    print(path.relative_to(ROOT), len(catalog))


def main() -> None:
    entries: dict[str, str] = {}
    for name in CORE:
        module = importlib.import_module(f"gmconsole.locale.{name}")
        for text, spanish in module.CATALOG.items():
            entries.setdefault(text, spanish)
    core = new_catalog("gmconsole", CORE_COMMENT)
    for text, spanish in entries.items():
        core.add(text, spanish)
    write(core, ROOT / "gmconsole/locale/es/LC_MESSAGES/gmconsole.po")
    for path in sorted((ROOT / "gmconsole/systems").glob("*/locale_es.py")):
        system = path.parent.name
        module = importlib.import_module(f"gmconsole.systems.{system}.locale_es")
        catalog = new_catalog(system, module.__doc__ or "")
        for text, spanish in module.CATALOG.items():
            catalog.add(text, spanish)
        write(catalog, path.parent / "locale/es/LC_MESSAGES" / f"{system}.po")


if __name__ == "__main__":
    main()


def players_page() -> None:
    """The players' page's words (``players/labels.py``'s LABELS and ``players/health.py``'s
    HEALTH_LABELS, a dict per language) as entries of gmconsole.po in the context
    "players' page" (its words differ from the console's here and there: "Golpes")."""
    from translations import read

    from gmconsole.players.health import HEALTH_LABELS
    from gmconsole.players.labels import LABELS

    po = ROOT / "gmconsole/locale/es/LC_MESSAGES/gmconsole.po"
    catalog = read(po)
    for table in (LABELS, HEALTH_LABELS):
        for key, english in table["en"].items():
            catalog.add(english, table["es"][key], context="players' page")
    write(catalog, po)
