"""``scripts/translations.py update`` fills the catalog the console loads where a text is
used: a system that says a text another system's catalog already has ("Difficulty") gets
its own entry (only the generic catalog and the open system's are loaded), with the
Spanish already known; a text no catalog has gets an empty entry to fill in."""

import shutil
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]

HEADER = """msgid ""
msgstr ""
"Language: es\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
"Content-Type: text/plain; charset=utf-8\\n"

"""


def catalog(path: Path, entries: dict[str, str]) -> None:
    path.mkdir(parents=True)
    body = "".join(f'msgid "{en}"\nmsgstr "{es}"\n\n' for en, es in entries.items())
    (path / f"{path.parents[2].name}.po").write_text(HEADER + body, encoding="utf-8")


def po_of(root: Path, package: str) -> dict[str, str]:
    domain = package.rsplit("/", 1)[-1]
    path = root / package / "locale/es/LC_MESSAGES" / f"{domain}.po"
    with path.open("rb") as source:
        return {m.id: m.string for m in read_po(source, locale="es") if m.id}


def test_update_fills_the_catalog_loaded_where_a_text_is_used(tmp_path):
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "translations.py", tmp_path / "scripts")
    package = tmp_path / "gmconsole"
    catalog(package / "locale/es/LC_MESSAGES", {"Close": "Cerrar"})
    (package / "screens").mkdir()
    (package / "screens" / "board.py").write_text('t("Close")\nt("Fumble")\n', "utf-8")
    for system, entries in (("old", {"Difficulty": "Dificultad", "Fumble": "Pifia"}), ("new", {})):
        catalog(package / "systems" / system / "locale/es/LC_MESSAGES", entries)
        (package / "systems" / system / "__init__.py").write_text("", "utf-8")
    uses = 't("Difficulty")\nt("Close")\nt("Brand new")\n'
    (package / "systems" / "new" / "panel.py").write_text(uses, "utf-8")
    (tmp_path / "rules").mkdir()

    done = subprocess.run(
        [sys.executable, str(tmp_path / "scripts" / "translations.py"), "update"],
        capture_output=True,
        text=True,
        check=True,
    )

    new = po_of(tmp_path, "gmconsole/systems/new")
    assert new == {"Difficulty": "Dificultad", "Brand new": ""}, done.stdout
    # "Close" is the generic catalog's, loaded with every system: not repeated.
    assert po_of(tmp_path, "gmconsole") == {"Close": "Cerrar", "Fumble": "Pifia"}
    assert po_of(tmp_path, "gmconsole/systems/old") == {
        "Difficulty": "Dificultad",
        "Fumble": "Pifia",
    }
    assert "Spanish from gmconsole/systems/old/" in done.stdout
