"""The TOML we read and write: rtoml (TOML 1.1) in, files any TOML 1.0 reader accepts out.

tomllib (Python's TOML 1.0 reader) is the independent oracle: every file the console
writes must read back the same with it, whatever text the GM typed.
"""

import tomllib

import rtoml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmconsole.storage import dump_party, load_party, parse_party, save_party
from tests.conftest import SAMPLES, SYSTEMS

# Everything a name or a note may hold: any character but controls (newline and tab are
# allowed) and lone surrogates, which UTF-8 cannot encode.
ALLOWED_TEXT = st.text(
    st.characters(
        blacklist_categories=("Cs",),
        blacklist_characters=[
            chr(c) for c in (*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0))
        ],
    ),
    max_size=60,
)


def test_every_sample_reads_the_same_with_a_toml_1_0_reader():
    for system in SYSTEMS:
        data = (SAMPLES / f"{system}.toml").read_bytes()
        assert tomllib.loads(data.decode()) == rtoml.loads(data.decode())


@settings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=ALLOWED_TEXT.filter(bool), notes=ALLOWED_TEXT)
def test_any_text_survives_save_and_load(name, notes, sample_copy):
    path = sample_copy("ryf")
    party = load_party(path)
    party.members[0].name = name
    party.members[0].notes = notes
    data = dump_party(party)
    assert tomllib.loads(data.decode())["members"][0]["name"] == name
    again = parse_party(data)
    assert again.members[0].name == name
    assert again.members[0].notes == notes
    assert again == party


def test_toml_1_1_inline_table_with_trailing_comma_and_line_breaks_loads(tmp_path):
    path = tmp_path / "p.toml"
    path.write_text(
        'system = "ezd6"\nname = "G"\n'
        "members = [\n"
        '  { id = "a", name = "A",\n'
        "    strikes = 3, },\n"
        "]\n",
        encoding="utf-8",
    )
    party = load_party(path)
    assert party.members[0].strikes == 3


def test_byte_order_mark_from_a_windows_editor_loads_and_save_drops_it(tmp_path):
    path = tmp_path / "p.toml"
    source = (SAMPLES / "fids.toml").read_bytes()
    path.write_bytes(b"\xef\xbb\xbf" + source)
    party = load_party(path)
    save_party(party, path)
    assert path.read_bytes() == source
