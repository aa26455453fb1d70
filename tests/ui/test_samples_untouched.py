"""Shipped samples are never rewritten: opened by path, a sample is played in the GM's
own copy in the data folder, and the console says where (issue 11)."""

import hashlib

from gmconsole.app import GMConsole
from gmconsole.cli import _own_copy_of_sample
from gmconsole.samples import SAMPLES, sample_copy, shipped_sample
from gmconsole.storage import load_party
from tests.pilot_keys import press


def digest_of_samples() -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in SAMPLES.iterdir()}


def test_a_shipped_sample_by_path_becomes_the_gms_copy(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    shipped = SAMPLES / "ryf.toml"
    assert shipped_sample(shipped) == "ryf"
    copy = _own_copy_of_sample(shipped)
    assert copy == sample_copy("ryf") and copy.is_relative_to(tmp_path)
    assert copy.read_bytes() == shipped.read_bytes()
    other = tmp_path / "ryf.toml"
    other.write_bytes(shipped.read_bytes())
    assert shipped_sample(other) is None and _own_copy_of_sample(other) == other


async def test_playing_and_saving_a_sample_by_path_leaves_the_samples_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    before = digest_of_samples()
    path = _own_copy_of_sample(SAMPLES / "ezd6.toml")
    app = GMConsole(path=path, party=load_party(path), notice="copy")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "n", "ctrl+s")
        assert not app.engine.dirty
    assert digest_of_samples() == before  # no save, .bak or journal beside the samples
    assert path.with_name("ezd6.toml.bak").exists()
