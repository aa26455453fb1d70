"""Rewrite README's keys table from the main screen's KEYS, in English and Spanish.

    uv run python scripts/readme_keys.py

``tests/i18n/test_readme_keys.py`` fails when the table and KEYS disagree.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

START = "| key · tecla | action | acción |"


def table() -> str:
    """The table as README shows it (the Spanish column through the catalog)."""
    from gmconsole import i18n
    from gmconsole.screens.main_keys import KEYS
    from gmconsole.textual_words import key_name

    rows = [START, "|---|---|---|"]
    for key, _, _, text, _ in KEYS:
        rows.append(f"| `{key_name(key)}` | {text} | {i18n.translate(text, 'es')} |")
    return "\n".join(rows)


def rewrite(readme: str) -> str:
    pattern = re.compile(re.escape(START) + r"\n(?:\|.*\n)*")
    return pattern.sub(table() + "\n", readme, count=1)


if __name__ == "__main__":
    path = ROOT / "README.md"
    path.write_text(rewrite(path.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"{path}: keys table rewritten")
