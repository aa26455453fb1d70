"""Loading and saving pause Python's cycle collector, and always turn it back on."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from gmconsole.storage import PartyFileError, load_party, parse_party, save_party

PARTY = b'system = "ezd6"\nname = "Grupo"\n'


@pytest.fixture(autouse=True)
def _collector_restored() -> Iterator[None]:
    enabled = gc.isenabled()
    yield
    if enabled:
        gc.enable()
    else:
        gc.disable()


def test_a_load_a_refused_file_and_a_save_leave_the_collector_on(tmp_path: Path) -> None:
    gc.enable()
    parse_party(PARTY)
    assert gc.isenabled()
    for refused in (b'system = "ezd6"\nname = ', b'system = "ezd6"\nname = "x"\nunknown = 1\n'):
        with pytest.raises(PartyFileError):
            parse_party(refused)
        assert gc.isenabled()
    path = tmp_path / "party.toml"
    save_party(parse_party(PARTY), path)
    assert gc.isenabled()
    assert load_party(path).name == "Grupo"
    assert gc.isenabled()


def test_a_collector_the_caller_turned_off_stays_off(tmp_path: Path) -> None:
    gc.disable()
    party = parse_party(PARTY)
    save_party(party, tmp_path / "party.toml")
    assert not gc.isenabled()
