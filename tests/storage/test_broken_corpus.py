"""Every broken file gives exactly the error lines a user sees, and is never changed."""

from pathlib import Path

import pytest

from gmconsole.storage import PartyFileError, load_party
from tests.systems import registry_words

BROKEN = Path(__file__).parent / "broken"
CASES = sorted(p.stem for p in BROKEN.glob("*.toml"))


def test_every_broken_file_has_its_expected_lines_and_nothing_is_left_over():
    """A case without its .expected file (or the reverse) would silently test nothing."""
    expected = sorted(p.stem for p in BROKEN.glob("*.expected"))
    assert CASES == expected


@pytest.mark.parametrize("name", CASES)
def test_broken_file_error_lines(name):
    path = BROKEN / f"{name}.toml"
    before = path.read_bytes()
    expected = (BROKEN / f"{name}.expected").read_text(encoding="utf-8").splitlines()
    with pytest.raises(PartyFileError) as caught:
        load_party(path)
    assert caught.value.lines == [
        registry_words(line).replace("{file}", str(path)) for line in expected
    ]
    assert path.read_bytes() == before


def test_ten_megabyte_file(tmp_path):
    path = tmp_path / "huge.toml"
    path.write_bytes(b'system = "fids"\nname = "x"\nnotes = "' + b"a" * (10 * 1024 * 1024) + b'"\n')
    with pytest.raises(PartyFileError) as caught:
        load_party(path)
    assert caught.value.lines == [
        f"{path}: file is too large (10.0 MB; a party file is at most 5 MB)"
    ]


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(PartyFileError) as caught:
        load_party(tmp_path / "nope.toml")
    assert caught.value.lines == [f"{tmp_path / 'nope.toml'}: no such file"]
    with pytest.raises(PartyFileError) as caught:
        load_party(tmp_path)
    assert caught.value.lines == [f"{tmp_path}: is a folder, not a party file"]
