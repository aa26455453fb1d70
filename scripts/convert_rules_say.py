"""One-off: ``say("english", "spanish")`` in rules/*.py rewritten as ``say("english",
**values)`` over gettext, the Spanish moved to rules/locale/es/LC_MESSAGES/rules.po.
f-strings become format strings (``{self.difficulty}`` -> ``{difficulty}``, with
``difficulty=self.difficulty``); calls it cannot rewrite are listed and left alone."""

from __future__ import annotations

import ast
import string
import sys
from pathlib import Path

from babel.messages.catalog import Catalog

sys.path.insert(0, str(Path(__file__).resolve().parent))
from convert_catalogs import new_catalog, write  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAMES = {
    "len(self.dice)": "count",
    "6 - die": "most",
    "-amount": "loss",
    "index + 1": "number",
    "saves.dice[index]": "die",
    "ones[0]": "name",
    "tries_words(self.failed_tries)": "tries",
    "retry_modifier(self.failed_tries)": "modifier",
}


def name_of(node: ast.expr, source: str) -> str | None:
    text = ast.get_source_segment(source, node)
    if text in NAMES:
        return NAMES[text]
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if isinstance(node, ast.Name) and node.id != "self":
            parts.append(node.id)
        return "_".join(reversed(parts))
    return None


def template(node: ast.expr, source: str) -> tuple[str, dict[str, str]] | None:
    """(format string, {field: expression source}) or None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value, {}
    if not isinstance(node, ast.JoinedStr):
        return None
    text, values = "", {}
    for part in node.values:
        if isinstance(part, ast.Constant):
            text += part.value.replace("{", "{{").replace("}", "}}")
            continue
        assert isinstance(part, ast.FormattedValue)
        if part.conversion != -1:
            return None
        name = name_of(part.value, source)
        if name is None:
            return None
        expression = ast.get_source_segment(source, part.value)
        if values.get(name, expression) != expression:
            return None
        values[name] = expression
        spec = ""
        if part.format_spec is not None:
            spec = ":" + "".join(
                v.value for v in part.format_spec.values if isinstance(v, ast.Constant)
            )
        text += "{" + name + spec + "}"
    return text, values


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def main() -> None:
    entries: dict[str, str] = {}
    left = []
    for path in sorted((ROOT / "rules").glob("*.py")):
        source = path.read_text(encoding="utf-8")
        data = source.encode("utf-8")  # ast's columns count UTF-8 bytes
        offsets = [0]
        for line in data.splitlines(keepends=True):
            offsets.append(offsets[-1] + len(line))
        edits = []
        for node in ast.walk(ast.parse(source)):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "say"
                and len(node.args) == 2
            ):
                continue
            english = template(node.args[0], source)
            spanish = template(node.args[1], source)
            where = f"{path.name}:{node.lineno}"
            if english is None or spanish is None or spanish[1].items() - english[1].items():
                left.append(where)
                continue
            if english[0] in entries and entries[english[0]] != spanish[0]:
                left.append(f"{where} (another Spanish for {english[0]!r})")
                continue
            entries[english[0]] = spanish[0]
            single = ast.get_source_segment(source, node.args[0]).lstrip("f").startswith("'")
            call = "say(" + repr_text(english[0], single)
            call += "".join(f", {name}={expr}" for name, expr in english[1].items()) + ")"
            start = offsets[node.lineno - 1] + node.col_offset
            end = offsets[node.end_lineno - 1] + node.end_col_offset
            edits.append((start, end, call))
        for start, end, call in sorted(edits, reverse=True):
            data = data[:start] + call.encode("utf-8") + data[end:]
        path.write_bytes(data)
    catalog: Catalog = new_catalog(
        "rules",
        "Spanish for the rules' explanations (rules/*.py, the gettext domain ``rules``),\n"
        "in the reference texts' terms (docs/glossary*.md).",
    )
    for english, spanish in entries.items():
        assert fields(english) == fields(spanish), english
        catalog.add(english, spanish)
    write(catalog, ROOT / "rules/locale/es/LC_MESSAGES/rules.po")
    print("left for hand conversion:", *left, sep="\n  ")


def repr_text(text: str, single: bool) -> str:
    """A string literal, double-quoted as the house style writes it (single-quoted
    inside an f-string, as it was)."""
    literal = repr(text)
    if single:
        return literal
    if literal.startswith("'") and '"' not in text:
        literal = '"' + literal[1:-1].replace("\\'", "'") + '"'
    return literal


def tables() -> None:
    """The rules' tables of Spanish words (``DIFFICULTY_NAMES_ES``...) as context entries
    of rules.po, read from the commit before they were deleted (run after ``main``)."""
    import subprocess

    from convert_catalogs import write as write_po
    from translations import read

    def table(module: str, name: str) -> dict[str, str]:
        source = subprocess.run(
            ["git", "show", f"HEAD:rules/{module}.py"], capture_output=True, text=True, check=True
        ).stdout
        for node in ast.parse(source).body:
            if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == name:
                if isinstance(node.value, ast.Dict) and None in node.value.keys:
                    base = table(module, "APTITUDE_ABBREVIATIONS")
                    node.value.keys = [k for k in node.value.keys if k is not None]
                    node.value.values = node.value.values[1:]
                    return {**base, **ast.literal_eval(node.value)}
                return ast.literal_eval(node.value)
        raise KeyError(name)

    po = ROOT / "rules/locale/es/LC_MESSAGES/rules.po"
    catalog = read(po)
    english_zones = table("ezd6", "ZONE_NAMES")
    entries = {
        "ezd6 zone": {
            english_zones[key]: spanish for key, spanish in table("ezd6", "ZONE_NAMES_ES").items()
        },
        "eclipse_phase aptitude": {
            english: table("eclipse_phase", "APTITUDE_ABBREVIATIONS_ES")[key]
            for key, english in table("eclipse_phase", "APTITUDE_ABBREVIATIONS").items()
        },
        "eclipse_phase difficulty": table("eclipse_phase", "DIFFICULTY_NAMES_ES"),
        "eclipse_phase severity": table("eclipse_phase", "SEVERITY_NAMES_ES"),
        "ryf level": table("ryf", "LEVEL_NAMES_ES"),
        "ryf level step": table("ryf", "_STEP_NAMES_ES"),
        "ryf difficulty": table("ryf", "DIFFICULTY_NAMES_ES"),
        "ryf": {"failure": "fallo", "opposed": "tirada enfrentada"},
    }
    for context, words in entries.items():
        for english, spanish in words.items():
            catalog.add(english, spanish, context=context)
    write_po(catalog, po)


if __name__ == "__main__":
    main()
    tables()
