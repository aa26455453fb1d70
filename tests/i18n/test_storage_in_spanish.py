"""Party-file error lines in Spanish: the error screen and `gmconsole check` speak the
GM's language, while field paths, keys and values stay as the file writes them.

tests/storage checks the English lines of the whole broken-file corpus; here a few files
give their exact Spanish lines, and every file of the corpus must come out translated.
"""

import io
import re
from pathlib import Path

import pytest

from gmconsole import i18n
from gmconsole.check import check_files
from gmconsole.storage import PartyFileError, load_party
from gmconsole.toml_reading import toml_message
from tests.conftest import SAMPLES
from tests.systems import registry_words

BROKEN = Path(__file__).resolve().parents[1] / "storage" / "broken"
CASES = sorted(p.stem for p in BROKEN.glob("*.toml"))


def lines_in(lang: str, name: str) -> list[str]:
    i18n.set_language(lang)
    try:
        with pytest.raises(PartyFileError) as caught:
            load_party(BROKEN / f"{name}.toml")
    finally:
        i18n.set_language("en")
    return [line.replace(str(BROKEN / f"{name}.toml"), "{file}") for line in caught.value.lines]


SPANISH = {
    "ryf_attribute_too_high": [
        "members[0].attributes.strength: debe estar entre 2 y 10 (se escribió 12)"
    ],
    "missing_name": ["name: falta esta clave obligatoria"],
    "empty_file": [
        "{file}: el archivo está vacío; necesita al menos system = {systems_toml} y name"
    ],
    "not_utf8": ["{file}:9: no es texto UTF-8 (byte 0xff); guarda el archivo como UTF-8"],
    "duplicate_member_id": [
        "roster[0].id: identificador repetido, ya usado en members[0].id (se escribió 'ana')"
    ],
    "bad_zone": [
        "encounter.combatants[0].zone: debe ser uno de estos: near, far, out (se escribió 'close')"
    ],
    "ryf_bad_damage": [
        "members[0].weapons[0].damage: debe tener la forma 1d10, 2d6 o 1d6-2 (se escribió 'd10')"
    ],
    "fids_energy_above_max": ["members[0].energy: debe ser ≤ energy_max (5) (se escribió 7)"],
    "ezd6_strikes_above_max": ["members[0].strikes: debe ser ≤ strikes_max (3) (se escribió 4)"],
    "name_with_markup_but_wrong_type": [
        "members[0].name: debe ser un texto (entre comillas) (se escribió un array)"
    ],
    "syntax_missing_equals": [
        "{file}:2:6: sintaxis TOML: se esperaba '=' tras la clave en un par clave/valor"
    ],
    "syntax_duplicate_table": [
        "{file}:21:11: sintaxis TOML: no se puede declarar ('encounter',) dos veces"
    ],
    "syntax_nested_too_deep": [
        "{file}:3:9: sintaxis TOML: arrays o tablas en línea anidados a demasiada profundidad"
    ],
}


@pytest.mark.parametrize("name", sorted(SPANISH))
def test_representative_files_in_spanish(name):
    assert lines_in("es", name) == [registry_words(line) for line in SPANISH[name]]


def test_the_representative_files_are_in_the_corpus():
    assert set(SPANISH) <= set(CASES)


_PATH = re.compile(r"^(\{file\}(:\d+)*|[\w.\[\]' -]+?): ")


@pytest.mark.parametrize("name", CASES)
def test_every_corpus_line_is_translated_and_keeps_its_path(name):
    """A message nobody translated would come out the same in both languages; the path
    (the file's English keys, line and column) is the same in both."""
    english, spanish = lines_in("en", name), lines_in("es", name)
    assert len(english) == len(spanish)
    for en, es in zip(english, spanish, strict=True):
        assert en != es, f"still English in Spanish: {en}"
        where = _PATH.match(en)
        assert where is not None and es.startswith(where[0]), (en, es)
        assert " (got " not in es and "must " not in es and "TOML syntax" not in es


def test_every_message_tomllib_can_give_is_translated():
    """tomllib's messages (Python 3.11-3.13), fixed and with a value."""
    messages = [
        "Invalid statement",
        "Expected newline or end of document after a statement",
        "Cannot overwrite a value",
        "Expected ']' at the end of a table declaration",
        "Expected ']]' at the end of an array declaration",
        "Expected '=' after a key in a key/value pair",
        "Invalid initial character for a key part",
        "Unclosed array",
        "Unclosed inline table",
        "Unescaped '\\' in a string",
        "Invalid hex value",
        "Escaped character is not a Unicode scalar value",
        "Unterminated string",
        "Invalid date or datetime",
        "Invalid value",
        "Cannot declare ('a', 'b') twice",
        "Expected ']'",
        "Found invalid character '\\x00'",
        "Illegal character '\\n'",
        "Cannot mutate immutable namespace ('a',)",
        "Cannot redefine namespace ('a',)",
        "Duplicate inline table key 'x'",
    ]
    i18n.set_language("es")
    spanish = [toml_message(message) for message in messages]
    i18n.set_language("en")
    untranslated = [en for en, es in zip(messages, spanish, strict=True) if en == es]
    assert not untranslated
    assert [toml_message(message) for message in messages] == messages  # English as is
    assert toml_message("Some message a newer Python added") == (
        "Some message a newer Python added"
    )


def test_check_in_spanish(tmp_path):
    i18n.set_language("es")
    out = io.StringIO()
    status = check_files(
        [str(SAMPLES / "ryf.toml"), str(BROKEN / "ryf_attribute_too_high.toml")], False, out
    )
    text = out.getvalue()
    assert status == 1
    assert text.startswith(f"OK {SAMPLES / 'ryf.toml'}: ryf, ")
    assert "miembros" in text and "ronda 1" in text
    assert (
        f"FALLO {BROKEN / 'ryf_attribute_too_high.toml'}:\n"
        "  members[0].attributes.strength: debe estar entre 2 y 10 (se escribió 12)\n"
    ) in text


def test_missing_file_and_folder_in_spanish(tmp_path):
    i18n.set_language("es")
    with pytest.raises(PartyFileError) as caught:
        load_party(tmp_path / "nope.toml")
    assert caught.value.lines == [f"{tmp_path / 'nope.toml'}: no existe ese archivo"]
    with pytest.raises(PartyFileError) as caught:
        load_party(tmp_path)
    assert caught.value.lines == [f"{tmp_path}: es una carpeta, no un archivo de grupo"]


def test_a_large_file_in_spanish_has_a_decimal_comma(tmp_path):
    path = tmp_path / "huge.toml"
    path.write_bytes(b'system = "fids"\nname = "x"\nnotes = "' + b"a" * (6 * 1024 * 1024) + b'"\n')
    i18n.set_language("es")
    with pytest.raises(PartyFileError) as caught:
        load_party(path)
    assert caught.value.lines == [
        f"{path}: el archivo es demasiado grande (6,0 MB; un archivo de grupo ocupa como "
        "mucho 5 MB)"
    ]


def test_a_refused_save_in_spanish(tmp_path, monkeypatch):
    from gmconsole import storage

    path = tmp_path / "ryf.toml"
    path.write_bytes((SAMPLES / "ryf.toml").read_bytes())
    party = load_party(path)
    monkeypatch.setattr(storage, "MAX_FILE_BYTES", 100)
    i18n.set_language("es")
    with pytest.raises(PartyFileError) as caught:
        storage.save_party(party, path)
    (line,) = caught.value.lines
    assert re.fullmatch(
        r"no se guarda: el archivo ocuparía \d+,\d MB y un archivo de grupo ocupa como mucho 5 MB",
        line,
    ), line
    assert path.read_bytes() == (SAMPLES / "ryf.toml").read_bytes()
